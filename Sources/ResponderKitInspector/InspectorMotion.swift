import Foundation
import ResponderKit

/// One reading of the browser's motion sensors (docs/inspector-protocol.md 1.3, `motion`): a
/// `DeviceMotionEvent`'s `accelerationIncludingGravity` and `rotationRate`, and the latest
/// `DeviceOrientationEvent`, in the W3C DeviceOrientation specification's units and axes. The device
/// axes are Core Motion's (x to the right of the screen, y to its top, z out of it), so only units and
/// signs change (docs/decisions.md, "Browser motion sensors become Core Motion samples").
public struct InspectorMotion: Sendable, Equatable {
    /// `accelerationIncludingGravity`, in m/s²: what the device's accelerometer measures, the reaction
    /// to gravity included, so (0, 0, 9.81) lying face up.
    public struct Acceleration: Sendable, Equatable {
        /// Along the screen's width, towards its right edge.
        public var x: Double
        /// Along the screen's height, towards its top edge.
        public var y: Double
        /// Out of the screen.
        public var z: Double
        /// Creates an acceleration, in m/s².
        public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
    }

    /// `rotationRate`, in degrees per second: `alpha` about the z axis, `beta` about x, `gamma` about y,
    /// each by the right-hand rule.
    public struct RotationRate: Sendable, Equatable {
        /// About the z axis (the screen's normal).
        public var alpha: Double
        /// About the x axis.
        public var beta: Double
        /// About the y axis.
        public var gamma: Double
        /// Creates a rotation rate, in degrees per second.
        public init(alpha: Double, beta: Double, gamma: Double) {
            (self.alpha, self.beta, self.gamma) = (alpha, beta, gamma)
        }
    }

    /// A `DeviceOrientationEvent`: the device turned from the Earth frame (x east, y north, z up) by
    /// `alpha` about z, then `beta` about the new x, then `gamma` about the new y, in degrees.
    public struct Orientation: Sendable, Equatable {
        /// 0 … 360.
        public var alpha: Double
        /// −180 … 180.
        public var beta: Double
        /// −90 … 90.
        public var gamma: Double
        /// Whether `alpha` is measured from the Earth's north (true) or from an arbitrary direction.
        public var absolute: Bool
        /// Creates an orientation, in degrees.
        public init(alpha: Double, beta: Double, gamma: Double, absolute: Bool) {
            (self.alpha, self.beta, self.gamma, self.absolute) = (alpha, beta, gamma, absolute)
        }
    }

    /// The browser's timestamp, in milliseconds (the clock `pointer` messages use).
    public var timestamp: Double
    /// The acceleration, when the browser gave one.
    public var acceleration: Acceleration?
    /// The rotation rate, when the browser gave one.
    public var rotationRate: RotationRate?
    /// The latest orientation, when the browser gave one.
    public var orientation: Orientation?

    /// Creates a reading; at least one of its parts should be given.
    public init(
        timestamp: Double, acceleration: Acceleration? = nil, rotationRate: RotationRate? = nil,
        orientation: Orientation? = nil
    ) {
        self.timestamp = timestamp
        self.acceleration = acceleration
        self.rotationRate = rotationRate
        self.orientation = orientation
    }

    // MARK: Conversion to Core Motion

    /// Standard gravity, in m/s²: one g, Core Motion's unit of acceleration.
    public static let standardGravity = 9.80665
    /// The Earth's field an absolute orientation is turned into, in microteslas: 20 towards north and 40
    /// downwards, a field of the northern mid-latitudes (only its direction matters to device motion).
    public static let earthField = (north: 20.0, down: 40.0)

    /// The acceleration in Core Motion's terms: in g, with iOS's sign, so (0, 0, −1) lying face up. The
    /// W3C's value is the force that holds the device up (its proper acceleration); Core Motion's is
    /// its opposite, gravity's pull plus the user's acceleration.
    public static func coreMotion(_ acceleration: Acceleration) -> CMAcceleration {
        let g = standardGravity
        return CMAcceleration(x: -acceleration.x / g, y: -acceleration.y / g, z: -acceleration.z / g)
    }

    /// The rotation rate in Core Motion's terms: radians per second about x (`beta`), y (`gamma`) and z
    /// (`alpha`); the axes and the right-hand rule are the same.
    public static func coreMotion(_ rate: RotationRate) -> CMRotationRate {
        let radians = Double.pi / 180
        return CMRotationRate(x: rate.beta * radians, y: rate.gamma * radians, z: rate.alpha * radians)
    }

