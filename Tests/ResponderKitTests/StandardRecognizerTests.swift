import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// What a recognizer's action saw, one entry per action.
@MainActor
private final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    /// The application's clock when each action ran.
    var times: [TimeInterval] = []
    /// A value of the recognizer (scale, rotation…) at each action.
    var values: [CGFloat] = []
    /// A velocity of the recognizer at each action.
    var rates: [CGFloat] = []
    /// Extra checks run inside the action.
    var onAction: (@MainActor (UIGestureRecognizer) -> Void)?
}

/// A 320×480 window filled by a recording view that carries one recognizer.
@MainActor
private struct GestureScene<Recognizer: UIGestureRecognizer> {
    let app = UIApplication()
    let window: UIWindow
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let touches: TouchSimulator
    let recognizer: Recognizer
    let log: ActionLog
    let dispatchLog = DispatchLog()

    init(_ recognizer: Recognizer, value: @escaping @MainActor (Recognizer) -> CGFloat = { _ in 0 },
         rate: @escaping @MainActor (Recognizer) -> CGFloat = { _ in 0 }) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.addSubview(view)
        window.makeKeyAndVisible()
        app.dispatchLog = dispatchLog
        touches = TouchSimulator(application: app)
        self.recognizer = recognizer
        view.addGestureRecognizer(recognizer)
        let log = ActionLog()
        self.log = log
        recognizer.addAction { [weak app] r in
            log.states.append(r.state)
            log.times.append(app?.clock.now ?? -1)
            if let r = r as? Recognizer { log.values.append(value(r)); log.rates.append(rate(r)) }
            log.onAction?(r)
        }
    }

    var states: [UIGestureRecognizer.State] { log.states }

    /// Every state the arena committed (failed included), with its cause and time, from the explanation log.
    var transitions: [(state: UIGestureRecognizer.State, cause: String, time: TimeInterval)] {
        dispatchLog.records.compactMap { record in
            guard case let .gestureState(_, _, to, cause) = record.entry else { return nil }
            return (to, cause ?? "", record.time)
        }
    }

    var committed: [UIGestureRecognizer.State] { transitions.map(\.state) }
    var lastCause: String { transitions.last?.cause ?? "" }

    /// Whether a recognizer asked for a transition the state machine forbids (behaviour 4.3).
    var illegalTransitions: Int {
        dispatchLog.records.filter { if case .illegalTransition = $0.entry { true } else { false } }.count
    }
}

private func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

private func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A target for target–action initializers.
@MainActor
private final class Controller {
    var states: [UIGestureRecognizer.State] = []
    func handle(_ recognizer: UILongPressGestureRecognizer) { states.append(recognizer.state) }
    func rotated(_ recognizer: UIRotationGestureRecognizer) { states.append(recognizer.state) }
}

