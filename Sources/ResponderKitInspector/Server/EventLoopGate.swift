import NIOConcurrencyHelpers
import NIOCore

/// Whether the server's event loop still takes work from other threads. The hub, on the main actor, hands
/// each client's messages to the client's event loop, and tells a connection when its last message was
/// handled; once the server stops, its loop shuts down and NIO refuses (and logs) any task given to it, so
/// such work is dropped here instead: nothing is left to deliver it to.
final class EventLoopGate: Sendable {
    private let open = NIOLockedValueBox(true)

    /// Runs `work` on `loop`, unless the server stopped. The check and the hand-over are one step: a stop
    /// waits for a hand-over in progress, so no task reaches a loop that shut down.
    func execute(on loop: EventLoop, _ work: @escaping @Sendable () -> Void) {
        open.withLockedValue { isOpen in
            if isOpen { loop.execute(work) }
        }
    }

    /// Drops all later work: called before the event loop shuts down.
    func close() {
        open.withLockedValue { $0 = false }
    }
}
