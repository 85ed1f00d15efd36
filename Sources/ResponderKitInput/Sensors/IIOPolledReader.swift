import Foundation

/// Reads an IIO device's sensors by polling their sysfs `_raw` files (docs/input-devices.md, "Polled
/// reading"): each ``read(at:)`` reads every channel once and gives one reading per sensor.
///
/// Polling needs no buffer, trigger or write access, so it works on any device the user may read;
/// the caller chooses the rate (the device's ``IIODevice/samplingFrequency`` is the most it gives).
public struct IIOPolledReader: Sendable {
    /// The device read.
    public let device: IIODevice

    /// Creates a reader of `device`.
    public init(device: IIODevice) { self.device = device }

    /// One reading per sensor, stamped `timestamp`; an error names the file that could not be read or
    /// held no number.
    public func read(at timestamp: TimeInterval) throws(SensorError) -> [SensorReading] {
        var readings: [SensorReading] = []
        for sensor in device.sensors {
            var raw: [Double] = []
            for channel in sensor.channels {
                let path = device.path + "/" + channel.name + "_raw"
                guard let value = try SysfsFile.number(path) else { throw .unreadable(path: path, errno: ENOENT) }
                raw.append(value)
            }
            if let reading = sensor.reading(raw: raw, timestamp: timestamp) { readings.append(reading) }
        }
        return readings
    }
}
