import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Set when SIGINT or SIGTERM arrives, so that `record` and `live` stop cleanly (and `record` writes
/// its file) instead of being killed.
private let interruptRequested = Atomic<Bool>(false)

/// Stopping a command that reads a device until interrupted.
enum Interruption {
    /// Catches SIGINT (Ctrl-C) and SIGTERM.
    static func install() {
        signal(SIGINT) { _ in interruptRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in interruptRequested.store(true, ordering: .relaxed) }
    }

    /// Whether a stop was requested.
    static var requested: Bool { interruptRequested.load(ordering: .relaxed) }
}
