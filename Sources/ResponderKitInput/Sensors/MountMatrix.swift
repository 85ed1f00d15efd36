import Foundation

/// How a sensor's axes map onto the device's (the screen's): x to the right, y up the screen, z out of
/// the screen (docs/input-devices.md, "Mount matrices").
///
/// The kernel exports it as `in_accel_mount_matrix`, `in_anglvel_mount_matrix`, `in_magn_mount_matrix`
/// or `mount_matrix` (Documentation/ABI/testing/sysfs-bus-iio); udev's hwdb gives an evdev accelerometer
/// one as `ACCEL_MOUNT_MATRIX` (systemd's hwdb/60-sensor.hwdb). Both use one text form, three rows
/// separated by semicolons: `"x1, y1, z1; x2, y2, z2; x3, y3, z3"`. A reading in the sensor's frame
/// `s` becomes `M · s` in the device's: the first row gives the device's x.
public struct MountMatrix: Sendable, Hashable, CustomStringConvertible {
    /// The rows, each three numbers.
    public var rows: [[Double]]

    /// The identity: the sensor is mounted with the device's axes.
    public static let identity = MountMatrix(rows: [[1, 0, 0], [0, 1, 0], [0, 0, 1]])

    private init(rows: [[Double]]) { self.rows = rows }

    /// Reads the text form; `path` names where it came from in the error (a sysfs file, `ACCEL_MOUNT_MATRIX`).
    public init(parsing text: String, path: String) throws(SensorError) {
        let rowTexts = text.trimmingCharacters(in: .whitespacesAndNewlines).split(
            separator: ";", omittingEmptySubsequences: false)
        let rows = rowTexts.map { row in
            row.split(separator: ",", omittingEmptySubsequences: false).map {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
        }
        let numbers = rows.map { $0.compactMap { $0 } }
        guard rows.count == 3, zip(rows, numbers).allSatisfy({ $0.count == 3 && $1.count == 3 }),
            numbers.joined().allSatisfy(\.isFinite)
        else {
            throw .malformedFile(
                path: path, text: text, expected: "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"")
        }
        self.rows = numbers
    }

    /// Whether the matrix is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The vector `(x, y, z)` of the sensor's frame in the device's frame.
    public func apply(_ x: Double, _ y: Double, _ z: Double) -> (x: Double, y: Double, z: Double) {
        let r = rows
        return (
            r[0][0] * x + r[0][1] * y + r[0][2] * z,
            r[1][0] * x + r[1][1] * y + r[1][2] * z,
            r[2][0] * x + r[2][1] * y + r[2][2] * z
        )
    }

    /// "identity", or the text form as `responder devices` prints it.
    public var description: String {
        if isIdentity { return "identity" }
        return rows.map { $0.map { Self.format($0) }.joined(separator: ", ") }.joined(separator: "; ")
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
