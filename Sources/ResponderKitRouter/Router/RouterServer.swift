import Foundation

/// Runs a ``SystemRouter`` on a Unix-domain socket: accepts connections, attaches each as a
/// ``SocketChannel``, and calls ``SystemRouter/deliverFrame()`` at the configured frame rate on a
/// ticker thread.
///
/// ```swift
/// let server = RouterServer(router: SystemRouter(), socketPath: "/tmp/responder.sock")
/// try server.start()
/// server.router.handle(.digitizer(frame))
/// server.stop()   // goodbye to every peer, socket file removed
/// ```
///
/// A server can be started again after ``stop()``, at the same path (a router restart).
public final class RouterServer: Sendable {
    private struct State {
        var listener: SocketListener?
        /// Incremented by every start and stop, so a ticker from an earlier start ends.
        var generation = 0
    }

    /// The router the server feeds.
    public let router: SystemRouter
    /// The socket's path.
    public let socketPath: String
    /// Which peers are accepted (by default, processes of the router's user only).
    public let access: PeerAccessPolicy
    private let state = Locked(State())

    /// Creates a server for `router` at `socketPath`, accepting the peers `access` allows; nothing
    /// happens until ``start()``.
    public init(router: SystemRouter, socketPath: String, access: PeerAccessPolicy = PeerAccessPolicy()) {
        self.router = router
        self.socketPath = socketPath
        self.access = access
    }

    /// Whether the server is accepting connections.
    public var isRunning: Bool { state.withLock { $0.listener != nil } }

    /// Binds the socket (replacing a stale socket file; refusing to replace anything else), starts
    /// accepting connections and starts the frame ticker.
    ///
    /// The socket file is created with mode 0600 (0660 and the allowed group with
    /// ``PeerAccessPolicy/allowedGroupID``) whatever the umask, in a directory no other user can replace
    /// it in (owned by the user or root, and writable by no one else unless sticky): otherwise this
    /// throws. Each connection's credentials are read (`SO_PEERCRED`) and checked against ``access``; a
    /// refused peer gets a goodbye naming why and is closed, and the router reports
    /// ``RouterEvent/connectionRejected(_:reason:)``. So is a connection accepted when the process has no
    /// file descriptor left (accepting it in a descriptor kept in reserve, rather than spinning).
    public func start() throws(SocketError) {
        guard !isRunning else { return }
        let listener = try SocketListener(
            path: socketPath, mode: access.allowedGroupID == nil ? 0o600 : 0o660,
            group: access.allowedGroupID)
        let generation = state.withLock { state -> Int in
            state.listener = listener
            state.generation += 1
            return state.generation
        }
        let router = router, access = access
        listener.startAccepting { descriptor, refusal in
            let credentials = PeerCredentials.ofPeer(of: descriptor)
            router.attach(
                SocketChannel(fileDescriptor: descriptor), peer: credentials,
                refusal: refusal ?? access.refusal(for: credentials))
        }
        let interval = 1 / max(1, router.configuration.framesPerSecond)
        Thread.detachNewThread { [self] in
            while state.withLock({ $0.generation == generation }) {
                Thread.sleep(forTimeInterval: interval)
                router.deliverFrame()
            }
        }
    }

    /// Stops accepting, says goodbye to and disconnects every peer, stops the ticker and removes the
    /// socket file.
    public func stop() {
        let listener = state.withLock { state -> SocketListener? in
            state.generation += 1
            defer { state.listener = nil }
            return state.listener
        }
        listener?.stop()
        router.detachAll()
    }
}
