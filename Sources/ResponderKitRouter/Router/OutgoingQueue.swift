import Foundation
import ResponderKit

/// The messages waiting to be written to one application, oldest first, and the coalescing of moves
/// for an application that falls behind (behaviour 9, step 7, applied on the router's side).
///
/// Each digitizer frame is queued with its *move key*: the ids of its contacts when every one of them
/// only continues (a touching contact already down, or a hovering contact already hovering there), nil
/// otherwise. When more than the threshold of messages wait, a new frame with a move key replaces the
/// queued frame at the tail if that one has the same key: consecutive moves of the same contacts are
/// merged, keeping the newest sample of each. Any other message (a down, a lift, a cancellation, a
/// key...) ends the run, so beginnings and endings are never merged or dropped.
struct OutgoingQueue {
    private struct Entry {
        var message: RouterMessage
        var moveKey: [Int]?
        /// Its size as a frame (``MessageCodec/encodedLength(of:)``).
        var length: Int
    }

    private var entries: [Entry] = []
    private var head = 0
    /// The frame bytes of the waiting messages.
    private(set) var byteCount = 0

    /// The number of waiting messages.
    var count: Int { entries.count - head }
    /// The oldest waiting message.
    var first: RouterMessage? { head < entries.count ? entries[head].message : nil }

    /// Appends `message`; returns true when it was merged into the tail instead.
    mutating func append(_ message: RouterMessage, moveKey: [Int]?, threshold: Int) -> Bool {
        let entry = Entry(message: message, moveKey: moveKey, length: MessageCodec.encodedLength(of: message))
        if let moveKey, count > threshold, let last = entries.last, last.moveKey == moveKey {
            byteCount += entry.length - last.length
            entries[entries.count - 1] = entry
            return true
        }
        entries.append(entry)
        byteCount += entry.length
        return false
    }

    /// Removes every waiting message.
    mutating func removeAll() {
        entries.removeAll()
        head = 0
        byteCount = 0
    }

    /// Removes the oldest message.
    mutating func removeFirst() {
        guard head < entries.count else { return }
        byteCount -= entries[head].length
        head += 1
        if head == entries.count {
            entries.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 64 {
            entries.removeFirst(head)
            head = 0
        }
    }
}
