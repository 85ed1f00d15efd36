import Foundation
import ResponderKit
import ResponderKitRouter
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Real processes for the router's socket tests (behaviour 9.2, 9.3): the router runs in the test process on a
// socket in a temporary directory, and each application is a `router-test-app` child process that
// prints its touch callbacks as lines. Every wait is bounded; children and sockets are cleaned up by
// `tearDown()`, which the tests call in a `defer`.

/// Seconds on the monotonic clock, the time base shared by the router's input and `MonotonicClock`.
func routerMonotonicNow() -> TimeInterval {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
}

/// Polls `condition` every 5 ms for at most `timeout` seconds.
func routerEventually(timeout: TimeInterval = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = routerMonotonicNow() + timeout
    while !condition() {
        if routerMonotonicNow() > deadline { return false }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return true
}

/// Connects a raw Unix-domain socket to `path`, for writing bytes that no channel would send.
func routerRawSocketConnect(to path: String) -> Int32? {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(path.utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { raw in
        raw.copyBytes(from: bytes.prefix(raw.count - 1))
        raw[min(bytes.count, raw.count - 1)] = 0
    }
    let connected = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
    }
    guard connected == 0 else { close(fd); return nil }
    return fd
}

/// Reads from `fd` until the peer closes it (or 5 s pass), then decodes the frames read.
func routerReadFramesUntilClosed(_ fd: Int32) -> [RouterMessage] {
    var decoder = FrameDecoder()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = routerMonotonicNow() + 5
    while routerMonotonicNow() < deadline {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { continue }
        let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if count <= 0 { break }
        decoder.append(buffer[0..<count])
    }
    var messages: [RouterMessage] = []
    while let message = try? decoder.next() { messages.append(message) }
    return messages
}

/// The lines a child process prints on a pipe, collected on a thread of their own (a blocking read must
/// not hold one of the cooperative pool's threads).
final class PrintedLines: @unchecked Sendable {
    // @unchecked: `received` is only touched under `lock`.
    private let lock = NSLock()
    private var received: [String] = []

    init(_ pipe: Pipe) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var partial = ""
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                partial += String(decoding: data, as: UTF8.self)
                while let newline = partial.firstIndex(of: "\n") {
                    let line = String(partial[..<newline])
                    partial.removeSubrange(...newline)
                    lock.lock()
                    received.append(line)
                    lock.unlock()
                }
            }
        }
    }

    /// Every line printed so far.
    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return received
    }
}

/// A `router-test-app` child process and the lines it printed.
final class RouterChildApp: @unchecked Sendable {
    let name: String
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let printed: PrintedLines

    init(executable: URL, name: String, arguments: [String]) throws {
        self.name = name
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        printed = PrintedLines(output)
        try process.run()
    }

    /// Every line printed so far.
    var lines: [String] {
        printed.lines
    }

    /// The lines starting with `prefix`.
    func lines(startingWith prefix: String) -> [String] { lines.filter { $0.hasPrefix(prefix) } }

    /// Waits until `count` lines start with `prefix`.
    func waitForLines(startingWith prefix: String, count: Int = 1, timeout: TimeInterval = 5) async -> Bool {
        await routerEventually(timeout: timeout) { lines(startingWith: prefix).count >= count }
    }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Kills the process at once (SIGKILL), as a crash would, and reaps it.
    func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the process (SIGSTOP): it keeps its connection open but reads and answers nothing.
    func suspend() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGSTOP) }
    }

    /// Asks the process to quit (closing its input); kills it if it is still running after 2 s.
    func stop() {
        try? input.fileHandleForWriting.close()
        let deadline = routerMonotonicNow() + 2
        while process.isRunning && routerMonotonicNow() < deadline { usleep(5_000) }
        kill()
    }
}

/// A router serving a socket in a fresh temporary directory, and the child applications connected to it.
final class RouterProcessFixture: @unchecked Sendable {
    static let screen = CGRect(x: 0, y: 0, width: 400, height: 480)

    let directory: String
    let socketPath: String
    private(set) var server: RouterServer
    private var children: [RouterChildApp] = []

    var router: SystemRouter { server.router }

    init() throws {
        var template = Array("/tmp/rk-router-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw SocketError(operation: "mkdtemp", code: errno, path: "/tmp") }
        directory = String(cString: made)
        socketPath = directory + "/router.sock"
        server = Self.makeServer(socketPath)
        try server.start()
    }

    private static func makeServer(_ path: String) -> RouterServer {
        RouterServer(router: SystemRouter(configuration: RouterConfiguration(screenBounds: screen)), socketPath: path)
    }

    /// The built `router-test-app`, next to the test binary (`swift build --build-tests` builds every product).
    static func testAppExecutable() throws -> URL {
        var directories = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        ]
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent("router-test-app")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw SocketError(
            operation: "find router-test-app", code: ENOENT, path: directories.map(\.path).joined(separator: ", "))
    }

    /// Starts an application process with windows given as `NAME:X,Y,W,H[:LEVEL]`, and waits until the router
    /// has registered it with all its windows.
    func launch(id: UInt32, windows: [String], options: [String] = []) async throws -> RouterChildApp {
        let arguments =
            ["--socket", socketPath, "--id", "\(id)", "--name", "app\(id)"] + windows.flatMap { ["--window", $0] }
            + options
        let child = try RouterChildApp(executable: try Self.testAppExecutable(), name: "app\(id)", arguments: arguments)
        children.append(child)
        let registered = await waitForRegistration(of: id, windows: windows.count)
        #expect(registered, "app \(id) did not register; it printed \(child.lines)")
        return child
    }

    /// Waits until the router knows application `id` with `windows` windows.
    func waitForRegistration(of id: UInt32, windows: Int) async -> Bool {
        await routerEventually {
            router.applications.contains { $0.id == ApplicationID(rawValue: id) && $0.windows.count == windows }
        }
    }

    /// Routes a digitizer frame stamped now.
    func touch(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ state: TouchContact.State = .touching) {
        router.handle(routerFrame(routerMonotonicNow(), (id, x, y, state)))
    }

    /// Stops the router (its socket closes, every application loses its connection) and starts a new one
    /// on the same path.
    func restartRouter() throws {
        server.stop()
        server = Self.makeServer(socketPath)
        try server.start()
    }

    /// Stops every child, stops the router, removes the directory.
    func tearDown() {
        for child in children { child.stop() }
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }
}