// MARK: - Long press

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

    @Test("behaviour 5.2: begins at exactly minimumPressDuration on the application's clock; ends when the finger lifts")
    func beginsAtHalfSecond() {
        let scene = GestureScene(UILongPressGestureRecognizer())
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
        #expect(scene.lastCause.contains("0.5 s"))
        scene.touches.lift(finger)
        #expect(scene.states == [.began, .ended])
        #expect(scene.recognizer.state == .possible, "reset once its touches are gone (behaviour 11)")
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.2: lifting at 0.4 s fails; no action is sent and the deadline never fires")
    func liftedEarlyFails() {
        let scene = GestureScene(UILongPressGestureRecognizer())
        scene.touches.longPress(at: point(100, 100), duration: 0.4)
        scene.touches.wait(1)
        #expect(scene.states.isEmpty)
        #expect(scene.committed == [.failed])
        #expect(scene.lastCause.contains("lifted after 0.4 s"))
        #expect(scene.view.methods == [.began, .ended], "a failed recognizer leaves the view its touches")
    }

    @Test("behaviour 5.2: moving 15 pt before 0.5 s fails; 9 pt (within allowableMovement) still begins")
    func movementBeforeBegan() {
        let scene = GestureScene(UILongPressGestureRecognizer())
        let finger = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.2)
        scene.touches.move(finger, to: point(115, 100))
        #expect(scene.recognizer.state == .failed)
        #expect(scene.lastCause.contains("moved 15 pt > allowableMovement 10 pt"))
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
        let scene = GestureScene(UILongPressGestureRecognizer())
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

    @Test("behaviour 5.2: numberOfTapsRequired 1 — a tap, then a press within 0.35 s, begins 0.5 s after the press went down")
    func tapThenPress() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTapsRequired = 1
        let scene = GestureScene(press)
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
        let scene = GestureScene(press)
        let held = scene.touches.touchDown(at: point(100, 100))
        scene.touches.wait(0.8)
        #expect(press.state == .failed)
        #expect(scene.lastCause.contains("tap 1 held for 0.5 s"))
        scene.touches.lift(held)

        scene.touches.tap(at: point(100, 100))
        scene.touches.wait(0.4)
        #expect(scene.lastCause.contains("the press did not start within 0.35 s"))
        scene.touches.longPress(at: point(100, 100), duration: 0.8)
        #expect(scene.states.isEmpty)
    }

    @Test("behaviour 5.2: numberOfTouchesRequired 2 — two fingers held begin; one finger alone never does")
    func twoFingers() {
        let press = UILongPressGestureRecognizer()
        press.numberOfTouchesRequired = 2
        let scene = GestureScene(press)
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
        #expect(scene.lastCause.contains("3 fingers > numberOfTouchesRequired 2"))
    }

    @Test("behaviour 5.2: after began an extra finger is ignored; lifting it does not end the press")
    func extraFingerIgnored() {
        let scene = GestureScene(UILongPressGestureRecognizer())
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
        let scene = GestureScene(UILongPressGestureRecognizer())
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
        let scene = GestureScene(UILongPressGestureRecognizer())
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
        let scene = GestureScene(UILongPressGestureRecognizer(target: controller, action: Controller.handle))
        scene.touches.longPress(at: point(100, 100), duration: 0.8)
        #expect(controller.states == [.began, .ended])
    }
}

// MARK: - Swipe

/// The four swipe directions with a 150 pt stroke along each.
enum SwipeWay: String, CaseIterable, Sendable {
    case right, left, up, down

    var direction: UISwipeGestureRecognizer.Direction {
        switch self {
        case .right: .right
        case .left: .left
        case .up: .up
        case .down: .down
        }
    }

    var end: CGPoint {
        switch self {
        case .right: CGPoint(x: 310, y: 240)
        case .left: CGPoint(x: 10, y: 240)
        case .up: CGPoint(x: 160, y: 90)
        case .down: CGPoint(x: 160, y: 390)
        }
    }
}

@MainActor
@Suite("UISwipeGestureRecognizer (behaviour 5.5)")
struct SwipeRecognizerTests {
    private let center = CGPoint(x: 160, y: 240)

    @Test("behaviour 5.5: defaults — direction .right, 1 touch; EMP thresholds 50/100 pt, 20°/35°, 1000 pt/s, 0.5 s")
    func defaults() {
        let swipe = UISwipeGestureRecognizer()
        #expect(swipe.direction == .right)
        #expect(swipe.numberOfTouchesRequired == 1)
        #expect(swipe.minimumPrimaryMovement == 50)
        #expect(swipe.maximumPrimaryMovement == 100)
        #expect(near(swipe.minimumAngleTolerance, .pi / 9, 1e-9))
        #expect(near(swipe.maximumAngleTolerance, .pi * 7 / 36, 1e-9))
        #expect(swipe.fastSwipeSpeed == 1000)
        #expect(swipe.maximumDuration == 0.5)
        #expect(UISwipeGestureRecognizer.Direction.right.rawValue == 1)
        #expect(UISwipeGestureRecognizer.Direction.left.rawValue == 2)
        #expect(UISwipeGestureRecognizer.Direction.up.rawValue == 4)
        #expect(UISwipeGestureRecognizer.Direction.down.rawValue == 8)
    }

