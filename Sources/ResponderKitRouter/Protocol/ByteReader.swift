import Foundation

/// Reads little-endian fields from one frame, checking every bound before it is used.
///
/// Offsets in errors are counted from the first byte of the frame (its length prefix), which is at index
/// `frameStart` of the buffer. Field names are built only when an error is thrown.
struct ByteReader {
    private let bytes: [UInt8]
    private let end: Int
    private(set) var position: Int
    private let frameStart: Int

    /// Reads `bytes[range]`, a message inside the frame that starts at `bytes[frameStart]`.
    init(_ bytes: [UInt8], range: Range<Int>, frameStart: Int) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.end = range.upperBound
        self.frameStart = frameStart
    }

    /// The frame offset of the next byte.
    var offset: Int { position - frameStart }
    /// Bytes left in the message.
    var remaining: Int { end - position }

    private mutating func take(_ count: Int, _ field: () -> String) throws(ProtocolError) -> Int {
        guard remaining >= count else {
            throw ProtocolError(.truncated(needed: count, available: remaining), offset: offset, field: field())
        }
        let start = position
        position += count
        return start
    }

    private mutating func unsigned(_ size: Int, _ field: () -> String) throws(ProtocolError) -> UInt64 {
        let start = try take(size, field)
        var value: UInt64 = 0
        for index in 0..<size { value |= UInt64(bytes[start + index]) << UInt64(index * 8) }
        return value
    }

    mutating func u8(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt8 {
        UInt8(try unsigned(1, field))
    }

    mutating func u16(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt16 {
        UInt16(try unsigned(2, field))
    }

    mutating func u32(_ field: @autoclosure () -> String) throws(ProtocolError) -> UInt32 {
        UInt32(try unsigned(4, field))
    }

    mutating func i64(_ field: @autoclosure () -> String) throws(ProtocolError) -> Int64 {
        Int64(bitPattern: try unsigned(8, field))
    }

    /// Reads an `i64` that must fit an `Int`.
    mutating func int(_ field: @autoclosure () -> String) throws(ProtocolError) -> Int {
        let at = offset
        let value = try i64(field())
        guard let result = Int(exactly: value) else {
            throw ProtocolError(.invalidValue(value), offset: at, field: field())
        }
        return result
    }

    /// Reads an `f64` that must be finite and within ``ProtocolLimits/maximumMagnitude`` (every number
    /// of the protocol is checked here, before anything uses it).
    mutating func f64(_ field: @autoclosure () -> String) throws(ProtocolError) -> Double {
        let at = offset
        let bits = try unsigned(8, field)
        let value = Double(bitPattern: bits)
        guard ProtocolLimits.isAcceptable(value) else {
            throw ProtocolError(.numberOutOfRange(bitPattern: bits), offset: at, field: field())
        }
        return value
    }

    mutating func cg(_ field: @autoclosure () -> String) throws(ProtocolError) -> CGFloat {
        CGFloat(try f64(field()))
    }

    /// Reads a byte that must be 0 or 1.
    mutating func bool(_ field: @autoclosure () -> String) throws(ProtocolError) -> Bool {
        let at = offset
        let value = try u8(field())
        guard value <= 1 else { throw ProtocolError(.invalidValue(Int64(value)), offset: at, field: field()) }
        return value == 1
    }

    /// Reads a `u16` count that must not exceed `maximum`.
    mutating func count(maximum: Int, _ field: @autoclosure () -> String) throws(ProtocolError) -> Int {
        let at = offset
        let value = Int(try u16(field()))
        guard value <= maximum else {
            throw ProtocolError(.countTooLarge(count: value, maximum: maximum), offset: at, field: field())
        }
        return value
    }

    mutating func bytes(_ count: Int, _ field: @autoclosure () -> String) throws(ProtocolError) -> [UInt8] {
        let start = try take(count, field)
        return Array(bytes[start..<start + count])
    }

    /// Reads a `u16` byte count and that many bytes of UTF-8.
    mutating func string(_ field: @autoclosure () -> String) throws(ProtocolError) -> String {
        let length = try count(maximum: ProtocolLimits.maximumStringBytes, field())
        let at = offset
        let utf8 = try bytes(length, field())
        guard let string = String(bytes: utf8, encoding: .utf8) else {
            throw ProtocolError(.invalidUTF8, offset: at, field: field())
        }
        return string
    }

    /// Reads a presence byte and, when it is 1, a string.
    mutating func optionalString(_ field: @autoclosure () -> String) throws(ProtocolError) -> String? {
        try bool(field()) ? try string(field()) : nil
    }

    /// Reads an enumeration's raw value (one byte) and maps it, failing on values with no case.
    mutating func enumeration<T>(_ field: @autoclosure () -> String, _ make: (UInt8) -> T?) throws(ProtocolError) -> T {
        let at = offset
        let raw = try u8(field())
        guard let value = make(raw) else { throw ProtocolError(.invalidValue(Int64(raw)), offset: at, field: field()) }
        return value
    }
}
