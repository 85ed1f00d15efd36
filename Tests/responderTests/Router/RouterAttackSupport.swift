import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitRouterTestSupport
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// The attacker's side of the router's real-process tests (docs/ipc-protocol.md "Limits and
// security"): a `responder router` child process on a socket in a fresh directory, raw socket peers that
// send bytes no well-behaved channel would, and the well-behaved `router-test-app` that must keep being
// served. Every wait is bounded; `tearDown()` kills every child and removes the directory.

/// A peer on a raw Unix-domain socket: it writes exactly the bytes it is given and reads only when asked.
final class RawRouterPeer: @unchecked Sendable {
    // @unchecked: each test uses a peer from one task at a time.
    let fd: Int32
    private var isClosed = false

    init(path: String) throws {
        guard let fd = routerRawSocketConnect(to: path) else {
            throw SocketError(operation: "connect", code: errno, path: path)
        }
        self.fd = fd
    }

    deinit { disconnect() }

    /// Closes the socket (once: a second close could hit a descriptor reused meanwhile).
    func disconnect() {
        guard !isClosed else { return }
        isClosed = true
        close(fd)
    }

    /// Writes all of `bytes` (blocking); false when the router closed the connection.
    @discardableResult
    func send(_ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return false }
            sent += count
        }
        return true
    }

    /// Encodes and writes `message`.
    @discardableResult
    func send(_ message: RouterMessage) -> Bool {
        send((try? MessageCodec.encode(message)) ?? [])
    }

    /// Says hello in `role`.
    func hello(_ role: PeerRole) { send(.hello(Hello(role: role))) }

    /// Reads what the router sent until it closes the connection (at most 5 s).
    func messagesUntilClosed() -> [RouterMessage] { routerReadFramesUntilClosed(fd) }
}

/// A frame built by hand (length prefix, type, payload), for contents the encoder refuses.
func rawFrame(type: UInt8, payload: [UInt8]) -> [UInt8] {
    littleEndian(UInt32(payload.count + 1)) + [type] + payload
}

func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
    withUnsafeBytes(of: value.littleEndian) { Array($0) }
}

/// A window list of one window with these numbers, written without any check.
func rawWindowList(x: Double, y: Double, width: Double, height: Double, level: Double) -> [UInt8] {
    var payload = littleEndian(UInt16(1)) + littleEndian(UInt32(1))
    for value in [x, y, width, height, level] { payload += littleEndian(value.bitPattern) }
    return rawFrame(type: 3, payload: payload + [1])
}

/// The resident memory of process `pid` in KiB (VmRSS in /proc/PID/status), or nil.
func residentKilobytes(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
    return nil
}

/// `responder router` on a socket in a fresh temporary directory, with the children attached to it.
final class RouterCLIFixture: @unchecked Sendable {
    /// The screen the router is started with.
    static let screen = "400x480"

    let directory: String
    let socketPath: String
    let router: CLIProcess
    private var children: [RouterChildApp] = []

    /// Starts the router with `arguments` after `--socket` and `--screen`, and waits until it listens.
    init(_ arguments: [String] = [], umask: String? = nil) async throws {
        directory = try CLIProcess.makeTemporaryDirectory()
        socketPath = directory + "/router.sock"
        router = try CLIProcess(
            arguments: ["router", "--socket", socketPath, "--screen", Self.screen, "--duration", "60"] + arguments,
            umask: umask)
        #expect(
            await router.waitForLine(containing: "router listening on \(socketPath)"), "router printed \(router.lines)")
    }

    /// Starts a `router-test-app` (windows `NAME:X,Y,W,H[:LEVEL]`), optionally through `prefix` (such as
    /// `setpriv` options), and waits until the router printed its registration unless told not to.
    func launch(id: UInt32, windows: [String], prefix: [String] = [], waitForRegistration: Bool = true) async throws
        -> RouterChildApp
    {
        let app = try RouterProcessFixture.testAppExecutable()
        let arguments =
            ["--socket", socketPath, "--id", "\(id)", "--name", "app\(id)"] + windows.flatMap { ["--window", $0] }
        let child =
            prefix.isEmpty
            ? try RouterChildApp(executable: app, name: "app\(id)", arguments: arguments)
            : try RouterChildApp(
                executable: URL(fileURLWithPath: prefix[0]), name: "app\(id)",
                arguments: Array(prefix.dropFirst()) + [app.path] + arguments)
        children.append(child)
        if waitForRegistration {
            #expect(
                await router.waitForLine(containing: "app \(id) \"app\(id)\" windows (back to front)"),
                "app \(id) printed \(child.lines); router printed \(router.lines)")
        }
        return child
    }

    /// An input source connected to the router, having said hello.
    func inputSource() throws -> RawRouterPeer {
        let source = try RawRouterPeer(path: socketPath)
        source.hello(.inputSource)
        return source
    }

    /// Whether the router answers a well-behaved application within a second: a tap from a fresh input
    /// source on `app` at (x, y) begins and ends there.
    func servesWithinASecond(_ app: RouterChildApp, x: CGFloat, y: CGFloat) async throws -> Bool {
        let began = app.lines(startingWith: "began").count, ended = app.lines(startingWith: "ended").count
        let source = try inputSource()
        let now = routerMonotonicNow()
        source.send(.input(routerFrame(now, (900, x, y, .touching))))
        source.send(.input(routerFrame(now + 0.01, (900, x, y, .lifted))))
        return await routerEventually(timeout: 1) {
            app.lines(startingWith: "began").count > began && app.lines(startingWith: "ended").count > ended
        }
    }

    /// The documented bound on the router's resident memory under attack (docs/cli.md, "Router limits and
    /// security"): 100 MB (about 30 MB at rest).
    static let residentBoundKilobytes = 100 * 1024

    /// Checks what every attack test ends with: the router still runs, serves a well-behaved application
    /// within a second (``servesWithinASecond(_:x:y:)``), and its resident memory is under the bound.
    func expectHealthy(
        _ app: RouterChildApp, x: CGFloat, y: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        #expect(
            try await servesWithinASecond(app, x: x, y: y), "app printed \(app.lines)", sourceLocation: sourceLocation)
        let resident = residentKilobytes(of: router.processIdentifier)
        #expect(
            resident != nil && resident! < Self.residentBoundKilobytes,
            "router VmRSS \(String(describing: resident)) kB; it printed \(router.lines.suffix(5))",
            sourceLocation: sourceLocation)
    }

    /// The index of the first line containing `text`, or nil.
    func lineIndex(containing text: String) -> Int? { router.lines.firstIndex { $0.contains(text) } }

    /// Kills the children and the router, removes the directory.
    func tearDown() {
        for child in children { child.stop() }
        router.kill()
        try? FileManager.default.removeItem(atPath: directory)
    }
}
