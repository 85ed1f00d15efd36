import Foundation

/// One `struct input_event` from a Linux evdev device: a timestamp, a type, a code and a value
/// (input behaviour 1.2). Produced by the byte decoder and by every recording reader; consumed by the
/// device state machines.
public struct EvdevEvent: Sendable, Hashable, CustomStringConvertible {
    /// Whole seconds of the timestamp.
    public var seconds: Int
    /// Microseconds of the timestamp (0...999_999).
    public var microseconds: Int
    /// The event type (`EV_SYN`, `EV_KEY`, `EV_ABS`, ...).
    public var type: UInt16
    /// The event code within its type (`ABS_MT_POSITION_X`, `BTN_TOUCH`, ...).
    public var code: UInt16
    /// The value.
    public var value: Int32

    /// Creates an event.
    public init(seconds: Int, microseconds: Int, type: UInt16, code: UInt16, value: Int32) {
        self.seconds = seconds
        self.microseconds = microseconds
        self.type = type
        self.code = code
        self.value = value
    }

    /// Creates an event stamped `time` seconds.
    public init(time: TimeInterval, type: UInt16, code: UInt16, value: Int32) {
        let whole = time.rounded(.down)
        self.init(
            seconds: Int(whole), microseconds: Int(((time - whole) * 1_000_000).rounded()), type: type, code: code,
            value: value)
    }

    /// The timestamp in seconds.
    public var time: TimeInterval { TimeInterval(seconds) + TimeInterval(microseconds) / 1_000_000 }

    /// Whether this is `EV_SYN / SYN_REPORT`, the end of a frame.
    public var isSynReport: Bool { type == EvdevCode.EV_SYN && code == EvdevCode.SYN_REPORT }

    public var description: String {
        "\(seconds).\(String(format: "%06d", microseconds)) \(EvdevCode.typeName(type)) \(EvdevCode.codeName(type: type, code: code)) \(value)"
    }
}
