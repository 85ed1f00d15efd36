import Foundation
import ResponderKit

/// The system side of the event pipeline, like backboardd (spec 9, step 2): applications connect and
/// register their windows; the router sends each touch sequence to the application under its first
/// contact, keys, media keys and motion to the front application, watches for system gestures, and
/// paces delivery per display frame, coalescing moves for an application that falls behind.
///
/// The router is transport-agnostic: ``attach(_:)`` any ``MessageChannel`` (``InProcessChannel`` in
/// tests, ``SocketChannel`` through ``RouterServer``). Nothing here reads a clock: input carries its
/// timestamps, and delivery happens when ``deliverFrame()`` is called (by ``RouterServer`` at
/// ``RouterConfiguration/framesPerSecond``, or by a test), so in-process use is deterministic.
///
/// ```swift
/// let router = SystemRouter(configuration: RouterConfiguration(screenBounds: screen))
/// router.setEventHandler { event in if case .systemGesture("home", _) = event { showHomeScreen() } }
/// router.handle(.digitizer(frame))   // from the device
/// router.deliverFrame()              // once per display frame
/// ```
///
/// Thread safety: every method may be called from any thread. State lives behind one lock. While
/// holding it, the router calls only the non-blocking ``MessageChannel/trySend(_:)`` and
/// ``MessageChannel/flush()``, whose sinks never call back into the router; it closes channels and calls
/// the event handler only after releasing it.
public final class SystemRouter: Sendable {
    /// How the router routes and paces input.
    public let configuration: RouterConfiguration
    private let state: Locked<RouterState>
    private let handler = Locked<(@Sendable (RouterEvent) -> Void)?>(nil)

    /// Creates a router with no applications.
    public init(configuration: RouterConfiguration = RouterConfiguration()) {
        self.configuration = configuration
        state = Locked(RouterState(configuration: configuration))
    }

    /// Sets the function that receives ``RouterEvent``s (registrations, departures, front changes,
    /// system gestures). It is called on the thread that caused the event, outside the router's lock.
    public func setEventHandler(_ handler: (@Sendable (RouterEvent) -> Void)?) {
        self.handler.withLock { $0 = handler }
    }

    /// Runs `body` under the lock, then closes the channels it dropped and reports its events.
    private func perform<Result>(_ body: (inout RouterState) -> Result) -> Result {
        let (result, events, closing) = state.withLock { state in
            let result = body(&state)
            defer {
                state.events.removeAll()
                state.channelsToClose.removeAll()
            }
            return (result, state.events, state.channelsToClose)
        }
        for channel in closing { channel.close() }
        if !events.isEmpty, let handler = handler.withLock({ $0 }) {
            for event in events { handler(event) }
        }
        return result
    }

    // MARK: Connections

    /// Attaches a connection to a peer (an application or an input source); the peer must start with a
    /// hello. Returns the connection's number.
    @discardableResult
    public func attach(_ channel: any MessageChannel) -> Int {
        let number = perform { $0.attach(channel) }
        channel.start(delivering: RouterSink(router: self, connection: number))
        return number
    }

    /// Handles an event from a connection's channel.
    func receive(_ event: ChannelEvent, from connection: Int) {
        perform { $0.receive(event, from: connection) }
    }

    /// Says goodbye to every peer and closes every connection; the applications are forgotten.
    public func detachAll(reason: String = "the router is shutting down") {
        perform { $0.dropAll(reason: reason) }
    }

    // MARK: Input and delivery

    /// Routes raw input from the hardware. It is queued for its application and written by the next
    /// ``deliverFrame()``.
    public func handle(_ input: HardwareInput) {
        perform { $0.handle(input) }
    }

    /// Writes every application's queued messages, as far as each channel takes them: one display frame.
    public func deliverFrame() {
        perform { $0.deliverFrame() }
    }

    // MARK: Applications

    /// Brings an application to the front (focus). The previous front application's touch sequence in
    /// progress is cancelled (it receives `cancelAllContacts`).
    public func bringToFront(_ application: ApplicationID) {
        perform { $0.bringToFront(application) }
    }

    /// The front application, if any.
    public var frontApplication: ApplicationID? {
        state.withLock { $0.front }
    }

    /// The registered applications, front first.
    public var applications: [RegisteredApplication] {
        state.withLock { state in
            state.focusOrder.compactMap { id in
                state.applications[id].map {
                    RegisteredApplication(id: id, name: $0.name, windows: $0.windows, isFront: id == state.front)
                }
            }
        }
    }

    /// What was delivered to an application, or nil when it is not registered.
    public func statistics(for application: ApplicationID) -> DeliveryStatistics? {
        state.withLock { state in
            guard let record = state.applications[application] else { return nil }
            var statistics = record.statistics
            statistics.queuedMessages = record.queue.count
            return statistics
        }
    }
}

/// Hands a connection's events to the router. Holds the router weakly: a channel outliving its router
/// delivers nowhere.
struct RouterSink: ChannelSink {
    weak var router: SystemRouter?
    let connection: Int

    func offer(_ event: ChannelEvent) -> Bool {
        router?.receive(event, from: connection)
        return true
    }

    func put(_ event: ChannelEvent) {
        router?.receive(event, from: connection)
    }
}
