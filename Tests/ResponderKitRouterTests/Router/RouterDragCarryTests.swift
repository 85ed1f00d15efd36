import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

// Behaviour 16.11 in process: a router and two applications over in-process channels, on virtual clocks. The
// source application (app 1, left half of the screen) has a card with a drag interaction; the target
// application (app 2, right half) has a basket with a drop interaction. The drag follows the source's touch,
// which stays with the source while it crosses into the target's window.

@MainActor
final class DragBetweenApps {
    let scene = RouterScene()
    let source: RoutedApp
    let target: RoutedApp
    let log = DragCallLog()
    let sourceDelegate: RecordingDragSource
    let targetDelegate: RecordingDropTarget
    var time: TimeInterval = 1

    let capturing = CapturingDropTarget()

    init(
        operation: UIDropOperation = .copy, text: String = "hello", restricted: Bool = false,
        capturesLoadErrors: Bool = false
    ) {
        source = scene.launch(1, frames: [CGRect(x: 0, y: 0, width: 200, height: 480)])
        target = scene.launch(2, frames: [CGRect(x: 200, y: 0, width: 200, height: 480)])
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        source.views[0].addSubview(card)
        sourceDelegate = RecordingDragSource("card", log: log) {
            [UIDragItem(itemProvider: ResponderItemProvider(object: text))]
        }
        sourceDelegate.restricted = restricted
        card.addInteraction(UIDragInteraction(delegate: sourceDelegate))
        let basket = UIView(frame: CGRect(x: 20, y: 20, width: 150, height: 150))
        target.views[0].addSubview(basket)
        targetDelegate = RecordingDropTarget("basket", log: log, operation: operation)
        targetDelegate.loadsOnDrop = true
        basket.addInteraction(
            UIDropInteraction(
                delegate: capturesLoadErrors ? capturing as any UIDropInteractionDelegate : targetDelegate))
        scene.router.bringToFront(1)
        settle()
    }

    /// Runs display frames until the messages in flight arrived, firing both applications' due timers.
    func settle(frames: Int = 4) {
        for _ in 0..<frames {
            scene.deliver()
            for app in [source, target] { app.application.run(until: max(app.application.clock.now, time)) }
        }
    }

    func touch(_ x: CGFloat, _ y: CGFloat, _ state: TouchContact.State = .touching, after interval: TimeInterval = 0.05)
    {
        time += interval
        scene.router.handle(routerFrame(time, (1, x, y, state)))
        settle()
    }

    /// Lifts the card (held past the lift delay) and moves it over the target's basket at (300, 100).
    func liftAndMoveOverBasket() {
        touch(50, 50)
        touch(50, 50, after: 0.4)
        touch(120, 80)
        touch(300, 100)
        touch(302, 100)
    }

    /// Lifts the finger over the basket and lets only the source see it: the drop is on its way to the
    /// target, which has not read it yet.
    func liftWithOnlyTheSourceAnswering() {
        time += 0.05
        scene.router.handle(routerFrame(time, (1, 302, 100, .lifted)))
        source.endpoint.processIncoming()
        scene.router.deliverFrame()
        source.endpoint.processIncoming()
        source.application.run(until: time)
    }
}

