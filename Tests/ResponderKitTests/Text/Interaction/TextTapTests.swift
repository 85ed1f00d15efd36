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
        let textView = scene.add(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        textView.text = "one two\nthree four\nfive"
        scene.touches.tap(at: textView.windowPoint(atOffset: 10), count: 3)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedOffsets == NSRange(location: 8, length: 10))
    }

    @Test("behaviour 17.9: a tap in a text view that is not editable selects nothing and does not edit")
    func nonEditableTextView() {
        let scene = TestScene()
        let textView = scene.add(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)))
        textView.text = "one two"
        textView.isEditable = false
        scene.touches.tap(at: textView.windowPoint(atOffset: 5))
        #expect(!textView.isFirstResponder)
        scene.touches.settleTaps()
        scene.touches.tap(at: textView.windowPoint(atOffset: 5), count: 2)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedOffsets == NSRange(location: 4, length: 3))
        #expect(scene.application.visibleEditMenu?.actionTitles == ["copy:", "selectAll:"])
    }

    @Test("behaviour 17.9, 17.2: a tap on the clear button, where it shows, clears the text without editing")
    func clearButtonTap() {
        let setup = TextFieldScene(text: "hello")
        setup.field.clearButtonMode = .always
        setup.scene.touches.tap(at: setup.field.clearButtonWindowPoint)
        #expect(setup.field.text == "")
        #expect(!setup.field.isEditing)
        #expect(setup.log.entries == ["shouldClear", "didChangeSelection", "editingChanged", "didChangeNotification"])
    }

    @Test("behaviour 17.9: where the clear button does not show, a tap there edits")
    func clearButtonHidden() {
        let setup = TextFieldScene(text: "hello")
        setup.field.clearButtonMode = .whileEditing
        setup.scene.touches.tap(at: setup.field.clearButtonWindowPoint)
        #expect(setup.field.text == "hello")
        #expect(setup.field.isEditing)
        // Now the button shows: the next tap on it clears.
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: setup.field.clearButtonWindowPoint)
        #expect(setup.field.text == "")
        #expect(setup.field.isEditing)
    }
}
