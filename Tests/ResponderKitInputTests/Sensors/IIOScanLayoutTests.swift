import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

// Record layout as the kernel's iio_compute_scan_bytes makes it (docs/input-devices.md, "Buffered reading:
// scan elements").
@Suite("IIO scan layout: each element aligned on its size (docs/input-devices.md, \"Buffered reading: scan elements\")")
struct IIOScanLayoutTests {
    private func type(_ text: String) throws -> IIOScanType { try IIOScanType(parsing: text, path: "t") }

    @Test("the fixture's six 16-bit axes and a 64-bit timestamp: the timestamp at byte 16, 24-byte records")
    func fixtureLayout() throws {
        let layout = try IIOScanLayout.enabled(inDevice: FakeSysfs.root + "/iio:device0")
        #expect(
            layout.elements.map(\.name) == [
                "in_accel_x", "in_accel_y", "in_accel_z", "in_anglvel_x", "in_anglvel_y", "in_anglvel_z",
                "in_timestamp",
            ])
        #expect(layout.elements.map(\.offset) == [0, 2, 4, 6, 8, 10, 16])
        #expect(layout.recordSize == 24)
        // The shared in_accel_type gives the accelerometer's axes their type.
        #expect(layout.element(named: "in_accel_y")?.type.description == "le:s16/16>>0")
        #expect(layout.element(named: "in_anglvel_y")?.type.isBigEndian == true)
    }

    @Test("elements go in index order; a record is padded to its largest element")
    func alignment() throws {
        let layout = try IIOScanLayout(
            elements: [
                ("in_b", 1, try type("le:s32/32>>0")), ("in_a", 0, try type("le:u8/8>>0")),
                ("in_c", 2, try type("le:s16/16>>0")),
            ], path: "scan_elements")
        #expect(layout.elements.map(\.name) == ["in_a", "in_b", "in_c"])
        #expect(layout.elements.map(\.offset) == [0, 4, 8])
        #expect(layout.recordSize == 12)
    }

    @Test("disabled elements take no room; none enabled is a typed error naming the directory")
    func disabled() throws {
        let copy = try FakeSysfs.copy { root in
            let scan = root + "/iio:device0/scan_elements/"
            for name in ["in_anglvel_x", "in_anglvel_y", "in_anglvel_z"] {
                try FakeSysfs.write("0", to: scan + name + "_en")
            }
        }
        defer { FakeSysfs.remove(copy) }
        let layout = try IIOScanLayout.enabled(inDevice: copy + "/iio:device0")
        #expect(layout.elements.map(\.offset) == [0, 2, 4, 8])
        #expect(layout.recordSize == 16)
        #expect(throws: SensorError.badScanLayout(path: "s", reason: "no scan element is enabled")) {
            try IIOScanLayout(elements: [], path: "s")
        }
    }

    @Test("a malformed _index or _type file is a typed error naming it")
    func malformedFiles() throws {
        let copy = try FakeSysfs.copy { root in
            try FakeSysfs.write("le:s16/", to: root + "/iio:device0/scan_elements/in_anglvel_y_type")
        }
        defer { FakeSysfs.remove(copy) }
        let path = copy + "/iio:device0/scan_elements/in_anglvel_y_type"
        #expect(
            throws: SensorError.malformedFile(
                path: path, text: "le:s16/\n", expected: "a scan type such as \"le:s16/16>>0\"")
        ) {
            try IIOScanLayout.enabled(inDevice: copy + "/iio:device0")
        }
        let index = try FakeSysfs.copy { root in
            try FakeSysfs.write("two", to: root + "/iio:device0/scan_elements/in_accel_z_index")
        }
        defer { FakeSysfs.remove(index) }
        let indexPath = index + "/iio:device0/scan_elements/in_accel_z_index"
        #expect(throws: SensorError.malformedFile(path: indexPath, text: "two\n", expected: "a number")) {
            try IIOScanLayout.enabled(inDevice: index + "/iio:device0")
        }
        // An index too large for the kernel's (an int) is an error, not a crash converting it.
        let huge = try FakeSysfs.copy { root in
            try FakeSysfs.write("1e300", to: root + "/iio:device0/scan_elements/in_accel_z_index")
        }
        defer { FakeSysfs.remove(huge) }
        let hugePath = huge + "/iio:device0/scan_elements/in_accel_z_index"
        #expect(
            throws: SensorError.malformedFile(path: hugePath, text: String(1e300), expected: "a scan index (0 or more)")
        ) {
            try IIOScanLayout.enabled(inDevice: huge + "/iio:device0")
        }
    }

    @Test("a repeated element whose size is not a power of two is refused, as the kernel cannot align it")
    func oddRepeat() throws {
        #expect(throws: SensorError.self) {
            try IIOScanLayout(elements: [("in_q", 0, try type("le:s16/16X3>>0"))], path: "s")
        }
    }
}
