import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

// Discovering IIO devices in a sysfs tree and polling their channels (docs/input-devices.md, "Industrial
// I/O sensors", "Polled reading", "Units and signs"; Apple's CMAcceleration: g, where 1 g is 9.81 m/s²;
// behaviour 8.1: a device lying face up reads z = -1).
@Suite("IIO discovery and polled reading (docs/input-devices.md, \"Industrial I/O sensors\")")
struct IIODiscoveryTests {
    @Test("the fixture tree: three sensor devices in number order, a light sensor refused, the trigger ignored")
    func discovery() throws {
        let found = try IIODiscovery.devices(root: FakeSysfs.root)
        #expect(
            found.map { ($0.path as NSString).lastPathComponent } == [
                "iio:device0", "iio:device1", "iio:device2", "iio:device3",
            ])
        let device0 = try found[0].result.get()
        #expect(device0.name == "mpu6050" && device0.identifier == "iio:device0" && device0.samplingFrequency == 100)
        #expect(device0.sensors.map(\.kind) == [.accelerometer, .gyroscope])
        #expect(device0.sensors[0].channels.map(\.name) == ["in_accel_x", "in_accel_y", "in_accel_z"])
        #expect(device0.sensors[0].channels.allSatisfy { $0.scale == 0.000598550 && $0.offset == 0 })
        #expect(device0.sensors[0].mountMatrix.description == "0, 1, 0; -1, 0, 0; 0, 0, 1")
        #expect(device0.sensors[1].mountMatrix.isIdentity)
        let device1 = try found[1].result.get()
        #expect(device1.sensors.map(\.kind) == [.magnetometer])
        #expect(device1.sensors[0].channels.map(\.scale) == [0.001, 0.001, 0.002])
        #expect(device1.sensors[0].mountMatrix.description == "1, 0, 0; 0, -1, 0; 0, 0, -1")
        #expect(try found[2].result.get().sensors.first?.nearLevel == 150)
        #expect(found[3].result == .failure(.noSensorChannels(path: FakeSysfs.root + "/iio:device3")))
        #expect(try IIODiscovery.device(named: "ak8975", root: FakeSysfs.root).identifier == "iio:device1")
        #expect(throws: SensorError.noSuchDevice(name: "iio:device9", root: FakeSysfs.root)) {
            try IIODiscovery.device(named: "iio:device9", root: FakeSysfs.root)
        }
    }

    @Test("a missing root has no devices: a machine without IIO support")
    func missingRoot() throws {
        #expect(try IIODiscovery.devices(root: "/nonexistent/iio/devices").isEmpty)
    }

    @Test(
        "polled readings: accelerometer through its mount matrix into iOS's g, gyroscope in rad/s, magnetometer in µT")
    func polledReadings() throws {
        let device0 = try IIODiscovery.device(named: "iio:device0", root: FakeSysfs.root)
        let readings = try IIOPolledReader(device: device0).read(at: 2.5)
        #expect(readings.count == 2 && readings.allSatisfy { $0.timestamp == 2.5 })
        // Sensor (0.5 g, 0, 1 g) in the kernel's sign; the matrix turns sensor x into device -y; iOS's sign
        // flips all: (0, 0.5, -1).
        expectMotion(readings[0], .accelerometer, 0, 0.5, -1)
        expectMotion(readings[1], .gyroscope, 1, 0, -0.5)
        #expect(
            readings[0].hardwareInput
                == .accelerometer(
                    AccelerometerSample(
                        timestamp: 2.5, x: readings[0].accelerometerValues.x, y: readings[0].accelerometerValues.y,
                        z: readings[0].accelerometerValues.z)))
        let magnetometer = try IIOPolledReader(device: IIODiscovery.device(named: "ak8975", root: FakeSysfs.root))
            .read(at: 0)
        // 0.3, -0.2, 0.8 gauss; 1 G = 100 µT; the matrix flips y and z.
        expectMotion(magnetometer.first, .magnetometer, 30, 20, -80)
    }

    @Test("proximity: near from the device's near level on; the level is the raw reading")
    func proximity() throws {
        let copy = try FakeSysfs.copy()
        defer { FakeSysfs.remove(copy) }
        let device = try IIODiscovery.device(named: "stk3310", root: copy)
        let reader = IIOPolledReader(device: device)
        #expect(try reader.read(at: 1) == [.proximity(timestamp: 1, isNear: true, level: 200)])
        try FakeSysfs.write("150", to: copy + "/iio:device2/in_proximity_raw")
        #expect(try reader.read(at: 2) == [.proximity(timestamp: 2, isNear: true, level: 150)])
        try FakeSysfs.write("149", to: copy + "/iio:device2/in_proximity_raw")
        #expect(try reader.read(at: 3) == [.proximity(timestamp: 3, isNear: false, level: 149)])
        #expect(
            try reader.read(at: 3).first?.hardwareInput
                == .proximity(ProximitySample(timestamp: 3, isNear: false, distance: 149)))
        // Without a near level, anything from 1 up is near.
        try FileManager.default.removeItem(atPath: copy + "/iio:device2/in_proximity_nearlevel")
        let bare = IIOPolledReader(device: try IIODiscovery.device(named: "stk3310", root: copy))
        #expect(try bare.read(at: 4) == [.proximity(timestamp: 4, isNear: true, level: 149)])
        try FakeSysfs.write("0", to: copy + "/iio:device2/in_proximity_raw")
        #expect(try bare.read(at: 5) == [.proximity(timestamp: 5, isNear: false, level: 0)])
    }

    @Test("a per-axis scale and offset win over the shared ones: (raw + offset) × scale")
    func scaleAndOffset() throws {
        let copy = try FakeSysfs.copy { root in
            try FakeSysfs.write("0.01", to: root + "/iio:device0/in_anglvel_z_scale")
            try FakeSysfs.write("-100", to: root + "/iio:device0/in_anglvel_offset")
        }
        defer { FakeSysfs.remove(copy) }
        let readings = try IIOPolledReader(device: IIODiscovery.device(named: "iio:device0", root: copy)).read(at: 0)
        // x: (100 - 100) × 0.01; y: (0 - 100) × 0.01; z: (-50 - 100) × 0.01.
        expectMotion(readings[1], .gyroscope, 0, -1, -1.5)
    }

    @Test(
        "malformed files are typed errors naming the file; a device with one is listed with its error",
        arguments: [
            ("iio:device0/in_accel_scale", "fast", "a number"),
            ("iio:device1/mount_matrix", "1, 0, 0; 0, 1, 0", "a mount matrix \"x1, y1, z1; x2, y2, z2; x3, y3, z3\""),
            ("iio:device0/sampling_frequency", "nan", "a number"),
        ])
    func malformedFiles(file: String, text: String, expected: String) throws {
        let copy = try FakeSysfs.copy { try FakeSysfs.write(text, to: $0 + "/" + file) }
        defer { FakeSysfs.remove(copy) }
        let error = SensorError.malformedFile(path: copy + "/" + file, text: text + "\n", expected: expected)
        let found = try IIODiscovery.devices(root: copy)
        #expect(found.contains { $0.result == .failure(error) })
        #expect(error.description.hasPrefix(copy + "/" + file + ": expected "))
    }

    @Test("a raw file that is not a number when polled is a typed error naming it")
    func malformedRawFile() throws {
        let copy = try FakeSysfs.copy()
        defer { FakeSysfs.remove(copy) }
        let reader = IIOPolledReader(device: try IIODiscovery.device(named: "iio:device0", root: copy))
        try FakeSysfs.write("", to: copy + "/iio:device0/in_accel_y_raw")
        let path = copy + "/iio:device0/in_accel_y_raw"
        #expect(throws: SensorError.malformedFile(path: path, text: "\n", expected: "a number")) {
            try reader.read(at: 0)
        }
        try FileManager.default.removeItem(atPath: path)
        #expect(throws: SensorError.unreadable(path: path, errno: ENOENT)) { try reader.read(at: 0) }
    }
}

extension SensorReading {
    /// An accelerometer reading's values (zero for any other reading).
    fileprivate var accelerometerValues: (x: Double, y: Double, z: Double) {
        if case .accelerometer(let sample) = self { return (sample.x, sample.y, sample.z) }
        return (0, 0, 0)
    }
}
