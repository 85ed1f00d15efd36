import ArgumentParser
import Foundation
import ResponderKitInput

extension SensorOptions {
    /// The mount matrix of the evdev accelerometer at `devicePath`: `--accel-mount-matrix` when given, else
    /// the `ACCEL_MOUNT_MATRIX` udev recorded for the device (docs/input-devices.md, "evdev accelerometers"),
    /// else the identity. A malformed udev property is an error naming udev's file.
    func mountMatrix(forDeviceNode devicePath: String) throws -> MountMatrix {
        if let given = accelerometer.mountMatrix { return given }
        do {
            return try UdevDeviceProperties(deviceNode: devicePath)?.accelerometerMountMatrix() ?? .identity
        } catch {
            throw ValidationError(error.description)
        }
    }
}
