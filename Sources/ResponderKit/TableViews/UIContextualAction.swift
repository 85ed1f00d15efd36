import Foundation

/// An action shown when the user swipes a row (behaviour 14.6; Apple's `UIContextualAction` page).
@MainActor
public final class UIContextualAction {
    /// How the action looks: a normal or a destructive (red) button.
    public enum Style: Int, Sendable {
        /// A normal action.
        case normal
        /// A destructive action (deleting); a full swipe on it removes the row in UIKit's animation.
        case destructive
    }

    /// Called when the user taps the action (or performs it with a full swipe): the action, the view that
    /// shows it, and the completion to call with whether the action was performed (either value closes
    /// the swipe actions).
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style the action was created with.
    public let style: Style
    /// The button's title.
    public var title: String?
    /// The button's background colour (stored, not drawn). Default nil: the style's colour.
    public var backgroundColor: UIColor?
    /// The button's image (stored, not drawn). Default nil.
    public var image: UIImage?
    /// The handler given at creation.
    public let handler: Handler

    /// Creates an action with `style`, `title` and `handler`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}

/// The actions of one side of a row's swipe (behaviour 14.6; Apple's `UISwipeActionsConfiguration` page).
@MainActor
public final class UISwipeActionsConfiguration {
    /// The actions, from the row's edge inward: the first is the outermost and the one a full swipe performs.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. Default `true`.
    public var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of `actions`.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}
