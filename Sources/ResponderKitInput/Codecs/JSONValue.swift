import Foundation

/// A JSON value as the trace format reads and writes it. Numbers keep their text so that integers stay
/// exact and errors can show what the file said; objects keep their key order so that written lines are
/// stable and readable. The inspector's protocol (`InspectorJSON`) parses and writes through it too.
public indirect enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as its JSON text (`-1.5e3`).
    case number(String)
    /// A string.
    case string(String)
    /// A list.
    case array([JSONValue])
    /// An object, keys in order (each key once).
    case object([(key: String, value: JSONValue)])

    /// Parses text holding exactly one JSON value (RFC 8259, strictly: no duplicate keys, at most 64
    /// nested levels). Nil when it is not JSON.
    public static func parse(_ text: String) -> JSONValue? {
        try? JSONParser.parse(Substring(text))
    }

    /// How the value reads in an error's "found" part.
    var found: String {
        switch self {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(let text): text
        case .string(let text): RecordingError.quote(text)
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// The compact JSON text (no spaces), keys in order.
    public var serialized: String {
        var out = ""
        write(to: &out)
        return out
    }

    private func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (index, pair) in pairs.enumerated() {
                if index > 0 { out += "," }
                Self.writeString(pair.key, to: &out)
                out += ":"
                pair.value.write(to: &out)
            }
            out += "}"
        }
    }

    private static func writeString(_ text: String, to out: inout String) {
        // Most strings (names, kinds, the dispatch log's lines) are printable ASCII with nothing to escape:
        // written whole, not scalar by scalar (the inspector writes every event it sends this way).
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            out += "\""
            out += text
            out += "\""
            return
        }
        // U+2028 and U+2029 are escaped too: JavaScript before ES2019 did not allow them in strings.
        QuotedText.append(text, to: &out) { scalar in
            QuotedText.isControl(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}"
                ? String(format: "\\u%04x", scalar.value) : nil
        }
    }
}

/// A JSON syntax error: the 1-based column (in characters) and what was expected.
struct JSONSyntaxError: Error {
    var column: Int
    var expected: String
    var found: String
}

/// A strict RFC 8259 parser for one line of a trace.
struct JSONParser {
    private let bytes: [UInt8]
    private var position = 0
    private var depth = 0
    /// The deepest nesting accepted, so that hostile input cannot exhaust the stack.
    static let maximumDepth = 64

    /// Parses a whole text that must hold exactly one JSON value.
    static func parse(_ text: Substring) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipWhitespace()
        if parser.position < parser.bytes.count { throw parser.error("end of line after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    private func error(_ expected: String) -> JSONSyntaxError {
        let column = bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        let rest = position < bytes.count ? String(decoding: bytes[position...].prefix(60), as: UTF8.self) : ""
        return JSONSyntaxError(
            column: column, expected: expected, found: rest.isEmpty ? "end of line" : RecordingError.quote(rest))
    }

    private mutating func skipWhitespace() {
        while let c = current, c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D { position += 1 }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
            throw error("a JSON value")
        }
        position += utf8.count
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard let c = current else { throw error("a JSON value") }
        switch c {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maximumDepth { throw error("at most \(Self.maximumDepth) nested levels") }
            position += 1
            return c == UInt8(ascii: "{") ? try object() : try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("a JSON value")
        }
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = []
        var keys: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") { position += 1; return .object(pairs) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("a quoted key") }
            let keyStart = position
            let key = try string()
            guard keys.insert(key).inserted else {
                position = keyStart
                throw error("each key once in an object")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("\":\" after the key") }
            position += 1
            pairs.append((key, try value()))
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            if current == UInt8(ascii: "}") { position += 1; return .object(pairs) }
            throw error("\",\" or \"}\"")
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { position += 1; return .array(items) }
        while true {
            items.append(try value())
            skipWhitespace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            if current == UInt8(ascii: "]") { position += 1; return .array(items) }
            throw error("\",\" or \"]\"")
        }
    }

    private mutating func digits() -> Int {
        let start = position
        while let c = current, c >= 0x30, c <= 0x39 { position += 1 }
        return position - start
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        if current == UInt8(ascii: "0") {
            position += 1
        } else if digits() == 0 {
            throw error("a digit")
        }
        if current == UInt8(ascii: ".") {
            position += 1
            if digits() == 0 { throw error("a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            if digits() == 0 { throw error("a digit in the exponent") }
        }
        return .number(String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// The four hexadecimal digits of a `\u` escape, read from the bytes (no string made for each escape:
    /// a message of escapes costs what its length does).
    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("4 hexadecimal digits") }
        var value: UInt32 = 0
        for byte in bytes[position..<(position + 4)] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("4 hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
        }
        position += 4
        return value
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        // UTF-8 bytes, decoded once at the end: appending to a String.UnicodeScalarView piece by piece is
        // not amortized constant time, which made text with many escapes quadratic.
        var out: [UInt8] = []
        var run = position
        func flush(_ end: Int) { out.append(contentsOf: bytes[run..<end]) }
        func append(_ scalar: Unicode.Scalar) { out.append(contentsOf: UTF8.encode(scalar)!) }
        while true {
            guard let c = current else { throw error("a closing quote") }
            if c == UInt8(ascii: "\"") {
                flush(position)
                position += 1
                return String(decoding: out, as: UTF8.self)
            }
            if c < 0x20 { throw error("no control characters in a string (escape them)") }
            guard c == UInt8(ascii: "\\") else { position += 1; continue }
            flush(position)
            position += 1
            guard let e = current else { throw error("an escape") }
            position += 1
            switch e {
            case UInt8(ascii: "\""): append("\"")
            case UInt8(ascii: "\\"): append("\\")
            case UInt8(ascii: "/"): append("/")
            case UInt8(ascii: "b"): append("\u{08}")
            case UInt8(ascii: "f"): append("\u{0c}")
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), bytes.count - position >= 6,
                    bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                {
                    position += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("a low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("a valid Unicode scalar") }
                append(scalar)
            default:
                position -= 1
                throw error("a valid escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
            }
            run = position
        }
    }
}
