import Foundation

/// A list that tracks touches on its items with a ``ListTouchTracker``: the table view and the collection
/// view (behaviour 14.3, 14.9). The list answers with its own delegate's names and order; the
/// tracker decides when to highlight, unhighlight and select.
@MainActor
protocol ListSelectionHost: UIScrollView {
    /// The item under `point`, in the list's own coordinates, or nil.
    func listItem(at point: CGPoint) -> IndexPath?
    /// Whether a touch may highlight and select items now (`allowsSelection`, and
    /// `allowsSelectionDuringEditing` while editing).
    var listAllowsTouchSelection: Bool { get }
    /// The delegate's `shouldHighlight` answer for `item` (true without a delegate).
    func listShouldHighlightItem(at item: IndexPath) -> Bool
    /// Sets the highlight of `item`'s cell and tells the delegate (`didHighlight`/`didUnhighlight`).
    func listSetHighlighted(_ highlighted: Bool, at item: IndexPath)
    /// The lift on `item`: runs the list's selection sequence (the table's will-select or the collection
    /// view's should-select, deselecting the previous selection, did-select), removing the highlight (when
    /// `highlighted`) at the point of the sequence where the list removes it, and returns what happened.
    func listSelectByTouch(at item: IndexPath, highlighted: Bool) -> ListTouchOutcome
}
