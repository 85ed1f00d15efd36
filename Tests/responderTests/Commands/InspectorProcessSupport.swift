import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKitInspector

#if canImport(Glibc)
import Glibc
#endif

// The real `responder inspect` process for the attack tests (docs/cli.md "Inspector limits and
// security"): started on an ephemeral loopback port, attacked over raw sockets, and checked with a
// well-behaved client. Every wait is bounded; blocking socket work runs on threads of its own, never on
// the cooperative pool.

/// The documented bound on the inspector's resident memory under the attacks of these tests.
let inspectorResidentBoundKB = 200 * 1024

/// A running `responder inspect`.
final class InspectorProcess: @unchecked Sendable {
    // @unchecked: `process` is thread-safe for these calls; `printed` locks its lines.
    private let process = Process()
    private let output = Pipe()
    private let printed: PrintedLines
    /// The port it listens on.
    private(set) var port: UInt16 = 0
    /// The access token it printed, if any.
    private(set) var token: String?

    /// Starts it with `arguments` after `inspect --port 0`, and waits for its address. With
    /// `descriptorLimit` it runs with that many descriptors at most (`ulimit -n`, through `/bin/sh`).
    init(_ arguments: [String] = [], descriptorLimit: Int? = nil) async throws {
        let inspect = ["inspect", "--port", "0", "--router-socket", "/nonexistent/inspector-test.sock"] + arguments
        if let descriptorLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(descriptorLimit) && exec \"$0\" \"$@\"", try CLIProcess.executable().path] + inspect
        } else {
            process.executableURL = try CLIProcess.executable()
            process.arguments = inspect
        }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        printed = PrintedLines(output)
        try process.run()
        guard await routerEventually(timeout: 20, { self.addressLine != nil }), let line = addressLine,
            let url = line.split(separator: " ").first(where: { $0.hasPrefix("http://") }),
            let components = URLComponents(string: String(url)), let port = components.port
        else {
            kill()
            throw InspectorTestFailure("responder inspect printed no address: \(lines)")
        }
        self.port = UInt16(port)
        token = components.queryItems?.first { $0.name == "token" }?.value
    }

    private var addressLine: String? { lines.first { $0.contains("ResponderKit inspector on http://") } }

    var lines: [String] { printed.lines }
    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    /// Resident memory (VmRSS) in kB, from /proc.
    var residentKB: Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ")[1]) ?? 0
    }

    /// Processor time it used so far (user and system), in seconds, from /proc.
    var cpuSeconds: TimeInterval {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        // The fields after the command's name: state is the 3rd field of stat, utime the 14th, stime the 15th.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Descriptors it has open, from /proc.
    var openDescriptors: Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? 0
    }

    /// Lowers its descriptor limit, while it runs, to what it has open and `free` more (prlimit(2)): the
    /// connection limit it derived at start is then more than it can open.
    func limitDescriptors(free: Int) throws {
        // glibc declares prlimit only for _GNU_SOURCE, which Swift's Glibc module does not define.
        typealias Prlimit =
            @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prlimit") else {
            throw InspectorTestFailure("no prlimit in the C library")
        }
        var limit = rlimit(rlim_cur: rlim_t(openDescriptors + free), rlim_max: rlim_t(openDescriptors + free))
        guard unsafeBitCast(symbol, to: Prlimit.self)(pid, Int32(RLIMIT_NOFILE.rawValue), &limit, nil) == 0 else {
            throw InspectorTestFailure("prlimit failed: errno \(errno)")
        }
    }

    /// Sends SIGTERM and returns the seconds until it exited (nil: still running after 5 s).
    func terminate() async -> TimeInterval? {
        let start = routerMonotonicNow()
        _ = Glibc.kill(pid, SIGTERM)
        guard await routerEventually(timeout: 5, { !self.process.isRunning }) else { return nil }
        return routerMonotonicNow() - start
    }

    func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Checks that a well-behaved client is served within a second: `GET /health`, and a WebSocket's
    /// `hello` answered by `welcome`. Returns the slower of the two times, of the fastest of at most three
    /// tries: the machine's two cores are shared with other test processes, and one try can be stretched by
    /// their scheduling alone; a server the attack really holds up is slow at every try, which all run
    /// during the attack.
    func wellBehavedClientIsServed(sourceLocation: SourceLocation = #_sourceLocation) async throws -> TimeInterval {
        var best = TimeInterval.infinity
        for _ in 0..<3 where best >= 1 {
            best = min(best, try await timeToServeWellBehavedClient())
        }
        #expect(
            best < 1, "a well-behaved client waited \(best) s (the fastest of three tries)",
            sourceLocation: sourceLocation)
        return best
    }

    private func timeToServeWellBehavedClient() async throws -> TimeInterval {
        let port = self.port
        let token = self.token
        return try await onThread {
            let start = routerMonotonicNow()
            let client = try RawClient(port: port, timeout: 5)
            defer { client.close() }
            client.send(Array("GET /health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
            let health = String(decoding: client.readUntilClosed(), as: UTF8.self)
            guard health.hasPrefix("HTTP/1.1 200"), health.hasSuffix("ok\n") else {
                throw InspectorTestFailure("health: \(health)")
            }
            let healthTime = routerMonotonicNow() - start
            let socketStart = routerMonotonicNow()
            let socket = try RawClient(port: port, timeout: 5)
            defer { socket.close() }
            let status = try socket.upgrade(
                headers: token.map { ["Cookie: \(InspectorAccess.cookieName)=\($0)"] } ?? [])
            guard status.hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("upgrade: \(status)") }
            socket.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
            guard let welcome = socket.nextText(), welcome.contains(#""type":"welcome""#) else {
                throw InspectorTestFailure("no welcome")
            }
            return max(healthTime, routerMonotonicNow() - socketStart)
        }
    }
}

