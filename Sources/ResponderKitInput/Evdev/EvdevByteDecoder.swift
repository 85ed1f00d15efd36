import Foundation

/// Why a byte stream is not a stream of `struct input_event` records.
public struct EvdevDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the record.
    public enum Reason: Sendable, Hashable {
        /// `tv_usec` is outside `0..<1_000_000`.
        case microsecondsOutOfRange(Int64)
        /// `tv_sec` is negative: no kernel clock produces that.
        case negativeSeconds(Int64)
        /// The event type is above `EV_MAX` (0x1f).
        case unknownType(UInt16)
        /// The code is above the highest code of its type (`KEY_MAX`, `ABS_MAX`, ...).
        case codeOutOfRange(type: UInt16, code: UInt16)
        /// The stream ended inside a record: `count` bytes of an unfinished record remain.
        case truncatedRecord(count: Int)
    }

    /// The offset of the offending record's first byte from the start of the stream.
    public var offset: Int
    /// What is wrong.
    public var reason: Reason

    /// Creates an error.
    public init(offset: Int, reason: Reason) {
        self.offset = offset
        self.reason = reason
    }

    /// A one-line explanation naming the byte offset.
    public var description: String {
        let what: String
        switch reason {
        case .microsecondsOutOfRange(let usec): what = "tv_usec \(usec) is not in 0..<1000000"
        case .negativeSeconds(let sec): what = "tv_sec \(sec) is negative"
        case .unknownType(let type): what = "event type 0x\(String(type, radix: 16)) is above EV_MAX"
        case .codeOutOfRange(let type, let code):
            what = "code 0x\(String(code, radix: 16)) is out of range for \(EvdevCode.typeName(type))"
        case .truncatedRecord(let count): what = "the stream ends \(count) bytes into a 24-byte record"
        }
        return "input_event at byte offset \(offset): \(what)"
    }
}

/// What one call to ``EvdevByteDecoder/decode(_:)`` produced: the events decoded, and the error that
/// stopped decoding, if any. Events before the error are never lost.
public struct EvdevDecodeResult: Sendable, Hashable {
    /// The events decoded from whole records, in stream order.
    public var events: [EvdevEvent]
    /// The first impossible record met, if any; decoding stops there.
    public var error: EvdevDecodingError?

    /// Creates a result.
    public init(events: [EvdevEvent], error: EvdevDecodingError? = nil) {
        self.events = events
        self.error = error
    }
}

/// Decodes a byte stream of `struct input_event` records, as `read()` on `/dev/input/eventN` returns it,
/// independently of any file: it runs the same on live reads, pipes and recorded bytes
/// (input behaviour 1.2).
///
/// The layout is the one of 64-bit Linux, little-endian: 24 bytes per record, `tv_sec` (i64) at 0,
/// `tv_usec` (i64) at 8, `type` (u16) at 16, `code` (u16) at 18, `value` (i32) at 20.
///
/// State machine:
/// - **decoding**: each call appends the bytes to the unfinished remainder of the previous call and
///   decodes every whole record; a remainder shorter than a record is kept for the next call (partial
///   reads are fine).
/// - **failed**: a record no kernel can produce (microseconds ≥ 1 000 000, a negative second, a type
///   above `EV_MAX`, a code above its type's maximum) stops decoding. The call returns the events
///   before the record together with an ``EvdevDecodingError`` naming the record's byte offset in the
///   whole stream. The decoder stays failed: later calls return no events and the same error, since the
///   stream has lost its alignment or is not an event stream at all.
///
/// ``finish()`` reports a stream that ended in the middle of a record.
public struct EvdevByteDecoder: Sendable {
    /// The size of one `struct input_event` on 64-bit Linux.
    public static let recordSize = 24

    private var remainder: [UInt8] = []
    private var consumed = 0
    /// The error that stopped decoding, if any.
    public private(set) var failure: EvdevDecodingError?

    /// Creates a decoder at the start of a stream.
    public init() {}

    /// The number of bytes of the stream decoded into events so far.
    public var bytesDecoded: Int { consumed }

    /// The number of bytes waiting for the rest of their record.
    public var pendingByteCount: Int { remainder.count }

