import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A scroll view zooming its 320×480 content between 0.5 and 3.
@MainActor
private func zoomScene() -> ScrollScene {
    let scene = ScrollScene(contentSize: CGSize(width: 320, height: 480))
    scene.scrollView.minimumZoomScale = 0.5
    scene.scrollView.maximumZoomScale = 3
    scene.recorder.zoomView = scene.content
    return scene
}

@MainActor
@Suite("UIScrollView zooming (behaviour 7)")
struct ScrollViewZoomingTests {
    @Test(
        "behaviour 7: pinchGestureRecognizer is nil until min and max zoom differ and the delegate returns a view to zoom"
    )
    func pinchRecognizerExistsOnlyWithZoomSetUp() {
        let scene = ScrollScene(contentSize: CGSize(width: 320, height: 480))
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        scene.scrollView.maximumZoomScale = 3
        #expect(scene.scrollView.pinchGestureRecognizer == nil)  // the delegate returns no view
        scene.recorder.zoomView = scene.content
        let pinch = scene.scrollView.pinchGestureRecognizer
        #expect(pinch != nil)
        #expect(pinch?.view === scene.scrollView)
        #expect(scene.scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        scene.scrollView.maximumZoomScale = 1
        #expect(scene.scrollView.pinchGestureRecognizer == nil)
        #expect(scene.scrollView.gestureRecognizers?.count == 2)
    }

    @Test("behaviour 7: a pinch zooms the content about the fingers, within the limits, with the zoom delegate calls")
    func pinchZooms() {
        let scene = zoomScene()
        // Two fingers on a horizontal line through (160, 240), 100 pt apart, spreading to 200 pt.
        let fingers = scene.touches.perform(fingers: 2, duration: 0.4, lift: false) { finger, progress in
            CGPoint(x: 160 + (finger == 0 ? -1 : 1) * (50 + 50 * progress), y: 240)
        }
        #expect(scene.scrollView.isZooming)
        // The pinch's scale is measured from 108 pt, where it began (behaviour 5.6): 200 / 108.
        let zoom: CGFloat = 200.0 / 108
        #expect(abs(scene.scrollView.zoomScale - zoom) < 0.001)
        #expect(abs(scene.scrollView.contentSize.width - 320 * zoom) < 0.01)
        #expect(abs(scene.scrollView.contentSize.height - 480 * zoom) < 0.01)
        // The content point under the fingers (160, 240) stays under them.
        #expect(abs(scene.offset.x - 160 * (zoom - 1)) < 0.01 && abs(scene.offset.y - 240 * (zoom - 1)) < 0.01)
        scene.touches.lift(fingers)
        #expect(!scene.scrollView.isZooming)
        #expect(scene.recorder.calls.first == "willBeginZooming")
        #expect(scene.recorder.calls.last == "didEndZooming")
        #expect(scene.recorder.count("didZoom") > 5)
        #expect(scene.recorder.zoomEndScales.count == 1)
        #expect(abs(scene.recorder.zoomEndScales[0] - zoom) < 0.001)
        #expect(scene.content.calls.isEmpty)  // no tracking calls reach the content during a pinch
    }

