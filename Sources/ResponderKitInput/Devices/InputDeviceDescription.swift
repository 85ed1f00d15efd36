import Foundation

/// The range and precision of one absolute axis (`struct input_absinfo`, input behaviour 1.2).
public struct AbsoluteAxisInfo: Sendable, Hashable {
    /// The smallest value the axis reports.
    public var minimum: Int32
    /// The largest value the axis reports.
    public var maximum: Int32
    /// The noise filter: the kernel drops changes smaller than this (`input_defuzz_abs_event`).
    public var fuzz: Int32
    /// The dead zone around the centre (joysticks).
    public var flat: Int32
    /// Units per millimetre (units per radian for rotational axes); often 0 or meaningless on real devices.
    public var resolution: Int32
    /// The current value (from `EVIOCGABS`; 0 in recordings that do not carry it).
    public var value: Int32

    /// Creates an axis description.
    public init(
        minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0, value: Int32 = 0
    ) {
        self.minimum = minimum
        self.maximum = maximum
        self.fuzz = fuzz
        self.flat = flat
        self.resolution = resolution
        self.value = value
    }
}

/// What an input device is and how its coordinates map to the screen: everything the decoders need
/// that is not in the event stream. Read from a device (`EVIOCG*` ioctls) or from a recording's
/// description (evemu, evtest header, libinput record).
public struct InputDeviceDescription: Sendable, Hashable {
    /// How a device's contacts become touches.
    public enum Kind: String, Sendable, Hashable {
        /// A touchscreen: contacts map to screen points and become direct touches.
        case direct
        /// A touchpad: contacts become indirect touches.
        case indirect
        /// A keyboard.
        case keyboard
        /// Anything else (buttons, switches, sensors).
        case other
    }

    /// The device's name (`EVIOCGNAME`, evemu `N:`).
    public var name: String
    /// Bus type, vendor, product and version (`struct input_id`).
    public var bustype: UInt16 = 0, vendor: UInt16 = 0, product: UInt16 = 0, version: UInt16 = 0
    /// The input properties set (`INPUT_PROP_*`).
    public var properties: Set<UInt16> = []
    /// The supported codes per event type.
    public var codes: [UInt16: Set<UInt16>] = [:]
    /// The absolute axes.
    public var axes: [UInt16: AbsoluteAxisInfo] = [:]
    /// A libinput-style calibration matrix `[a, b, c, d, e, f]` (udev's `LIBINPUT_CALIBRATION_MATRIX`)
    /// applied to coordinates normalized to [0, 1): x' = a·x + b·y + c, y' = d·x + e·y + f. Identity by
    /// default; use it for inverted, rotated or slightly offset panels. A matrix without six finite
    /// numbers is ignored (the identity is used).
    public var calibration: [Double] = [1, 0, 0, 0, 1, 0]
    /// How the screen is rotated relative to the panel, applied after ``calibration``: a touchscreen
    /// mounted on a display turned by 90° keeps its own axes, so its normalized position is turned
    /// with the display. Default ``ScreenRotation/none``.
    public var rotation: ScreenRotation = .none
    /// The screen area the device maps to, in points (a touchscreen's whole surface maps onto it).
    public var screen: CGRect = CGRect(x: 0, y: 0, width: 1024, height: 768)

    /// Creates a description.
    public init(name: String) { self.name = name }

    /// Whether the device supports a code of a type.
    public func supports(type: UInt16, code: UInt16) -> Bool { codes[type]?.contains(code) ?? false }

    /// Whether the device reports multi-touch positions.
    public var isMultiTouch: Bool { axes[EvdevCode.ABS_MT_POSITION_X] != nil }

    /// Whether it uses slots (multi-touch protocol B) rather than anonymous contacts (type A).
    public var usesSlots: Bool { axes[EvdevCode.ABS_MT_SLOT] != nil }

    /// The number of slots (1 for single-touch devices).
    public var slotCount: Int {
        guard let slot = axes[EvdevCode.ABS_MT_SLOT] else { return 1 }
        return max(1, Int(slot.maximum) - Int(slot.minimum) + 1)
    }

