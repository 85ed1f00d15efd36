import Foundation

#if canImport(Glibc)
import Glibc
#endif

// The bounded waits of the tests that drive real processes and sockets (the router's, the inspector's and
// the command-line tool's): every wait polls a condition against the monotonic clock and gives up.

/// Seconds on the monotonic clock, the time base shared by the router's input and `MonotonicClock`.
package func routerMonotonicNow() -> TimeInterval {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
}

/// Polls `condition` every 5 ms for at most `timeout` seconds.
package func routerEventually(timeout: TimeInterval = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = routerMonotonicNow() + timeout
    while !condition() {
        if routerMonotonicNow() > deadline { return false }
        try? await Task.sleep(nanoseconds: 5_000_000)
    }
    return true
}
