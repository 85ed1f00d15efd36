import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The rubber-band curve of behaviour 7's implementation: `(1 - 1 / (x·0.55/d + 1))·d`.
private func rubberBand(_ x: CGFloat, dimension d: CGFloat) -> CGFloat {
    (1 - 1 / (x * 0.55 / d + 1)) * d
}

@MainActor
@Suite("UIScrollView dragging (behaviour 7)")
struct ScrollViewDraggingTests {
    @Test("behaviour 7: once the pan began the offset follows the finger (the 10 pt hysteresis is not jumped)")
    func offsetFollowsFinger() {
        let scene = ScrollScene()
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 400))
        #expect(scene.scrollView.isTracking && !scene.scrollView.isDragging)
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 380))  // 20 pt > hysteresis: the pan begins here
        #expect(scene.scrollView.isDragging)
        #expect(scene.offset == .zero)
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 300))
        #expect(scene.offset == CGPoint(x: 0, y: 80))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 170, y: 330))  // back down 30 pt; no horizontal scrolling
        #expect(scene.offset == CGPoint(x: 0, y: 50))
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        #expect(!scene.scrollView.isTracking && !scene.scrollView.isDragging && !scene.scrollView.isDecelerating)
        #expect(scene.offset == CGPoint(x: 0, y: 50))
        #expect(scene.content.calls.isEmpty)  // the drag started within the delay: the content never saw it
    }

    @Test(
        "behaviour 7: a drag and a still lift: willBeginDragging, didScroll, willEndDragging (zero velocity), didEndDragging(false)"
    )
    func delegateOrderWithoutDeceleration() {
        let scene = ScrollScene()
        let finger = scene.touches.drag(
            from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.3, lift: false)
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        #expect(
            scene.recorder.collapsed == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(scene.recorder.velocities == [.zero])
        #expect(scene.recorder.proposedTargets == [scene.offset])
        scene.touches.wait(1)
        #expect(scene.recorder.calls.last == "didEndDragging(false)")
    }

    @Test(
        "behaviour 7: a flick: willEndDragging, didEndDragging(true), willBeginDecelerating, didScroll per tick, didEndDecelerating"
    )
    func delegateOrderWithDeceleration() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 100_000))
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        #expect(scene.scrollView.isDecelerating && !scene.scrollView.isDragging && !scene.scrollView.isTracking)
        scene.touches.wait(10)
        #expect(
            scene.recorder.collapsed == [
                "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                "willBeginDecelerating", "didScroll", "didEndDecelerating",
            ])
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test(
        "behaviour 7: dragging past the top edge rubber-bands (a damped function of the drag) and springs back on the clock"
    )
    func rubberBandingAtTheTop() {
        let scene = ScrollScene()
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 100))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 120))  // began
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 320))  // 200 pt past the top
        let expected = -rubberBand(200, dimension: 480)
        #expect(abs(scene.offset.y - expected) < 0.001)
        #expect(scene.offset.y > -200 && scene.offset.y < -50)
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 420))  // 300 pt past: further, but by less
        #expect(abs(scene.offset.y + rubberBand(300, dimension: 480)) < 0.001)
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        #expect(scene.recorder.proposedTargets == [.zero])
        #expect(scene.recorder.willDecelerate == [true])
        scene.touches.wait(0.1)
        #expect(scene.offset.y < 0)
        scene.touches.wait(1)
        #expect(scene.offset == .zero)
        #expect(scene.recorder.calls.suffix(2) == ["didScroll", "didEndDecelerating"])
    }

    @Test("behaviour 7: with bounces false the offset is clamped at the edges")
    func bouncesFalseClamps() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 800))
        scene.scrollView.bounces = false
        scene.touches.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.3)
        #expect(scene.offset == .zero)
        scene.touches.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 10), duration: 0.3, lift: false)
        #expect(scene.offset.y == 320)  // 800 - 480
        scene.touches.wait(1)
        #expect(scene.offset.y == 320)
    }

    @Test("behaviour 7: alwaysBounceVertical lets a short content bounce; without it the short content does not move")
    func alwaysBounceVertical() {
        let still = ScrollScene(contentSize: CGSize(width: 320, height: 200))
        let finger = still.touches.drag(
            from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.3, lift: false)
        #expect(still.offset == .zero)
        #expect(still.recorder.calls.isEmpty)
        still.touches.lift(finger)

        let bouncing = ScrollScene(contentSize: CGSize(width: 320, height: 200))
        bouncing.scrollView.alwaysBounceVertical = true
        let other = bouncing.touches.drag(
            from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), duration: 0.3, lift: false)
        #expect(bouncing.offset.y < -50)
        #expect(bouncing.offset.x == 0)
        bouncing.touches.wait(0.1)
        bouncing.touches.lift(other)
        bouncing.touches.wait(1)
        #expect(bouncing.offset == .zero)
    }

    @Test("behaviour 7: directional lock keeps a mostly vertical drag vertical; a diagonal drag moves both axes")
    func directionalLock() {
        let scene = ScrollScene(contentSize: CGSize(width: 2000, height: 2000))
        scene.scrollView.isDirectionalLockEnabled = true
        let finger = scene.touches.drag(
            along: [CGPoint(x: 200, y: 400), CGPoint(x: 195, y: 380), CGPoint(x: 100, y: 200)],
            duration: 0.3, lift: false)
        #expect(scene.offset.x == 0)
        #expect(scene.offset.y > 150)
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        #expect(scene.recorder.velocities.first?.x == 0)

        let diagonal = ScrollScene(contentSize: CGSize(width: 2000, height: 2000))
        diagonal.scrollView.isDirectionalLockEnabled = true
        diagonal.touches.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 200), duration: 0.3)
        #expect(diagonal.offset.x > 150 && diagonal.offset.y > 150)

        let free = ScrollScene(contentSize: CGSize(width: 2000, height: 2000))
        free.touches.drag(
            along: [CGPoint(x: 200, y: 400), CGPoint(x: 195, y: 380), CGPoint(x: 100, y: 200)], duration: 0.3)
        #expect(free.offset.x > 50)  // without the lock the horizontal part scrolls too
    }

    @Test("behaviour 7: isScrollEnabled false disables the pan: nothing scrolls and the content gets the whole touch")
    func scrollDisabled() {
        let scene = ScrollScene()
        scene.scrollView.isScrollEnabled = false
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3)
        #expect(scene.offset == .zero)
        #expect(scene.recorder.calls.isEmpty)
        #expect(scene.content.methods.first == .began)
        #expect(scene.content.methods.last == .ended)
        #expect(!scene.content.methods.contains(.cancelled))
        #expect(scene.contentCallTimes.first.map { $0 >= 0.15 } == true)  // still delayed (delaysContentTouches)
    }

    @Test("behaviour 7: maximumNumberOfTouches on the pan applies: two fingers do not scroll when it is 1")
    func panConfiguration() {
        let scene = ScrollScene()
        scene.scrollView.panGestureRecognizer.maximumNumberOfTouches = 1
        scene.touches.pan(from: CGPoint(x: 160, y: 400), by: CGVector(dx: 0, dy: -200), numberOfTouches: 2)
        #expect(scene.offset == .zero)
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        #expect(scene.offset.y > 100)
    }
}

@MainActor
@Suite("UIScrollView: the lift's last movement (behaviour 7, 9 step 7)")
struct ScrollViewLiftMovementTests {
    @Test("behaviour 7: movement delivered with the lift (same display frame) is applied before the drag ends")
    func liftMovementApplied() {
        let scene = ScrollScene()
        var translationAtBegan: CGFloat?
        var offsetAtEnd: CGFloat?
        // Registered after the scroll view's own handler, so it runs once the scroll view has handled each state.
        scene.scrollView.panGestureRecognizer.addAction { r in
            let pan = r as! UIPanGestureRecognizer
            if pan.state == .began { translationAtBegan = pan.translation(in: scene.scrollView).y }
            if pan.state == .ended { offsetAtEnd = scene.offset.y }
        }
        // 120 Hz samples, 60 Hz display: the last move and the lift share a display frame.
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.25)
        // The content follows the finger from where the pan began, through the end of the 150 pt.
        let began = -(translationAtBegan ?? 0)
        #expect(began > 10)
        #expect(abs((offsetAtEnd ?? 0) - (150 - began)) < 0.01)
    }
}
