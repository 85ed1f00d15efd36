import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// The attacker's tools for RouterLimitsAttackTests (docs/cli.md, "Router limits and security"): floods written
// against a deadline, the router's CPU time, descriptors held open, and a thread that swaps a symbolic link
// in for the socket file as soon as it appears. Every wait is bounded.

extension RawRouterPeer {
    /// Writes all of `bytes` before `deadline` (monotonic seconds): false when the deadline passed first
    /// (the router fell behind) or the router closed the connection.
    func send(_ bytes: [UInt8], before deadline: TimeInterval) -> Bool {
        var sent = 0
        while sent < bytes.count {
            guard routerMonotonicNow() < deadline else { return false }
            var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if count < 0 && (errno == EAGAIN || errno == EINTR) { continue }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Encodes `messages` and writes them before `deadline`, in writes of about 60 KB.
    func send(_ messages: some Sequence<RouterMessage>, before deadline: TimeInterval) throws -> Bool {
        var batch: [UInt8] = []
        for message in messages {
            batch += try MessageCodec.encode(message)
            if batch.count > 60_000 {
                guard send(batch, before: deadline) else { return false }
                batch.removeAll(keepingCapacity: true)
            }
        }
        return send(batch, before: deadline)
    }
}

/// One input source flooding a `responder router` that serves one application covering its screen (the frame
/// the flood tests share): the attacker has said hello; every wait ends by `deadline` (20 s after `start`).
struct SourceFlood {
    let fixture: RouterCLIFixture
    let app: RouterChildApp
    let attacker: RawRouterPeer
    /// The router's resident memory (kB) and CPU time (s) before the flood.
    let resting: Int
    let cpuBefore: Double
    let start: TimeInterval
    var deadline: TimeInterval { start + 20 }

    init() async throws {
        fixture = try await RouterCLIFixture()
        app = try await fixture.launch(id: 1, windows: ["main:0,0,400,480"])
        resting = try #require(residentKilobytes(of: fixture.router.processIdentifier))
        cpuBefore = try #require(cpuSeconds(of: fixture.router.processIdentifier))
        attacker = try fixture.inputSource()
        start = routerMonotonicNow()
    }

    /// Says goodbye and waits for the router's `departure` line; then checks that the source's refusals were
    /// counted (the last line containing `refusals` says `refused`) and logged a handful of times, not once
    /// each; that no application was disconnected; that the application is served within a second; and that
    /// the router's memory grew by less than 40 MB. Returns the CPU time the router used since the start.
    func finish(
        departure: String, refusals: String, refused: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Double {
        attacker.send(.goodbye(reason: "flood sent"))
        let router = fixture.router
        #expect(
            await router.waitForLine(containing: departure, timeout: max(1, deadline - routerMonotonicNow())),
            "router printed \(router.lines.suffix(10))", sourceLocation: sourceLocation)
        let cpu = try #require(cpuSeconds(of: router.processIdentifier)) - cpuBefore
        let lines = router.lines(containing: refusals)
        #expect(
            lines.last?.contains(": \(refused) refused so far:") == true && lines.count <= 20,
            "router printed \(lines)", sourceLocation: sourceLocation)
        #expect(
            router.lines(containing: "left: unresponsive").isEmpty, "\(router.lines.suffix(10))",
            sourceLocation: sourceLocation)
        try await fixture.expectHealthy(app, x: 100, y: 100, sourceLocation: sourceLocation)
        let resident = try #require(residentKilobytes(of: router.processIdentifier))
        #expect(
            resident - resting < 40 * 1024, "VmRSS \(resting) kB at rest, \(resident) kB after the flood",
            sourceLocation: sourceLocation)
        return cpu
    }
}

/// The CPU time (user + system, in seconds) process `pid` used so far (/proc/PID/stat), or nil.
func cpuSeconds(of pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let end = stat.lastIndex(of: ")")
    else { return nil }
    // After the command's closing parenthesis: state (field 3) ... utime (14), stime (15).
    let fields = stat[stat.index(after: end)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
}

/// The number of descriptors process `pid` has open (/proc/PID/fd), or nil.
func openDescriptorCount(of pid: Int32) -> Int? {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd"))?.count
}

/// Connects to `path` without waiting: the descriptor, or nil when the listener's backlog is full.
func connectWithoutWaiting(to path: String) -> Int32? {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        let bytes = Array(path.utf8.prefix(raw.count - 1))
        raw.copyBytes(from: bytes)
        raw[bytes.count] = 0
    }
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    guard connected == 0 else {
        close(fd)
        return nil
    }
    return fd
}

/// Reads what arrives on the non-blocking socket `fd` for at most `timeout` seconds, until it closes.
func framesUntilClosed(_ fd: Int32, timeout: TimeInterval) -> [RouterMessage] {
    var decoder = FrameDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = routerMonotonicNow() + timeout
    while routerMonotonicNow() < deadline {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count < 0 && errno == EAGAIN { continue }
        if count <= 0 { break }
        decoder.append(buffer[0..<count])
    }
    var messages: [RouterMessage] = []
    while let message = try? decoder.next() { messages.append(message) }
    return messages
}

/// A thread that watches `directory` (inotify) and, as soon as a file named `name` is created there,
/// renames the symbolic link `bait` over it: what another user who can write in the socket's directory
/// could do between the router's `bind` and whatever it does to the socket file through its path.
final class SocketSwapper: @unchecked Sendable {
    // @unchecked: `isStopping` and `swaps` are read and written under `lock`.
    private let lock = NSLock()
    private var isStopping = false
    private var swaps = 0
    private let finished = DispatchSemaphore(value: 0)

    init(directory: String, name: String, bait: String) throws {
        let watch = inotify_init1(Int32(IN_NONBLOCK))
        guard watch >= 0, inotify_add_watch(watch, directory, UInt32(IN_CREATE)) >= 0 else {
            throw SocketError(operation: "inotify", code: errno, path: directory)
        }
        let target = directory + "/" + name
        Thread.detachNewThread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !lock.withLock({ isStopping }) {
                var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 20) > 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { read(watch, $0.baseAddress, $0.count) }
                guard count > 0, Self.names(in: buffer[0..<count]).contains(name) else { continue }
                if rename(bait, target) == 0 { lock.withLock { swaps += 1 } }
            }
            close(watch)
            finished.signal()
        }
    }

    /// The file names of the `inotify_event`s in `bytes` (each: wd, mask, cookie, len, then len bytes of name).
    private static func names(in bytes: ArraySlice<UInt8>) -> [String] {
        var names: [String] = []
        var offset = bytes.startIndex
        while offset + 16 <= bytes.endIndex {
            let length = bytes[(offset + 12)..<(offset + 16)].reversed().reduce(0) { $0 << 8 | Int($1) }
            let name = bytes[(offset + 16)..<min(bytes.endIndex, offset + 16 + length)].prefix { $0 != 0 }
            names.append(String(decoding: name, as: UTF8.self))
            offset += 16 + length
        }
        return names
    }

    /// Stops the thread (waiting at most 2 s) and returns how many times it swapped the link in.
    func stop() -> Int {
        lock.withLock { isStopping = true }
        _ = finished.wait(timeout: .now() + 2)
        return lock.withLock { swaps }
    }
}
