import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inspector's HTTP and WebSocket server: the page at `/`, its script and style, `/health`, and the
/// protocol's WebSocket at `/ws`, whose messages go to an ``InspectorHub`` on the main actor.
///
/// It runs on SwiftNIO, on one event loop thread of its own: an idle or slow connection costs a descriptor
/// and a little memory, never a thread. ``InspectorLimits`` bounds what a connection may send, hold and
/// take (request head, message size, queued output, deadlines, connections), and ``InspectorAccess``
/// decides who may use it (docs/cli.md, "Inspector limits and security").
///
/// ```swift
/// let server = try InspectorServer(host: "127.0.0.1", port: 8080, hub: InspectorHub())
/// try server.start()                 // listening once it returns
/// print(server.port!)
/// server.stop()                      // closes every connection at once
/// ```
public final class InspectorServer: @unchecked Sendable {
    // @unchecked: the mutable state (`group`, `listener`, `boundPort`, `stopped`, `waiters`) is only
    // touched under `lock`.
    /// The hub the WebSocket clients talk to.
    public let hub: InspectorHub
    /// Who may connect.
    public let access: InspectorAccess
    /// The address listened on, as given.
    public let host: String
    private let log: @Sendable (String) -> Void
    private let requestedPort: Int
    private let address: String
    private let registry = ConnectionRegistry()
    private let gate = EventLoopGate()
    private let lock = NIOLock()
    private var group: MultiThreadedEventLoopGroup?
    private var listener: Channel?
    private var boundPort: UInt16?
    private var stopped = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a server for `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any free port,
    /// see ``port``), with an access policy (default: loopback names, the page's own origin, no token).
    /// Throws when the address is not valid; nothing listens until ``start()``.
    ///
    /// `log` receives one line per refused request, refused connection, failed WebSocket and disconnected
    /// client, naming the peer and the cause (the CLI prints them); it is called on the server's thread.
    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, hub: InspectorHub, access: InspectorAccess = InspectorAccess(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        self.hub = hub
        self.access = access
        self.log = log
        self.host = host
        requestedPort = Int(port)
        address = host == "localhost" ? "127.0.0.1" : host
        var v4 = in_addr(), v6 = in6_addr()
        guard inet_pton(AF_INET, address, &v4) == 1 || inet_pton(AF_INET6, address, &v6) == 1 else {
            throw InspectorServerError(
                message:
                    "expected an IPv4 or IPv6 address (e.g. 127.0.0.1, 0.0.0.0, ::1), found \(LogText.quoted(host))"
            )
        }
    }

    /// The port the server listens on, once started (the actual one when created with port 0).
    public var port: UInt16? { lock.withLock { boundPort } }

    /// The number of connections being served.
    public var connectionCount: Int { registry.count }

    /// Binds, listens and starts accepting connections on the server's event loop. Throws when the address
    /// cannot be bound (a port in use) or the server was started already.
    public func start() throws {
        try lock.withLock {
            guard group == nil, !stopped else { throw InspectorServerError(message: "the server was started already") }
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
            let context = InspectorServerContext(
                access: access, boundHost: host, log: log, registry: registry, gate: gate)
            let hub = self.hub
            let bootstrap = ServerBootstrap(group: group)
                .serverChannelOption(.backlog, value: 256)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .serverChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(AcceptBackoff(log: context.log))
                    }
                }
                .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture { try Self.accept(channel, context, hub) }
                }
            do {
                let listener = try bootstrap.bind(host: address, port: requestedPort).wait()
                self.group = group
                self.listener = listener
                boundPort = listener.localAddress?.port.map { UInt16($0) }
            } catch {
                try? group.syncShutdownGracefully()
                throw InspectorServerError(message: "cannot listen on \(host):\(requestedPort): \(error)")
            }
        }
    }

    /// Sets up a new connection: admitted (maybe in place of the oldest one still sending its head), or
    /// answered `503` when every connection is past its head.
    private static func accept(_ channel: Channel, _ server: InspectorServerContext, _ hub: InspectorHub) throws {
        let connection = InspectorConnection(peer: InspectorConnection.describe(channel.remoteAddress), server: server)
        switch server.registry.admit(channel) {
        case .admitted: break
        case .replacing(let oldest):
            oldest.pipeline.fireUserInboundEventTriggered(InspectorHTTPHandler.Replaced())
        case .full:
            connection.refusal = .text(
                .serviceUnavailable,
                "the inspector serves at most \(server.registry.capacity) connections at once, and each is past its request head"
            )
        }
        channel.closeFuture.whenComplete { _ in server.registry.remove(channel) }
        let peer = connection.peer
        try InspectorPipeline.configure(channel, connection: connection) { channel, output in
            HubClient(hub: hub, output: output, peer: peer, log: server.log)
        }
    }

    /// Starts (unless started) and returns when the server is stopped (``stop()``) or the task cancelled.
    public func run() async throws {
        if port == nil { try start() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let resumeNow = lock.withLock {
                    if stopped { return true }
                    waiters.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            stop()
        }
    }

    /// Stops listening and closes every connection at once; stops the hub's background work. Never waits
    /// for a client.
    public func stop() {
        let (wasStopped, listener, group, resumed) = lock.withLock {
            let state = (stopped, self.listener, self.group, waiters)
            stopped = true
            waiters = []
            return state
        }
        for waiter in resumed { waiter.resume() }
        guard !wasStopped else { return }
        listener?.close(promise: nil)
        registry.closeAll()
        // The hub may still hand a client a message: dropped from now on, before the loop shuts down.
        gate.close()
        group?.shutdownGracefully { _ in }
        let hub = self.hub
        Task { @MainActor in hub.stop() }
    }
}

/// Why the server could not be created or started.
public struct InspectorServerError: Error, CustomStringConvertible, Sendable {
    /// What was expected and what was found.
    public var message: String
    public var description: String { message }
}
