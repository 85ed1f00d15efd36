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
/// ResponderKit models the control side only: the menu-element properties (attributes, state,
/// children) of UIKit's `UIMenuElement` are not part of it.
@MainActor
open class UIAction {
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

    /// The action's title (shown by menus and by a button created with ``UIButton/init(frame:primaryAction:)``).
    /// Default `""`.
    open var title: String
    /// The action's image. Default nil.
    open var image: UIImage?
    /// An elaborated title for discoverability. Default nil.
    open var discoverabilityTitle: String?
    /// The action's identifier: the one given at creation or a unique generated one.
    public let identifier: Identifier
    /// The handler run when the action is performed.
    public let handler: UIActionHandler

    /// The object performing the action: set to the control by ``UIControl/sendAction(_:)``
    /// while the handler runs, nil otherwise.
    public internal(set) var sender: Any?

    /// Creates an action. Without `identifier`, a unique one is generated, so two actions created
    /// separately never replace each other.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.handler = handler
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        let previous = self.sender
        self.sender = sender
        defer { self.sender = previous }
        handler(self)
    }
}
