import Foundation

/// What takes part in focus (docs/behaviour/focus.md, 18.1): views, view controllers and windows
/// ([UIFocusEnvironment](https://developer.apple.com/documentation/uikit/uifocusenvironment)). An
/// environment contains the environments below it (a view its subviews, a view controller its view).
@MainActor
public protocol UIFocusEnvironment: AnyObject {
    /// The environments to look in first when focus is updated in this one, in order of preference.
    var preferredFocusEnvironments: [any UIFocusEnvironment] { get }
    /// The environment that contains this one (a view's view controller or superview).
    var parentFocusEnvironment: (any UIFocusEnvironment)? { get }
    /// The identifier of the focus group this environment belongs to; nil inherits its parent's.
    var focusGroupIdentifier: String? { get }
    /// Asks for a focus update in this environment, at the application's next turn.
    func setNeedsFocusUpdate()
    /// Performs a requested focus update now.
    func updateFocusIfNeeded()
    /// Whether focus may move as `context` says; asked of every environment containing the previously or
    /// the next focused item.
    func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool
    /// Focus moved as `context` says; told to every environment containing the previously or the next
    /// focused item.
    func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator)
}

/// An environment that can itself be focused (docs/behaviour/focus.md, 18.1): in ResponderKit, a view
/// ([UIFocusItem](https://developer.apple.com/documentation/uikit/uifocusitem)).
@MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    /// Whether the item can be focused now.
    var canBecomeFocused: Bool { get }
    /// The item's frame, in its parent's coordinates.
    var frame: CGRect { get }
}
