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
        #expect(overshoot > 3 && overshoot < 4)  // 3·(4/3)^0.5 ≈ 3.46
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
        "behaviour 7: setZoomScale clamps to the limits; animated it runs on the clock with willBegin and didEnd zooming"
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
        scene.touches.wait(0.2)
        #expect(scene.scrollView.zoomScale == 1)
        #expect(scene.recorder.calls.filter { $0.contains("Zooming") } == ["willBeginZooming", "didEndZooming"])
        #expect(scene.recorder.zoomEndScales == [1])
        #expect(scene.scrollView.contentSize == CGSize(width: 320, height: 480))
    }

    @Test("behaviour 7: without a view to zoom, setZoomScale does nothing")
    func setZoomScaleWithoutView() {
        let scene = ScrollScene()
        scene.scrollView.maximumZoomScale = 3
        scene.scrollView.setZoomScale(2, animated: false)
        #expect(scene.scrollView.zoomScale == 1)
    }
}
