import Foundation

/// Finds the Industrial I/O devices under a sysfs root and the sensors on each (docs/input-devices.md,
/// "Industrial I/O sensors"; Documentation/ABI/testing/sysfs-bus-iio).
///
/// A device is a directory `iio:deviceN` with a `name` file. Its sensors are the channel groups the
/// library turns into readings: `in_accel_{x,y,z}_raw`, `in_anglvel_{x,y,z}_raw`, `in_magn_{x,y,z}_raw`
/// and `in_proximity_raw`, with their scales, offsets, mount matrices and near level. A group with
/// only some of its axes is not a sensor (it is named in the device's notes).
public enum IIODiscovery {
    /// Where the kernel lists IIO devices.
    public static let defaultRoot = "/sys/bus/iio/devices"

    /// One device found under the root: the device, or why it could not be read.
    public struct Discovered: Sendable, Hashable {
        /// The device's sysfs directory.
        public var path: String
        /// The device, or the error that names the file that could not be read.
        public var result: Result<IIODevice, SensorError>
    }

    /// Every `iio:device*` directory under `root`, in order of its number. An error only when `root`
    /// exists and cannot be listed; a missing root has no devices (no IIO support, a container).
    public static func devices(root: String = defaultRoot) throws(SensorError) -> [Discovered] {
        let names = try SysfsFile.names(in: root).filter { $0.hasPrefix("iio:device") }
        let ordered = names.sorted { (number($0) ?? .max, $0) < (number($1) ?? .max, $1) }
        return ordered.map { name -> Discovered in
            let path = root + "/" + name
            return Discovered(path: path, result: Result { () throws(SensorError) in try device(at: path) })
        }
    }

    /// The device named `identifier` (`iio:device0`) or whose `name` is `identifier`, under `root`.
    public static func device(named identifier: String, root: String = defaultRoot) throws(SensorError) -> IIODevice {
        for found in try devices(root: root) {
            let path = found.path
            if (path as NSString).lastPathComponent == identifier { return try found.result.get() }
            if case .success(let device) = found.result, device.name == identifier { return device }
        }
        throw .noSuchDevice(name: identifier, root: root)
    }

    /// Reads the device in the sysfs directory `path`.
    public static func device(at path: String) throws(SensorError) -> IIODevice {
        let files = Set(try SysfsFile.names(in: path))
        guard let nameText = try SysfsFile.text(path + "/name") else {
            throw .unreadable(path: path + "/name", errno: ENOENT)
        }
        var sensors: [IIOSensor] = []
        for kind in SensorKind.allCases {
            let type = kind.channelType
            let channelNames =
                kind == .proximity ? ["in_proximity"] : ["x", "y", "z"].map { "in_\(type)_\($0)" }
            let present = channelNames.filter { files.contains($0 + "_raw") }
            guard present.count == channelNames.count else { continue }
            var channels: [IIOChannel] = []
            for name in channelNames {
                let scale = try number(for: name, shared: "in_\(type)", suffix: "scale", files: files, in: path)
                let offset = try number(for: name, shared: "in_\(type)", suffix: "offset", files: files, in: path)
                channels.append(IIOChannel(name: name, scale: scale ?? 1, offset: offset ?? 0))
            }
            var matrix = MountMatrix.identity
            if let file = ["in_\(type)_mount_matrix", "in_mount_matrix", "mount_matrix"].first(where: files.contains),
                let text = try SysfsFile.text(path + "/" + file)
            {
                matrix = try MountMatrix(parsing: text, path: path + "/" + file)
            }
            let nearLevel = kind == .proximity ? try SysfsFile.number(path + "/in_proximity_nearlevel") : nil
            sensors.append(IIOSensor(kind: kind, channels: channels, mountMatrix: matrix, nearLevel: nearLevel))
        }
        guard !sensors.isEmpty else { throw .noSensorChannels(path: path) }
        var frequency = try SysfsFile.number(path + "/sampling_frequency")
        if frequency == nil, let first = sensors.first {
            frequency = try SysfsFile.number(path + "/in_\(first.kind.channelType)_sampling_frequency")
        }
        return IIODevice(
            path: path, name: nameText.trimmingCharacters(in: .whitespacesAndNewlines), samplingFrequency: frequency,
            sensors: sensors)
    }

    /// A channel's own `<name>_<suffix>` file, else its type's shared `<shared>_<suffix>` file.
    private static func number(
        for name: String, shared: String, suffix: String, files: Set<String>, in path: String
    ) throws(SensorError) -> Double? {
        for file in [name + "_" + suffix, shared + "_" + suffix] where files.contains(file) {
            return try SysfsFile.number(path + "/" + file)
        }
        return nil
    }

    private static func number(_ name: String) -> Int? { Int(name.dropFirst("iio:device".count)) }
}
