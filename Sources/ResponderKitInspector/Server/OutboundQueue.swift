import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The frames waiting to go to one WebSocket client, written by a thread of the connection's own so that
/// the hub (on the main actor) never blocks on a client. At most ``InspectorLimits/maximumQueuedOutputBytes``
/// wait: a client that does not read past that is disconnected (the socket is shut down) instead.
final class OutboundQueue: @unchecked Sendable {
    // @unchecked: every stored property is only touched under `condition`.
    private let condition = NSCondition()
    private var frames: [[UInt8]] = []
    private var queuedBytes = 0
    private var finished = false
    private var failed = false
    private var overflow = false
    private let fd: Int32

    init(fd: Int32) { self.fd = fd }

    /// Queues a frame; false when the connection is closing or the client fell too far behind (which closes it).
    @discardableResult
    func enqueue(_ frame: [UInt8]) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !finished, !failed else { return false }
        guard queuedBytes + frame.count <= InspectorLimits.maximumQueuedOutputBytes else {
            failed = true
            overflow = true
            condition.signal()
            shutdown(fd, Int32(SHUT_RDWR))
            return false
        }
        frames.append(frame)
        queuedBytes += frame.count
        condition.signal()
        return true
    }

    /// Whether the client was disconnected for not reading.
    var overflowed: Bool {
        condition.lock()
        defer { condition.unlock() }
        return overflow
    }

    /// No more frames: the writer sends what is queued and stops.
    func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    /// Writes frames until ``finish()`` (and the queue is empty), a write fails, or the client overflowed.
    func runWriter() {
        while true {
            condition.lock()
            while frames.isEmpty && !finished && !failed { condition.wait() }
            if failed || frames.isEmpty {
                condition.unlock()
                return
            }
            let batch = frames
            frames = []
            condition.unlock()
            for frame in batch where !ClientSocket.write(frame, to: fd) {
                condition.lock()
                failed = true
                condition.unlock()
                shutdown(fd, Int32(SHUT_RDWR))
                return
            }
            condition.lock()
            queuedBytes -= batch.reduce(0) { $0 + $1.count }
            condition.unlock()
        }
    }
}
