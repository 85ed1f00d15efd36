import Foundation

// Views, view controllers and windows as focus environments (docs/behaviour/focus.md, 18.1): their
// overridable members are in their class bodies (docs/decisions.md, "Text: open members live in the class
// body"); what is not overridden in UIKit either is here.

extension UIView: UIFocusItem {
    /// The view controller whose root view this is; otherwise the superview.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { owningViewController ?? superview }

    /// Whether this view is the focused item of its window's focus system.
    public var isFocused: Bool { UIFocusSystem.focusSystem(for: self)?.focusedView === self }
}

extension UIViewController: UIFocusEnvironment {
    /// The superview of the view controller's view, when it has one.
    public var parentFocusEnvironment: (any UIFocusEnvironment)? { viewIfLoaded?.superview }
}

extension UIFocusEnvironment {
    /// The environments from this one up to the outermost (itself first), each once.
    var focusEnvironmentChain: [any UIFocusEnvironment] {
        var chain: [any UIFocusEnvironment] = []
        var seen: Set<ObjectIdentifier> = []
        var current: (any UIFocusEnvironment)? = self
        while let environment = current, seen.insert(ObjectIdentifier(environment)).inserted {
            chain.append(environment)
            current = environment.parentFocusEnvironment
        }
        return chain
    }

    /// The window this environment is in: a view's window, a view controller's view's window.
    var focusWindow: UIWindow? {
        for environment in focusEnvironmentChain {
            if let view = environment as? UIView { return view.window }
            if let controller = environment as? UIViewController, let view = controller.viewIfLoaded {
                return view.window
            }
        }
        return nil
    }
}
