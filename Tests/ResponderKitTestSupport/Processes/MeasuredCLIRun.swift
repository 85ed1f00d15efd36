import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of the built `responder`, measured from outside: how long it took on the monotonic clock, the
/// processor time it used (the kernel's `ru_utime` and `ru_stime` for the child, read when it is reaped),
/// its peak resident memory, its exit status and what it printed. A run past its time limit is killed and
/// reported as timed out, so that a test of a path that must stay fast fails instead of hanging
/// (docs/performance.md, "Replays linear in their input").
///
/// The peak memory is the high-water mark of the child's own memory (`VmHWM` in `/proc/<pid>/status`),
/// sampled every 5 ms while it runs, not its `ru_maxrss`: `posix_spawn` starts the child sharing this
/// process's memory until it executes the program (`vfork`), and Linux then counts this process's peak,
/// which a test run's many tests make large and changing, in the child's `ru_maxrss`.
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
    /// The process's peak resident memory, in KiB (sampled: see the type's description).
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

        // The child is reaped on another thread, so that this one can wait for it with a time limit; that
        // thread samples the child's memory until it ends.
        let reaped = Reaped()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var status: Int32 = 0
            var usage = rusage()
            var peak = 0
            while true {
                let result = wait4(pid, &status, WNOHANG, &usage)
                if result == pid || (result < 0 && errno != EINTR) { break }
                peak = max(peak, residentHighWaterKilobytes(of: pid) ?? 0)
                usleep(5_000)
            }
            reaped.set(status: status, usage: usage, peak: peak)
            done.signal()
        }
        let timedOut = done.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            kill(pid, SIGKILL)
            done.wait()
        }
        let elapsed = start.duration(to: .now)
        let (status, usage, sampledPeak) = reaped.get()
        #if canImport(Darwin)
        let peak = Int(usage.ru_maxrss) / 1024  // bytes on Darwin, where there is no /proc
        #else
        let peak = sampledPeak
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

/// The high-water mark of a running process's resident memory, in KiB (`VmHWM` in `/proc/<pid>/status`);
/// nil when there is no such file (the process ended, or no /proc).
private func residentHighWaterKilobytes(of pid: pid_t) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    // "VmHWM:\t   31652 kB"
    return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
}

/// What the reaping thread found, handed over under a lock.
private final class Reaped: @unchecked Sendable {
    // @unchecked: `lock` guards the values.
    private let lock = NSLock()
    private var status: Int32 = 0
    private var usage = rusage()
    private var peak = 0

    func set(status: Int32, usage: rusage, peak: Int) {
        lock.lock()
        (self.status, self.usage, self.peak) = (status, usage, peak)
        lock.unlock()
    }

    func get() -> (Int32, rusage, Int) {
        lock.lock()
        defer { lock.unlock() }
        return (status, usage, peak)
    }
}