    @Test("behaviour 5.5: a quick right swipe is recognized once, never began/changed; location is where it began")
    func recognizedOnce() {
        let scene = GestureScene(UISwipeGestureRecognizer())
        var location = CGPoint.zero
        scene.log.onAction = { location = $0.location(in: scene.view) }
        scene.touches.drag(from: point(60, 240), to: point(260, 240), duration: 0.15)
        #expect(scene.states == [.ended])
        #expect(scene.committed == [.ended])
        #expect(location == point(60, 240))
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.5: a swipe in each direction is recognized when allowed and fails otherwise", arguments: SwipeWay.allCases)
    func eachDirection(way: SwipeWay) {
        let allowed = GestureScene(UISwipeGestureRecognizer())
        allowed.recognizer.direction = way.direction
        allowed.touches.drag(from: center, to: way.end, duration: 0.15)
        #expect(allowed.states == [.ended])

        let other = GestureScene(UISwipeGestureRecognizer())
        other.recognizer.direction = UISwipeGestureRecognizer.Direction([.right, .left, .up, .down]).subtracting(way.direction)
        other.touches.drag(from: center, to: way.end, duration: 0.15)
        #expect(other.states.isEmpty)
        #expect(other.committed == [.failed])
        #expect(other.lastCause.contains("direction \(way.rawValue) not in"))
    }

    @Test("behaviour 5.5: several directions in the option set all count; others still fail")
    func multipleDirections() {
        let scene = GestureScene(UISwipeGestureRecognizer())
        scene.recognizer.direction = [.left, .right]
        #expect(scene.recognizer.direction.rawValue == 3)
        scene.touches.drag(from: center, to: SwipeWay.left.end, duration: 0.15)
        scene.touches.drag(from: center, to: SwipeWay.right.end, duration: 0.15)
        scene.touches.drag(from: center, to: SwipeWay.up.end, duration: 0.15)
        #expect(scene.states == [.ended, .ended])
        #expect(scene.committed == [.ended, .ended, .failed])
    }

    @Test("behaviour 5.5: too slow — not qualified within maximumDuration fails at exactly 0.5 s")
    func tooSlowFails() {
        let scene = GestureScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 240), to: point(160, 240), duration: 1.0)
        #expect(scene.states.isEmpty)
        #expect(scene.committed == [.failed])
        #expect(scene.lastCause.contains("too slow"))
        #expect(near(scene.transitions[0].time, 0.5, 1e-9))
    }

    @Test("behaviour 5.5: slow swipes need little distance; fast ones need more (70 pt: slow passes, a flick fails)")
    func distanceGrowsWithSpeed() {
        let scene = GestureScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 240), to: point(170, 240), duration: 0.4)
        #expect(scene.states == [.ended])
        scene.touches.drag(from: point(100, 240), to: point(170, 240), duration: 0.05)
        #expect(scene.states == [.ended])
        #expect(scene.committed == [.ended, .failed])
        #expect(scene.lastCause.contains("lifted before"))
    }

    @Test("behaviour 5.5: slow swipes need precision; fast ones tolerate a 30° stroke")
    func precisionGrowsWithSpeed() {
        let scene = GestureScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 200), to: point(200, 258), duration: 0.45)
        #expect(scene.states.isEmpty)
        #expect(scene.lastCause.contains("off axis > tolerance"))
        scene.touches.drag(from: point(20, 100), to: point(270, 244), duration: 0.1)
        #expect(scene.states == [.ended])
    }

    @Test("behaviour 5.5: numberOfTouchesRequired 2 — a two-finger swipe is recognized at its starting centroid; 1 or 3 fingers fail")
    func fingerCount() {
        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        let scene = GestureScene(swipe)
        var location = CGPoint.zero
        scene.log.onAction = { location = $0.location(in: nil) }
        scene.touches.pan(from: center, by: CGVector(dx: 0, dy: -150), numberOfTouches: 2, duration: 0.15)
        #expect(scene.states == [.ended])
        #expect(location == center)
        scene.touches.drag(from: center, to: SwipeWay.up.end, duration: 0.15)
        #expect(scene.lastCause.contains("lifted before"))
        scene.touches.pan(from: center, by: CGVector(dx: 0, dy: -150), numberOfTouches: 3, duration: 0.15)
        #expect(scene.lastCause.contains("3 fingers > numberOfTouchesRequired 2"))
        #expect(scene.states == [.ended])
    }

    @Test("behaviour 5.5: lifting before the stroke is long enough, or touchesCancelled, fails")
    func liftedOrCancelledFails() {
        let scene = GestureScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 240), to: point(130, 240), duration: 0.1)
        let finger = scene.touches.touchDown(at: point(100, 240))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: point(120, 240))
        scene.touches.cancelAll()
        #expect(scene.states.isEmpty)
        #expect(scene.committed == [.failed, .failed])
        #expect(scene.lastCause == "touches cancelled")
    }
}

