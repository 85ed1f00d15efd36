import Testing
import Foundation
import ResponderKit

// The superview reference outlives nothing: UIView holds it unowned (so that parent views have no weak
// reference side table, which made hit-testing slow) and a superview's deinit clears it in its subviews.
// These check that a subview that outlives its superview sees nil, as with a weak reference.

@MainActor @Test func subviewOutlivingItsSuperviewSeesNoSuperview() {
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

@MainActor @Test func deepSubtreeOutlivingItsRootKeepsItsInnerLinks() {
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

@MainActor @Test func removedSubviewSeesNoSuperviewAfterItsOldSuperviewIsGone() {
    let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    do {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        child.removeFromSuperview()
    }
    #expect(child.superview == nil)
}
