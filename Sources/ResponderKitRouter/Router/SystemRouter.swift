import Foundation
import ResponderKit

/// The system side of the event pipeline, like backboardd (behaviour 9, step 2): applications connect and
/// register their windows; the router sends each touch sequence to the application under its first
/// contact, keys, media keys and motion to the front application, watches for system gestures, and
/// paces delivery per display frame, coalescing moves for an application that falls behind.
///
/// The router is transport-agnostic: ``attach(_:peer:)`` any ``MessageChannel`` (``InProcessChannel`` in
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
    /// Held by the thread handing events to the handler.
    private let delivering = NSLock()

    /// Creates a router with no applications.
    public init(configuration: RouterConfiguration = RouterConfiguration()) {
        self.configuration = configuration
        state = Locked(RouterState(configuration: configuration))
    }

    /// Sets the function that receives ``RouterEvent``s (registrations, departures, front changes,
    /// system gestures, peers and refusals). It is called outside the router's lock, one event at a time
    /// and in the order the events happened: on the thread that caused them, or on the thread already
    /// delivering earlier events at that moment.
    public func setEventHandler(_ handler: (@Sendable (RouterEvent) -> Void)?) {
        self.handler.withLock { $0 = handler }
    }

    /// Runs `body` under the lock, then closes the channels it dropped and reports its events.
    private func perform<Result>(_ body: (inout RouterState) -> Result) -> Result {
        let (result, closing, hasEvents) = state.withLock { state in
            let result = body(&state)
            state.dropUnresponsiveApplications()
            defer {
                state.events.removeAll()
                state.channelsToClose.removeAll()
            }
            state.undeliveredEvents.append(contentsOf: state.events)
            return (result, state.channelsToClose, !state.events.isEmpty)
        }
        for channel in closing { channel.close() }
        if hasEvents { deliverEvents() }
        return result
    }

    /// Hands the undelivered events to the handler in order. One thread at a time delivers (reader
    /// threads of different connections would otherwise race and print a departure before the error
    /// that caused it); a thread finding another one delivering leaves its events to it. After letting
    /// go, a thread looks again, so that events queued meanwhile are never left behind.
    private func deliverEvents() {
        while delivering.try() {
            while true {
                let batch = state.withLock { state -> [RouterEvent] in
                    defer { state.undeliveredEvents.removeAll(keepingCapacity: true) }
                    return state.undeliveredEvents
                }
                if batch.isEmpty { break }
                let handler = handler.withLock { $0 }
                for event in batch { handler?(event) }
            }
            delivering.unlock()
            if state.withLock({ $0.undeliveredEvents.isEmpty }) { break }
        }
    }

    // MARK: Connections

    /// Attaches a connection to a peer (an application or an input source); the peer must start with a
    /// hello within ``RouterConfiguration/helloTimeout``. `peer` names who connected in the router's
    /// events (``RouterServer`` passes the socket's credentials). Returns the connection's number. Past
    /// ``RouterConfiguration/maximumConnections`` open connections, the new one is refused at once (a
    /// goodbye, then closed).
    @discardableResult
    public func attach(_ channel: any MessageChannel, peer: PeerCredentials? = nil) -> Int {
        attach(channel, peer: peer, refusal: nil)
    }

    /// Attaches a connection, or refuses it at once with `refusal` (a goodbye with that reason, then closed).
    @discardableResult
    func attach(_ channel: any MessageChannel, peer: PeerCredentials?, refusal: String?) -> Int {
        let number = perform { $0.attach(channel, credentials: peer, refusal: refusal) }
        channel.start(delivering: RouterSink(router: self, connection: number))
        return number
    }

    /// The number of open connections (applications, input sources, and peers yet to say hello).
    public var connectionCount: Int {
        state.withLock { $0.connections.count }
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
    /// ``deliverFrame()``. The router's own input is one input source: past its caps
    /// (``RouterConfiguration/maximumContactsPerSource``, ``RouterConfiguration/maximumPointerDevicesPerSource``)
    /// input is refused and counted, as from a peer.
    public func handle(_ input: HardwareInput) {
        perform { $0.handle(input, from: .router) }
    }

    /// Handles one step of a three- or four-finger trackpad swipe (from the device layer, or an input
    /// source's `systemSwipe` message). The swipe is the system's: it is never forwarded. Its first step
    /// takes its device (the click, scroll or transform an application had from it is cancelled, and the
    /// device's pointer input is withheld until the swipe ends); when it ends, it is recognized as one of
    /// ``RouterConfiguration/systemSwipes``, reported as ``RouterEvent/systemGesture(name:timestamp:)`` and
    /// to every application, and the gesture's ``SystemSwipeGesture/action`` runs.
    public func handle(_ swipe: SystemSwipeInput) {
        perform { $0.handle(swipe, from: .router) }
    }

    /// How many pointer, scroll and transform inputs were withheld from the applications because a system
    /// swipe held their device (or until what a swipe cancelled ended on the device).
    public var withheldPointerInputs: Int {
        state.withLock { $0.withheldPointerInputs }
    }

    /// How many contacts with a new id the router refused because their source already had
    /// ``RouterConfiguration/maximumContactsPerSource`` contacts down or hovering (from every source).
    public var refusedContacts: Int {
        state.withLock { $0.refusedContacts }
    }

    /// How many pointer, scroll, transform and system swipe inputs the router refused because they came from
    /// one more pointer device than their source's ``RouterConfiguration/maximumPointerDevicesPerSource``.
    public var refusedPointerInputs: Int {
        state.withLock { $0.refusedPointerInputs }
    }

    /// How many drag messages the router ignored: they named no drag it carries between applications, or
    /// came from the wrong side (behaviour 16.11).
    public var refusedDragMessages: Int {
        state.withLock { $0.refusedDragMessages }
    }

    /// The drags carried between applications now, as (source application, session) pairs, in order.
    public var carriedDrags: [(source: ApplicationID, session: DragSessionIdentifier)] {
        state.withLock { $0.drags.keys.sorted().map { ($0.source, $0.session) } }
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
