import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A vertical scroll view (the whole window, content 320×2000) holding, at y 100...300, a horizontal scroll
/// view whose content is 1000×200.
@MainActor
private final class NestedScene {
    let outer = ScrollScene()
    let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: 320, height: 200))
    let innerContent = RecordingView(frame: CGRect(x: 0, y: 0, width: 1000, height: 200))
    let innerRecorder = ScrollRecorder()

    init(innerContentWidth: CGFloat = 1000) {
        innerContent.frame.size.width = innerContentWidth
        inner.addSubview(innerContent)
        inner.contentSize = innerContent.frame.size
        inner.delegate = innerRecorder
        outer.content.addSubview(inner)
    }

    var touches: TouchSimulator { outer.touches }
}

@MainActor
@Suite("Nested UIScrollViews (behaviour 7, 4.5)")
struct ScrollViewNestingTests {
    @Test(
        "behaviour 7, 4.5: in a horizontal scroll view inside a vertical one, a horizontal drag scrolls the inner one only"
    )
    func horizontalDragScrollsInner() {
        let scene = NestedScene()
        scene.touches.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.3)
        #expect(scene.inner.contentOffset.x > 200)
        #expect(scene.inner.contentOffset.y == 0)
        #expect(scene.outer.offset == .zero)
        #expect(scene.outer.recorder.calls.isEmpty)
        #expect(scene.innerRecorder.calls.first == "willBeginDragging")
        #expect(scene.innerContent.calls.isEmpty)
    }

    @Test("behaviour 7, 4.5: a vertical drag on the inner horizontal scroll view scrolls the outer vertical one")
    func verticalDragScrollsOuter() {
        let scene = NestedScene()
        scene.touches.drag(from: CGPoint(x: 160, y: 290), to: CGPoint(x: 160, y: 40), duration: 0.3)
        #expect(scene.outer.offset.y > 200)
        #expect(scene.inner.contentOffset == .zero)
        #expect(scene.innerRecorder.calls.isEmpty)
        #expect(scene.innerContent.calls.isEmpty)
    }

    @Test(
        "behaviour 7, 4.5: an inner scroll view at its edge rubber-bands and never hands the drag to its parent midway")
    func innerAtEdgeKeepsTheDrag() {
        let scene = NestedScene()
        let finger = scene.touches.drag(
            along: [CGPoint(x: 50, y: 150), CGPoint(x: 200, y: 150), CGPoint(x: 200, y: 450)],
            duration: 0.5, lift: false)
        #expect(scene.inner.contentOffset.x < -20)  // past the left edge, damped
        #expect(scene.inner.contentOffset.x > -150)
        #expect(scene.inner.contentOffset.y == 0)
        #expect(scene.outer.offset == .zero)  // the vertical part of the drag did not go to the outer view
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        scene.touches.wait(1)
        #expect(scene.inner.contentOffset == .zero)
        #expect(scene.outer.offset == .zero)
    }

    @Test("behaviour 7, 4.3: a scroll view that cannot scroll refuses its pan; the enclosing one takes a vertical drag")
    func unscrollableInnerRefuses() {
        let scene = NestedScene(innerContentWidth: 320)
        scene.touches.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 50, y: 200), duration: 0.3)
        #expect(scene.inner.contentOffset == .zero)
        #expect(scene.outer.offset == .zero)
        scene.touches.drag(from: CGPoint(x: 160, y: 290), to: CGPoint(x: 160, y: 40), duration: 0.3)
        #expect(scene.outer.offset.y > 200)
        #expect(scene.inner.contentOffset == .zero)
    }

    @Test(
        "behaviour 7, 4.5: the explanation log shows the inner pan refusing a vertical start and the outer pan winning")
    func explanationOfTheHandOff() {
        let scene = NestedScene()
        let log = DispatchLog()
        scene.outer.app.dispatchLog = log
        scene.touches.drag(from: CGPoint(x: 160, y: 290), to: CGPoint(x: 160, y: 40), duration: 0.3)
        #expect(log.gestureStateCauses.contains(.delegateRefusedToBegin))
        #expect(log.gestureStateCauses.contains(.forcedOutBy("scrollviewpan")))
    }
}
