import Foundation

/// A home-screen quick action (behaviour 8.4): what the user sees when pressing the application's icon, and
/// what the application receives when the user picks it.
///
/// Items are immutable; edit a ``UIMutableApplicationShortcutItem`` (from ``mutableCopy()``) and set the
/// whole ``UIApplication/shortcutItems`` array again. Static items come from the application's
/// configuration (``UIApplication/loadShortcutItems(fromConfigurationAt:)``), dynamic ones from
/// ``UIApplication/shortcutItems``.
///
/// Items compare equal when their type, titles, icon and user info are equal.
open class UIApplicationShortcutItem: Hashable, CustomStringConvertible {
    var storedType: String
    var storedTitle: String
    var storedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: PropertyListValue]?

    /// Creates a quick action.
    /// - Parameters:
    ///   - type: An application-defined string identifying the action, such as `"com.example.compose"`.
    ///   - localizedTitle: The title shown on the home screen.
    ///   - localizedSubtitle: An optional second line.
    ///   - icon: An optional icon.
    ///   - userInfo: Data for the application; property-list values (see ``PropertyListValue``) stand in
    ///     for UIKit's `NSSecureCoding` values. Default nil.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: PropertyListValue]? = nil
    ) {
        storedType = type
        storedTitle = localizedTitle
        storedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
    }

    /// Creates a quick action with a type and a title only.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// The application-defined type of the action.
    open var type: String { storedType }
    /// The title shown on the home screen.
    open var localizedTitle: String { storedTitle }
    /// The subtitle, or nil.
    open var localizedSubtitle: String? { storedSubtitle }
    /// The icon, or nil.
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// Application data, or nil.
    open var userInfo: [String: PropertyListValue]? { storedUserInfo }

    /// An immutable copy (what ``UIApplication/shortcutItems`` stores).
    public func copy() -> UIApplicationShortcutItem {
        UIApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
            icon: icon, userInfo: userInfo)
    }

    /// A mutable copy to edit.
    public func mutableCopy() -> UIMutableApplicationShortcutItem {
        UIMutableApplicationShortcutItem(
            type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
            icon: icon, userInfo: userInfo)
    }

    public static func == (lhs: UIApplicationShortcutItem, rhs: UIApplicationShortcutItem) -> Bool {
        lhs.type == rhs.type && lhs.localizedTitle == rhs.localizedTitle
            && lhs.localizedSubtitle == rhs.localizedSubtitle
            && lhs.icon == rhs.icon && lhs.userInfo == rhs.userInfo
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(localizedTitle)
    }

    open var description: String {
        var text = "<\(Swift.type(of: self)) type=\"\(type)\" title=\"\(localizedTitle)\""
        if let localizedSubtitle { text += " subtitle=\"\(localizedSubtitle)\"" }
        if let icon { text += " icon=\(icon)" }
        if let userInfo { text += " userInfo=\(PropertyListValue.dictionary(userInfo))" }
        return text + ">"
    }
}

/// A quick action whose properties can be changed; set it (or a copy) in
/// ``UIApplication/shortcutItems`` to show the change.
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The application-defined type of the action.
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }
    /// The title shown on the home screen.
    open override var localizedTitle: String {
        get { storedTitle }
        set { storedTitle = newValue }
    }
    /// The subtitle, or nil.
    open override var localizedSubtitle: String? {
        get { storedSubtitle }
        set { storedSubtitle = newValue }
    }
    /// The icon, or nil.
    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }
    /// Application data, or nil.
    open override var userInfo: [String: PropertyListValue]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
}

/// The icon of a quick action: a system icon type, a template image from the application's bundle, or
/// an SF Symbol name. When a configuration entry names several, the symbol wins, then the file, then the
/// type (behaviour 8.4).
public final class UIApplicationShortcutIcon: Hashable, Sendable, CustomStringConvertible {
    /// The system icons, with UIKit's raw values.
    public enum IconType: Int, Sendable, CaseIterable {
        /// A pencil: write something new. (0)
        case compose = 0
        /// Play. (1)
        case play
        /// Pause. (2)
        case pause
        /// A plus sign. (3)
        case add
        /// A location arrow. (4)
        case location
        /// A magnifying glass. (5)
        case search
        /// The share symbol. (6)
        case share
        /// A prohibition sign. (7)
        case prohibit
        /// A person. (8)
        case contact
        /// A house. (9)
        case home
        /// A map pin. (10)
        case markLocation
        /// A star. (11)
        case favorite
        /// A heart. (12)
        case love
        /// A cloud. (13)
        case cloud
        /// An invitation. (14)
        case invitation
        /// A check mark. (15)
        case confirmation
        /// An envelope. (16)
        case mail
        /// A speech bubble. (17)
        case message
        /// A calendar. (18)
        case date
        /// A clock. (19)
        case time
        /// A camera. (20)
        case capturePhoto
        /// A video camera. (21)
        case captureVideo
        /// An open task. (22)
        case task
        /// A completed task. (23)
        case taskCompleted
        /// An alarm clock. (24)
        case alarm
        /// A bookmark. (25)
        case bookmark
        /// Shuffle arrows. (26)
        case shuffle
        /// A musical note. (27)
        case audio
        /// An update arrow. (28)
        case update

        /// The name configuration files use, such as `UIApplicationShortcutIconTypeCompose`.
        public var configurationName: String {
            let name = String(describing: self)
            return "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
        }

        /// The icon type a configuration name denotes: `UIApplicationShortcutIconTypeCompose`, or just `Compose`.
        public init?(configurationName: String) {
            let short =
                configurationName.hasPrefix("UIApplicationShortcutIconType")
                ? String(configurationName.dropFirst("UIApplicationShortcutIconType".count)) : configurationName
            guard
                let match = IconType.allCases.first(where: { String(describing: $0).lowercased() == short.lowercased() }
                )
            else { return nil }
            self = match
        }
    }

    /// What the icon shows. A ResponderKit addition: UIKit keeps it private, but a headless home screen
    /// needs to say what it would draw.
    public enum Content: Hashable, Sendable {
        /// A system icon.
        case type(IconType)
        /// A template image in the application's bundle.
        case templateImage(String)
        /// An SF Symbol.
        case systemImage(String)
    }

    /// What the icon shows.
    public let content: Content

    /// Creates an icon from a system icon type.
    public init(type: IconType) { content = .type(type) }
    /// Creates an icon from a template image in the application's bundle.
    public init(templateImageName: String) { content = .templateImage(templateImageName) }
    /// Creates an icon from an SF Symbol name.
    public init(systemImageName: String) { content = .systemImage(systemImageName) }

    public static func == (lhs: UIApplicationShortcutIcon, rhs: UIApplicationShortcutIcon) -> Bool {
        lhs.content == rhs.content
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(content) }

    public var description: String {
        switch content {
        case .type(let type): type.configurationName
        case .templateImage(let name): "template:\(name)"
        case .systemImage(let name): "symbol:\(name)"
        }
    }
}
