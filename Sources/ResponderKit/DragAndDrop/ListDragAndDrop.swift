import Foundation

/// A list's drag and drop (behaviour 16.8, 16.10): its drag and drop delegates, the `UIDragInteraction`
/// and `UIDropInteraction` they attach to the list, and the translation of those interactions' delegate
/// calls to index paths. Written once for both lists (``ListHost``): what is installed and when, which
/// index path a session is over, which dragged items came from the list, which proposal a drop is
/// performed with, and what is answered when a delegate is missing are decided here; the list only names
/// its delegates' methods.
@MainActor
final class ListDragAndDrop<List: ListHost>: UIDragInteractionDelegate, UIDropInteractionDelegate {
    unowned let list: List
    /// The list's drag delegate, held weakly (the list casts it to its own delegate protocol). Setting one
    /// attaches the drag interaction.
    weak var dragDelegate: AnyObject? {
        didSet { if dragDelegate != nil { installDragInteraction() } }
    }
    /// The list's drop delegate, held weakly. Setting one attaches the drop interaction.
    weak var dropDelegate: AnyObject? {
        didSet { if dropDelegate != nil { installDropInteraction() } }
    }
    /// Whether items can be dragged. Default `UIDragInteraction/isEnabledByDefault`, as in UIKit.
    var isDragEnabled = UIDragInteraction.isEnabledByDefault {
        didSet { dragInteraction?.isEnabled = isDragEnabled }
    }
    /// Whether a drag from the list is in progress.
    var hasActiveDrag: Bool { activeDrag != nil }
    /// Whether a drag is over the list's drop interaction.
    private(set) var isDropActive = false

    private var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?
    private weak var activeDrag: (any UIDragSession)?
    /// The index paths of the items of the drag that started here, by item.
    private var sourceIndexPaths: [ObjectIdentifier: IndexPath] = [:]
    /// The proposal of the last update, the one a drop is performed with; nil without a drop delegate.
    private var lastProposal: List.DropProposal?

    init(list: List) { self.list = list }

    /// Attaches the drag interaction (once, when a drag delegate is first set).
    private func installDragInteraction() {
        guard dragInteraction == nil else { return }
        let interaction = UIDragInteraction(delegate: self)
        interaction.isEnabled = isDragEnabled
        dragInteraction = interaction
        list.addInteraction(interaction)
    }

    /// Attaches the drop interaction (once, when a drop delegate is first set).
    private func installDropInteraction() {
        guard dropInteraction == nil else { return }
        let interaction = UIDropInteraction(delegate: self)
        dropInteraction = interaction
        list.addInteraction(interaction)
    }

    private func indexPath(at session: any UIDragDropSession) -> IndexPath? {
        list.listItem(at: session.location(in: list))
    }

    // MARK: Drag (defaults without a delegate: the delegate protocols' own)

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    {
        guard let indexPath = indexPath(at: session) else { return [] }
        let items = list.listItemsForBeginning(session, at: indexPath) ?? []
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] {
        guard let indexPath = list.listItem(at: point) else { return [] }
        let items = list.listItemsForAdding(to: session, at: indexPath, point: point) ?? []
        for item in items { sourceIndexPaths[ObjectIdentifier(item)] = indexPath }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        activeDrag = session
        list.listDragSessionWillBegin(session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    {
        list.listDragSessionAllowsMoveOperation(session) ?? true
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        list.listDragSessionIsRestrictedToDraggingApplication(session) ?? false
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        activeDrag = nil
        sourceIndexPaths.removeAll()
        list.listDragSessionDidEnd(session)
    }

    // MARK: Drop (without a delegate: the session cannot be handled, and the proposal is `.cancel`)

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        list.listCanHandle(session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        isDropActive = true
        list.listDropSessionDidEnter(session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        let proposal = list.listDropSessionDidUpdate(session, destination: indexPath(at: session))
        lastProposal = proposal
        // Only the operation of a proposal is read; a `.cancel` is never performed (behaviour 16.4).
        return proposal ?? UIDropProposal(operation: .cancel)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        isDropActive = false
        list.listDropSessionDidExit(session)
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
        list.listPerformDrop(session, items: items, destination: indexPath(at: session), proposal: lastProposal)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        isDropActive = false
        lastProposal = nil
        list.listDropSessionDidEnd(session)
    }
}
