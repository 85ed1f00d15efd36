import NIOCore
import NIOWebSocket

/// A frame RFC 6455 says to fail the connection for, with the close code to send (7.4.1).
struct WebSocketFailure: Error {
    var code: UInt16
    var reason: String

    static let protocolError: UInt16 = 1002
    static let invalidData: UInt16 = 1007
    static let messageTooBig: UInt16 = 1009
}

/// A fragment of a message arrived (and waits in the aggregator): sent after the frame check, for
/// ``InspectorWebSocketHandler``'s liveness.
struct WebSocketFragmentArrived {}

/// Checks each frame NIO's decoder read, before fragments are joined: a client's frames are masked
/// (RFC 6455 5.1), no RSV bit is set (no extension is negotiated, 5.2), and the opcode is one RFC 6455
/// defines (5.2). A violation fails the connection with 1002 and nothing after it is passed on. Frame
/// lengths, control frames and fragment order are checked by NIO's decoder and aggregator. A fragment the
/// aggregator keeps is announced (``WebSocketFragmentArrived``): the client is sending, so it is alive.
final class WebSocketFrameCheck: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = WebSocketFrame
    typealias InboundOut = WebSocketFrame

    private var failed = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !failed else { return }
        let frame = unwrapInboundIn(data)
        let reason: String?
        if frame.maskKey == nil {
            reason = "a client's frames must be masked (RFC 6455 5.1)"
        } else if frame.rsv1 || frame.rsv2 || frame.rsv3 {
            reason = "RSV bits set, and no extension was negotiated"
        } else {
            switch frame.opcode {
            case .continuation, .text, .binary, .connectionClose, .ping, .pong: reason = nil
            default: reason = "unknown opcode \(UInt8(webSocketOpcode: frame.opcode))"
            }
        }
        guard let reason else {
            let fragment = !frame.fin || frame.opcode == .continuation
            context.fireChannelRead(data)
            if fragment { context.fireUserInboundEventTriggered(WebSocketFragmentArrived()) }
            return
        }
        failed = true
        context.fireErrorCaught(WebSocketFailure(code: WebSocketFailure.protocolError, reason: reason))
    }
}
