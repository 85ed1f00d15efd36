import Foundation

extension UITableView {
    /// The delegate that gives the items of dragged rows (behaviour 16.8), held weakly. Setting it attaches
    /// a ``UIDragInteraction`` to the table; a touch held on a row lifts that row's items.
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragAndDrop.dragDelegate as? any UITableViewDragDelegate }
        set { dragAndDrop.dragDelegate = newValue }
    }

    /// The delegate that takes drops on the table (behaviour 16.8), held weakly. Setting it attaches a
    /// ``UIDropInteraction`` to the table.
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { dragAndDrop.dropDelegate as? any UITableViewDropDelegate }
        set { dragAndDrop.dropDelegate = newValue }
    }

    /// Whether rows can be dragged. Default ``UIDragInteraction/isEnabledByDefault`` (true on iPad, false
    /// on iPhone), as in UIKit.
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.isDragEnabled }
        set { dragAndDrop.isDragEnabled = newValue }
    }

    /// Whether a drag from this table is in progress.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }

    /// Whether a drag is over the table's drop interaction.
    public var hasActiveDrop: Bool { dragAndDrop.isDropActive }
}

// MARK: ListHost: the list's drag and drop (ListDragAndDrop) in the table's delegates' names

extension UITableView {
    func listItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]? {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath)
    }

    func listItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]? {
        dragDelegate?.tableView(self, itemsForAddingTo: session, at: indexPath, point: point)
    }

    func listDragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.tableView(self, dragSessionWillBegin: session)
    }

    func listDragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session)
    }

    func listDragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func listDragSessionDidEnd(_ session: any UIDragSession) {
        dragDelegate?.tableView(self, dragSessionDidEnd: session)
    }

    func listCanHandle(_ session: any UIDropSession) -> Bool? {
        dropDelegate?.tableView(self, canHandle: session)
    }

    func listDropSessionDidEnter(_ session: any UIDropSession) {
        dropDelegate?.tableView(self, dropSessionDidEnter: session)
    }

    func listDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?) -> UITableViewDropProposal? {
        dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func listDropSessionDidExit(_ session: any UIDropSession) {
        dropDelegate?.tableView(self, dropSessionDidExit: session)
    }

    func listPerformDrop(
        _ session: any UIDropSession, items: [ListDropItem], destination: IndexPath?,
        proposal: UITableViewDropProposal
    ) {
        let coordinator = UITableViewDropCoordinator(
            items: items.map { UITableViewDropItem(dragItem: $0.dragItem, sourceIndexPath: $0.sourceIndexPath) },
            destinationIndexPath: destination, proposal: proposal, session: session)
        dropDelegate?.tableView(self, performDropWith: coordinator)
    }

    func listDropSessionDidEnd(_ session: any UIDropSession) {
        dropDelegate?.tableView(self, dropSessionDidEnd: session)
    }
}

/// The delegate of a table's row drags (behaviour 16.8). Only
/// ``tableView(_:itemsForBeginning:at:)`` is required.
@MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items of a drag starting on the row at `indexPath`; none: no drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    /// The items a tap on the row at `indexPath` adds to a drag in progress. Default none.
    func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem]
    /// A drag of rows begins. Default nothing.
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    /// The drag of rows ended. Default nothing.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the rows' items. Default true.
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    /// Whether only this application may see the drag. Default false.
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession)
        -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] { [] }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        true
    }
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
}

/// The delegate of drops on a table (behaviour 16.8). Only ``tableView(_:performDropWith:)`` is required.
@MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// The drag lifted over the table with a copy or move proposal: insert or move the rows.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table can take the session. Default true.
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the table. Default nothing.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the table; `destinationIndexPath` is the row under it, nil over no row.
    /// Default `.cancel`.
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    /// The drag left the table. Default nothing.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended. Default nothing.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}

/// A drop proposal for a table, with where the items would go (behaviour 16.8).
@MainActor
public final class UITableViewDropProposal: UIDropProposal {
    /// How a drop relates to the destination row.
    public enum Intent: Int, Sendable {
        /// Not decided: the table treats it as insert-at.
        case unspecified = 0
        /// The items go in as new rows at the destination index path.
        case insertAtDestinationIndexPath = 1
        /// The items go into the row at the destination index path.
        case insertIntoDestinationIndexPath = 2
        /// The table chooses by where the drag is on the row.
        case automatic = 3
    }

    /// Where the items would go. Default `.unspecified`.
    public let intent: Intent

    /// Creates a proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent = .unspecified) {
        self.intent = intent
        super.init(operation: operation)
    }
}

/// One item of a drop on a table.
@MainActor
public final class UITableViewDropItem {
    /// The dragged item.
    public let dragItem: UIDragItem
    /// The row the item was dragged from, when it was dragged from this table; else nil.
    public let sourceIndexPath: IndexPath?

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// What a table's drop delegate gets in ``UITableViewDropDelegate/tableView(_:performDropWith:)``.
/// (UIKit's is a protocol; headless, a class carries the same properties.)
@MainActor
public final class UITableViewDropCoordinator {
    /// The dropped items, with their source rows when they came from this table.
    public let items: [UITableViewDropItem]
    /// The row under the drop; nil over no row (the delegate chooses, usually the end).
    public let destinationIndexPath: IndexPath?
    /// The table's last proposal.
    public let proposal: UITableViewDropProposal
    /// The drop session.
    public let session: any UIDropSession

    /// The items the delegate animated into rows with ``drop(_:toRowAt:)``, in order (headless: recorded).
    public private(set) var droppedItems: [(item: UIDragItem, indexPath: IndexPath)] = []

    init(
        items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
        session: any UIDropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    /// Animates `dragItem` into the row at `indexPath`. Headless: nothing moves; the drop is recorded in
    /// ``droppedItems`` and the returned animator runs what it is given at once.
    @discardableResult
    public func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        droppedItems.append((dragItem, indexPath))
        return ImmediateDragAnimator()
    }
}
