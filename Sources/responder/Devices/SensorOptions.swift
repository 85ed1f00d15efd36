import ArgumentParser
import Foundation
import ResponderKitInput

/// Where the Industrial I/O devices are listed: `--sysfs-root`, so that a test reads a fake tree.
struct SensorRootOption: ParsableArguments {
    @Option(help: ArgumentHelp("The directory listing the IIO devices.", valueName: "directory"))
    var sysfsRoot = IIODiscovery.defaultRoot
}

/// An evdev accelerometer's mount matrix, `--accel-mount-matrix`: `record` and `live` apply it to the
/// device, `replay` and `explain` to its recording, which does not carry it (docs/cli.md, "Sensors").
struct AccelerometerMountMatrixOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "An evdev accelerometer's mount matrix, as udev's ACCEL_MOUNT_MATRIX: \"x1, y1, z1; x2, y2, z2; x3, y3, z3\" (record and live: default the device's ACCEL_MOUNT_MATRIX in udev's database; else the identity).",
            valueName: "matrix"))
    var accelMountMatrix: String?

    func validate() throws {
        do {
            _ = try parsed()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The matrix given; nil without the option.
    var mountMatrix: MountMatrix? { try? parsed() }

    private func parsed() throws(SensorError) -> MountMatrix? {
        try accelMountMatrix.map { text throws(SensorError) in
            try MountMatrix(parsing: text, path: "--accel-mount-matrix")
        }
    }
}

/// The sensor options `record` and `live` share: the IIO devices to poll and at which rate, and an evdev
/// accelerometer's mount matrix (docs/cli.md, "Sensors").
struct SensorOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "IIO devices to read, by directory (iio:device0) or name (mpu6050), separated by commas.",
            valueName: "devices"))
    var sensors: String?

    @OptionGroup var root: SensorRootOption

    @Option(help: ArgumentHelp("How often to poll the sensors, in Hz (default 50).", valueName: "hz"))
    var rate: Double = 50

    @Option(
        help: ArgumentHelp(
            "record: read the one --sensors device's buffered records from this file (its /dev/iio:deviceN, or what iio_readdev wrote) instead of polling; its scan elements give the layout.",
            valueName: "file"))
    var buffer: String?

    @OptionGroup var accelerometer: AccelerometerMountMatrixOption

    func validate() throws {
        if !(rate.isFinite && rate > 0 && rate <= 1000) {
            throw ValidationError("--rate: expected a number of Hz above 0 and at most 1000, found \(rate)")
        }
        if sensors?.split(separator: ",").isEmpty == true { throw ValidationError("--sensors: expected device names") }
    }

    /// The evdev accelerometer's mount matrix (identity without the option).
    var mountMatrix: MountMatrix { accelerometer.mountMatrix ?? .identity }

    /// The IIO devices named by `--sensors`, read now; empty without the option.
    func devices() throws -> [IIODevice] {
        guard let sensors else { return [] }
        do {
            return try sensors.split(separator: ",").map {
                try IIODiscovery.device(named: $0.trimmingCharacters(in: .whitespaces), root: root.sysfsRoot)
            }
        } catch let error as SensorError {
            throw SensorCommandError(error: error)
        }
    }
}

/// A sensor that could not be found or read, with a hint.
struct SensorCommandError: Error, CustomStringConvertible {
    let error: SensorError

    var description: String {
        var text = error.description
        if case .unreadable(_, let code) = error, code == EACCES || code == EPERM {
            text += "; the sensor's files are readable by root (or a udev rule) only"
        }
        return text
    }
}
