import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection, served on a thread of its own: one request (the page, its files, `/health`),
/// or the WebSocket upgrade and then its messages until either side closes.
///
/// A WebSocket client's messages go to the hub one at a time: the next is read only once the hub handled
/// the last, so a flooding client waits on its own socket (TCP flow control) while every other client's
/// messages are interleaved with its own on the main actor.
final class InspectorConnection: @unchecked Sendable {
    // @unchecked: the socket and reader are only used by the connection's thread; the rest is immutable.
    private let socket: ClientSocket
    private let hub: InspectorHub
    private let access: InspectorAccess
    private let boundHost: String
    private let peer: String
    private let log: @Sendable (String) -> Void

    init(
        fd: Int32, peer: String, hub: InspectorHub, access: InspectorAccess, boundHost: String,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.peer = peer
        self.log = log
        socket = ClientSocket(fd: fd)
        self.hub = hub
        self.access = access
        self.boundHost = boundHost
    }

    /// Serves the connection; returns when it is over (the caller closes the descriptor).
    func serve() {
        let head: HTTPRequestHead
        do {
            head = try HTTPRequestHead.read(from: socket)
        } catch let error as HTTPHeadError {
            socket.write(HTTPReply.text(error.status, error.message).bytes())
            log("refused \(peer): \(error.status.code) \(error.message)")
            socket.lingeringClose()
            return
        } catch ClientReadFailure.timedOut {
            socket.write(
                HTTPReply.text(
                    .requestTimeout,
                    "expected a whole request head within \(Int(InspectorLimits.requestHeadTimeout)) s"
                ).bytes())
            log("refused \(peer): 408 no whole request head within \(Int(InspectorLimits.requestHeadTimeout)) s")
            return
        } catch {
            return
        }
        let (reply, route) = Self.answer(head, access: access, boundHost: boundHost)
        guard let reply else {
            if route == .webSocket { serveWebSocket(head) }
            return
        }
        socket.write(reply.bytes(includingBody: head.method != "HEAD"))
        if reply.status.code >= 400 {
            // 404s are ordinary (a browser's guesses); refusals of who or how are worth a line.
            if reply.status.code != 404 {
                log(
                    "refused \(peer): \(reply.status.code) \(head.method) \(HTTPRequestHead.quoted(head.target)): "
                        + String(decoding: reply.body, as: UTF8.self).trimmingCharacters(in: .newlines))
            }
            socket.lingeringClose()
        }
    }

    /// The reply to a request, or nil when it is a valid WebSocket upgrade.
    static func answer(_ head: HTTPRequestHead, access: InspectorAccess, boundHost: String) -> (
        HTTPReply?, InspectorRoute?
    ) {
        guard head.count(of: "host") <= 1 else {
            return (.text(.badRequest, "expected one Host header, found \(head.count(of: "host"))"), nil)
        }
        if let refusal = access.hostRefusal(head.header("host"), boundHost: boundHost) {
            return (.text(.forbidden, refusal), nil)
        }
        guard head.method == "GET" || head.method == "HEAD" else {
            var reply = HTTPReply.text(
                .methodNotAllowed, "expected GET or HEAD, found \(HTTPRequestHead.quoted(head.method))")
            reply.headers.append(("Allow", "GET, HEAD"))
            return (reply, nil)
        }
        if head.header("transfer-encoding") != nil || (head.header("content-length").map { $0 != "0" } ?? false) {
            return (.text(.contentTooLarge, "requests to the inspector have no body"), nil)
        }
        let (route, query) = InspectorRoute.resolve(head.target)
        guard let route else { return (.text(.notFound, "not found"), nil) }
        if route != .health, let refusal = access.tokenRefusal(query: query, cookieHeader: head.header("cookie")) {
            return (.text(.forbidden, refusal), route)
        }
        var headers: [(String, String)] = []
        if let token = access.token, route == .page {
            headers.append(("Set-Cookie", "\(InspectorAccess.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"))
        }
        func file(_ text: String, _ type: String) -> HTTPReply {
            HTTPReply(status: .ok, headers: [("Content-Type", type)] + headers, body: Array(text.utf8))
        }
        switch route {
        case .page: return (file(InspectorPage.html, "text/html; charset=utf-8"), route)
        case .script: return (file(InspectorPage.script, "text/javascript; charset=utf-8"), route)
        case .style: return (file(InspectorPage.style, "text/css; charset=utf-8"), route)
        case .health: return (file("ok\n", "text/plain; charset=utf-8"), route)
        case .favicon: return (HTTPReply(status: .noContent), route)
        case .webSocket:
            if let refusal = access.originRefusal(head.header("origin"), hostHeader: head.header("host") ?? "") {
                return (.text(.forbidden, refusal), route)
            }
            if let (status, message) = WebSocketHandshake.refusal(head) {
                var reply = HTTPReply.text(status, message)
                if status == .upgradeRequired { reply.headers.append(("Sec-WebSocket-Version", "13")) }
                return (reply, route)
            }
            return (nil, route)
        }
    }

    private func serveWebSocket(_ head: HTTPRequestHead) {
        guard socket.write(WebSocketHandshake.accept(head).bytes()) else { return }
        socket.setTimeout(SO_RCVTIMEO, 0)  // an open page may stay idle; the connection cap bounds them
        let outbound = OutboundQueue(fd: socket.fd)
        let writerDone = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            outbound.runWriter()
            writerDone.signal()
        }
        let hub = self.hub
        let id = onMain { hub.connect { text in outbound.enqueue(WebSocketFrame.text(text)) } }
        var reader = WebSocketReader(socket: socket)
        reading: while true {
            do {
                switch try reader.next() {
                case .text(let text): onMain { hub.receive(text, from: id) }
                case .binary: onMain { hub.receiveBinary(from: id) }
                case .ping(let payload):
                    outbound.enqueue(WebSocketFrame.make(opcode: WebSocketFrame.pong, payload: payload))
                case .close(let code):
                    outbound.enqueue(
                        WebSocketFrame.close(code == nil ? .normal : WebSocketCloseCode(rawValue: code!) ?? .normal, "")
                    )
                    break reading
                }
            } catch let failure as WebSocketFailure {
                log("closed the WebSocket of \(peer) with \(failure.code.rawValue): \(failure.reason)")
                if failure.code == .messageTooBig {
                    let error = ServerMessage.error(InspectorError("too-large", failure.reason), re: nil)
                    outbound.enqueue(WebSocketFrame.text(error.serialized))
                }
                outbound.enqueue(WebSocketFrame.close(failure.code, failure.reason))
                break reading
            } catch {
                break reading  // the client left, or the server is stopping
            }
        }
        onMain { hub.disconnect(id) }
        if outbound.overflowed {
            log(
                "disconnected \(peer): it left more than \(InspectorLimits.maximumQueuedOutputBytes / 1_048_576) MiB of messages unread"
            )
        }
        outbound.finish()
        writerDone.wait()
    }
}

/// Runs `work` on the main actor and waits for it: the connection's thread blocks, never the main actor.
func onMain<T: Sendable>(_ work: @escaping @MainActor @Sendable () -> T) -> T {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task { @MainActor in
        box.value = work()
        done.signal()
    }
    done.wait()
    return box.value!
}

private final class ResultBox<T>: @unchecked Sendable {
    // @unchecked: written once before the semaphore is signalled, read after it is waited for.
    var value: T?
}
