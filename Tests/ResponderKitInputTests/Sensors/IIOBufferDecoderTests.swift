import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

// Decoding an IIO device's buffered records (docs/input-devices.md, "Buffered reading: scan elements"):
// nothing is dropped, a cut record waits for its end, a truncated stream is a typed error at its offset.
@Suite("IIO buffered records into readings (docs/input-devices.md, \"Buffered reading: scan elements\")")
struct IIOBufferDecoderTests {
    private func decoder(startTime: TimeInterval = 10) throws -> IIOBufferDecoder {
        let device = try IIODiscovery.device(named: "iio:device0", root: FakeSysfs.root)
        let layout = try IIOScanLayout.enabled(inDevice: device.path)
        return try IIOBufferDecoder(device: device, layout: layout, path: "/dev/iio:device0", startTime: startTime)
    }

    private var twoRecords: [UInt8] {
        FakeSysfs.device0Record(accel: [0, 0, 16384], anglvel: [100, 0, -50], nanoseconds: 5_000_000_000)
            + FakeSysfs.device0Record(accel: [0, -16384, 0], anglvel: [0, 0, 0], nanoseconds: 5_010_000_000)
    }

    @Test("records give one reading per sensor, timed by the timestamp element from the start time")
    func records() throws {
        var decoder = try decoder()
        let readings = decoder.decode(twoRecords)
        #expect(readings.map(\.timestamp) == [10, 10, 10.01, 10.01])
        // Face up (z = +1 g in the kernel's sign): iOS reads -1 g.
        expectMotion(readings[0], .accelerometer, 0, 0, -1)
        expectMotion(readings[1], .gyroscope, 1, 0, -0.5)
        // Sensor y = -1 g; the matrix makes device x = sensor y; iOS's sign: x = +1.
        expectMotion(readings[2], .accelerometer, 1, 0, 0)
        #expect(decoder.recordCount == 2 && decoder.offset == 48)
        #expect(throws: Never.self) { try decoder.finish() }
    }

    @Test(
        "a record cut across reads is kept for the next read, whatever the pieces", arguments: [1, 5, 23, 24, 25, 47])
    func pieces(cut: Int) throws {
        var whole = try decoder()
        let expected = whole.decode(twoRecords)
        var pieces = try decoder()
        var readings = pieces.decode(Array(twoRecords[..<cut]))
        #expect(readings.count == (cut / 24) * 2)
        readings += pieces.decode(Array(twoRecords[cut...]))
        #expect(readings == expected)
        #expect(throws: Never.self) { try pieces.finish() }
    }

    @Test("a stream that ends inside a record is a typed error naming the path and the record's offset")
    func truncated() throws {
        var decoder = try decoder()
        _ = decoder.decode(twoRecords + [1, 2, 3])
        #expect(throws: SensorError.truncatedRecord(path: "/dev/iio:device0", offset: 48, length: 3, recordSize: 24)) {
            try decoder.finish()
        }
        #expect(
            SensorError.truncatedRecord(path: "/dev/iio:device0", offset: 48, length: 3, recordSize: 24).description
                == "/dev/iio:device0, byte 48: the stream ends inside a record (3 of 24 bytes)")
    }

    @Test("without a timestamp element records are spaced by the sampling frequency; without either, an error")
    func noTimestamp() throws {
        let copy = try FakeSysfs.copy {
            try FakeSysfs.write("0", to: $0 + "/iio:device0/scan_elements/in_timestamp_en")
        }
        defer { FakeSysfs.remove(copy) }
        var device = try IIODiscovery.device(named: "iio:device0", root: copy)
        let layout = try IIOScanLayout.enabled(inDevice: device.path)
        #expect(layout.recordSize == 12)
        var decoder = try IIOBufferDecoder(device: device, layout: layout, path: "f")
        let record = Array(FakeSysfs.device0Record(accel: [0, 0, 16384], anglvel: [0, 0, 0], nanoseconds: 0)[..<12])
        #expect(decoder.decode(record + record).map(\.timestamp) == [0, 0, 0.01, 0.01])
        device.samplingFrequency = nil
        #expect(
            throws: SensorError.badScanLayout(
                path: "f", reason: "records have no in_timestamp element and the device no sampling_frequency")
        ) {
            try IIOBufferDecoder(device: device, layout: layout, path: "f")
        }
    }
}
