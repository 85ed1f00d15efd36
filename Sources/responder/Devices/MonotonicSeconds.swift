import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Seconds on `CLOCK_MONOTONIC`, from any thread: the time base of live devices (their events are
/// stamped on it), of the router and its input, of `--duration`, and of `MonotonicClock`.
@Sendable func monotonicSeconds() -> TimeInterval {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
}