    /// Decodes the next bytes of the stream. See the type's description for the states.
    public mutating func decode<Bytes: Collection>(_ bytes: Bytes) -> EvdevDecodeResult where Bytes.Element == UInt8 {
        if let failure { return EvdevDecodeResult(events: [], error: failure) }
        remainder.append(contentsOf: bytes)
        let size = Self.recordSize
        var events: [EvdevEvent] = []
        events.reserveCapacity(remainder.count / size)
        var start = 0
        var error: EvdevDecodingError?
        remainder.withUnsafeBytes { raw in
            while start + size <= raw.count {
                switch Self.record(in: raw, at: start, streamOffset: consumed + start) {
                case .success(let event):
                    events.append(event)
                    start += size
                case .failure(let failure):
                    error = failure
                    return
                }
            }
        }
        consumed += start
        if let error {
            failure = error
            remainder.removeAll()
        } else {
            remainder.removeFirst(start)
        }
        return EvdevDecodeResult(events: events, error: error)
    }

    /// Ends the stream: an error if it stopped inside a record (or decoding had failed), nil otherwise.
    public func finish() -> EvdevDecodingError? {
        if let failure { return failure }
        guard !remainder.isEmpty else { return nil }
        return EvdevDecodingError(offset: consumed, reason: .truncatedRecord(count: remainder.count))
    }

    /// Decodes a whole recorded stream at once: every event, or the error that stopped decoding (which
    /// includes a truncated last record) with the events before it.
    public static func decodeAll<Bytes: Collection>(_ bytes: Bytes) -> EvdevDecodeResult where Bytes.Element == UInt8 {
        var decoder = EvdevByteDecoder()
        var result = decoder.decode(bytes)
        if result.error == nil { result.error = decoder.finish() }
        return result
    }

    /// Encodes events into the same layout, for tests, pipes and writing recordings.
    public static func encode(_ events: [EvdevEvent]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(events.count * recordSize)
        for event in events {
            append(Int64(event.seconds), to: &bytes)
            append(Int64(event.microseconds), to: &bytes)
            append(event.type, to: &bytes)
            append(event.code, to: &bytes)
            append(event.value, to: &bytes)
        }
        return bytes
    }

    /// The highest code of each event type (`input-event-codes.h`: `SYN_MAX`, `KEY_MAX`, `REL_MAX`,
    /// `ABS_MAX`, `MSC_MAX`, `SW_MAX`, ...). `EV_MAX` is 0x1f.
    private static func maximumCode(of type: UInt16) -> UInt16? {
        switch type {
        case 0x00: 0x0f  // EV_SYN
        case 0x01: 0x2ff  // EV_KEY
        case 0x02: 0x0f  // EV_REL
        case 0x03: 0x3f  // EV_ABS
        case 0x04: 0x07  // EV_MSC
        case 0x05: 0x10  // EV_SW
        case 0x11: 0x0f  // EV_LED
        case 0x12: 0x07  // EV_SND
        case 0x14: 0x01  // EV_REP
        case 0x15, 0x16, 0x17: 0xffff  // EV_FF, EV_PWR, EV_FF_STATUS
        case ...0x1f: 0xffff
        default: nil
        }
    }

    private static func record(
        in raw: UnsafeRawBufferPointer, at start: Int,
        streamOffset: Int
    ) -> Result<EvdevEvent, EvdevDecodingError> {
        let seconds = Int64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: Int64.self))
        let micros = Int64(littleEndian: raw.loadUnaligned(fromByteOffset: start + 8, as: Int64.self))
        let type = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: start + 16, as: UInt16.self))
        let code = UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: start + 18, as: UInt16.self))
        let value = Int32(littleEndian: raw.loadUnaligned(fromByteOffset: start + 20, as: Int32.self))
        func fail(_ reason: EvdevDecodingError.Reason) -> Result<EvdevEvent, EvdevDecodingError> {
            .failure(EvdevDecodingError(offset: streamOffset, reason: reason))
        }
        guard seconds >= 0 else { return fail(.negativeSeconds(seconds)) }
        guard (0..<1_000_000).contains(micros) else { return fail(.microsecondsOutOfRange(micros)) }
        guard let maximum = maximumCode(of: type) else { return fail(.unknownType(type)) }
        guard code <= maximum else { return fail(.codeOutOfRange(type: type, code: code)) }
        return .success(
            EvdevEvent(seconds: Int(seconds), microseconds: Int(micros), type: type, code: code, value: value))
    }

    private static func append<T: FixedWidthInteger>(_ value: T, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}
