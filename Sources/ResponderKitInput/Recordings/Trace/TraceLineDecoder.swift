#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Decodes a trace input line straight from its bytes into its `TraceEventDTO` (docs/trace-format.md):
/// no `JSONValue` tree, no dictionary, no `Decoder` and no `String` per line (docs/performance.md,
/// "Readers: libinput record and traces").
///
/// This is the fast path of `Trace.read(_:file:mode:)`. It decodes a line only when the general path
/// (`JSONParser`, then `JSONValueDecoder`) would read it without a problem into the same DTO: one JSON
/// object of the DTO's known keys, each once, with values of the right JSON kind (plain strings without
/// escapes, numbers of the JSON grammar, integers that fit, finite doubles, `null` for an optional field).
/// Any other line (an unknown key, an escape, a missing field, `"inf"`, a syntax error, …) is nil and
/// left to the general path, which reports its problem with line, column and field: the fast path never
/// reports, so the errors are the general path's, byte for byte. It decodes one line's bytes and keeps no
/// state, so any line walker can drive it.
struct TraceLineDecoder {
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private var i = 0

    /// The DTO of the line of `count` bytes at `bytes`, or nil when the general path must read it.
    static func decode(_ bytes: UnsafePointer<UInt8>, count: Int) -> TraceEventDTO? {
        var decoder = TraceLineDecoder(bytes: bytes, count: count)
        guard let dto = decoder.event() else { return nil }
        decoder.skipWhitespace()
        return decoder.i == count ? dto : nil
    }

    private init(bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
    }

    // MARK: The line's object

    private static let eventKeys: [StaticString] = [
        "event", "timestamp", "contacts", "estimationUpdateIndex", "keyCode", "transition", "modifierFlags",
        "characters", "charactersIgnoringModifiers", "command", "x", "y", "z", "force", "azimuthAngle",
        "altitudeAngle", "isFinal", "deviceID", "device", "buttons", "kind", "phase", "dx", "dy", "isMomentum",
        "scale", "rotation",
    ]

    private mutating func event() -> TraceEventDTO? {
        var dto = TraceEventDTO(event: "", timestamp: 0)
        var seen: UInt64 = 0
        let complete = object(keys: Self.eventKeys, seen: &seen) { (decoder, key, isNull) -> Bool in
            // `null` leaves an optional field out, as `decodeIfPresent` does; the required ones need a value.
            if isNull { return key > 1 }
            switch key {
            case 0: return decoder.string().map { dto.event = $0 } != nil
            case 1: return decoder.double().map { dto.timestamp = $0 } != nil
            case 2: return decoder.contacts().map { dto.contacts = $0 } != nil
            case 3: return decoder.integer().map { dto.estimationUpdateIndex = $0 } != nil
            case 4: return decoder.integer().map { dto.keyCode = $0 } != nil
            case 5: return decoder.string().map { dto.transition = $0 } != nil
            case 6: return decoder.strings().map { dto.modifierFlags = $0 } != nil
            case 7: return decoder.string().map { dto.characters = $0 } != nil
            case 8: return decoder.string().map { dto.charactersIgnoringModifiers = $0 } != nil
            case 9: return decoder.string().map { dto.command = $0 } != nil
            case 10: return decoder.double().map { dto.x = $0 } != nil
            case 11: return decoder.double().map { dto.y = $0 } != nil
            case 12: return decoder.double().map { dto.z = $0 } != nil
            case 13: return decoder.double().map { dto.force = $0 } != nil
            case 14: return decoder.double().map { dto.azimuthAngle = $0 } != nil
            case 15: return decoder.double().map { dto.altitudeAngle = $0 } != nil
            case 16: return decoder.bool().map { dto.isFinal = $0 } != nil
            case 17: return decoder.integer().map { dto.deviceID = $0 } != nil
            case 18: return decoder.string().map { dto.device = $0 } != nil
            case 19: return decoder.integer().map { dto.buttons = $0 } != nil
            case 20: return decoder.string().map { dto.kind = $0 } != nil
            case 21: return decoder.string().map { dto.phase = $0 } != nil
            case 22: return decoder.double().map { dto.dx = $0 } != nil
            case 23: return decoder.double().map { dto.dy = $0 } != nil
            case 24: return decoder.bool().map { dto.isMomentum = $0 } != nil
            case 25: return decoder.double().map { dto.scale = $0 } != nil
            default: return decoder.double().map { dto.rotation = $0 } != nil
            }
        }
        // `event` and `timestamp` are required.
        guard complete, seen & 0b11 == 0b11 else { return nil }
        return dto
    }

