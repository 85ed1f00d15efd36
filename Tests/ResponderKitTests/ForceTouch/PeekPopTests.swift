import Testing
import Foundation
import ResponderKit
import ResponderKitTesting

// Behaviour 8.4 (peek and pop: registerForPreviewing(with:sourceView:) returns a context with sourceView,
// sourceRect and previewingGestureRecognizerForFailureRelationship; a source view is registered once;
// several per controller; the delegate's viewControllerForLocation (nil disables) and commit; preview
// action items) and 2.1 (force relative to maximumPossibleForce drives it).

/// The previewed controller, with preview actions when given some.
@MainActor
private final class MessageController: UIViewController {
    let row: Int
    var actions: [any UIPreviewActionItem] = []
    init(row: Int) {
        self.row = row
        super.init()
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var previewActionItems: [any UIPreviewActionItem] { actions }
}

/// A list whose 44-pt rows can be previewed, recording its own touches.
@MainActor
private final class ListView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}

/// The list's controller, which is also its previewing delegate.
@MainActor
private final class InboxController: UIViewController, UIViewControllerPreviewingDelegate {
    let list = ListView(frame: CGRect(x: 0, y: 100, width: 320, height: 220))   // rows 0...4
    var askedLocations: [CGPoint] = []
    var committed: [UIViewController] = []
    var previewActions: [any UIPreviewActionItem] = []

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.addSubview(list)
    }

    func previewingContext(_ previewingContext: any UIViewControllerPreviewing,
                           viewControllerForLocation location: CGPoint) -> UIViewController? {
        askedLocations.append(location)
        let row = Int(location.y / 44)
        guard row < 3 else { return nil }          // rows 3 and 4 have no preview
        previewingContext.sourceRect = CGRect(x: 0, y: CGFloat(row) * 44, width: 320, height: 44)
        let message = MessageController(row: row)
        message.actions = previewActions
        return message
    }

    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {
        committed.append(viewControllerToCommit)
    }
}

@MainActor
private struct PeekScene {
    let app = UIApplication()
    let window: UIWindow
    let inbox = InboxController()
    let context: PreviewingContext
    let device: DeviceSimulator

    init() {
        app.forceTouchCapability = .available
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.rootViewController = inbox
        window.makeKeyAndVisible()
        context = inbox.registerForPreviewing(with: inbox, sourceView: inbox.list)
        device = DeviceSimulator(application: app)
    }

    /// A point in row `row` of the list, in window coordinates.
    func pointInRow(_ row: Int) -> CGPoint { CGPoint(x: 160, y: 100 + CGFloat(row) * 44 + 22) }
}

@MainActor
@Suite("Peek and pop: force-driven previews (behaviour 8.4, 2.1)")
struct PeekPopTests {
    @Test("8.4: a light touch does not peek; reaching 0.2 of maximumPossibleForce asks the delegate and peeks")
    func peekAtLightForce() throws {
        let scene = PeekScene()
        let finger = scene.device.forceTouchDown(at: scene.pointInRow(1), force: 0.5)
        scene.device.changeForce(of: finger, to: 1.3)       // below 0.2 × 6.67 = 1.334
        #expect(!scene.context.isPeeking)
        #expect(scene.inbox.askedLocations.isEmpty)
        scene.device.changeForce(of: finger, to: 1.4)
        #expect(scene.context.isPeeking)
        let previewed = try #require(scene.context.previewedViewController as? MessageController)
        #expect(previewed.row == 1)
        #expect(scene.inbox.askedLocations == [CGPoint(x: 160, y: 66)], "the location is in the source view's coordinates")
        #expect(scene.context.sourceRect == CGRect(x: 0, y: 44, width: 320, height: 44), "set by the delegate")
        #expect(scene.inbox.list.log == ["began", "cancelled"], "the peek takes the touch from the source view")
        #expect(scene.context.previewingGestureRecognizer.state == .began)
        #expect(scene.inbox.committed.isEmpty)
    }

    @Test("8.4: pressing on to 0.75 of maximumPossibleForce commits the preview (pop)")
    func popAtDeepForce() throws {
        let scene = PeekScene()
        let finger = scene.device.forcePress(at: scene.pointInRow(2), peakForce: 2, lift: false)
        let previewed = try #require(scene.context.previewedViewController)
        scene.device.changeForce(of: finger, to: 4.9)      // below 0.75 × 6.67 = 5.0025
        #expect(scene.inbox.committed.isEmpty)
        scene.device.changeForce(of: finger, to: 5.1)
        #expect(scene.inbox.committed.count == 1)
        #expect(scene.inbox.committed.first === previewed)
        #expect(scene.context.committedViewController === previewed)
        #expect(!scene.context.isPeeking)
        scene.device.lift(finger)
        #expect(scene.context.events == [.peeked(previewed), .committed(previewed)])
        #expect(scene.context.previewingGestureRecognizer.state == .possible, "reset after the touch ended")
    }