// MARK: - Pinch

@MainActor
@Suite("UIPinchGestureRecognizer (behaviour 5.6)")
struct PinchRecognizerTests {
    private func pinchScene() -> GestureScene<UIPinchGestureRecognizer> {
        GestureScene(UIPinchGestureRecognizer(), value: { $0.scale }, rate: { $0.velocity })
    }

    @Test("behaviour 5.6: defaults — scale 1.0, velocity 0, hysteresis 8 pt (EMP)")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(pinch.hysteresis == 8)
        #expect(pinch.state == .possible)
    }

    @Test("behaviour 5.6: spreading 100 → 200 pt — began, changed…, ended at scale 2 with a positive velocity")
    func pinchOut() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 100, to: 200, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(scene.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(scene.states.count > 5)
        let atBegan = scene.log.values[0]
        #expect(atBegan > 1.08 && atBegan < 1.2, "the first scale already includes the hysteresis")
        #expect(near(scene.log.values.last!, 2.0))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 > 0 })
        #expect(near(scene.log.rates.last!, 2.5, 0.25), "100 → 200 pt in 0.4 s is 2.5 per second")
        #expect(scene.recognizer.scale == 1, "reset after the gesture")
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.6: closing 200 → 100 pt ends at scale 0.5 with a negative velocity")
    func pinchIn() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 200, to: 100, angle: .pi / 4, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(near(scene.log.values.last!, 0.5))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 < 0 })
        #expect(near(scene.log.rates.last!, -1.25, 0.15))
    }

    @Test("behaviour 5.6: begins only once the distance changed by more than the hysteresis")
    func hysteresis() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(110, 240), point(210, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(216, 240))
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(208, 240))
        #expect(scene.states.isEmpty)
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(219, 240))
        #expect(scene.states == [.began])
        #expect(near(scene.log.values[0], 1.09, 1e-9))
        scene.touches.lift(fingers)
    }

    @Test("behaviour 5.6: setting scale rebases it to the fingers' current distance and resets velocity")
    func settingScaleRebases() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(210, 240))
        #expect(near(scene.recognizer.scale, 1.5, 1e-9))
        #expect(scene.recognizer.velocity > 0)
        scene.recognizer.scale = 1
        #expect(scene.recognizer.scale == 1)
        #expect(scene.recognizer.velocity == 0)
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(285, 240))
        #expect(near(scene.log.values.last!, 1.5, 1e-9), "225 pt now maps to 225 / 150")
        scene.recognizer.scale = 3
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(135, 240))
        #expect(near(scene.log.values.last!, 1.0, 1e-9), "75 pt maps to 3 × 75 / 225")
        scene.touches.lift(fingers)
        #expect(scene.states.last == .ended)
    }

    @Test("behaviour 5.6: a finger lifted before began fails (one finger alone, or one of two)")
    func liftBeforeBeganFails() {
        let scene = pinchScene()
        scene.touches.tap(at: point(100, 100))
        #expect(scene.committed == [.failed])
        #expect(scene.lastCause.contains("before a second one came down"))
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.05)
        scene.touches.lift(fingers[0])
        #expect(scene.recognizer.state == .failed)
        scene.touches.move(fingers[1], to: point(260, 240))
        scene.touches.lift(fingers[1])
        #expect(scene.states.isEmpty)
    }

    @Test("behaviour 5.6: ends only when all fingers lifted; with one finger left the scale holds and no changed is sent")
    func endsWhenAllLift() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(210, 240))
        scene.touches.wait(0.02)
        scene.touches.lift(fingers[0])
        #expect(scene.recognizer.state == .began)
        #expect(scene.recognizer.numberOfTouches == 1)
        let actions = scene.states.count
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(300, 300))
        #expect(scene.states.count == actions)
        #expect(near(scene.recognizer.scale, 1.5, 1e-9))
        scene.touches.lift(fingers[1])
        #expect(scene.states == [.began, .ended])
        #expect(near(scene.log.values.last!, 1.5, 1e-9))
    }

    @Test("behaviour 4.6/5.6: touchesCancelled after began gives cancelled")
    func cancelled() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 100, to: 160, duration: 0.2, lift: false)
        scene.touches.cancelAll()
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .cancelled)
        #expect(scene.view.methods.first == .began)
        #expect(scene.view.methods.last == .cancelled, "cancelsTouchesInView: the view lost its touches at began")
        #expect(!scene.view.methods.contains(.ended))
    }

    @Test("behaviour 4.1/5.6: the handler initializer UIPinchGestureRecognizer { g in … } receives the pinch")
    func handlerInitializer() {
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { g in scales.append((g as? UIPinchGestureRecognizer)?.scale ?? -1) }
        let scene = GestureScene(pinch)
        scene.touches.pinch(center: point(160, 240), from: 100, to: 50, duration: 0.3)
        #expect(scales.count == scene.states.count)
        #expect(near(scales.last!, 0.5))
    }
}