@Suite("Drags between applications through the router, in process (behaviour 16.11)")
@MainActor
struct RouterDragCarryTests {
    @Test(
        "16.11: a copy between two applications: the target sees the drag without a local session, loads the data from the source, and the source learns the operation and the transfer"
    )
    func copyBetweenApplications() {
        let drag = DragBetweenApps()
        drag.liftAndMoveOverBasket()
        drag.touch(302, 100, .lifted)
        drag.settle(frames: 8)
        #expect(drag.targetDelegate.loaded == ["hello"])
        let calls = drag.log.calls
        #expect(
            calls.filter { $0.hasPrefix("basket") } == [
                "basket.canHandle", "basket.sessionDidEnter", "basket.sessionDidUpdate", "basket.sessionDidUpdate",
                "basket.performDrop",
                "basket.previewForDropping", "basket.concludeDrop", "basket.sessionDidEnd", "basket.loaded",
            ])
        #expect(
            calls.filter { $0.hasPrefix("card.") && !$0.hasSuffix("sessionDidMove") }.suffix(3) == [
                "card.willEndWith .copy", "card.didEndWith .copy", "card.sessionDidTransferItems",
            ])
        #expect(drag.scene.router.carriedDrags.isEmpty)
        #expect(drag.scene.router.refusedDragMessages == 0)
    }

    @Test("16.11: a target that proposes .forbidden: no drop, the source ends with .cancel, the target exits and ends")
    func forbidden() {
        let drag = DragBetweenApps(operation: .forbidden)
        drag.liftAndMoveOverBasket()
        drag.touch(302, 100, .lifted)
        drag.settle(frames: 8)
        let calls = drag.log.calls
        #expect(
            calls.filter { $0.hasPrefix("basket") } == [
                "basket.canHandle", "basket.sessionDidEnter", "basket.sessionDidUpdate", "basket.sessionDidUpdate",
                "basket.sessionDidExit",
                "basket.sessionDidEnd",
            ])
        #expect(calls.filter { $0.contains("EndWith") } == ["card.willEndWith .cancel", "card.didEndWith .cancel"])
        #expect(!calls.contains("card.sessionDidTransferItems"))
        #expect(drag.targetDelegate.loaded.isEmpty)
        #expect(drag.scene.router.carriedDrags.isEmpty)
    }

    @Test("16.11: a drag restricted to its application is never offered to another one")
    func restricted() {
        let drag = DragBetweenApps(restricted: true)
        drag.liftAndMoveOverBasket()
        drag.touch(302, 100, .lifted)
        drag.settle(frames: 8)
        #expect(drag.log.calls.filter { $0.hasPrefix("basket") }.isEmpty)
        #expect(drag.log.calls.contains("card.didEndWith .cancel"))
    }

    @Test("16.11: a source that goes away mid-drag: the target's drop interaction exits and ends, nothing waits")
    func sourceGoesAway() {
        let drag = DragBetweenApps()
        drag.liftAndMoveOverBasket()
        #expect(drag.log.calls.contains("basket.sessionDidEnter"))
        drag.source.endpoint.stop()
        drag.settle(frames: 8)
        #expect(
            drag.log.calls.filter { $0.hasPrefix("basket") }.suffix(2) == [
                "basket.sessionDidExit", "basket.sessionDidEnd",
            ])
        #expect(drag.scene.router.carriedDrags.isEmpty)
    }

    @Test(
        "16.11: a target that goes away mid-drop: the source ends with .cancel (willEndWith, didEndWith), never waits")
    func targetGoesAwayMidDrop() {
        let drag = DragBetweenApps()
        drag.liftAndMoveOverBasket()
        // The target leaves before the drop reaches it.
        drag.liftWithOnlyTheSourceAnswering()
        #expect(!drag.log.calls.contains { $0.hasPrefix("card.willEndWith") })
        drag.target.endpoint.stop()
        drag.settle(frames: 8)
        let ends = drag.log.calls.filter { $0.hasPrefix("card.willEndWith") || $0.hasPrefix("card.didEndWith") }
        #expect(ends == ["card.willEndWith .cancel", "card.didEndWith .cancel"])
        #expect(drag.scene.router.carriedDrags.isEmpty)
    }

    @Test("16.11: item data over the maximum is refused with ItemProviderError.tooLarge; the drop still ends")
    func overSizeRefused() {
        let drag = DragBetweenApps(
            text: String(repeating: "x", count: RemoteDragConstants.maximumItemDataBytes + 1), capturesLoadErrors: true)
        drag.liftAndMoveOverBasket()
        drag.touch(302, 100, .lifted)
        drag.settle(frames: 8)
        #expect(
            drag.capturing.error as? ItemProviderError
                == .tooLarge(
                    typeIdentifier: TypeIdentifiers.utf8PlainText,
                    byteCount: RemoteDragConstants.maximumItemDataBytes + 1,
                    maximum: RemoteDragConstants.maximumItemDataBytes))
        #expect(drag.scene.router.carriedDrags.isEmpty)
    }

    @Test("16.11: representations visible to their own process only are not carried to another application")
    func ownProcessNotCarried() {
        let drag = DragBetweenApps(capturesLoadErrors: true)
        drag.sourceDelegate.items = {
            let provider = ResponderItemProvider()
            provider.registerDataRepresentation(
                forTypeIdentifier: TypeIdentifiers.utf8PlainText, visibility: .ownProcess
            ) {
                completion in
                completion(Data("secret".utf8), nil)
                return nil
            }
            provider.registerDataRepresentation(forTypeIdentifier: TypeIdentifiers.url, visibility: .all) {
                completion in
                completion(Data("https://example.com".utf8), nil)
                return nil
            }
            return [UIDragItem(itemProvider: provider)]
        }
        drag.liftAndMoveOverBasket()
        drag.touch(302, 100, .lifted)
        drag.settle(frames: 8)
        #expect(
            drag.capturing.error as? ItemProviderError
                == .noRepresentation(typeIdentifier: TypeIdentifiers.utf8PlainText))
    }

    @Test("16.11: a drop on the source application's own target stays local while it is connected to a router")
    func localDropStaysLocal() {
        let drag = DragBetweenApps()
        let local = RecordingDropTarget("local", log: drag.log, operation: .copy)
        let tray = UIView(frame: CGRect(x: 20, y: 200, width: 150, height: 150))
        drag.source.views[0].addSubview(tray)
        tray.addInteraction(UIDropInteraction(delegate: local))
        drag.touch(50, 50)
        drag.touch(50, 50, after: 0.4)
        drag.touch(60, 150)
        drag.touch(60, 250)
        drag.touch(60, 250, .lifted)
        drag.settle(frames: 8)
        let calls = drag.log.calls
        #expect(calls.contains("local.performDrop"))
        #expect(calls.filter { $0.contains("EndWith") } == ["card.willEndWith .copy", "card.didEndWith .copy"])
        #expect(calls.filter { $0.hasPrefix("basket") }.isEmpty)
        #expect(drag.scene.router.carriedDrags.isEmpty)
    }

    @Test("16.11: a load the source never answers times out on the target's clock with ItemProviderError.timedOut")
    func loadTimesOut() {
        let drag = DragBetweenApps(capturesLoadErrors: true)
        drag.liftAndMoveOverBasket()
        // The source stops reading: its answer never comes.
        drag.time += 0.05
        drag.scene.router.handle(routerFrame(drag.time, (1, 302, 100, .lifted)))
        drag.scene.router.deliverFrame()
        drag.source.endpoint.processIncoming()
        drag.scene.router.deliverFrame()
        drag.target.endpoint.processIncoming()
        drag.scene.router.deliverFrame()
        drag.target.endpoint.processIncoming()
        #expect(drag.capturing.error == nil)
        drag.target.application.advance(by: RemoteDragConstants.loadTimeout)
        #expect(
            drag.capturing.error as? ItemProviderError
                == .timedOut(typeIdentifier: TypeIdentifiers.utf8PlainText, after: RemoteDragConstants.loadTimeout))
    }
}

/// A drop target that proposes copy and, in `performDrop`, loads the first item's text, keeping the error.
@MainActor
final class CapturingDropTarget: UIDropInteractionDelegate {
    var error: (any Error)?
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
        -> UIDropProposal
    { UIDropProposal(operation: .copy) }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        session.items[0].itemProvider.loadDataRepresentation(forTypeIdentifier: TypeIdentifiers.utf8PlainText) {
            [self] _, failure in error = failure
        }
    }
}
