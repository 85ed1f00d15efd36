import Foundation
import ResponderKit
import ResponderKitRouter

/// A system gesture the router recognized during a replay (``Replayer/systemGestures``): it took the
/// touch sequence, and the application received a cancellation for it (its views and recognizers got
/// `touchesCancelled`).
public struct ReplaySystemGesture: Sendable, Equatable {
    /// The gesture's name (`home`).
    public var name: String
    /// When the router recognized it, in seconds since the recording's start.
    public var time: TimeInterval
    /// Where the finger was then, in screen points, when the recording's trails tell.
    public var location: CGPoint?

    /// Creates a system gesture record.
    public init(name: String, time: TimeInterval, location: CGPoint? = nil) {
        self.name = name
        self.time = time
        self.location = location
    }

    /// One report line: `1.234 s  home at (512, 690): the router took the touch sequence; ...`.
    public var line: String {
        let place = location.map { " at \(ReplayFormat.point($0))" } ?? ""
        return "\(ReplayFormat.seconds(time))  \(name)\(place): the router took the touch sequence; "
            + "the application's touches were cancelled"
    }
}

/// How a replay's input reached the application: through a ``/ResponderKitRouter/SystemRouter`` (the default), or
/// straight into the application's queue (``Replayer/bypassesRouter``).
public struct ReplayRouting: Sendable, Equatable {
    /// The inputs handed to the router.
    public var inputCount: Int
    /// The applications registered with the router (the standard scene's: 1).
    public var applicationCount: Int
    /// The messages the router wrote to the application (input, front changes, system gestures).
    public var deliveredMessages: Int
    /// The names of the system gestures the router watched for (empty: none).
    public var watchedSystemGestures: [String]

    /// Creates a routing summary.
    public init(inputCount: Int, applicationCount: Int, deliveredMessages: Int, watchedSystemGestures: [String]) {
        self.inputCount = inputCount
        self.applicationCount = applicationCount
        self.deliveredMessages = deliveredMessages
        self.watchedSystemGestures = watchedSystemGestures
    }

    /// The summary row's text: `56 inputs through the system router to 1 application (system gestures off)`.
    public var text: String {
        let gestures =
            watchedSystemGestures.isEmpty
            ? "system gestures off"
            : "system gestures: " + watchedSystemGestures.joined(separator: ", ")
        return "\(ReplayFormat.plural(inputCount, "input")) through the system router to "
            + "\(ReplayFormat.plural(applicationCount, "application")) (\(gestures))"
    }
}

/// Connects a ``ReplayScene``'s application to a ``SystemRouter`` in process: an ``InProcessChannel``
/// (made by ``RouterConnection``) and an ``ApplicationEndpoint``, driven synchronously on the
/// application's virtual clock. The application registers (id 1, "replay") and reports its window on
/// ``init(application:screen:systemGestures:inputCapacity:)``.
///
/// Pacing: ``route(_:)`` hands one input to the router and calls ``SystemRouter/deliverFrame()`` at
/// once, so the router's outgoing queue never backs up and never coalesces moves; what it writes waits
/// in the connection's inbox (sized for the whole recording) until ``dispatch()``, which is one turn of
/// the application's run loop (``ApplicationEndpoint/processIncoming()``). The replayer dispatches once
/// per display frame of the recording's timeline, so the application coalesces the samples of one
/// display frame exactly as when the inputs are enqueued directly.
@MainActor
final class ReplayRouter {
    let router: SystemRouter
    let endpoint: ApplicationEndpoint
    /// The system gestures the router reported, with absolute timestamps, in order.
    private(set) var systemGestures: [(name: String, timestamp: TimeInterval)] = []
    private(set) var inputCount = 0
    static let applicationID: ApplicationID = 1

    init(application: UIApplication, screen: CGRect, systemGestures: [SystemGesture], inputCapacity: Int) {
        let interval = application.displayFrameInterval
        router = SystemRouter(
            configuration: RouterConfiguration(
                screenBounds: screen, framesPerSecond: interval > 0 ? 1 / interval : 60, systemGestures: systemGestures)
        )
        endpoint = ApplicationEndpoint(
            application: application,
            connection: RouterConnection(
                applicationID: Self.applicationID, name: "replay", destination: .inProcess(router),
                reconnectPolicy: .never,
                inboxCapacity: max(256, inputCapacity + 16)))
        endpoint.onSystemGesture = { [unowned self] name, timestamp in self.systemGestures.append((name, timestamp)) }
        // Hello, registration and window list go out synchronously; the router's answers are processed here.
        endpoint.start()
        endpoint.processIncoming()
    }

    /// Hands an input to the router and writes what it routed into the application's inbox.
    func route(_ input: HardwareInput) {
        router.handle(input)
        router.deliverFrame()
        inputCount += 1
    }

    /// One turn of the application's run loop: the delivered input is enqueued and dispatched.
    func dispatch() {
        endpoint.processIncoming()
    }

    /// The routing summary (call before ``stop()``).
    func summary() -> ReplayRouting {
        ReplayRouting(
            inputCount: inputCount, applicationCount: router.applications.count,
            deliveredMessages: router.statistics(for: Self.applicationID)?.sentMessages ?? 0,
            watchedSystemGestures: router.configuration.systemGestures.map(\.name))
    }

    /// Disconnects the application (a goodbye, then the channel closes).
    func stop() {
        endpoint.stop()
    }
}
