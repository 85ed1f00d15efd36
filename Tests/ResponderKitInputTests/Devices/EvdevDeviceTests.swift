import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Evdev devices: ioctls, opening, discovery")
struct EvdevDeviceTests {
    @Test("input behaviour 1.2: the ioctl requests computed with _IOC match the table")
    func ioctlTable() {
        let table: [(IoctlRequest, UInt32)] = [
            (EvdevIoctl.getVersion, 0x8004_4501),
            (EvdevIoctl.getID, 0x8008_4502),
            (EvdevIoctl.getName(length: 256), 0x8100_4506),
            (EvdevIoctl.getProperties(length: 8), 0x8008_4509),
            (EvdevIoctl.getBits(eventType: EvdevCode.EV_ABS, length: 8), 0x8008_4523),
            (EvdevIoctl.getBits(eventType: EvdevCode.EV_KEY, length: 96), 0x8060_4521),
            (EvdevIoctl.getKeyState(length: 96), 0x8060_4518),
            (EvdevIoctl.getAbsoluteAxis(EvdevCode.ABS_MT_SLOT), 0x8018_456f),
            (EvdevIoctl.getAbsoluteAxis(EvdevCode.ABS_X), 0x8018_4540),
            (EvdevIoctl.getMultiTouchSlots(length: 4 * (1 + 10)), 0x802c_450a),
            (EvdevIoctl.grab, 0x4004_4590),
            (EvdevIoctl.setClockID, 0x4004_45a0),
        ]
        for (request, value) in table {
            #expect(request.rawValue == value, "\(request.name)")
        }
    }

    @Test("input behaviour 1.2: EVIOCGABS is 0x80184540 + code and EVIOCGMTSLOTS is 0x8000450a | len << 16")
    func ioctlFamilies() {
        for code in UInt16(0)...EvdevCode.ABS_MAX {
            #expect(EvdevIoctl.getAbsoluteAxis(code).rawValue == 0x8018_4540 + UInt32(code))
        }
        for slots in [1, 2, 10, 60] {
            let length = 4 * (1 + slots)
            #expect(EvdevIoctl.getMultiTouchSlots(length: length).rawValue == 0x8000_450a | UInt32(length) << 16)
        }
    }

    @Test("input behaviour 1.2: a request decodes back into its direction, size, type and number")
    func ioctlFields() {
        let request = EvdevIoctl.getAbsoluteAxis(EvdevCode.ABS_MT_POSITION_X)
        #expect(request.direction == .read && request.size == 24 && request.type == 0x45 && request.number == 0x75)
        #expect(request.description == "EVIOCGABS(ABS_MT_POSITION_X) (0x80184575)")
        #expect(EvdevIoctl.grab.direction == .write)
        #expect(
            IoctlRequest(name: "big", direction: .read, type: 0x45, number: 0x0a, size: 1 << 20).size
                == IoctlRequest.maximumSize)
    }

    @Test("input behaviour 1.2: opening a device that does not exist is a typed error naming the path")
    func openMissingDevice() {
        #expect(throws: EvdevDeviceError.openFailed(path: "/nonexistent/input/event0", errno: ENOENT)) {
            try EvdevDevice(path: "/nonexistent/input/event0")
        }
        let message = EvdevDeviceError.openFailed(path: "/nonexistent/input/event0", errno: ENOENT).description
        #expect(message.hasPrefix("cannot open /nonexistent/input/event0: ") && message.hasSuffix("(errno 2)"))
    }

    @Test("input behaviour 1.2: a file that is not an evdev device fails on the first ioctl, naming it")
    func notAnEvdevDevice() throws {
        let path = NSTemporaryDirectory() + "not-evdev-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data([1, 2, 3]).write(to: URL(fileURLWithPath: path))
        #expect(throws: EvdevDeviceError.ioctlFailed(path: path, request: "EVIOCGVERSION", errno: ENOTTY)) {
            try EvdevDevice(path: path)
        }
        // The state query reports the same way.
        let fd = open(path, O_RDONLY)
        defer { close(fd) }
        let query = IoctlDeviceStateQuery(fileDescriptor: fd, path: path)
        #expect(throws: EvdevDeviceError.ioctlFailed(path: path, request: "EVIOCGMTSLOTS(44)", errno: ENOTTY)) {
            try query.slotValues(of: EvdevCode.ABS_MT_TRACKING_ID, slotCount: 10)
        }
    }

    @Test("input behaviour 1.2: discovery of a missing directory is an empty list")
    func discoveryWithoutDirectory() throws {
        #expect(try DeviceDiscovery.devices(in: "/nonexistent/input").isEmpty)
        // The real directory: whatever the machine has (nothing in CI), it never crashes.
        _ = try? DeviceDiscovery.devices()
    }

    @Test("input behaviour 1.2: discovery lists event nodes in numeric order, each with its identity or error")
    func discoveryListsEventNodes() throws {
        let directory = NSTemporaryDirectory() + "input-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for name in ["event10", "event2", "mouse0", "eventX"] {
            try Data().write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let devices = try DeviceDiscovery.devices(in: directory)
        #expect(devices.map(\.path) == [directory + "/event2", directory + "/event10"])
        for device in devices {
            #expect(device.deviceDescription == nil)
            #expect(throws: EvdevDeviceError.ioctlFailed(path: device.path, request: "EVIOCGVERSION", errno: ENOTTY)) {
                try device.result.get()
            }
            #expect(device.summary.hasPrefix(device.path + ": EVIOCGVERSION failed on " + device.path))
        }
    }

    @Test("input behaviour 1.2: a discovered device summarizes its name, kind and axis ranges")
    func discoverySummary() {
        let entry = DiscoveredInputDevice(path: "/dev/input/event5", result: .success(TestDevices.touchscreen()))
        #expect(entry.summary == "/dev/input/event5: Test Touchscreen (direct, 10 slots, X 0...1000, Y 0...2000)")
    }
}
