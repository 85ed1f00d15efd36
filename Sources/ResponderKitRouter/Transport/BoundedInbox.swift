import Foundation

/// A thread-safe FIFO with a capacity, between a transport's threads and the thread that consumes.
///
/// Back pressure comes from its bound: ``offer(_:)`` refuses when full (in-process senders then keep
/// the message queued on their side) and ``put(_:)`` waits for room (a socket reader thread then stops
/// reading, the socket buffers fill, and the router's sends report `.full`). Connection events that must
/// not be lost go through ``putRegardless(_:)``. ``close()`` wakes every waiting thread.
final class BoundedInbox<Element: Sendable>: Sendable {
    private struct State {
        var items: [Element] = []
        var isClosed = false
    }

    /// The most elements ``offer(_:)`` and ``put(_:)`` let the inbox hold.
    let capacity: Int
    private let state = Locked(State())

    init(capacity: Int) { self.capacity = max(1, capacity) }

    /// Appends `element` if there is room; false when full or closed.
    func offer(_ element: Element) -> Bool {
        state.withLockAndBroadcast { state in
            guard !state.isClosed, state.items.count < capacity else { return false }
            state.items.append(element)
            return true
        }
    }

    /// Appends `element`, waiting for room; drops it when the inbox is closed.
    func put(_ element: Element) {
        state.wait(until: { $0.isClosed || $0.items.count < self.capacity }, timeout: nil) { state, _ in
            if !state.isClosed { state.items.append(element) }
        }
    }

    /// Appends `element` even beyond the capacity (connection events); drops it when closed.
    func putRegardless(_ element: Element) {
        state.withLockAndBroadcast { state in
            if !state.isClosed { state.items.append(element) }
        }
    }

    /// Removes and returns every element, oldest first.
    func drain() -> [Element] {
        state.withLockAndBroadcast { state in
            let items = state.items
            state.items.removeAll(keepingCapacity: true)
            return items
        }
    }

    /// The number of elements waiting.
    var count: Int { state.withLock { $0.items.count } }

    /// Waits up to `timeout` seconds for an element; true when one is waiting.
    func waitForElements(timeout: TimeInterval) -> Bool {
        state.wait(until: { !$0.items.isEmpty || $0.isClosed }, timeout: timeout) { state, _ in !state.items.isEmpty }
    }

    /// Refuses further elements and wakes every waiting thread. Elements already in stay drainable.
    func close() {
        state.withLockAndBroadcast { $0.isClosed = true }
    }
}
