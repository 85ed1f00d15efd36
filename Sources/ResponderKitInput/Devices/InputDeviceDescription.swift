import Foundation

/// The range and precision of one absolute axis (`struct input_absinfo`, linux-input.md 1.2).
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
    public init(minimum: Int32, maximum: Int32, fuzz: Int32 = 0, flat: Int32 = 0, resolution: Int32 = 0, value: Int32 = 0) {
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
    /// A libinput-style calibration matrix `[a, b, c, d, e, f]` applied to coordinates normalized to 0...1:
    /// x' = a·x + b·y + c, y' = d·x + e·y + f. Identity by default; use it for inverted or rotated panels.
    public var calibration: [Double] = [1, 0, 0, 0, 1, 0]
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

    /// The kind, from the properties, falling back to the historical rule (linux-input.md 1.3): `BTN_TOUCH`
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

    /// Maps a position in device units to screen points: normalize by the X/Y axis ranges (the MT axes
    /// when present), apply the calibration matrix, then scale onto ``screen``.
    public func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let xAxis = axes[EvdevCode.ABS_MT_POSITION_X] ?? axes[EvdevCode.ABS_X]
        let yAxis = axes[EvdevCode.ABS_MT_POSITION_Y] ?? axes[EvdevCode.ABS_Y]
        let nx = Self.normalize(x, xAxis), ny = Self.normalize(y, yAxis)
        let c = calibration.count == 6 ? calibration : [1, 0, 0, 0, 1, 0]
        let cx = c[0] * nx + c[1] * ny + c[2]
        let cy = c[3] * nx + c[4] * ny + c[5]
        return CGPoint(x: screen.minX + CGFloat(cx) * screen.width, y: screen.minY + CGFloat(cy) * screen.height)
    }

    private static func normalize(_ value: Int32, _ axis: AbsoluteAxisInfo?) -> Double {
        guard let axis, axis.maximum > axis.minimum else { return Double(value) }
        return (Double(value) - Double(axis.minimum)) / (Double(axis.maximum) - Double(axis.minimum))
    }
}
