import Foundation
import Testing

/// `responder demo --part text` (behaviour 17.2, 17.3, 17.5, 17.9): the text part prints each step's
/// delegate calls and control events in UIKit's order (Apple: UITextFieldDelegate, "the flow of the editing
/// process"; UITextViewDelegate), the refused character, the secure field's edit menu without Copy or Cut,
/// the button enabled once both fields have text, and the copied word.
@Suite("responder demo --part text: the text part's steps in UIKit's order (behaviour 17.2, 17.3, 17.5, 17.9)")
struct DemoTextCLITests {
    private func textPart() throws -> DemoPartOutput {
        let run = try CLIRun.run(["demo", "--part", "text"])
        #expect(run.status == 0)
        return DemoPartOutput(run.text)
    }

    @Test(
        "behaviour 17.2 (Apple: UITextFieldDelegate, the flow of the editing process): a tap begins editing, should-begin before did-begin"
    )
    func beginEditing() throws {
        let output = try textPart()
        #expect(output.lines.first == "ResponderKit demo, part 6: text input")
        #expect(
            output.hasRun([
                "finger: taps usernameField at (187.5, 82)",
                "usernameField: textFieldShouldBeginEditing → true",
                "usernameField: textFieldDidBeginEditing",
                "usernameField: .editingDidBegin",
                "keyboard: shown for usernameField",
            ]))
    }

    @Test(
        "behaviour 17.2 (Apple: textField(_:shouldChangeCharactersIn:replacementString:)): each key is asked, a refused space changes nothing"
    )
    func typingAndTheRefusedCharacter() throws {
        let output = try textPart()
        #expect(
            output.hasRun([
                "usernameField: shouldChangeCharactersIn {2, 0} replacementString \"a\" → true",
                "usernameField: .editingChanged",
                "usernameField: shouldChangeCharactersIn {3, 0} replacementString \" \" → false (no spaces in a user name)",
                // Nothing follows the refusal: the next line is the next step's key.
                "keyboard: taps Return",
            ]))
        #expect(
            output.lines.contains(
                "usernameField \"ada\", passwordField 0 characters, signInButton.isEnabled false; first responder: usernameField"
            ))
    }

    @Test(
        "behaviour 17.2: Return moving editing to the next field: should-begin of the next, should-end and did-end of this one, did-begin of the next"
    )
    func returnMovesToThePassword() throws {
        let output = try textPart()
        #expect(
            output.hasRun([
                "keyboard: taps Return",
                "usernameField: textFieldShouldReturn: calls passwordField.becomeFirstResponder(), returns false",
                "passwordField: textFieldShouldBeginEditing → true",
                "usernameField: textFieldShouldEndEditing → true",
                "usernameField: textFieldDidEndEditing(reason: .committed)",
                "usernameField: .editingDidEnd",
                "passwordField: textFieldDidBeginEditing",
                "passwordField: .editingDidBegin",
                "keyboard: shown for passwordField",
            ]))
        // The keyboard stays up between the fields (docs/decisions.md, "Text: the system keyboard").
        #expect(output.events.filter { $0 == "keyboard: hidden" }.count == 1)
        // textFieldShouldReturn returned false: no Return events.
        #expect(!output.events.contains("usernameField: .editingDidEndOnExit"))
    }

    @Test(
        "behaviour 17.5, 17.9: a paste is one should-change question with the whole string; the editingChanged target enables the button"
    )
    func pasteEnablesSignIn() throws {
        let output = try textPart()
        #expect(
            output.hasRun([
                "window: passwordField: the tap showed the edit menu: paste:",
                "finger: chooses paste: in the edit menu",
                "passwordField: shouldChangeCharactersIn {0, 0} replacementString \"hunter22\" → true",
                "passwordField: .editingChanged",
                "form: signInButton.isEnabled = true",
            ]))
        #expect(output.events.filter { $0 == "form: signInButton.isEnabled = true" }.count == 1)
    }

    @Test(
        "behaviour 17.5 (Apple: isSecureTextEntry disables copying): the secure field's edit menu lists no Copy or Cut; Sign In sends its events"
    )
    func secureFieldAndSignIn() throws {
        let output = try textPart()
        #expect(
            output.hasRun([
                "window: passwordField: selected 0..<8 (word)",
                "window: passwordField: the tap showed the edit menu: paste:, delete:",
                "poll: passwordField.canPerformAction(copy:) → false",
                "poll: passwordField.canPerformAction(cut:) → false",
            ]))
        #expect(
            output.hasRun([
                "signInButton: .touchUpInside", "form: signIn: signs in as \"ada\"",
                "signInButton: .primaryActionTriggered",
            ]))
        #expect(output.lines.contains("signed in as \"ada\"; first responder: passwordField"))
    }

    @Test(
        "behaviour 17.3 (Apple: UITextViewDelegate): a text view asks should-begin, then each key: should-change, selection, change"
    )
    func textViewTyping() throws {
        let output = try textPart()
        #expect(
            output.hasRun([
                "notes: textViewShouldBeginEditing → true",
                "passwordField: textFieldShouldEndEditing → true",
                "passwordField: textFieldDidEndEditing(reason: .committed)",
                "passwordField: .editingDidEnd",
                // A text view's keyboard comes before its did-begin (docs/decisions.md, "Text: the system keyboard").
                "keyboard: shown for notes",
                "notes: textViewDidBeginEditing",
                "keyboard: taps H, i, Return, B, o, b, 0.1 s apart",
                "notes: shouldChangeTextIn {0, 0} replacementText \"H\" → true",
                "notes: textViewDidChangeSelection, selectedRange {1, 0}",
                "notes: textViewDidChange, text \"H\"",
            ]))
        #expect(
            output.hasRun([
                "notes: shouldChangeTextIn {2, 0} replacementText \"\\n\" → true",
                "notes: textViewDidChangeSelection, selectedRange {3, 0}",
                "notes: textViewDidChange, text \"Hi\\n\"",
            ]))
    }

    @Test(
        "behaviour 17.9, 17.6: a double tap selects the word and shows the edit menu; Copy puts it on the pasteboard; endEditing(true) does not ask should-end"
    )
    func copyAWordAndDismiss() throws {
        let output = try textPart()
        #expect(
            output.hasRun([
                "notes: textViewDidChangeSelection, selectedRange {3, 3}",
                "window: notes: selected 3..<6 (word)",
                "window: notes: the tap showed the edit menu: cut:, copy:, paste:, selectAll:, delete:",
                "finger: chooses copy: in the edit menu",
            ]))
        #expect(output.lines.contains("UIPasteboard.general.string: \"Bob\""))
        #expect(
            output.hasRun([
                "form: backgroundTap: endEditing(true)", "keyboard: hidden", "notes: textViewDidEndEditing",
            ]))
        #expect(!output.events.contains("notes: textViewShouldEndEditing → true"))
        #expect(output.lines.last == "first responder: none")
    }

    @Test("the text part is the sixth of --part all, after drag and drop")
    func partOfAll() throws {
        let run = try CLIRun.run(["demo", "--part", "all", "--no-hit-test"])
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map(String.init)
        let dragDrop = try #require(
            lines.firstIndex(of: "ResponderKit demo, part 5: drag and drop, and a context menu"))
        let text = try #require(lines.firstIndex(of: "ResponderKit demo, part 6: text input"))
        #expect(dragDrop < text)
    }
}
