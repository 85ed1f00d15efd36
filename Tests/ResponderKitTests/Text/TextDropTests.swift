import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

// Behaviour 17.6 and 16.4: text controls take drops of strings (NSItemProvider items), inserted where the
// drop lands, through the control's delegate.

@Suite("Drops of text into text controls (behaviour 16.4, 17.6)")
@MainActor
struct TextDropTests {

    @Test("behaviour 17.6: a string dropped on a text field goes to the nearest caret position, via its delegate")
    func dropIntoField() {
        let fixture = CardAndBasket(operation: .copy)
        let field = fixture.scene.add(UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34)))
        field.font = .systemFont(ofSize: 10)
        field.text = "ab"
        let log = TextEventLog()
        let delegate = RecordingTextFieldDelegate(log: log)
        field.delegate = delegate
        #expect(field.interactions.contains { $0 is UIDropInteraction })
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        // 6 pt into the field: past the middle of "a" (0 to 5 pt), before the middle of "b".
        fixture.scene.drags.move(finger, to: CGPoint(x: 26, y: 217))
        fixture.scene.drags.drop(finger)
        fixture.scene.touches.wait(0.1)
        #expect(field.text == "acard 0b")
        #expect(log.entries.first == "shouldChange 1,0 \"card 0\"")
    }

    @Test("behaviour 17.6: a text view that is not editable takes no drop; a refused change keeps the text")
    func refusedDrops() {
        let fixture = CardAndBasket(operation: .copy)
        let textView = fixture.scene.add(UITextView(frame: CGRect(x: 20, y: 150, width: 200, height: 100)))
        textView.text = "fixed"
        textView.isEditable = false
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 60, y: 170))
        fixture.scene.drags.drop(finger)
        fixture.scene.touches.wait(0.1)
        #expect(textView.text == "fixed")

        textView.isEditable = true
        let log = TextEventLog()
        let delegate = RecordingTextViewDelegate(log: log)
        delegate.allowsChange = false
        textView.delegate = delegate
        let again = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(again, to: CGPoint(x: 60, y: 170))
        fixture.scene.drags.drop(again)
        fixture.scene.touches.wait(0.1)
        #expect(log.entries.count == 1)
        #expect(log.entries.first?.hasPrefix("shouldChange") == true)
        #expect(textView.text == "fixed")
    }
}
