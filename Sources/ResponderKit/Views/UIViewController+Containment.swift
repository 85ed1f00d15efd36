import Foundation

/// View-controller containment (Apple's "Creating a custom container view controller"): the parent
/// calls `addChild(_:)` (which calls the child's `willMove(toParent:)`), adds the child's view, then
/// calls the child's `didMove(toParent:)`; to remove, `willMove(toParent: nil)`, remove the view, then
/// `removeFromParent()` (which calls `didMove(toParent: nil)`). The child's appearance callbacks come
/// from its view entering or leaving a visible window (UIViewController+Appearance.swift).
extension UIViewController {
    /// The default frame of a loaded view: the bounds of the window the controller is being installed
    /// in (as a window's root, as a presented controller, or as a child of a controller in a window),
    /// else a screen of the default size, 390 × 844 points. One function so that the application's
    /// screen can take over here.
    var defaultViewFrame: CGRect {
        if let window = hostWindow { return window.bounds }
        return CGRect(x: 0, y: 0, width: 390, height: 844)
    }

    /// The view the default `loadView()` makes: ``defaultViewFrame``, flexible in width and height.
    func makeDefaultView() -> UIView {
        let view = UIView(frame: defaultViewFrame)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// The window the controller's view is meant for, before the view is in it.
    private var hostWindow: UIWindow? {
        installedWindow ?? parent?.viewIfLoaded?.window ?? presentingViewController?.viewIfLoaded?.window
    }

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
