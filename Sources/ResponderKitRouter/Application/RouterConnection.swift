import Foundation

/// An application's connection to its router: the transport, the handshake and registration, and
/// reconnection when the router goes away. It is thread-safe and knows nothing of `UIApplication`;
/// ``ApplicationEndpoint`` feeds what it receives into an application on the main actor.
///
/// What arrives is queued as ``Event``s in a bounded inbox (``takeEvents()``, ``waitForEvents(timeout:)``).
/// A socket connection's reader thread stops reading while the inbox is full, so an application that
/// falls behind pushes back on the router, which then coalesces its moves.
///
/// On every (re)connection it sends, in order: a hello, its registration, and the last window list it
/// was given (``updateWindows(_:)``). When the channel closes without ``close()``, it reports
/// ``Event/disconnected(reason:)`` and reconnects in the background following its ``ReconnectPolicy``.
public final class RouterConnection: Sendable {
    /// Where the router is.
    public enum Destination: Sendable {
        /// A router listening on a Unix-domain socket (``RouterServer``).
        case socket(path: String)
        /// A router in this process, over an ``InProcessChannel``: deterministic, for tests.
        case inProcess(SystemRouter)
    }

    /// What the connection reports, in order.
    public enum Event: Equatable, Sendable {
        /// A channel to the router opened; the hello, registration and windows are on their way.
        case connected
        /// A message from the router.
        case message(RouterMessage)
        /// The channel closed; reconnection starts unless the connection was closed.
        case disconnected(reason: String)
        /// Reconnection failed this many times and stopped.
        case gaveUp(attempts: Int)
    }

    private struct State {
        var channel: (any MessageChannel)?
        var generation = 0
        var windows: [ApplicationWindow] = []
        /// Messages for the current channel not written yet, in order.
        var pending: [RouterMessage] = []
        var isStarted = false
        var isClosed = false
        var isReconnecting = false
    }

    /// The application's identifier.
    public let applicationID: ApplicationID
    /// The application's name.
    public let name: String
    /// Where the router is.
    public let destination: Destination
    /// How to reconnect.
    public let reconnectPolicy: ReconnectPolicy
    let inbox: BoundedInbox<Event>
    private let state = Locked(State())
    /// Serializes writes, so that pending messages leave in order whichever thread flushes them. (A plain
    /// lock: a `Locked` of an empty value makes ThreadSanitizer see its zero-sized `inout` access as a
    /// write to the object's header, a false race with every retain.)
    private let sendLock = NSLock()

    /// Creates a connection; nothing happens until ``start()``. `inboxCapacity` bounds the messages
    /// waiting to be processed (connection events are never refused).
    public init(
        applicationID: ApplicationID, name: String, destination: Destination,
        reconnectPolicy: ReconnectPolicy = .standard, inboxCapacity: Int = 256
    ) {
        self.applicationID = applicationID
        self.name = name
        self.destination = destination
        self.reconnectPolicy = reconnectPolicy
        inbox = BoundedInbox(capacity: inboxCapacity)
    }

    /// Whether a channel to the router is open.
    public var isConnected: Bool { state.withLock { $0.channel != nil } }

    /// Connects now; when that fails, keeps trying in the background.
    public func start() {
        let first = state.withLock { state -> Bool in
            defer { state.isStarted = true }
            return !state.isStarted
        }
        guard first else { return }
        if !connect() { reconnectInBackground() }
    }

    /// Says goodbye and closes the channel; no reconnection follows.
    public func close() {
        flush()
        let channel = state.withLock { state -> (any MessageChannel)? in
            state.isClosed = true
            defer { state.channel = nil }
            return state.channel
        }
        if let channel {
            _ = channel.trySend(.goodbye(reason: "the application is closing"))
            channel.close()
        }
        inbox.close()
    }

    // MARK: Sending

    /// Remembers the application's windows (back to front) and sends them; they are sent again on
    /// every reconnection.
    public func updateWindows(_ windows: [ApplicationWindow]) {
        state.withLock { $0.windows = windows }
        send(.windowList(windows))
    }

    /// Asks the router to bring this application to the front.
    public func requestFront() {
        send(.frontApplication(applicationID))
    }

