import Foundation

/// An action offered below a peeked preview, revealed by swiping up (behaviour 8.4): a
/// ``UIPreviewAction`` or a ``UIPreviewActionGroup`` of them. A view controller lists its actions in
/// `previewActionItems`.
@MainActor
public protocol UIPreviewActionItem: AnyObject {
    /// The title shown on the action's button.
    var title: String { get }
}

/// A preview action: a title, a style and a handler called with the action and the previewed view
/// controller when the user picks it (behaviour 8.4).
@MainActor
public final class UIPreviewAction: UIPreviewActionItem, @MainActor CustomStringConvertible {
    /// How a preview action is drawn, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A plain action.
        case `default` = 0
        /// An action drawn with a checkmark.
        case selected = 1
        /// An action drawn in red: it destroys data.
        case destructive = 2
    }

    /// The title shown on the action's button.
    public let title: String
    /// How the action is drawn.
    public let style: Style
    /// Called with the action and the previewed view controller when the user picks the action. Its type
    /// is UIKit's (`(any UIPreviewActionItem, UIViewController) -> Void`); the action passed is always this
    /// ``UIPreviewAction``, as the initializer's handler type promises.
    public let handler: @MainActor (any UIPreviewActionItem, UIViewController) -> Void

    /// Creates a preview action whose `handler` is called with the action itself and the previewed view
    /// controller (the view controller shown as the peek) when the user picks it. UIKit's signature:
    /// the handler takes a ``UIPreviewAction``, so `action.title` and `action.style` read directly.
    public init(title: String, style: Style, handler: @escaping @MainActor (UIPreviewAction, UIViewController) -> Void)
    {
        self.title = title
        self.style = style
        self.handler = { item, controller in
            // Only this action is ever passed (UIViewControllerPreviewing calls `handler(action, ...)`).
            guard let action = item as? UIPreviewAction else { return }
            handler(action, controller)
        }
    }

    public var description: String { "<UIPreviewAction \"\(title)\" style=\(style)>" }
}

/// A group of preview actions shown as one button that opens a list of its actions (behaviour 8.4).
@MainActor
public final class UIPreviewActionGroup: UIPreviewActionItem, @MainActor CustomStringConvertible {
    /// The title shown on the group's button.
    public let title: String
    /// How the group's button is drawn.
    public let style: UIPreviewAction.Style
    /// The actions of the group, in order.
    public let actions: [UIPreviewAction]

    /// Creates a group of preview actions.
    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
    }

    public var description: String { "<UIPreviewActionGroup \"\(title)\" actions=\(actions.count)>" }
}
