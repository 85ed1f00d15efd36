import Foundation
import ResponderKit

/// The scene's text state for the `textState` message (docs/inspector-protocol.md 1.4): the key window's
/// first responder and, when it takes text, what a user editing it sees (docs/behaviour/text-input.md:
/// the text, 17.3; the selection and the caret, 17.4; the marked text, 17.8; the edit menu, 17.5).
extension InspectorScene {
    /// The most characters of text the message carries; a longer text is cut there (`truncated`), so that
    /// each update costs the same however long the text grew.
    static let maximumTextStateCharacters = 2_000
    /// The most selection rectangles the message carries (one a line), the first ones.
    static let maximumSelectionRects = 200

    /// The key window's first responder: its text input when it has one (``UIApplication/textInputResponder``),
    /// else the view or view controller of the window that is first responder; nil when there is none.
    var firstResponder: UIResponder? {
        if let input = application.textInputResponder as? UIResponder { return input }
        for view in allViews {
            if view.isFirstResponder { return view }
            if let controller = view.next as? UIViewController, controller.isFirstResponder { return controller }
        }
        return nil
    }

    /// The fields of the `textState` message that the scene knows: `firstResponder` (its name, as the
    /// dispatch log names it), `firstResponderClass`, `text` (nil unless it takes text) and `editMenu`.
    func textStateJSON() -> [InspectorJSON.Field] {
        typealias F = InspectorJSON.Field
        let responder = firstResponder
        let input = application.textInputResponder
        return [
            F("firstResponder", .string(responder.map { DispatchLog.name(of: $0) })),
            F("firstResponderClass", .string(responder.map { String(describing: type(of: $0)) })),
            F("text", input.map(textJSON) ?? .null),
            F("editMenu", application.visibleEditMenu.map(Self.menuJSON) ?? .null),
        ]
    }

    /// What a text input shows: its kind, its text (masked when secure), the selection, the marked text
    /// and their ranges (in UTF-16 units, as `NSRange`), and the caret and selection rectangles in window
    /// coordinates. A ``UIKeyInput`` that does not adopt ``UITextInput`` shows only whether it has text.
    private func textJSON(_ input: any UIKeyInput) -> InspectorJSON {
        let secure = input.isSecureTextEntry
        let kind: String
        switch input {
        case is UITextField: kind = "textField"
        case is UITextView: kind = "textView"
        case is any UITextInput: kind = "textInput"
        default: kind = "keyInput"
        }
        var fields: [InspectorJSON.Field] = [
            .init("kind", .string(kind)), .init("secure", .bool(secure)), .init("hasText", .bool(input.hasText)),
        ]
        guard let textInput = input as? any UITextInput else { return .object(fields) }
        let start = textInput.beginningOfDocument
        let length = textInput.offset(from: start, to: textInput.endOfDocument)
        let shown = min(length, Self.maximumTextStateCharacters)
        let excerpt =
            textInput.position(from: start, offset: shown)
            .flatMap { textInput.textRange(from: start, to: $0) }
            .flatMap { textInput.text(in: $0) } ?? ""
        func range(_ range: UITextRange?) -> InspectorJSON {
            guard let range else { return .null }
            return .object([
                "location": .int(textInput.offset(from: start, to: range.start)),
                "length": .int(textInput.offset(from: range.start, to: range.end)),
            ])
        }
        let marked = textInput.markedTextRange
        let markedText = marked.flatMap { textInput.text(in: $0) }
        fields += [
            .init("text", .string(secure ? Self.masked(excerpt) : excerpt)), .init("length", .int(length)),
            .init("truncated", .bool(shown < length)),
            .init("selectedRange", range(textInput.selectedTextRange)),
            .init("markedText", .string(secure ? markedText.map(Self.masked) : markedText)),
            .init("markedRange", range(marked)),
        ]
        // The rectangles, where the text input is a view of this window.
        if let view = textInput as? UIView, view.window === window, let selection = textInput.selectedTextRange {
            let caret = view.convert(textInput.caretRect(for: selection.end), to: window)
            let rects =
                selection.isEmpty
                ? []
                : textInput.selectionRects(for: selection).prefix(Self.maximumSelectionRects).map {
                    view.convert($0.rect, to: window)
                }
            fields += [
                .init("caretRect", selection.isEmpty ? .rect(caret) : .null),
                .init("selectionRects", .array(rects.map { .rect($0) })),
            ]
        }
        return .object(fields)
    }

    /// Secure text as the field shows it: one bullet a character.
    static func masked(_ text: String) -> String { String(repeating: "•", count: text.count) }
}
