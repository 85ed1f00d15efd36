import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting
import Testing

/// The text scene of `responder demo --part text` (behaviour 17.2, 17.3): the sign-in form's rules (spaces
/// refused in the user name, Return moving to the password, the button enabled while both fields have
/// text) and the background tap that ends editing, typed on the hardware keyboard path (17.7). Paste and
/// Copy go through the one general pasteboard of the process, which the core's serialized pasteboard suite
/// owns (docs/decisions.md, "Text: the pasteboard"): the CLI test of the part checks them, in its own process.
@MainActor
@Suite("Demo scenes: the text scene (behaviour 17.2, 17.3, 17.7)")
struct TextInputSceneTests {
    @MainActor
    private final class Fixture {
        let scene = TextInputScene()
        let touches: TouchSimulator
        let keyboard: KeyboardSimulator
        var calls: [String] = []

        init() {
            touches = TouchSimulator(application: scene.app)
            keyboard = KeyboardSimulator(application: scene.app)
            scene.onCallback = { [unowned self] source, text in self.calls.append("\(source): \(text)") }
        }

        func tap(_ view: UIView) {
            touches.tap(at: scene.screenCenter(of: view))
            touches.wait(1)
        }

        /// Taps `view`, checks that it is first responder and forgets the calls so far.
        func startEditing(_ view: UIView) {
            tap(view)
            #expect(view.isFirstResponder)
            calls.removeAll()
        }
    }

    @Test(
        "behaviour 17.2 (Apple: textField(_:shouldChangeCharactersIn:replacementString:), false leaves the text): the user name refuses spaces"
    )
    func usernameRefusesSpaces() {
        let f = Fixture()
        f.startEditing(f.scene.usernameField)
        f.keyboard.type("a b")
        #expect(f.scene.usernameField.text == "ab")
        #expect(
            f.calls == [
                "usernameField: shouldChangeCharactersIn {0, 0} replacementString \"a\" → true",
                "usernameField: .editingChanged",
                "usernameField: shouldChangeCharactersIn {1, 0} replacementString \" \" → false (no spaces in a user name)",
                "usernameField: shouldChangeCharactersIn {1, 0} replacementString \"b\" → true",
                "usernameField: .editingChanged",
            ])
    }

    @Test("behaviour 17.2: Return in the user name makes the password first responder, its delegate returning false")
    func returnMovesToThePassword() {
        let f = Fixture()
        f.tap(f.scene.usernameField)
        f.keyboard.type("ada\n")
        #expect(f.scene.passwordField.isFirstResponder)
        #expect(!f.scene.usernameField.isEditing)
        #expect(f.calls.contains("usernameField: textFieldDidEndEditing(reason: .committed)"))
        #expect(!f.calls.contains("usernameField: .editingDidEndOnExit"))
    }

    @Test(
        "behaviour 17.2 (.editingChanged after each change): Sign In is enabled once both fields have text, disabled again when one is emptied"
    )
    func signInFollowsBothFields() {
        let f = Fixture()
        #expect(!f.scene.signInButton.isEnabled)
        f.tap(f.scene.usernameField)
        f.keyboard.type("ada\n")
        #expect(!f.scene.signInButton.isEnabled)
        f.keyboard.type("pw")
        #expect(f.scene.signInButton.isEnabled)
        #expect(
            f.calls.filter { $0.hasPrefix("form: signInButton.isEnabled") } == ["form: signInButton.isEnabled = true"])
        f.keyboard.press(.keyboardDeleteOrBackspace)
        f.keyboard.press(.keyboardDeleteOrBackspace)
        #expect(!f.scene.signInButton.isEnabled)

        // A tap on the disabled button signs nobody in; once enabled, the tap does.
        f.tap(f.scene.signInButton)
        #expect(f.scene.signIns.isEmpty)
        f.tap(f.scene.passwordField)
        f.keyboard.type("x")
        f.tap(f.scene.signInButton)
        #expect(f.scene.signIns == ["ada"])
    }

    @Test(
        "behaviour 17.2, 17.3 (Apple: endEditing(_:) with force): the background's tap ends the notes' editing without asking should-end"
    )
    func backgroundTapEndsEditing() {
        let f = Fixture()
        f.startEditing(f.scene.notes)
        f.keyboard.type("Hi")
        #expect(f.scene.notes.text == "Hi")
        f.calls.removeAll()
        f.touches.tap(at: CGPoint(x: 187, y: 560))
        #expect(!f.scene.notes.isFirstResponder)
        #expect(
            f.calls == [
                "form: backgroundTap: endEditing(true)", "keyboard: hidden", "notes: textViewDidEndEditing",
            ])
    }
}
