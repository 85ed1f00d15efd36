import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

/// Drop targets, proposals, the drop and its order, refusals and spring loading (behaviour 16.4, 16.5, 16.7).
@MainActor
@Suite("Drop interactions and spring loading (behaviour 16.4, 16.5, 16.7)")
struct DropInteractionTests {
    @Test("behaviour 16.4: a copy drop: every delegate call, in order")
    func copyDropOrder() {
        let fixture = CardAndBasket(operation: .copy)
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 80, y: 200))
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 130, y: 360))
        fixture.scene.drags.drop(finger)
        #expect(
            fixture.log.calls == [
                "source.itemsForBeginning", "source.previewForLifting", "source.sessionAllowsMoveOperation",
                "source.sessionIsRestrictedToDraggingApplication", "source.sessionWillBegin", "source.sessionDidMove",
                "basket.canHandle", "basket.sessionDidEnter", "basket.sessionDidUpdate", "source.sessionDidMove",
                "basket.sessionDidUpdate", "source.sessionDidMove",
                "source.willEndWith .copy", "basket.performDrop", "basket.previewForDropping", "basket.concludeDrop",
                "basket.sessionDidEnd", "source.didEndWith .copy", "source.sessionDidTransferItems",
            ])
    }

    @Test("behaviour 16.4, 16.7: a drop on a target that proposed .forbidden is refused; the log says why")
    func forbiddenDropIsRefused() {
        let fixture = CardAndBasket(operation: .forbidden)
        let log = DispatchLog()
        fixture.scene.application.dispatchLog = log
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.log.calls.removeAll()
        fixture.scene.drags.drop(finger)
        #expect(
            fixture.log.calls == [
                "source.willEndWith .cancel", "basket.sessionDidExit", "basket.sessionDidEnd",
                "source.didEndWith .cancel",
            ])
        #expect(log.lines.contains("drag #1: drop interaction on basket proposed .forbidden"))
        #expect(
            log.records.contains {
                $0.entry
                    == .dragAndDrop(
                        .refused(session: DragSessionIdentifier(rawValue: 1), view: "basket", operation: .forbidden))
            })
        #expect(log.lines.contains("drag #1 not dropped: drop interaction on basket proposed .forbidden"))
    }

    @Test("behaviour 16.4: leaving a target sends sessionDidExit; a drop elsewhere ends the session for it")
    func leavingTheTargetExits() {
        let fixture = CardAndBasket(operation: .copy)
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 280, y: 200))
        fixture.log.calls.removeAll()
        fixture.scene.drags.drop(finger)
        #expect(
            fixture.log.calls == ["source.willEndWith .cancel", "basket.sessionDidEnd", "source.didEndWith .cancel"])
    }

    @Test("behaviour 16.4: a target whose canHandle is false is passed over for the next one out")
    func canHandleFalsePassesToTheSuperview() {
        let fixture = CardAndBasket(operation: .copy)
        fixture.target.canHandle = false
        let outer = RecordingDropTarget("root", log: fixture.log, operation: .move)
        fixture.scene.rootView.addInteraction(UIDropInteraction(delegate: outer))
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 130, y: 360))
        fixture.scene.drags.drop(finger)
        #expect(fixture.log.calls.filter { $0.hasPrefix("basket") } == ["basket.canHandle"])
        #expect(fixture.log.calls.contains("root.performDrop"))
        #expect(fixture.log.calls.contains("source.didEndWith .move"))
    }

    @Test(
        "behaviour 16.4 (Apple: sessionAllowsMoveOperation): a move proposal becomes a copy when the source forbids moves"
    )
    func moveBecomesCopyWhenTheSourceForbidsMoves() {
        let fixture = CardAndBasket(operation: .move)
        fixture.source.allowsMove = false
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.drop(finger)
        #expect(fixture.log.calls.contains("source.willEndWith .copy"))
        #expect(fixture.log.calls.contains("basket.performDrop"))
    }

    @Test("behaviour 16.4: a drag that ends over no target is cancelled, and the log says so")
    func noTargetCancels() {
        let fixture = CardAndBasket(operation: .copy)
        let log = DispatchLog()
        fixture.scene.application.dispatchLog = log
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 280, y: 200))
        fixture.scene.drags.drop(finger)
        #expect(fixture.log.calls.suffix(2) == ["source.willEndWith .cancel", "source.didEndWith .cancel"])
        #expect(
            log.records.contains {
                $0.entry == .dragAndDrop(.noDropTarget(session: DragSessionIdentifier(rawValue: 1)))
            })
    }

    @Test("behaviour 16.5: a spring-loaded view activates after hovering 0.5 s on the clock, once")
    func springLoadingFiresAfterTheDelay() {
        let fixture = CardAndBasket(operation: .copy)
        let folder = fixture.scene.add(UIView(frame: CGRect(x: 200, y: 150, width: 100, height: 100)))
        let activations = Retainer()
        folder.addInteraction(UISpringLoadedInteraction { interaction, _ in activations.objects.append(interaction) })
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 250, y: 200))
        fixture.scene.drags.hover(for: DragAndDropConstants.springLoadingDelay - 0.01)
        #expect(activations.objects.isEmpty)
        fixture.scene.drags.hover(for: 0.01)
        #expect(activations.objects.count == 1)
        fixture.scene.drags.hover(for: 2)
        #expect(activations.objects.count == 1)
        fixture.scene.drags.drop(finger)
    }

    @Test("behaviour 16.5: leaving the spring-loaded view before the delay cancels the activation")
    func leavingBeforeTheDelayCancelsSpringLoading() {
        let fixture = CardAndBasket(operation: .copy)
        let folder = fixture.scene.add(UIView(frame: CGRect(x: 200, y: 150, width: 100, height: 100)))
        let activations = Retainer()
        folder.addInteraction(UISpringLoadedInteraction { interaction, _ in activations.objects.append(interaction) })
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 250, y: 200))
        fixture.scene.drags.hover(for: 0.3)
        fixture.scene.drags.move(finger, to: CGPoint(x: 100, y: 200))
        fixture.scene.drags.hover(for: 1)
        #expect(activations.objects.isEmpty)
        fixture.scene.drags.drop(finger)
    }

    @Test("behaviour 16.3 (Apple: localContext, localDragSession): the drop side sees the source's session and context")
    func localDragSessionCarriesTheContext() {
        let fixture = CardAndBasket(operation: .copy)
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.source.lastSession?.localContext = "from the card"
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        let probe = ContextProbe()
        fixture.basket.removeInteraction(fixture.dropInteraction)
        fixture.basket.addInteraction(UIDropInteraction(delegate: probe))
        fixture.scene.drags.move(finger, to: CGPoint(x: 130, y: 360))
        fixture.scene.drags.drop(finger)
        #expect(probe.context == "from the card")
        #expect(probe.hadText == true)
    }
}

/// Reads the local context and the items' types from the drop side.
@MainActor
private final class ContextProbe: UIDropInteractionDelegate {
    var context: String?
    var hadText: Bool?
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    {
        context = session.localDragSession?.localContext as? String
        hadText = session.hasItemsConforming(toTypeIdentifiers: [TypeIdentifiers.text])
        return UIDropProposal(operation: .copy)
    }
}
