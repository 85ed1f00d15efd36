import Foundation
import ResponderKit
import ResponderKitTestSupport
import ResponderKitTesting
import Testing

/// Lifting a drag: the delay, the pointer, no items, cancelled touches, arbitration, adding items
/// (behaviour 16.1, 16.2).
@MainActor
@Suite("Drag interactions: lift and arbitration (behaviour 16.1, 16.2)")
struct DragInteractionTests {
    @Test("behaviour 16.1 (Apple: UIDragInteraction.isEnabledByDefault): true on iPad, false on iPhone")
    func enabledByDefaultFollowsTheIdiom() {
        let device = UIDevice.current
        let original = device.userInterfaceIdiom
        defer { device.userInterfaceIdiom = original }
        device.userInterfaceIdiom = .phone
        #expect(UIDragInteraction.isEnabledByDefault == false)
        let log = DragCallLog()
        let source = RecordingDragSource("source", log: log) { [] }
        #expect(UIDragInteraction(delegate: source).isEnabled == false)
        device.userInterfaceIdiom = .pad
        #expect(UIDragInteraction.isEnabledByDefault == true)
        #expect(UIDragInteraction(delegate: source).isEnabled == true)
        #expect(UIDragInteraction(delegate: source).allowsSimultaneousRecognitionDuringLift == false)
    }

    @Test("behaviour 16.1: attaching the interaction adds its lift recognizer to the view; removing takes it away")
    func attachingAddsTheLiftRecognizer() {
        let fixture = CardAndBasket()
        #expect(fixture.card.interactions.count == 1)
        #expect(fixture.card.gestureRecognizers?.map(\.explanationName) == ["draglift"])
        fixture.card.removeInteraction(fixture.dragInteraction)
        #expect(fixture.card.gestureRecognizers?.isEmpty ?? true)
        #expect(fixture.dragInteraction.view == nil)
    }

