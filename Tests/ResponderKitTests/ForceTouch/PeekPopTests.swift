import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.4 (peek and pop: registerForPreviewing(with:sourceView:) returns a context with sourceView,
// sourceRect and previewingGestureRecognizerForFailureRelationship; a source view is registered once;
// several per controller; the delegate's viewControllerForLocation (nil disables) and commit; preview
// action items) and 2.1 (force relative to maximumPossibleForce drives it).

@MainActor
@Suite("Peek and pop: force-driven previews (behaviour 8.4, 2.1)")
struct PeekPopTests {
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

    @Test("8.4: previewActionItems defaults to empty; a peek exposes the previewed controller's actions")
    func previewActionsAreExposed() throws {
        #expect(UIViewController().previewActionItems.isEmpty)
        let scene = PeekScene()
        scene.inbox.previewActions = [
            UIPreviewAction(title: "Reply", style: .default) { _, _ in },
            UIPreviewActionGroup(
                title: "Move", style: .default,
                actions: [
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
        #expect(
            scene.inbox.list.gestureRecognizers?.contains {
                $0 === scene.context.previewingGestureRecognizerForFailureRelationship
            } == true)
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
        #expect(
            other.registerForPreviewing(with: other, sourceView: header) === second,
            "already registered by another controller")
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
}
