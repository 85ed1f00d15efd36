import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitTestSupport
import Testing

// The built `responder` on the fake IIO tree of Tests/Fixtures/iio-sysfs (docs/cli.md, "responder devices"
// and "Sensors"; docs/input-devices.md, "Industrial I/O sensors"). No test touches real hardware: the
// evdev directory is an empty temporary one. Units: Apple's CMAcceleration (g), behaviour 8.1 (face up
// reads z = -1) and 8.6 (rad/s, µT).
@Suite("responder devices, record and live with IIO sensors (docs/cli.md, \"Sensors\")")
struct SensorCLITests {
    private static func withDirectory<T>(_ body: (String) throws -> T) throws -> T {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try body(directory)
    }

    @Test("devices lists each IIO sensor with what it became, its unit, scale, rate and mount matrix")
    func devices() throws {
        let run = try Self.withDirectory {
            try CLIRun.run(["devices", "--directory", $0, "--sysfs-root", FakeSysfs.root])
        }
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex(of: "IIO sensors in \(FakeSysfs.root):"))
        #expect(
            Array(lines[(start + 1)...]) == [
                "  iio:device0: mpu6050, 100 Hz",
                "      became: accelerometer in g, scale 0.00059855 m/s² per unit, mount matrix 0, 1, 0; -1, 0, 0; 0, 0, 1",
                "      became: gyroscope in rad/s, scale 0.01 rad/s per unit, mount matrix identity",
                "  iio:device1: ak8975, rate not reported",
                "      became: magnetometer in µT, scale 0.001, 0.001, 0.002 G per unit, mount matrix 1, 0, 0; 0, -1, 0; 0, 0, -1",
                "  iio:device2: stk3310, rate not reported",
                "      became: proximity, near from level 150, scale 1",
                "  iio:device3: \(FakeSysfs.root)/iio:device3: no accelerometer, gyroscope, magnetometer or proximity channel",
            ])
        let none = try Self.withDirectory {
            try CLIRun.run(["devices", "--directory", $0, "--sysfs-root", $0 + "/none"])
        }
        #expect(none.status == 0 && none.text.contains("No IIO sensors: "))
    }

    @Test(
        "record --sensors writes accelerometer, gyroscope, magnetometer and proximity samples in Core Motion's units to a trace"
    )
    func record() throws {
        let (run, text) = try Self.withDirectory { directory -> (CLIRun, String) in
            let output = directory + "/motion.jsonl"
            let run = try CLIRun.run([
                "record", "--sensors", "mpu6050,iio:device1,stk3310", "--sysfs-root", FakeSysfs.root, "--rate", "100",
                "--duration", "0.2", "-o", output,
            ])
            return (run, (try? String(contentsOfFile: output, encoding: .utf8)) ?? "")
        }
        #expect(run.status == 0, "\(run.errors)")
        let trace = try Trace.read(text, file: "motion.jsonl")
        #expect(trace.header.source?.hasPrefix("responder record --sensors iio:device0 (mpu6050") == true)
        var accelerometer: [AccelerometerSample] = [], gyroscope: [GyroscopeSample] = []
        var magnetometer: [MagnetometerSample] = [], proximity: [ProximitySample] = []
        for input in trace.inputs {
            switch input {
            case .accelerometer(let sample): accelerometer.append(sample)
            case .gyroscope(let sample): gyroscope.append(sample)
            case .magnetometer(let sample): magnetometer.append(sample)
            case .proximity(let sample): proximity.append(sample)
            default: Issue.record("unexpected input \(input)")
            }
        }
        #expect(
            !accelerometer.isEmpty && accelerometer.count == gyroscope.count && gyroscope.count == magnetometer.count)
        let first = try #require(accelerometer.first)
        #expect(first.timestamp >= 0 && first.timestamp < 0.2)
        #expect(abs(first.x) < 1e-4 && abs(first.y - 0.5) < 1e-4 && abs(first.z + 1) < 1e-4)
        #expect(gyroscope.first.map { abs($0.x - 1) < 1e-9 && abs($0.z + 0.5) < 1e-9 } == true)
        #expect(
            magnetometer.first.map { abs($0.x - 30) < 1e-9 && abs($0.y - 20) < 1e-9 && abs($0.z + 80) < 1e-9 } == true)
        #expect(zip(accelerometer, accelerometer.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
        // The proximity sensor's readings are written too, with the kernel's level as the distance (behaviour 8.7).
        #expect(proximity.count == accelerometer.count)
        #expect(proximity.first.map { $0.isNear && $0.distance == 200 } == true)
    }

    @Test("live --sensors prints proximity changes and counts the readings")
    func live() throws {
        let run = try CLIRun.run([
            "live", "--sensors", "stk3310,mpu6050", "--sysfs-root", FakeSysfs.root, "--duration", "0.1",
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("s  proximity near (level 200.0)"))
        #expect(run.text.contains("Sensor readings: ") && run.text.contains(" accelerometer, "))
    }

    @Test("errors: an unknown sensor, a malformed file, no device at all, a bad mount matrix or rate")
    func errors() throws {
        let unknown = try CLIRun.run([
            "record", "--sensors", "iio:device9", "--sysfs-root", FakeSysfs.root, "-o", "/dev/null",
        ])
        #expect(unknown.status == 1 && unknown.errors.contains("no IIO device iio:device9 in \(FakeSysfs.root)"))
        let copy = try FakeSysfs.copy { try FakeSysfs.write("fast", to: $0 + "/iio:device0/in_accel_scale") }
        defer { FakeSysfs.remove(copy) }
        let malformed = try CLIRun.run(["live", "--sensors", "iio:device0", "--sysfs-root", copy, "--duration", "0.1"])
        #expect(malformed.status == 1)
        #expect(malformed.errors.contains("\(copy)/iio:device0/in_accel_scale: expected a number, found \"fast\\n\""))
        let neither = try CLIRun.run(["record", "-o", "/dev/null"])
        #expect(neither.status == 64 && neither.errors.contains("expected a device node"))
        let both = try CLIRun.run(["record", "/dev/input/event0", "--sensors", "iio:device0", "-o", "/dev/null"])
        #expect(both.status == 64 && both.errors.contains("not both"))
        let matrix = try CLIRun.run(["live", "/dev/input/event0", "--accel-mount-matrix", "1, 0, 0"])
        #expect(matrix.status == 64 && matrix.errors.contains("--accel-mount-matrix: expected a mount matrix"))
        let rate = try CLIRun.run(["live", "--sensors", "iio:device0", "--rate", "0"])
        #expect(rate.status == 64 && rate.errors.contains("--rate: expected"))
    }
}

