import Foundation

/// The closure a ``UIAction`` runs, called with the action itself.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a closure handler, added to a control with ``UIControl/addAction(_:for:)`` (behaviour 6.3,
/// iOS 14 API). A control keeps at most one action per ``identifier``.
///
/// ```swift
/// let save = UIAction(title: "Save") { action in
///     print("saved by", action.sender as Any)
/// }
/// button.addAction(save, for: .touchUpInside)
/// ```
///
/// An action is also a ``UIMenuElement``: menus (``UIMenu``, context menus, edit menus) list it with its
/// ``attributes`` and ``state``, and choosing it runs the handler with ``sender`` set to the interaction
/// that showed the menu (behaviour 15.3).
@MainActor
open class UIAction: UIMenuElement {
    /// A string that identifies an action; a control replaces an action when one with the same
    /// identifier is added again.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The identifier's string.
        public let rawValue: String

        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from a string literal: `let save: UIAction.Identifier = "save"`.
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// The action's image. Default nil.
    open var image: UIImage?
    /// An elaborated title for discoverability. Default nil.
    open var discoverabilityTitle: String?
    /// The action's identifier: the one given at creation or a unique generated one.
    public let identifier: Identifier
    /// The handler run when the action is performed.
    public let handler: UIActionHandler
    /// How a menu shows the action (disabled, destructive, hidden, keeps the menu presented). Default none.
    open var attributes: UIMenuElement.Attributes
    /// The check mark a menu shows next to the action. Default ``UIMenuElement/State/off``.
    open var state: UIMenuElement.State
    /// The standard edit action an edit menu's suggested action sends (nil for other actions).
    var editSelector: Selector?

    /// The object performing the action: set to the control by ``UIControl/sendAction(_:)``
    /// while the handler runs, nil otherwise.
    public internal(set) var sender: Any?

    /// Creates an action. Without `identifier`, a unique one is generated, so two actions created
    /// separately never replace each other.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.image = image
        self.attributes = attributes
        self.state = state
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
        super.init(title: title, subtitle: subtitle)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
