/// What the reader got from a client.
enum WebSocketEvent: Equatable {
    case text(String)
    case binary
    case ping([UInt8])
    /// The client closed (its code, or nil when the close frame had none).
    case close(UInt16?)
}

/// A frame the server must fail the connection for (RFC 6455 7.1.7), with the close code to send.
struct WebSocketFailure: Error, Equatable {
    var code: WebSocketCloseCode
    var reason: String
}

/// Reads a client's frames into messages (RFC 6455 5), checking each frame's header before reading its
/// payload: an unmasked frame, RSV bits (no extension is negotiated), an unknown opcode, a fragmented or
/// long control frame, or a continuation out of place fail with 1002; a message whose declared length, or
/// its fragments' running total, passes ``InspectorLimits/maximumMessageBytes`` fails with 1009 before any
/// of it is buffered; text that is not UTF-8 fails with 1007. Payloads are read as they arrive, so memory
/// follows what a client sent, never what it declared.
struct WebSocketReader {
    let socket: ClientSocket
    private var message: [UInt8] = []
    private var messageOpcode: UInt8?

    init(socket: ClientSocket) { self.socket = socket }

    /// The next message or control event. Throws ``WebSocketFailure`` or ``ClientReadFailure``.
    mutating func next() throws -> WebSocketEvent {
        while true {
            let header = try socket.read(2)
            let fin = header[0] & 0x80 != 0
            let opcode = header[0] & 0x0F
            guard header[0] & 0x70 == 0 else {
                throw fail(.protocolError, "RSV bits set, and no extension was negotiated")
            }
            guard header[1] & 0x80 != 0 else {
                throw fail(.protocolError, "a client's frames must be masked (RFC 6455 5.1)")
            }
            var length = UInt64(header[1] & 0x7F)
            if length == 126 {
                length = try socket.read(2).reduce(0) { $0 << 8 | UInt64($1) }
            } else if length == 127 {
                length = try socket.read(8).reduce(0) { $0 << 8 | UInt64($1) }
                guard length >> 63 == 0 else { throw fail(.protocolError, "a 64-bit length with its top bit set") }
            }
            switch opcode {
            case 0x8, 0x9, 0xA:
                guard fin else { throw fail(.protocolError, "a fragmented control frame") }
                guard length <= 125 else {
                    throw fail(.protocolError, "a control frame of \(length) bytes; at most 125")
                }
            case 0x0:
                guard messageOpcode != nil else {
                    throw fail(.protocolError, "a continuation frame with no message to continue")
                }
            case 0x1, 0x2:
                guard messageOpcode == nil else {
                    throw fail(.protocolError, "a new message before the fragmented one ended")
                }
            default:
                throw fail(.protocolError, "unknown opcode \(opcode)")
            }
            if opcode < 0x8 {
                let total = UInt64(message.count) + length
                guard total <= UInt64(InspectorLimits.maximumMessageBytes) else {
                    throw fail(
                        .messageTooBig,
                        "a message of at least \(total) bytes; at most \(InspectorLimits.maximumMessageBytes)")
                }
            }
            let mask = try socket.read(4)
            var payload: [UInt8] = []
            if opcode >= 0x8 {
                try socket.read(Int(length), appendingTo: &payload)
                unmask(&payload, from: 0, mask)
            } else {
                let start = message.count
                try socket.read(Int(length), appendingTo: &message)
                unmask(&message, from: start, mask)
                if opcode != 0 { messageOpcode = opcode }
            }
            switch opcode {
            case 0x9: return .ping(payload)
            case 0xA: continue
            case 0x8: return try closeEvent(payload)
            default:
                guard fin, let kind = messageOpcode else { continue }
                defer { message = []; messageOpcode = nil }  // frees the buffer: an idle client holds nothing
                guard kind == 0x1 else { return .binary }
                guard let text = String(validating: message, as: UTF8.self) else {
                    throw fail(.invalidData, "a text message that is not UTF-8")
                }
                return .text(text)
            }
        }
    }

    private func closeEvent(_ payload: [UInt8]) throws(WebSocketFailure) -> WebSocketEvent {
        guard !payload.isEmpty else { return .close(nil) }
        guard payload.count >= 2 else { throw fail(.protocolError, "a close frame with a 1-byte payload") }
        let code = UInt16(payload[0]) << 8 | UInt16(payload[1])
        guard WebSocketCloseCode.isValidReceived(code) else {
            throw fail(.protocolError, "close code \(code) may not be sent")
        }
        guard String(validating: payload[2...], as: UTF8.self) != nil else {
            throw fail(.invalidData, "a close reason that is not UTF-8")
        }
        return .close(code)
    }

    private func unmask(_ bytes: inout [UInt8], from start: Int, _ mask: [UInt8]) {
        for index in start..<bytes.count { bytes[index] ^= mask[(index - start) & 3] }
    }

    private func fail(_ code: WebSocketCloseCode, _ reason: String) -> WebSocketFailure {
        WebSocketFailure(code: code, reason: reason)
    }
}
