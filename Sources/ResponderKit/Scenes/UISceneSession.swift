import Foundation

/// The record of one scene of the application: what UIKit keeps across a scene's connections. In
/// ResponderKit a session lives exactly as long as its scene's connection; it exists so that
/// `scene(_:willConnectTo:options:)` has UIKit's signature.
@MainActor
public final class UISceneSession: Hashable {
    /// The kind of interface a session's scene shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The application's main interface on the device's screen: every ``UIWindowScene`` ResponderKit connects.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }

    /// The session's role; ``Role/windowApplication`` for window scenes.
    public let role: Role
    /// A string that identifies the session in its application, unique for the process.
    public let persistentIdentifier: String
    /// The scene connected to the session, or nil once it disconnected.
    public internal(set) weak var scene: UIScene?
    /// Data you keep with the session. Default nil.
    public var userInfo: [String: Any]?

    private static var nextIdentifier = 1

    init(role: Role) {
        self.role = role
        persistentIdentifier = "ResponderKitSceneSession-\(Self.nextIdentifier)"
        Self.nextIdentifier += 1
    }

    nonisolated public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
