import Foundation

extension UICollectionView {
    /// The delegate that gives the items of dragged items (behaviour 16.10), held weakly. Setting it
    /// attaches a ``UIDragInteraction`` to the collection view; a touch held on an item lifts that item's
    /// drag items.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragAndDrop.dragDelegate as? any UICollectionViewDragDelegate }
        set { dragAndDrop.dragDelegate = newValue }
    }

    /// The delegate that takes drops on the collection view (behaviour 16.10), held weakly. Setting it
    /// attaches a ``UIDropInteraction`` to the collection view.
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragAndDrop.dropDelegate as? any UICollectionViewDropDelegate }
        set { dragAndDrop.dropDelegate = newValue }
    }

    /// Whether items can be dragged. Default ``UIDragInteraction/isEnabledByDefault`` (true on iPad, false
    /// on iPhone), as in UIKit.
    public var dragInteractionEnabled: Bool {
        get { dragAndDrop.isDragEnabled }
        set { dragAndDrop.isDragEnabled = newValue }
    }

    /// Whether a drag from this collection view is in progress.
    public var hasActiveDrag: Bool { dragAndDrop.hasActiveDrag }

    /// Whether a drag is over the collection view's drop interaction.
    public var hasActiveDrop: Bool { dragAndDrop.isDropActive }
}

// MARK: ListHost: the list's drag and drop (ListDragAndDrop) in the collection view's delegates' names

extension UICollectionView {
    func listItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]? {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath)
    }

    func listItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]? {
        dragDelegate?.collectionView(self, itemsForAddingTo: session, at: indexPath, point: point)
    }

    func listDragSessionWillBegin(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionWillBegin: session)
    }

    func listDragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session)
    }

    func listDragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool? {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func listDragSessionDidEnd(_ session: any UIDragSession) {
        dragDelegate?.collectionView(self, dragSessionDidEnd: session)
    }

    func listCanHandle(_ session: any UIDropSession) -> Bool? {
        dropDelegate?.collectionView(self, canHandle: session)
    }

    func listDropSessionDidEnter(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    }

    func listDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?)
        -> UICollectionViewDropProposal?
    {
        dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
    }

    func listDropSessionDidExit(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidExit: session)
    }

    func listPerformDrop(
        _ session: any UIDropSession, items: [ListDropItem], destination: IndexPath?,
        proposal: UICollectionViewDropProposal
    ) {
        let coordinator = UICollectionViewDropCoordinator(
            items: items.map { UICollectionViewDropItem(dragItem: $0.dragItem, sourceIndexPath: $0.sourceIndexPath) },
            destinationIndexPath: destination, proposal: proposal, session: session)
        dropDelegate?.collectionView(self, performDropWith: coordinator)
    }

    func listDropSessionDidEnd(_ session: any UIDropSession) {
        dropDelegate?.collectionView(self, dropSessionDidEnd: session)
    }
}

/// The delegate of a collection view's item drags (behaviour 16.10; Apple's `UICollectionViewDragDelegate`
/// page). Only ``collectionView(_:itemsForBeginning:at:)`` is required.
@MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The drag items of a drag starting on the item at `indexPath`; none: no drag.
    func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem]
    /// The drag items a tap on the item at `indexPath` adds to a drag in progress (`point` in the
    /// collection view's coordinates). Default none.
    func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem]
    /// A drag of items begins. Default nothing.
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    /// The drag of items ended. Default nothing.
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    /// Whether a drop may move the items. Default true.
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    /// Whether only this application may see the drag. Default false.
    func collectionView(
        _ collectionView: UICollectionView,
        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] { [] }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool { true }
    public func collectionView(
        _ collectionView: UICollectionView,
        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool { false }
}

/// The delegate of drops on a collection view (behaviour 16.10; Apple's `UICollectionViewDropDelegate`
/// page). Only ``collectionView(_:performDropWith:)`` is required.
@MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// The drag lifted over the collection view with a copy or move proposal: insert or move the items.
    func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view can take the session. Default true.
    func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
    /// The drag came over the collection view. Default nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
    /// The drag moved over the collection view; `destinationIndexPath` is the item under it, nil over no
    /// item. Default `.cancel`.
    func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal
    /// The drag left the collection view. Default nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
    /// The drag ended. Default nothing.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {}
    public func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal { UICollectionViewDropProposal(operation: .cancel) }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
}

/// A drop proposal for a collection view, with where the items would go (behaviour 16.10; Apple's
/// `UICollectionViewDropProposal` page).
@MainActor
public final class UICollectionViewDropProposal: UIDropProposal {
    /// How a drop relates to the destination item.
    public enum Intent: Int, Sendable {
        /// Not decided.
        case unspecified = 0
        /// The items go in as new items at the destination index path.
        case insertAtDestinationIndexPath = 1
        /// The items go into the item at the destination index path.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the items would go. Default `.unspecified`.
    public let intent: Intent

    /// Creates a proposal of `operation` with `intent`.
    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// Creates a proposal of `operation` with the intent `.unspecified`.
    public override init(operation: UIDropOperation) {
        self.intent = .unspecified
        super.init(operation: operation)
    }
}

/// One item of a drop on a collection view.
@MainActor
public final class UICollectionViewDropItem {
    /// The dragged item.
    public let dragItem: UIDragItem
    /// The item's index path when it was dragged from this collection view; else nil.
    public let sourceIndexPath: IndexPath?

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
    }
}

/// What a collection view's drop delegate gets in
/// ``UICollectionViewDropDelegate/collectionView(_:performDropWith:)``. (UIKit's is a protocol;
/// headless, a class carries the same properties.)
@MainActor
public final class UICollectionViewDropCoordinator {
    /// The dropped items, with their source index paths when they came from this collection view.
    public let items: [UICollectionViewDropItem]
    /// The item under the drop; nil over no item (the delegate chooses, usually the end).
    public let destinationIndexPath: IndexPath?
    /// The collection view's last proposal.
    public let proposal: UICollectionViewDropProposal
    /// The drop session.
    public let session: any UIDropSession

    /// The items the delegate animated to items with ``drop(_:toItemAt:)``, in order (headless: recorded).
    public private(set) var droppedItems: [(item: UIDragItem, indexPath: IndexPath)] = []

    init(
        items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?, proposal: UICollectionViewDropProposal,
        session: any UIDropSession
    ) {
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    /// Animates `dragItem` to the item at `indexPath`. Headless: nothing moves; the drop is recorded in
    /// ``droppedItems`` and the returned animator runs what it is given at once.
    @discardableResult
    public func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
        droppedItems.append((dragItem, indexPath))
        return ImmediateDragAnimator()
    }
}
