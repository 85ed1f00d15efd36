import Foundation

/// Appends little-endian fields to a byte buffer, checking the protocol's bounds as it goes.
///
/// Encoding fails (with a ``ProtocolError`` naming the offset the field would have had) only when a
/// count or a string exceeds ``ProtocolLimits``, or when a number is not finite or exceeds
/// ``ProtocolLimits/maximumMagnitude`` (recorded in ``hasUnacceptableNumber``; the codec then names the
/// field by decoding what was written, so that the rule has one owner: ``ByteReader/f64(_:)``).
struct ByteWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether an `f64` written so far is one the protocol refuses.
    private(set) var hasUnacceptableNumber = false

    init(capacity: Int = 64) { bytes.reserveCapacity(capacity) }

    var offset: Int { bytes.count }

    mutating func u8(_ value: UInt8) { bytes.append(value) }

    mutating func u16(_ value: UInt16) {
        bytes.append(UInt8(truncatingIfNeeded: value))
        bytes.append(UInt8(truncatingIfNeeded: value >> 8))
    }

    mutating func u32(_ value: UInt32) {
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt32(shift))) }
    }

    mutating func u64(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func i64(_ value: Int64) { u64(UInt64(bitPattern: value)) }

    mutating func int(_ value: Int) { i64(Int64(value)) }

    mutating func f64(_ value: Double) {
        if !ProtocolLimits.isAcceptable(value) { hasUnacceptableNumber = true }
        u64(value.bitPattern)
    }

    mutating func cg(_ value: CGFloat) { f64(Double(value)) }

    mutating func bool(_ value: Bool) { u8(value ? 1 : 0) }

    /// Writes a count as a `u16`, failing when it exceeds `maximum`.
    mutating func count(_ value: Int, maximum: Int, field: @autoclosure () -> String) throws(ProtocolError) {
        guard value <= maximum else {
            throw ProtocolError(.countTooLarge(count: value, maximum: maximum), offset: offset, field: field())
        }
        u16(UInt16(value))
    }

    /// Writes a string as a `u16` byte count and its UTF-8 bytes.
    mutating func string(_ value: String, field: @autoclosure () -> String) throws(ProtocolError) {
        let utf8 = Array(value.utf8)
        try count(utf8.count, maximum: ProtocolLimits.maximumStringBytes, field: field())
        bytes.append(contentsOf: utf8)
    }

    /// Writes an optional string as a presence byte (0 or 1) and, when present, the string.
    mutating func optionalString(_ value: String?, field: @autoclosure () -> String) throws(ProtocolError) {
        guard let value else { u8(0); return }
        u8(1)
        try string(value, field: field())
    }

    /// Appends raw bytes (a drag item's data, behaviour 16.11).
    mutating func raw(_ values: [UInt8]) { bytes.append(contentsOf: values) }

    /// Overwrites 4 bytes at `position` with `value`, little-endian (the length prefix).
    mutating func patchU32(_ value: UInt32, at position: Int) {
        for index in 0..<4 { bytes[position + index] = UInt8(truncatingIfNeeded: value >> UInt32(index * 8)) }
    }
}
