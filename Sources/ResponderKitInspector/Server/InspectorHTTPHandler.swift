import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Answers a connection's one request after NIO's parser read its head: the page, its files,
/// `/health`, or a refusal (``InspectorReply/answer(_:access:boundHost:)``). A valid WebSocket upgrade
/// never reaches it: NIO's upgrader takes it (``InspectorPipeline``).
///
/// It owns the head's deadline: ``InspectorLimits/requestHeadTimeout`` after the connection was accepted,
/// whatever arrived meanwhile, a connection still without its head is answered `408` and closed. After an
/// error reply the connection lingers (``ConnectionGuard``) for ``InspectorLimits/lingeringTime`` at most.
final class InspectorHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    /// Sent down the pipeline to a connection the registry replaced by a newer one.
    struct Replaced {}

    private let connection: InspectorConnection
    private var deadline: Scheduled<Void>?

    init(connection: InspectorConnection) { self.connection = connection }

    func channelActive(context: ChannelHandlerContext) {
        if let refusal = connection.refusal {
            connection.phase = .answering
            connection.server.log("refused \(connection.peer): \(refusal.status.code) \(refusal.message)")
            respond(context, refusal, version: .http1_1, includingBody: true, linger: false)
        } else {
            let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
            deadline = context.eventLoop.scheduleTask(in: .seconds(Int64(InspectorLimits.requestHeadTimeout))) {
                let (handler, context) = loopBound.value
                handler.headTimedOut(
                    context, "no whole request head within \(Int(InspectorLimits.requestHeadTimeout)) s")
            }
        }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        deadline?.cancel()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        deadline?.cancel()  // upgraded: the WebSocket has deadlines of its own
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is Replaced {
            headTimedOut(
                context,
                "no whole request head yet when the connection limit (\(connection.server.registry.capacity)) was reached"
            )
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func headTimedOut(_ context: ChannelHandlerContext, _ reason: String) {
        guard case .head = connection.phase else { return }
        connection.phase = .answering
        connection.server.log("refused \(connection.peer): 408 \(reason)")
        let reply = InspectorReply.text(
            .requestTimeout,
            "expected a whole request head within \(Int(InspectorLimits.requestHeadTimeout)) s of connecting")
        respond(context, reply, version: .http1_1, includingBody: true, linger: false)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(let head) = unwrapInboundIn(data), case .head = connection.phase else { return }
        deadline?.cancel()
        connection.phase = .answering
        connection.server.registry.answered(context.channel)
        let server = connection.server
        let reply: InspectorReply
        switch InspectorReply.answer(head, access: server.access, boundHost: server.boundHost) {
        case .reply(let answer, _): reply = answer
        case .upgrade:
            // The upgrader declined a request this server accepts: the WebSocket limit, or a header NIO's
            // upgrader reads differently.
            reply = connection.declinedUpgrade ?? .text(.badRequest, "the WebSocket handshake failed")
        }
        // 404s are ordinary (a browser's guesses); refusals of who or how are worth a line.
        if reply.status.code >= 400, reply.status != .notFound {
            server.log(
                "refused \(connection.peer): \(reply.status.code) \(head.method.rawValue) \(LogText.target(head.uri)): \(reply.message)"
            )
        }
        respond(
            context, reply, version: head.version, includingBody: head.method != .HEAD, linger: reply.status.code >= 400
        )
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // The upgrader reports a declined upgrade, then hands the request on to channelRead.
        if error is NIOWebSocketUpgradeError { return }
        guard case .head = connection.phase else { return }
        deadline?.cancel()
        connection.phase = .answering
        let reply: InspectorReply
        switch error {
        case let refusal as InspectorHeadRefusal: reply = refusal.reply
        case HTTPParserError.headerOverflow:
            reply = .text(
                .requestHeaderFieldsTooLarge,
                "a request head has at most \(InspectorLimits.maximumRequestHeadBytes) bytes and at most \(InspectorLimits.maximumHeaderCount) header lines"
            )
        case HTTPParserError.invalidHeaderToken:
            reply = .text(
                .badRequest, "expected \"Name: value\" header lines: a header name has a character a name may not")
        case HTTPParserError.unexpectedContentLength:
            reply = .text(.badRequest, "expected at most one Content-Length header")
        case let parse as HTTPParserError:
            reply = .text(.badRequest, "a malformed request head (\(parse))")
        default:
            context.close(promise: nil)
            return
        }
        connection.server.log("refused \(connection.peer): \(reply.status.code) \(reply.message)")
        respond(context, reply, version: .http1_1, includingBody: true, linger: true)
    }

    /// Writes the reply; then closes, or after an error half-closes and lingers. The connection is closed
    /// after ``InspectorLimits/sendTimeout`` whatever happens.
    private func respond(
        _ context: ChannelHandlerContext, _ reply: InspectorReply, version: HTTPVersion, includingBody: Bool,
        linger: Bool
    ) {
        let channel = context.channel
        let timeout = context.eventLoop.scheduleTask(in: .seconds(Int64(InspectorLimits.sendTimeout))) {
            channel.close(promise: nil)
        }
        channel.closeFuture.whenComplete { _ in timeout.cancel() }
        context.write(wrapOutboundOut(.head(reply.head(version: version))), promise: nil)
        if includingBody, !reply.body.isEmpty {
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: reply.body)))), promise: nil)
        }
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        guard linger else {
            written.whenComplete { _ in channel.close(promise: nil) }
            return
        }
        connection.phase = .lingering(discarded: 0)
        written.whenComplete { _ in
            channel.close(mode: .output, promise: nil)
            channel.eventLoop.scheduleTask(in: .milliseconds(Int64(InspectorLimits.lingeringTime * 1000))) {
                channel.close(promise: nil)
            }
        }
    }
}
