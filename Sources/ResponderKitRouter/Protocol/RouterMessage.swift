import Foundation
import ResponderKit

/// The identifier an application registers with: unique among the applications connected to one router.
public struct ApplicationID: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
    CustomStringConvertible
{
    /// The number sent on the wire (`u32`).
    public let rawValue: UInt32
    /// Creates an identifier from its number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Creates an identifier from an integer literal.
    public init(integerLiteral value: UInt32) { rawValue = value }
    /// Orders identifiers by number.
    public static func < (lhs: ApplicationID, rhs: ApplicationID) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `app N`.
    public var description: String { "app \(rawValue)" }
}

/// One window of an application as the router sees it: where it is on the screen and how it stacks.
///
/// The router hit-tests new touch sequences against these frames (behaviour 9, step 2: the window server
/// finds the context under the finger); the application then hit-tests its own views.
public struct ApplicationWindow: Hashable, Sendable {
    /// The application's number for the window, stable while the window exists.
    public var id: UInt32
    /// The window's frame in screen points.
    public var frame: CGRect
    /// The window's level (``/ResponderKit/UIWindow/Level`` raw value).
    public var level: CGFloat
    /// Whether the window is shown; hidden windows take no touches.
    public var isVisible: Bool

    /// Creates a window description.
    public init(id: UInt32, frame: CGRect, level: CGFloat = 0, isVisible: Bool = true) {
        self.id = id
        self.frame = frame
        self.level = level
        self.isVisible = isVisible
    }

    /// Whether `point` (screen points) is inside the frame, half-open like `point(inside:)` (behaviour 11).
    public func contains(_ point: CGPoint) -> Bool {
        point.x >= frame.minX && point.x < frame.maxX && point.y >= frame.minY && point.y < frame.maxY
    }
}

/// What a peer is, announced in its hello.
public enum PeerRole: UInt8, Sendable, CaseIterable {
    /// An application: registers, reports its windows, receives input.
    case application = 1
    /// The router.
    case router = 2
    /// A source of hardware input (a device reader or a test driver): sends input for the router to route.
    case inputSource = 3
}

/// The first message each side sends: the protocol version it speaks and its role.
public struct Hello: Equatable, Sendable {
    /// The protocol version this implementation speaks: 2, which added ``RouterMessage/systemSwipe(_:)``
    /// and ``RouterMessage/drag(_:)`` (docs/ipc-protocol.md, section 3.1).
    public static let currentVersion: UInt16 = 2
    /// The versions this implementation accepts in a peer's hello. A connection speaks the lower of the
    /// two peers' versions (``negotiated(with:)``); version 1 peers accept only version 1.
    public static let supportedVersions: ClosedRange<UInt16> = 1...2

    /// The version a connection speaks when the peer said `peerVersion` in its hello: the lower of the two.
    public static func negotiated(with peerVersion: UInt16) -> UInt16 { min(peerVersion, currentVersion) }

    /// The sender's protocol version.
    public var version: UInt16
    /// The sender's role.
    public var role: PeerRole

    /// Creates a hello; the version defaults to ``currentVersion``.
    public init(version: UInt16 = Hello.currentVersion, role: PeerRole) {
        self.version = version
        self.role = role
    }
}

/// One message of the router protocol (docs/ipc-protocol.md). Each is sent as one frame:
/// a `u32` length, a `u8` message type and the payload.
public enum RouterMessage: Equatable, Sendable {
    /// Type 1, both directions, first: the handshake.
    case hello(Hello)
    /// Type 2, application to router: registers the connection's application under an id and a name.
    case registerApplication(id: ApplicationID, name: String)
    /// Type 3, application to router: the application's windows, back to front, replacing the previous list.
    case windowList([ApplicationWindow])
    /// Type 4, router to application (or input source to router): raw hardware input, in screen points
    /// and seconds of the shared monotonic clock.
    case input(HardwareInput)
    /// Type 5. Router to application: the application now in front (nil: none). Application to router:
    /// a request to bring that application to the front.
    case frontApplication(ApplicationID?)
    /// Type 6, router to application: the router recognized a system gesture (such as `home`) and took
    /// the touches of its sequence.
    case systemGesture(name: String, timestamp: TimeInterval)
    /// Type 7, both directions, last: the sender is closing the connection, and why.
    case goodbye(reason: String)
    /// Type 8 (protocol version 2), input source to router: one step of a three- or four-finger trackpad
    /// swipe. It belongs to the system: the router consumes it as a system gesture and never forwards it
    /// (docs/ipc-protocol.md, section 8, "System swipes").
    case systemSwipe(SystemSwipeInput)
    /// Type 9 (protocol version 2), between an application and the router, both ways: one step of a drag
    /// carried between applications (docs/ipc-protocol.md, section 3.9 and section 9, "Drags between
    /// applications"; behaviour 16.11). The router checks each against the drags it carries and forwards it
    /// to the other application, naming the sender as its peer.
    case drag(RemoteDragMessage)

    /// The message type byte.
    public var typeCode: UInt8 {
        switch self {
        case .hello: 1
        case .registerApplication: 2
        case .windowList: 3
        case .input: 4
        case .frontApplication: 5
        case .systemGesture: 6
        case .goodbye: 7
        case .systemSwipe: 8
        case .drag: 9
        }
    }

    /// The lowest protocol version in which the message exists: a peer whose connection speaks an older
    /// version may not send it.
    public var minimumVersion: UInt16 {
        switch self {
        case .systemSwipe, .drag: 2
        case .hello, .registerApplication, .windowList, .input, .frontApplication, .systemGesture, .goodbye: 1
        }
    }
}