    @Test("8.4: a press that jumps past the pop force in one step peeks and commits at once")
    func jumpStraightToPop() throws {
        let scene = PeekScene()
        let finger = scene.device.forceTouchDown(at: scene.pointInRow(0), force: 0.2)
        scene.device.changeForce(of: finger, to: 6.5)
        let committed = try #require(scene.inbox.committed.first as? MessageController)
        #expect(committed.row == 0)
        #expect(scene.context.events == [.peeked(committed), .committed(committed)])
        scene.device.lift(finger)
    }

    @Test("8.4: lifting the finger during a peek dismisses the preview without committing")
    func liftDismisses() throws {
        let scene = PeekScene()
        scene.device.forcePress(at: scene.pointInRow(0), peakForce: 3)
        #expect(!scene.context.isPeeking)
        #expect(scene.inbox.committed.isEmpty)
        let peeked = try #require(scene.context.events.first)
        guard case .peeked = peeked else { Issue.record("expected a peek first, got \(peeked)"); return }
        #expect(scene.context.events.last == .dismissed)
    }

    @Test("8.4: nil from viewControllerForLocation disables the preview there: the recognizer fails and the view keeps its touch")
    func nilDisablesPreview() {
        let scene = PeekScene()
        scene.device.forcePress(at: scene.pointInRow(4), peakForce: 6)
        #expect(scene.inbox.askedLocations == [CGPoint(x: 160, y: 198)])
        #expect(!scene.context.isPeeking)
        #expect(scene.inbox.committed.isEmpty)
        #expect(scene.context.events == [.noPreview(at: CGPoint(x: 160, y: 198))])
        #expect(scene.inbox.list.log == ["began", "ended"], "no cancellation: the touch went on as usual")
    }

