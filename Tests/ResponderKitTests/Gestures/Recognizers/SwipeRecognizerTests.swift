import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

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
        let scene = RecognizerScene(UISwipeGestureRecognizer())
        var location = CGPoint.zero
        scene.log.onAction = { location = $0.location(in: scene.view) }
        scene.touches.drag(from: point(60, 240), to: point(260, 240), duration: 0.15)
        #expect(scene.states == [.ended])
        #expect(scene.committed == [.ended])
        #expect(location == point(60, 240))
        #expect(scene.illegalTransitions == 0)
    }

    @Test(
        "behaviour 5.5: a swipe in each direction is recognized when allowed and fails otherwise",
        arguments: SwipeWay.allCases)
    func eachDirection(way: SwipeWay) {
        let allowed = RecognizerScene(UISwipeGestureRecognizer())
        allowed.recognizer.direction = way.direction
        allowed.touches.drag(from: center, to: way.end, duration: 0.15)
        #expect(allowed.states == [.ended])

        let other = RecognizerScene(UISwipeGestureRecognizer())
        other.recognizer.direction = UISwipeGestureRecognizer.Direction([.right, .left, .up, .down]).subtracting(
            way.direction)
        other.touches.drag(from: center, to: way.end, duration: 0.15)
        #expect(other.states.isEmpty)
        #expect(other.committed == [.failed])
        let others = ["right", "left", "up", "down"].filter { $0 != way.rawValue }.joined(separator: ", ")
        #expect(
            other.lastStateCause
                == .explained(
                    "108.5 pt \(way.rawValue) at 1001.5385 pt/s: direction \(way.rawValue) not in [\(others)]"))
    }

    @Test("behaviour 5.5: several directions in the option set all count; others still fail")
    func multipleDirections() {
        let scene = RecognizerScene(UISwipeGestureRecognizer())
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
        let scene = RecognizerScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 240), to: point(160, 240), duration: 1.0)
        #expect(scene.states.isEmpty)
        #expect(scene.committed == [.failed])
        #expect(scene.lastStateCause == .explained("too slow: not a swipe within maximumDuration 0.5 s"))
        #expect(near(scene.transitions[0].time, 0.5, 1e-9))
    }

    @Test("behaviour 5.5: slow swipes need little distance; fast ones need more (70 pt: slow passes, a flick fails)")
    func distanceGrowsWithSpeed() {
        let scene = RecognizerScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 240), to: point(170, 240), duration: 0.4)
        #expect(scene.states == [.ended])
        scene.touches.drag(from: point(100, 240), to: point(170, 240), duration: 0.05)
        #expect(scene.states == [.ended])
        #expect(scene.committed == [.ended, .failed])
        #expect(scene.lastStateCause == .explained("a finger lifted before the stroke was long enough"))
    }

    @Test("behaviour 5.5: slow swipes need precision; fast ones tolerate a 30° stroke")
    func precisionGrowsWithSpeed() {
        let scene = RecognizerScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 200), to: point(200, 258), duration: 0.45)
        #expect(scene.states.isEmpty)
        #expect(
            scene.lastStateCause == .explained("65 pt right at 257.2857 pt/s: 29.9816° off axis > tolerance 23.8593°"))
        scene.touches.drag(from: point(20, 100), to: point(270, 244), duration: 0.1)
        #expect(scene.states == [.ended])
    }

    @Test(
        "behaviour 5.5: numberOfTouchesRequired 2 — a two-finger swipe is recognized at its starting centroid; 1 or 3 fingers fail"
    )
    func fingerCount() {
        let swipe = UISwipeGestureRecognizer()
        swipe.numberOfTouchesRequired = 2
        swipe.direction = .up
        let scene = RecognizerScene(swipe)
        var location = CGPoint.zero
        scene.log.onAction = { location = $0.location(in: nil) }
        scene.touches.pan(from: center, by: CGVector(dx: 0, dy: -150), numberOfTouches: 2, duration: 0.15)
        #expect(scene.states == [.ended])
        #expect(location == center)
        scene.touches.drag(from: center, to: SwipeWay.up.end, duration: 0.15)
        #expect(scene.lastStateCause == .explained("a finger lifted before the stroke was long enough"))
        scene.touches.pan(from: center, by: CGVector(dx: 0, dy: -150), numberOfTouches: 3, duration: 0.15)
        #expect(scene.lastStateCause == .explained("3 fingers > numberOfTouchesRequired 2"))
        #expect(scene.states == [.ended])
    }

    @Test("behaviour 5.5: lifting before the stroke is long enough, or touchesCancelled, fails")
    func liftedOrCancelledFails() {
        let scene = RecognizerScene(UISwipeGestureRecognizer())
        scene.touches.drag(from: point(100, 240), to: point(130, 240), duration: 0.1)
        let finger = scene.touches.touchDown(at: point(100, 240))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: point(120, 240))
        scene.touches.cancelAll()
        #expect(scene.states.isEmpty)
        #expect(scene.committed == [.failed, .failed])
        #expect(scene.lastStateCause == .explained("touches cancelled"))
    }
}
