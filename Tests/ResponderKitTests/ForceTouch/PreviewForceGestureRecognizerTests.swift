import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The force-press recognizer behind peek and pop (ForceTouch/PreviewForceGestureRecognizer.swift) in its
// own suite, as each standard recognizer has one: when it begins (peek), ends (pop), fails and is
// cancelled, and its thresholds. Behaviour 8.4 and 2.1 (force relative to maximumPossibleForce); the
// previewing context around it is in PeekPopTests.swift.

@MainActor
@Suite("PreviewForceGestureRecognizer: peek and pop thresholds, failure and cancellation (behaviour 8.4, 2.1)")
struct PreviewForceGestureRecognizerTests {
    @Test("8.4: a light touch does not peek; reaching 0.2 of maximumPossibleForce asks the delegate and peeks")
    func peekAtLightForce() throws {
        let scene = PeekScene()
        let finger = scene.device.forceTouchDown(at: scene.pointInRow(1), force: 0.5)
        scene.device.changeForce(of: finger, to: 1.3)  // below 0.2 × 6.67 = 1.334
        #expect(!scene.context.isPeeking)
        #expect(scene.inbox.askedLocations.isEmpty)
        scene.device.changeForce(of: finger, to: 1.4)
        #expect(scene.context.isPeeking)
        let previewed = try #require(scene.context.previewedViewController as? MessageController)
        #expect(previewed.row == 1)
        #expect(
            scene.inbox.askedLocations == [CGPoint(x: 160, y: 66)], "the location is in the source view's coordinates")
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
        scene.device.changeForce(of: finger, to: 4.9)  // below 0.75 × 6.67 = 5.0025
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

    @Test(
        "8.4: nil from viewControllerForLocation disables the preview there: the recognizer fails and the view keeps its touch"
    )
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
        let touches = scene.scene.touches
        touches.longPress(at: scene.pointInRow(1), duration: 1)
        #expect(scene.inbox.askedLocations.isEmpty)
        #expect(scene.context.events.isEmpty)
        #expect(scene.inbox.list.log == ["began", "ended"])
        #expect(
            log.records.map(\.entry).contains(
                .gestureState(
                    recognizer: "preview (previewforce)", from: .possible, to: .failed,
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

    @Test("8.4: the preview follows the recognizer: a cancelled touch dismisses the peek")
    func cancelledTouchDismisses() {
        let scene = PeekScene()
        scene.device.forcePress(at: scene.pointInRow(1), peakForce: 2, lift: false)
        #expect(scene.context.isPeeking)
        scene.scene.touches.cancelAll()
        #expect(!scene.context.isPeeking)
        #expect(scene.context.events.last == .dismissed)
        #expect(scene.inbox.committed.isEmpty)
    }
}