/// A blocking TCP client on loopback that sends whatever bytes a test wants, with a receive timeout.
final class RawClient: @unchecked Sendable {
    // @unchecked: each client is used by one thread at a time.
    let fd: Int32
    private var pending: [UInt8] = []
    /// Where `recv` reads, made once: a client reading thousands of frames would otherwise zero 64 KiB for each.
    private var buffer = [UInt8](repeating: 0, count: 65536)

    /// Connects; `receiveBuffer` (bytes) shrinks the kernel's buffer for a client that means not to read.
    init(port: UInt16, timeout: TimeInterval = 5, receiveBuffer: Int32? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { Glibc.close(fd); throw InspectorTestFailure("connect to \(port) failed") }
        var value = timeval()
        value.tv_sec = Int(timeout)
        value.tv_usec = Int((timeout - timeout.rounded(.down)) * 1_000_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    func close() { _ = Glibc.close(fd) }

    /// Sends a whole request on a new connection and returns everything the server sent until it closed.
    static func request(_ port: UInt16, _ text: String) throws -> String {
        let client = try RawClient(port: port)
        defer { client.close() }
        client.send(Array(text.utf8))
        return String(decoding: client.readUntilClosed(), as: UTF8.self)
    }

    /// Sends each request on a new connection, all at once from threads of their own, and returns the answers
    /// in order once every one is in.
    static func requestsAtOnce(_ port: UInt16, _ texts: [String]) throws -> [String] {
        let answers = LockedAnswers(count: texts.count)
        let group = DispatchGroup()
        for (index, text) in texts.enumerated() {
            group.enter()
            Thread.detachNewThread {
                answers.set(index, Result { try request(port, text) })
                group.leave()
            }
        }
        group.wait()
        return try answers.all()
    }

    /// Sends bytes; false when the server closed the connection or stopped reading (the send timed out).
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads until the server closes the connection or the timeout passes.
    func readUntilClosed() -> [UInt8] {
        var out = pending
        pending = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return out }
            out += buffer[0..<count]
        }
    }

