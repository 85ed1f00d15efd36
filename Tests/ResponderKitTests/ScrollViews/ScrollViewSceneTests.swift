import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A 320×480 test scene whose window holds a scroll view (by default the whole window, covering the
/// scene's root view) with a recording content view as large as the content, and a delegate that
/// records its calls.
@MainActor
final class ScrollScene {
    let scene = TestScene(size: CGSize(width: 320, height: 480))
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    let scrollView: UIScrollView
    let content: RecordingView
    var touches: TouchSimulator { scene.touches }
    let recorder = ScrollRecorder()
    /// The application's clock at each content callback, in order.
    var contentCallTimes: [TimeInterval] = []

    init(
        scrollView: UIScrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)),
        contentSize: CGSize = CGSize(width: 320, height: 2000)
    ) {
        self.scrollView = scrollView
        content = RecordingView(frame: CGRect(origin: .zero, size: contentSize))
        scrollView.addSubview(content)
        scrollView.contentSize = contentSize
        scrollView.delegate = recorder
        scene.window.addSubview(scrollView)
        content.onCall = { [unowned self] _, _, _ in self.contentCallTimes.append(self.app.clock.now) }
    }

    var offset: CGPoint { scrollView.contentOffset }
}

/// Records the delegate calls of a scroll view by name, and can change the target of a lift.
@MainActor
final class ScrollRecorder: UIScrollViewDelegate {
    var calls: [String] = []
    var velocities: [CGPoint] = []
    var proposedTargets: [CGPoint] = []
    var willDecelerate: [Bool] = []
    var zoomEndScales: [CGFloat] = []
    /// When set, replaces the target offset in `scrollViewWillEndDragging`.
    var replacementTarget: CGPoint?
    /// The view returned from `viewForZooming(in:)`.
    var zoomView: UIView?
    var allowsScrollToTop = true

    /// The calls with runs of the same call collapsed to one ("didScroll" × 12 → "didScroll").
    var collapsed: [String] {
        calls.reduce(into: []) { result, call in if result.last != call { result.append(call) } }
    }

    func count(_ name: String) -> Int { calls.filter { $0 == name }.count }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { calls.append("didScroll") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        velocities.append(velocity)
        proposedTargets.append(targetContentOffset.pointee)
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
        willDecelerate.append(decelerate)
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        calls.append("didEndZooming")
        zoomEndScales.append(scale)
    }
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        calls.append("shouldScrollToTop")
        return allowsScrollToTop
    }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
}