    private static let contactKeys: [StaticString] = [
        "id", "x", "y", "state", "force", "maximumPossibleForce", "majorRadius", "majorRadiusTolerance", "type",
        "altitudeAngle", "azimuthAngle", "rollAngle", "zOffset", "estimatedProperties",
        "estimatedPropertiesExpectingUpdates", "estimationUpdateIndex",
    ]

    private mutating func contact() -> TraceContactDTO? {
        var dto = TraceContactDTO(id: 0, x: 0, y: 0)
        var seen: UInt64 = 0
        let complete = object(keys: Self.contactKeys, seen: &seen) { (decoder, key, isNull) -> Bool in
            if isNull { return key > 2 }
            switch key {
            case 0: return decoder.integer().map { dto.id = $0 } != nil
            case 1: return decoder.double().map { dto.x = $0 } != nil
            case 2: return decoder.double().map { dto.y = $0 } != nil
            case 3: return decoder.string().map { dto.state = $0 } != nil
            case 4: return decoder.double().map { dto.force = $0 } != nil
            case 5: return decoder.double().map { dto.maximumPossibleForce = $0 } != nil
            case 6: return decoder.double().map { dto.majorRadius = $0 } != nil
            case 7: return decoder.double().map { dto.majorRadiusTolerance = $0 } != nil
            case 8: return decoder.string().map { dto.type = $0 } != nil
            case 9: return decoder.double().map { dto.altitudeAngle = $0 } != nil
            case 10: return decoder.double().map { dto.azimuthAngle = $0 } != nil
            case 11: return decoder.double().map { dto.rollAngle = $0 } != nil
            case 12: return decoder.double().map { dto.zOffset = $0 } != nil
            case 13: return decoder.strings().map { dto.estimatedProperties = $0 } != nil
            case 14: return decoder.strings().map { dto.estimatedPropertiesExpectingUpdates = $0 } != nil
            default: return decoder.integer().map { dto.estimationUpdateIndex = $0 } != nil
            }
        }
        // `id`, `x` and `y` are required.
        guard complete, seen & 0b111 == 0b111 else { return nil }
        return dto
    }

