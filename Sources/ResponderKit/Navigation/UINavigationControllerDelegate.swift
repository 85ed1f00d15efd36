import Foundation

/// The object told when a navigation controller shows a view controller (UIKit's
/// `UINavigationControllerDelegate`, the part about showing; behaviour 13.2). Both methods have empty
/// defaults.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Called when a push, pop or replacement of the stack begins, after the leaving controller's
    /// `viewWillDisappear(_:)` and the arriving one's `viewWillAppear(_:)`. Default: nothing.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// Called when the transition completed, after the arriving controller's `viewDidAppear(_:)`.
    /// Not called for a back swipe that is cancelled. Default: nothing.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {}
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {}
}
