import Foundation
import NIOCore
import NIOWebSocket

/// A whole message from a WebSocket client.
enum WebSocketMessage: Equatable {
    case text(String)
    case binary
}

/// Where a WebSocket's messages go: the hub (``HubClient``), or a list (``InspectorWire``).
protocol WebSocketMessageSink: AnyObject {
    /// Handles one message; `done` is called (on any thread) once it is handled, and the client's next
    /// message is read only then.
    func receive(_ message: WebSocketMessage, done: @escaping @Sendable () -> Void)
    /// The server closes the connection with `code` (its own failure, or the client's close echoed).
    func closing(code: UInt16)
    /// The connection is closed.
    func closed()
}

/// Serves an open WebSocket after NIO's decoder, ``WebSocketFrameCheck`` and NIO's aggregator: text
/// messages (UTF-8 checked: 1007) go to the sink one at a time — the channel reads nothing more until the
/// sink handled the last, so a flooding client waits on its own connection (TCP flow control), and a
/// client's expensive messages (an export, a recording) take a turn of the main actor each, between other
/// clients' — pings get pongs, a close is answered with the client's own code, and the failures of RFC 6455
/// close with theirs.
///
/// Liveness: after ``InspectorLimits/webSocketPingInterval`` without a frame the client is pinged; when
/// another interval passes without one (the pong included) it is closed with 1001. A client whose message
/// is being handled is never pinged.
final class InspectorWebSocketHandler: ChannelDuplexHandler {
    typealias InboundIn = WebSocketFrame
    typealias OutboundIn = WebSocketFrame
    typealias OutboundOut = WebSocketFrame

    private let sink: WebSocketMessageSink
    private let peer: String
    private let log: @Sendable (String) -> Void
    private let gate: EventLoopGate
    private var context: ChannelHandlerContext?
    private var waiting: [WebSocketMessage] = []
    private var busy = false
    private var readHeld = false
    private var pinged = false
    private var closing = false

