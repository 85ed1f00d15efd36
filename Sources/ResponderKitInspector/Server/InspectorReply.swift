import Foundation
import NIOHTTP1

/// A response: the status, headers and body. Every response closes the connection (`Connection:
/// close`), except the WebSocket upgrade: one request per connection bounds what a connection can hold.
struct InspectorReply {
    var status: HTTPResponseStatus
    var headers: [(String, String)] = []
    var body: String = ""

    /// A plain-text reply (errors say what was expected and what was found).
    static func text(_ status: HTTPResponseStatus, _ text: String) -> InspectorReply {
        InspectorReply(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: text + "\n")
    }

    /// The response head as the encoder writes it.
    func head(version: HTTPVersion) -> HTTPResponseHead {
        var fields = HTTPHeaders(headers)
        fields.add(name: "Content-Length", value: String(body.utf8.count))
        fields.add(name: "Cache-Control", value: "no-store")
        fields.add(name: "X-Content-Type-Options", value: "nosniff")
        fields.add(name: "Connection", value: "close")
        return HTTPResponseHead(version: version, status: status, headers: fields)
    }

    /// The body's text for a log line.
    var message: String { body.trimmingCharacters(in: .newlines) }
}

/// What the server makes of a request head: a reply, or a valid WebSocket upgrade.
enum InspectorAnswer {
    case reply(InspectorReply, InspectorRoute?)
    case upgrade
}

extension InspectorReply {
    /// The answer to a request head (after the parser's own checks and limits): Host, method, body, route,
    /// token, and for `/ws` Origin and the upgrade's headers (RFC 6455 4.2.1). One decision for the real
    /// server and ``InspectorWire``.
    static func answer(_ head: HTTPRequestHead, access: InspectorAccess, boundHost: String) -> InspectorAnswer {
        let headers = head.headers
        guard head.version == .http1_1 || head.version == .http1_0 else {
            return .reply(
                .text(
                    .badRequest, "expected HTTP/1.1 or HTTP/1.0, found HTTP/\(head.version.major).\(head.version.minor)"
                ), nil)
        }
        guard headers["host"].count <= 1 else {
            return .reply(.text(.badRequest, "expected one Host header, found \(headers["host"].count)"), nil)
        }
        if let refusal = access.hostRefusal(headers.first(name: "host"), boundHost: boundHost) {
            return .reply(.text(.forbidden, refusal), nil)
        }
        guard head.method == .GET || head.method == .HEAD else {
            var reply = InspectorReply.text(
                .methodNotAllowed, "expected GET or HEAD, found \(LogText.quoted(head.method.rawValue))")
            reply.headers.append(("Allow", "GET, HEAD"))
            return .reply(reply, nil)
        }
        let lengths = headers["content-length"]
        guard lengths.count <= 1 else {
            return .reply(.text(.badRequest, "expected at most one Content-Length header, found \(lengths.count)"), nil)
        }
        if headers.contains(name: "transfer-encoding") || (lengths.first.map { $0 != "0" } ?? false) {
            return .reply(.text(.payloadTooLarge, "requests to the inspector have no body"), nil)
        }
        let (route, query) = InspectorRoute.resolve(head.uri)
        guard let route else { return .reply(.text(.notFound, "not found"), nil) }
        if route != .health,
            let refusal = access.tokenRefusal(query: query, cookieHeader: headers["cookie"].joined(separator: "; "))
        {
            return .reply(.text(.forbidden, refusal), route)
        }
        var extra: [(String, String)] = []
        if let token = access.token, route == .page {
            extra.append(("Set-Cookie", "\(InspectorAccess.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict"))
        }
        func file(_ text: String, _ type: String) -> InspectorAnswer {
            .reply(InspectorReply(status: .ok, headers: [("Content-Type", type)] + extra, body: text), route)
        }
        switch route {
        case .page: return file(InspectorPage.html, "text/html; charset=utf-8")
        case .script: return file(InspectorPage.script, "text/javascript; charset=utf-8")
        case .style: return file(InspectorPage.style, "text/css; charset=utf-8")
        case .health: return file("ok\n", "text/plain; charset=utf-8")
        case .favicon: return .reply(InspectorReply(status: .noContent), route)
        case .webSocket:
            if let refusal = access.originRefusal(
                headers.first(name: "origin"), hostHeader: headers.first(name: "host") ?? "")
            {
                return .reply(.text(.forbidden, refusal), route)
            }
            if let refusal = upgradeRefusal(head) { return .reply(refusal, route) }
            return .upgrade
        }
    }

    /// Why `head` is not a valid WebSocket upgrade request (RFC 6455 4.2.1), or nil.
    private static func upgradeRefusal(_ head: HTTPRequestHead) -> InspectorReply? {
        guard head.method == .GET, head.version == .http1_1 else {
            return .text(
                .badRequest,
                "a WebSocket upgrade is a GET over HTTP/1.1; found \(head.method.rawValue) over HTTP/\(head.version.major).\(head.version.minor)"
            )
        }
        func has(_ name: String, _ token: String) -> Bool {
            head.headers[canonicalForm: name].contains { $0.lowercased() == token }
        }
        guard has("upgrade", "websocket"), has("connection", "upgrade") else {
            return .text(.upgradeRequired, "/ws is the WebSocket: expected Upgrade: websocket and Connection: Upgrade")
                .adding(("Sec-WebSocket-Version", "13"))
        }
        let versions = head.headers["sec-websocket-version"]
        guard versions == ["13"] else {
            return .text(
                .upgradeRequired,
                "expected Sec-WebSocket-Version: 13, found \(LogText.quoted(versions.joined(separator: ", ")))"
            ).adding(("Sec-WebSocket-Version", "13"))
        }
        let keys = head.headers["sec-websocket-key"]
        guard keys.count == 1, let key = keys.first, Data(base64Encoded: key)?.count == 16 else {
            return .text(
                .badRequest,
                "expected one Sec-WebSocket-Key: 16 bytes in base64, found \(LogText.quoted(keys.joined(separator: ", ")))"
            )
        }
        return nil
    }

    private func adding(_ header: (String, String)) -> InspectorReply {
        var copy = self
        copy.headers.append(header)
        return copy
    }
}