    /// The field a magnetometer would measure in the device's frame, in microteslas, for an absolute
    /// orientation: ``earthField`` turned into the device's frame (the transpose of the W3C rotation
    /// matrix R = Rz(alpha) Rx(beta) Ry(gamma) applied to it). Nil for a relative orientation, whose alpha
    /// says nothing of north.
    public static func magneticField(for orientation: Orientation) -> CMMagneticField? {
        guard orientation.absolute else { return nil }
        let radians = Double.pi / 180
        let (a, b, c) = (orientation.alpha * radians, orientation.beta * radians, orientation.gamma * radians)
        // The field in the Earth frame (east, north, up), turned into the device's by the attitude math
        // device motion uses: R = Rz(a) Rx(b) Ry(c) as a quaternion, applied backwards.
        let field = MotionVector(0, earthField.north, -earthField.down)
        let attitude =
            CMQuaternion(axis: MotionVector(0, 0, 1), angle: a) * CMQuaternion(axis: MotionVector(1, 0, 0), angle: b)
            * CMQuaternion(axis: MotionVector(0, 1, 0), angle: c)
        let device = attitude.unrotate(field)
        return CMMagneticField(x: device.x, y: device.y, z: device.z)
    }

    /// The hardware samples this reading becomes at `time` on the application's clock: the accelerometer,
    /// the magnetometer (absolute orientations only), then the gyroscope, which steps device motion
    /// once the others are in (as `DeviceSimulator.turn` orders them).
    public func samples(at time: TimeInterval) -> [HardwareInput] {
        var inputs: [HardwareInput] = []
        if let acceleration {
            let a = Self.coreMotion(acceleration)
            inputs.append(.accelerometer(AccelerometerSample(timestamp: time, x: a.x, y: a.y, z: a.z)))
        }
        if let orientation, let field = Self.magneticField(for: orientation) {
            inputs.append(.magnetometer(MagnetometerSample(timestamp: time, x: field.x, y: field.y, z: field.z)))
        }
        if let rotationRate {
            let r = Self.coreMotion(rotationRate)
            inputs.append(.gyroscope(GyroscopeSample(timestamp: time, x: r.x, y: r.y, z: r.z)))
        }
        return inputs
    }
}

extension InspectorClientMessage {
    /// The largest acceleration accepted, in m/s² (±16 g, the widest range of phones' accelerometers).
    static let maximumAcceleration = 16 * InspectorMotion.standardGravity
    /// The largest rotation rate accepted, in degrees per second (phones' gyroscopes reach ±2,000).
    static let maximumRotationRate: Double = 4_000

    /// Decodes a `motion` message: the timestamp, then each part given, range-checked; a field out of range
    /// is `invalid-field` with its dotted name (`rotationRate.alpha`).
    static func motion(_ json: InspectorJSON) throws -> InspectorMotion {
        var motion = InspectorMotion(timestamp: try timestamp(json))
        if let part = try object(json, "accelerationIncludingGravity") {
            let limit = maximumAcceleration
            let value = { (axis: String) throws -> Double in
                try bounded(part, "accelerationIncludingGravity", axis, -limit...limit, "m/s² within ±16 g")
            }
            motion.acceleration = .init(x: try value("x"), y: try value("y"), z: try value("z"))
        }
        if let part = try object(json, "rotationRate") {
            let limit = maximumRotationRate
            let value = { (axis: String) throws -> Double in
                try bounded(part, "rotationRate", axis, -limit...limit, "degrees per second within ±4,000")
            }
            motion.rotationRate = .init(alpha: try value("alpha"), beta: try value("beta"), gamma: try value("gamma"))
        }
        if let part = try object(json, "orientation") {
            let absolute = part["absolute"]
            guard absolute == nil || absolute == .null || absolute?.boolValue != nil else {
                throw InspectorError.invalid("orientation.absolute", "true or false")
            }
            motion.orientation = .init(
                alpha: try bounded(part, "orientation", "alpha", 0...360, "degrees from 0 to 360"),
                beta: try bounded(part, "orientation", "beta", -180...180, "degrees from -180 to 180"),
                gamma: try bounded(part, "orientation", "gamma", -90...90, "degrees from -90 to 90"),
                absolute: absolute?.boolValue ?? false)
        }
        guard motion.acceleration != nil || motion.rotationRate != nil || motion.orientation != nil else {
            throw InspectorError.invalid(
                "accelerationIncludingGravity",
                "at least one of accelerationIncludingGravity, rotationRate, orientation")
        }
        return motion
    }

    /// The object in `field`, nil when absent or null.
    private static func object(_ json: InspectorJSON, _ field: String) throws -> InspectorJSON? {
        guard let value = json[field], value != .null else { return nil }
        guard case .object = value else { throw InspectorError.invalid(field, "an object") }
        return value
    }

    /// `part[axis]`, a finite number within `range`; the error names `parent.axis`.
    private static func bounded(
        _ part: InspectorJSON, _ parent: String, _ axis: String, _ range: ClosedRange<Double>, _ expected: String
    ) throws -> Double {
        guard let value = part[axis]?.numberValue, value.isFinite, range.contains(value) else {
            throw InspectorError.invalid("\(parent).\(axis)", expected)
        }
        return value
    }
}