    /// The kind, from the properties, falling back to the historical rule (input behaviour 1.3): `BTN_TOUCH`
    /// without `BTN_TOOL_FINGER` is a touchscreen.
    public var kind: Kind {
        if properties.contains(EvdevCode.INPUT_PROP_DIRECT) { return .direct }
        if properties.contains(EvdevCode.INPUT_PROP_POINTER) { return .indirect }
        let keys = codes[EvdevCode.EV_KEY] ?? []
        let hasPosition = axes[EvdevCode.ABS_MT_POSITION_X] != nil || axes[EvdevCode.ABS_X] != nil
        if hasPosition {
            if keys.contains(EvdevCode.BTN_TOUCH) && !keys.contains(EvdevCode.BTN_TOOL_FINGER) { return .direct }
            if keys.contains(EvdevCode.BTN_TOOL_FINGER) { return .indirect }
            return .direct
        }
        if keys.contains(where: { $0 > 0 && $0 < 0x100 }) { return .keyboard }
        return .other
    }

    /// Maps a position in device units to screen points the way libinput does
    /// (`evdev_device_transform_x`): the axis range `[min, max]` is `max − min + 1` units wide and
    /// maps onto `[0, 1)`, so the axis maximum lands on the last point inside the screen, never on its
    /// far edge (which is outside the window's half-open bounds). Values outside the range are clamped
    /// into it first (the decoder reports them, ``DeviceStreamIssue/Kind/valueClamped(code:value:minimum:maximum:)``).
    /// Then the calibration matrix and the rotation apply, the result is clamped into `[0, 1)` again
    /// (a calibration may push points off the panel) and scaled onto ``screen``.
    public func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let xAxis = axes[EvdevCode.ABS_MT_POSITION_X] ?? axes[EvdevCode.ABS_X]
        let yAxis = axes[EvdevCode.ABS_MT_POSITION_Y] ?? axes[EvdevCode.ABS_Y]
        let nx = Self.normalize(x, xAxis), ny = Self.normalize(y, yAxis)
        let c = calibration.count == 6 && calibration.allSatisfy(\.isFinite) ? calibration : [1, 0, 0, 0, 1, 0]
        let (rx, ry) = rotation.apply(x: c[0] * nx + c[1] * ny + c[2], y: c[3] * nx + c[4] * ny + c[5])
        return CGPoint(
            x: screen.minX + CGFloat(Self.unitInterval(rx)) * screen.width,
            y: screen.minY + CGFloat(Self.unitInterval(ry)) * screen.height)
    }

    /// The largest value below 1 that still maps inside the screen: [0, 1) is half-open.
    private static func unitInterval(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(0, value), 1.0.nextDown)
    }

    private static func normalize(_ value: Int32, _ axis: AbsoluteAxisInfo?) -> Double {
        guard let axis, axis.maximum > axis.minimum else { return 0 }
        let clamped = min(max(value, axis.minimum), axis.maximum)
        return (Double(clamped) - Double(axis.minimum)) / (Double(axis.maximum) - Double(axis.minimum) + 1)
    }

    /// Whether `value` lies inside the declared range of the axis `code` (true when the device does not
    /// declare the axis or declares an empty range).
    public func isInRange(_ value: Int32, axis code: UInt16) -> Bool {
        guard let axis = axes[code], axis.maximum > axis.minimum else { return true }
        return value >= axis.minimum && value <= axis.maximum
    }
}

/// How a screen is turned relative to the touch panel mapped onto it, clockwise (libinput documents
/// the same four turns as calibration matrices: 90° is `0 -1 1 1 0 0`, 180° `-1 0 1 0 -1 1`, 270°
/// `0 1 0 -1 0 1`).
public enum ScreenRotation: Int, Sendable, Hashable, CaseIterable {
    /// Panel and screen share their axes.
    case none = 0
    /// 90° clockwise: the panel's left edge is the screen's top edge.
    case clockwise90 = 90
    /// Upside down.
    case upsideDown = 180
    /// 270° clockwise (90° counter-clockwise).
    case clockwise270 = 270

    /// The rotation of `degrees` (0, 90, 180 or 270), nil for other values.
    public init?(degrees: Int) { self.init(rawValue: degrees) }

    /// The libinput calibration matrix of this rotation.
    public var matrix: [Double] {
        switch self {
        case .none: [1, 0, 0, 0, 1, 0]
        case .clockwise90: [0, -1, 1, 1, 0, 0]
        case .upsideDown: [-1, 0, 1, 0, -1, 1]
        case .clockwise270: [0, 1, 0, -1, 0, 1]
        }
    }

    /// Turns a normalized point. The turned value of a point just below 1 is just above 0, so the
    /// result stays within [0, 1) for 90° steps up to one rounding step.
    func apply(x: Double, y: Double) -> (Double, Double) {
        let m = matrix
        return (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])
    }
}
