import Foundation
import ResponderKit
import ResponderKitTesting

/// The calls the drag and drop delegates of a test received, in order, across sources and targets.
@MainActor
final class DragCallLog {
    var calls: [String] = []
}

/// A drag source whose delegate records every call and gives `items()` for a lift.
@MainActor
final class RecordingDragSource: UIDragInteractionDelegate {
    let name: String
    let log: DragCallLog
    var items: () -> [UIDragItem]
    var addedItems: () -> [UIDragItem] = { [] }
    var allowsMove = true
    var restricted = false
    var lastSession: (any UIDragSession)?

    init(_ name: String, log: DragCallLog, items: @escaping () -> [UIDragItem]) {
        self.name = name
        self.log = log
        self.items = items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
    {
        log.calls.append("\(name).itemsForBeginning")
        lastSession = session
        return items()
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] {
        log.calls.append("\(name).itemsForAddingTo")
        return addedItems()
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? {
        log.calls.append("\(name).previewForLifting")
        return nil
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log.calls.append("\(name).sessionWillBegin")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    {
        log.calls.append("\(name).sessionAllowsMoveOperation")
        return allowsMove
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        log.calls.append("\(name).sessionIsRestrictedToDraggingApplication")
        return restricted
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if log.calls.last != "\(name).sessionDidMove" { log.calls.append("\(name).sessionDidMove") }
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {
        log.calls.append("\(name).willEndWith \(operation)")
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        log.calls.append("\(name).didEndWith \(operation)")
    }
    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log.calls.append("\(name).sessionDidTransferItems")
    }
}

/// A drop target whose delegate records every call (consecutive updates once) and proposes `operation`.
@MainActor
final class RecordingDropTarget: UIDropInteractionDelegate {
    let name: String
    let log: DragCallLog
    var operation: UIDropOperation
    var canHandle = true
    var loaded: [String] = []
    var loadsOnDrop = false

    init(_ name: String, log: DragCallLog, operation: UIDropOperation) {
        self.name = name
        self.log = log
        self.operation = operation
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.calls.append("\(name).canHandle")
        return canHandle
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log.calls.append("\(name).sessionDidEnter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        if log.calls.last != "\(name).sessionDidUpdate" { log.calls.append("\(name).sessionDidUpdate") }
        return UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        log.calls.append("\(name).sessionDidExit")
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.calls.append("\(name).performDrop")
        if loadsOnDrop {
            session.loadObjects(ofClass: String.self) { [self] objects in
                log.calls.append("\(name).loaded")
                loaded = objects.compactMap { $0 as? String }
            }
        }
    }
    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        log.calls.append("\(name).previewForDropping")
        return nil
    }
    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log.calls.append("\(name).concludeDrop")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log.calls.append("\(name).sessionDidEnd")
    }
}

/// A card (draggable) and a basket (drop target) side by side, as the tests use them.
@MainActor
struct CardAndBasket {
    let scene: TestScene
    let card: RecordingView
    let basket: UIView
    let log = DragCallLog()
    let source: RecordingDragSource
    let target: RecordingDropTarget
    let dragInteraction: UIDragInteraction
    let dropInteraction: UIDropInteraction

    init(operation: UIDropOperation = .copy, items: Int = 1) {
        scene = TestScene()
        card = scene.add(RecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100)))
        card.accessibilityIdentifier = "card"
        basket = scene.add(UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 100)))
        basket.accessibilityIdentifier = "basket"
        let count = items
        source = RecordingDragSource("source", log: log) {
            (0..<count).map { UIDragItem(itemProvider: ResponderItemProvider(object: "card \($0)")) }
        }
        target = RecordingDropTarget("basket", log: log, operation: operation)
        dragInteraction = UIDragInteraction(delegate: source)
        dropInteraction = UIDropInteraction(delegate: target)
        card.addInteraction(dragInteraction)
        basket.addInteraction(dropInteraction)
    }

    var cardPoint: CGPoint { CGPoint(x: 70, y: 70) }
    var basketPoint: CGPoint { CGPoint(x: 120, y: 350) }
}
