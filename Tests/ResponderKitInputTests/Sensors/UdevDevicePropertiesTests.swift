import Foundation
import ResponderKitInput
import Testing

// docs/input-devices.md, "evdev accelerometers": an evdev accelerometer's mount matrix from udev's database
// (systemd's hwdb/60-sensor.hwdb sets ACCEL_MOUNT_MATRIX; udev writes it to /run/udev/data/c<major>:<minor>).
@Suite("udev properties: an evdev accelerometer's ACCEL_MOUNT_MATRIX from udev's database")
struct UdevDevicePropertiesTests {
    /// A fake udev database directory holding `files`, removed after `body`.
    private func withDatabase<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("udev-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        return try body(directory)
    }

    @Test("the E: lines of c<major>:<minor> are the device's properties; the mount matrix parses")
    func mountMatrix() throws {
        let database =
            "I:1234\nE:ID_INPUT=1\nE:ID_INPUT_ACCELEROMETER=1\nE:ACCEL_MOUNT_MATRIX=0, -1, 0; -1, 0, 0; 0, 0, 1\nG:seat\n"
        try withDatabase(["c13:70": database]) { directory in
            let properties = try #require(UdevDeviceProperties(major: 13, minor: 70, dataDirectory: directory))
            #expect(properties.values["ID_INPUT_ACCELEROMETER"] == "1")
            #expect(properties.values.count == 3)
            let matrix = try properties.accelerometerMountMatrix()
            let expected = try MountMatrix(parsing: "0, -1, 0; -1, 0, 0; 0, 0, 1", path: "expected")
            #expect(matrix == expected)
            // No record of another device; a device without the property has no matrix.
            #expect(UdevDeviceProperties(major: 13, minor: 71, dataDirectory: directory) == nil)
        }
        try withDatabase(["c13:70": "E:ID_INPUT=1\n"]) { directory in
            let matrix = try UdevDeviceProperties(major: 13, minor: 70, dataDirectory: directory)?
                .accelerometerMountMatrix()
            #expect(matrix == nil)
        }
    }

    @Test("a malformed ACCEL_MOUNT_MATRIX is a typed error naming the database file and the property")
    func malformed() throws {
        try withDatabase(["c13:70": "E:ACCEL_MOUNT_MATRIX=1, 0; 0, 1\n"]) { directory in
            let properties = try #require(UdevDeviceProperties(major: 13, minor: 70, dataDirectory: directory))
            #expect(
                throws: SensorError.malformedFile(
                    path: directory + "/c13:70, ACCEL_MOUNT_MATRIX", text: "1, 0; 0, 1",
                    expected: "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\"")
            ) {
                try properties.accelerometerMountMatrix()
            }
        }
    }

    #if os(Linux)
    @Test("a device node's number comes from stat: /dev/null is the character device 1:3; a file is none")
    func deviceNode() throws {
        try withDatabase(["c1:3": "E:ACCEL_MOUNT_MATRIX=-1, 0, 0; 0, -1, 0; 0, 0, 1\n"]) { directory in
            let properties = try #require(UdevDeviceProperties(deviceNode: "/dev/null", dataDirectory: directory))
            #expect(properties.path == directory + "/c1:3")
            let matrix = try properties.accelerometerMountMatrix()
            #expect(matrix?.isIdentity == false)
            #expect(UdevDeviceProperties(deviceNode: directory + "/c1:3", dataDirectory: directory) == nil)
        }
    }
    #endif
}
