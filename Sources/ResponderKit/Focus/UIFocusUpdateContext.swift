import Foundation

/// What one focus update changes (docs/behaviour/focus.md, 18.3), given to
/// ``UIFocusEnvironment/shouldUpdateFocus(in:)`` before and ``UIFocusEnvironment/didUpdateFocus(in:with:)``
/// after it, and in ``UIFocusSystem/didUpdateNotification``'s user info
/// ([UIFocusUpdateContext](https://developer.apple.com/documentation/uikit/uifocusupdatecontext)).
@MainActor
open class UIFocusUpdateContext {
    /// The item focused before the update, if any.
    public private(set) weak var previouslyFocusedItem: (any UIFocusItem)?
    /// The item focused after the update, if any.
    public private(set) weak var nextFocusedItem: (any UIFocusItem)?
    /// The direction of the movement; `[]` for an update that is not a movement.
    public let focusHeading: UIFocusHeading

    init(previous: (any UIFocusItem)?, next: (any UIFocusItem)?, heading: UIFocusHeading) {
        previouslyFocusedItem = previous
        nextFocusedItem = next
        focusHeading = heading
    }

    /// ``previouslyFocusedItem`` when it is a view.
    public var previouslyFocusedView: UIView? { previouslyFocusedItem as? UIView }
    /// ``nextFocusedItem`` when it is a view.
    public var nextFocusedView: UIView? { nextFocusedItem as? UIView }
}

/// Runs the animations that go with a focus update (docs/behaviour/focus.md, 18.3). ResponderKit draws
/// nothing, so the animations run at once, inside ``UIFocusEnvironment/didUpdateFocus(in:with:)``'s call,
/// and their completions right after them, in the order they were added
/// ([UIFocusAnimationCoordinator](https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator)).
@MainActor
open class UIFocusAnimationCoordinator {
    init() {}

    /// Runs `animations`, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }

    /// Runs `animations`, then `completion` (the focusing and unfocusing animations are the same here).
    open func addCoordinatedFocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        animations?(FocusAnimationContext())
        completion?()
    }

    /// Runs `animations`, then `completion`.
    open func addCoordinatedUnfocusingAnimations(
        _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
    ) {
        animations?(FocusAnimationContext())
        completion?()
    }
}

/// The timing of a focus animation ([UIFocusAnimationContext](https://developer.apple.com/documentation/uikit/uifocusanimationcontext)).
@MainActor
public protocol UIFocusAnimationContext {
    /// How long the animation lasts: 0 here, where animations run at once.
    var duration: TimeInterval { get }
}

private struct FocusAnimationContext: UIFocusAnimationContext {
    var duration: TimeInterval { 0 }
}
