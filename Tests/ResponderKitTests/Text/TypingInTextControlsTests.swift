import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.7: hardware keys in the text controls: characters through the delegate, the arrows with and
// without Shift, Option and Command moving the caret and the selection, and the edit shortcuts.

@MainActor
private func selection(of input: any UITextInput) -> [Int]? {
    guard let range = input.selectedTextRange else { return nil }
    return [
        input.offset(from: input.beginningOfDocument, to: range.start),
        input.offset(from: input.beginningOfDocument, to: range.end),
    ]
}

@Suite("Typing in the text controls (behaviour 17.7)")
@MainActor
struct TypingInTextControlsTests {

    @Test("behaviour 17.7: each typed key asks the delegate, then changes the text, as insertText does")
    func typingAsksDelegate() {
        let setup = TextFieldScene()
        setup.beginEditing()
        #expect(setup.scene.keyboard.type("Hi"))
        #expect(setup.field.text == "Hi")
        let one = ["didChangeSelection", "editingChanged", "didChangeNotification"]
        #expect(setup.log.entries == ["shouldChange 0,0 \"H\""] + one + ["shouldChange 1,0 \"i\""] + one)
    }

    @Test("behaviour 17.7: the on-screen keyboard and the hardware keyboard make the same delegate calls")
    func onScreenAndHardwareAgree() {
        let hardware = TextFieldScene()
        hardware.beginEditing()
        hardware.scene.keyboard.type("Ok")
        hardware.scene.keyboard.press(.keyboardDeleteOrBackspace)
        let onScreen = TextFieldScene()
        onScreen.beginEditing()
        #expect(onScreen.application.inputViewPresenter.type("Ok"))
        #expect(onScreen.application.inputViewPresenter.tapDeleteKey())
        #expect(onScreen.field.text == "O")
        #expect(onScreen.log.entries == hardware.log.entries)
        #expect(onScreen.log.entries.filter { $0.hasPrefix("shouldChange") }.count == 3)
    }

    @Test("behaviour 17.7: Left and Right move the caret; Shift extends from a fixed anchor; a move collapses")
    func arrowsAndShift() {
        let setup = TextFieldScene(text: "hello world", recordingEvents: false)
        setup.beginEditing()
        let keyboard = setup.scene.keyboard
        keyboard.press(UIKeyCommand.inputLeftArrow)
        keyboard.press(UIKeyCommand.inputLeftArrow)
        #expect(selection(of: setup.field) == [9, 9])
        keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: .shift)
        keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: .shift)
        #expect(selection(of: setup.field) == [7, 9])
        keyboard.press(UIKeyCommand.inputRightArrow, modifiers: .shift)
        #expect(selection(of: setup.field) == [8, 9])
        keyboard.press(UIKeyCommand.inputLeftArrow)
        #expect(selection(of: setup.field) == [8, 8])
        keyboard.press(UIKeyCommand.inputRightArrow, modifiers: .shift)
        keyboard.press(UIKeyCommand.inputRightArrow, modifiers: .shift)
        keyboard.press(UIKeyCommand.inputRightArrow)
        #expect(selection(of: setup.field) == [10, 10])
        // At the end of the text the caret stays.
        keyboard.press(UIKeyCommand.inputRightArrow)
        keyboard.press(UIKeyCommand.inputRightArrow)
        #expect(selection(of: setup.field) == [11, 11])
    }

    @Test("behaviour 17.7: Option moves by words, Command to the line's ends; with Shift they select")
    func optionAndCommand() {
        let setup = TextFieldScene(text: "hello world", recordingEvents: false)
        setup.beginEditing()
        let keyboard = setup.scene.keyboard
        keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: .alternate)
        #expect(selection(of: setup.field) == [6, 6])
        keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: .alternate)
        #expect(selection(of: setup.field) == [0, 0])
        keyboard.press(UIKeyCommand.inputRightArrow, modifiers: [.alternate, .shift])
        #expect(selection(of: setup.field) == [0, 5])
        keyboard.press(UIKeyCommand.inputRightArrow, modifiers: [.command, .shift])
        #expect(selection(of: setup.field) == [0, 11])
        keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: .command)
        #expect(selection(of: setup.field) == [0, 0])
        keyboard.press(UIKeyCommand.inputRightArrow, modifiers: .command)
        #expect(selection(of: setup.field) == [11, 11])
    }

    @Test("behaviour 17.7: Up and Down move by lines in a text view, to the text's ends past the first and last")
    func upAndDown() {
        let scene = TestScene()
        let textView = scene.add(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        textView.text = "abc\nde\nfgh"
        #expect(textView.becomeFirstResponder())
        let keyboard = scene.keyboard
        keyboard.press(UIKeyCommand.inputUpArrow)
        #expect(selection(of: textView) == [6, 6])
        keyboard.press(UIKeyCommand.inputUpArrow, modifiers: .shift)
        #expect(selection(of: textView) == [2, 6])
        keyboard.press(UIKeyCommand.inputUpArrow)
        #expect(selection(of: textView) == [0, 0])
        keyboard.press(UIKeyCommand.inputDownArrow, modifiers: .command)
        #expect(selection(of: textView) == [10, 10])
        keyboard.press(UIKeyCommand.inputUpArrow, modifiers: [.command, .shift])
        #expect(selection(of: textView) == [0, 10])
    }

    @Test("behaviour 17.7: Command-A, Command-C, Command-X and Command-V edit the text through the keyboard")
    func editShortcuts() {
        let pasteboard = UIPasteboard.general
        let saved = pasteboard.string
        defer { pasteboard.string = saved }
        let setup = TextFieldScene(text: "abc", recordingEvents: false)
        setup.beginEditing()
        let keyboard = setup.scene.keyboard
        keyboard.press("a", modifiers: .command)
        #expect(selection(of: setup.field) == [0, 3])
        keyboard.press("c", modifiers: .command)
        #expect(pasteboard.string == "abc")
        keyboard.press(UIKeyCommand.inputRightArrow)
        keyboard.press("v", modifiers: .command)
        #expect(setup.field.text == "abcabc")
        keyboard.press(UIKeyCommand.inputLeftArrow, modifiers: [.shift, .command])
        keyboard.press("x", modifiers: .command)
        #expect(setup.field.text == "")
        keyboard.type("z")
        #expect(setup.field.text == "z")
        #expect(pasteboard.string == "abcabc")
    }
}
