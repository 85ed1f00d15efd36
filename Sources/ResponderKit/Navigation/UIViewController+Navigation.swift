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
