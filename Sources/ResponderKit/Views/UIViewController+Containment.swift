import Foundation

/// View-controller containment (Apple's "Creating a custom container view controller"): the parent
/// calls `addChild(_:)` (which calls the child's `willMove(toParent:)`), adds the child's view, then
/// calls the child's `didMove(toParent:)`; to remove, `willMove(toParent: nil)`, remove the view, then
/// `removeFromParent()` (which calls `didMove(toParent: nil)`). The child's appearance callbacks come
/// from its view entering or leaving a visible window (UIViewController+Appearance.swift).
extension UIViewController {
    func attach(_ child: UIViewController) {
        guard child.parent !== self, child !== self else { return }
        child.removeFromParent()
        child.isMovingToParent = true
        child.isMovingFromParent = false
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    func detachFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        isMovingToParent = false
        isMovingFromParent = false
        didMove(toParent: nil)
    }
}