    /// Sends a message on the current channel; dropped when disconnected.
    public func send(_ message: RouterMessage) {
        state.withLock { state in
            if state.channel != nil { state.pending.append(message) }
        }
        flush()
    }

    /// Writes pending messages as far as the channel takes them.
    public func flush() {
        sendLock.lock()
        defer { sendLock.unlock() }
        while true {
            let next = state.withLock { state -> (any MessageChannel, RouterMessage?, Int)? in
                state.channel.map { ($0, state.pending.first, state.generation) }
            }
            guard let (channel, message, generation) = next else { return }
            guard channel.flush() == .sent, let message else { return }
            switch channel.trySend(message) {
            case .sent, .unencodable:
                state.withLock { state in
                    if state.generation == generation, !state.pending.isEmpty { state.pending.removeFirst() }
                }
            case .full, .closed:
                return
            }
        }
    }

    // MARK: Events

    /// Removes and returns the events received so far, oldest first.
    public func takeEvents() -> [Event] { inbox.drain() }

    /// Waits up to `timeout` seconds for an event; true when one is waiting.
    public func waitForEvents(timeout: TimeInterval) -> Bool { inbox.waitForElements(timeout: timeout) }

    // MARK: Connecting

    /// Opens a channel and queues the handshake; false when the router cannot be reached.
    private func connect() -> Bool {
        let channel: any MessageChannel
        switch destination {
        case .socket(let path):
            guard let socket = try? SocketChannel.connect(toPath: path) else { return false }
            channel = socket
        case .inProcess(let router):
            let (routerSide, applicationSide) = InProcessChannel.makePair()
            router.attach(routerSide)
            channel = applicationSide
        }
        let installed = state.withLock { state -> Int? in
            guard !state.isClosed else { return nil }
            state.generation += 1
            state.channel = channel
            state.isReconnecting = false
            state.pending = [
                .hello(Hello(role: .application)), .registerApplication(id: applicationID, name: name),
                .windowList(state.windows),
            ]
            return state.generation
        }
        guard let generation = installed else {
            channel.close()
            return false
        }
        inbox.putRegardless(.connected)
        channel.start(delivering: ConnectionSink(connection: self, generation: generation))
        flush()
        return true
    }

    /// Called by the channel's sink when channel `generation` closed.
    fileprivate func channelDidClose(generation: Int, reason: ChannelCloseReason) {
        let reconnect = state.withLock { state -> Bool? in
            guard state.generation == generation, state.channel != nil else { return nil }
            state.channel = nil
            state.pending.removeAll()
            return !state.isClosed
        }
        guard let reconnect else { return }
        inbox.putRegardless(.disconnected(reason: reason.description))
        if reconnect { reconnectInBackground() }
    }

    private func reconnectInBackground() {
        let begin = state.withLock { state -> Bool in
            guard !state.isReconnecting, !state.isClosed else { return false }
            state.isReconnecting = true
            return true
        }
        guard begin else { return }
        let policy = reconnectPolicy
        Thread.detachNewThread { [self] in
            var attempts = 0
            while attempts < policy.maximumAttempts {
                Thread.sleep(forTimeInterval: policy.delay(beforeAttempt: attempts))
                attempts += 1
                if state.withLock({ $0.isClosed }) { return }
                if connect() { return }
            }
            let closed = state.withLock { state -> Bool in
                state.isReconnecting = false
                return state.isClosed
            }
            if !closed { inbox.putRegardless(.gaveUp(attempts: attempts)) }
        }
    }
}

/// Passes a channel's messages into the connection's inbox and its close to the connection.
private struct ConnectionSink: ChannelSink {
    weak var connection: RouterConnection?
    let generation: Int

    func offer(_ event: ChannelEvent) -> Bool {
        guard let connection else { return true }
        switch event {
        case .message(let message): return connection.inbox.offer(.message(message))
        case .closed(let reason):
            connection.channelDidClose(generation: generation, reason: reason)
            return true
        }
    }

    func put(_ event: ChannelEvent) {
        guard let connection else { return }
        switch event {
        case .message(let message): connection.inbox.put(.message(message))
        case .closed(let reason): connection.channelDidClose(generation: generation, reason: reason)
        }
    }
}
