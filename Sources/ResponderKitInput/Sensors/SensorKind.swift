import Foundation
import ResponderKit

/// What a sensor channel group measures, and the one place its kernel units become Core Motion's
/// (docs/input-devices.md, "Units and signs").
public enum SensorKind: String, Sendable, Hashable, CaseIterable {
    /// `in_accel_*`: acceleration in m/s², which becomes g with iOS's sign.
    case accelerometer
    /// `in_anglvel_*`: rotation rate in rad/s, kept.
    case gyroscope
    /// `in_magn_*`: magnetic field in gauss, which becomes microteslas.
    case magnetometer
    /// `in_proximity_*`: a unitless level, higher when closer.
    case proximity

    /// Standard gravity, m/s² per g (the value the kernel's accelerometer drivers scale by).
    public static let standardGravity = 9.80665

    /// The IIO channel type (`in_<type>_...`) of the kind.
    public var channelType: String {
        switch self {
        case .accelerometer: "accel"
        case .gyroscope: "anglvel"
        case .magnetometer: "magn"
        case .proximity: "proximity"
        }
    }

    /// The kind an IIO channel type names, or nil.
    public init?(channelType: String) {
        guard let kind = Self.allCases.first(where: { $0.channelType == channelType }) else { return nil }
        self = kind
    }

    /// The unit a value has once converted, as `responder devices` prints it.
    public var unit: String {
        switch self {
        case .accelerometer: "g"
        case .gyroscope: "rad/s"
        case .magnetometer: "µT"
        case .proximity: "level"
        }
    }

    /// The kernel's unit for the kind's channels after their scale (Documentation/ABI/testing/sysfs-bus-iio).
    public var kernelUnit: String {
        switch self {
        case .accelerometer: "m/s²"
        case .gyroscope: "rad/s"
        case .magnetometer: "G"
        case .proximity: "level"
        }
    }

    /// How many converted units one kernel unit is: iOS's g counts gravity the other way round from the
    /// kernel's m/s² (a device lying face up reads z = +9.81 m/s² on Linux, -1 g on iOS); 1 G = 100 µT.
    public var unitsPerKernelUnit: Double {
        switch self {
        case .accelerometer: -1 / Self.standardGravity
        case .gyroscope, .proximity: 1
        case .magnetometer: 100
        }
    }

    /// The reading for a motion vector in the sensor's frame and the kernel's units: the mount matrix
    /// turns it into the device's frame, then the units become Core Motion's. This is the only place
    /// either happens, for IIO devices and evdev accelerometers alike. Nil for ``proximity``.
    public func reading(
        timestamp: TimeInterval, sensorFrame vector: (x: Double, y: Double, z: Double), mountMatrix: MountMatrix
    ) -> SensorReading? {
        let device = mountMatrix.apply(vector.x, vector.y, vector.z)
        // Adding 0 turns the -0 a negated zero gives into 0, so that a trace reads "0.0".
        let factor = unitsPerKernelUnit
        let (x, y, z) = (device.x * factor + 0, device.y * factor + 0, device.z * factor + 0)
        switch self {
        case .accelerometer: return .accelerometer(AccelerometerSample(timestamp: timestamp, x: x, y: y, z: z))
        case .gyroscope: return .gyroscope(GyroscopeSample(timestamp: timestamp, x: x, y: y, z: z))
        case .magnetometer: return .magnetometer(MagnetometerSample(timestamp: timestamp, x: x, y: y, z: z))
        case .proximity: return nil
        }
    }
}
