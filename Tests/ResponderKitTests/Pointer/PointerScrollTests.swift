import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Scroll events (behaviour 12.3).
@MainActor
@Suite("Scroll events (behaviour 12.3)")
struct PointerScrollTests {
    @Test(
        "behaviour 12.3 (Apple: UIPanGestureRecognizer.allowedScrollTypesMask): the default [] receives no scroll events"
    )
    func defaultMaskReceivesNothing() {
        let scene = TestScene()
        let pan = UIPanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        pan.addAction { states.append($0.state) }
        scene.rootView.addGestureRecognizer(pan)
        #expect(pan.allowedScrollTypesMask == [])
        scene.pointer.scroll(by: CGVector(dx: 0, dy: -100), at: CGPoint(x: 100, y: 100))
        scene.pointer.scrollWheel(detents: 3)
        #expect(states.isEmpty)
        #expect(scene.application.pointerStatistics.unclaimedScrollSteps == 27)  // 24 trackpad steps, 3 wheel detents
    }

    @Test(
        "behaviour 12.3 (Apple: UIScrollTypeMask): .continuous takes a trackpad scroll with translation and velocity, not a wheel"
    )
    func continuousMask() {
        let scene = TestScene()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .continuous
        var log: [String] = []
        var velocities: [CGPoint] = []
        pan.addAction { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            log.append("\(pan.state) \(pan.translation(in: nil).y)")
            velocities.append(pan.velocity(in: nil))
        }
        scene.rootView.addGestureRecognizer(pan)
        scene.pointer.scroll(by: CGVector(dx: 0, dy: -120), at: CGPoint(x: 100, y: 100), duration: 0.2)
        #expect(log.first == "began -5.0")
        #expect(log.last == "ended -120.0")
        #expect(log.count == 25)  // began, 23 changed, ended
        // About 600 pt/s upward while the fingers move (the estimator of behaviour 11 weighs recent samples).
        #expect(abs(velocities[velocities.count / 2].y + 600) < 60)
        log.removeAll()
        scene.pointer.scrollWheel(detents: 2)
        #expect(log.isEmpty)
    }

    @Test("behaviour 12.3 (Apple: UIScrollTypeMask.discrete): each wheel detent is a pan that begins and ends at once")
    func discreteMask() {
        let scene = TestScene()
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .discrete
        var log: [String] = []
        pan.addAction { log.append("\($0.state) \(($0 as! UIPanGestureRecognizer).translation(in: nil).y)") }
        scene.rootView.addGestureRecognizer(pan)
        scene.pointer.scrollWheel(detents: 2, at: CGPoint(x: 100, y: 100))
        #expect(log == ["began 10.0", "ended 10.0", "began 10.0", "ended 10.0"])
    }

    @Test("behaviour 12.3: a scroll view scrolls from a trackpad and decelerates after the fingers lift")
    func scrollViewFromTrackpad() {
        let scene = ScrollScene()
        scene.app.dispatchLog = DispatchLog()
        scene.scene.pointer.scroll(by: CGVector(dx: 0, dy: -300), at: CGPoint(x: 160, y: 240), duration: 0.2)
        #expect(scene.recorder.calls.first == "willBeginDragging")
        #expect(scene.offset.y == 300)
        #expect(scene.scrollView.isDecelerating)
        scene.scene.pointer.wait(10)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.offset.y > 300)
        #expect(scene.recorder.calls.contains("didEndDecelerating"))
        // The explanation names the device and the event type.
        #expect(scene.app.dispatchLog!.lines.contains { $0.hasPrefix("trackpad scroll event: continuous scroll") })
    }

    @Test("behaviour 12.3: a scroll view scrolls from a mouse wheel, detent by detent, without deceleration")
    func scrollViewFromWheel() {
        let scene = ScrollScene()
        scene.scene.pointer.scrollWheel(detents: -3, at: CGPoint(x: 160, y: 240))
        #expect(scene.offset.y == 30)
        #expect(!scene.scrollView.isDecelerating)
        #expect(!scene.scrollView.isDragging)
    }

    @Test(
        "behaviour 12.3: nested scroll views: the inner one scrolls first when it can scroll that way, else the outer")
    func nestedScrollViewsInnerFirst() {
        let scene = ScrollScene()
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        inner.contentSize = CGSize(width: 1000, height: 200)  // horizontal only
        scene.content.addSubview(inner)
        scene.scene.pointer.scroll(by: CGVector(dx: -100, dy: 0), at: CGPoint(x: 160, y: 100), duration: 0.1)
        #expect(inner.contentOffset.x == 100)
        #expect(scene.offset == .zero)
        scene.scene.pointer.wait(10)
        let innerOffset = inner.contentOffset
        scene.scene.pointer.scroll(by: CGVector(dx: 0, dy: -100), at: CGPoint(x: 160, y: 100), duration: 0.1)
        #expect(inner.contentOffset == innerOffset)
        #expect(scene.offset.y == 100)
    }

    final class RefusingDelegate: UIGestureRecognizerDelegate {
        var asked = 0
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            asked += 1
            return false
        }
    }

    @Test(
        "behaviour 12.3 (behaviour 4.5): scroll pans go through the arena: an inner pan whose delegate refuses to begin fails, and the outer one takes the scroll"
    )
    func arenaDecidesScrollPans() {
        let scene = TestScene()
        let inner = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)))
        let innerPan = UIPanGestureRecognizer()
        innerPan.allowedScrollTypesMask = .all
        let refusing = RefusingDelegate()
        innerPan.delegate = refusing
        var log: [String] = []
        innerPan.addAction { log.append("inner \($0.state)") }
        inner.addGestureRecognizer(innerPan)
        let outerPan = UIPanGestureRecognizer()
        outerPan.allowedScrollTypesMask = .all
        outerPan.addAction { log.append("outer \($0.state)") }
        scene.rootView.addGestureRecognizer(outerPan)
        scene.application.dispatchLog = DispatchLog()
        scene.pointer.scrollWheel(detents: 1, at: CGPoint(x: 50, y: 50))
        #expect(refusing.asked == 1)
        #expect(log == ["outer began", "outer ended"])
        let lines = scene.application.dispatchLog!.lines
        #expect(lines.contains { $0.hasPrefix("mouse scroll event: discrete scroll") })
        #expect(lines.contains { $0.contains("possible -> failed") || $0.contains("failed") })
        // Both reset: another detent is decided again.
        scene.pointer.scrollWheel(detents: 1)
        #expect(refusing.asked == 2)
    }

    @Test("behaviour 12.3: momentum steps from the device are not delivered, only counted")
    func momentumStepsAreCounted() {
        let scene = ScrollScene()
        scene.app.enqueue(
            .scroll(
                ScrollInput(
                    timestamp: 0, device: .trackpad, location: CGPoint(x: 100, y: 100),
                    kind: .continuous, phase: .changed, delta: CGVector(dx: 0, dy: -10),
                    isMomentum: true)))
        scene.app.runUntilIdle()
        #expect(scene.offset == .zero)
        #expect(scene.app.pointerStatistics.ignoredMomentumSteps == 1)
    }
}

