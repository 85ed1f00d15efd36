import Foundation
import ResponderKit

/// The layout scene's view controller, written as a UIKit app writes one (behaviour 20): a sign-in form
/// in a vertical stack view pinned to the layout margins, and a bottom sheet whose top constraint a pan
/// drives and an animation snaps open or closed. Nothing is framed by hand: every frame is the solver's.
@MainActor
final class SignInSheetController: UIViewController {
    /// The sheet's top, measured up from the root view's bottom: how much of it shows when closed and open.
    static let closedHeight: CGFloat = 120
    static let openHeight: CGFloat = 440
    /// How long the snap animation lasts, in seconds.
    static let snapDuration: TimeInterval = 0.3
    /// How far ahead the release velocity carries the sheet when choosing where it snaps, in seconds (a
    /// flick snaps in its direction even from short of half way).
    private static let projection: TimeInterval = 0.2

    let relay: CallbackRelay
    let form = named("form", UIStackView())
    let usernameField = named("usernameField", UITextField())
    let passwordField = named("passwordField", UITextField())
    let signInButton = named("signInButton", UIButton(type: .system))
    let sheet = named("sheet", UIView())
    let handle = named("handle", UIView())
    let pan = UIPanGestureRecognizer()
    /// `sheet.top == root.bottom + constant`: -120 closed, -440 open; the pan and the snap change it.
    private(set) var sheetTop: NSLayoutConstraint!
    /// The constant when the pan began, which the translation is added to.
    private var constantAtPanStart: CGFloat = 0

    init(relay: CallbackRelay) {
        self.relay = relay
        super.init()
    }

    /// Not used: the scene makes its controller with `init(relay:)`.
    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = named("root", UIView())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        usernameField.placeholder = "User name"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.addAction(
            UIAction { [relay] _ in relay.send("form", "signIn (.touchUpInside)") }, for: .touchUpInside)
        form.axis = .vertical
        form.spacing = 12
        for row in [usernameField, passwordField, signInButton] as [UIView] {
            form.addArrangedSubview(row)
            row.heightAnchor.constraint(equalToConstant: 44).isActive = true
        }
        sheet.addSubview(handle)
        pan.name = "sheetPan"
        pan.addTarget(self, action: SignInSheetController.panned)
        sheet.addGestureRecognizer(pan)
        for subview in [form, sheet, handle] { subview.translatesAutoresizingMaskIntoConstraints = false }
        view.addSubview(form)
        view.addSubview(sheet)
        let margins = view.layoutMarginsGuide
        sheetTop = sheet.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -Self.closedHeight)
        sheetTop.identifier = "sheetTop"
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: margins.topAnchor),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            sheet.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            sheet.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            sheetTop,
            handle.topAnchor.constraint(equalTo: sheet.topAnchor, constant: 8),
            handle.centerXAnchor.constraint(equalTo: sheet.centerXAnchor),
            handle.widthAnchor.constraint(equalToConstant: 36),
            handle.heightAnchor.constraint(equalToConstant: 5),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        let insets = view.safeAreaInsets
        relay.send(
            "root",
            "viewSafeAreaInsetsDidChange, safeAreaInsets top \(format(insets.top)) bottom \(format(insets.bottom))")
    }

    /// The pan's action: follow the finger while it moves, snap open or closed when it lifts.
    private func panned(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if pan.state == .began { constantAtPanStart = sheetTop.constant }
            let dy = pan.translation(in: view).y
            sheetTop.constant = min(max(constantAtPanStart + dy, -Self.openHeight), -Self.closedHeight)
            relay.send(
                "sheetPan",
                ".\(pan.state == .began ? "began" : "changed"): translation y \(format(dy)) → sheetTop.constant = "
                    + "\(format(constantAtPanStart)) + (\(format(dy))) = \(format(sheetTop.constant))")
        case .ended, .cancelled:
            let velocity = pan.velocity(in: view).y
            let projected = sheetTop.constant + velocity * CGFloat(Self.projection)
            let opens = projected < -(Self.openHeight + Self.closedHeight) / 2
            let target = opens ? -Self.openHeight : -Self.closedHeight
            relay.send(
                "sheetPan",
                ".\(pan.state == .ended ? "ended" : "cancelled"): velocity y \(format(velocity)) → snaps "
                    + "\(opens ? "open" : "closed"), animating sheetTop.constant to \(format(target)) "
                    + "over \(format(CGFloat(Self.snapDuration))) s")
            snap(to: target)
        default:
            break
        }
    }

    /// Animates the sheet to `constant`: the constraint changes, and `layoutIfNeeded()` inside the block
    /// lays out at once so that the solved frames animate (behaviour 19.1).
    private func snap(to constant: CGFloat) {
        UIView.animate(
            withDuration: Self.snapDuration,
            animations: {
                self.sheetTop.constant = constant
                self.view.layoutIfNeeded()
            },
            completion: { [relay, sheet] finished in
                relay.send("sheet", "animation completion(finished: \(finished)), frame \(format(sheet.frame))")
            })
    }
}