    /// An object whose keys are all in `keys`, each once: calls `value` with the key's index and whether
    /// its value is `null` (then already read), at the value otherwise; false ends the object unread.
    @inline(__always)
    private mutating func object(
        keys: [StaticString], seen: inout UInt64, value: (inout TraceLineDecoder, Int, Bool) -> Bool
    ) -> Bool {
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "}")) { return true }
        while true {
            skipWhitespace()
            guard let key = key(in: keys) else { return false }
            let bit: UInt64 = 1 << UInt64(key)
            guard seen & bit == 0 else { return false }
            seen |= bit
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return false }
            skipWhitespace()
            let isNull = literal("null")
            guard value(&self, key, isNull) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "}"))
        }
    }

    private mutating func contacts() -> [TraceContactDTO]? {
        var result: [TraceContactDTO] = []
        guard list({ decoder in decoder.contact().map { result.append($0) } != nil }) else { return nil }
        return result
    }

    private mutating func strings() -> [String]? {
        var result: [String] = []
        guard list({ decoder in decoder.string().map { result.append($0) } != nil }) else { return nil }
        return result
    }

    /// A list whose items `item` reads.
    @inline(__always)
    private mutating func list(_ item: (inout TraceLineDecoder) -> Bool) -> Bool {
        guard take(UInt8(ascii: "[")) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: "]")) { return true }
        while true {
            skipWhitespace()
            guard item(&self) else { return false }
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            return take(UInt8(ascii: "]"))
        }
    }

    // MARK: Tokens

    private mutating func skipWhitespace() {
        while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    @inline(__always)
    private mutating func take(_ byte: UInt8) -> Bool {
        guard i < count, bytes[i] == byte else { return false }
        i += 1
        return true
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let n = word.utf8CodeUnitCount
        guard count - i >= n, memcmp(bytes + i, word.utf8Start, n) == 0 else { return false }
        i += n
        return true
    }

    /// The bytes of a string without escapes or control characters, after its closing quote.
    private mutating func stringBytes() -> (start: Int, end: Int)? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = i
        while i < count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "\"") {
                i += 1
                return (start, i - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            i += 1
        }
        return nil
    }

    /// The index in `keys` of the quoted key at `i`.
    private mutating func key(in keys: [StaticString]) -> Int? {
        guard let (start, end) = stringBytes() else { return nil }
        let length = end - start
        for (index, key) in keys.enumerated()
        where key.utf8CodeUnitCount == length && memcmp(bytes + start, key.utf8Start, length) == 0 {
            return index
        }
        return nil
    }

    private mutating func string() -> String? {
        guard let (start, end) = stringBytes() else { return nil }
        // The line is part of a `String`, so its bytes are valid UTF-8, and the quotes are whole scalars.
        return String(decoding: UnsafeBufferPointer(start: bytes + start, count: end - start), as: UTF8.self)
    }

    private mutating func bool() -> Bool? {
        if literal("true") { return true }
        if literal("false") { return false }
        return nil
    }

    /// A number of the JSON grammar: its sign, its significant digits (at most 19 kept, as an integer),
    /// how many digits it has in all, its decimal exponent, and whether it has a fraction or an exponent.
    private mutating func number() -> (
        start: Int, negative: Bool, mantissa: UInt64, digits: Int, exponent: Int, isInteger: Bool
    )? {
        let start = i
        let negative = take(UInt8(ascii: "-"))
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard i < count, bytes[i] &- 0x30 < 10 else { return nil }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else {
            while i < count, bytes[i] &- 0x30 < 10 {
                if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30) } else { exponent += 1 }
                digits += 1
                i += 1
            }
        }
        var isInteger = true
        if take(UInt8(ascii: ".")) {
            isInteger = false
            let fractionStart = i
            while i < count, bytes[i] &- 0x30 < 10 {
                // Leading zeros of a zero integer part are not significant.
                if mantissa == 0 && bytes[i] == UInt8(ascii: "0") {
                    exponent -= 1
                } else if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[i] &- 0x30)
                    digits += 1
                    exponent -= 1
                } else {
                    digits += 1
                }
                i += 1
            }
            guard i > fractionStart else { return nil }
        }
        if i < count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            isInteger = false
            i += 1
            var negativeExponent = false
            if i < count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
                negativeExponent = bytes[i] == UInt8(ascii: "-")
                i += 1
            }
            var value = 0
            let exponentStart = i
            while i < count, bytes[i] &- 0x30 < 10 {
                if value < 100_000 { value = value * 10 + Int(bytes[i] &- 0x30) }
                i += 1
            }
            guard i > exponentStart else { return nil }
            exponent += negativeExponent ? -value : value
        }
        return (start, negative, mantissa, digits, exponent, isInteger)
    }

    /// An integer that fits `Int` (no fraction, no exponent, as `JSONValueDecoder` requires).
    private mutating func integer() -> Int? {
        guard let number = number(), number.isInteger, number.digits <= 18 else { return nil }
        let magnitude = Int(number.mantissa)
        return number.negative ? -magnitude : magnitude
    }

    /// Exact powers of ten as doubles (up to 10²², the largest a double holds exactly).
    private static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }

    /// A finite double, rounded as `Double(String)` rounds: exactly computed when the significant digits
    /// and the power of ten are both exact doubles (at most 15 digits, 10^±22), else by `strtod`.
    private mutating func double() -> Double? {
        guard let number = number() else { return nil }
        if number.digits <= 15, (-22...22).contains(number.exponent) {
            let mantissa = Double(number.mantissa)
            let magnitude =
                number.exponent < 0
                ? mantissa / Self.powersOfTen[-number.exponent] : mantissa * Self.powersOfTen[number.exponent]
            return number.negative ? -magnitude : magnitude
        }
        let length = i - number.start
        let value = withUnsafeTemporaryAllocation(of: CChar.self, capacity: length + 1) { buffer -> Double in
            guard let base = buffer.baseAddress else { return .nan }
            memcpy(base, bytes + number.start, length)
            base[length] = 0
            // The JSON grammar (checked above) has no locale-dependent part but the point, which `strtod`
            // reads as the decimal separator only in the C locale: this thread uses it for the call,
            // whatever the process's locale is (as `Double(String)` does).
            let previous = uselocale(Self.cLocale)
            defer { uselocale(previous) }
            return strtod(base, nil)
        }
        return value.isFinite ? value : nil
    }

    /// The C locale's number format, for `strtod`.
    #if canImport(Glibc)
    nonisolated(unsafe) private static let cLocale = newlocale(Int32(1) << LC_NUMERIC, "C", nil)
    #else
    nonisolated(unsafe) private static let cLocale = newlocale(LC_NUMERIC_MASK, "C", nil)
    #endif
}
