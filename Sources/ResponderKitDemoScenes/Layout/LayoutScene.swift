import Foundation
import ResponderKit

/// The layout part's application (behaviour 20): a view controller whose views are all placed by Auto
/// Layout — a sign-in form in a vertical `UIStackView` pinned to the root view's layout margins (inside
/// the safe area: the screen's status bar covers its top 20 points, as on an iPhone 8), and a bottom
/// sheet pinned to the bottom whose top constraint (`sheetTop`) a `UIPanGestureRecognizer` drives and a
/// `UIView.animate` block snaps open or closed when the finger lifts (behaviour 19.1).
///
/// The same scene serves `responder demo --part layout` (through ``LoggedScene/log``) and any host that
/// listens to ``ReportingScene/onCallback``.
@MainActor
public final class LayoutScene: ReportingScene {
    /// The height of the status bar the screen reports as its safe area inset at the top.
    public static let statusBarHeight: CGFloat = 20

    /// The view controller's root view, filling the window.
    public var root: UIView { controller.view }
    /// The vertical stack view holding the form's rows.
    public var form: UIStackView { controller.form }
    /// The form's first row.
    public var usernameField: UITextField { controller.usernameField }
    /// The form's second row (`isSecureTextEntry`).
    public var passwordField: UITextField { controller.passwordField }
    /// The form's last row; its `.touchUpInside` action reports "signIn".
    public var signInButton: UIButton { controller.signInButton }
    /// The bottom sheet, pinned to the bottom of the root view; its top is ``sheetTop``.
    public var sheet: UIView { controller.sheet }
    /// The grabber at the top of the sheet.
    public var handle: UIView { controller.handle }
    /// `sheet.top == root.bottom + constant`: the constraint the pan drives.
    public var sheetTop: NSLayoutConstraint { controller.sheetTop }
    /// The sheet's top constant when closed: -120 (120 points of the sheet show).
    public static var closedConstant: CGFloat { -SignInSheetController.closedHeight }
    /// The sheet's top constant when open: -440.
    public static var openConstant: CGFloat { -SignInSheetController.openHeight }
    /// How long the sheet's snap animation lasts, in seconds.
    public static var snapDuration: TimeInterval { SignInSheetController.snapDuration }
    /// The view controller (for a safe area change: ``/ResponderKit/UIViewController/additionalSafeAreaInsets``).
    public var viewController: UIViewController { controller }

    private let controller: SignInSheetController

    /// Builds the scene in an application on `clock` and makes its window key and visible: the window's
    /// first layout pass places every view.
    public init(clock: any ApplicationClock = VirtualClock()) {
        let parts = ReportingSceneParts(clock: clock)
        parts.app.screen = UIScreen(bounds: DemoScreen.bounds)
        parts.app.screen.systemSafeAreaInsets = UIEdgeInsets(top: Self.statusBarHeight, left: 0, bottom: 0, right: 0)
        controller = SignInSheetController(relay: parts.relay)
        super.init(parts: parts, windowName: "layoutWindow")
        window.rootViewController = controller
        window.makeKeyAndVisible()
        startCopyingExplanations()
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    public override func remark(for view: UIView) -> String? {
        if view === root { return "the view controller's root view, filling the window" }
        if view === form {
            return "a vertical UIStackView, spacing 12, top, leading and trailing pinned to root's layoutMarginsGuide "
                + "(inside the safe area; 20 leading and trailing, the system minimum of UIDevice's idiom, a pad by default)"
        }
        if view === usernameField || view === passwordField { return "a UITextField, height 44" }
        if view === signInButton { return "a UIButton, height 44" }
        if view === sheet {
            return "leading, trailing and bottom pinned to root; sheetTop: top == root.bottom - 120 (closed)"
        }
        if view === handle { return "36 × 5, 8 below the sheet's top, centred" }
        return nil
    }
}
