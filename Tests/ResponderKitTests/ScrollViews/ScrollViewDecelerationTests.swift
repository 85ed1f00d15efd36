import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A scene with a long content for flicks.
@MainActor
private func longScene(height: CGFloat = 100_000, rate: UIScrollView.DecelerationRate = .normal) -> ScrollScene {
    let scene = ScrollScene(contentSize: CGSize(width: 320, height: height))
    scene.scrollView.decelerationRate = rate
    return scene
}

@MainActor
@Suite("UIScrollView deceleration and paging (behaviour 7, behaviour 11)")
struct ScrollViewDecelerationTests {
    @Test(
        "behaviour 7, 11: a flick decelerates on the application's clock and rests at the target with scrollViewDidEndDecelerating"
    )
    func decelerationRestsAtTarget() {
        let scene = longScene()
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)  // 1500 pt/s
        let velocity = scene.recorder.velocities[0]
        let target = scene.recorder.proposedTargets[0]
        let lift = scene.offset
        // UIKit's unit: points per millisecond, positive while the offset grows (finger moving up).
        #expect(velocity.x == 0)
        #expect(velocity.y > 1.2 && velocity.y < 1.8)
        // The projection of a 0.998 deceleration: v·r/(1 − r) = 499·v.
        #expect(abs(target.y - (lift.y + velocity.y * 499)) < 0.01)
        scene.touches.wait(0.5)
        #expect(scene.scrollView.isDecelerating)
        #expect(scene.offset.y > lift.y + 100 && scene.offset.y < target.y)
        scene.touches.wait(6)
        #expect(!scene.scrollView.isDecelerating)
        #expect(scene.offset == target)
        #expect(scene.recorder.count("didEndDecelerating") == 1)
    }

    @Test("behaviour 7: .fast (0.99/ms) stops much sooner than .normal (0.998/ms) for the same flick")
    func fastVersusNormal() {
        var distances: [CGFloat] = []
        var durations: [TimeInterval] = []
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            let scene = longScene(rate: rate)
            scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
            let lift = scene.offset.y
            let start = scene.app.clock.now
            var end = start
            while scene.scrollView.isDecelerating && end - start < 10 {
                scene.touches.wait(1.0 / 60)
                end = scene.app.clock.now
            }
            distances.append(scene.offset.y - lift)
            durations.append(end - start)
        }
        #expect(distances[1] > 0)
        #expect(abs(distances[0] / distances[1] - 499.0 / 99.0) < 0.1)  // the projections' ratio
        #expect(durations[1] < durations[0] / 3)
    }

    @Test("behaviour 7: a targetContentOffset set by the delegate is where the deceleration ends")
    func delegateTargetHonoured() {
        let scene = longScene()
        scene.recorder.replacementTarget = CGPoint(x: 0, y: 300)
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        #expect(scene.recorder.willDecelerate == [true])
        scene.touches.wait(0.3)
        #expect(scene.offset.y < 300)
        scene.touches.wait(6)
        #expect(scene.offset == CGPoint(x: 0, y: 300))
        #expect(scene.recorder.calls.last == "didEndDecelerating")
    }

    @Test(
        "behaviour 7: a target beyond the content is clamped; a delegate target equal to the lift offset ends without deceleration"
    )
    func delegateTargetClampedOrStill() {
        let scene = longScene(height: 2000)
        scene.recorder.replacementTarget = CGPoint(x: 0, y: 5000)
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        scene.touches.wait(8)
        #expect(scene.offset.y == 1520)  // 2000 − 480

        let still = longScene()
        let finger = still.touches.drag(
            from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1, lift: false)
        still.recorder.replacementTarget = still.offset
        still.touches.lift(finger)
        #expect(still.recorder.willDecelerate == [false])
        #expect(!still.scrollView.isDecelerating)
    }

    @Test("behaviour 7: a flick toward the end decelerates past it, bounces and comes back to the edge")
    func flickBouncesAtTheEnd() {
        let scene = longScene(height: 1200)  // max offset 720
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        scene.recorder.calls.removeAll()
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        #expect(scene.recorder.proposedTargets.last == CGPoint(x: 0, y: 720))
        var furthest: CGFloat = 0
        for _ in 0..<120 {
            scene.touches.wait(1.0 / 60)
            furthest = max(furthest, scene.offset.y)
        }
        #expect(furthest > 730)
        scene.touches.wait(3)
        #expect(scene.offset.y == 720)
        #expect(scene.recorder.count("didEndDecelerating") == 1)
    }

    @Test("behaviour 7: with bounces false a flick stops dead at the edge")
    func flickStopsAtEdgeWithoutBounces() {
        let scene = longScene(height: 1200)
        scene.scrollView.bounces = false
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 600)
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.1)
        var furthest: CGFloat = 0
        for _ in 0..<120 {
            scene.touches.wait(1.0 / 60)
            furthest = max(furthest, scene.offset.y)
        }
        #expect(furthest == 720)
        #expect(!scene.scrollView.isDecelerating)
    }

    @Test(
        "behaviour 7: a touch-down stops a decelerating scroll view without DidEndDecelerating; the content does not get that touch"
    )
    func touchCatchesDeceleration() {
        let scene = longScene()
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 250), duration: 0.1)
        scene.touches.wait(0.3)
        let caught = scene.offset
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 240))
        #expect(!scene.scrollView.isDecelerating)
        scene.touches.wait(0.5)
        #expect(scene.offset == caught)
        scene.touches.lift(finger)
        scene.touches.wait(1)
        #expect(scene.offset == caught)
        #expect(scene.recorder.count("didEndDecelerating") == 0)
        #expect(scene.content.calls.isEmpty)
    }

    @Test(
        "behaviour 7: paging settles on a page chosen by the velocity: a flick moves one page, a slow drag the nearest")
    func pagingLandsOnPages() {
        func pagingScene() -> ScrollScene {
            let scene = ScrollScene(contentSize: CGSize(width: 320 * 5, height: 480))
            scene.scrollView.isPagingEnabled = true
            return scene
        }
        // A short fast flick to the left: next page.
        let flick = pagingScene()
        flick.touches.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 170, y: 200), duration: 0.08)
        #expect(flick.recorder.proposedTargets == [CGPoint(x: 320, y: 0)])
        #expect(flick.scrollView.isDecelerating)
        flick.touches.wait(2)
        #expect(flick.offset == CGPoint(x: 320, y: 0))
        #expect(flick.recorder.calls.last == "didEndDecelerating")

        // A slow drag of less than half a page, then a still lift: back to page 0.
        let back = pagingScene()
        let finger = back.touches.drag(
            from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.4, lift: false)
        back.touches.wait(0.1)
        back.touches.lift(finger)
        #expect(back.recorder.proposedTargets == [.zero])
        back.touches.wait(2)
        #expect(back.offset == .zero)

        // A slow drag of more than half a page: the nearest page is the next one.
        let over = pagingScene()
        let other = over.touches.drag(
            from: CGPoint(x: 300, y: 200), to: CGPoint(x: 80, y: 200), duration: 0.5, lift: false)
        over.touches.wait(0.1)
        over.touches.lift(other)
        over.touches.wait(2)
        #expect(over.offset == CGPoint(x: 320, y: 0))

        // A flick back to the right from page 1: page 0.
        flick.touches.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 180, y: 200), duration: 0.08)
        flick.touches.wait(2)
        #expect(flick.offset == .zero)
    }
}
