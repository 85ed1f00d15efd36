import Foundation
import ResponderKit

/// One thing a touchpad or a mouse produced once it became a pointer (docs/input-devices.md, "Touchpads and
/// mice as a pointer"): hand each to the application (the pointer, scroll, transform events) or to the system
/// router (system swipes).
public enum PointerDeviceOutput: Sendable, Equatable {
    /// The pointer moved or its buttons changed.
    case pointer(PointerInput)
    /// A scroll step: continuous from a touchpad, discrete from a wheel.
    case scroll(ScrollInput)
    /// A two-finger pinch or rotation step on a touchpad.
    case transform(TransformInput)
    /// A three- or four-finger swipe, for the system router.
    case systemSwipe(SystemSwipeInput)

    /// When it happened, on the application's clock.
    public var timestamp: TimeInterval {
        switch self {
        case .pointer(let input): input.timestamp
        case .scroll(let input): input.timestamp
        case .transform(let input): input.timestamp
        case .systemSwipe(let input): input.timestamp
        }
    }
}

/// Something about a device's description that the pointer layer could not take at face value, and the
/// fallback it used instead. The device keeps working; the warning is for `responder devices`, replay
/// reports and logs.
public enum PointerDeviceWarning: Sendable, Hashable, CustomStringConvertible {
    /// The axis (`ABS_X`/`ABS_MT_POSITION_X` or the Y axes) reports no resolution (0 units/mm): the pad
    /// is assumed `assumedMillimetres` long on that axis (libinput's 69 × 50 mm default).
    case noResolution(axis: String, assumedMillimetres: Double)
    /// The resolution gives an implausible size (below 10 mm or above 500 mm): the default size is used.
    case implausibleSize(axis: String, millimetres: Double, assumedMillimetres: Double)
    /// The axis's maximum is below its minimum: the range was read the other way round.
    case invertedRange(axis: String, minimum: Int32, maximum: Int32)
    /// The axis's range is empty (maximum equal to minimum) or the axis is missing: positions on it carry
    /// no information; one unit is taken as one millimetre.
    case emptyRange(axis: String)

    /// The warning in words.
    public var description: String {
        switch self {
        case let .noResolution(axis, assumed):
            "\(axis) reports no resolution; assuming the pad is \(Self.format(assumed)) mm along it (libinput's default)"
        case let .implausibleSize(axis, millimetres, assumed):
            "\(axis)'s resolution makes the pad \(Self.format(millimetres)) mm long; assuming \(Self.format(assumed)) mm"
        case let .invertedRange(axis, minimum, maximum):
            "\(axis)'s range \(minimum)...\(maximum) is inverted; read as \(maximum)...\(minimum)"
        case let .emptyRange(axis):
            "\(axis) has no usable range; its positions are ignored (one unit taken as one millimetre)"
        }
    }

    private static func format(_ value: Double) -> String { String(format: "%.0f", value) }
}
