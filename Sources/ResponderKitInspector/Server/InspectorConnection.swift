import Foundation
import NIOCore
import NIOHTTP1

/// One accepted connection: who it is, how far it got, and what it needs from the server. Confined to
/// the connection's event loop (its handlers share it).
final class InspectorConnection {
    /// Where it comes from, for the log (`127.0.0.1:53211`).
    let peer: String
    let server: InspectorServerContext
    /// How far the connection got.
    enum Phase {
        /// Reading the request head (the deadline runs).
        case head
        /// Answering it.
        case answering
        /// After an error reply: reading and discarding what the client still sends, then closing.
        case lingering(discarded: Int)
        /// Upgrading to a WebSocket, or one.
        case webSocket
    }
    var phase = Phase.head
    /// The reply it gets before its request is read (the server is full), if any.
    var refusal: InspectorReply?
    /// The reply to a valid upgrade the server cannot take (every WebSocket is in use).
    var declinedUpgrade: InspectorReply?

    init(peer: String, server: InspectorServerContext) {
        self.peer = peer
        self.server = server
    }

    /// `address:port` of a channel's peer, for the log.
    static func describe(_ address: SocketAddress?) -> String {
        guard let address, let ip = address.ipAddress else { return "unknown peer" }
        let port = address.port ?? 0
        if case .v6 = address { return "[\(ip)]:\(port)" }
        return "\(ip):\(port)"
    }
}

/// What every connection shares: the access policy, the address listened on, the log, the registry of
/// connections and the gate of the event loop.
struct InspectorServerContext: Sendable {
    let access: InspectorAccess
    let boundHost: String
    let log: @Sendable (String) -> Void
    let registry: ConnectionRegistry
    var gate = EventLoopGate()
}

/// The first handler of every connection: it sees the raw bytes before any parser. While the request
/// head is read it refuses a request line past ``InspectorLimits/maximumRequestLineBytes`` before the
/// HTTP parser buffers it; after an error reply it discards what the client still sends (at most
/// ``InspectorLimits/lingeringDiscardBytes``) and closes. Otherwise it passes bytes on.
final class ConnectionGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let connection: InspectorConnection
    /// Bytes of the request line seen so far; nil once its line feed came.
    private var lineBytes: Int? = 0
    private var lastWasCarriageReturn = false

    init(connection: InspectorConnection) { self.connection = connection }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch connection.phase {
        case .lingering(let discarded):
            let total = discarded + unwrapInboundIn(data).readableBytes
            connection.phase = .lingering(discarded: total)
            if total >= InspectorLimits.lingeringDiscardBytes { context.close(promise: nil) }
            return
        case .head:
            guard let seen = lineBytes else { break }
            let buffer = unwrapInboundIn(data)
            let view = buffer.readableBytesView
            if let newline = view.firstIndex(of: 0x0A) {
                let before = newline - view.startIndex
                let endsWithCR = before > 0 ? view[newline - 1] == 0x0D : lastWasCarriageReturn
                let length = seen + before - (endsWithCR ? 1 : 0)
                lineBytes = nil
                if length > InspectorLimits.maximumRequestLineBytes {
                    return refuseLine(context, "the request line is \(length) bytes")
                }
            } else {
                let total = seen + view.count
                lastWasCarriageReturn = view.last == 0x0D || (view.isEmpty && lastWasCarriageReturn)
                // A carriage return may still end the line: it is not part of it.
                if total - (lastWasCarriageReturn ? 1 : 0) > InspectorLimits.maximumRequestLineBytes {
                    return refuseLine(
                        context, "the request line is longer than \(InspectorLimits.maximumRequestLineBytes) bytes")
                }
                lineBytes = total
            }
        case .answering, .webSocket:
            break
        }
        context.fireChannelRead(data)
    }

    private func refuseLine(_ context: ChannelHandlerContext, _ found: String) {
        lineBytes = nil
        context.fireErrorCaught(
            InspectorHeadRefusal(
                reply: .text(.uriTooLong, "\(found); at most \(InspectorLimits.maximumRequestLineBytes)")))
    }
}

/// A request head refused before it was parsed: the guard's request line check.
struct InspectorHeadRefusal: Error {
    var reply: InspectorReply
}
