import Foundation

/// A request's head: the request line and the headers (RFC 9112 2-5), read within
/// ``InspectorLimits/maximumRequestHeadBytes`` before anything is parsed, in one linear pass.
struct HTTPRequestHead: Equatable {
    var method: String
    var target: String
    var version: String
    /// Header names lowercased, values trimmed, in order.
    var headers: [(name: String, value: String)]

    static func == (a: Self, b: Self) -> Bool {
        a.method == b.method && a.target == b.target && a.version == b.version
            && a.headers.elementsEqual(b.headers) { $0.name == $1.name && $0.value == $1.value }
    }

    /// The value of the first header called `name` (lowercase).
    func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }

    /// How many headers are called `name` (lowercase).
    func count(of name: String) -> Int { headers.reduce(0) { $0 + ($1.name == name ? 1 : 0) } }

    /// Whether a comma-separated header holds `token` (case-insensitively), as `Connection: keep-alive, Upgrade`.
    func header(_ name: String, contains token: String) -> Bool {
        headers.contains {
            $0.name == name
                && $0.value.split(separator: ",").contains {
                    $0.trimmingCharacters(in: .whitespaces).lowercased() == token
                }
        }
    }
}

/// Why a request head was refused, with the status it is answered with.
struct HTTPHeadError: Error, Equatable {
    var status: HTTPStatus
    var message: String
}

extension HTTPRequestHead {
    /// Reads a head from `socket`: the bytes up to the first empty line, at most
    /// ``InspectorLimits/maximumRequestHeadBytes``, with a request line of at most
    /// ``InspectorLimits/maximumRequestLineBytes``. The bytes after it stay buffered in the socket.
    /// Every byte is looked at once. Throws ``ClientReadFailure`` when the client leaves or stalls.
    static func read(from socket: ClientSocket) throws -> HTTPRequestHead {
        var scanned = 0
        var lineEnd: Int?
        while true {
            let bytes = socket.buffered
            let base = bytes.startIndex
            var index = base + scanned
            while index < bytes.endIndex {
                if bytes[index] == 0x0A {
                    if lineEnd == nil {
                        lineEnd = index - base
                        if index - base > InspectorLimits.maximumRequestLineBytes {
                            throw HTTPHeadError(
                                status: .uriTooLong,
                                message:
                                    "the request line is \(index - base) bytes; at most \(InspectorLimits.maximumRequestLineBytes)"
                            )
                        }
                    }
                    // An empty line ends the head: "\n\n" or "\n\r\n".
                    if index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A {
                        return try finish(socket, length: index - base + 2)
                    }
                    if index + 2 < bytes.endIndex, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
                        return try finish(socket, length: index - base + 3)
                    }
                    if index + 2 >= bytes.endIndex { break }  // the next read decides
                }
                index += 1
            }
            scanned = index - base
            if lineEnd == nil, bytes.count > InspectorLimits.maximumRequestLineBytes {
                throw HTTPHeadError(
                    status: .uriTooLong,
                    message: "the request line is longer than \(InspectorLimits.maximumRequestLineBytes) bytes")
            }
            if bytes.count >= InspectorLimits.maximumRequestHeadBytes {
                throw HTTPHeadError(
                    status: .headerFieldsTooLarge,
                    message: "the request head is longer than \(InspectorLimits.maximumRequestHeadBytes) bytes")
            }
            try socket.fill()
        }
    }

    private static func finish(_ socket: ClientSocket, length: Int) throws(HTTPHeadError) -> HTTPRequestHead {
        guard length <= InspectorLimits.maximumRequestHeadBytes else {
            throw HTTPHeadError(
                status: .headerFieldsTooLarge,
                message: "the request head is \(length) bytes; at most \(InspectorLimits.maximumRequestHeadBytes)")
        }
        let bytes = Array(socket.buffered.prefix(length))
        socket.consume(length)
        return try parse(bytes)
    }

    /// Parses a head's bytes (the request line, headers, and the empty line).
    static func parse(_ bytes: [UInt8]) throws(HTTPHeadError) -> HTTPRequestHead {
        func bad(_ message: String) -> HTTPHeadError { HTTPHeadError(status: .badRequest, message: message) }
        // Split on bytes: in a String, "\r\n" is one Character.
        var lines: [Substring] = []
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            guard let text = String(validating: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self) else {
                throw bad("line \(lines.count + 1) of the request head is not UTF-8 text")
            }
            lines.append(Substring(text))
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let requestLine = lines.first else {
            throw bad("expected a request line (GET /path HTTP/1.1), found nothing")
        }
        let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw bad("expected a request line \"METHOD TARGET HTTP/1.1\", found \(quoted(requestLine))")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw bad("expected HTTP/1.1 or HTTP/1.0 in the request line, found \(quoted(parts[2]))")
        }
        guard parts[0].utf8.allSatisfy(isTokenByte) else {
            throw bad("expected a method name, found \(quoted(parts[0]))")
        }
        let headerLines = lines.dropFirst()
        guard headerLines.count <= InspectorLimits.maximumHeaderCount else {
            throw HTTPHeadError(
                status: .headerFieldsTooLarge,
                message: "\(headerLines.count) header lines; at most \(InspectorLimits.maximumHeaderCount)")
        }
        var headers: [(name: String, value: String)] = []
        for (offset, line) in headerLines.enumerated() {
            guard let colon = line.firstIndex(of: ":"), colon > line.startIndex,
                line[..<colon].utf8.allSatisfy(isTokenByte)
            else {
                throw bad("header line \(offset + 2): expected \"Name: value\", found \(quoted(line))")
            }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
                throw bad("header line \(offset + 2): control characters in the value of \(line[..<colon])")
            }
            headers.append((line[..<colon].lowercased(), value))
        }
        return HTTPRequestHead(
            method: String(parts[0]), target: String(parts[1]), version: String(parts[2]), headers: headers)
    }

    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    /// Text for an error message: quoted, cut at 80 characters, control characters escaped.
    static func quoted(_ text: some StringProtocol) -> String {
        var out = "\""
        for scalar in text.unicodeScalars.prefix(80) {
            out +=
                scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\"
                ? String(format: "\\u%04x", scalar.value) : String(scalar)
        }
        return out + (text.unicodeScalars.count > 80 ? "…\"" : "\"")
    }
}
