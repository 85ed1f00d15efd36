/// The evtest event line as `evtest` prints it, decoded on its bytes: `Event: time <seconds>.<6 digits>,
/// type <n> (<NAME>), code <n> (<NAME>), value <n>`, or `Event: time <seconds>.<6 digits>, ----
/// SYN_REPORT ----` (input behaviour 1.5).
///
/// The fast path of ``EvtestReader`` once its header is read, as ``EvemuEventLine`` is of the evemu
/// reader: no allocation, no `Substring` walk. Any line it does not decode completely (an `MSC_RAW` or
/// `MSC_SCAN` value, printed in hexadecimal, another `SYN_` marker, a malformed line, non-ASCII text) is left
/// to the general parser, which reports its problem: the fast path never reports.
enum EvtestEventLine {
    /// The event of one line (`count` bytes from `bytes`, without its terminator), or nil when the line
    /// is not a plain event line.
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int) -> EvdevEvent? {
        var i = 0
        skipBlanks(bytes, count, &i)
        guard literal("Event:", bytes, count, &i) else { return nil }
        skipBlanks(bytes, count, &i)
        guard literal("time", bytes, count, &i) else { return nil }
        skipBlanks(bytes, count, &i)
        guard let (seconds, microseconds) = EventLineTimestamp.decode(bytes, count: count, at: &i) else { return nil }
        guard bytes[i] == UInt8(ascii: ",") else { return nil }
        i += 1
        skipBlanks(bytes, count, &i)
        if literal("type", bytes, count, &i) {
            guard let type = named(bytes, count, &i), literal(",", bytes, count, &i) else { return nil }
            skipBlanks(bytes, count, &i)
            guard literal("code", bytes, count, &i), let code = named(bytes, count, &i),
                literal(",", bytes, count, &i)
            else { return nil }
            // MSC_RAW and MSC_SCAN values are printed in hexadecimal: the general parser reads them.
            if type == EvdevCode.EV_MSC && (code == 3 || code == EvdevCode.MSC_SCAN) { return nil }
            skipBlanks(bytes, count, &i)
            guard literal("value", bytes, count, &i) else { return nil }
            skipBlanks(bytes, count, &i)
            // The general parser reads the value up to a space (a tab would be part of it).
            guard let value = EventLineValue.decode(bytes, count: count, at: &i),
                i == count || bytes[i] == UInt8(ascii: " ")
            else { return nil }
            skipBlanks(bytes, count, &i)
            guard i == count else { return nil }
            return EvdevEvent(
                seconds: seconds, microseconds: microseconds, type: type, code: code,
                value: value)
        }
        // A marker: `SYN_REPORT` between dashes (the only one taken here).
        var end = count
        while i < end, isMarkerPadding(bytes[i]) { i += 1 }
        while end > i, isMarkerPadding(bytes[end - 1]) { end -= 1 }
        guard end - i == 10, literal("SYN_REPORT", bytes, end, &i) else { return nil }
        return EvdevEvent(
            seconds: seconds, microseconds: microseconds, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT,
            value: 0)
    }

    /// A decimal number in 0...65535 and its optional `(NAME)` (ASCII), then blanks; nil otherwise.
    private static func named(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int) -> UInt16? {
        skipBlanks(bytes, count, &i)
        var value = 0
        let start = i
        while i < count, bytes[i] &- 0x30 < 10, i - start < 5 {
            value = value &* 10 &+ Int(bytes[i] &- 0x30)
            i += 1
        }
        // The general parser reads the number up to a space, `(` or `,` (a tab would be part of it).
        guard i > start, value <= Int(UInt16.max), i < count,
            bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "(") || bytes[i] == UInt8(ascii: ",")
        else { return nil }
        skipBlanks(bytes, count, &i)
        if i < count, bytes[i] == UInt8(ascii: "(") {
            while i < count, bytes[i] != UInt8(ascii: ")") {
                guard bytes[i] < 0x80 else { return nil }
                i += 1
            }
            guard i < count else { return nil }
            i += 1
            skipBlanks(bytes, count, &i)
        }
        return UInt16(value)
    }

    @inline(__always)
    private static func skipBlanks(_ bytes: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int) {
        while i < count, bytes[i] == UInt8(ascii: " ") || bytes[i] == 0x09 { i += 1 }
    }

    @inline(__always)
    private static func isMarkerPadding(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || byte == UInt8(ascii: " ") || byte == 0x09
    }

    /// Whether `text` (ASCII) comes next; skips it if so.
    @inline(__always)
    private static func literal(_ text: StaticString, _ bytes: UnsafePointer<UInt8>, _ count: Int, _ i: inout Int)
        -> Bool
    {
        let length = text.utf8CodeUnitCount
        guard count - i >= length else { return false }
        let expected = text.utf8Start
        for k in 0..<length where bytes[i + k] != expected[k] { return false }
        i += length
        return true
    }
}