// A recording of buffered records, as iio_readdev writes them (docs/cli.md, "Sensors"; docs/input-devices.md,
// "Buffered reading: scan elements"), decoded with the layout of the fake tree's scan elements.
@Suite("responder record --buffer: an IIO device's buffered records into a trace (docs/cli.md, \"Sensors\")")
struct SensorBufferCLITests {
    private static func record(_ bytes: [UInt8]) throws -> (run: CLIRun, trace: Trace?) {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let input = directory + "/capture.bin", output = directory + "/motion.jsonl"
        try Data(bytes).write(to: URL(fileURLWithPath: input))
        let run = try CLIRun.run([
            "record", "--sensors", "iio:device0", "--sysfs-root", FakeSysfs.root, "--buffer", input, "-o", output,
        ])
        let text = try? String(contentsOfFile: output, encoding: .utf8)
        return (run, try text.map { try Trace.read($0, file: "motion.jsonl") })
    }

    private static let records =
        FakeSysfs.device0Record(accel: [0, 0, 16384], anglvel: [100, 0, -50], nanoseconds: 7_000_000_000)
        + FakeSysfs.device0Record(accel: [0, -16384, 0], anglvel: [0, 0, 0], nanoseconds: 7_010_000_000)

    @Test("each record gives its samples, timed from the first record's timestamp")
    func records() throws {
        let (run, trace) = try Self.record(Self.records)
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("Recorded 4 samples from 2 records"))
        let inputs = try #require(trace?.inputs)
        #expect(inputs.map(\.timestamp) == [0, 0, 0.01, 0.01])
        guard case .accelerometer(let face) = inputs[0], case .accelerometer(let side) = inputs[2] else {
            Issue.record("expected accelerometer samples, found \(inputs)")
            return
        }
        #expect(abs(face.z + 1) < 1e-4 && abs(side.x - 1) < 1e-4)
        #expect(inputs[1] == .gyroscope(GyroscopeSample(timestamp: 0, x: 1, y: 0, z: -0.5)))
    }

    @Test("a file that ends inside a record: the whole records are written, then an error names the byte offset")
    func truncated() throws {
        let (run, trace) = try Self.record(Self.records + [1, 2, 3, 4, 5])
        #expect(run.status == 1)
        #expect(run.errors.contains("capture.bin, byte 48: the stream ends inside a record (5 of 24 bytes)"))
        #expect(trace?.inputs.count == 4)
    }
}