    @Test("behaviour 16.2: a touch held still lifts after the lift delay (0.325 s), not before")
    func touchLiftsAfterTheDelay() {
        let fixture = CardAndBasket()
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint, hold: 0.3)
        #expect(fixture.log.calls.isEmpty)
        fixture.scene.touches.wait(DragAndDropConstants.liftDelay - 0.3)
        #expect(fixture.log.calls == ["source.itemsForBeginning", "source.previewForLifting"])
        #expect(fixture.source.lastSession?.location(in: fixture.card) == CGPoint(x: 50, y: 50))
        fixture.scene.drags.move(finger, to: CGPoint(x: 80, y: 90))
        #expect(
            fixture.log.calls == [
                "source.itemsForBeginning", "source.previewForLifting", "source.sessionAllowsMoveOperation",
                "source.sessionIsRestrictedToDraggingApplication", "source.sessionWillBegin", "source.sessionDidMove",
            ])
        #expect(fixture.scene.application.activeDragSessions.count == 1)
        fixture.scene.drags.drop(finger)
        #expect(fixture.scene.application.activeDragSessions.isEmpty)
    }

    @Test("behaviour 16.2: no items from itemsForBeginning, no drag, and the log says why")
    func noItemsNoDrag() {
        let fixture = CardAndBasket()
        let log = DispatchLog()
        fixture.scene.application.dispatchLog = log
        fixture.source.items = { [] }
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.drop(finger)
        #expect(fixture.log.calls == ["source.itemsForBeginning"])
        #expect(log.records.contains { $0.entry == .dragAndDrop(.noItemsForBeginning(view: "card")) })
        #expect(log.lines.contains("card: drag did not begin: itemsForBeginning returned no items"))
        // The card kept its touch: nothing was cancelled.
        #expect(fixture.card.methods.first == .began)
        #expect(!fixture.card.methods.contains(.cancelled))
    }

    @Test("behaviour 16.2: a finger that moves more than 10 pt before the lift delay does not lift")
    func movingBeforeTheDelayGivesUpTheLift() {
        let fixture = CardAndBasket()
        let finger = fixture.scene.touches.touchDown(at: fixture.cardPoint)
        fixture.scene.touches.wait(0.1)
        fixture.scene.touches.move(finger, to: CGPoint(x: 70, y: 85))
        fixture.scene.touches.wait(0.5)
        fixture.scene.touches.lift(finger)
        #expect(fixture.log.calls.isEmpty)
    }

    @Test("behaviour 16.2: when the items lift, the view's touches are cancelled")
    func liftCancelsTheViewsTouches() {
        let fixture = CardAndBasket()
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        #expect(fixture.card.methods == [.began, .cancelled])
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.drop(finger)
        #expect(fixture.card.methods == [.began, .cancelled])
    }

    @Test("behaviour 16.2 (Apple: allowsPointerDragBeforeLiftDelay): a primary-button pointer drag lifts at once")
    func pointerDragLiftsAtOnce() {
        let fixture = CardAndBasket()
        let start = fixture.scene.application.clock.now
        fixture.scene.drags.pointerLift(at: fixture.cardPoint)
        #expect(fixture.scene.application.clock.now - start < DragAndDropConstants.liftDelay)
        #expect(fixture.log.calls.contains("source.sessionWillBegin"))
        fixture.scene.drags.pointerMove(to: fixture.basketPoint)
        fixture.scene.drags.pointerDrop()
        #expect(fixture.log.calls.contains("basket.performDrop"))
        #expect(fixture.log.calls.contains("source.didEndWith .copy"))
    }

    @Test("behaviour 16.2: in a scroll view, a quick move scrolls and does not lift")
    func scrollViewPanWinsAQuickMove() {
        let (scene, scroll, card, log) = scrollFixture()
        let finger = scene.touches.touchDown(at: CGPoint(x: 70, y: 70))
        scene.drags.move(finger, to: CGPoint(x: 70, y: 30), from: CGPoint(x: 70, y: 70), steps: 4)
        scene.touches.wait(0.5)
        scene.touches.lift(finger)
        #expect(log.calls.isEmpty)
        #expect(scroll.contentOffset.y > 0)
        _ = card
    }

    @Test("behaviour 16.2: in a scroll view, a held finger lifts; the pan is forced out and nothing scrolls")
    func liftForcesOutTheScrollViewsPan() {
        let (scene, scroll, _, log) = scrollFixture()
        let dispatch = DispatchLog()
        scene.application.dispatchLog = dispatch
        let finger = scene.drags.lift(at: CGPoint(x: 70, y: 70))
        scene.drags.move(finger, to: CGPoint(x: 70, y: 20), from: CGPoint(x: 70, y: 70), steps: 4)
        #expect(log.calls.contains("source.sessionWillBegin"))
        #expect(scroll.contentOffset == .zero)
        #expect(dispatch.gestureStateCauses.contains(.forcedOutBy("draglift")))
        scene.drags.drop(finger)
    }

    @Test("behaviour 16.2: a long press on the same view is forced out by the lift (lift delay < 0.5 s)")
    func liftForcesOutALongPress() {
        let fixture = CardAndBasket()
        let pressed = Retainer()
        let press = UILongPressGestureRecognizer(handler: { recognizer in pressed.objects.append(recognizer) })
        fixture.card.addGestureRecognizer(press)
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint, hold: 0.6)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.drop(finger)
        #expect(pressed.objects.isEmpty)
        #expect(fixture.log.calls.contains("basket.performDrop"))
    }

    @Test(
        "behaviour 16.2 (Apple: allowsSimultaneousRecognitionDuringLift): a long press recognizes during the lift, and is cancelled when the drag begins"
    )
    func simultaneousLongPressIsCancelledWhenTheDragBegins() {
        let fixture = CardAndBasket()
        fixture.dragInteraction.allowsSimultaneousRecognitionDuringLift = true
        let recorded = StateRecord()
        let press = UILongPressGestureRecognizer(handler: { recognizer in recorded.states.append(recognizer.state) })
        fixture.card.addGestureRecognizer(press)
        let dispatch = DispatchLog()
        fixture.scene.application.dispatchLog = dispatch
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint, hold: 0.6)
        #expect(recorded.states == [.began])
        fixture.scene.drags.move(finger, to: CGPoint(x: 75, y: 75))
        #expect(recorded.states == [.began, .cancelled])
        #expect(dispatch.gestureStateCauses.contains(.dragBegan("drag #1")))
        fixture.scene.drags.drop(finger)
        #expect(recorded.states == [.began, .cancelled])
    }

    @Test("behaviour 16.2 (Apple: itemsForAddingTo:withTouchAt:): a tap with another finger adds a view's items")
    func tapAddsItems() {
        let fixture = CardAndBasket()
        let second = fixture.scene.add(UIView(frame: CGRect(x: 200, y: 20, width: 100, height: 100)))
        second.accessibilityIdentifier = "second"
        let secondSource = RecordingDragSource("second", log: fixture.log) { [] }
        secondSource.addedItems = { [UIDragItem(itemProvider: ResponderItemProvider(object: "second"))] }
        second.addInteraction(UIDragInteraction(delegate: secondSource))
        fixture.target.loadsOnDrop = true
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: CGPoint(x: 80, y: 200))
        fixture.scene.drags.addItem(tappingAt: CGPoint(x: 250, y: 70))
        #expect(fixture.log.calls.contains("second.itemsForAddingTo"))
        #expect(fixture.source.lastSession?.items.count == 2)
        #expect(fixture.scene.application.activeDragSessions.first?.itemTypeIdentifiers.count == 2)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.scene.drags.drop(finger)
        fixture.scene.application.advance(by: 0)
        #expect(fixture.target.loaded == ["card 0", "second"])
    }

    @Test("behaviour 16.2: a lift that ends before the items move is no drag")
    func liftWithoutMovingEndsWithoutADrag() {
        let fixture = CardAndBasket()
        let log = DispatchLog()
        fixture.scene.application.dispatchLog = log
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.drop(finger)
        #expect(fixture.log.calls == ["source.itemsForBeginning", "source.previewForLifting"])
        #expect(log.records.contains { $0.entry == .dragAndDrop(.liftEndedWithoutDrag(view: "card")) })
    }

    @Test("behaviour 16.2, 16.4: cancelled touches cancel the drag: willEndWith and didEndWith .cancel")
    func cancelledTouchesCancelTheDrag() {
        let fixture = CardAndBasket()
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.move(finger, to: fixture.basketPoint)
        fixture.log.calls.removeAll()
        fixture.scene.touches.cancelAll()
        #expect(
            fixture.log.calls == [
                "source.willEndWith .cancel", "basket.sessionDidExit", "basket.sessionDidEnd",
                "source.didEndWith .cancel",
            ])
    }

    @Test("behaviour 16.1: a disabled drag interaction does not lift")
    func disabledInteractionDoesNotLift() {
        let fixture = CardAndBasket()
        fixture.dragInteraction.isEnabled = false
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        fixture.scene.drags.drop(finger)
        #expect(fixture.log.calls.isEmpty)
        #expect(fixture.card.methods == [.began, .ended])
    }

    @Test("behaviour 16.6: a drag in progress is described by a snapshot that holds no objects")
    func activeDragSnapshot() throws {
        let fixture = CardAndBasket(items: 2)
        fixture.source.allowsMove = false
        let finger = fixture.scene.drags.lift(at: fixture.cardPoint)
        #expect(fixture.scene.application.activeDragSessions.isEmpty)
        fixture.scene.drags.move(finger, to: CGPoint(x: 90, y: 95))
        let snapshot = try #require(fixture.scene.application.activeDragSessions.first)
        #expect(snapshot.identifier == DragSessionIdentifier(rawValue: 1))
        #expect(snapshot.itemTypeIdentifiers == [[TypeIdentifiers.utf8PlainText], [TypeIdentifiers.utf8PlainText]])
        #expect(snapshot.screenLocation == CGPoint(x: 90, y: 95))
        #expect(snapshot.allowsMoveOperation == false)
        #expect(snapshot.isRestrictedToDraggingApplication == false)
        let decoded = try JSONDecoder().decode(DragSessionSnapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
        fixture.scene.drags.drop(finger)
    }

    // MARK: Fixtures

    private func scrollFixture() -> (TestScene, UIScrollView, UIView, DragCallLog) {
        let scene = TestScene()
        let scroll = scene.add(UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)))
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        scroll.addSubview(card)
        let log = DragCallLog()
        let source = RecordingDragSource("source", log: log) {
            [UIDragItem(itemProvider: ResponderItemProvider(object: "card"))]
        }
        card.addInteraction(UIDragInteraction(delegate: source))
        // The scene keeps the delegate alive for the test (interactions hold it weakly).
        retained.append(source)
        return (scene, scroll, card, log)
    }

    private let retainer = Retainer()
    private var retained: [AnyObject] {
        get { retainer.objects }
        nonmutating set { retainer.objects = newValue }
    }
}

/// Keeps objects alive for the length of a test.
@MainActor
final class Retainer {
    var objects: [AnyObject] = []
}

/// The states a recognizer's action saw.
@MainActor
final class StateRecord {
    var states: [UIGestureRecognizer.State] = []
}
