import Foundation

/// A touchpad's physical size and its device-units-to-millimetres conversion, with libinput's fallbacks for
/// devices that report nonsense (docs/input-devices.md, "Touchpads and mice as a pointer": "Millimetres, not
/// device units"). Every distance the touchpad state machines compare with a threshold is in millimetres,
/// never in device units.
public struct TouchpadGeometry: Sendable, Equatable {
    /// libinput's assumed touchpad width when the device gives no resolution (`tp_init_default_resolution`).
    public static let defaultWidthMillimetres = 69.0
    /// libinput's assumed touchpad height when the device gives no resolution.
    public static let defaultHeightMillimetres = 50.0
    /// Sizes outside this range (in millimetres) are taken as a bogus resolution.
    public static let plausibleSizeMillimetres: ClosedRange<Double> = 10...500

    /// The smallest X value, in device units.
    public let minimumX: Double
    /// The smallest Y value, in device units.
    public let minimumY: Double
    /// Device units per millimetre along X (always finite and positive).
    public let unitsPerMillimetreX: Double
    /// Device units per millimetre along Y (always finite and positive).
    public let unitsPerMillimetreY: Double
    /// The pad's width in millimetres.
    public let widthMillimetres: Double
    /// The pad's height in millimetres.
    public let heightMillimetres: Double
    /// What could not be taken at face value.
    public let warnings: [PointerDeviceWarning]
    /// Whether both axes gave a usable resolution: millimetres are measured, not guessed.
    public var isMeasured: Bool { warnings.isEmpty }

    /// Reads the geometry of `device` from its X and Y axes (`ABS_MT_POSITION_*`, else `ABS_X`/`ABS_Y`).
    public init(device: InputDeviceDescription) {
        var warnings: [PointerDeviceWarning] = []
        let x = Self.axis(
            name: "X", info: device.axes[EvdevCode.ABS_MT_POSITION_X] ?? device.axes[EvdevCode.ABS_X],
            defaultMillimetres: Self.defaultWidthMillimetres, warnings: &warnings)
        let y = Self.axis(
            name: "Y", info: device.axes[EvdevCode.ABS_MT_POSITION_Y] ?? device.axes[EvdevCode.ABS_Y],
            defaultMillimetres: Self.defaultHeightMillimetres, warnings: &warnings)
        minimumX = x.minimum
        minimumY = y.minimum
        unitsPerMillimetreX = x.unitsPerMillimetre
        unitsPerMillimetreY = y.unitsPerMillimetre
        widthMillimetres = x.millimetres
        heightMillimetres = y.millimetres
        self.warnings = warnings
    }

    /// A contact's position in millimetres from the pad's top-left corner.
    public func millimetres(x: Int32, y: Int32) -> (x: Double, y: Double) {
        ((Double(x) - minimumX) / unitsPerMillimetreX, (Double(y) - minimumY) / unitsPerMillimetreY)
    }

    /// A length along X in device units, in millimetres (for contact sizes, `ABS_MT_TOUCH_MAJOR`).
    public func millimetres(lengthX: Int32) -> Double { Double(lengthX) / unitsPerMillimetreX }

    private static func axis(
        name: String, info: AbsoluteAxisInfo?, defaultMillimetres: Double,
        warnings: inout [PointerDeviceWarning]
    ) -> (minimum: Double, unitsPerMillimetre: Double, millimetres: Double) {
        guard let info else {
            warnings.append(.emptyRange(axis: name))
            return (0, 1, defaultMillimetres)
        }
        var low = Double(info.minimum), high = Double(info.maximum)
        if high < low {
            warnings.append(.invertedRange(axis: name, minimum: info.minimum, maximum: info.maximum))
            swap(&low, &high)
        }
        let span = high - low
        guard span > 0 else {
            warnings.append(.emptyRange(axis: name))
            return (low, 1, defaultMillimetres)
        }
        guard info.resolution > 0 else {
            warnings.append(.noResolution(axis: name, assumedMillimetres: defaultMillimetres))
            return (low, span / defaultMillimetres, defaultMillimetres)
        }
        let millimetres = span / Double(info.resolution)
        guard plausibleSizeMillimetres.contains(millimetres) else {
            warnings.append(
                .implausibleSize(axis: name, millimetres: millimetres, assumedMillimetres: defaultMillimetres))
            return (low, span / defaultMillimetres, defaultMillimetres)
        }
        return (low, Double(info.resolution), millimetres)
    }
}

/// A position on the pad or a motion across it, in millimetres (the unit of every touchpad threshold).
struct TouchpadPoint: Equatable, Sendable {
    var x: Double, y: Double

    static let zero = TouchpadPoint(x: 0, y: 0)

    static func - (a: TouchpadPoint, b: TouchpadPoint) -> TouchpadPoint { TouchpadPoint(x: a.x - b.x, y: a.y - b.y) }
    static func + (a: TouchpadPoint, b: TouchpadPoint) -> TouchpadPoint { TouchpadPoint(x: a.x + b.x, y: a.y + b.y) }

    /// The distance from the origin (of a motion: how far it went).
    var length: Double { (x * x + y * y).squareRoot() }
}