// MARK: - Rotation

/// A user subclass overriding an open property and a touch method, created with the base class's
/// convenience initializers.
@MainActor
private final class TracingRotation: UIRotationGestureRecognizer {
    var moves = 0
    override var rotationThreshold: CGFloat {
        get { .pi / 4 }
        set {}
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        moves += 1
        super.touchesMoved(touches, with: event)
    }
}

@MainActor
@Suite("UIRotationGestureRecognizer (behaviour 5.7)")
struct RotationRecognizerTests {
    private let center = CGPoint(x: 160, y: 240)

    private func rotationScene() -> GestureScene<UIRotationGestureRecognizer> {
        GestureScene(UIRotationGestureRecognizer(), value: { $0.rotation }, rate: { $0.velocity })
    }

    /// The two finger positions, `radius` from the center, with their line at `degrees`.
    private func fingers(at degrees: CGFloat, radius: CGFloat = 50) -> [CGPoint] {
        let angle = degrees * .pi / 180
        let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        return [point(center.x - offset.x, center.y - offset.y), point(center.x + offset.x, center.y + offset.y)]
    }

    @Test("behaviour 5.7: defaults — rotation 0, velocity 0, rotationThreshold 5° (EMP)")
    func defaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
        #expect(near(rotation.rotationThreshold, .pi / 36, 1e-12))
        #expect(rotation.state == .possible)
    }

    @Test("behaviour 5.7: turning clockwise on screen by π/2 gives rotation +π/2 and a positive velocity")
    func clockwise() {
        let scene = rotationScene()
        scene.touches.rotate(center: center, by: .pi / 2, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(scene.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(scene.log.values[0] > .pi / 36 && scene.log.values[0] < .pi / 8)
        #expect(near(scene.log.values.last!, .pi / 2))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 > 0 })
        #expect(near(scene.log.rates.last!, CGFloat.pi / 2 / 0.4, 0.4))
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.7: turning counter-clockwise by π/3 gives rotation −π/3 and a negative velocity")
    func counterClockwise() {
        let scene = rotationScene()
        scene.touches.rotate(center: center, radius: 80, from: .pi / 3, by: -.pi / 3, duration: 0.3)
        #expect(near(scene.log.values.last!, -.pi / 3))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 < 0 })
    }

    @Test("behaviour 5.7: rotation is unwrapped continuously — one and a half turns give 3π")
    func unwrapped() {
        let scene = rotationScene()
        scene.touches.rotate(center: center, by: 3 * .pi, duration: 0.6)
        #expect(near(scene.log.values.last!, 3 * .pi))
        let counter = rotationScene()
        counter.touches.rotate(center: center, by: -2.5 * .pi, duration: 0.6)
        #expect(near(counter.log.values.last!, -2.5 * CGFloat.pi))
    }

    @Test("behaviour 5.7: begins only once the line turned more than the threshold")
    func threshold() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.02)
        let small = fingers(at: 3)
        scene.touches.move([(down[0], small[0]), (down[1], small[1])])
        #expect(scene.states.isEmpty)
        scene.touches.wait(0.02)
        let enough = fingers(at: 7)
        scene.touches.move([(down[0], enough[0]), (down[1], enough[1])])
        #expect(scene.states == [.began])
        #expect(near(scene.log.values[0], 7 * .pi / 180))
        scene.touches.lift(down)
        #expect(scene.states == [.began, .ended])
    }

    @Test("behaviour 5.7: setting rotation rebases it to the current line and resets velocity")
    func settingRotationRebases() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.02)
        let turned = fingers(at: 30)
        scene.touches.move([(down[0], turned[0]), (down[1], turned[1])])
        #expect(near(scene.recognizer.rotation, .pi / 6))
        #expect(scene.recognizer.velocity > 0)
        scene.recognizer.rotation = 0
        #expect(scene.recognizer.rotation == 0)
        #expect(scene.recognizer.velocity == 0)
        scene.touches.wait(0.02)
        let further = fingers(at: 60)
        scene.touches.move([(down[0], further[0]), (down[1], further[1])])
        #expect(near(scene.log.values.last!, .pi / 6))
        scene.recognizer.rotation = .pi
        scene.touches.wait(0.02)
        let back = fingers(at: 45)
        scene.touches.move([(down[0], back[0]), (down[1], back[1])])
        #expect(near(scene.log.values.last!, .pi - .pi / 12))
        scene.touches.lift(down)
    }

    @Test("behaviour 5.7: a finger lifted before began fails; touchesCancelled after began gives cancelled")
    func failureAndCancellation() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.05)
        scene.touches.lift(down[1])
        #expect(scene.recognizer.state == .failed)
        #expect(scene.lastCause.contains("before the line turned"))
        scene.touches.lift(down[0])
        scene.touches.rotate(center: center, by: .pi / 4, duration: 0.2, lift: false)
        scene.touches.cancelAll()
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .cancelled)
    }

    @Test("behaviour 5.7: ends only when all fingers lifted; the rotation holds with one finger left")
    func endsWhenAllLift() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.02)
        let turned = fingers(at: 20)
        scene.touches.move([(down[0], turned[0]), (down[1], turned[1])])
        scene.touches.lift(down[1])
        #expect(scene.recognizer.state == .began)
        scene.touches.move(down[0], to: point(10, 10))
        #expect(scene.states == [.began])
        scene.touches.lift(down[0])
        #expect(scene.states == [.began, .ended])
        #expect(near(scene.log.values.last!, 20 * .pi / 180))
    }

    @Test("behaviour 4.6/5.7: a user subclass overrides open members and uses the base convenience initializers")
    func subclassing() {
        let controller = Controller()
        let tracing = TracingRotation(target: controller, action: Controller.rotated)
        let scene = GestureScene(tracing, value: { $0.rotation })
        scene.touches.rotate(center: center, by: .pi / 6, duration: 0.2)
        #expect(controller.states.isEmpty, "30° stays below the overridden 45° threshold")
        #expect(tracing.moves > 0)
        scene.touches.rotate(center: center, by: .pi / 2, duration: 0.3)
        #expect(controller.states.first == .began)
        #expect(controller.states.last == .ended)
        #expect(scene.log.values[0] > .pi / 4)
        var handled = 0
        let closureForm = TracingRotation { _ in handled += 1 }
        #expect(closureForm.rotationThreshold == .pi / 4 && handled == 0)
    }
}
