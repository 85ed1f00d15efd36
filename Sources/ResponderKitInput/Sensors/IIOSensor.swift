import Foundation

/// One raw channel of an IIO device (`in_accel_x_raw`) and how its value becomes the kernel's unit:
/// `(raw + offset) × scale` (Documentation/ABI/testing/sysfs-bus-iio, "in_accel_x_raw",
/// "in_accel_scale", "in_accel_offset").
public struct IIOChannel: Sendable, Hashable {
    /// The channel's name, without `_raw`: `in_accel_x`, `in_proximity`. Its scan element has the same name.
    public var name: String
    /// The scale: kernel units per raw unit (`in_accel_x_scale`, else the shared `in_accel_scale`, else 1).
    public var scale: Double
    /// The offset added to the raw value before scaling (`in_accel_x_offset`, else `in_accel_offset`, else 0).
    public var offset: Double

    /// Creates a channel.
    public init(name: String, scale: Double = 1, offset: Double = 0) {
        (self.name, self.scale, self.offset) = (name, scale, offset)
    }

    /// The value in the kernel's unit for a raw value.
    public func value(raw: Double) -> Double { (raw + offset) * scale }
}

/// One sensor of an IIO device: an accelerometer's, gyroscope's or magnetometer's three axis channels,
/// or a proximity sensor's one, with the mount matrix and the near level that apply to them.
public struct IIOSensor: Sendable, Hashable {
    /// What it measures.
    public var kind: SensorKind
    /// The x, y and z channels (one channel for proximity).
    public var channels: [IIOChannel]
    /// How the sensor's axes map onto the device's (identity when the device has none).
    public var mountMatrix: MountMatrix
    /// For proximity: the level from which something counts as near (`in_proximity_nearlevel`, else
    /// ``defaultNearLevel``).
    public var nearLevel: Double?

    /// The near level used when the device does not give one: any level above 0 is near
    /// (docs/input-devices.md, "Proximity: near and far").
    public static let defaultNearLevel = 1.0

    /// Creates a sensor.
    public init(
        kind: SensorKind, channels: [IIOChannel], mountMatrix: MountMatrix = .identity, nearLevel: Double? = nil
    ) {
        self.kind = kind
        self.channels = channels
        self.mountMatrix = mountMatrix
        self.nearLevel = nearLevel
    }

    /// The reading for the channels' raw values (in ``channels``' order), taken at `timestamp`.
    public func reading(raw: [Double], timestamp: TimeInterval) -> SensorReading? {
        guard raw.count == channels.count else { return nil }
        let values = zip(channels, raw).map { $0.value(raw: $1) }
        if kind == .proximity {
            let level = values[0]
            return .proximity(timestamp: timestamp, isNear: level >= (nearLevel ?? Self.defaultNearLevel), level: level)
        }
        return kind.reading(
            timestamp: timestamp, sensorFrame: (values[0], values[1], values[2]), mountMatrix: mountMatrix)
    }
}

/// An Industrial I/O device (`/sys/bus/iio/devices/iio:deviceN`) and the sensors found on it.
public struct IIODevice: Sendable, Hashable {
    /// The device's sysfs directory.
    public var path: String
    /// The directory's name, `iio:deviceN`, which is also the buffered character device's (`/dev/iio:deviceN`).
    public var identifier: String { (path as NSString).lastPathComponent }
    /// The driver's name for the device (the `name` file).
    public var name: String
    /// The sampling frequency in Hz (`sampling_frequency`, or the first sensor's
    /// `in_<type>_sampling_frequency`); nil when the device does not say.
    public var samplingFrequency: Double?
    /// The sensors, in the order accelerometer, gyroscope, magnetometer, proximity.
    public var sensors: [IIOSensor]

    /// Creates a device.
    public init(path: String, name: String, samplingFrequency: Double? = nil, sensors: [IIOSensor]) {
        self.path = path
        self.name = name
        self.samplingFrequency = samplingFrequency
        self.sensors = sensors
    }
}
