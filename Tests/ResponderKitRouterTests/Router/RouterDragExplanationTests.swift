import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import Testing

// Behaviour 16.7 (the explanation log says why a drop was refused) and 16.11 (drags between applications):
// each side of a drag carried between applications logs what happened there. The scene is
// `DragBetweenApps` (RouterDragCarryTests.swift): the card in app 1, the basket in app 2.

@Suite("Drags between applications: the explanation log on both sides (behaviour 16.7, 16.11)")
@MainActor
struct RouterDragExplanationTests {
    /// The drag scene with both applications' explanation logs on and the basket named.
    @MainActor
    final class Logged {
        let drag: DragBetweenApps
        let sourceLog = DispatchLog()
        let targetLog = DispatchLog()

        init(operation: UIDropOperation) {
            drag = DragBetweenApps(operation: operation)
            drag.target.views[0].subviews[0].accessibilityIdentifier = "basket"
            drag.source.application.dispatchLog = sourceLog
            drag.target.application.dispatchLog = targetLog
        }

        func dragLines(_ log: DispatchLog) -> [String] {
            log.records.compactMap { record in
                guard case let .dragAndDrop(event) = record.entry else { return nil }
                return event.description
            }
        }
    }

    @Test("16.7, 16.11: a target that proposes .forbidden: its log names the interaction, the source's the application")
    func refusedByTheTarget() {
        let l = Logged(operation: .forbidden)
        l.drag.liftAndMoveOverBasket()
        l.drag.touch(302, 100, .lifted)
        l.drag.settle(frames: 8)
        #expect(
            l.dragLines(l.targetLog) == [
                "drag #1: drop interaction on basket proposed .forbidden",
                "drag #1 not dropped: drop interaction on basket proposed .forbidden",
            ])
        let source = l.dragLines(l.sourceLog)
        #expect(source.last == "drag #1 not dropped: application 2 under the drag did not take it (its log says why)")
        #expect(!source.contains { $0.contains("no drop interaction") })
        #expect(
            l.drag.log.calls.filter { $0.contains("EndWith") } == [
                "card.willEndWith .cancel", "card.didEndWith .cancel",
            ])
    }

    @Test("16.7, 16.11: a copy between applications: the target logs the drop on its interaction")
    func droppedOnTheTarget() {
        let l = Logged(operation: .copy)
        l.drag.liftAndMoveOverBasket()
        l.drag.touch(302, 100, .lifted)
        l.drag.settle(frames: 8)
        #expect(l.dragLines(l.targetLog).last == "drag #1 dropped on basket with .copy")
        #expect(!l.dragLines(l.sourceLog).contains { $0.contains("not dropped") })
    }

    @Test("16.11: a target that goes away mid-drop: the source's log says the application under the drag went away")
    func targetWentAway() {
        let l = Logged(operation: .copy)
        let drag = l.drag
        drag.liftAndMoveOverBasket()
        drag.liftWithOnlyTheSourceAnswering()
        drag.target.endpoint.stop()
        drag.settle(frames: 8)
        #expect(l.dragLines(l.sourceLog).last == "drag #1 not dropped: application 2 under the drag went away")
    }

    @Test("16.11: a drag lifted outside its application's windows when the router goes away: the source says so")
    func routerWentAway() {
        let l = Logged(operation: .copy)
        let drag = l.drag
        drag.liftAndMoveOverBasket()
        drag.liftWithOnlyTheSourceAnswering()
        #expect(!drag.log.calls.contains { $0.hasPrefix("card.willEndWith") })
        drag.source.endpoint.remoteDrags.disconnect()
        #expect(l.dragLines(l.sourceLog).last == "drag #1 not dropped: the router went away")
        #expect(drag.log.calls.contains("card.didEndWith .cancel"))
    }
}
