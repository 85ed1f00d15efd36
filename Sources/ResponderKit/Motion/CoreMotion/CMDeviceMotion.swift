import Foundation

/// The reference frames an attitude can be measured in, as Core Motion's `CMAttitudeReferenceFrame`: in
/// every one, z is vertical (up); they differ in where x points (behaviour 8.6).
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// x is horizontal and arbitrary (where the device's x pointed when the updates started); the
    /// magnetometer is not used, so the heading slowly drifts with the gyroscope's errors.
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 0)
    /// As ``xArbitraryZVertical``, with the magnetometer keeping the heading from drifting.
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 1)
    /// x points to magnetic north.
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 2)
    /// x points to true north. Unavailable in ResponderKit: it needs the location's magnetic
    /// declination (docs/decisions.md, "Device motion: a complementary filter on the application's clock").
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 1 << 3)
}

/// The device's orientation relative to a reference frame, as Core Motion's `CMAttitude` (behaviour 8.6).
///
/// The angles are Tait–Bryan angles: the device is turned by ``yaw`` about the frame's vertical z, then
/// by ``pitch`` about its x axis, then by ``roll`` about its y axis: all three are 0 when the device lies
/// face up with its x axis along the frame's.
public final class CMAttitude {
    /// The attitude as a unit quaternion: it turns a vector of the device's frame into the reference frame.
    public private(set) var quaternion: CMQuaternion

    init(quaternion: CMQuaternion) { self.quaternion = quaternion }

    /// The rotation about the device's y axis (its long axis), in radians, −π … π.
    public var roll: Double { quaternion.eulerAngles.roll }
    /// The rotation about the device's x axis, in radians, −π/2 … π/2.
    public var pitch: Double { quaternion.eulerAngles.pitch }
    /// The rotation about the vertical axis, in radians, −π … π (counterclockwise seen from above).
    public var yaw: Double { quaternion.eulerAngles.yaw }
    /// The same rotation as ``quaternion``, as a matrix R with `v_reference = R v_device`.
    public var rotationMatrix: CMRotationMatrix { quaternion.deviceToReference }

    /// Makes this attitude relative to `attitude`: afterwards it is the rotation from `attitude`'s device
    /// orientation to this one (use it to measure the change since a saved attitude).
    public func multiply(byInverseOf attitude: CMAttitude) {
        quaternion = (attitude.quaternion.conjugate * quaternion).normalized
    }
}

/// How well the magnetometer's bias is known, as Core Motion's `CMMagneticFieldCalibrationAccuracy`.
public enum CMMagneticFieldCalibrationAccuracy: Int32, Sendable {
    /// The field is not calibrated.
    case uncalibrated = -1
    /// Low accuracy.
    case low = 0
    /// Medium accuracy.
    case medium = 1
    /// High accuracy.
    case high = 2
}

/// A magnetic field with the device's bias removed, as Core Motion's `CMCalibratedMagneticField`.
public struct CMCalibratedMagneticField: Sendable, Equatable {
    /// The field, in microteslas.
    public var field: CMMagneticField
    /// How well the bias is known.
    public var accuracy: CMMagneticFieldCalibrationAccuracy

    /// Creates a calibrated field.
    public init(field: CMMagneticField, accuracy: CMMagneticFieldCalibrationAccuracy) {
        self.field = field
        self.accuracy = accuracy
    }
}

/// The device's attitude, rotation rate and acceleration, fused from its sensors, as Core Motion's
/// `CMDeviceMotion` (behaviour 8.6; the filter: docs/decisions.md, "Device motion: a complementary filter
/// on the application's clock").
public final class CMDeviceMotion: CMLogItem {
    /// The attitude in the frame the updates were started with.
    public let attitude: CMAttitude
    /// The rotation rate, in radians per second (ResponderKit estimates no gyroscope bias: it is the
    /// gyroscope's).
    public let rotationRate: CMRotationRate
    /// Gravity in the device's frame, in g: (0, 0, −1) lying face up.
    public let gravity: CMAcceleration
    /// The acceleration the user gives the device, in g: the accelerometer's minus ``gravity``.
    public let userAcceleration: CMAcceleration
    /// The magnetic field, in the frames that use the magnetometer; otherwise zero and `.uncalibrated`.
    /// ResponderKit estimates no bias, so the accuracy is `.uncalibrated` in every frame.
    public let magneticField: CMCalibratedMagneticField

    init(
        timestamp: TimeInterval, attitude: CMAttitude, rotationRate: CMRotationRate, gravity: CMAcceleration,
        userAcceleration: CMAcceleration, magneticField: CMCalibratedMagneticField
    ) {
        self.attitude = attitude
        self.rotationRate = rotationRate
        self.gravity = gravity
        self.userAcceleration = userAcceleration
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}

/// The block ``CMMotionManager/startDeviceMotionUpdates(to:withHandler:)`` calls with each update.
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void
