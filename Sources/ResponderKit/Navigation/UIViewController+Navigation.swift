import Foundation

/// What every view controller knows about navigation (behaviour 13.1, 13.3).
extension UIViewController {
    /// The nearest navigation controller among the controller's ancestors (``parent`` chain), or nil.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The item a navigation bar shows for this controller, made on first access with the controller's
    /// ``title``.
    public var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem()
        item.title = title
        storedNavigationItem = item
        return item
    }
}

extension UIViewController {
    /// Shows `viewController` in the primary context (Apple's `show(_:sender:)`): pushed, animated, on
    /// the nearest navigation controller among this controller and its parents, else presented modally,
    /// animated. Not an override point here (UIKit finds the container through
    /// `targetViewController(forAction:sender:)`); only navigation controllers take it.
    public func show(_ viewController: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(viewController, animated: true)
        } else {
            present(viewController, animated: true)
        }
    }
}
