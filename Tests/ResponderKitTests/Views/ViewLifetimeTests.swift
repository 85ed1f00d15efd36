import Foundation
import ResponderKit
import Testing

// The superview reference outlives nothing: UIView holds it unretained, as UIKit does (so that parent
// views have no weak reference side table, which made hit-testing slow) and a superview's deinit clears
// it in its subviews. These check that a subview that outlives its superview sees nil, as with a weak
// reference, and that a subclass's deinit can still use its subviews' superview.

@Suite("View lifetime: superview references (behaviour 3.1: a view's next is its superview)")
@MainActor struct ViewLifetimeTests {
    // A view's layer and its recognizers hold it unretained too (docs/performance.md, "Back references held
    // unretained"); Apple's pages: a layer's delegate is its view ("CALayer.delegate": "In iOS, if the layer
    // is associated with a UIView object, this property must be set to the view that owns the layer"), and
    // a recognizer's view is the one it is attached to ("UIGestureRecognizer.view"), both weak in UIKit.
    @Test func layerOutlivingItsViewHasNoDelegate() {
        var layer: CALayer?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            layer = view.layer
            #expect(layer?.delegate === view)
            #expect(view.layer === layer)
        }
        #expect(layer?.delegate == nil)
        // Without its view the layer keeps its own geometry.
        layer?.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        #expect(layer?.bounds == CGRect(x: 0, y: 0, width: 4, height: 4))
    }

    @Test func recognizerOutlivingItsViewHasNoView() {
        let recognizer = UITapGestureRecognizer()
        let moved = UIPanGestureRecognizer()
        let keeper = UIView()
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(recognizer)
            view.addGestureRecognizer(moved)
            keeper.addGestureRecognizer(moved)
            #expect(recognizer.view === view)
        }
        #expect(recognizer.view == nil)
        #expect(moved.view === keeper)
        // The orphan can be attached again.
        keeper.addGestureRecognizer(recognizer)
        #expect(recognizer.view === keeper)
        #expect(keeper.gestureRecognizers?.count == 2)
    }

    @Test func subviewOutlivingItsSuperviewSeesNoSuperview() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
        }
        #expect(child.superview == nil)
        // The orphan can be adopted again.
        let adopter = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        adopter.addSubview(child)
        #expect(child.superview === adopter)
        #expect(adopter.subviews.count == 1)
    }

    @Test func deepSubtreeOutlivingItsRootKeepsItsInnerLinks() {
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        middle.addSubview(leaf)
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.addSubview(middle)
        }
        #expect(middle.superview == nil)
        #expect(leaf.superview === middle)
        #expect(middle.hitTest(CGPoint(x: 2, y: 2), with: nil) === leaf)
    }

    @Test func removedSubviewSeesNoSuperviewAfterItsOldSuperviewIsGone() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            child.removeFromSuperview()
        }
        #expect(child.superview == nil)
    }

    #if compiler(>=6.2)
    /// A view whose isolated deinit uses its subview's superview, which UIKit allows (the superview is the
    /// view being deallocated until UIView's own dealloc removes its subviews).
    private final class DeinitUsingParent: UIView {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let report: (Bool, UIView?) -> Void
        init(report: @escaping (Bool, UIView?) -> Void) {
            self.report = report
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            addSubview(child)
        }
        required init?(coder: NSCoder) { nil }
        isolated deinit {
            let sawSelf = child.superview === self
            child.removeFromSuperview()
            report(sawSelf, child.superview)
        }
    }

    @Test func subclassDeinitCanReadAndDetachItsSubviews() {
        var sawSelf = false, afterRemoval: UIView? = UIView()
        var child: UIView?
        do {
            let parent = DeinitUsingParent {
                sawSelf = $0; afterRemoval = $1
            }
            child = parent.child
        }
        #expect(sawSelf)
        #expect(afterRemoval == nil)
        #expect(child?.superview == nil)
    }
    #endif
}