/// Transform events (behaviour 12.4).
@MainActor
@Suite("Transform events (behaviour 12.4)")
struct PointerTransformTests {
    @Test(
        "behaviour 12.4 (Apple: UIApplicationSupportsIndirectInputEvents): with indirect input a trackpad pinch drives UIPinchGestureRecognizer by a transform event"
    )
    func indirectPinch() {
        let scene = TestScene()
        scene.application.supportsIndirectInputEvents = true
        let pinch = UIPinchGestureRecognizer()
        var log: [UIGestureRecognizer.State] = []
        pinch.addAction { log.append($0.state) }
        scene.rootView.addGestureRecognizer(pinch)
        scene.pointer.pinch(to: 2, at: CGPoint(x: 160, y: 240))
        #expect(log.first == .began)
        #expect(log.last == .ended)
        #expect(abs(pinch.scale - 2) < 1e-9 || log.last == .ended)
        #expect(scene.rootView.calls.isEmpty)  // no touches reached the view
    }

    @Test(
        "behaviour 12.4 (Apple: UIEvent.EventType.transform): with indirect input a trackpad rotation drives UIRotationGestureRecognizer"
    )
    func indirectRotation() {
        let scene = TestScene()
        scene.application.supportsIndirectInputEvents = true
        let rotation = UIRotationGestureRecognizer()
        var values: [CGFloat] = []
        rotation.addAction { values.append(($0 as! UIRotationGestureRecognizer).rotation) }
        scene.rootView.addGestureRecognizer(rotation)
        scene.pointer.rotate(by: .pi / 2, at: CGPoint(x: 160, y: 240))
        #expect(rotation.state == .possible)  // reset after it ended
        #expect(abs((values.last ?? 0) - .pi / 2) < 1e-9)
        #expect(values.count > 2)
    }

    @Test(
        "behaviour 12.4 (Apple: UIApplicationSupportsIndirectInputEvents): without the key a pinch is two simulated .direct touches a fixed distance apart"
    )
    func compatibilityPinchIsTwoTouches() {
        let scene = TestScene()
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        scene.rootView.addGestureRecognizer(pinch)
        var distances: [CGFloat] = []
        scene.rootView.onCall = { method, _, event in
            guard method == .began, let touches = event?.allTouches, touches.count == 2 else { return }
            let points = touches.map { $0.location(in: nil) }
            distances.append(hypot(points[0].x - points[1].x, points[0].y - points[1].y))
            #expect(touches.allSatisfy { $0.type == .direct })
        }
        scene.pointer.pinch(to: 2, at: CGPoint(x: 160, y: 240))
        #expect(distances == [PointerGestureConstants.simulatedTouchDistance])
        // Touches like any others: the scale is measured from where the pinch began, 100 + 8 pt (behaviour 5.6).
        #expect(abs((scales.last ?? 0) - 200.0 / 108) < 0.01)
    }
}