    @Test("2.1: touches that report no force never peek; the preview recognizer fails at once")
    func touchesWithoutForceNeverPeek() {
        let scene = PeekScene()
        let log = DispatchLog()
        scene.window.dispatchLog = log
        let touches = TouchSimulator(application: scene.app)
        touches.longPress(at: scene.pointInRow(1), duration: 1)
        #expect(scene.inbox.askedLocations.isEmpty)
        #expect(scene.context.events.isEmpty)
        #expect(scene.inbox.list.log == ["began", "ended"])
        #expect(log.records.map(\.entry).contains(.gestureState(recognizer: "preview (previewforce)", from: .possible, to: .failed,
                                                                 cause: .explained("the touch reports no force"))),
                "the explanation log says why: \(log.lines)")
    }

    @Test("8.4: moving more than 10 pt before the peek force fails the preview, so scrolling proceeds")
    func movementBeforePeekFails() {
        let scene = PeekScene()
        let finger = scene.device.forceTouchDown(at: scene.pointInRow(1), force: 0.5)
        scene.device.move(finger, to: CGPoint(x: 160, y: 100 + 44 + 22 + 12))
        scene.device.changeForce(of: finger, to: 3)
        #expect(!scene.context.isPeeking)
        #expect(scene.inbox.askedLocations.isEmpty)
        scene.device.lift(finger)
    }

    @Test("8.4: the thresholds are the documented constants and can be changed per recognizer")
    func thresholdsAreConfigurable() {
        #expect(ForceTouchConstants.peekForceFraction == 0.2)
        #expect(ForceTouchConstants.popForceFraction == 0.75)
        let scene = PeekScene()
        let recognizer = scene.context.previewingGestureRecognizer
        #expect(recognizer.peekForceFraction == 0.2 && recognizer.popForceFraction == 0.75)
        #expect(recognizer.allowableMovement == 10 && recognizer.previewActionsRevealDistance == 50)
        recognizer.peekForceFraction = 0.5
        let finger = scene.device.forceTouchDown(at: scene.pointInRow(0), force: 3)
        #expect(!scene.context.isPeeking)
        scene.device.changeForce(of: finger, to: 3.4)
        #expect(scene.context.isPeeking)
        scene.device.lift(finger)
    }

    @Test("8.4: previewActionItems defaults to empty; a peek exposes the previewed controller's actions")
    func previewActionsAreExposed() throws {
        #expect(UIViewController().previewActionItems.isEmpty)
        let scene = PeekScene()
        scene.inbox.previewActions = [
            UIPreviewAction(title: "Reply", style: .default) { _, _ in },
            UIPreviewActionGroup(title: "Move", style: .default, actions: [
                UIPreviewAction(title: "Inbox", style: .selected) { _, _ in },
                UIPreviewAction(title: "Archive", style: .default) { _, _ in },
            ]),
            UIPreviewAction(title: "Delete", style: .destructive) { _, _ in },
        ]
        let finger = scene.device.forcePress(at: scene.pointInRow(0), peakForce: 2, lift: false)
        #expect(scene.context.previewActions.map(\.title) == ["Reply", "Move", "Delete"])
        let group = try #require(scene.context.previewActions[1] as? UIPreviewActionGroup)
        #expect(group.actions.map(\.title) == ["Inbox", "Archive"])
        #expect(group.actions.map(\.style) == [.selected, .default])
        #expect((scene.context.previewActions[2] as? UIPreviewAction)?.style == .destructive)
        #expect(UIPreviewAction.Style.destructive.rawValue == 2)
        scene.device.lift(finger)
        #expect(scene.context.previewActions.isEmpty, "gone with the preview")
    }

    @Test("8.4: swiping up during a peek reveals the actions, which stay after lifting; picking one runs its handler")
    func swipeUpAndPickAction() throws {
        let scene = PeekScene()
        var picked: [(String, Int)] = []
        let archive = UIPreviewAction(title: "Archive", style: .default) { action, controller in
            picked.append((action.title, (controller as? MessageController)?.row ?? -1))
        }
        scene.inbox.previewActions = [
            UIPreviewAction(title: "Reply", style: .default) { action, _ in picked.append((action.title, -1)) },
            UIPreviewActionGroup(title: "Move", style: .default, actions: [archive]),
        ]
        let finger = scene.device.forcePress(at: scene.pointInRow(2), peakForce: 2, lift: false)
        let previewed = try #require(scene.context.previewedViewController)
        scene.device.move(finger, to: CGPoint(x: 160, y: scene.pointInRow(2).y - 30))
        #expect(!scene.context.isShowingPreviewActions)
        scene.device.move(finger, to: CGPoint(x: 160, y: scene.pointInRow(2).y - 60))
        #expect(scene.context.isShowingPreviewActions)
        scene.device.changeForce(of: finger, to: 6)
        #expect(scene.inbox.committed.isEmpty, "no pop once the actions are showing")
        scene.device.lift(finger)
        #expect(scene.context.isPeeking, "the revealed actions stay after the finger lifts")
        #expect(!scene.context.selectPreviewAction(titled: "Move"), "a group only opens")
        #expect(!scene.context.selectPreviewAction(titled: "Archive", inGroup: "Elsewhere"))
        #expect(scene.context.selectPreviewAction(titled: "Archive", inGroup: "Move"))
        #expect(picked.count == 1 && picked[0].0 == "Archive" && picked[0].1 == 2)
        #expect(!scene.context.isPeeking)
        #expect(scene.context.events == [.peeked(previewed), .actionsShown, .actionSelected("Archive")])
        #expect(!scene.context.selectPreviewAction(titled: "Reply"), "nothing to pick without a preview")
    }

    @Test("8.4: picking an action while the finger is still down ends the press; lifting afterwards changes nothing")
    func pickWhileFingerDown() {
        let scene = PeekScene()
        var replies = 0
        scene.inbox.previewActions = [UIPreviewAction(title: "Reply", style: .default) { _, _ in replies += 1 }]
        let finger = scene.device.forcePress(at: scene.pointInRow(0), peakForce: 2, lift: false)
        #expect(scene.context.selectPreviewAction(titled: "Reply"))
        #expect(replies == 1)
        #expect(scene.context.previewingGestureRecognizer.state == .ended)
        scene.device.changeForce(of: finger, to: 6)
        scene.device.lift(finger)
        #expect(scene.inbox.committed.isEmpty)
        #expect(scene.context.events.suffix(2) == [.actionsShown, .actionSelected("Reply")])
        #expect(scene.context.previewingGestureRecognizer.state == .possible)
    }

    @Test("8.4: dismissPreview closes revealed actions; so does a new press on the source view")
    func dismissRevealedActions() {
        let scene = PeekScene()
        scene.inbox.previewActions = [UIPreviewAction(title: "Reply", style: .default) { _, _ in }]
        let first = scene.device.forcePress(at: scene.pointInRow(0), peakForce: 2, lift: false)
        #expect(scene.context.showPreviewActions())
        scene.context.dismissPreview()
        #expect(!scene.context.isPeeking && !scene.context.isShowingPreviewActions)
        #expect(scene.context.events.last == .dismissed)
        #expect(scene.context.previewingGestureRecognizer.state == .ended, "the press ended with the preview")
        scene.device.lift(first)
        // Actions left open after lifting close when the source view is pressed again.
        scene.device.forcePress(at: scene.pointInRow(0), peakForce: 2, lift: true)
        #expect(!scene.context.isPeeking)
        let second = scene.device.forcePress(at: scene.pointInRow(0), peakForce: 2, lift: false)
        #expect(scene.context.showPreviewActions())
        scene.device.lift(second)
        #expect(scene.context.isShowingPreviewActions)
        let count = scene.context.events.count
        let third = scene.device.forceTouchDown(at: scene.pointInRow(1), force: 0.5)
        #expect(!scene.context.isPeeking)
        #expect(scene.context.events.count == count + 1 && scene.context.events.last == .dismissed)
        scene.device.lift(third)
    }

    @Test("8.4: unregistering removes the preview recognizer from the source view; presses no longer peek")
    func unregister() {
        let scene = PeekScene()
        #expect(scene.inbox.list.gestureRecognizers?.contains { $0 === scene.context.previewingGestureRecognizerForFailureRelationship } == true)
        scene.inbox.unregisterForPreviewing(withContext: scene.context)
        #expect(!scene.context.isRegistered)
        #expect(scene.inbox.list.gestureRecognizers?.isEmpty == true)
        #expect(scene.inbox.previewingContexts.isEmpty)
        scene.device.forcePress(at: scene.pointInRow(0), peakForce: 6)
        #expect(scene.inbox.askedLocations.isEmpty)
        #expect(scene.inbox.committed.isEmpty)
        #expect(scene.inbox.list.log == ["began", "ended"])
    }

    @Test("8.4: a source view is registered once; a controller may register several source views")
    func registrationRules() {
        let scene = PeekScene()
        let again = scene.inbox.registerForPreviewing(with: scene.inbox, sourceView: scene.inbox.list)
        #expect(again === scene.context)
        #expect(scene.inbox.list.gestureRecognizers?.count == 1)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        scene.inbox.view.addSubview(header)
        let second = scene.inbox.registerForPreviewing(with: scene.inbox, sourceView: header)
        #expect(second !== scene.context)
        #expect(second.sourceView === header)
        #expect(second.sourceRect == header.bounds, "the default source rect is the source view's bounds")
        #expect(second.delegate === scene.inbox)
        #expect(scene.inbox.previewingContexts.map(\.sourceView) == [scene.inbox.list, header])
        let finger = scene.device.forcePress(at: CGPoint(x: 20, y: 20), peakForce: 2, lift: false)
        #expect(second.isPeeking && !scene.context.isPeeking)
        scene.device.lift(finger)
        let other = InboxController()
        #expect(other.registerForPreviewing(with: other, sourceView: header) === second, "already registered by another controller")
    }

    @Test("8.4: recognizers that require the preview recognizer to fail fire on a quick tap, not on a force press")
    func failureRelationship() {
        let scene = PeekScene()
        var taps = 0
        let tap = UITapGestureRecognizer { _ in taps += 1 }
        tap.require(toFail: scene.context.previewingGestureRecognizerForFailureRelationship)
        scene.inbox.list.addGestureRecognizer(tap)
        let finger = scene.device.forceTouchDown(at: scene.pointInRow(0), force: 0.4)
        scene.device.lift(finger)
        #expect(taps == 1, "the preview recognizer failed when the finger lifted below the peek force")
        scene.device.forcePress(at: scene.pointInRow(0), peakForce: 2, rampDuration: 0.05, holdDuration: 0)
        #expect(taps == 1, "the force press peeked instead")
        #expect(scene.context.events.contains(.dismissed))
    }

    @Test("8.4: the preview follows the recognizer: a cancelled touch dismisses the peek")
    func cancelledTouchDismisses() {
        let scene = PeekScene()
        scene.device.forcePress(at: scene.pointInRow(1), peakForce: 2, lift: false)
        #expect(scene.context.isPeeking)
        TouchSimulator(application: scene.app).cancelAll()
        #expect(!scene.context.isPeeking)
        #expect(scene.context.events.last == .dismissed)
        #expect(scene.inbox.committed.isEmpty)
    }
}