    @Test("behaviour 7: pinching past maximumZoomScale is damped, then springs back to the limit on the clock")
    func pinchPastMaximumBounces() {
        let scene = zoomScene()
        scene.touches.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 400, duration: 0.4)
        let overshoot = scene.scrollView.zoomScale
        #expect(overshoot > 3 && overshoot < 4)  // 3·(2 − 3 / (400 / 108)) ≈ 3.57, UIKit's rubber band
        #expect(scene.scrollView.isZoomBouncing)
        #expect(scene.recorder.count("didEndZooming") == 0)
        scene.touches.wait(1)
        #expect(scene.scrollView.zoomScale == 3)
        #expect(!scene.scrollView.isZoomBouncing)
        #expect(scene.recorder.zoomEndScales == [3])
    }

    @Test("behaviour 7: with bouncesZoom false a pinch stops at the limit")
    func pinchClampedWithoutBouncesZoom() {
        let scene = zoomScene()
        scene.scrollView.bouncesZoom = false
        scene.touches.pinch(center: CGPoint(x: 160, y: 240), from: 200, to: 40, duration: 0.4)
        #expect(scene.scrollView.zoomScale == 0.5)
        #expect(!scene.scrollView.isZoomBouncing)
        #expect(scene.recorder.zoomEndScales == [0.5])
    }

    @Test(
        "behaviour 7: setZoomScale clamps to the limits; animated it runs on the clock (3 → 1 in 0.4 s) with willBegin and didEnd zooming"
    )
    func setZoomScale() {
        let scene = zoomScene()
        scene.scrollView.zoomScale = 5
        #expect(scene.scrollView.zoomScale == 3)
        #expect(scene.recorder.count("didZoom") == 1)
        #expect(scene.recorder.count("willBeginZooming") == 0)
        scene.scrollView.setZoomScale(1, animated: true)
        #expect(scene.scrollView.zoomScale == 3)
        scene.touches.wait(0.15)
        #expect(scene.scrollView.zoomScale > 1 && scene.scrollView.zoomScale < 3)
        // UIKit's zoom animation: min(0.1 + 0.3 · ln 3, 0.4) = 0.4 s.
        scene.touches.wait(0.2)
        #expect(scene.scrollView.zoomScale > 1)
        scene.touches.wait(0.1)
        #expect(scene.scrollView.zoomScale == 1)
        #expect(scene.recorder.calls.filter { $0.contains("Zooming") } == ["willBeginZooming", "didEndZooming"])
        #expect(scene.recorder.zoomEndScales == [1])
        #expect(scene.scrollView.contentSize == CGSize(width: 320, height: 480))
    }

    @Test(
        "behaviour 7: a pinch zooms from the zoom scale it began at: at 2, spreading 100 → 150 pt zooms to 2 · 150 / 108"
    )
    func pinchZoomsFromTheCurrentScale() {
        let scene = zoomScene()
        scene.scrollView.zoomScale = 2
        scene.touches.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 150, duration: 0.4, lift: false)
        #expect(abs(scene.scrollView.zoomScale - 2 * 150 / 108) < 1e-9)
        #expect(!scene.scrollView.isZoomBouncing)
    }

    @Test(
        "behaviour 7: past the maximum a pinch shows UIKit's rubber band, max · (2 − max / scale), short of twice the max"
    )
    func rubberBandPastMaximum() {
        let scene = zoomScene()
        // Measured from 108 pt (behaviour 5.6): the pinch asks for 400 / 108 ≈ 3.70.
        let fingers = scene.touches.perform(fingers: 2, duration: 0.4, lift: false) { finger, progress in
            CGPoint(x: 160 + (finger == 0 ? -1 : 1) * (50 + 150 * progress), y: 240)
        }
        let asked: CGFloat = 400.0 / 108
        #expect(abs(scene.scrollView.zoomScale - 3 * (2 - 3 / asked)) < 1e-9)
        // Far past it: 20 → 320 pt asks for 320 / 28 ≈ 11.4, shown below 6.
        scene.touches.lift(fingers)
        scene.touches.wait(1)
        #expect(scene.scrollView.zoomScale == 3)
        scene.scrollView.zoomScale = 1
        scene.touches.pinch(center: CGPoint(x: 160, y: 240), from: 20, to: 320, duration: 0.4, lift: false)
        let far: CGFloat = 320.0 / 28
        #expect(abs(scene.scrollView.zoomScale - 3 * (2 - 3 / far)) < 1e-9)
        #expect(scene.scrollView.zoomScale < 6)
    }

    @Test(
        "behaviour 7: below the minimum a pinch shows UIKit's rubber band, min / (2 − scale / min), short of half the min"
    )
    func rubberBandBelowMinimum() {
        let scene = zoomScene()
        // Measured from 192 pt (behaviour 5.6): the pinch asks for 40 / 192.
        scene.touches.pinch(center: CGPoint(x: 160, y: 240), from: 200, to: 40, duration: 0.4, lift: false)
        let asked: CGFloat = 40.0 / 192
        #expect(abs(scene.scrollView.zoomScale - 0.5 / (2 - asked / 0.5)) < 1e-9)
        #expect(scene.scrollView.zoomScale > 0.25)
    }

    @Test(
        "behaviour 7: after a pinch past a limit the zoom animates back in UIKit's zoom animation time, then didEndZooming at the limit"
    )
    func bounceBackTakesTheZoomAnimationTime() {
        let scene = zoomScene()
        scene.touches.pinch(center: CGPoint(x: 160, y: 240), from: 100, to: 400, duration: 0.4)
        let overshoot = scene.scrollView.zoomScale
        #expect(scene.scrollView.isZoomBouncing)
        // 0.1 s + 0.3 s · ln(overshoot / 3): about 0.16 s for ≈ 3.57.
        let duration = 0.1 + 0.3 * log(Double(overshoot / 3))
        scene.touches.wait(duration - 0.02)
        #expect(scene.scrollView.zoomScale > 3 && scene.scrollView.zoomScale < overshoot)
        #expect(scene.recorder.zoomEndScales.isEmpty)
        scene.touches.wait(0.04)
        #expect(scene.scrollView.zoomScale == 3)
        #expect(!scene.scrollView.isZoomBouncing)
        #expect(scene.recorder.zoomEndScales == [3])
    }

    @Test("behaviour 7: an animated zoom takes 0.1 s + 0.3 s · |ln(to / from)|: 1 → 2 in about 0.31 s")
    func animatedZoomDuration() {
        let scene = zoomScene()
        scene.scrollView.setZoomScale(2, animated: true)
        let duration = 0.1 + 0.3 * log(2.0)
        scene.touches.wait(duration - 0.02)
        #expect(scene.scrollView.zoomScale > 1.9 && scene.scrollView.zoomScale < 2)
        scene.touches.wait(0.04)
        #expect(scene.scrollView.zoomScale == 2)
        #expect(scene.recorder.zoomEndScales == [2])
    }

    @Test("behaviour 7: without a view to zoom, setZoomScale does nothing")
    func setZoomScaleWithoutView() {
        let scene = ScrollScene()
        scene.scrollView.maximumZoomScale = 3
        scene.scrollView.setZoomScale(2, animated: false)
        #expect(scene.scrollView.zoomScale == 1)
    }
}
