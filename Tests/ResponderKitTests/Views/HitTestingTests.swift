import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 1.1 (UIView.hitTest / point(inside:)), 1.3 (window hit-testing) and the behaviour 11 decisions
// (alpha <= 0.01, half-open bounds), checked through the public API: direct `hitTest` calls and real
// touches fed through an application by `TouchSimulator`.

/// A small button whose touchable area extends 20 pt beyond its bounds on every side.
@MainActor
private final class EnlargedButton: RecordingView {
    static let margin: CGFloat = 20

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let area = bounds.insetBy(dx: -Self.margin, dy: -Self.margin)
        return point.x >= area.minX && point.x < area.maxX && point.y >= area.minY && point.y < area.maxY
    }
}

/// A container that sends touches landing on its side areas to its centre view.
@MainActor
private final class RedirectingContainer: UIView {
    var sideViews: [UIView] = []
    var centreView: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if let hit, sideViews.contains(where: { $0 === hit }), let centreView { return centreView }
        return hit
    }
}

/// A window that lets touches on its empty background fall through to the windows below it.
@MainActor
private final class PassThroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

@Suite("Hit-testing (behaviour 1.1, 1.3, behaviour 11)")
@MainActor
struct HitTestingTests {

    // MARK: Skipped views

    @Test("behaviour 1.1: a hidden view and its subtree are skipped")
    func hiddenViewAndSubtreeSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === child)

        child.isHidden = true
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === parent)

        child.isHidden = false
        parent.isHidden = true
        // The child itself is not hidden, but its hidden ancestor stops the recursion.
        #expect(child.isHidden == false)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === root)
        #expect(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
    }

    @Test("behaviour 1.1: a view with user interaction disabled is skipped together with its subtree")
    func interactionDisabledSkipsSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(UIView().isUserInteractionEnabled == true)

        child.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === parent)

        child.isUserInteractionEnabled = true
        parent.isUserInteractionEnabled = false
        #expect(child.isUserInteractionEnabled == true)
        #expect(root.hitTest(CGPoint(x: 70, y: 70), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === root)
        #expect(parent.hitTest(CGPoint(x: 20, y: 20), with: nil) == nil)
    }

    @Test("behaviour 1.1 / behaviour 11: alpha <= 0.01 is skipped (0, 0.005 and exactly 0.01), 0.011 is hit")
    func alphaBoundary() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        root.addSubview(view)
        let point = CGPoint(x: 20, y: 20)

        for alpha: CGFloat in [0, 0.005, 0.01] {
            view.alpha = alpha
            #expect(root.hitTest(point, with: nil) === root, "alpha \(alpha) must be skipped")
            #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil, "alpha \(alpha) must be skipped")
        }
        for alpha: CGFloat in [0.011, 0.1, 0.5, 1] {
            view.alpha = alpha
            #expect(root.hitTest(point, with: nil) === view, "alpha \(alpha) must be hit")
        }
    }

    @Test("behaviour 1.1 / behaviour 11: an ancestor with alpha 0.01 makes its opaque subviews unreachable")
    func transparentAncestorHidesSubtree() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(parent)
        parent.addSubview(child)
        parent.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root)
        parent.alpha = 0.011
        #expect(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
    }

    @Test("behaviour 1.1 / behaviour 11: a real touch on a view with alpha 0.01 lands on the view behind it")
    func alphaBoundaryWithRealTouch() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let behind = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let faint = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(behind)
        window.addSubview(faint)

        faint.alpha = 0.01
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(faint.methods == [])
        #expect(behind.methods == [.began, .ended])

        behind.removeAllCalls()
        faint.alpha = 0.011
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(faint.methods == [.began, .ended])
        #expect(behind.methods == [])
    }

    // MARK: point(inside:with:)

    @Test("behaviour 11: point(inside:) is half-open, minX/minY inside and maxX/maxY outside")
    func halfOpenBounds() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(view.point(inside: CGPoint(x: 0, y: 0), with: nil))
        #expect(view.point(inside: CGPoint(x: 99.999, y: 49.999), with: nil))
        #expect(view.point(inside: CGPoint(x: 50, y: 25), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 0), with: nil))
        #expect(!view.point(inside: CGPoint(x: 0, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: 100, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: -0.001, y: 10), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: -0.001), with: nil))
    }

    @Test("behaviour 11: through the superview, a subview's minX/minY edge is hit and its maxX/maxY edge is not")
    func halfOpenBoundsThroughSuperview() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 10, y: 20), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 109.5, y: 69.5), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 110, y: 30), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 50, y: 70), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 9.5, y: 30), with: nil) === root)
        // The root's own maxX / maxY edge is outside it.
        #expect(root.hitTest(CGPoint(x: 300, y: 10), with: nil) == nil)
        #expect(root.hitTest(CGPoint(x: 10, y: 300), with: nil) == nil)
    }

    @Test("behaviour 11: point(inside:) uses the bounds, so a bounds origin moves the inside area")
    func pointInsideUsesBoundsOrigin() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 0, y: 100)
        #expect(view.point(inside: CGPoint(x: 10, y: 100), with: nil))
        #expect(view.point(inside: CGPoint(x: 10, y: 199), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 50), with: nil))
        #expect(!view.point(inside: CGPoint(x: 10, y: 200), with: nil))
    }

    @Test("behaviour 1.1: the deepest view containing the point is returned, or the receiver itself")
    func deepestViewWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(a)
        a.addSubview(b)
        b.addSubview(c)
        #expect(root.hitTest(CGPoint(x: 35, y: 35), with: nil) === c)
        #expect(root.hitTest(CGPoint(x: 100, y: 100), with: nil) === b)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === a)
        #expect(root.hitTest(CGPoint(x: 250, y: 250), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: -1, y: 5), with: nil) == nil)
    }

    // MARK: Subview order

    @Test("behaviour 1.1: of overlapping siblings the frontmost (last in subviews) wins")
    func frontmostSiblingWins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        #expect(root.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 125, y: 125), with: nil) === front)
    }

    @Test("behaviour 1.1: bringSubviewToFront / sendSubviewToBack change which overlapping sibling is hit")
    func bringToFrontAndSendToBackChangeHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        root.addSubview(c)
        let p = CGPoint(x: 50, y: 50)
        #expect(root.hitTest(p, with: nil) === c)

        root.bringSubviewToFront(a)
        #expect(root.hitTest(p, with: nil) === a)

        root.sendSubviewToBack(a)
        #expect(root.hitTest(p, with: nil) === c)

        root.sendSubviewToBack(c)
        #expect(root.hitTest(p, with: nil) === b)
    }

    @Test("behaviour 1.1: exchangeSubview changes which overlapping sibling is hit")
    func exchangeSubviewChangesHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(a)
        root.addSubview(b)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === b)
        root.exchangeSubview(at: 0, withSubviewAt: 1)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === a)
        root.exchangeSubview(at: 1, withSubviewAt: 0)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === b)
    }

    @Test("behaviour 1.1: insertSubview above / below a sibling decides which overlapping view is hit")
    func insertAboveAndBelowChangeHit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let base = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(base)
        root.addSubview(top)
        let p = CGPoint(x: 10, y: 10)

        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.insertSubview(below, belowSubview: top)
        #expect(root.hitTest(p, with: nil) === top)

        let above = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.insertSubview(above, aboveSubview: top)
        #expect(root.hitTest(p, with: nil) === above)

        // Moving an existing subview below its sibling hands the hit to the next one in front.
        root.insertSubview(above, belowSubview: base)
        #expect(root.hitTest(p, with: nil) === top)
        root.insertSubview(base, aboveSubview: top)
        #expect(root.hitTest(p, with: nil) === base)
    }

    // MARK: Geometry

    @Test("behaviour 1.1: a subview outside its superview's bounds is unreachable even with clipsToBounds false")
    func subviewOutsideSuperviewUnreachable() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        root.addSubview(parent)
        parent.addSubview(child)
        #expect(parent.clipsToBounds == false)

        // The overlapping corner is reachable.
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === child)
        // The part of the child sticking out of its parent is not, although the child contains it.
        #expect(child.point(inside: CGPoint(x: 40, y: 40), with: nil))
        #expect(root.hitTest(CGPoint(x: 120, y: 120), with: nil) === root)
        #expect(parent.hitTest(CGPoint(x: 120, y: 120), with: nil) == nil)
    }

    @Test("behaviour 1.1: a subview sticking out of its superview does not get a real touch there")
    func subviewOutsideSuperviewWithRealTouch() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = RecordingView(frame: CGRect(x: 80, y: 80, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)

        touches.tap(at: CGPoint(x: 120, y: 120))
        #expect(child.methods == [])
        touches.tap(at: CGPoint(x: 90, y: 90))
        #expect(child.methods == [.began, .ended])
    }

    @Test(
        "behaviour 1.1: a view rotated 45° is hit inside the rotated square, outside its unrotated frame, and missed at the frame's corner"
    )
    func rotatedViewHitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        root.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Unrotated square spans 150..<250; the rotated one is a diamond |dx| + |dy| <= 70.7 about (200, 200).
        #expect(root.hitTest(CGPoint(x: 200, y: 135), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 265, y: 200), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 200, y: 200), with: nil) === view)
        // The corners of the unrotated frame lie outside the diamond.
        #expect(root.hitTest(CGPoint(x: 155, y: 155), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 245, y: 245), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 245, y: 155), with: nil) === root)
    }

    @Test(
        "behaviour 1.1: a real touch on a 45°-rotated view lands where the rotated square is, not where its frame was")
    func rotatedViewWithRealTouch() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let view = RecordingView(frame: CGRect(x: 110, y: 190, width: 100, height: 100))
        window.addSubview(view)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        // Centre (160, 240); (160, 180) is 60 pt above it: inside the diamond, outside the unrotated frame.
        touches.tap(at: CGPoint(x: 160, y: 180))
        #expect(view.methods == [.began, .ended])
        view.removeAllCalls()
        // (115, 195) is inside the unrotated frame but outside the diamond.
        touches.tap(at: CGPoint(x: 115, y: 195))
        #expect(view.methods == [])
    }

    @Test("behaviour 1.1: a scaled view is hit over its scaled area and its subviews are found through the scale")
    func scaledViewHitTesting() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let view = UIView(frame: CGRect(x: 75, y: 75, width: 50, height: 50))
        let inner = UIView(frame: CGRect(x: 25, y: 25, width: 25, height: 25))
        root.addSubview(view)
        view.addSubview(inner)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        // Scaled about its centre (100, 100): it now spans 50..<150.
        #expect(root.hitTest(CGPoint(x: 55, y: 55), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 145, y: 60), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 155, y: 100), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 45, y: 100), with: nil) === root)
        // The inner view covers local 25..<50, i.e. 100..<150 in the root.
        #expect(root.hitTest(CGPoint(x: 101, y: 101), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 149, y: 149), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 99, y: 120), with: nil) === view)
    }

    @Test("behaviour 1.1: a superview's bounds origin (0, 100) shifts where its subviews are hit")
    func boundsOriginShiftsSubviews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(first)
        scroller.addSubview(second)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === first)
        #expect(root.hitTest(CGPoint(x: 10, y: 110), with: nil) === second)

        scroller.bounds.origin = CGPoint(x: 0, y: 100)
        // Content moved up by 100: the second view is now at the top, the first scrolled out of view.
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === second)
        #expect(root.hitTest(CGPoint(x: 10, y: 110), with: nil) === scroller)
        #expect(scroller.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("behaviour 1.1: a real touch follows a bounds origin to the subview shown under the finger")
    func boundsOriginWithRealTouch() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let first = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let second = RecordingView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        window.addSubview(scroller)
        scroller.addSubview(first)
        scroller.addSubview(second)
        scroller.bounds.origin = CGPoint(x: 0, y: 100)

        touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(second.methods == [.began, .ended])
        #expect(first.methods == [])
    }

    // MARK: Default interaction of UIImageView and UILabel

    @Test("behaviour 1.1: UIImageView and UILabel default to isUserInteractionEnabled false, plain UIView to true")
    func imageViewAndLabelDefaults() {
        #expect(UIImageView(frame: .zero).isUserInteractionEnabled == false)
        #expect(UILabel(frame: .zero).isUserInteractionEnabled == false)
        #expect(UIView(frame: .zero).isUserInteractionEnabled == true)
        #expect(UIView().clipsToBounds == false)
    }

    @Test("behaviour 1.1: hit-testing passes through a UIImageView and a UILabel to the view behind")
    func imageViewAndLabelPassThroughHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 150, y: 0, width: 100, height: 30))
        root.addSubview(behind)
        root.addSubview(image)
        root.addSubview(label)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === behind)
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) === behind)

        image.isUserInteractionEnabled = true
        label.isUserInteractionEnabled = true
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === image)
        #expect(root.hitTest(CGPoint(x: 200, y: 10), with: nil) === label)
    }

    @Test("behaviour 1.1: a real tap on a UIImageView or a UILabel reaches the view behind it")
    func imageViewAndLabelPassThroughRealTouch() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let (window, touches) = (scene.window, scene.touches)
        let behind = scene.rootView
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let label = UILabel(frame: CGRect(x: 150, y: 0, width: 100, height: 30))
        window.addSubview(image)
        window.addSubview(label)
        var hitViews: [UIView?] = []
        behind.onCall = { method, touches, _ in
            if method == .began { hitViews.append(contentsOf: touches.map(\.view)) }
        }

        touches.tap(at: CGPoint(x: 50, y: 50))
        touches.tap(at: CGPoint(x: 200, y: 10))
        #expect(behind.methods == [.began, .ended, .began, .ended])
        #expect(hitViews.count == 2)
        #expect(hitViews.allSatisfy { $0 === behind })
    }

    // MARK: Overridden point(inside:) and hitTest

    @Test("behaviour 1.1: an overridden point(inside:) enlarges a small button's touch area by 20 pt (direct hitTest)")
    func enlargedTouchAreaDirect() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 110, y: 110), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 85, y: 110), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 139, y: 139), with: nil) === button)
        #expect(root.hitTest(CGPoint(x: 75, y: 110), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 110, y: 140), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 79.5, y: 110), with: nil) === root)
    }

    @Test("behaviour 1.1: an overridden point(inside:) enlarges a small button's touch area for a real touch")
    func enlargedTouchAreaRealTouch() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let (window, touches) = (scene.window, scene.touches)
        let background = scene.rootView
        let button = EnlargedButton(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(button)

        touches.tap(at: CGPoint(x: 85, y: 110))  // 15 pt left of the button
        #expect(button.methods == [.began, .ended])
        #expect(background.methods == [])

        touches.tap(at: CGPoint(x: 110, y: 75))  // 25 pt above the button
        #expect(button.methods == [.began, .ended])
        #expect(background.methods == [.began, .ended])
    }

    @Test("behaviour 1.1: an overridden hitTest redirects touches on side areas to the centre view (direct hitTest)")
    func redirectingHitTestDirect() {
        let container = RedirectingContainer(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let centre = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [left, centre, right] { container.addSubview(view) }
        container.sideViews = [left, right]
        container.centreView = centre

        #expect(container.hitTest(CGPoint(x: 50, y: 50), with: nil) === centre)
        #expect(container.hitTest(CGPoint(x: 150, y: 50), with: nil) === centre)
        #expect(container.hitTest(CGPoint(x: 250, y: 50), with: nil) === centre)
        #expect(container.hitTest(CGPoint(x: 350, y: 50), with: nil) == nil)
    }

    @Test("behaviour 1.1: an overridden hitTest redirects a real touch: the centre view's touchesBegan is called")
    func redirectingHitTestRealTouch() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let container = RedirectingContainer(frame: CGRect(x: 10, y: 100, width: 300, height: 100))
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let centre = RecordingView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let right = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        for view in [left, centre, right] { container.addSubview(view) }
        container.sideViews = [left, right]
        container.centreView = centre
        window.addSubview(container)
        var began: [UIView?] = []
        centre.onCall = { method, touches, _ in
            if method == .began { began.append(contentsOf: touches.map(\.view)) }
        }

        touches.tap(at: CGPoint(x: 40, y: 150))  // on the left side area
        touches.tap(at: CGPoint(x: 280, y: 150))  // on the right side area
        #expect(centre.methods == [.began, .ended, .began, .ended])
        #expect(began.count == 2 && began.allSatisfy { $0 === centre })
        #expect(left.methods == [])
        #expect(right.methods == [])
    }

    // MARK: Windows (behaviour 1.3)

    @Test(
        "behaviour 1.3: an .alert window is in front of a .normal window for hit-testing, whatever the order they were shown"
    )
    func alertWindowInFrontOfNormal() {
        let app = UIApplication()
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        alert.windowLevel = .alert
        let alertView = RecordingView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        alert.addSubview(alertView)
        alert.makeKeyAndVisible()

        let normal = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let normalView = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        normal.addSubview(normalView)
        normal.makeKeyAndVisible()  // shown later, but in a lower level

        let touches = TouchSimulator(application: app)
        var touchWindows: [UIWindow?] = []
        alertView.onCall = { method, touches, _ in
            if method == .began { touchWindows.append(contentsOf: touches.map(\.window)) }
        }
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(alertView.methods == [.began, .ended])
        #expect(normalView.methods == [])
        #expect(touchWindows.count == 1 && touchWindows[0] === alert)

        // Outside the alert window's view the alert window itself is hit (it is a view too).
        touches.tap(at: CGPoint(x: 300, y: 400))
        #expect(normalView.methods == [])
    }

    @Test("behaviour 1.3: within one level, the window shown last is in front")
    func sameLevelLastShownInFront() {
        let app = UIApplication()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let firstView = RecordingView(frame: first.bounds)
        first.addSubview(firstView)
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let secondView = RecordingView(frame: second.bounds)
        second.addSubview(secondView)
        second.makeKeyAndVisible()
        first.makeKeyAndVisible()
        let touches = TouchSimulator(application: app)

        touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(firstView.methods == [.began, .ended])
        #expect(secondView.methods == [])

        second.makeKeyAndVisible()
        touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(secondView.methods == [.began, .ended])
        #expect(firstView.methods == [.began, .ended])
    }

    @Test("behaviour 1.3: a window with user interaction disabled lets the touch fall through to the window below")
    func disabledWindowFallsThrough() {
        let app = UIApplication()
        let below = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let belowView = RecordingView(frame: below.bounds)
        below.addSubview(belowView)
        below.makeKeyAndVisible()
        let above = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        above.windowLevel = .statusBar
        let aboveView = RecordingView(frame: above.bounds)
        above.addSubview(aboveView)
        above.makeKeyAndVisible()
        let touches = TouchSimulator(application: app)

        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(aboveView.methods == [.began, .ended])
        #expect(belowView.methods == [])

        above.isUserInteractionEnabled = false
        #expect(above.hitTest(CGPoint(x: 100, y: 100), with: nil) == nil)
        touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(aboveView.methods == [.began, .ended])
        #expect(belowView.methods == [.began, .ended])
    }

    @Test(
        "behaviour 1.3: a window whose overridden hitTest returns nil lets the touch through; its own views still get touches"
    )
    func passThroughWindowOverride() {
        let app = UIApplication()
        let below = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let belowView = RecordingView(frame: below.bounds)
        below.addSubview(belowView)
        below.makeKeyAndVisible()
        let overlay = PassThroughWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        overlay.windowLevel = .alert
        let badge = RecordingView(frame: CGRect(x: 250, y: 20, width: 50, height: 50))
        overlay.addSubview(badge)
        overlay.makeKeyAndVisible()
        let touches = TouchSimulator(application: app)

        touches.tap(at: CGPoint(x: 100, y: 300))  // the overlay's empty background
        #expect(belowView.methods == [.began, .ended])
        #expect(badge.methods == [])

        touches.tap(at: CGPoint(x: 260, y: 30))  // the overlay's badge
        #expect(badge.methods == [.began, .ended])
        #expect(belowView.methods == [.began, .ended])
    }

    @Test("behaviour 1.3: hidden windows are not hit; a touch goes to the visible window below")
    func hiddenWindowNotHit() {
        let app = UIApplication()
        let below = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let belowView = RecordingView(frame: below.bounds)
        below.addSubview(belowView)
        below.makeKeyAndVisible()

        // A window that was never shown is hidden and not hit.
        let neverShown = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        neverShown.windowLevel = .alert
        let neverShownView = RecordingView(frame: neverShown.bounds)
        neverShown.addSubview(neverShownView)
        #expect(neverShown.hitTest(CGPoint(x: 50, y: 50), with: nil) == nil)

        let touches = TouchSimulator(application: app)
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(belowView.methods == [.began, .ended])
        #expect(neverShownView.methods == [])

        // A window shown and then hidden again stops being hit.
        neverShown.makeKeyAndVisible()
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(neverShownView.methods == [.began, .ended])
        neverShown.isHidden = true
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(neverShownView.methods == [.began, .ended])
        #expect(belowView.methods == [.began, .ended, .began, .ended])
    }

    @Test(
        "behaviour 1.3: window frames are in screen coordinates: a small window away from the origin gets touches over it only"
    )
    func windowAwayFromOriginHitInScreenCoordinates() {
        let app = UIApplication()
        let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        let mainView = RecordingView(frame: main.bounds)
        main.addSubview(mainView)
        main.makeKeyAndVisible()
        let popup = UIWindow(frame: CGRect(x: 100, y: 200, width: 100, height: 100), application: app)
        popup.windowLevel = .alert
        let popupView = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        popup.addSubview(popupView)
        popup.makeKeyAndVisible()
        var location = CGPoint.zero
        popupView.onCall = { method, touches, _ in
            if method == .began, let touch = touches.first { location = touch.location(in: popupView) }
        }
        let touches = TouchSimulator(application: app)

        touches.tap(at: CGPoint(x: 120, y: 230))  // popup-local (20, 30)
        #expect(popupView.methods == [.began, .ended])
        #expect(location == CGPoint(x: 20, y: 30))

        touches.tap(at: CGPoint(x: 40, y: 30))  // inside popup-local (40, 30) but outside the popup on screen
        #expect(popupView.methods == [.began, .ended])
        #expect(mainView.methods == [.began, .ended])
    }

    @Test("behaviour 1.2: a touch is hit-tested once when it begins; its view stays the same as the finger moves")
    func hitViewFixedAtTouchDown() {
        let scene = TestScene(withRootView: false), window = scene.window, touches = scene.touches
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 160, height: 480))
        let right = RecordingView(frame: CGRect(x: 160, y: 0, width: 160, height: 480))
        window.addSubview(left)
        window.addSubview(right)
        touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100))
        #expect(left.methods.first == .began)
        #expect(left.methods.last == .ended)
        #expect(left.methods.contains(.moved))
        #expect(right.methods == [])
    }
}
