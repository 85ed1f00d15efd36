import Foundation

/// An element of a menu: an action (``UIAction``), a submenu or an inline section (``UIMenu``), or
/// elements loaded later (``UIDeferredMenuElement``) (iOS 13, behaviour 15.3). Menus are headless here:
/// what a menu shows is read from ``MenuPresentation``.
@MainActor
open class UIMenuElement {
    /// How a menu shows an action (UIKit's raw values).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The action is listed but cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action is shown as destructive (red).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not listed.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the action runs its handler and leaves the menu presented (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The check mark next to an action.
    public enum State: Int, Sendable, Hashable {
        /// No check mark (the default).
        case off = 0
        /// A check mark.
        case on = 1
        /// A dash: partly on.
        case mixed = 2
    }

    /// The element's title. Default `""`.
    open var title: String
    /// A second line under the title (iOS 15). Default nil.
    open var subtitle: String?

    init(title: String, subtitle: String?) {
        self.title = title
        self.subtitle = subtitle
    }
}

/// A menu: a titled group of elements, shown as a submenu of its parent or, with
/// ``Options-swift.struct/displayInline``, as a section of it (behaviour 15.3).
@MainActor
public final class UIMenu: UIMenuElement {
    /// A string naming a menu.
    public struct Identifier: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
        /// The identifier's string.
        public let rawValue: String
        /// Creates an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { rawValue = value }
    }

    /// How a menu is shown (UIKit's raw values).
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The menu's children are shown in its parent, as a section, instead of as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown as destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu and its submenus is on (iOS 15): choosing an action turns it on
        /// and the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's identifier: the one given, or a unique generated one.
    public let identifier: Identifier
    /// How the menu is shown. Default none.
    public let options: Options
    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// The menu's image (recorded only). Default nil.
    public let image: UIImage?

    /// Creates a menu. Without `identifier`, a unique one is generated.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.image = image
        super.init(title: title, subtitle: subtitle)
    }

    /// A copy of the menu (same title, identifier and options) with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// The actions of the menu whose state is ``UIMenuElement/State/on`` (iOS 17), in order.
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}

/// A placeholder for menu elements provided later (iOS 14, behaviour 15.3): when a menu showing it
/// appears, the menu lists a loading item, and the provider is called on the application's clock (at
/// the next run-loop turn). The elements it passes to its completion replace the loading item. A
/// cached element (``init(_:)``) keeps the elements and calls its provider only once; an uncached one
/// (``uncached(_:)``) calls it each time a menu showing it appears.
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The completion a provider calls with the elements.
    public typealias Completion = @MainActor ([UIMenuElement]) -> Void
    /// The closure that loads the elements and passes them to its completion, now or later.
    public typealias Provider = @MainActor (@escaping Completion) -> Void

    let provider: Provider
    /// Whether the provider is called each time (``uncached(_:)``).
    public let isUncached: Bool
    /// The elements a cached element loaded, once it has.
    var cachedElements: [UIMenuElement]?

    /// Creates a cached deferred element: its provider is called the first time a menu shows it.
    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        isUncached = false
        super.init(title: "", subtitle: nil)
    }

    private init(uncachedProvider: @escaping Provider) {
        provider = uncachedProvider
        isUncached = true
        super.init(title: "", subtitle: nil)
    }

    /// Creates an uncached deferred element (iOS 15): its provider is called each time a menu shows it.
    public static func uncached(_ elementProvider: @escaping Provider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncachedProvider: elementProvider)
    }
}
