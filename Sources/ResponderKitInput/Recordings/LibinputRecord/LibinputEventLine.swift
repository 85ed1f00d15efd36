/// One line of a libinput record's `events:` section as `libinput record` writes it, decoded on its bytes
/// (input behaviour 1.5): a frame's `- evdev:` line, an event row `- [sec, usec, type, code, value]`, or
/// a line YAML skips (blank, or only a comment); each may end with blanks and an ASCII `# comment`.
///
/// This is the fast path of `LibinputRecordReader`: nearly every line of a recording is an event row, and
/// decoding one here costs no allocation and no YAML node (docs/performance.md, "Readers: libinput record
/// and traces"). It accepts only what the general YAML path (`YAMLLexer`, `YAMLParser`,
/// `YAMLFlowParser`, then the interpreter's checks) reads without a problem into the same values: plain
/// decimal integers (a sign only on the value), seconds of at most 18 digits, microseconds in 0...999999,
/// type and code in 0...65535, a 32-bit value, indentation in spaces. Any other line (hexadecimal, quoted
/// or flow-mapping values, a sixth item, tabs in the indentation, a non-ASCII comment) is nil and left to
/// the general path, which reports its problem with file, line, column and field: the fast path never
/// reports, so the errors are the general path's, byte for byte.
///
/// It is self-contained: it decodes one line's bytes (without the terminator and a trailing `\r`) and
/// keeps no state, so any line walker (`RecordingText.forEachLine`, a chunked stream) can drive it.
enum LibinputEventLine {
    /// What a line is.
    enum Line: Equatable {
        /// A line YAML skips: blank, or blanks and an ASCII comment.
        case blank
        /// `- evdev:` (the start of a frame): the dash's indentation and the column index (0-based) of
        /// `evdev`, the indentation YAML gives the frame's mapping.
        case frame(indent: Int, keyIndent: Int)
        /// `- [sec, usec, type, code, value]`: the dash's indentation, the event and the 1-based column of
        /// its seconds (where the general path reports a timeline problem).
        case row(indent: Int, event: EvdevEvent, timeColumn: Int)
    }

    /// The line of `count` bytes at `bytes`, or nil when it is not one of the three plain forms.
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int) -> Line? {
        var i = 0
        while i < count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        let indent = i
        guard i < count, bytes[i] == UInt8(ascii: "-") else {
            // Blanks then nothing or a comment: YAML skips the line.
            while i < count, isBlank(bytes[i]) { i += 1 }
            return isEndOfLine(bytes, count: count, at: i) ? .blank : nil
        }
        i += 1
        let dashEnd = i
        while i < count, bytes[i] == UInt8(ascii: " ") { i += 1 }
        guard i > dashEnd, i < count else { return nil }
        if bytes[i] == UInt8(ascii: "e") {
            let keyIndent = i
            guard count - i >= 6, bytes[i + 1] == UInt8(ascii: "v"), bytes[i + 2] == UInt8(ascii: "d"),
                bytes[i + 3] == UInt8(ascii: "e"), bytes[i + 4] == UInt8(ascii: "v"), bytes[i + 5] == UInt8(ascii: ":")
            else { return nil }
            return isEndOfContent(bytes, count: count, at: i + 6) ? .frame(indent: indent, keyIndent: keyIndent) : nil
        }
        guard bytes[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        skipBlanks(bytes, count: count, at: &i)
        let timeColumn = i + 1
        guard let seconds = unsigned(bytes, count: count, at: &i), separator(bytes, count: count, at: &i),
            let microseconds = unsigned(bytes, count: count, at: &i), microseconds <= 999_999,
            separator(bytes, count: count, at: &i),
            let type = unsigned(bytes, count: count, at: &i), type <= Int(UInt16.max),
            separator(bytes, count: count, at: &i),
            let code = unsigned(bytes, count: count, at: &i), code <= Int(UInt16.max),
            separator(bytes, count: count, at: &i)
        else { return nil }
        // The value: an optional sign, then digits within Int32.
        var negative = false
        if i < count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        guard let magnitude = unsigned(bytes, count: count, at: &i),
            magnitude <= (negative ? -Int(Int32.min) : Int(Int32.max))
        else { return nil }
        skipBlanks(bytes, count: count, at: &i)
        guard i < count, bytes[i] == UInt8(ascii: "]"), isEndOfContent(bytes, count: count, at: i + 1) else {
            return nil
        }
        let event = EvdevEvent(
            seconds: seconds, microseconds: microseconds, type: UInt16(type), code: UInt16(code),
            value: Int32(negative ? -magnitude : magnitude))
        return .row(indent: indent, event: event, timeColumn: timeColumn)
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    @inline(__always)
    private static func skipBlanks(_ bytes: UnsafePointer<UInt8>, count: Int, at i: inout Int) {
        while i < count, isBlank(bytes[i]) { i += 1 }
    }

    /// 1 to 18 decimal digits (an `Int` without overflow; leading zeros allowed), then any blanks.
    @inline(__always)
    private static func unsigned(_ bytes: UnsafePointer<UInt8>, count: Int, at i: inout Int) -> Int? {
        var value = 0
        let start = i
        while i < count, bytes[i] &- 0x30 < 10 {
            value = value &* 10 &+ Int(bytes[i] &- 0x30)
            i += 1
        }
        guard i > start, i - start <= 18 else { return nil }
        skipBlanks(bytes, count: count, at: &i)
        return value
    }

    /// A `,` between two items, then any blanks.
    @inline(__always)
    private static func separator(_ bytes: UnsafePointer<UInt8>, count: Int, at i: inout Int) -> Bool {
        guard i < count, bytes[i] == UInt8(ascii: ",") else { return false }
        i += 1
        skipBlanks(bytes, count: count, at: &i)
        return true
    }

    /// Whether the content ends at `i`: the end of the line, or blanks and then the end or an ASCII comment
    /// (YAML's `#` starts a comment only after a blank).
    @inline(__always)
    private static func isEndOfContent(_ bytes: UnsafePointer<UInt8>, count: Int, at start: Int) -> Bool {
        var i = start
        guard i < count else { return true }
        guard isBlank(bytes[i]) else { return false }
        skipBlanks(bytes, count: count, at: &i)
        return isEndOfLine(bytes, count: count, at: i)
    }

    /// Whether `i` (at the line's start or after a blank) is the end of the line or the start of an ASCII
    /// comment. The comment must be ASCII: the general path reads characters, and a combining mark after
    /// `#` would make another character of it.
    @inline(__always)
    private static func isEndOfLine(_ bytes: UnsafePointer<UInt8>, count: Int, at start: Int) -> Bool {
        var i = start
        guard i < count else { return true }
        guard bytes[i] == UInt8(ascii: "#") else { return false }
        while i < count {
            guard bytes[i] < 0x80 else { return false }
            i += 1
        }
        return true
    }
}
