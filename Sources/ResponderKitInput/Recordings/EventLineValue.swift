/// The signed decimal event value both byte-level event-line readers decode (`EvemuEventLine`'s last
/// column and `EvtestEventLine`'s `value …`): one rule for both formats.
enum EventLineValue {
    /// Reads an optional sign and 1 to 9 digits (an `Int32` without overflow) at `i`, and moves `i` past
    /// them; nil (with `i` wherever it stopped) when the bytes are not such a value, so the caller hands
    /// the line to its general parser. The caller checks what may follow.
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int, at i: inout Int) -> Int32? {
        var negative = false
        if i < count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var magnitude: Int32 = 0
        let valueStart = i
        while i < count, bytes[i] &- 0x30 < 10 {
            magnitude = magnitude &* 10 &+ Int32(bytes[i] &- 0x30)
            i += 1
        }
        guard i > valueStart, i - valueStart <= 9 else { return nil }
        return negative ? -magnitude : magnitude
    }
}
