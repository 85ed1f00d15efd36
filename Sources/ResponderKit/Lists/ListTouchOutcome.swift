import Foundation

/// What a list calls the things it lists, for the explanation log: a table view's rows, a collection
/// view's items (behaviour 14.4). The log names the delegate methods of the list that made the decision.
public enum ListItemKind: String, Sendable, Equatable {
    /// A table view's row (`tableView(_:willSelectRowAt:)`).
    case row
    /// A collection view's item (`collectionView(_:shouldSelectItemAt:)`).
    case item

    /// The delegate method that may refuse a selection: `willSelectRowAt` for a table view,
    /// `shouldSelectItemAt` for a collection view.
    public var selectionDelegateMethod: String { self == .row ? "willSelectRowAt" : "shouldSelectItemAt" }

    /// The delegate method that may refuse a highlight: `shouldHighlightRowAt` or `shouldHighlightItemAt`.
    public var highlightDelegateMethod: String { self == .row ? "shouldHighlightRowAt" : "shouldHighlightItemAt" }

    /// "row 3 in section 0", "item 3 in section 0".
    public func describe(_ indexPath: IndexPath) -> String {
        guard indexPath.count == 2 else { return ListTouchOutcome.format(indexPath) }
        return "\(rawValue) \(indexPath[1]) in section \(indexPath[0])"
    }
}

/// What a list (table view, collection view) did with a touch on one of its items, and why: the typed
/// reason the explanation log records (``DispatchLog/Entry/listTouch(list:touch:item:outcome:kind:)``,
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

    /// The explanation without naming the item or the list's delegate methods (the log prints
    /// ``explanation(item:kind:)``).
    public var description: String {
        switch self {
        case .highlighted: return "highlighted"
        case .highlightRefused: return "shouldHighlight returned false: no highlight, no selection"
        case .selectionDisabled: return "selection is off: no highlight, no selection"
        case .selected(nil): return "selected"
        case .selected(let from?): return "willSelect redirected the touch on \(Self.format(from)): selected"
        case .deselected: return "deselected"
        case .selectionRefused: return "willSelect returned nil: no selection"
        case .selectionDeclined(let question): return "\(question) returned false: nothing changed"
        case .scrolled(let distance): return "scrolled \(distance.formatted4) pt: highlight removed, no selection"
        case .recognizerTookTouch(let recognizer):
            return "recognizer \(recognizer) took the touch: highlight removed, no selection"
        case .cancelled: return "touch cancelled: highlight removed, no selection"
        case .liftedOffItem: return "lifted outside the touched item: highlight removed, no selection"
        }
    }

    /// The explanation as the log prints it for a touch on `item` of a list of `kind`: "selected row 3 in
    /// section 0", "willSelectRowAt returned nil: no selection", "scrolled 14 pt: highlight removed, no
    /// selection", "recognizer tap took the touch: highlight removed, no selection" (behaviour 14.4).
    public func explanation(item: IndexPath, kind: ListItemKind) -> String {
        switch self {
        case .highlighted: return "highlighted \(kind.describe(item))"
        case .highlightRefused: return "\(kind.highlightDelegateMethod) returned false: no highlight, no selection"
        case .selected(nil): return "selected \(kind.describe(item))"
        case .selected(let from?):
            return "\(kind.selectionDelegateMethod) redirected the touch on \(kind.describe(from)): selected the "
                + "\(kind.rawValue) it returned"
        case .deselected: return "deselected \(kind.describe(item)) (it was selected)"
        case .selectionRefused:
            return kind == .row
                ? "willSelectRowAt returned nil: no selection"
                : "shouldSelectItemAt returned false: no selection"
        case .selectionDeclined(let question):
            return "\(question) returned false: \(kind.describe(item)) stays as it was"
        case .liftedOffItem: return "lifted outside \(kind.describe(item)): highlight removed, no selection"
        case .selectionDisabled, .scrolled, .recognizerTookTouch, .cancelled: return description
        }
    }

    /// An index path as the log prints it: `[section, row]`.
    static func format(_ indexPath: IndexPath) -> String {
        "[" + indexPath.map(String.init).joined(separator: ", ") + "]"
    }
}
