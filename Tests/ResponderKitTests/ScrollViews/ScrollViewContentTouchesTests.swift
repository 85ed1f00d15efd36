import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A scroll view whose content-touch hooks can be scripted and are recorded.
@MainActor
private final class ConfigurableScrollView: UIScrollView {
    var shouldBegin = true
    var shouldCancel: Bool?
    var shouldBeginViews: [UIView] = []
    var shouldCancelViews: [UIView] = []

    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        shouldBeginViews.append(view)
        return shouldBegin
    }

    override func touchesShouldCancel(in view: UIView) -> Bool {
        shouldCancelViews.append(view)
        return shouldCancel ?? super.touchesShouldCancel(in: view)
    }
}

@MainActor
private func configurableScene() -> (ScrollScene, ConfigurableScrollView) {
    let scrollView = ConfigurableScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    return (ScrollScene(scrollView: scrollView), scrollView)
}

@MainActor
@Suite("UIScrollView content touches (behaviour 7, 4.4, behaviour 11)")
struct ScrollViewContentTouchesTests {
    @Test(
        "behaviour 7, 11: with delaysContentTouches a still finger reaches the content only after 0.15 s on the clock")
    func stillFingerIsDelayed() {
        let scene = ScrollScene()
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        scene.touches.wait(0.1)
        #expect(scene.content.calls.isEmpty)
        scene.touches.wait(0.1)
        #expect(scene.content.methods == [.began])
        #expect(scene.contentCallTimes[0] >= 0.15)
        scene.touches.lift(finger)
        #expect(scene.content.methods == [.began, .ended])
        #expect(scene.offset == .zero)
    }

    @Test("behaviour 7: a quick tap reaches the content at the lift, began then ended, before the delay is over")
    func quickTapArrivesAtLift() {
        let scene = ScrollScene()
        scene.touches.tap(at: CGPoint(x: 100, y: 100))  // down for 0.05 s
        #expect(scene.content.methods == [.began, .ended])
        #expect(scene.contentCallTimes == [0.05, 0.05])
        scene.touches.wait(0.5)
        #expect(scene.content.methods == [.began, .ended])
    }

    @Test("behaviour 7: with delaysContentTouches false the content gets the touch at once")
    func noDelay() {
        let scene = ScrollScene()
        scene.scrollView.delaysContentTouches = false
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(scene.content.methods == [.began])
        #expect(scene.contentCallTimes == [0])
        scene.touches.lift(finger)
        #expect(scene.content.methods == [.began, .ended])
    }

    @Test("behaviour 7: a drag that starts within the delay scrolls and the content never sees the touch")
    func quickDragNeverReachesContent() {
        let scene = ScrollScene()
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), duration: 0.3)
        #expect(scene.offset.y > 250)
        #expect(scene.content.calls.isEmpty)
        scene.touches.wait(1)
        #expect(scene.content.calls.isEmpty)
    }

    @Test(
        "behaviour 7, 4.4: dragging after the content began tracking cancels the content's touch (canCancelContentTouches)"
    )
    func draggingCancelsTrackingContent() {
        let (scene, scrollView) = configurableScene()
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 400))
        scene.touches.wait(0.2)
        #expect(scene.content.methods == [.began])
        scene.touches.move(finger, to: CGPoint(x: 160, y: 395))  // under the hysteresis: the content follows
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 300))
        #expect(scene.content.methods == [.began, .moved, .cancelled])
        #expect(scrollView.shouldCancelViews == [scene.content])
        #expect(scene.scrollView.isDragging)
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 200))
        #expect(scene.offset.y == 100)
        scene.touches.lift(finger)
        #expect(scene.content.methods == [.began, .moved, .cancelled])
    }

    @Test("behaviour 7: touchesShouldCancel(in:) returning false keeps the content tracking and nothing scrolls")
    func touchesShouldCancelFalse() {
        let (scene, scrollView) = configurableScene()
        scrollView.shouldCancel = false
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 400))
        scene.touches.wait(0.2)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 300))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 200))
        scene.touches.lift(finger)
        #expect(scene.content.methods == [.began, .moved, .moved, .ended])
        #expect(scrollView.shouldCancelViews == [scene.content])
        #expect(scene.offset == .zero)
        #expect(scene.recorder.calls.isEmpty)
    }

    @Test("behaviour 7: touchesShouldCancel(in:) defaults to false for a UIControl and true for other views")
    func touchesShouldCancelDefault() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!scrollView.touchesShouldCancel(in: UIControl(frame: .zero)))
        #expect(scrollView.touchesShouldCancel(in: UIView(frame: .zero)))
    }

    @Test(
        "behaviour 7: with canCancelContentTouches false a tracking content keeps the touch, touchesShouldCancel is never asked"
    )
    func cannotCancelContentTouches() {
        let (scene, scrollView) = configurableScene()
        scrollView.canCancelContentTouches = false
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 400))
        scene.touches.wait(0.2)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 300))
        scene.touches.lift(finger)
        #expect(scene.content.methods == [.began, .moved, .ended])
        #expect(scene.offset == .zero)
        #expect(scrollView.shouldCancelViews.isEmpty)

        // A drag that starts before the content tracks still scrolls.
        scene.touches.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), duration: 0.2)
        #expect(scene.offset.y > 100)
        #expect(scene.content.methods == [.began, .moved, .ended])
    }

    @Test(
        "behaviour 7: touchesShouldBegin(_:with:in:) false keeps the touches from the content; the scroll view still scrolls"
    )
    func touchesShouldBeginFalse() {
        let (scene, scrollView) = configurableScene()
        scrollView.shouldBegin = false
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scrollView.shouldBeginViews == [scene.content])
        let finger = scene.touches.touchDown(at: CGPoint(x: 160, y: 400))
        scene.touches.wait(0.3)
        #expect(scrollView.shouldBeginViews == [scene.content, scene.content])
        scene.touches.move(finger, to: CGPoint(x: 160, y: 300))
        scene.touches.wait(0.02)
        scene.touches.move(finger, to: CGPoint(x: 160, y: 200))
        scene.touches.wait(0.1)  // a still lift: no deceleration (a moving scroll view would swallow the next tap)
        scene.touches.lift(finger)
        #expect(scene.content.calls.isEmpty)
        #expect(scene.offset.y == 100)

        scrollView.delaysContentTouches = false
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scrollView.shouldBeginViews.count == 3)
        #expect(scene.content.calls.isEmpty)
    }

    @Test("behaviour 7: touchesShouldBegin is asked at once without delaysContentTouches, after the delay with it")
    func touchesShouldBeginTiming() {
        let (scene, scrollView) = configurableScene()
        scrollView.delaysContentTouches = false
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(scrollView.shouldBeginViews == [scene.content])
        scene.touches.lift(finger)
        scrollView.delaysContentTouches = true
        let other = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(scrollView.shouldBeginViews.count == 1)
        scene.touches.wait(0.15)
        #expect(scrollView.shouldBeginViews.count == 2)
        scene.touches.lift(other)
    }

    @Test("behaviour 7: the dispatch log explains the held touch and the delay's failure")
    func explanationLog() {
        let scene = ScrollScene()
        let log = DispatchLog()
        scene.app.dispatchLog = log
        scene.touches.longPress(at: CGPoint(x: 100, y: 100), duration: 0.3)
        #expect(log.gestureStateCauses.contains(.explained("the content-touch delay of 0.15 s passed without a drag")))
        #expect(scene.content.methods == [.began, .ended])
    }
}