    init(sink: WebSocketMessageSink, peer: String, log: @escaping @Sendable (String) -> Void, gate: EventLoopGate) {
        self.sink = sink
        self.peer = peer
        self.log = log
        self.gate = gate
    }

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }

    func channelInactive(context: ChannelHandlerContext) {
        sink.closed()
        self.context = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !closing else { return }
        pinged = false
        let frame = unwrapInboundIn(data)
        switch frame.opcode {
        case .text:
            guard let text = String(validating: frame.unmaskedData.readableBytesView, as: UTF8.self) else {
                return fail(
                    context,
                    WebSocketFailure(code: WebSocketFailure.invalidData, reason: "a text message that is not UTF-8"))
            }
            enqueue(.text(text))
        case .binary:
            enqueue(.binary)
        case .ping:
            context.writeAndFlush(
                wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
        case .connectionClose:
            answerClose(context, frame.unmaskedData)
        default:
            break  // pongs prove the client is there; nothing else passes the frame check
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        let limit = InspectorLimits.maximumMessageBytes
        let failure: WebSocketFailure
        switch error {
        case let known as WebSocketFailure: failure = known
        case NIOWebSocketError.invalidFrameLength:
            failure = WebSocketFailure(
                code: WebSocketFailure.messageTooBig, reason: "a frame longer than \(limit) bytes")
        case NIOWebSocketError.fragmentedControlFrame:
            failure = WebSocketFailure(code: WebSocketFailure.protocolError, reason: "a fragmented control frame")
        case NIOWebSocketError.multiByteControlFrameLength:
            failure = WebSocketFailure(
                code: WebSocketFailure.protocolError, reason: "a control frame longer than 125 bytes")
        case NIOWebSocketFrameAggregator.Error.accumulatedFrameSizeIsTooLarge:
            failure = WebSocketFailure(
                code: WebSocketFailure.messageTooBig, reason: "a message longer than \(limit) bytes")
        case NIOWebSocketFrameAggregator.Error.tooManyFragments,
            NIOWebSocketFrameAggregator.Error.nonFinalFragmentSizeIsTooSmall:
            failure = WebSocketFailure(
                code: WebSocketFailure.messageTooBig,
                reason: "a message in more than \(InspectorPipeline.maximumFragments) fragments")
        case NIOWebSocketFrameAggregator.Error.receivedNewFrameWithoutFinishingPrevious:
            failure = WebSocketFailure(
                code: WebSocketFailure.protocolError, reason: "a new message before the fragmented one ended")
        case NIOWebSocketFrameAggregator.Error.didReceiveFragmentBeforeReceivingTextOrBinaryFrame:
            failure = WebSocketFailure(
                code: WebSocketFailure.protocolError, reason: "a continuation frame with no message to continue")
        default:
            context.close(promise: nil)  // the connection failed (reset, or the server stopping)
            return
        }
        fail(context, failure)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is WebSocketFragmentArrived {
            pinged = false
            return
        }
        guard let idle = event as? IdleStateHandler.IdleStateEvent, idle == .read else {
            return context.fireUserInboundEventTriggered(event)
        }
        guard !busy, waiting.isEmpty, !closing else { return }
        if pinged {
            let seconds = Int(2 * InspectorLimits.webSocketPingInterval)
            log("closed the WebSocket of \(peer) with 1001: no frame and no answer to a ping in \(seconds) s")
            return close(context, code: 1001, reason: "no answer to a ping")
        }
        pinged = true
        context.writeAndFlush(
            wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())), promise: nil)
    }

    // Reading: held while a message is handled.
    func read(context: ChannelHandlerContext) {
        if busy || !waiting.isEmpty {
            readHeld = true
        } else {
            context.read()
        }
    }

    private func enqueue(_ message: WebSocketMessage) {
        waiting.append(message)
        handleNext()
    }

    private func handleNext() {
        guard !busy, !closing, let context, !waiting.isEmpty else { return }
        busy = true
        let message = waiting.removeFirst()
        let loopBound = NIOLoopBound(self, eventLoop: context.eventLoop)
        let loop = context.eventLoop
        let gate = self.gate
        sink.receive(message) {
            gate.execute(on: loop) { loopBound.value.handled() }
        }
    }

    private func handled() {
        busy = false
        if !waiting.isEmpty {
            handleNext()
        } else if readHeld, let context {
            readHeld = false
            context.read()
        }
    }

    private func answerClose(_ context: ChannelHandlerContext, _ payload: ByteBuffer) {
        var payload = payload
        guard payload.readableBytes > 0 else { return close(context, code: 1000, reason: "") }
        guard let code = payload.readInteger(as: UInt16.self) else {
            return fail(
                context,
                WebSocketFailure(code: WebSocketFailure.protocolError, reason: "a close frame with a 1-byte payload"))
        }
        // RFC 6455 7.4.1 and IANA's registry (7.4.2): the codes a peer may send; 1004 is reserved, 1005,
        // 1006 and 1015 never go on the wire, the rest below 3000 is unassigned.
        switch code {
        case 1000...1003, 1007...1014, 3000...4999: break
        default:
            return fail(
                context,
                WebSocketFailure(code: WebSocketFailure.protocolError, reason: "close code \(code) may not be sent"))
        }
        guard String(validating: payload.readableBytesView, as: UTF8.self) != nil else {
            return fail(
                context,
                WebSocketFailure(code: WebSocketFailure.invalidData, reason: "a close reason that is not UTF-8"))
        }
        close(context, code: code, reason: "")  // RFC 6455 5.5.1: the client's own code echoed
    }

    private func fail(_ context: ChannelHandlerContext, _ failure: WebSocketFailure) {
        guard !closing else { return }
        log("closed the WebSocket of \(peer) with \(failure.code): \(failure.reason)")
        if failure.code == WebSocketFailure.messageTooBig {
            let error = ServerMessage.error(InspectorError("too-large", failure.reason), re: nil)
            context.write(
                wrapOutboundOut(WebSocketFrame(fin: true, opcode: .text, data: ByteBuffer(string: error.serialized))),
                promise: nil)
        }
        close(context, code: failure.code, reason: failure.reason)
    }

    /// Sends a close frame (the reason cut to fit the 125-byte control payload) and closes once it is written.
    private func close(_ context: ChannelHandlerContext, code: UInt16, reason: String) {
        guard !closing else { return }
        closing = true
        waiting = []
        sink.closing(code: code)
        var cut = Substring(reason)
        while cut.utf8.count > 123 { cut = cut.dropLast() }
        var payload = context.channel.allocator.buffer(capacity: 2 + cut.utf8.count)
        payload.writeInteger(code)
        payload.writeString(String(cut))
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: payload)))
            .whenComplete { _ in channel.close(promise: nil) }
    }
}
