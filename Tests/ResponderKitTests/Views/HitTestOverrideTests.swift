import Foundation
import ResponderKit
import Testing

// Behaviour 1.1: hit-testing asks every view through its overridable members — `hitTest(_:with:)`,
// `point(inside:with:)`, `isHidden`, `alpha`, `isUserInteractionEnabled` (Apple's pages
// uiview/hittest(_:with:) and uiview/point(inside:with:): "override this method" to change the area or
// the answer). Plain views are walked on a faster path (docs/performance.md, "Hit-testing against the
// baseline"); these tests put overriding views deep among plain ones, where that path runs, and check
// that every override is still called and obeyed.

/// Counts the calls of `point(inside:with:)` and answers for an area 20 pt larger on every side.
@MainActor
private final class CountingEnlargedView: UIView {
    var pointInsideCalls = 0

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        pointInsideCalls += 1
        let area = bounds.insetBy(dx: -20, dy: -20)
        return point.x >= area.minX && point.x < area.maxX && point.y >= area.minY && point.y < area.maxY
    }
}

/// Counts the calls of `hitTest(_:with:)` and answers `target` instead of any view inside it.
@MainActor
private final class DivertingView: UIView {
    var hitTestCalls = 0
    var target: UIView?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCalls += 1
        guard let hit = super.hitTest(point, with: event) else { return nil }
        return target ?? hit
    }
}

/// A subclass of an overriding class, overriding nothing itself: it inherits the override.
@MainActor
private final class InheritingDivertingView: UIViewSubclassWithHitTest {}

@MainActor
private class UIViewSubclassWithHitTest: UIView {
    var hitTestCalls = 0

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        hitTestCalls += 1
        return super.hitTest(point, with: event)
    }
}

/// Reports itself hidden whatever was stored.
@MainActor
private final class AlwaysHiddenView: UIView {
    override var isHidden: Bool {
        get { true }
        set { super.isHidden = newValue }
    }
}

/// Reports itself transparent whatever was stored.
@MainActor
private final class AlwaysTransparentView: UIView {
    override var alpha: CGFloat {
        get { 0 }
        set { super.alpha = newValue }
    }
}

/// Reports user interaction disabled whatever was stored.
@MainActor
private final class NeverInteractiveView: UIView {
    override var isUserInteractionEnabled: Bool {
        get { false }
        set { super.isUserInteractionEnabled = newValue }
    }
}

/// A subclass that adds state but overrides nothing hit-testing asks.
@MainActor
private final class TaggedView: UIView {
    var note = ""
}

/// Removes itself from its superview while it is being hit-tested, then answers nil.
@MainActor
private final class SelfRemovingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        removeFromSuperview()
        return nil
    }
}

/// A chain of `depth` plain views, each inset by 1 pt from its parent, under a 300 × 300 root; returns
/// the root and the innermost view.
@MainActor
private func plainChain(depth: Int) -> (root: UIView, innermost: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    var parent = root
    for level in 1...depth {
        let size = CGFloat(300 - 2 * level)
        let view = UIView(frame: CGRect(x: 1, y: 1, width: size, height: size))
        parent.addSubview(view)
        parent = view
    }
    return (root, parent)
}

@Suite("Hit-testing calls overrides on the fast path (behaviour 1.1)")
@MainActor
struct HitTestOverrideTests {

    @Test(
        "behaviour 1.1, uiview/point(inside:with:): an override among plain views is called, enlarges the area")
    func pointInsideOverrideIsCalled() {
        let (root, innermost) = plainChain(depth: 10)
        let button = CountingEnlargedView(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        innermost.addSubview(button)
        // 10 levels of 1 pt insets: the button starts at (110, 110) in root coordinates; 15 pt to its
        // left is outside its bounds but inside its enlarged area.
        #expect(root.hitTest(CGPoint(x: 95, y: 115), with: nil) === button)
        #expect(button.pointInsideCalls == 1)
        #expect(root.hitTest(CGPoint(x: 80, y: 115), with: nil) === innermost)
        #expect(button.pointInsideCalls == 2)
    }

    @Test(
        "behaviour 1.1, uiview/hittest(_:with:): an override among plain views is called, its answer used"
    )
    func hitTestOverrideIsCalled() {
        let (root, innermost) = plainChain(depth: 10)
        let container = DivertingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let target = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        innermost.addSubview(container)
        container.addSubview(inner)
        container.addSubview(target)
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === inner)
        #expect(container.hitTestCalls == 1)
        container.target = target
        #expect(root.hitTest(CGPoint(x: 30, y: 30), with: nil) === target)
        #expect(container.hitTestCalls == 2)
    }

    @Test("behaviour 1.1, uiview/hittest(_:with:): a subclass inherits its superclass's override")
    func inheritedOverrideIsCalled() {
        let (root, innermost) = plainChain(depth: 5)
        let view = InheritingDivertingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        innermost.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
        #expect(view.hitTestCalls == 1)
    }

    @Test("behaviour 1.1, uiview/ishidden: an isHidden override is obeyed over the stored value")
    func isHiddenOverrideIsObeyed() {
        let (root, innermost) = plainChain(depth: 5)
        let view = AlwaysHiddenView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        innermost.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === innermost)
    }

    @Test("behaviour 1.1, uiview/alpha: an alpha override is obeyed over the stored value")
    func alphaOverrideIsObeyed() {
        let (root, innermost) = plainChain(depth: 5)
        let view = AlwaysTransparentView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        innermost.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === innermost)
    }

    @Test("behaviour 1.1, uiview/isuserinteractionenabled: an isUserInteractionEnabled override is obeyed")
    func interactionOverrideIsObeyed() {
        let (root, innermost) = plainChain(depth: 5)
        let view = NeverInteractiveView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        innermost.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === innermost)
    }

    @Test("behaviour 1.1: a subclass that overrides nothing hit-testing asks is hit like a plain view")
    func nonOverridingSubclassIsHit() {
        let (root, innermost) = plainChain(depth: 5)
        let view = TaggedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        innermost.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
        view.isHidden = true
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === innermost)
    }

    @Test("behaviour 1.1, uiview/transform: a rotated or scaled view deep among plain views is hit where it is")
    func transformedViewsAmongPlainViews() {
        let (root, innermost) = plainChain(depth: 10)
        // Innermost starts at (10, 10) in root coordinates. A 100 × 20 bar centred at (100, 100) in
        // innermost, rotated by 90°, covers x 90..<110 and y 50..<150 there.
        let bar = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        innermost.addSubview(bar)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 110, y: 70), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 70, y: 110), with: nil) === innermost)
        // Scaled by 2 about its centre, the untransformed bar covers x 0..<200 and y 80..<120.
        bar.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(root.hitTest(CGPoint(x: 20, y: 105), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 110, y: 70), with: nil) === innermost)
        // Back to the identity, the bar is where its frame says.
        bar.transform = .identity
        #expect(root.hitTest(CGPoint(x: 70, y: 110), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 20, y: 105), with: nil) === innermost)
    }

    @Test("behaviour 1.1: a view that removes itself while hit-tested does not stop the walk of its siblings")
    func viewRemovingItselfDuringHitTest() {
        let (root, innermost) = plainChain(depth: 3)
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        innermost.addSubview(back)
        // Held only by its superview: the walk must keep it alive while it removes itself.
        innermost.addSubview(SelfRemovingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        #expect(innermost.subviews.count == 2)
        #expect(root.hitTest(CGPoint(x: 20, y: 20), with: nil) === back)
        #expect(innermost.subviews.count == 1)
    }
}
