import Foundation

/// What a request asks for (docs/inspector-protocol.md): the page, its script and style, `/health`,
/// the favicon, or the WebSocket. Paths match exactly and case-sensitively after percent-decoding; a
/// path with an invalid percent-escape, or one that is not UTF-8, matches nothing (404).
enum InspectorRoute: Equatable {
    case page, script, style, health, favicon, webSocket

    /// The route of a request target (`/path?query`), and its query; nil route for anything else.
    static func resolve(_ target: String) -> (route: InspectorRoute?, query: Substring) {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = parts.count > 1 ? parts[1] : ""
        guard let path = percentDecoded(parts[0]) else { return (nil, query) }
        let route: InspectorRoute? =
            switch path {
            case "/", "/index.html": .page
            case "/inspector.js": .script
            case "/inspector.css": .style
            case "/health": .health
            case "/favicon.ico": .favicon
            case "/ws": .webSocket
            default: nil
            }
        return (route, query)
    }

    /// The value of `name` in a query (`a=1&token=…`), percent-decoded (`+` is a space); nil when absent or invalid.
    static func queryValue(_ name: String, in query: Substring) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0] == name {
                return percentDecoded(
                    Substring((parts.count > 1 ? parts[1] : "").replacingOccurrences(of: "+", with: " ")))
            }
        }
        return nil
    }

    /// Decodes `%XX` escapes; nil when an escape is not two hexadecimal digits or the result is not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
