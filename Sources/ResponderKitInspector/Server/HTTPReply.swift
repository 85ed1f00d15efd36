import Foundation

/// The statuses the inspector answers with.
struct HTTPStatus: Equatable, Sendable {
    var code: Int
    var reason: String

    static let switchingProtocols = HTTPStatus(code: 101, reason: "Switching Protocols")
    static let ok = HTTPStatus(code: 200, reason: "OK")
    static let noContent = HTTPStatus(code: 204, reason: "No Content")
    static let badRequest = HTTPStatus(code: 400, reason: "Bad Request")
    static let forbidden = HTTPStatus(code: 403, reason: "Forbidden")
    static let notFound = HTTPStatus(code: 404, reason: "Not Found")
    static let methodNotAllowed = HTTPStatus(code: 405, reason: "Method Not Allowed")
    static let requestTimeout = HTTPStatus(code: 408, reason: "Request Timeout")
    static let contentTooLarge = HTTPStatus(code: 413, reason: "Content Too Large")
    static let uriTooLong = HTTPStatus(code: 414, reason: "URI Too Long")
    static let upgradeRequired = HTTPStatus(code: 426, reason: "Upgrade Required")
    static let headerFieldsTooLarge = HTTPStatus(code: 431, reason: "Request Header Fields Too Large")
    static let serviceUnavailable = HTTPStatus(code: 503, reason: "Service Unavailable")
}

/// A response: the status, headers and body, written in one piece. Every response closes the connection
/// (`Connection: close`), except the WebSocket upgrade: one request per connection keeps the server simple
/// and bounds what a connection can hold.
struct HTTPReply {
    var status: HTTPStatus
    var headers: [(String, String)] = []
    var body: [UInt8] = []

    /// A plain-text reply (errors say what was expected and what was found).
    static func text(_ status: HTTPStatus, _ text: String) -> HTTPReply {
        HTTPReply(
            status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array((text + "\n").utf8))
    }

    /// The bytes on the wire; without the body for `HEAD`.
    func bytes(includingBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status.code) \(status.reason)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if status.code != 101 {
            head +=
                "Content-Length: \(body.count)\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        }
        head += "\r\n"
        return Array(head.utf8) + (includingBody ? body : [])
    }
}
