import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The inspector's HTTP and WebSocket server: the page at `/`, its script and style, `/health`, and the
/// protocol's WebSocket at `/ws`, whose messages go to an ``InspectorHub`` on the main actor.
///
/// Each connection is served on a thread of its own with blocking reads bounded by
/// ``InspectorLimits`` (request head, message size, queued output, connections), so a slow, careless or
/// hostile client holds its own thread only; ``InspectorAccess`` decides who may use it
/// (docs/cli.md, "Inspector limits and security").
///
/// ```swift
/// let server = try InspectorServer(host: "127.0.0.1", port: 8080, hub: InspectorHub())
/// try server.start()                 // listening once it returns
/// print(server.port!)
/// server.stop()                      // closes every connection at once
/// ```
public final class InspectorServer: @unchecked Sendable {
    // @unchecked: the mutable state (`listener`, `boundPort`, `connections`, `stopped`, `waiters`) is only
    // touched under `lock`.
    /// The hub the WebSocket clients talk to.
    public let hub: InspectorHub
    /// Who may connect.
    public let access: InspectorAccess
    /// The address listened on, as given.
    public let host: String
    private let log: @Sendable (String) -> Void
    private let requestedPort: UInt16
    private let family: Int32
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var boundPort: UInt16?
    private var connections: Set<Int32> = []
    private var stopped = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Creates a server for `host` (an IPv4 or IPv6 address, or `localhost`) and `port` (0: any free port,
    /// see ``port``), with an access policy (default: loopback names, the page's own origin, no token).
    /// Throws when the address is not valid; nothing listens until ``start()``.
    ///
    /// `log` receives one line per refused request, refused connection, failed WebSocket and disconnected
    /// client, naming the peer and the cause (the CLI prints them); it is called on the connections' threads.
    public init(
        host: String = "127.0.0.1", port: UInt16 = 8080, hub: InspectorHub, access: InspectorAccess = InspectorAccess(),
        log: @escaping @Sendable (String) -> Void = { _ in }
    ) throws {
        self.hub = hub
        self.access = access
        self.log = log
        self.host = host
        requestedPort = port
        let name = host == "localhost" ? "127.0.0.1" : host
        var v4 = in_addr(), v6 = in6_addr()
        if inet_pton(AF_INET, name, &v4) == 1 {
            family = AF_INET
        } else if inet_pton(AF_INET6, name, &v6) == 1 {
            family = AF_INET6
        } else {
            throw InspectorServerError(
                message:
                    "expected an IPv4 or IPv6 address (e.g. 127.0.0.1, 0.0.0.0, ::1), found \(HTTPRequestHead.quoted(host))"
            )
        }
    }

    /// The port the server listens on, once started (the actual one when created with port 0).
    public var port: UInt16? {
        lock.lock()
        defer { lock.unlock() }
        return boundPort
    }

    /// The number of connections being served.
    public var connectionCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return connections.count
    }

    /// Binds, listens and starts accepting connections on a thread of its own. Throws when the address
    /// cannot be bound (a port in use) or the server was started already.
    public func start() throws {
        lock.lock()
        defer { lock.unlock() }
        guard listener < 0, !stopped else { throw InspectorServerError(message: "the server was started already") }
        let fd = socket(family, SocketPlatform.streamType, 0)
        guard fd >= 0 else {
            throw InspectorServerError(message: "cannot create a socket: \(String(cString: strerror(errno)))")
        }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let name = host == "localhost" ? "127.0.0.1" : host
        let bound: Int32
        if family == AF_INET {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = requestedPort.bigEndian
            inet_pton(AF_INET, name, &address.sin_addr)
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        } else {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = requestedPort.bigEndian
            inet_pton(AF_INET6, name, &address.sin6_addr)
            bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw InspectorServerError(message: "cannot listen on \(host):\(requestedPort): \(reason)")
        }
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        boundPort = withUnsafeBytes(of: &storage) { raw in
            // sin_port and sin6_port are both at offset 2, in network order.
            UInt16(raw[2]) << 8 | UInt16(raw[3])
        }
        listener = fd
        Thread.detachNewThread { [self] in acceptLoop(fd) }
    }

    /// Starts (unless started) and returns when the server is stopped (``stop()``) or the task cancelled.
    public func run() async throws {
        if port == nil { try start() }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                lock.lock()
                if stopped {
                    lock.unlock()
                    continuation.resume()
                } else {
                    waiters.append(continuation)
                    lock.unlock()
                }
            }
        } onCancel: {
            stop()
        }
    }

    /// Stops listening and shuts every connection down at once (their threads finish by themselves);
    /// stops the hub's background work. Never waits for a client.
    public func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        if listener >= 0 { shutdown(listener, Int32(SHUT_RDWR)) }
        for fd in connections { shutdown(fd, Int32(SHUT_RDWR)) }
        let resumed = waiters
        waiters = []
        lock.unlock()
        for waiter in resumed { waiter.resume() }
        if !wasStopped {
            let hub = self.hub
            Task { @MainActor in hub.stop() }
        }
    }

    private func acceptLoop(_ listener: Int32) {
        while true {
            // Polled so that stop() is noticed on every system (shutting a listening socket down does not
            // wake accept() everywhere).
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 200)
            lock.lock()
            let isStopped = stopped
            lock.unlock()
            if isStopped { break }
            guard ready > 0 else { continue }
            var peerStorage = sockaddr_storage()
            var peerLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let fd = withUnsafeMutablePointer(to: &peerStorage) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &peerLength) }
            }
            guard fd >= 0 else { continue }
            let peer = Self.describe(peerStorage)
            var yes: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            SocketPlatform.preventSIGPIPE(fd)
            lock.lock()
            let full = connections.count >= InspectorLimits.maximumConnections || stopped
            if !full { connections.insert(fd) }
            lock.unlock()
            if full {
                let busy = HTTPReply.text(
                    .serviceUnavailable,
                    "the inspector serves at most \(InspectorLimits.maximumConnections) connections at once")
                let socket = ClientSocket(fd: fd)
                socket.write(busy.bytes())
                close(fd)
                log("refused \(peer): already \(InspectorLimits.maximumConnections) connections (503)")
                continue
            }
            let connection = InspectorConnection(
                fd: fd, peer: peer, hub: hub, access: access, boundHost: host, log: log)
            Thread.detachNewThread { [self] in
                connection.serve()
                lock.lock()
                connections.remove(fd)
                lock.unlock()
                close(fd)
            }
        }
        close(listener)
    }
}

extension InspectorServer {
    private static func string(_ characters: [CChar]) -> String {
        String(decoding: characters.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `address:port` of a peer, for the log.
    static func describe(_ storage: sockaddr_storage) -> String {
        var copy = storage
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        return withUnsafeBytes(of: &copy) { raw -> String in
            let port = UInt16(raw[2]) << 8 | UInt16(raw[3])
            if Int32(storage.ss_family) == AF_INET6 {
                inet_ntop(AF_INET6, raw.baseAddress! + 8, &text, socklen_t(text.count))
                return "[\(Self.string(text))]:\(port)"
            }
            inet_ntop(AF_INET, raw.baseAddress! + 4, &text, socklen_t(text.count))
            return "\(Self.string(text)):\(port)"
        }
    }
}

/// Why the server could not be created or started.
public struct InspectorServerError: Error, CustomStringConvertible, Sendable {
    /// What was expected and what was found.
    public var message: String
    public var description: String { message }
}
