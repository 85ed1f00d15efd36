import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A `responder` child process and the lines it printed.
package final class CLIProcess: @unchecked Sendable {
    // @unchecked: `process` is thread-safe for these calls; `printed` locks its lines.
    private let process = Process()
    private let output = Pipe()
    private let printed: PrintedLines

    /// Starts the built `responder` with `arguments`; with `umask`, through `/bin/sh` after setting that
    /// umask (octal text, such as "000"); with `environment`, in that environment instead of the test's.
    package init(arguments: [String], umask: String? = nil, environment: [String: String]? = nil) throws {
        if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", try Self.executable().path] + arguments
        } else {
            process.executableURL = try Self.executable()
            process.arguments = arguments
        }
        if let environment { process.environment = environment }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        printed = PrintedLines(output)
        try process.run()
    }

    /// The built `responder`, next to the test binary (`swift build --build-tests` builds every product).
    package static func executable() throws -> URL { try builtExecutable("responder") }

    /// The built executable product `name` (`responder`, `router-test-app`, `inspector-page-embedder`), next
    /// to the test binary.
    package static func builtExecutable(_ name: String) throws -> URL {
        var directories = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        ]
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        for directory in directories {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CocoaError(
            .fileNoSuchFile, userInfo: [NSFilePathErrorKey: directories.map(\.path).joined(separator: ", ")])
    }

    /// A fresh directory under /tmp.
    package static func makeTemporaryDirectory() throws -> String {
        var template = Array("/tmp/rk-cli-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        return String(cString: made)
    }

    package var lines: [String] {
        printed.lines
    }

    /// The process id (for /proc/PID/status).
    package var processIdentifier: Int32 { process.processIdentifier }

    package func lines(containing text: String) -> [String] { lines.filter { $0.contains(text) } }

    /// Waits until a line contains `text`.
    package func waitForLine(containing text: String, timeout: TimeInterval = 10) async -> Bool {
        await routerEventually(timeout: timeout) { !lines(containing: text).isEmpty }
    }

    /// Waits for the process to exit; its status, or nil if it is still running after `timeout`.
    package func waitForExit(timeout: TimeInterval = 10) async -> Int32? {
        guard await routerEventually(timeout: timeout, { !process.isRunning }) else { return nil }
        return process.terminationStatus
    }

    /// Sends SIGINT, as Ctrl-C does.
    package func interrupt() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGINT) }
    }

    /// Kills the process if it still runs, and reaps it.
    package func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }
}
