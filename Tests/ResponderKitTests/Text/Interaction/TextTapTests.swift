import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 17.9: taps on text. One tap begins editing and places the caret, or moves it; a tap on the
// caret or the selection shows the edit menu; two taps select a word, three a paragraph; the text field's
// clear button takes the taps on it.

@Suite("Taps on text (behaviour 17.9)")
@MainActor
struct TextTapTests {

    @Test("behaviour 17.9: a tap on a field that is not editing begins editing, the caret where it landed")
    func tapBeginsEditing() {
        let setup = TextFieldScene(text: "hello world")
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 3))
        #expect(setup.field.isEditing)
        #expect(setup.field.isFirstResponder)
        #expect(setup.field.selectedOffsets == NSRange(location: 3, length: 0))
        #expect(
            setup.log.entries == [
                "shouldBegin", "didBegin", "editingDidBegin", "didBeginNotification", "didChangeSelection",
            ])
    }

    @Test("behaviour 17.9: a tap elsewhere in a field that is editing moves the caret")
    func tapMovesCaret() {
        let setup = TextFieldScene(text: "hello world")
        setup.beginEditing()
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        #expect(setup.field.selectedOffsets == NSRange(location: 2, length: 0))
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 8))
        #expect(setup.field.selectedOffsets == NSRange(location: 8, length: 0))
        #expect(setup.log.entries == ["didChangeSelection", "didChangeSelection"])
        #expect(setup.application.visibleEditMenu == nil)
    }

    @Test("behaviour 17.9: three taps in a text view select the paragraph")
    func tripleTapSelectsParagraph() {
        let scene = TestScene()
        let textView = scene.addTextView("one two\nthree four\nfive")
        scene.touches.tap(at: textView.windowPoint(atOffset: 10), count: 3)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedOffsets == NSRange(location: 8, length: 10))
    }

    @Test("behaviour 17.9: a tap in a text view that is not editable selects nothing and does not edit")
    func nonEditableTextView() {
        let scene = TestScene()
        let textView = scene.addTextView("one two", editable: false)
        scene.touches.tap(at: textView.windowPoint(atOffset: 5))
        #expect(!textView.isFirstResponder)
        scene.touches.settleTaps()
        scene.touches.tap(at: textView.windowPoint(atOffset: 5), count: 2)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedOffsets == NSRange(location: 4, length: 3))
        #expect(scene.application.visibleEditMenu?.actionTitles == ["copy:", "selectAll:"])
    }

    @Test("behaviour 17.9, 17.2: the clear button takes the taps on it where it shows: it clears, without editing")
    func clearButtonTaps() {
        let setup = TextFieldScene(text: "hello", recordingEvents: false)
        let touches = setup.scene.touches
        // While editing only: on a field not editing, the place of the button is text, and a tap edits.
        setup.field.clearButtonMode = .whileEditing
        touches.tap(at: setup.field.clearButtonWindowPoint)
        #expect(setup.field.text == "hello")
        #expect(setup.field.isEditing)
        touches.settleTaps()
        setup.log.entries.removeAll()
        touches.tap(at: setup.field.clearButtonWindowPoint)
        #expect(setup.field.text == "")
        #expect(setup.field.isEditing)
        #expect(setup.log.entries == ["shouldClear", "didChangeSelection"])
        // Always, on a field not editing: the tap clears and editing does not begin.
        setup.field.resignFirstResponder()
        setup.field.text = "hello"
        setup.field.clearButtonMode = .always
        touches.settleTaps()
        touches.tap(at: setup.field.clearButtonWindowPoint)
        #expect(setup.field.text == "")
        #expect(!setup.field.isEditing)
    }
}
