import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line of a text recording: its 1-based number and its text without the line terminator.
struct TextLine {
    let number: Int
    let text: Substring
}

/// A whitespace-separated word of a line with its 1-based column.
struct TextToken {
    let text: Substring
    let column: Int
}

/// The lines of a text, found lazily on its UTF-8 bytes: in UTF-8 the bytes of `\n` and `\r` never
/// occur inside another character, so the lines are those of a split on scalars, found without decoding
/// each one. A final newline does not start an extra line; an empty text has no line; a byte-order mark
/// at the start is skipped.
struct TextLines: Sequence, IteratorProtocol {
    private let text: String
    private var cursor: String.Index?
    private var number = 0

    init(_ text: String) {
        self.text = text
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: RecordingText.byteOrderMarkLength(of: text))
        self.cursor = start == utf8.endIndex ? nil : start
    }

    mutating func next() -> TextLine? {
        guard let start = cursor else { return nil }
        let utf8 = text.utf8
        var end = utf8.endIndex
        if let newline = Self.newline(in: utf8, from: start) {
            end = newline
            let after = utf8.index(after: newline)
            cursor = after == utf8.endIndex ? nil : after
        } else {
            cursor = nil
        }
        var line = utf8[start..<end]
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        number += 1
        return TextLine(number: number, text: Substring(line))
    }

    /// The index of the first `\n` at or after `start`: `memchr` on the contiguous bytes of a native
    /// string (a byte-by-byte walk of the view's indices cost a third of reading an evtest file), the
    /// view's own search otherwise.
    private static func newline(in utf8: String.UTF8View, from start: String.Index) -> String.Index? {
        let offset = utf8.distance(from: utf8.startIndex, to: start)
        let found: Int?? = utf8.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress, offset < buffer.count else { return nil }
            let from = UnsafeRawPointer(base + offset)
            guard let hit = memchr(from, Int32(UInt8(ascii: "\n")), buffer.count - offset) else { return nil }
            return offset + (UnsafeRawPointer(hit) - from)
        }
        switch found {
        case .some(let position): return position.map { utf8.index(utf8.startIndex, offsetBy: $0) }
        case .none: return utf8[start...].firstIndex(of: UInt8(ascii: "\n"))
        }
    }
}

/// Line splitting, tokenizing and number parsing shared by the text readers. Every function accepts
/// any input (binary garbage included) and reports failure with nil rather than trapping.
///
/// A UTF-8 byte-order mark at the start of a text is skipped by every line walker: it says only that the
/// text is UTF-8, and the first line's columns count from after it, as an editor shows them
/// (docs/trace-format.md, 3.2).
enum RecordingText {
    /// The UTF-8 encoding of U+FEFF, the byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// 3 when `text` starts with a byte-order mark, else 0.
    static func byteOrderMarkLength(of text: String) -> Int {
        text.utf8.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    }

    /// 3 when the `count` bytes at `bytes` start with a byte-order mark, else 0.
    static func byteOrderMarkLength(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The 1-based column (in characters) of the first carriage return in a line's bytes, nil when there
    /// is none. The line walkers split lines on `\n` and drop a `\r` before it, so a `\r` still in a
    /// line stands alone: in the first line, it says the text ends its lines with lone carriage returns
    /// (old Mac text), which evemu, evtest and trace lines cannot be read with (docs/trace-format.md, 3.2).
    static func carriageReturnColumn(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        guard count > 0, let hit = memchr(bytes, Int32(UInt8(ascii: "\r")), count) else { return nil }
        let offset = UnsafeRawPointer(hit) - UnsafeRawPointer(bytes)
        return String(decoding: UnsafeBufferPointer(start: bytes, count: offset), as: UTF8.self).count + 1
    }

    /// Reports a first line holding a lone carriage return (``carriageReturnColumn(_:count:)``) as the
    /// line's problem; true when it did, and the line is not to be read. A reader of a format whose lines
    /// end in `\n` only asks this of its first line: the check costs nothing per line.
    static func reportsLoneCarriageReturn(
        line number: Int, _ bytes: UnsafePointer<UInt8>, count: Int, issues: inout RecordingIssues
    ) throws(RecordingError) -> Bool {
        guard number == 1, let column = carriageReturnColumn(bytes, count: count) else { return false }
        try issues.report(
            line: number, column: column, expected: "lines ending in \"\\n\" or \"\\r\\n\"",
            found: "a carriage return \"\\r\" alone (old Mac line endings: convert them with tr '\\r' '\\n')",
            cause: .loneCarriageReturn)
        return true
    }

    /// `text` with YAML's line breaks (YAML 1.2, 5.4: `\r\n`, `\r` and `\n`) all made `\n`, for the
    /// libinput record reader, whose lines the walkers split on `\n`. The text itself when it has no lone
    /// `\r` (one `memchr` pass over a text without any `\r`).
    static func normalizingYAMLLineBreaks(_ text: String) -> String {
        var copy = text
        let loneCarriageReturn = copy.withUTF8 { buffer -> Bool in
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset < buffer.count,
                let hit = memchr(base + offset, Int32(UInt8(ascii: "\r")), buffer.count - offset)
            {
                let index = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
                if index + 1 == buffer.count || base[index + 1] != UInt8(ascii: "\n") { return true }
                offset = index + 2
            }
            return false
        }
        guard loneCarriageReturn else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\r") {
                previous = byte
                continue
            }
            bytes.append(byte == UInt8(ascii: "\r") ? UInt8(ascii: "\n") : byte)
            previous = byte
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    /// Decodes bytes as UTF-8, replacing invalid sequences (binary garbage stays readable as errors).
    static func decode(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self)
    }

