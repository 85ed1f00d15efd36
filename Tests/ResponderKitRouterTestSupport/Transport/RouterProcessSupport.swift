import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Real processes for the router's socket tests (behaviour 9.2, 9.3): the router runs in the test process on a
// socket in a temporary directory, and each application is a `router-test-app` child process that
// prints its touch callbacks as lines. Every wait is bounded; children and sockets are cleaned up by
// `tearDown()`, which the tests call in a `defer`.

/// Connects a raw Unix-domain socket to `path`, for writing bytes that no channel would send.
package func routerRawSocketConnect(to path: String) -> Int32? {
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
package func routerReadFramesUntilClosed(_ fd: Int32) -> [RouterMessage] {
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

/// A `router-test-app` child process and the lines it printed.
package final class RouterChildApp: @unchecked Sendable {
    package let name: String
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let printed: PrintedLines

    package init(executable: URL, name: String, arguments: [String]) throws {
        self.name = name
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        printed = PrintedLines(output)
        try process.run()
    }

    /// Every line printed so far.
    package var lines: [String] {
        printed.lines
    }

    /// The lines starting with `prefix`.
    package func lines(startingWith prefix: String) -> [String] { lines.filter { $0.hasPrefix(prefix) } }

    /// Waits until `count` lines start with `prefix`.
    package func waitForLines(startingWith prefix: String, count: Int = 1, timeout: TimeInterval = 5) async -> Bool {
        await routerEventually(timeout: timeout) { lines(startingWith: prefix).count >= count }
    }

    package var processIdentifier: Int32 { process.processIdentifier }

    /// Kills the process at once (SIGKILL), as a crash would, and reaps it.
    package func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Stops the process (SIGSTOP): it keeps its connection open but reads and answers nothing.
    package func suspend() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGSTOP) }
    }

    /// Asks the process to quit (closing its input); kills it if it is still running after 2 s.
    package func stop() {
        try? input.fileHandleForWriting.close()
        let deadline = routerMonotonicNow() + 2
        while process.isRunning && routerMonotonicNow() < deadline { usleep(5_000) }
        kill()
    }
}

/// A router serving a socket in a fresh temporary directory, and the child applications connected to it.
package final class RouterProcessFixture: @unchecked Sendable {
    package static let screen = CGRect(x: 0, y: 0, width: 400, height: 480)

    package let directory: String
    package let socketPath: String
    package private(set) var server: RouterServer
    private var children: [RouterChildApp] = []

    package var router: SystemRouter { server.router }

    package init() throws {
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
    package static func testAppExecutable() throws -> URL { try CLIProcess.builtExecutable("router-test-app") }

    /// Starts an application process with windows given as `NAME:X,Y,W,H[:LEVEL]`, and waits until the router
    /// has registered it with all its windows.
    package func launch(id: UInt32, windows: [String], options: [String] = []) async throws -> RouterChildApp {
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
    package func waitForRegistration(of id: UInt32, windows: Int) async -> Bool {
        await routerEventually {
            router.applications.contains { $0.id == ApplicationID(rawValue: id) && $0.windows.count == windows }
        }
    }

    /// Routes a digitizer frame stamped now.
    package func touch(_ id: Int, _ x: CGFloat, _ y: CGFloat, _ state: TouchContact.State = .touching) {
        router.handle(routerFrame(routerMonotonicNow(), (id, x, y, state)))
    }

    /// Stops the router (its socket closes, every application loses its connection) and starts a new one
    /// on the same path.
    package func restartRouter() throws {
        server.stop()
        server = Self.makeServer(socketPath)
        try server.start()
    }

    /// Stops every child, stops the router, removes the directory.
    package func tearDown() {
        for child in children { child.stop() }
        server.stop()
        try? FileManager.default.removeItem(atPath: directory)
    }
}
