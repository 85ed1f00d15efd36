import Foundation
import ResponderKit
import ResponderKitTesting

/// The calls the drag and drop delegates of a test received, in order, across sources and targets.
@MainActor
package final class DragCallLog {
    package var calls: [String] = []

    package init() {}
}

/// A drag source whose delegate records every call and gives `items()` for a lift.
@MainActor
package final class RecordingDragSource: UIDragInteractionDelegate {
    package let name: String
    package let log: DragCallLog
    package var items: () -> [UIDragItem]
    package var addedItems: () -> [UIDragItem] = { [] }
    package var allowsMove = true
    package var restricted = false
    package var lastSession: (any UIDragSession)?

    package init(_ name: String, log: DragCallLog, items: @escaping () -> [UIDragItem]) {
        self.name = name
        self.log = log
        self.items = items
    }

    package func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    {
        log.calls.append("\(name).itemsForBeginning")
        lastSession = session
        return items()
    }
    package func dragInteraction(
        _ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession, withTouchAt point: CGPoint
    ) -> [UIDragItem] {
        log.calls.append("\(name).itemsForAddingTo")
        return addedItems()
    }
    package func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
    ) -> UITargetedDragPreview? {
        log.calls.append("\(name).previewForLifting")
        return nil
    }
    package func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        log.calls.append("\(name).sessionWillBegin")
    }
    package func dragInteraction(
        _ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession
    )
        -> Bool
    {
        log.calls.append("\(name).sessionAllowsMoveOperation")
        return allowsMove
    }
    package func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        log.calls.append("\(name).sessionIsRestrictedToDraggingApplication")
        return restricted
    }
    package func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if log.calls.last != "\(name).sessionDidMove" { log.calls.append("\(name).sessionDidMove") }
    }
    package func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
    ) {
        log.calls.append("\(name).willEndWith \(operation)")
    }
    package func dragInteraction(
        _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
    ) {
        log.calls.append("\(name).didEndWith \(operation)")
    }
    package func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log.calls.append("\(name).sessionDidTransferItems")
    }
}

/// A drop target whose delegate records every call (consecutive updates once) and proposes `operation`.
@MainActor
package final class RecordingDropTarget: UIDropInteractionDelegate {
    package let name: String
    package let log: DragCallLog
    package var operation: UIDropOperation
    package var canHandle = true
    package var loaded: [String] = []
    package var loadsOnDrop = false

    package init(_ name: String, log: DragCallLog, operation: UIDropOperation) {
        self.name = name
        self.log = log
        self.operation = operation
    }

    package func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        log.calls.append("\(name).canHandle")
        return canHandle
    }
    package func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        log.calls.append("\(name).sessionDidEnter")
    }
    package func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        if log.calls.last != "\(name).sessionDidUpdate" { log.calls.append("\(name).sessionDidUpdate") }
        return UIDropProposal(operation: operation)
    }
    package func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        log.calls.append("\(name).sessionDidExit")
    }
    package func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        log.calls.append("\(name).performDrop")
        if loadsOnDrop {
            session.loadObjects(ofClass: String.self) { [self] objects in
                log.calls.append("\(name).loaded")
                loaded = objects.compactMap { $0 as? String }
            }
        }
    }
    package func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        log.calls.append("\(name).previewForDropping")
        return nil
    }
    package func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        log.calls.append("\(name).concludeDrop")
    }
    package func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        log.calls.append("\(name).sessionDidEnd")
    }
}

/// A card (draggable) and a basket (drop target) side by side, as the tests use them.
@MainActor
package struct CardAndBasket {
    package let scene: TestScene
    package let card: RecordingView
    package let basket: UIView
    package let log = DragCallLog()
    package let source: RecordingDragSource
    package let target: RecordingDropTarget
    package let dragInteraction: UIDragInteraction
    package let dropInteraction: UIDropInteraction

    package init(operation: UIDropOperation = .copy, items: Int = 1) {
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

    package var cardPoint: CGPoint { CGPoint(x: 70, y: 70) }
    package var basketPoint: CGPoint { CGPoint(x: 120, y: 350) }
}