    /// Whether the server closed the connection (a read returns end of file) within the timeout.
    func closedByServer() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count < 0 { return errno == ECONNRESET }
        }
    }

    private func read(_ count: Int) -> [UInt8]? {
        while pending.count < count {
            let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { return nil }
            pending += buffer[0..<got]
        }
        let out = Array(pending[0..<count])
        pending.removeFirst(count)
        return out
    }

    /// Whether the server closed the connection within `seconds` (a read returns end of file or a reset).
    func closedByServer(within seconds: TimeInterval) -> Bool {
        var value = timeval()
        value.tv_sec = Int(seconds)
        value.tv_usec = Int((seconds - seconds.rounded(.down)) * 1_000_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        return closedByServer()
    }

    /// Sends a WebSocket upgrade for `/ws` (Host 127.0.0.1:port unless given) and returns the response head.
    func upgrade(host: String? = nil, headers: [String] = [], path: String = "/ws") throws -> String {
        var port: UInt16 = 0
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        let head =
            "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
            + headers.map { $0 + "\r\n" }.joined() + "\r\n"
        send(Array(head.utf8))
        return readHead()
    }

    /// Reads a response head: up to its empty line, or what came before the connection closed or timed out.
    func readHead() -> String {
        var bytes: [UInt8] = []
        while !bytes.suffix(4).elementsEqual([13, 10, 13, 10]) {
            guard let byte = read(1) else { break }
            bytes += byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A masked client frame.
    static func frame(
        opcode: UInt8 = 1, fin: Bool = true, rsv: UInt8 = 0, masked: Bool = true, payload: [UInt8],
        declaredLength: UInt64? = nil
    ) -> [UInt8] {
        var frame: [UInt8] = [(fin ? 0x80 : 0) | rsv << 4 | opcode]
        let length = declaredLength ?? UInt64(payload.count)
        let maskBit: UInt8 = masked ? 0x80 : 0
        if length < 126 {
            frame.append(maskBit | UInt8(length))
        } else if length < 65536 {
            frame += [maskBit | 126, UInt8(length >> 8), UInt8(length & 0xFF)]
        } else {
            frame.append(maskBit | 127)
            for shift in stride(from: 56, through: 0, by: -8) {
                frame.append(UInt8(truncatingIfNeeded: length >> UInt64(shift)))
            }
        }
        guard masked else { return frame + payload }
        let mask: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
        // Masked in place through a buffer pointer: in a debug build a per-byte closure makes a 256 KB frame
        // take long enough to blur the timings the tests measure.
        var masked = payload
        masked.withUnsafeMutableBufferPointer { bytes in
            for index in bytes.indices { bytes[index] ^= mask[index & 3] }
        }
        return frame + mask + masked
    }

    static func frame(text: String) -> [UInt8] { frame(payload: Array(text.utf8)) }

    /// The next server frame within `seconds` (the receive timeout from now on).
    func nextFrame(within seconds: TimeInterval) -> (opcode: UInt8, payload: [UInt8])? {
        var value = timeval()
        value.tv_sec = Int(seconds)
        value.tv_usec = Int((seconds - seconds.rounded(.down)) * 1_000_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        return nextFrame()
    }

    /// The next server frame: opcode and payload; nil when closed or timed out.
    func nextFrame() -> (opcode: UInt8, payload: [UInt8])? {
        guard let header = read(2) else { return nil }
        var length = Int(header[1] & 0x7F)
        if length == 126 {
            guard let ext = read(2) else { return nil }; length = Int(ext[0]) << 8 | Int(ext[1])
        } else if length == 127 {
            guard let ext = read(8) else { return nil }; length = ext.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let payload = read(length) else { return nil }
        return (header[0] & 0x0F, payload)
    }

    /// The next text message (skipping other frames); nil when closed or timed out.
    func nextText() -> String? {
        while let frame = nextFrame() {
            if frame.opcode == 1 { return String(decoding: frame.payload, as: UTF8.self) }
            if frame.opcode == 8 { return nil }
        }
        return nil
    }

    /// The close code of the next close frame (skipping text), or nil.
    func nextCloseCode() -> UInt16? {
        while let frame = nextFrame() {
            if frame.opcode == 8 {
                return frame.payload.count >= 2 ? UInt16(frame.payload[0]) << 8 | UInt16(frame.payload[1]) : 0
            }
        }
        return nil
    }
}

/// Results filled in by several threads.
private final class LockedAnswers: @unchecked Sendable {
    // @unchecked: `results` is only touched under `lock`.
    private let lock = NSLock()
    private var results: [Result<String, any Error>?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: Result<String, any Error>) { lock.withLock { results[index] = result } }

    func all() throws -> [String] {
        try lock.withLock { results }.map { result in
            guard let result else { throw InspectorTestFailure("a request gave no answer") }
            return try result.get()
        }
    }
}
