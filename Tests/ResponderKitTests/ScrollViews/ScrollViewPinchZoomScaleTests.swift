import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A 300×300 scroll view filling its window, zooming a 1000×1000 content view between 1 and 10, as in
/// Hammer's `testScrollViewPinch`.
@MainActor
private final class HammerZoomScene: UIScrollViewDelegate {
    let scene = TestScene(size: CGSize(width: 300, height: 300))
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var touches: TouchSimulator { scene.touches }

    init() {
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        scrollView.maximumZoomScale = 10
        scrollView.minimumZoomScale = 1
        scrollView.delegate = self
        scene.window.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { content }

    /// Hammer's `fingerPinch`: two fingers down `from` apart on a horizontal line through the scroll view's
    /// centre, moved every 1/60 s along Hammer's ease curve while less than one step of `duration` is left,
    /// then once more exactly to `to` apart, and lifted at once.
    func hammerPinch(from start: CGFloat, to end: CGFloat, duration: TimeInterval = 1) {
        let center = CGPoint(x: 150, y: 150)
        func positions(_ distance: CGFloat) -> [CGPoint] {
            [CGPoint(x: center.x + distance / 2, y: center.y), CGPoint(x: center.x - distance / 2, y: center.y)]
        }
        let fingers = touches.touchDown(at: positions(start))
        let step = 1.0 / 60
        var elapsed = 0.0
        while elapsed < duration - step {
            let time = elapsed / duration
            let eased = CGFloat(sin(sin(time * .pi / 2) * time * .pi / 2))
            let points = positions(start + (end - start) * eased)
            touches.move([(fingers[0], points[0]), (fingers[1], points[1])])
            touches.wait(step)
            elapsed += step
        }
        let points = positions(end)
        touches.move([(fingers[0], points[0]), (fingers[1], points[1])])
        touches.lift(fingers)
    }
}

@MainActor
@Suite("UIScrollView pinch zoom scale (behaviour 7)")
struct ScrollViewPinchZoomScaleTests {
    @Test("behaviour 7: Hammer's pinch open 20 → 200 pt reaches ≈ 6.9, and the pinch close returns to 1")
    func hammerPinchOpenThenClose() {
        let zoom = HammerZoomScene()
        zoom.touches.wait(0.3)
        #expect(zoom.scrollView.zoomScale == 1)
        zoom.hammerPinch(from: 20, to: 200)
        zoom.touches.wait(0.3)
        #expect(abs(zoom.scrollView.zoomScale - 6.9) <= 1)
        // Measured from 20 + 8 pt, where the pinch began (behaviour 5.6), not from 20 pt (which gave 10).
        #expect(abs(zoom.scrollView.zoomScale - 200.0 / 28) < 1e-9)
        zoom.hammerPinch(from: 200, to: 20)
        // Asked for 200/28 · 20/192 ≈ 0.74, shown rubber-banded (1 / (2 − 0.74) ≈ 0.80), animating back.
        let asked: CGFloat = 200.0 / 28 * 20 / 192
        #expect(abs(zoom.scrollView.zoomScale - 1 / (2 - asked)) < 1e-9)
        #expect(zoom.scrollView.isZoomBouncing)
        zoom.touches.wait(0.3)
        #expect(abs(zoom.scrollView.zoomScale - 1) <= 0.1)
        #expect(zoom.scrollView.zoomScale == 1 && !zoom.scrollView.isZoomBouncing)
    }
}
