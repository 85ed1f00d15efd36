/// The `seconds.microseconds` timestamp both byte-level event-line readers decode (`EvemuEventLine`'s
/// `E: 12.345678 …` and `EvtestEventLine`'s `Event: time 12.345678, …`): one rule for both formats.
enum EventLineTimestamp {
    /// Reads 1 to 18 digits (an `Int` without overflow), a point and exactly six digits at `i`, and moves
    /// `i` past them; nil (with `i` wherever it stopped) when the bytes are not such a timestamp, so the
    /// caller hands the line to its general parser. At least one byte must follow the six digits.
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int, at i: inout Int) -> (
        seconds: Int, microseconds: Int
    )? {
        var seconds = 0
        let secondsStart = i
        while i < count, bytes[i] &- 0x30 < 10 {
            seconds = seconds &* 10 &+ Int(bytes[i] &- 0x30)
            i += 1
        }
        guard i > secondsStart, i - secondsStart <= 18, i < count, bytes[i] == UInt8(ascii: ".") else { return nil }
        i += 1
        guard count - i > 6 else { return nil }
        var microseconds = 0
        for _ in 0..<6 {
            let digit = bytes[i] &- 0x30
            guard digit < 10 else { return nil }
            microseconds = microseconds &* 10 &+ Int(digit)
            i += 1
        }
        return (seconds, microseconds)
    }
}
