import Foundation

/// A list (a table or a collection view) whose rows or items are dragged and dropped on (behaviour 16.8,
/// 16.10): it translates each list-level call to its own drag and drop delegates, answering their
/// defaults when a delegate is missing. What is installed, which index path a session is over, which
/// items came from the list and which proposal a drop is performed with are decided once, in
/// `ListDragAndDrop`.
@MainActor
protocol ListDragAndDropHost: AnyObject {
    /// The list's own drop proposal type (`UITableViewDropProposal`, `UICollectionViewDropProposal`).
    associatedtype Proposal: UIDropProposal
    /// The list view the interactions are installed on.
    var listView: UIView { get }
    /// The row or item at `point` (in the list's coordinates), nil over none.
    func listIndexPath(at point: CGPoint) -> IndexPath?

    func listItemsForBeginning(_ session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    func listItemsForAdding(to session: any UIDragSession, at indexPath: IndexPath, point: CGPoint) -> [UIDragItem]
    func listDragSessionWillBegin(_ session: any UIDragSession)
    func listDragSessionAllowsMoveOperation(_ session: any UIDragSession) -> Bool
    func listDragSessionIsRestrictedToDraggingApplication(_ session: any UIDragSession) -> Bool
    func listDragSessionDidEnd(_ session: any UIDragSession)

    func listCanHandle(_ session: any UIDropSession) -> Bool
    func listDropSessionDidEnter(_ session: any UIDropSession)
    /// The delegate's proposal, or the list's default (`.cancel`) without a drop delegate.
    func listDropSessionDidUpdate(_ session: any UIDropSession, destination: IndexPath?) -> Proposal
    func listDropSessionDidExit(_ session: any UIDropSession)
    /// The drop: `items` with the index path each was dragged from when it came from this list.
    func listPerformDrop(
        _ session: any UIDropSession, items: [(dragItem: UIDragItem, sourceIndexPath: IndexPath?)],
        destination: IndexPath?, proposal: Proposal)
    func listDropSessionDidEnd(_ session: any UIDropSession)
}

/// A list's drag and drop: a `UIDragInteraction` and a `UIDropInteraction` on the list whose
/// delegate calls it translates to index paths for the list's host (behaviour 16.8, 16.10).
@MainActor
final class ListDragAndDrop<Host: ListDragAndDropHost>: UIDragInteractionDelegate, UIDropInteractionDelegate {
    unowned let host: Host
    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?
    /// The index paths of the items of the drag that started here, by item.
    private var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    /// The proposal of the last update, the one a drop is performed with.
    private var lastProposal: Host.Proposal?
    private(set) weak var activeDrag: (any UIDragSession)?
    private(set) var isDropActive = false
    /// Whether items can be dragged. Default `UIDragInteraction/isEnabledByDefault`, as in UIKit.
    var isDragEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragInteraction?.isEnabled = isDragEnabled }
    }

    init(host: Host) { self.host = host }

    /// Attaches the drag interaction (once, when a drag delegate is first set).
    func installDragInteraction() {
        guard dragInteraction == nil else { return }
        let interaction = UIDragInteraction(delegate: self)
        interaction.isEnabled = isDragEnabled
        dragInteraction = interaction
        host.listView.addInteraction(interaction)
    }

    /// Attaches the drop interaction (once, when a drop delegate is first set).
    func installDropInteraction() {
        guard dropInteraction == nil else { return }
        let interaction = UIDropInteraction(delegate: self)
        dropInteraction = interaction
        host.listView.addInteraction(interaction)
    }

    private func indexPath(at session: any UIDragDropSession) -> IndexPath? {
        host.listIndexPath(at: session.location(in: host.listView))
    }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    {
        guard let indexPath = indexPath(at: session) else { return [] }
        let items = host.listItemsForBeginning(session, at: indexPath)
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] {
        guard let indexPath = host.listIndexPath(at: point) else { return [] }
        let items = host.listItemsForAdding(to: session, at: indexPath, point: point)
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        activeDrag = session
        host.listDragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    {
        host.listDragSessionAllowsMoveOperation(session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        host.listDragSessionIsRestrictedToDraggingApplication(session)
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        activeDrag = nil
        sourceIndexPaths.removeAll()
        host.listDragSessionDidEnd(session)
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        host.listCanHandle(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        isDropActive = true
        host.listDropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        let proposal = host.listDropSessionDidUpdate(session, destination: indexPath(at: session))
        lastProposal = proposal
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        isDropActive = false
        host.listDropSessionDidExit(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        // A drop is performed only after an update proposed copy or move (behaviour 16.4).
        guard let lastProposal else { return }
        let ownItems = session.localDragSession.map { local in
            local.items.contains { sourceIndexPaths[ObjectIdentifier($0)] != nil }
        }
        let items = session.items.map { item in
            (dragItem: item, sourceIndexPath: ownItems == true ? sourceIndexPaths[ObjectIdentifier(item)] : nil)
        }
        host.listPerformDrop(session, items: items, destination: indexPath(at: session), proposal: lastProposal)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        isDropActive = false
        lastProposal = nil
        host.listDropSessionDidEnd(session)
    }
}
