import Foundation
import ResponderKit

/// The text part's application (behaviour 17): a sign-in form and a notes text view, whose delegates,
/// control-event targets and keyboard report every call as it happens.
///
/// The form is a `usernameField`, a `passwordField` (`isSecureTextEntry`) and a `signInButton` that is
/// enabled only while both fields have text (decided by the form's `.editingChanged` target). The form's
/// text field delegate refuses spaces in the user name, and Return in the user name moves editing to the
/// password. Below them, `notes` is an editable `UITextView`. A tap on the background (`form`, the view
/// behind them) ends editing (`endEditing(true)`), the classic way to dismiss the keyboard.
///
/// The same scene serves `responder demo --part text` (through ``LoggedScene/log``) and any host that
/// listens to ``ReportingScene/onCallback``.
@MainActor
public final class TextInputScene: ReportingScene {
    /// The view behind the others, filling the window; a tap on it ends editing.
    public let form: UIView
    /// The user name field; its delegate refuses spaces.
    public let usernameField: UITextField
    /// The password field (`isSecureTextEntry`: no Copy, no Cut).
    public let passwordField: UITextField
    /// Enabled while both fields have text; its action signs in.
    public let signInButton: UIButton
    /// An editable text view.
    public let notes: UITextView
    /// The user names signed in with, in order (the button's action).
    public var signIns: [String] { controller.signIns }

    private let controller: SignInFormController
    private let notesDelegate: NotesDelegate

    /// Builds the scene in an application on `clock` and makes its window key and visible.
    public init(clock: any ApplicationClock = VirtualClock()) {
        let parts = ReportingSceneParts(clock: clock)
        let relay = parts.relay
        form = named("form", UIView(frame: DemoScreen.bounds))
        usernameField = named("usernameField", UITextField(frame: Self.row(0)))
        usernameField.placeholder = "User name"
        usernameField.autocapitalizationType = .none
        usernameField.textContentType = .username
        usernameField.returnKeyType = .next
        passwordField = named("passwordField", UITextField(frame: Self.row(1)))
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        signInButton = named("signInButton", UIButton(frame: Self.row(2)))
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        notes = named("notes", UITextView(frame: CGRect(x: 20, y: 240, width: 335, height: 160)))
        controller = SignInFormController(
            username: usernameField, password: passwordField, button: signInButton, relay: relay)
        notesDelegate = NotesDelegate(relay: relay)
        notes.delegate = notesDelegate
        super.init(parts: parts, windowName: "textWindow")

        window.addSubview(form)
        for view in [usernameField, passwordField, signInButton, notes] { form.addSubview(view) }
        let backgroundTap = UITapGestureRecognizer(target: self, action: TextInputScene.backgroundTapped)
        backgroundTap.name = "backgroundTap"
        form.addGestureRecognizer(backgroundTap)
        app.inputViewPresenter.onUpdate = { presenter in
            let shownFor = (presenter.responder as? UIView).map { DispatchLog.name(of: $0) }
            relay.send("keyboard", shownFor.map { "shown for \($0)" } ?? "hidden")
        }
        window.makeKeyAndVisible()
        startCopyingExplanations()
    }

    /// The frame of the form's row `index`: 44 pt high, 10 pt apart, from 60 pt down.
    private static func row(_ index: Int) -> CGRect {
        CGRect(x: 20, y: 60 + CGFloat(index) * 54, width: 335, height: 44)
    }

    /// The background's tap: ends editing in the form, without asking the editing view's delegate.
    private func backgroundTapped() {
        relay.send("form", "backgroundTap: endEditing(true)")
        form.endEditing(true)
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    public override func remark(for view: UIView) -> String? {
        if view === form { return "the background: a tap on it calls endEditing(true)" }
        if view === usernameField { return "a UITextField; its delegate refuses spaces, Return moves to the password" }
        if view === passwordField { return "a UITextField with isSecureTextEntry = true" }
        if view === signInButton { return "a UIButton, enabled while both fields have text" }
        if view === notes { return "an editable UITextView" }
        return nil
    }

    /// Copies what the text interaction did (selections, the edit menu); the delegates' lines say the rest.
    override func copiesExplanation(_ entry: DispatchLog.Entry) -> Bool {
        guard case let .textInteraction(event) = entry else { return false }
        switch event {
        case .selected, .showedEditMenu, .hidEditMenu, .didNotBeginEditing: return true
        default: return false
        }
    }
}
