import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the built `responder`, measured from outside: how long it took on the monotonic clock, the
/// processor time it used and its peak resident memory (the kernel's `ru_utime`, `ru_stime` and
/// `ru_maxrss` for the child, read when it is reaped), its exit status and what it printed. A run past its time limit is killed and reported as timed out, so that a test of
/// a path that must stay fast fails instead of hanging (docs/performance.md, "Replays linear in their
/// input").
package struct MeasuredCLIRun: Sendable {
    /// The exit status, or 128 + the signal that ended the process.
    package var status: Int32
    /// Whether the run passed its time limit and was killed.
    package var timedOut: Bool
    /// The time from spawning to reaping the process, in seconds.
    package var seconds: Double
    /// The processor time the process used, user and system, in seconds: unlike ``seconds``, hardly
    /// changed by how loaded the machine is (``LinearScaling``).
    package var processorSeconds: Double
    /// The process's peak resident memory, in KiB.
    package var peakResidentKilobytes: Int
    /// Standard output and standard error.
    package var output: String
    package var errors: String

    /// Runs `responder` with `arguments` (standard input empty), killing it after `timeLimit` seconds.
    package static func run(_ arguments: [String], timeLimit: Double) throws -> MeasuredCLIRun {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let outPath = directory + "/out", errPath = directory + "/err"
        let executable = try CLIProcess.executable().path
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }

        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let start = ContinuousClock.now
        var spawnedPID: pid_t = 0
        let spawned = posix_spawn(&spawnedPID, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CocoaError(.executableLoad, userInfo: ["errno": spawned]) }
        let pid = spawnedPID

        // The child is reaped on another thread, so that this one can wait for it with a time limit.
        let reaped = Reaped()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var status: Int32 = 0
            var usage = rusage()
            while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
            reaped.set(status: status, usage: usage)
            done.signal()
        }
        let timedOut = done.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            kill(pid, SIGKILL)
            done.wait()
        }
        let elapsed = start.duration(to: .now)
        let (status, usage) = reaped.get()
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #else
        let peak = Int(usage.ru_maxrss)  // KiB on Linux
        #endif
        let signal = status & 0x7f
        let text = { (path: String) in
            String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        }
        return MeasuredCLIRun(
            status: signal == 0 ? (status >> 8) & 0xff : 128 + signal, timedOut: timedOut,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            processorSeconds: Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime),
            peakResidentKilobytes: peak, output: text(outPath), errors: text(errPath))
    }
}

extension MeasuredCLIRun {
    fileprivate static func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
}

/// What the reaping thread found, handed over under a lock.
private final class Reaped: @unchecked Sendable {
    // @unchecked: `lock` guards both values.
    private let lock = NSLock()
    private var status: Int32 = 0
    private var usage = rusage()

    func set(status: Int32, usage: rusage) {
        lock.lock()
        (self.status, self.usage) = (status, usage)
        lock.unlock()
    }

    func get() -> (Int32, rusage) {
        lock.lock()
        defer { lock.unlock() }
        return (status, usage)
    }
}
