import Foundation

/// A channel over a connected Unix-domain stream socket.
///
/// A dedicated reader thread reads the socket, splits the stream into frames with a ``FrameDecoder``
/// and hands each message to the sink with ``ChannelSink/put(_:)`` (which may wait: that is how a slow
/// receiver pushes back on the sender through the socket buffers). Sending never waits: each frame is
/// written with `MSG_DONTWAIT`; when the socket buffer takes only part of it, the rest is kept and
/// written first by the next ``trySend(_:)`` or ``flush()``, which report ``SendOutcome/full`` until it
/// is gone. ``close()`` shuts the socket down, which wakes the reader; the reader reports
/// ``ChannelEvent/closed(_:)`` and then closes the descriptor (so it is never reused under a reader).
public final class SocketChannel: MessageChannel {
    private struct State {
        var pending: [UInt8] = []
        var pendingStart = 0
        var isShutDown = false
        var isClosedByOwner = false
        var isReleased = false
        var readerStarted = false
    }

    private let fd: Int32
    private let state = Locked(State())

    /// Wraps a connected stream socket; the channel owns the descriptor from now on.
    public init(fileDescriptor: Int32) {
        fd = fileDescriptor
    }

    /// Connects to the router's socket at `path`.
    public static func connect(toPath path: String) throws(SocketError) -> SocketChannel {
        SocketChannel(fileDescriptor: try UnixSocket.openConnection(path: path))
    }

    /// Starts the reader thread.
    public func start(delivering sink: any ChannelSink) {
        let alreadyReleased = state.withLock { state -> Bool in
            state.readerStarted = true
            return state.isReleased
        }
        if alreadyReleased {
            sink.put(.closed(.closedLocally))
            return
        }
        Thread.detachNewThread { [self] in readLoop(sink) }
    }

    private func readLoop(_ sink: any ChannelSink) {
        var decoder = FrameDecoder()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        var reason = ChannelCloseReason.peerClosed
        reading: while true {
            let count = UnixSocket.receive(fd, into: &buffer)
            if count == 0 { break }
            if count < 0 {
                reason = .ioError(Int32(-count))
                break
            }
            decoder.append(buffer[0..<count])
            do {
                while let message = try decoder.next() { sink.put(.message(message)) }
            } catch {
                reason = .protocolError(error)
                break reading
            }
        }
        if case .protocolError = reason {} else if state.withLock({ $0.isClosedByOwner }) { reason = .closedLocally }
        // The descriptor stays open while the sink handles the close, so it can still answer (goodbye).
        sink.put(.closed(reason))
        state.withLock { state in
            if !state.isShutDown { UnixSocket.shutdownBoth(fd) }
            state.isShutDown = true
            state.isReleased = true
            UnixSocket.closeDescriptor(fd)
        }
    }

    /// Encodes `message` and writes it without waiting.
    public func trySend(_ message: RouterMessage) -> SendOutcome {
        let frame: [UInt8]
        do { frame = try MessageCodec.encode(message) } catch { return .unencodable(error) }
        return state.withLock { state in
            let flushed = flushPending(&state)
            guard flushed == .sent else { return flushed }
            let written = UnixSocket.sendNonBlocking(fd, frame[...])
            if written < 0 { return fail(&state) }
            if written < frame.count {
                state.pending = frame
                state.pendingStart = written
            }
            return .sent
        }
    }

    /// Writes the rest of a partly written frame.
    public func flush() -> SendOutcome {
        state.withLock { flushPending(&$0) }
    }

    private func flushPending(_ state: inout State) -> SendOutcome {
        guard !state.isShutDown, !state.isReleased else { return .closed }
        guard state.pendingStart < state.pending.count else { return .sent }
        let written = UnixSocket.sendNonBlocking(fd, state.pending[state.pendingStart...])
        if written < 0 { return fail(&state) }
        state.pendingStart += written
        guard state.pendingStart == state.pending.count else { return .full }
        state.pending.removeAll(keepingCapacity: true)
        state.pendingStart = 0
        return .sent
    }

    private func fail(_ state: inout State) -> SendOutcome {
        state.isShutDown = true
        UnixSocket.shutdownBoth(fd)
        return .closed
    }

    /// Shuts the socket down; the reader thread then reports the close and releases the descriptor.
    public func close() {
        state.withLock { state in
            guard !state.isShutDown, !state.isReleased else { return }
            state.isShutDown = true
            state.isClosedByOwner = true
            UnixSocket.shutdownBoth(fd)
            if !state.readerStarted {
                state.isReleased = true
                UnixSocket.closeDescriptor(fd)
            }
        }
    }
}
