import Foundation

/// Why bytes received from a peer are not a valid frame of the router protocol (docs/ipc-protocol.md).
///
/// Every error names the byte offset, counted from the first byte of the frame (its length prefix), and
/// the field being read there, so a malformed frame can be diagnosed from the error alone. Decoding
/// never traps: every bound is checked before it is used.
public struct ProtocolError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Equatable, Sendable {
        /// The bytes end before the field does: `needed` bytes were required, `available` remained.
        case truncated(needed: Int, available: Int)
        /// The length prefix is larger than ``ProtocolLimits/maximumFrameLength``.
        case frameTooLong(length: Int, maximum: Int)
        /// The length prefix is 0: a frame holds at least its message type.
        case emptyFrame
        /// The message type is not one this version of the protocol defines.
        case unknownMessageType(UInt8)
        /// The hello's protocol version is not one this side speaks.
        case unsupportedVersion(found: UInt16, supported: ClosedRange<UInt16>)
        /// The hello does not start with the protocol's magic bytes `RKIP`.
        case badMagic([UInt8])
        /// An enumeration, flag set or boolean holds a value with no meaning.
        case invalidValue(Int64)
        /// A number (an `f64` field: coordinate, size, level, force, angle, timestamp, acceleration) is not
        /// finite or its magnitude exceeds ``ProtocolLimits/maximumMagnitude``. Holds the value's bit
        /// pattern, so that errors about NaN still compare equal.
        case numberOutOfRange(bitPattern: UInt64)
        /// A count (contacts, windows, string bytes) exceeds its bound.
        case countTooLarge(count: Int, maximum: Int)
        /// A string's bytes are not valid UTF-8.
        case invalidUTF8
        /// The frame holds bytes after the end of its message.
        case trailingBytes(count: Int)
    }

    /// What is wrong.
    public var kind: Kind
    /// The offset of the offending field from the first byte of the frame.
    public var offset: Int
    /// The field being read, as a path such as `input.digitizer.contacts[2].state`.
    public var field: String

    /// Creates an error.
    public init(_ kind: Kind, offset: Int, field: String) {
        self.kind = kind
        self.offset = offset
        self.field = field
    }

    /// The error in words: what is wrong, at which byte, in which field.
    public var description: String {
        let what: String
        switch kind {
        case .truncated(let needed, let available): what = "truncated: needs \(needed) bytes, \(available) left"
        case .frameTooLong(let length, let maximum): what = "frame length \(length) exceeds the maximum \(maximum)"
        case .emptyFrame: what = "frame length 0 (a frame holds at least its message type)"
        case .unknownMessageType(let type): what = "unknown message type \(type)"
        case .unsupportedVersion(let found, let supported):
            what = "unsupported protocol version \(found) (supported \(supported.lowerBound)...\(supported.upperBound))"
        case .badMagic(let bytes): what = "bad magic \(bytes) (expected \"RKIP\")"
        case .invalidValue(let value): what = "invalid value \(value)"
        case .numberOutOfRange(let bits):
            let value = Double(bitPattern: bits), bound = "±\(Int(ProtocolLimits.maximumMagnitude))"
            what =
                value.isFinite
                ? "number \(value) is outside \(bound)"
                : "number \(value) is not finite (expected a number within \(bound))"
        case .countTooLarge(let count, let maximum): what = "count \(count) exceeds the maximum \(maximum)"
        case .invalidUTF8: what = "string is not valid UTF-8"
        case .trailingBytes(let count): what = "\(count) bytes after the end of the message"
        }
        return "\(what) at byte \(offset) (\(field))"
    }
}

/// The bounds of the router protocol, version 1 (docs/ipc-protocol.md, "Bounds").
public enum ProtocolLimits {
    /// The largest value of a frame's length prefix (message type plus payload), in bytes: 64 KiB.
    public static let maximumFrameLength = 65_536
    /// The most contacts one digitizer frame may carry.
    public static let maximumContacts = 256
    /// The most windows one window-list update may carry.
    public static let maximumWindows = 256
    /// The most UTF-8 bytes in one string (names, reasons, key characters).
    public static let maximumStringBytes = 1024
    /// The most drags one application may have carried between applications at once (behaviour 16.11).
    public static let maximumCarriedDragsPerApplication = 8
    /// The most loads a drop target may have waiting for its source at once (behaviour 16.11).
    public static let maximumPendingDragLoads = 256
    /// The largest magnitude of every `f64` field (coordinates, sizes, window levels, forces, radii,
    /// angles, accelerations, timestamps): 1 000 000 000. Values must also be finite (no infinity, no NaN).
    /// Screens are a few thousand points wide and monotonic time stays far below 10⁹ s (31 years), so
    /// anything beyond is an attack or a bug; the bound keeps every derived value (a frame's maximum, a
    /// distance, a printed number) finite and convertible to `Int`.
    public static let maximumMagnitude: Double = 1_000_000_000

    /// Whether `value` may travel in an `f64` field: finite, with a magnitude of at most ``maximumMagnitude``.
    public static func isAcceptable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }

    /// `value` brought within ±``maximumMagnitude`` (NaN becomes 0): what the application side reports
    /// for a window whose frame or level is out of range (a level of `CGFloat.greatestFiniteMagnitude`
    /// stays the highest there is), so that its window list is never refused.
    public static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -maximumMagnitude), maximumMagnitude)
    }
}
