import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UILongPressGestureRecognizer (behaviour 5.2)")
struct LongPressRecognizerTests {
    @Test("behaviour 5.2: defaults — 0.5 s, 10 pt, 0 taps, 1 touch; 0.35 s between taps (behaviour 11)")
    func defaults() {
        let press = UILongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        #expect(press.allowableMovement == 10)
        #expect(press.numberOfTapsRequired == 0)
        #expect(press.numberOfTouchesRequired == 1)
        #expect(press.maximumIntervalBetweenSuccessiveTaps == 0.35)
        #expect(press.minimumPressDuration == GestureConstants.minimumPressDuration)
        #expect(press.allowableMovement == GestureConstants.longPressAllowableMovement)
        #expect(press.state == .possible)
        #expect(press.cancelsTouchesInView)
    }

    @Test(
        "behaviour 5.2: begins at exactly minimumPressDuration on the application's clock; ends when the finger lifts")
    func beginsAtHalfSecond() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        var location = CGPoint.zero
        scene.log.onAction = { location = $0.location(in: scene.view) }
        scene.touches.wait(1)
        let finger = scene.touches.touchDown(at: point(100, 120))
        scene.touches.wait(0.499)
        #expect(scene.states.isEmpty)
        #expect(scene.recognizer.state == .possible)
        scene.touches.wait(0.301)
        #expect(scene.states == [.began])
        #expect(scene.log.times == [1.5])
        #expect(location == point(100, 120))
        #expect(
            scene.lastStateCause == .explained("held 1 finger(s) for minimumPressDuration 0.5 s without moving > 10 pt")
        )
        scene.touches.lift(finger)
        #expect(scene.states == [.began, .ended])
        #expect(scene.recognizer.state == .possible, "reset once its touches are gone (behaviour 11)")
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.2: lifting at 0.4 s fails; no action is sent and the deadline never fires")
    func liftedEarlyFails() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        scene.touches.longPress(at: point(100, 100), duration: 0.4)
        scene.touches.wait(1)
        #expect(scene.states.isEmpty)
        #expect(scene.committed == [.failed])
        #expect(scene.lastStateCause == .explained("lifted after 0.4 s < minimumPressDuration 0.5 s"))
        #expect(scene.view.methods == [.began, .ended], "a failed recognizer leaves the view its touches")
    }

    @Test("behaviour 5.2: moving 15 pt before 0.5 s fails; 9 pt (within allowableMovement) still begins")
    func movementBeforeBegan() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        let finger = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.2)
        scene.touches.move(finger, to: point(115, 100))
        #expect(scene.recognizer.state == .failed)
        #expect(scene.lastStateCause == .explained("moved 15 pt > allowableMovement 10 pt before the press began"))
        scene.touches.wait(1)
        scene.touches.lift(finger)
        #expect(scene.states.isEmpty)

        let still = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.2)
        scene.touches.move(still, to: point(109, 100))
        scene.touches.wait(0.4)
        #expect(scene.states == [.began])
        #expect(near(scene.log.times[0], scene.touches.now - 0.1, 1e-9))
        scene.touches.lift(still)
    }

    @Test("behaviour 5.2: after began movement is unlimited and every move sends changed")
    func changedAfterBegan() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        var locations: [CGPoint] = []
        scene.log.onAction = { locations.append($0.location(in: nil)) }
        let finger = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.6)
        scene.touches.move(finger, to: point(250, 400))
        scene.touches.wait(0.05)
        scene.touches.move(finger, to: point(10, 10))
        scene.touches.wait(0.05)
        scene.touches.lift(finger)
        #expect(scene.states == [.began, .changed, .changed, .ended])
        #expect(locations.prefix(3) == [point(100, 100), point(250, 400), point(10, 10)])
    }

    @Test(
        "behaviour 5.2: numberOfTapsRequired 1 — a tap, then a press within 0.35 s, begins 0.5 s after the press went down"
    )
    func tapThenPress() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let scene = RecognizerScene(press)
        scene.touches.tap(at: point(100, 100))
        scene.touches.wait(0.1)
        let pressDown = scene.touches.now
        let finger = scene.touches.touchDown(at: point(102, 101))
        scene.touches.wait(0.45)
        #expect(scene.states.isEmpty)
        scene.touches.wait(0.2)
        #expect(scene.states == [.began])
        #expect(near(scene.log.times[0], pressDown + 0.5, 1e-9))
        scene.touches.lift(finger)
        #expect(scene.states == [.began, .ended])
    }

    @Test("behaviour 5.2: numberOfTapsRequired 1 — a press without the tap, or after a gap over 0.35 s, fails")
    func tapRequirementFails() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let scene = RecognizerScene(press)
        let held = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.8)
        #expect(press.state == .failed)
        #expect(scene.lastStateCause == .explained("tap 1 held for 0.5 s: a press after 0 of 1 required tap(s)"))
        scene.touches.lift(held)

        scene.touches.tap(at: point(100, 100))
        scene.touches.wait(0.4)
        #expect(scene.lastStateCause == .explained("the press did not start within 0.35 s"))
        scene.touches.longPress(at: point(100, 100), duration: 0.8)
        #expect(scene.states.isEmpty)
    }

    @Test("behaviour 5.2: numberOfTouchesRequired 2 — two fingers held begin; one finger alone never does")
    func twoFingers() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let scene = RecognizerScene(press)
        let first = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.8)
        #expect(scene.states.isEmpty)
        #expect(press.state == .possible)
        let second = scene.touches.touchDown(at: point(140, 100))
        let secondDown = scene.touches.now
        scene.touches.wait(0.6)
        #expect(scene.states == [.began])
        #expect(near(scene.log.times[0], secondDown + 0.5, 1e-9))
        #expect(press.numberOfTouches == 2)
        scene.touches.lift(second)
        #expect(scene.states == [.began, .ended], "ended when a finger lifts (behaviour 5.2)")
        scene.touches.lift(first)

        scene.touches.longPress(at: point(100, 100), duration: 0.8, numberOfTouches: 3)
        #expect(scene.states == [.began, .ended])
        #expect(scene.lastStateCause == .explained("3 fingers > numberOfTouchesRequired 2"))
    }

    @Test("behaviour 5.2: after began an extra finger is ignored; lifting it does not end the press")
    func extraFingerIgnored() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        let finger = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.6)
        let extra = scene.touches.touchDown(at: point(200, 200))
        #expect(scene.recognizer.numberOfTouches == 1)
        scene.touches.move(extra, to: point(220, 200))
        scene.touches.lift(extra)
        #expect(scene.states == [.began])
        scene.touches.lift(finger)
        #expect(scene.states == [.began, .ended])
    }

    @Test("behaviour 4.6/5.2: touchesCancelled after began gives cancelled; before began it fails")
    func cancellation() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.6)
        scene.touches.cancelAll()
        #expect(scene.states == [.began, .cancelled])

        scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.2)
        scene.touches.cancelAll()
        scene.touches.wait(1)
        #expect(scene.states == [.began, .cancelled])
        #expect(scene.committed.last == .failed)
    }

    @Test("behaviour 4.4/5.2: when a long press begins the view's touches are cancelled just before the action")
    func cancelsTouchesInView() {
        let scene = RecognizerScene(UILongPressGestureRecognizer())
        var methodsAtAction: [RecordingView.Call.Method] = []
        scene.log.onAction = { _ in if methodsAtAction.isEmpty { methodsAtAction = scene.view.methods } }
        let finger = scene.touches.touchDown(at: point(100, 100))
        #expect(scene.view.methods == [.began])
        scene.touches.wait(0.6)
        #expect(methodsAtAction == [.began, .cancelled])
        scene.touches.move(finger, to: point(150, 150))
        scene.touches.lift(finger)
        #expect(scene.view.methods == [.began, .cancelled])
    }

    @Test("behaviour 4.1/5.2: init(target:action:) calls a method taking the long press")
    func targetAction() {
        let controller = Controller()
        let scene = RecognizerScene(UILongPressGestureRecognizer(target: controller, action: Controller.handle))
        scene.touches.longPress(at: point(100, 100), duration: 0.8)
        #expect(controller.states == [.began, .ended])
    }
}
