import Foundation
import ResponderKit
import ResponderKitTesting

// Shared by the tests of the gestures on text (behaviour 17.9): where a caret offset is on screen, the
// selection as a UTF-16 range, and the text interaction's log entries.

extension UITextField {
    /// The window point of the caret at `offset` (its middle).
    func windowPoint(atOffset offset: Int) -> CGPoint { caretPoint(of: self, atOffset: offset) }
    /// The selection as a UTF-16 range, nil while not editing.
    var selectedOffsets: NSRange? { selectionOffsets(of: self) }
    /// The window point of the clear button's centre (where it is now).
    var clearButtonWindowPoint: CGPoint {
        let button = clearButtonRect(forBounds: bounds)
        return convert(CGPoint(x: button.midX, y: button.midY), to: nil)
    }
    /// The text interaction the field carries.
    var textInteraction: UITextInteraction? { interactions.lazy.compactMap { $0 as? UITextInteraction }.first }
}

extension UITextView {
    func windowPoint(atOffset offset: Int) -> CGPoint { caretPoint(of: self, atOffset: offset) }
    var selectedOffsets: NSRange? { selectionOffsets(of: self) }
}

@MainActor
private func caretPoint(of view: UIView & UITextInput, atOffset offset: Int) -> CGPoint {
    guard let position = view.position(from: view.beginningOfDocument, offset: offset) else { return .zero }
    let rect = view.caretRect(for: position)
    return view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
}

@MainActor
private func selectionOffsets(of view: UIView & UITextInput) -> NSRange? {
    guard let range = view.selectedTextRange else { return nil }
    let start = view.offset(from: view.beginningOfDocument, to: range.start)
    return NSRange(location: start, length: view.offset(from: range.start, to: range.end))
}

extension DispatchLog {
    /// The text interaction's entries, oldest first.
    var textInteractionEvents: [TextInteractionEvent] {
        records.compactMap { record in
            guard case let .textInteraction(event) = record.entry else { return nil }
            return event
        }
    }
}

extension TestScene {
    /// Adds a text view at the window's top left, 300 pt wide, with `text`.
    func addTextView(_ text: String, height: CGFloat = 200, editable: Bool = true) -> UITextView {
        let textView = add(UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: height)))
        textView.text = text
        textView.isEditable = editable
        return textView
    }
}

extension TouchSimulator {
    /// Lets the multi-tap recognizers give up, so that the next tap is a first tap again.
    func settleTaps() { wait(0.5) }
}
