import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.2: a text field's delegate calls, control events and notifications, in order, for each step
// of an editing session (Apple's UITextFieldDelegate page gives the flow; docs/decisions.md, "Text: the
// order of a text field's callbacks", the rest).

@Suite("Text field editing order (behaviour 17.2)")
@MainActor
struct TextFieldEditingTests {

    @Test(
        "behaviour 17.2: becoming first responder: should-begin, did-begin, editingDidBegin, the notification, then the keyboard"
    )
    func beginOrder() {
        let setup = TextFieldScene(text: "abc")
        setup.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        setup.log.observeKeyboard(of: setup.application)
        #expect(setup.field.becomeFirstResponder())
        #expect(
            setup.log.entries == [
                "shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification", "keyboardWillShow",
                "keyboardDidShow",
            ])
        #expect(setup.field.isEditing)
        #expect(setup.field.isFirstResponder)
        // The caret goes to the end of the text.
        let selection = setup.field.selectedTextRange
        #expect(selection.map { setup.field.offset(from: setup.field.beginningOfDocument, to: $0.start) } == 3)
        #expect(selection?.isEmpty == true)
        // Already first responder: nothing is asked again.
        setup.log.entries.removeAll()
        #expect(setup.field.becomeFirstResponder())
        #expect(setup.log.entries.isEmpty)
    }

    @Test("behaviour 17.2: textFieldShouldBeginEditing false: nothing else happens and the call returns false")
    func beginRefused() {
        let setup = TextFieldScene()
        setup.delegate.allowsBegin = false
        #expect(!setup.field.becomeFirstResponder())
        #expect(setup.log.entries == ["shouldBegin"])
        #expect(!setup.field.isEditing)
        #expect(!setup.field.isFirstResponder)
        #expect(setup.field.selectedTextRange == nil)
    }

    @Test("behaviour 17.2: a disabled field, or one outside a window, cannot begin and is not asked")
    func beginImpossible() {
        let setup = TextFieldScene()
        setup.field.isEnabled = false
        #expect(!setup.field.canBecomeFirstResponder)
        #expect(!setup.field.becomeFirstResponder())
        let loose = UITextField(frame: .zero)
        let delegate = RecordingTextFieldDelegate(log: setup.log)
        loose.delegate = delegate
        #expect(!loose.becomeFirstResponder())
        #expect(setup.log.entries.isEmpty)
    }

    @Test(
        "behaviour 17.2: typing: should-change with the UTF-16 range and the character, then the selection, editingChanged, the notification"
    )
    func typingOrder() {
        let setup = TextFieldScene()
        setup.beginEditing()
        #expect(setup.application.insertTextIntoFirstResponder("a"))
        #expect(setup.application.insertTextIntoFirstResponder("é"))
        #expect(setup.application.insertTextIntoFirstResponder("😀"))
        #expect(setup.application.insertTextIntoFirstResponder("b"))
        let one = ["didChangeSelection", "editingChanged", "didChangeNotification"]
        #expect(
            setup.log.entries == ["shouldChange 0,0 \"a\""] + one + ["shouldChange 1,0 \"é\""] + one
                + ["shouldChange 2,0 \"😀\""] + one + ["shouldChange 4,0 \"b\""] + one)
        #expect(setup.field.text == "aé😀b")
    }

    @Test("behaviour 17.2: should-change false keeps the text and sends nothing else")
    func typingRefused() {
        let setup = TextFieldScene(text: "12")
        setup.beginEditing()
        setup.delegate.allowsChange = false
        setup.field.insertText("x")
        #expect(setup.log.entries == ["shouldChange 2,0 \"x\""])
        #expect(setup.field.text == "12")
    }

    @Test(
        "behaviour 17.2: deleting asks with the range of the cluster before the caret and an empty string; nothing at the start"
    )
    func deletingOrder() {
        let setup = TextFieldScene(text: "a👍🏽")
        setup.beginEditing()
        setup.field.deleteBackward()
        #expect(
            setup.log.entries == [
                "shouldChange 1,4 \"\"", "didChangeSelection", "editingChanged", "didChangeNotification",
            ])
        #expect(setup.field.text == "a")
        setup.field.deleteBackward()
        #expect(setup.field.text == "")
        setup.log.entries.removeAll()
        #expect(setup.application.deleteBackwardInFirstResponder())
        #expect(setup.log.entries.isEmpty)
        #expect(setup.field.text == "")
    }

    @Test("behaviour 17.2: typing over a selection replaces it")
    func typingOverSelection() {
        let setup = TextFieldScene(text: "hello")
        setup.beginEditing()
        let field = setup.field
        field.selectedTextRange = field.textRange(
            from: field.position(from: field.beginningOfDocument, offset: 1)!,
            to: field.position(from: field.beginningOfDocument, offset: 4)!)
        setup.log.entries.removeAll()
        field.insertText("ipp")
        #expect(setup.log.entries.first == "shouldChange 1,3 \"ipp\"")
        #expect(field.text == "hippo")
    }

    @Test(
        "behaviour 17.2: Return: textFieldShouldReturn, editingDidEndOnExit, primaryActionTriggered, then the field resigns"
    )
    func returnOrder() {
        let setup = TextFieldScene(text: "go")
        setup.log.recordEvents([(.editingDidEndOnExit, "editingDidEndOnExit")], of: setup.field)
        setup.beginEditing()
        #expect(setup.application.insertTextIntoFirstResponder("\n"))
        #expect(
            setup.log.entries == [
                "shouldReturn", "editingDidEndOnExit", "primaryActionTriggered", "shouldEnd", "didEnd committed",
                "editingDidEnd", "didEndNotification",
            ])
        #expect(!setup.field.isFirstResponder)
        #expect(setup.field.text == "go")
    }

    @Test(
        "behaviour 17.2: Return without an editingDidEndOnExit action keeps the field editing; should-return false sends nothing"
    )
    func returnWithoutExit() {
        let setup = TextFieldScene(text: "go")
        setup.beginEditing()
        setup.field.insertText("\n")
        #expect(setup.log.entries == ["shouldReturn", "primaryActionTriggered"])
        #expect(setup.field.isEditing)
        setup.log.entries.removeAll()
        setup.delegate.allowsReturn = false
        setup.field.insertText("\n")
        #expect(setup.log.entries == ["shouldReturn"])
        #expect(setup.field.text == "go")
    }

    @Test(
        "behaviour 17.2: resigning: should-end, the keyboard goes, did-end with .committed, editingDidEnd, the notification"
    )
    func endOrder() {
        let setup = TextFieldScene()
        setup.field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        setup.beginEditing()
        setup.log.observeKeyboard(of: setup.application)
        #expect(setup.field.resignFirstResponder())
        #expect(
            setup.log.entries == [
                "shouldEnd", "keyboardWillHide", "keyboardDidHide", "didEnd committed", "editingDidEnd",
                "didEndNotification",
            ])
        #expect(!setup.field.isEditing)
        #expect(setup.field.typingAttributes == nil)
    }

    @Test("behaviour 17.2: textFieldShouldEndEditing false keeps the field first responder")
    func endRefused() {
        let setup = TextFieldScene()
        setup.beginEditing()
        setup.delegate.allowsEnd = false
        #expect(!setup.field.resignFirstResponder())
        #expect(setup.log.entries == ["shouldEnd"])
        #expect(setup.field.isFirstResponder)
        #expect(setup.field.isEditing)
    }

    @Test("behaviour 17.2: moving to another field: its should-begin, this one's should-end and did-end, its did-begin")
    func switchingFields() {
        let setup = TextFieldScene()
        let other = setup.scene.add(UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34)))
        let otherDelegate = RecordingTextFieldDelegate(log: setup.log, prefix: "B ")
        other.delegate = otherDelegate
        setup.beginEditing()
        #expect(other.becomeFirstResponder())
        #expect(
            setup.log.entries == [
                "B shouldBegin", "shouldEnd", "didEnd committed", "editingDidEnd", "didEndNotification",
                "B didBegin",
            ])
        // The first field refusing to end keeps it, and the second does not begin.
        #expect(setup.field.becomeFirstResponder())
        setup.delegate.allowsEnd = false
        setup.log.entries.removeAll()
        #expect(!other.becomeFirstResponder())
        #expect(setup.field.isFirstResponder)
        #expect(setup.log.entries == ["B shouldBegin", "shouldEnd"])
    }

    @Test("behaviour 17.2: a field forced out (removed from its window) ends its session even when should-end says no")
    func forcedOutByRemoval() {
        let setup = TextFieldScene()
        setup.beginEditing()
        setup.delegate.allowsEnd = false
        setup.field.removeFromSuperview()
        #expect(
            setup.log.entries == [
                "shouldEnd", "didEnd committed", "editingDidEnd", "didEndNotification",
            ])
        #expect(!setup.field.isEditing)
    }

    @Test("behaviour 17.2: endEditing(false) asks should-end; endEditing(true) does not and ends anyway")
    func endEditing() {
        let setup = TextFieldScene()
        setup.beginEditing()
        setup.delegate.allowsEnd = false
        #expect(!setup.scene.rootView.endEditing(false))
        #expect(setup.log.entries == ["shouldEnd"])
        setup.log.entries.removeAll()
        #expect(setup.scene.rootView.endEditing(true))
        #expect(setup.log.entries == ["didEnd committed", "editingDidEnd", "didEndNotification"])
        #expect(!setup.field.isFirstResponder)
        // Nothing editing: nothing to end.
        #expect(setup.scene.rootView.endEditing(false))
    }

    @Test("behaviour 17.2: the clear button: should-clear, then the change callbacks without a should-change question")
    func clearButton() {
        let setup = TextFieldScene(text: "abc")
        setup.field.clearButtonMode = .whileEditing
        #expect(!setup.field.isClearButtonShown)
        setup.beginEditing()
        #expect(setup.field.isClearButtonShown)
        setup.delegate.allowsClear = false
        #expect(!setup.field.tapClearButton())
        #expect(setup.log.entries == ["shouldClear"])
        #expect(setup.field.text == "abc")
        setup.log.entries.removeAll()
        setup.delegate.allowsClear = true
        #expect(setup.field.tapClearButton())
        #expect(setup.log.entries == ["shouldClear", "didChangeSelection", "editingChanged", "didChangeNotification"])
        #expect(setup.field.text == "")
        #expect(!setup.field.isClearButtonShown)
        #expect(!setup.field.tapClearButton())
    }

    @Test(
        "behaviour 17.2: clearsOnBeginEditing: should-clear between becoming first responder and did-begin, no change callbacks"
    )
    func clearsOnBeginEditing() {
        let setup = TextFieldScene(text: "secret")
        setup.field.clearsOnBeginEditing = true
        setup.field.becomeFirstResponder()
        #expect(
            setup.log.entries == ["shouldBegin", "shouldClear", "didBegin", "editingDidBegin", "didBeginNotification"])
        #expect(setup.field.text == "")
        // Refused: the text stays.
        setup.field.resignFirstResponder()
        setup.field.text = "kept"
        setup.delegate.allowsClear = false
        setup.field.becomeFirstResponder()
        #expect(setup.field.text == "kept")
    }

    @Test("behaviour 17.2: setting text calls no delegate method, sends no event and posts nothing")
    func programmaticText() {
        let setup = TextFieldScene()
        setup.beginEditing()
        setup.field.text = "set by code"
        setup.field.attributedText = NSAttributedString(string: "again")
        #expect(setup.log.entries.isEmpty)
        #expect(setup.field.text == "again")
    }

    @Test(
        "behaviour 17.2: a delegate that implements only textFieldDidEndEditing(_:) gets it; one with the reason gets only that"
    )
    func didEndVariants() {
        @MainActor final class OneArgument: UITextFieldDelegate {
            var calls: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
        }
        @MainActor final class Both: UITextFieldDelegate {
            var calls: [String] = []
            func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                calls.append("didEnd reason \(reason.rawValue)")
            }
        }
        let scene = TestScene()
        let field = scene.add(UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30)))
        let one = OneArgument()
        field.delegate = one
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(one.calls == ["didEnd"])
        let both = Both()
        field.delegate = both
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(both.calls == ["didEnd reason 0"])
    }

    @Test("behaviour 17.3: marked text goes through should-change; unmarking keeps it; ending the session commits it")
    func markedText() {
        let setup = TextFieldScene()
        setup.beginEditing()
        let field = setup.field
        field.setMarkedText("か", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.markedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 1)
        field.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        #expect(
            setup.log.entries.filter { $0.hasPrefix("shouldChange") } == [
                "shouldChange 0,0 \"か\"", "shouldChange 0,1 \"かな\"",
            ])
        field.unmarkText()
        #expect(field.markedTextRange == nil)
        #expect(field.text == "かな")
        field.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(field.markedTextRange != nil)
        field.insertText("y")
        #expect(field.markedTextRange == nil)
        #expect(field.text == "かなy")
        field.setMarkedText("z", selectedRange: NSRange(location: 1, length: 0))
        field.resignFirstResponder()
        #expect(field.markedTextRange == nil)
        #expect(field.text == "かなyz")
    }
}
