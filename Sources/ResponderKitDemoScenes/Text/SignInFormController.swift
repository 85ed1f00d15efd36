import Foundation
import ResponderKit

/// The sign-in form's logic, written as a view controller would: the delegate of both fields and the
/// target of their editing events and of the button. It reports each call, under the name of the view it
/// is about, as UIKit makes it (docs/behaviour/text-input.md, 17.2).
@MainActor
final class SignInFormController: UITextFieldDelegate {
    let username: UITextField
    let password: UITextField
    let button: UIButton
    let relay: CallbackRelay
    /// The user names signed in with, in order.
    private(set) var signIns: [String] = []

    /// The editing events a text field sends (behaviour 17.2), each reported as it arrives.
    private static let fieldEvents: [UIControl.Event] = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit, .primaryActionTriggered,
    ]

    init(username: UITextField, password: UITextField, button: UIButton, relay: CallbackRelay) {
        self.username = username
        self.password = password
        self.button = button
        self.relay = relay
        for field in [username, password] {
            field.delegate = self
            for event in Self.fieldEvents { report(event, of: field) }
            field.addTarget(self, action: SignInFormController.updateButton, for: .editingChanged)
        }
        for event: UIControl.Event in [.touchUpInside, .primaryActionTriggered] { report(event, of: button) }
        button.addTarget(self, action: SignInFormController.signIn, for: .touchUpInside)
    }

    /// Registers an action that reports `event` of `control` as ".event".
    private func report(_ event: UIControl.Event, of control: UIControl) {
        let name = DispatchLog.name(of: control)
        let eventName = "." + String(event.description.dropFirst().dropLast())  // "[editingChanged]"
        control.addAction(UIAction { [relay] _ in relay.send(name, eventName) }, for: event)
    }

    private func name(_ field: UITextField) -> String { DispatchLog.name(of: field) }

    // MARK: Targets

    /// The fields' `.editingChanged` target: the button is enabled while both fields have text.
    private func updateButton() {
        let enabled = username.hasText && password.hasText
        guard enabled != button.isEnabled else { return }
        button.isEnabled = enabled
        relay.send("form", "signInButton.isEnabled = \(enabled)")
    }

    /// The button's `.touchUpInside` target.
    private func signIn() {
        let user = username.text ?? ""
        signIns.append(user)
        relay.send("form", "signIn: signs in as \"\(user)\"")
    }

    // MARK: UITextFieldDelegate

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        relay.send(name(textField), "textFieldShouldBeginEditing → true")
        return true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        relay.send(name(textField), "textFieldDidBeginEditing")
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        relay.send(name(textField), "textFieldShouldEndEditing → true")
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        relay.send(name(textField), "textFieldDidEndEditing(reason: .\(reason))")
    }

    /// Refuses spaces in the user name; allows everything else.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let allowed = textField !== username || !string.contains(" ")
        let why = allowed ? "" : " (no spaces in a user name)"
        relay.send(
            name(textField),
            "shouldChangeCharactersIn \(format(range)) replacementString \"\(string)\" → \(allowed)\(why)")
        return allowed
    }

    /// Return in the user name moves editing to the password; the return value (false) tells the field
    /// not to do its own Return (`.editingDidEndOnExit`), as it has done what Return means here.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard textField === username else {
            relay.send(name(textField), "textFieldShouldReturn → true")
            return true
        }
        relay.send(name(textField), "textFieldShouldReturn: calls passwordField.becomeFirstResponder(), returns false")
        _ = password.becomeFirstResponder()
        return false
    }
}
