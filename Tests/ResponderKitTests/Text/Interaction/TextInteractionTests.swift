import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's UITextInteraction and UITextInteractionDelegate pages; behaviour 17.9: the interaction the text
// controls carry, its recognizers, its delegate, and what the explanation log says about a tap.

/// Records the interaction delegate's calls and answers `interactionShouldBegin` with `allows`.
@MainActor
private final class RecordingInteractionDelegate: UITextInteractionDelegate {
    var calls: [String] = []
    var allows = true

    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool {
        calls.append("shouldBegin")
        return allows
    }
    func interactionWillBegin(_ interaction: UITextInteraction) { calls.append("willBegin") }
    func interactionDidEnd(_ interaction: UITextInteraction) { calls.append("didEnd") }
}

@Suite("UITextInteraction (behaviour 17.9)")
@MainActor
struct TextInteractionTests {

    @Test("Apple's UITextInteraction page: a text field carries an editable interaction acting on it")
    func fieldCarriesInteraction() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let interaction = try #require(field.textInteraction)
        #expect(interaction.textInteractionMode == .editable)
        #expect(interaction.textInput === field)
        #expect(interaction.view === field)
        let recognizers = interaction.gesturesForFailureRequirements
        #expect(
            recognizers.compactMap(\.name) == [
                "textTap", "textDoubleTap", "textTripleTap", "textLongPress", "textRangeDrag",
            ])
        #expect(
            recognizers.allSatisfy { recognizer in field.gestureRecognizers?.contains { $0 === recognizer } == true })
        // Removed from the view, its recognizers go with it.
        field.removeInteraction(interaction)
        #expect(field.gestureRecognizers?.isEmpty ?? true)
        #expect(interaction.view == nil)
    }

    @Test("Apple's UITextInteractionDelegate page: should-begin false: the tap fails and editing does not begin")
    func delegateRefuses() throws {
        let setup = TextFieldScene(text: "hello", recordingEvents: false)
        let delegate = RecordingInteractionDelegate()
        delegate.allows = false
        let interaction = try #require(setup.field.textInteraction)
        interaction.delegate = delegate
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        #expect(!setup.field.isEditing)
        #expect(delegate.calls.first == "shouldBegin")
        #expect(!delegate.calls.contains("willBegin"))
        delegate.allows = true
        delegate.calls.removeAll()
        setup.scene.touches.settleTaps()
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        #expect(setup.field.isEditing)
        #expect(delegate.calls.suffix(2) == ["willBegin", "didEnd"])
    }

    @Test("Apple's UITextInteraction page: a custom text view adds the interaction and gets the same taps")
    func customTextView() {
        let scene = TestScene()
        let host = scene.add(UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100)))
        // The text input is a text view inside the host; the host carries a second, non-editable interaction.
        let textView = UITextView(frame: host.bounds)
        textView.text = "alpha beta"
        textView.isUserInteractionEnabled = false
        host.addSubview(textView)
        let interaction = UITextInteraction(for: .nonEditable)
        interaction.textInput = textView
        host.addInteraction(interaction)
        #expect(host.gestureRecognizers?.count == 5)
        scene.touches.tap(at: textView.windowPoint(atOffset: 8), count: 2)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedOffsets == NSRange(location: 6, length: 4))
    }

    @Test("behaviour 17.9: the explanation log says why a tap began editing or did not")
    func explanationLog() {
        let setup = TextFieldScene(text: "hello")
        setup.field.accessibilityIdentifier = "name"
        let log = DispatchLog()
        setup.application.dispatchLog = log
        setup.delegate.allowsBegin = false
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        setup.scene.touches.settleTaps()
        setup.field.isEnabled = false
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        setup.scene.touches.settleTaps()
        setup.field.isEnabled = true
        setup.delegate.allowsBegin = true
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 2))
        #expect(
            log.textInteractionEvents == [
                .didNotBeginEditing(view: "name", reason: .delegateDeclined),
                .didNotBeginEditing(view: "name", reason: .cannotBecomeFirstResponder),
                .beganEditing(view: "name", caret: 2),
            ])
        #expect(
            log.lines.contains(
                "name: the tap did not begin editing: becomeFirstResponder() returned false: its delegate declined to begin editing"
            ))
    }

    @Test("behaviour 17.9: the log says when another first responder kept its status")
    func explanationFirstResponderKept() {
        let setup = TextFieldScene(text: "hello", recordingEvents: false)
        let other = setup.scene.add(UITextField(frame: CGRect(x: 20, y: 200, width: 200, height: 34)))
        other.accessibilityIdentifier = "other"
        let keeper = RecordingTextFieldDelegate(log: setup.log)
        keeper.allowsEnd = false
        other.delegate = keeper
        other.becomeFirstResponder()
        let log = DispatchLog()
        setup.application.dispatchLog = log
        setup.scene.touches.tap(at: setup.field.windowPoint(atOffset: 1))
        #expect(other.isFirstResponder)
        #expect(
            log.textInteractionEvents == [
                .didNotBeginEditing(view: "UITextField", reason: .firstResponderKept("other"))
            ])
    }
}
