import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The properties udev gave a device node, read from udev's database without libudev: the `E:KEY=value`
/// lines of `/run/udev/data/c<major>:<minor>` (docs/input-devices.md, "evdev accelerometers"). This is where
/// the hwdb's `ACCEL_MOUNT_MATRIX` of an evdev accelerometer ends up (systemd's hwdb/60-sensor.hwdb).
public struct UdevDeviceProperties: Sendable, Hashable {
    /// Where udev keeps its database: `/run/udev/data`.
    public static let defaultDataDirectory = "/run/udev/data"

    /// The properties, by name (`ID_INPUT_ACCELEROMETER`, `ACCEL_MOUNT_MATRIX`).
    public var values: [String: String]
    /// The database file they were read from, for messages.
    public var path: String

    /// The properties of the character device `major`:`minor` in `dataDirectory`; nil when udev has no
    /// record of it (no database, or a device udev does not manage).
    public init?(major: UInt32, minor: UInt32, dataDirectory: String = defaultDataDirectory) {
        let path = dataDirectory + "/c\(major):\(minor)"
        // A database entry is a few hundred bytes; anything past 64 KiB is not udev's.
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 65_536) else { return nil }
        var values: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") where line.hasPrefix("E:") {
            let entry = line.dropFirst(2)
            guard let equals = entry.firstIndex(of: "=") else { continue }
            values[String(entry[..<equals])] = String(entry[entry.index(after: equals)...])
        }
        (self.values, self.path) = (values, path)
    }

    /// The properties of the device node at `devicePath` (its device number from `stat`); nil when it is not
    /// a character device or udev has no record of it.
    public init?(deviceNode devicePath: String, dataDirectory: String = defaultDataDirectory) {
        var info = stat()
        guard stat(devicePath, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return nil }
        let number = UInt64(truncatingIfNeeded: info.st_rdev)
        // Linux's encoding of a device number (glibc's gnu_dev_major and gnu_dev_minor, which Swift does
        // not import as the macros they are on other systems).
        let major = UInt32(truncatingIfNeeded: ((number >> 8) & 0xfff) | ((number >> 32) & ~UInt64(0xfff)))
        let minor = UInt32(truncatingIfNeeded: (number & 0xff) | ((number >> 12) & ~UInt64(0xff)))
        self.init(major: major, minor: minor, dataDirectory: dataDirectory)
    }

    /// The `ACCEL_MOUNT_MATRIX` property as a mount matrix; nil without one, an error when it is malformed
    /// (naming the database file and the property).
    public func accelerometerMountMatrix() throws(SensorError) -> MountMatrix? {
        guard let text = values["ACCEL_MOUNT_MATRIX"] else { return nil }
        return try MountMatrix(parsing: text, path: path + ", ACCEL_MOUNT_MATRIX")
    }
}