    /// Splits text into lines on `\n`, dropping a trailing `\r` (CRLF files). A final newline does not
    /// start an extra line. The lines are found as they are read (``TextLines``): nothing is held for
    /// the lines already read, so a reader's memory does not grow with the number of lines.
    static func lines(_ text: String) -> TextLines {
        TextLines(text)
    }

    /// Walks the lines of `text` on its UTF-8 bytes, with the line semantics of ``lines(_:)`` (a
    /// byte-order mark at the start skipped): calls
    /// `body` with each line's number, its bytes (without the terminator and a trailing `\r`) and a
    /// function that makes its ``TextLine`` (for lines a reader does not decode on bytes). Stops when
    /// `body` returns false. No allocation per line (docs/performance.md, "Decoding at libevemu's speed").
    static func forEachLine(
        _ text: String,
        _ body: (_ number: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int, _ line: () -> TextLine)
            throws(RecordingError) -> Bool
    ) throws(RecordingError) {
        var bytes = text
        let result = bytes.withUTF8 { buffer in
            Result { () throws(RecordingError) in
                guard let base = buffer.baseAddress, buffer.count > 0 else { return }
                let count = buffer.count
                var start = byteOrderMarkLength(base, count: count)
                var number = 0
                while start < count {
                    let remaining = UnsafeRawPointer(base + start)
                    let newline = memchr(remaining, Int32(UInt8(ascii: "\n")), count - start)
                    let end = newline.map { start + (UnsafeRawPointer($0) - remaining) } ?? count
                    var lineEnd = end
                    if lineEnd > start, base[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                    number += 1
                    let (lineStart, lineNumber) = (start, number)
                    let proceed = try body(number, base + start, lineEnd - start) {
                        let utf8 = text.utf8
                        let from = utf8.index(utf8.startIndex, offsetBy: lineStart)
                        let to = utf8.index(from, offsetBy: lineEnd - lineStart)
                        return TextLine(number: lineNumber, text: Substring(utf8[from..<to]))
                    }
                    if !proceed { return }
                    start = end + 1
                }
            }
        }
        try result.get()
    }

    /// Splits text on spaces and tabs, remembering each word's column (`startColumn` is the column of
    /// the first character of `text`).
    static func tokens(_ text: Substring, startColumn: Int = 1) -> [TextToken] {
        // ASCII text (every line of a well-formed recording) is walked on its bytes: each byte is one
        // character there (a line holds no `\n`, so no `\r\n` pair either), and bytes are several times
        // faster to walk than characters (docs/performance.md, "Text recordings decoded on bytes").
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return tokens(of: text, in: text.utf8, startColumn: startColumn) {
                $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
            }
        }
        return tokens(of: text, in: text, startColumn: startColumn) { $0 == " " || $0 == "\t" }
    }

