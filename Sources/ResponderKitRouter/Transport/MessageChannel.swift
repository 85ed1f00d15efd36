import Foundation

/// What a channel reports to the side that receives from it.
public enum ChannelEvent: Equatable, Sendable {
    /// A message arrived.
    case message(RouterMessage)
    /// The channel closed; no more events follow.
    case closed(ChannelCloseReason)
}

/// Why a channel closed.
public enum ChannelCloseReason: Equatable, Sendable, CustomStringConvertible {
    /// The peer closed its end (end of stream).
    case peerClosed
    /// This side closed the channel.
    case closedLocally
    /// The peer sent bytes that are not a valid frame; the error names the offset and field.
    case protocolError(ProtocolError)
    /// A system call failed with this `errno`.
    case ioError(Int32)

    /// The reason in words.
    public var description: String {
        switch self {
        case .peerClosed: "peer closed the connection"
        case .closedLocally: "closed locally"
        case .protocolError(let error): "protocol error: \(error)"
        case .ioError(let code): "I/O error \(code) (\(String(cString: strerror(code))))"
        }
    }
}

/// What happened to a message handed to ``MessageChannel/trySend(_:)``.
public enum SendOutcome: Equatable, Sendable {
    /// The message was accepted (written, or buffered by the channel).
    case sent
    /// The peer cannot take more now (back pressure); nothing was sent, try again later.
    case full
    /// The channel is closed.
    case closed
    /// The message cannot be encoded (a count or string over ``ProtocolLimits``); it was dropped.
    case unencodable(ProtocolError)
}

/// Receives a channel's events. Implementations must not call back into the channel's sender while
/// they hold a lock the sender might hold (see `Router/SystemRouter.swift`).
public protocol ChannelSink: Sendable {
    /// Takes an event if there is room now; never waits. In-process channels deliver this way, so a
    /// refusal becomes ``SendOutcome/full`` at the sender.
    func offer(_ event: ChannelEvent) -> Bool
    /// Takes an event, waiting for room if needed. Socket reader threads deliver this way.
    func put(_ event: ChannelEvent)
}

/// One end of a bidirectional, message-oriented connection between the router and a peer.
///
/// Sending never blocks: ``trySend(_:)`` reports back pressure as ``SendOutcome/full``. Received
/// messages go to the sink given to ``start(delivering:)``, in order, followed by one
/// ``ChannelEvent/closed(_:)`` when the channel closes (socket channels also report their own
/// ``close()`` this way; in-process channels report only the peer's).
public protocol MessageChannel: AnyObject, Sendable {
    /// Starts delivering received messages to `sink`. Call it once, before sending.
    func start(delivering sink: any ChannelSink)
    /// Sends one message without waiting.
    func trySend(_ message: RouterMessage) -> SendOutcome
    /// Writes what an earlier send left buffered (the tail of a partly written frame): ``SendOutcome/full``
    /// while some remains. The router calls it on every display frame.
    func flush() -> SendOutcome
    /// Closes the channel. Idempotent.
    func close()
}
