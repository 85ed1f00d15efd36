/// The evemu event line as `evemu-record` writes it, decoded on its bytes: `E: <seconds>.<6 digits>
/// <type> <code> <value>` (input behaviour 1.5), with spaces or tabs between the words and an optional
/// `#` comment after them.
///
/// This is the fast path of ``EvemuReader``: nearly every line of a recording is an event line, and
/// decoding one here costs no allocation, no `Substring` and no token array (docs/performance.md,
/// "Decoding at libevemu's speed"). Any line it does not decode completely (a description line, a
/// comment, a malformed or unusual event line, non-ASCII text) is left to the general line parser,
/// which reports its problem with file, line, column and field: the fast path never reports, so the
/// errors are the general parser's, byte for byte.
enum EvemuEventLine {
    /// The event of one line (`count` bytes from `bytes`, without its terminator) and the 1-based column
    /// of its timestamp, or nil when the line is not a plain event line.
    @inline(__always)
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int) -> (event: EvdevEvent, timeColumn: Int)? {
        var i = 0
        while i < count, isBlank(bytes[i]) { i += 1 }
        guard count - i > 2, bytes[i] == UInt8(ascii: "E"), bytes[i + 1] == UInt8(ascii: ":"),
            isBlank(bytes[i + 2])
        else { return nil }
        i += 3
        while i < count, isBlank(bytes[i]) { i += 1 }
        let timeColumn = i + 1
        guard let (seconds, microseconds) = EventLineTimestamp.decode(bytes, count: count, at: &i) else { return nil }
        guard isBlank(bytes[i]) else { return nil }
        while i < count, isBlank(bytes[i]) { i += 1 }
        guard let type = hex16(bytes, count: count, at: &i), i < count, isBlank(bytes[i]) else { return nil }
        while i < count, isBlank(bytes[i]) { i += 1 }
        guard let code = hex16(bytes, count: count, at: &i), i < count, isBlank(bytes[i]) else { return nil }
        while i < count, isBlank(bytes[i]) { i += 1 }
        guard let value = EventLineValue.decode(bytes, count: count, at: &i) else { return nil }
        // Then the end of the line, after blanks or a comment. A comment must be ASCII: elsewhere a `#`
        // may begin a larger character, which the general parser decides on.
        while i < count, isBlank(bytes[i]) { i += 1 }
        if i < count {
            guard bytes[i] == UInt8(ascii: "#") else { return nil }
            while i < count {
                guard bytes[i] < 0x80 else { return nil }
                i += 1
            }
        }
        let event = EvdevEvent(
            seconds: seconds, microseconds: microseconds, type: type, code: code,
            value: value)
        return (event, timeColumn)
    }

    @inline(__always)
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    /// One to four hexadecimal digits (always within `UInt16`), or nil.
    @inline(__always)
    private static func hex16(_ bytes: UnsafePointer<UInt8>, count: Int, at i: inout Int) -> UInt16? {
        var value: UInt16 = 0
        let start = i
        while i < count {
            let byte = bytes[i]
            let digit: UInt8
            if byte &- 0x30 < 10 {
                digit = byte &- 0x30
            } else if (byte | 0x20) &- 0x61 < 6 {
                digit = (byte | 0x20) &- 0x61 &+ 10
            } else {
                break
            }
            value = (value &<< 4) | UInt16(digit)
            i += 1
        }
        guard i > start, i - start <= 4 else { return nil }
        return value
    }
}
