import Foundation
import ResponderKitTestSupport

/// The hand-made IIO sysfs tree of `Tests/Fixtures/iio-sysfs` (its README says what each device holds),
/// and copies of it the sensor tests change (a malformed file, a new scan element).
package enum FakeSysfs {
    /// The fixture tree, read only.
    package static let root = RepositoryPaths.fixtures.appendingPathComponent("iio-sysfs").path

    /// A copy of the fixture tree in a fresh temporary directory; `change` edits it before it is returned.
    /// The caller removes it (``remove(_:)``).
    package static func copy(_ change: (String) throws -> Void = { _ in }) throws -> String {
        let directory = try CLIProcess.makeTemporaryDirectory()
        let copy = directory + "/devices"
        try FileManager.default.copyItem(atPath: root, toPath: copy)
        try change(copy)
        return copy
    }

    /// Writes `text` and a newline to `path` (as sysfs shows a value).
    package static func write(_ text: String, to path: String) throws {
        try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Removes a copy made by ``copy(_:)``.
    package static func remove(_ copy: String) {
        try? FileManager.default.removeItem(atPath: (copy as NSString).deletingLastPathComponent)
    }

    /// One record of `iio:device0`'s buffer (24 bytes: three little-endian then three big-endian signed
    /// 16-bit axes, 4 bytes of padding, a little-endian 64-bit timestamp in nanoseconds).
    package static func device0Record(accel: [Int16], anglvel: [Int16], nanoseconds: Int64) -> [UInt8] {
        var bytes: [UInt8] = []
        for value in accel { bytes += withUnsafeBytes(of: value.littleEndian) { Array($0) } }
        for value in anglvel { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        bytes += [0, 0, 0, 0]
        bytes += withUnsafeBytes(of: nanoseconds.littleEndian) { Array($0) }
        return bytes
    }
}
