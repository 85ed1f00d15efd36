import Foundation

/// A channel between two ends in one process, for tests and embedded setups: deterministic, no threads.
///
/// Each message is encoded into a frame and decoded again on the way (so in-process traffic exercises
/// the wire format), then handed synchronously to the peer's sink with ``ChannelSink/offer(_:)``: when
/// the peer's sink is full, or not started yet, the send reports ``SendOutcome/full``. Closing one end
/// reports ``ChannelCloseReason/peerClosed`` to the other end only. Sends on one end are meant to come
/// from one thread at a time.
public final class InProcessChannel: MessageChannel {
    private final class Pipe: Sendable {
        struct State {
            var sinks: [(any ChannelSink)?] = [nil, nil]
            var isClosed = false
        }
        let state = Locked(State())
    }

    private let pipe: Pipe
    private let side: Int

    private init(pipe: Pipe, side: Int) {
        self.pipe = pipe
        self.side = side
    }

    /// Creates the two connected ends of a new channel.
    public static func makePair() -> (InProcessChannel, InProcessChannel) {
        let pipe = Pipe()
        return (InProcessChannel(pipe: pipe, side: 0), InProcessChannel(pipe: pipe, side: 1))
    }

    /// Starts delivering the peer's messages to `sink`.
    public func start(delivering sink: any ChannelSink) {
        pipe.state.withLock { $0.sinks[side] = sink }
    }

    /// Encodes, decodes and offers `message` to the peer's sink.
    public func trySend(_ message: RouterMessage) -> SendOutcome {
        let frame: [UInt8]
        let decoded: RouterMessage
        do {
            frame = try MessageCodec.encode(message)
            decoded = try MessageCodec.decodeFrame(frame)
        } catch {
            return .unencodable(error)
        }
        let (peer, isClosed) = pipe.state.withLock { ($0.sinks[1 - side], $0.isClosed) }
        if isClosed { return .closed }
        guard let peer else { return .full }
        return peer.offer(.message(decoded)) ? .sent : .full
    }

    /// Nothing is ever buffered in process: ``SendOutcome/sent``, or ``SendOutcome/closed``.
    public func flush() -> SendOutcome {
        pipe.state.withLock { $0.isClosed } ? .closed : .sent
    }

    /// Closes both ends; the peer's sink receives ``ChannelCloseReason/peerClosed``.
    public func close() {
        let peer: (any ChannelSink)? = pipe.state.withLock { state in
            guard !state.isClosed else { return nil }
            state.isClosed = true
            return state.sinks[1 - side]
        }
        peer?.put(.closed(.peerClosed))
    }
}