@MainActor
@Suite("UIScrollView basics (behaviour 7)")
struct ScrollViewSceneTests {
    @Test("behaviour 7: defaults are UIKit's: delays and cancels content touches, bounces, clips, normal rate, zoom 1")
    func defaults() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scrollView.delaysContentTouches)
        #expect(scrollView.canCancelContentTouches)
        #expect(scrollView.clipsToBounds)
        #expect(scrollView.bounces)
        #expect(!scrollView.alwaysBounceVertical && !scrollView.alwaysBounceHorizontal)
        #expect(scrollView.isScrollEnabled && !scrollView.isPagingEnabled && !scrollView.isDirectionalLockEnabled)
        #expect(scrollView.decelerationRate == .normal)
        #expect(scrollView.zoomScale == 1 && scrollView.minimumZoomScale == 1 && scrollView.maximumZoomScale == 1)
        #expect(scrollView.bouncesZoom && scrollView.scrollsToTop)
        #expect(
            scrollView.contentOffset == .zero && scrollView.contentSize == .zero && scrollView.contentInset == .zero)
        #expect(!scrollView.isTracking && !scrollView.isDragging && !scrollView.isDecelerating)
        #expect(scrollView.contentTouchDelay == 0.15)
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
    }

    @Test(
        "behaviour 7: the pan is always present on the scroll view, configurable, next to the content-delay recognizer")
    func panGestureRecognizerIsAttached() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let pan = scrollView.panGestureRecognizer
        #expect(pan.view === scrollView)
        #expect(pan.delegate != nil)
        #expect(scrollView.gestureRecognizers?.count == 2)
        let delay = scrollView.gestureRecognizers?.first
        #expect(delay?.delaysTouchesBegan == true)
        #expect(scrollView.gestureRecognizers?.last === pan)
        pan.maximumNumberOfTouches = 1
        #expect(scrollView.panGestureRecognizer.maximumNumberOfTouches == 1)
        scrollView.isScrollEnabled = false
        #expect(!pan.isEnabled)
    }

    @Test("behaviour 7: decelerationRate values are UIKit's 0.998 (normal) and 0.99 (fast) per millisecond")
    func decelerationRates() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
        #expect(UIScrollView.DecelerationRate(rawValue: 0.99) == .fast)
    }

    @Test("behaviour 7: contentOffset is the bounds origin; setting it calls scrollViewDidScroll and moves hit-testing")
    func contentOffsetIsBoundsOrigin() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scene.scrollView.bounds.origin == CGPoint(x: 0, y: 100))
        #expect(scene.recorder.calls == ["didScroll"])
        scene.scrollView.bounds.origin = CGPoint(x: 0, y: 150)
        #expect(scene.offset == CGPoint(x: 0, y: 150))
        #expect(scene.recorder.calls == ["didScroll", "didScroll"])
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(scene.recorder.count("didScroll") == 2)  // no change, no call
        let hit = scene.window.hitTest(CGPoint(x: 10, y: 50), with: nil)
        #expect(hit === scene.content)
        #expect(scene.content.convert(CGPoint(x: 10, y: 50), from: scene.window) == CGPoint(x: 10, y: 200))
    }

    @Test("behaviour 7: contentInset extends the scrollable range; adjustedContentInset equals it")
    func contentInsetRange() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 1000))
        scene.scrollView.contentInset = UIEdgeInsets(top: 50, left: 0, bottom: 30, right: 0)
        #expect(scene.scrollView.adjustedContentInset == scene.scrollView.contentInset)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 10), animated: false)
        #expect(scene.offset.y == 520)
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 1020, width: 10, height: 10), animated: false)
        #expect(scene.offset.y == 550)  // 1000 + 30 − 480: into the bottom inset, no further
        scene.scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scene.offset.y == 0)
        #expect(scene.scrollView.scrollToTopForStatusBarTap())
        scene.touches.wait(0.5)
        #expect(scene.offset.y == -50)
    }

    @Test(
        "behaviour 7: setContentOffset animated runs on the application's clock and ends with scrollViewDidEndScrollingAnimation"
    )
    func animatedSetContentOffset() {
        let scene = ScrollScene()
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scene.offset == .zero)
        scene.touches.wait(0.15)
        #expect(scene.offset.y > 0 && scene.offset.y < 300)
        scene.touches.wait(0.2)
        #expect(scene.offset.y == 300)
        #expect(scene.recorder.collapsed == ["didScroll", "didEndScrollingAnimation"])
        scene.scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(scene.offset.y == 10)
        #expect(scene.recorder.calls.last == "didScroll")
    }

    @Test("behaviour 7: a status-bar tap asks scrollViewShouldScrollToTop (default true) before scrolling to the top")
    func scrollToTop() {
        let scene = ScrollScene()
        scene.scrollView.contentOffset = CGPoint(x: 0, y: 400)
        scene.recorder.allowsScrollToTop = false
        #expect(!scene.scrollView.scrollToTopForStatusBarTap())
        #expect(scene.offset.y == 400)
        scene.recorder.allowsScrollToTop = true
        scene.recorder.calls.removeAll()
        #expect(scene.scrollView.scrollToTopForStatusBarTap())
        scene.touches.wait(0.5)
        #expect(scene.offset.y == 0)
        #expect(scene.recorder.collapsed == ["shouldScrollToTop", "didScroll", "didScrollToTop"])
        scene.scrollView.scrollsToTop = false
        #expect(!scene.scrollView.scrollToTopForStatusBarTap())
    }
}
