import Foundation

/// What a text interaction did with a gesture on its text, and why
/// (``DispatchLog/Entry/textInteraction(_:)``, docs/behaviour/text-input.md, 17.9). Views are named as the
/// log names them (``DispatchLog/name(of:)``); offsets count UTF-16 code units.
///
/// Whether a tap reached the text interaction at all is the arena's part of the log (a scroll view's pan
/// forced the tap out, a tap recognizer's delegate refused it); these entries say what the interaction
/// made of a gesture it recognized.
public enum TextInteractionEvent: Sendable, Equatable, CustomStringConvertible {
    /// A tap made the view first responder: editing began, with the caret at `caret`.
    case beganEditing(view: String, caret: Int)
    /// A tap did not begin editing, for `reason`; nothing else happened.
    case didNotBeginEditing(view: String, reason: TextEditingRefusal)
    /// A tap, long press or drag moved the caret of the view (already first responder) to `caret`.
    case placedCaret(view: String, caret: Int)
    /// A double or triple tap, or a drag of a selection handle, selected `range` in the view.
    case selected(view: String, range: NSRange, unit: UITextGranularity?)
    /// A tap on the selection or the caret showed the edit menu, listing `actions` (their names).
    case showedEditMenu(view: String, actions: [String])
    /// A tap on the selection or the caret hid the edit menu it showed.
    case hidEditMenu(view: String)
    /// A tap on the text field's clear button (it shows) cleared the text, or its delegate's
    /// `textFieldShouldClear` refused (`cleared` false).
    case tappedClearButton(view: String, cleared: Bool)

    public var description: String {
        switch self {
        case .beganEditing(let view, let caret): "\(view): the tap began editing, caret at \(caret)"
        case .didNotBeginEditing(let view, let reason): "\(view): the tap did not begin editing: \(reason)"
        case .placedCaret(let view, let caret): "\(view): caret moved to \(caret)"
        case .selected(let view, let range, let unit):
            "\(view): selected \(range.location)..<\(NSMaxRange(range))" + (unit.map { " (\($0.name))" } ?? "")
        case .showedEditMenu(let view, let actions):
            "\(view): the tap showed the edit menu: "
                + (actions.isEmpty ? "nothing to list" : actions.joined(separator: ", "))
        case .hidEditMenu(let view): "\(view): the tap hid the edit menu"
        case .tappedClearButton(let view, let cleared):
            cleared
                ? "\(view): the clear button cleared the text"
                : "\(view): the clear button did nothing: textFieldShouldClear returned false"
        }
    }
}

/// Why a tap on a text view did not begin editing (``TextInteractionEvent/didNotBeginEditing(view:reason:)``).
public enum TextEditingRefusal: Sendable, Equatable, CustomStringConvertible {
    /// The view's `canBecomeFirstResponder` is false (a disabled text field, a text view neither editable
    /// nor selectable).
    case cannotBecomeFirstResponder
    /// The named first responder refused to resign (its `canResignFirstResponder`, or its delegate's
    /// should-end-editing answered no).
    case firstResponderKept(String)
    /// `becomeFirstResponder()` returned false otherwise: the view's delegate declined to begin editing
    /// (`textFieldShouldBeginEditing`, `textViewShouldBeginEditing`).
    case delegateDeclined
    /// The interaction is non-editable (a text view that is selectable but not editable): taps select, they
    /// do not edit.
    case notEditable

    public var description: String {
        switch self {
        case .cannotBecomeFirstResponder: "canBecomeFirstResponder is false"
        case .firstResponderKept(let responder): "the first responder \(responder) refused to resign"
        case .delegateDeclined: "becomeFirstResponder() returned false: its delegate declined to begin editing"
        case .notEditable: "the text is not editable"
        }
    }
}

extension UITextGranularity {
    /// The unit's name in the log ("word", "paragraph").
    var name: String {
        switch self {
        case .character: "character"
        case .word: "word"
        case .sentence: "sentence"
        case .paragraph: "paragraph"
        case .line: "line"
        case .document: "document"
        }
    }
}
