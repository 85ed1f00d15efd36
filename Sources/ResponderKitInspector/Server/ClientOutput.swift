import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOWebSocket

/// What waits to go to one WebSocket client: the hub (on the main actor) hands messages over and never
/// waits; the channel writes them as the client reads. At most ``InspectorLimits/maximumQueuedOutputBytes``
/// wait: a message that would take a client that still has unread output past it disconnects the client
/// instead (a message into an empty queue always goes, whatever its size: the client left nothing unread).
final class ClientOutput: @unchecked Sendable {
    // @unchecked: every stored var is only touched under `lock`.
    private let lock = NIOLock()
    private let channel: Channel
    private let gate: EventLoopGate
    private var queued = 0
    private var unreadWhenRefused: Int?
    private var drainWanted = false
    private var onDrain: (@Sendable () -> Void)?

    init(channel: Channel, gate: EventLoopGate) {
        self.channel = channel
        self.gate = gate
    }

    /// Called once less than ``InspectorLimits/timelineWindowBytes`` waits, after ``requestDrain()``.
    func setDrainHandler(_ handler: @escaping @Sendable () -> Void) {
        lock.withLock { onDrain = handler }
    }

    /// Bytes written to the channel and not yet sent to the client.
    var backlog: Int { lock.withLock { queued } }

    /// How much the client had left unread when it was disconnected for it, or nil.
    var overflow: Int? { lock.withLock { unreadWhenRefused } }

    /// Queues a text message; returns false (and closes the connection) when the client has too much unread.
    @discardableResult
    func send(_ text: String) -> Bool {
        let size = text.utf8.count
        let accepted: Bool = lock.withLock {
            guard unreadWhenRefused == nil else { return false }
            if queued > 0, queued + size > InspectorLimits.maximumQueuedOutputBytes {
                unreadWhenRefused = queued
                return false
            }
            queued += size
            return true
        }
        let channel = self.channel
        guard accepted else {
            gate.execute(on: channel.eventLoop) { channel.close(promise: nil) }
            return false
        }
        gate.execute(on: channel.eventLoop) {
            let frame = WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: text))
            channel.writeAndFlush(frame).whenComplete { _ in self.written(size) }
        }
        return true
    }

    /// Asks to be told (``setDrainHandler(_:)``) once less than the window waits.
    func requestDrain() {
        let handler: (@Sendable () -> Void)? = lock.withLock {
            guard queued >= InspectorLimits.timelineWindowBytes else { return onDrain }
            drainWanted = true
            return nil
        }
        handler?()
    }

    private func written(_ size: Int) {
        let handler: (@Sendable () -> Void)? = lock.withLock {
            queued -= size
            guard drainWanted, queued < InspectorLimits.timelineWindowBytes else { return nil }
            drainWanted = false
            return onDrain
        }
        handler?()
    }
}
