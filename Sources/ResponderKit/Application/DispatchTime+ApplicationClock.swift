import Foundation

/// `DispatchTime.now()` on the application's clock, so that `DispatchQueue.main.asyncAfter(deadline:
/// .now() + 2)` fires when the clock has moved 2 s (docs/behaviour/animation.md, 19.7). It stands in for
/// Dispatch's in files that import ResponderKit and not Foundation or Dispatch (docs/decisions.md, "Timers
/// and main-queue work run on the current application's clock").
extension DispatchTime {
    /// The current time. On the main queue (where the main actor runs) it is ``UIApplication/current``'s clock (a ``VirtualClock``
    /// in tests); on other queues Dispatch's own uptime, as their queues run on real time.
    @_disfavoredOverload  // Dispatch's in files that import Dispatch or Foundation, as for DispatchQueue's
    public static func now() -> DispatchTime {
        guard DispatchQueue.isRunningOnMain else {
            return DispatchTime(uptimeNanoseconds: MonotonicClock.uptimeNanoseconds())
        }
        return DispatchTime(applicationTime: MainActor.assumeIsolated { UIApplication.current.clock.now })
    }

    /// A time on the application's clock, in nanoseconds plus one: Dispatch reads an uptime of 0 as
    /// "now" when it adds an interval, so time 0 of a virtual clock must not be 0.
    init(applicationTime seconds: TimeInterval) {
        let nanoseconds = (max(seconds, 0) * 1_000_000_000).rounded()
        self.init(uptimeNanoseconds: nanoseconds < 1.8e19 ? UInt64(nanoseconds) + 1 : UInt64.max - 1)
    }

    /// The time on the application's clock this stands for; infinity for `distantFuture`.
    var applicationTime: TimeInterval {
        guard self != .distantFuture else { return .infinity }
        return TimeInterval(uptimeNanoseconds &- 1) / 1_000_000_000
    }

    /// Seconds from Dispatch's real now to this time, for a deadline Dispatch made (off the main queue).
    var secondsFromUptimeNow: TimeInterval {
        guard self != .distantFuture else { return .infinity }
        return (TimeInterval(uptimeNanoseconds) - TimeInterval(MonotonicClock.uptimeNanoseconds())) / 1_000_000_000
    }
}
