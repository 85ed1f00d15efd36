import Foundation

/// RFC 6455 close codes the server sends (section 7.4.1).
enum WebSocketCloseCode: UInt16 {
    case normal = 1000
    case goingAway = 1001
    case protocolError = 1002
    case invalidData = 1007
    case policyViolation = 1008
    case messageTooBig = 1009

    /// Whether a code received in a close frame is one a peer may send (RFC 6455 7.4.1, 7.4.2).
    static func isValidReceived(_ code: UInt16) -> Bool {
        switch code {
        case 1000...1003, 1007...1011, 3000...4999: true
        default: false
        }
    }
}

/// Server frames (RFC 6455 5.2): unmasked, unfragmented.
enum WebSocketFrame {
    static let text: UInt8 = 0x1, binary: UInt8 = 0x2, close: UInt8 = 0x8, ping: UInt8 = 0x9, pong: UInt8 = 0xA

    /// One frame with FIN set.
    static func make(opcode: UInt8, payload: [UInt8]) -> [UInt8] {
        var frame: [UInt8] = [0x80 | opcode]
        frame.reserveCapacity(payload.count + 10)
        switch payload.count {
        case ..<126: frame.append(UInt8(payload.count))
        case ..<65536: frame += [126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default:
            frame.append(127)
            for shift in stride(from: 56, through: 0, by: -8) {
                frame.append(UInt8(truncatingIfNeeded: UInt64(payload.count) >> UInt64(shift)))
            }
        }
        return frame + payload
    }

    /// A text frame.
    static func text(_ text: String) -> [UInt8] { make(opcode: Self.text, payload: Array(text.utf8)) }

    /// A close frame with a code and a reason (cut to fit the 125-byte control payload).
    static func close(_ code: WebSocketCloseCode, _ reason: String) -> [UInt8] {
        var payload = [UInt8(code.rawValue >> 8), UInt8(code.rawValue & 0xFF)]
        var cut = Substring(reason)
        while cut.utf8.count > 123 { cut = cut.dropLast() }
        payload += Array(cut.utf8)
        return make(opcode: close, payload: payload)
    }
}

/// The opening handshake (RFC 6455 4.2): which headers an upgrade needs, and the `Sec-WebSocket-Accept`.
enum WebSocketHandshake {
    /// Why `head` is not a valid upgrade request, or nil.
    static func refusal(_ head: HTTPRequestHead) -> (HTTPStatus, String)? {
        guard head.method == "GET", head.version == "HTTP/1.1" else {
            return (
                .badRequest, "a WebSocket upgrade is a GET over HTTP/1.1; found \(head.method) over \(head.version)"
            )
        }
        guard head.header("upgrade", contains: "websocket"), head.header("connection", contains: "upgrade") else {
            return (.upgradeRequired, "/ws is the WebSocket: expected Upgrade: websocket and Connection: Upgrade")
        }
        guard head.header("sec-websocket-version") == "13" else {
            return (
                .upgradeRequired,
                "expected Sec-WebSocket-Version: 13, found \(HTTPRequestHead.quoted(head.header("sec-websocket-version") ?? "none"))"
            )
        }
        guard let key = head.header("sec-websocket-key"), Data(base64Encoded: key)?.count == 16 else {
            return (
                .badRequest,
                "expected Sec-WebSocket-Key: 16 bytes in base64, found \(HTTPRequestHead.quoted(head.header("sec-websocket-key") ?? "none"))"
            )
        }
        return nil
    }

    /// The `101 Switching Protocols` reply for a valid upgrade request.
    static func accept(_ head: HTTPRequestHead) -> HTTPReply {
        let key = head.header("sec-websocket-key") ?? ""
        let accept = Data(SHA1.digest(Array((key + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8))).base64EncodedString()
        return HTTPReply(
            status: .switchingProtocols,
            headers: [("Upgrade", "websocket"), ("Connection", "Upgrade"), ("Sec-WebSocket-Accept", accept)])
    }
}
