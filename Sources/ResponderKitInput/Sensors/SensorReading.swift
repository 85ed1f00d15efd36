import Foundation
import ResponderKit

/// One reading of a Linux sensor in Core Motion's frame and units (docs/input-devices.md, "Units and
/// signs"): what an IIO device or an evdev accelerometer became.
public enum SensorReading: Sendable, Equatable {
    /// Acceleration in g, gravity included, with iOS's sign: a device lying face up reads z = -1.
    case accelerometer(AccelerometerSample)
    /// Rotation rate in radians per second, around the device's axes.
    case gyroscope(GyroscopeSample)
    /// The magnetic field in microteslas, along the device's axes.
    case magnetometer(MagnetometerSample)
    /// Whether something is near the proximity sensor: `level` is the kernel's unitless reading (higher
    /// is closer, Documentation/ABI/testing/sysfs-bus-iio, "in_proximity_raw"), `isNear` whether it
    /// reached the near level (docs/input-devices.md, "Proximity: near and far").
    case proximity(timestamp: TimeInterval, isNear: Bool, level: Double)

    /// When the reading was taken, in seconds on the application's clock.
    public var timestamp: TimeInterval {
        switch self {
        case .accelerometer(let sample): sample.timestamp
        case .gyroscope(let sample): sample.timestamp
        case .magnetometer(let sample): sample.timestamp
        case .proximity(let timestamp, _, _): timestamp
        }
    }

    /// The kind of sensor that gave the reading.
    public var kind: SensorKind {
        switch self {
        case .accelerometer: .accelerometer
        case .gyroscope: .gyroscope
        case .magnetometer: .magnetometer
        case .proximity: .proximity
        }
    }

    /// The hardware input an application receives for the reading. A proximity reading becomes a
    /// ``/ResponderKit/ProximitySample`` whose `distance` is the kernel's level (behaviour 8.7).
    public var hardwareInput: HardwareInput {
        switch self {
        case .accelerometer(let sample): .accelerometer(sample)
        case .gyroscope(let sample): .gyroscope(sample)
        case .magnetometer(let sample): .magnetometer(sample)
        case .proximity(let timestamp, let isNear, let level):
            .proximity(ProximitySample(timestamp: timestamp, isNear: isNear, distance: level))
        }
    }
}
