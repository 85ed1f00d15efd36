import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The source of time for an application: every timestamp and timer uses it (behaviour 11 "Time").
@MainActor
public protocol ApplicationClock: AnyObject {
    /// The current time in seconds (monotonic, like system uptime).
    var now: TimeInterval { get }
    /// Moves time forward to `time`. A virtual clock jumps there; a real clock waits until then.
    func advance(to time: TimeInterval)
}

/// A clock that moves only when told to: for tests and replays. Time starts at `start` (default 0).
@MainActor
public final class VirtualClock: ApplicationClock {
    /// The current virtual time.
    public var now: TimeInterval { time }
    /// Private storage, read several times per event: a public stored property would cost a runtime
    /// exclusivity check at each read (docs/performance.md, "Hot properties in private storage").
    private var time: TimeInterval

    /// Creates a virtual clock reading `start`.
    public init(start: TimeInterval = 0) { time = start }

    /// Jumps to `time`; time never goes backwards, so an earlier time is ignored.
    public func advance(to time: TimeInterval) { self.time = max(self.time, time) }
}

/// The system's monotonic clock, for live input. This is the only place ResponderKit reads real time.
@MainActor
public final class MonotonicClock: ApplicationClock {
    /// Creates a clock reading the system's monotonic time.
    public init() {}

    /// Seconds since an arbitrary fixed point (boot on Linux), from `CLOCK_MONOTONIC`.
    public var now: TimeInterval { TimeInterval(Self.uptimeNanoseconds()) / 1_000_000_000 }

    /// Nanoseconds on `CLOCK_MONOTONIC`, from any thread: also Dispatch's `DispatchTime` base on Linux,
    /// which main-queue work converts deadlines with (docs/decisions.md, "Timers and main-queue work run on
    /// the current application's clock").
    nonisolated static func uptimeNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// Blocks the calling thread until `time`, as a run loop waiting for its next timer does.
    public func advance(to time: TimeInterval) {
        let delay = time - now
        if delay > 0 { Thread.sleep(forTimeInterval: delay) }
    }
}
