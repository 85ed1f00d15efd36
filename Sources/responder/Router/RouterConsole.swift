import Foundation
import ResponderKitInput

#if canImport(Glibc)
import Glibc
#endif

/// Prints whole lines on standard output from any thread, each stamped with the seconds since the
/// command started ("[  1.234] ..."), and writes them at once (unbuffered), so that a script or test
/// reading the output through a pipe sees each line as it happens.
final class RouterConsole: Sendable {
    private let start: TimeInterval
    private let lock = NSLock()

    init(start: TimeInterval = monotonicSeconds()) {
        self.start = start
    }

    /// Prints `line` with the time since the start.
    func print(_ line: String) {
        let stamp = String(format: "[%7.3f] ", max(0, monotonicSeconds() - start))
        write(stamp + line)
    }

    /// Prints `line` as it is, without a time stamp.
    func printPlain(_ line: String) {
        write(line)
    }

    /// Writes one line, its control characters escaped (names and reasons come from peers and
    /// recordings, which must not drive the terminal); a failed write exits as every command does
    /// (``StandardOutput``).
    private func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        StandardOutput.writeWhole(TerminalText.escaped(line) + "\n")
    }
}

/// Ends a long-running command cleanly on Ctrl-C (SIGINT) or SIGTERM: the first signal sets a flag the
/// command's loop checks; a second one exits at once (status 130), for a command that does not stop.
final class RouterStopSignal: @unchecked Sendable {
    // @unchecked: `requested` is only read and written under `condition`; the dispatch sources are set
    // once in `install()` and only kept alive afterwards.
    private let condition = NSCondition()
    private var requested = false
    private var sources: [any DispatchSourceSignal] = []

    /// Starts catching SIGINT and SIGTERM (their default action, ending the process, is turned off).
    func install() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [self] in
                if isRequested { exit(130) }
                request()
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Asks the command to stop (as a signal does).
    func request() {
        condition.lock()
        requested = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether a stop was requested.
    var isRequested: Bool {
        condition.lock()
        defer { condition.unlock() }
        return requested
    }

    /// Waits up to `timeout` seconds for a stop request; true when one came.
    func wait(timeout: TimeInterval) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date(timeIntervalSinceNow: max(0, timeout))
        while !requested {
            if !condition.wait(until: deadline) { break }
        }
        return requested
    }
}
