import Foundation

/// What a list (table view, collection view) did with a touch on one of its items, and why: the typed
/// reason the explanation log records (``DispatchLog/Entry/listTouch(list:touch:item:outcome:)``,
/// behaviour 14.3, 14.4).
public enum ListTouchOutcome: Sendable, Equatable, CustomStringConvertible {
    /// The item was highlighted (the touch reached the list: after the content-touch delay, or at once).
    case highlighted
    /// The delegate's `shouldHighlight` answered false: no highlight, and the touch will not select.
    case highlightRefused
    /// Selection is off (`allowsSelection`, or `allowsSelectionDuringEditing` while editing): no highlight.
    case selectionDisabled
    /// The lift selected the item; `redirectedFrom` is the touched item when `willSelect` redirected.
    case selected(redirectedFrom: IndexPath?)
    /// The lift deselected the item (a tap on a selected item with multiple selection).
    case deselected
    /// `willSelect` (or `willDeselect`) answered nil: nothing changed.
    case selectionRefused
    /// The collection view's `shouldSelect` (or, on a selected item with multiple selection,
    /// `shouldDeselect`) answered false: nothing changed. `question` names the method.
    case selectionDeclined(question: String)
    /// The scroll view began scrolling with the touch, which had moved `distance` points: the highlight
    /// was removed and nothing is selected.
    case scrolled(distance: CGFloat)
    /// A gesture recognizer recognized with `cancelsTouchesInView` and cancelled the touch: the highlight
    /// was removed and nothing is selected.
    case recognizerTookTouch(recognizer: String)
    /// The touch was cancelled for another reason (the view left its window, the application resigned).
    case cancelled
    /// The finger lifted away from the item it touched down on: no selection.
    case liftedOffItem

    /// The explanation, as the log prints it.
    public var description: String {
        switch self {
        case .highlighted: return "highlighted"
        case .highlightRefused: return "shouldHighlight answered false: no highlight, no selection"
        case .selectionDisabled: return "selection is off: no highlight, no selection"
        case .selected(nil): return "lifted: selected"
        case .selected(let from?): return "lifted: willSelect redirected from \(Self.format(from)): selected"
        case .deselected: return "lifted on a selected item: deselected"
        case .selectionRefused: return "willSelect answered nil: no selection"
        case .selectionDeclined(let question): return "\(question) answered false: nothing changed"
        case .scrolled(let distance): return "scrolled \(distance.formatted4) pt: highlight removed, no selection"
        case .recognizerTookTouch(let recognizer):
            return "\(recognizer) recognized and cancelsTouchesInView is on: highlight removed, no selection"
        case .cancelled: return "touch cancelled: highlight removed, no selection"
        case .liftedOffItem: return "lifted outside the touched item: highlight removed, no selection"
        }
    }

    /// An index path as the log prints it: `[section, row]`.
    static func format(_ indexPath: IndexPath) -> String {
        "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
    }
}
