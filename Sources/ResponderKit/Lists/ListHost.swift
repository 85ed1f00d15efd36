import Foundation

/// A list view, the table view or the collection view, as the rules the two share see it: what differs
/// between them and nothing else (behaviour 14.3, 14.9, 15.7, 15.8, 16.8, 16.10). The rules are written
/// once on top of it: ``ListTouchTracker`` (highlight and selection by touch), ``ListContextMenuAdapter``
/// (the list's own context menu interaction) and ``ListDragAndDrop`` (its drag and drop interactions).
/// Each list only translates to its own delegates' UIKit names, answering nil where it has no delegate to
/// ask; which default answers then, and when each delegate method is called, is decided by the rules.
@MainActor
protocol ListHost: UIScrollView {
    /// The list's own drop proposal (`UITableViewDropProposal`, `UICollectionViewDropProposal`).
    associatedtype DropProposal: UIDropProposal

    // MARK: Index paths

    /// The row or item under `point`, in the list's own coordinates, or nil.
    func listItem(at point: CGPoint) -> IndexPath?
    /// What the list calls its items in the explanation log (a table's rows, a collection view's items).
    var listItemKind: ListItemKind { get }

    // MARK: Touch selection (ListTouchTracker, behaviour 14.3, 14.9)

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

    // MARK: Context menus (ListContextMenuAdapter, behaviour 15.7, 15.8)

    /// The delegate's menu for a trigger at `location` (in the list's coordinates), asked about the row or
    /// items there as the list asks; nil: no menu (also without a delegate).
    func listContextMenuConfiguration(at location: CGPoint) -> UIContextMenuConfiguration?
    /// Tells the delegate the menu's preview was tapped.
    func listWillPerformPreviewAction(
        for configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
    /// Tells the delegate the menu is about to appear.
    func listWillDisplayContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// Tells the delegate the menu is about to end.
    func listWillEndContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)

    // MARK: Drag (ListDragAndDrop, behaviour 16.8, 16.10): each answers nil without a drag delegate

    /// `itemsForBeginning` for the row or item at `indexPath`.
    func listItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]?
    /// `itemsForAddingTo` for the row or item at `indexPath`, tapped at `point`.
    func listItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]?
    /// `dragSessionWillBegin`.
    func listDragSessionWillBegin(_ session: any UIDragSession)
    /// `dragSessionAllowsMoveOperation`.
    func listDragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool?
    /// `dragSessionIsRestrictedToDraggingApplication`.
    func listDragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool?
    /// `dragSessionDidEnd`.
    func listDragSessionDidEnd(_ session: any UIDragSession)

    // MARK: Drop (ListDragAndDrop, behaviour 16.8, 16.10): each answers nil without a drop delegate

    /// `canHandle`.
    func listCanHandle(_ session: any UIDropSession) -> Bool?
    /// `dropSessionDidEnter`.
    func listDropSessionDidEnter(_ session: any UIDropSession)
    /// `dropSessionDidUpdate` with the row or item under the drag (nil over none).
    func listDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?) -> DropProposal?
    /// `dropSessionDidExit`.
    func listDropSessionDidExit(_ session: any UIDropSession)
    /// `performDropWith`, with the list's coordinator of `items` (each with the index path it was dragged
    /// from when it came from this list), `destination` and `proposal`.
    func listPerformDrop(
        _ session: any UIDropSession, items: [ListDropItem], destination: IndexPath?, proposal: DropProposal)
    /// `dropSessionDidEnd`.
    func listDropSessionDidEnd(_ session: any UIDropSession)
}

/// One item of a drop on a list, before the list wraps it in its own drop item type: the dragged item
/// and the index path it was dragged from when it came from this list.
typealias ListDropItem = (dragItem: UIDragItem, sourceIndexPath: IndexPath?)