    /// The tokens of `text`, walking `units` (its characters or, for ASCII text, its bytes: one column
    /// each) and splitting where `isBlank` holds.
    private static func tokens<Units: Collection>(
        of text: Substring, in units: Units, startColumn: Int,
        isBlank: (Units.Element) -> Bool
    ) -> [TextToken]
    where Units.Index == Substring.Index {
        var result: [TextToken] = []
        var column = startColumn
        var start: Substring.Index?
        var startCol = 0
        var index = units.startIndex
        while index < units.endIndex {
            if isBlank(units[index]) {
                if let s = start { result.append(TextToken(text: text[s..<index], column: startCol)); start = nil }
            } else if start == nil {
                start = index
                startCol = column
            }
            column += 1
            index = units.index(after: index)
        }
        if let s = start { result.append(TextToken(text: text[s...], column: startCol)) }
        return result
    }

    /// The text before the first `#`, the evemu comment marker.
    static func strippingComment(_ text: Substring) -> Substring {
        // In ASCII text every byte is a character, so the byte search finds the `#` the character search
        // would, without segmenting graphemes; other text keeps the character search (a `#` may belong to
        // a larger character there).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) else { return text }
            return text[..<hash]
        }
        guard let hash = text.firstIndex(of: "#") else { return text }
        return text[..<hash]
    }

    /// A decimal integer with an optional sign; leading zeros allowed (`-001`, `0005`, `-1`, `5`).
    /// Nil when the text is not a number or does not fit `T`.
    static func decimal<T: FixedWidthInteger>(_ text: Substring, as type: T.Type = T.self) -> T? {
        var digits = text
        var negative = false
        if let first = digits.first, first == "-" || first == "+" {
            negative = first == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { return nil }
        var value: T = 0
        for c in digits.utf8 {
            guard c >= 0x30, c <= 0x39 else { return nil }
            let digit = T(c - 0x30)
            let (scaled, o1) = value.multipliedReportingOverflow(by: 10)
            let (next, o2) =
                negative ? scaled.subtractingReportingOverflow(digit) : scaled.addingReportingOverflow(digit)
            if o1 || o2 { return nil }
            value = next
        }
        return value
    }

    /// A hexadecimal unsigned integer, with an optional `0x` prefix when `prefix` allows it. Nil when
    /// the text is not hex or does not fit `T`.
    static func hex<T: FixedWidthInteger & UnsignedInteger>(
        _ text: Substring, as type: T.Type = T.self,
        prefix: Bool = false
    ) -> T? {
        var digits = text
        if prefix, digits.hasPrefix("0x") || digits.hasPrefix("0X") { digits = digits.dropFirst(2) }
        guard !digits.isEmpty else { return nil }
        var value: T = 0
        for c in digits.utf8 {
            let digit: UInt8
            switch c {
            case 0x30...0x39: digit = c - 0x30
            case 0x61...0x66: digit = c - 0x61 + 10
            case 0x41...0x46: digit = c - 0x41 + 10
            default: return nil
            }
            let (scaled, o1) = value.multipliedReportingOverflow(by: 16)
            let (next, o2) = scaled.addingReportingOverflow(T(digit))
            if o1 || o2 { return nil }
            value = next
        }
        return value
    }

    /// A `<seconds>.<microseconds>` timestamp as evemu and evtest print it (`%lu.%06u`): exactly six
    /// digits after the point. Nil otherwise.
    static func timestamp(_ text: Substring) -> (seconds: Int, microseconds: Int)? {
        guard let dot = text.firstIndex(of: ".") else { return nil }
        let whole = text[..<dot], fraction = text[text.index(after: dot)...]
        guard !whole.hasPrefix("-"), !whole.hasPrefix("+"), fraction.count == 6, !fraction.hasPrefix("-"),
            !fraction.hasPrefix("+"),
            let seconds = decimal(whole, as: Int.self), let micro = decimal(fraction, as: Int.self)
        else { return nil }
        return (seconds, micro)
    }

    /// Formats a timestamp as `%lu.%06u`.
    static func format(seconds: Int, microseconds: Int) -> String {
        "\(seconds)." + String(format: "%06ld", microseconds)
    }
}

extension EvdevEvent {
    /// Checks the fields a text format cannot enforce by itself: non-negative seconds and microseconds
    /// in 0...999 999. Returns what is wrong, or nil.
    var timestampProblem: String? {
        if seconds < 0 { return "non-negative seconds" }
        if microseconds < 0 || microseconds > 999_999 { return "microseconds in 0...999999" }
        return nil
    }
}
