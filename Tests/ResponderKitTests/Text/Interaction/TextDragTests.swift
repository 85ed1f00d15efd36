import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.9: a long press puts the caret under the finger, which it then follows; a drag from the
// caret moves it; a drag from an end of the selection moves that end.

@Suite("Presses and drags on text (behaviour 17.9)")
@MainActor
struct TextDragTests {

    @Test("behaviour 17.9: a long press begins editing with the caret under the finger; the caret follows it")
    func longPressMovesCaret() {
        let setup = TextFieldScene(text: "hello world")
        let touches = setup.scene.touches
        let finger = touches.touchDown(at: setup.field.windowPoint(atOffset: 1))
        touches.wait(0.6)
        #expect(setup.field.isEditing)
        #expect(setup.field.selectedOffsets == NSRange(location: 1, length: 0))
        touches.move(finger, to: setup.field.windowPoint(atOffset: 9))
        #expect(setup.field.selectedOffsets == NSRange(location: 9, length: 0))
        touches.lift(finger)
        #expect(setup.field.selectedOffsets == NSRange(location: 9, length: 0))
    }

    @Test(
        "behaviour 17.9: a drag that starts on the caret (at 11) moves it; one that starts away from it does not",
        arguments: [(from: 11, to: 4, caret: 4), (from: 2, to: 9, caret: 11)])
    func caretDrag(from start: Int, to end: Int, caret: Int) {
        let setup = TextFieldScene(text: "hello world")
        setup.beginEditing()
        setup.scene.touches.drag(
            from: setup.field.windowPoint(atOffset: start), to: setup.field.windowPoint(atOffset: end))
        #expect(setup.field.selectedOffsets == NSRange(location: caret, length: 0))
    }

    @Test("behaviour 17.9: a drag from the end of the selection moves the end; from the start, the start")
    func handleDrag() {
        let setup = TextFieldScene(text: "hello big world")
        setup.beginEditing()
        setup.field.selectedTextRange = setup.field.textRange(
            from: setup.field.position(from: setup.field.beginningOfDocument, offset: 6)!,
            to: setup.field.position(from: setup.field.beginningOfDocument, offset: 9)!)
        let touches = setup.scene.touches
        touches.drag(from: setup.field.windowPoint(atOffset: 9), to: setup.field.windowPoint(atOffset: 15))
        #expect(setup.field.selectedOffsets == NSRange(location: 6, length: 9))
        touches.drag(from: setup.field.windowPoint(atOffset: 6), to: setup.field.windowPoint(atOffset: 0))
        #expect(setup.field.selectedOffsets == NSRange(location: 0, length: 15))
        // An end stops a character short of the other.
        touches.drag(from: setup.field.windowPoint(atOffset: 0), to: setup.field.windowPoint(atOffset: 15))
        #expect(setup.field.selectedOffsets == NSRange(location: 14, length: 1))
    }

    @Test("behaviour 17.9: non-editable text has no caret to drag: a drag from the empty selection moves nothing")
    func nonEditableCaretDoesNotDrag() {
        let scene = TestScene()
        let textView = scene.addTextView("one two three", editable: false)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 3, length: 0)
        scene.touches.drag(from: textView.windowPoint(atOffset: 3), to: textView.windowPoint(atOffset: 11))
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }
}
