import Foundation

/// A button of a navigation bar (UIKit's `UIBarButtonItem`; behaviour 13.3): a title or image and what
/// a tap on it does, either a ``primaryAction`` (a ``UIAction``, run first when set) or a ``target``
/// and ``action`` sent through ``UIApplication/sendAction(_:to:from:for:)`` with the item as sender (a
/// nil target goes up the responder chain from the first responder, as in UIKit).
@MainActor
open class UIBarButtonItem {
    /// How the item is drawn; kept for source compatibility (nothing is drawn).
    public enum Style: Int, Sendable {
        /// A plain button. Default.
        case plain = 0
        /// A bordered button (deprecated in UIKit; same as `.plain`).
        case bordered = 1
        /// A button for a completing action.
        case done = 2
    }

    /// The item's title. Default nil.
    open var title: String? { didSet { owner?.itemsDidChange() } }
    /// The item's image. Default nil.
    open var image: UIImage? { didSet { owner?.itemsDidChange() } }
    /// The item's style. Default ``Style/plain``.
    open var style: Style = .plain
    /// Whether the item responds to taps. Default true.
    open var isEnabled = true { didSet { owner?.itemsDidChange() } }
    /// The object the ``action`` is sent to; nil sends it up the responder chain. Held weakly.
    open weak var target: AnyObject?
    /// The action sent when the item is tapped and it has no ``primaryAction``. Default nil.
    open var action: Selector?
    /// The action run when the item is tapped; when set it takes the place of ``target`` and ``action``.
    /// Default nil.
    open var primaryAction: UIAction? { didSet { owner?.itemsDidChange() } }
    /// An integer you can use to identify the item. Default 0.
    open var tag = 0

    /// The bar showing the item, told when it changes.
    weak var owner: UINavigationBar?

    /// Creates an item with a title, sending `action` to `target` when tapped.
    public init(title: String?, style: Style = .plain, target: AnyObject?, action: Selector?) {
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// Creates an item with an image, sending `action` to `target` when tapped.
    public init(image: UIImage?, style: Style = .plain, target: AnyObject?, action: Selector?) {
        self.image = image
        self.style = style
        self.target = target
        self.action = action
    }

    /// Creates an item that runs `primaryAction` when tapped; its title and image are the action's
    /// unless given.
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?) {
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        self.primaryAction = primaryAction
    }

    /// Performs what a tap on the item does: runs ``primaryAction`` with the item as sender, or sends
    /// ``action`` to ``target`` through the application of `window` (the shared one when nil). Does
    /// nothing when the item is disabled. Returns whether something was run or delivered.
    @discardableResult
    func performTap(in window: UIWindow?, event: UIEvent?) -> Bool {
        guard isEnabled else { return false }
        if let primaryAction {
            primaryAction.perform(sender: self)
            return true
        }
        guard let action else { return false }
        let application = window?.application ?? UIApplication.shared
        return application.sendAction(action, to: target, from: self, for: event)
    }
}
