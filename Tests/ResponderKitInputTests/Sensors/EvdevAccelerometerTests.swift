import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// evdev accelerometers (Documentation/input/event-codes.rst, "INPUT_PROP_ACCELEROMETER": ABS_X/Y/Z in
// units per g; docs/input-devices.md, "evdev accelerometers"; behaviour 8.1: face up reads z = -1 g).
@Suite("evdev accelerometers: classified once, scaled to g (docs/input-devices.md, \"evdev accelerometers\")")
struct EvdevAccelerometerTests {
    static var device: InputDeviceDescription {
        var device = InputDeviceDescription(name: "Accelerometer")
        device.properties = [EvdevCode.INPUT_PROP_ACCELEROMETER]
        device.codes = [EvdevCode.EV_ABS: [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_Z]]
        for code in [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_Z] {
            device.axes[code] = AbsoluteAxisInfo(minimum: -512, maximum: 511, resolution: 256)
        }
        return device
    }

    private func samples(_ inputs: [HardwareInput]) -> [AccelerometerSample] {
        inputs.compactMap { if case .accelerometer(let sample) = $0 { sample } else { nil } }
    }

    @Test("INPUT_PROP_ACCELEROMETER makes an accelerometer, even with positions and BTN_TOUCH")
    func classification() {
        #expect(InputDeviceClass(Self.device) == .accelerometer)
        var touchLike = Self.device
        touchLike.codes[EvdevCode.EV_KEY] = [EvdevCode.BTN_TOUCH]
        #expect(InputDeviceClass(touchLike) == .accelerometer)
        #expect(!InputDeviceClass.accelerometer.isPointer && InputDeviceClass.accelerometer.pointerDeviceKind == nil)
        touchLike.properties = []
        #expect(InputDeviceClass(touchLike) == .touchscreen)
    }

    @Test("each SYN_REPORT that changed an axis is one sample: value / resolution in g, iOS's sign, the mount matrix")
    func samples() throws {
        var stream = EvdevStream(start: 100)
        stream.frame(after: 0) { $0.abs(EvdevCode.ABS_Z, 256) }
        stream.frame(after: 0.02) {
            $0.abs(EvdevCode.ABS_X, 128); $0.abs(EvdevCode.ABS_Z, 0)
        }
        stream.frame(after: 0.02) { _ in }
        var plain = EvdevAccelerometer(device: Self.device, startTime: 3)
        let flat = samples(plain.consume(stream.events))
        #expect(flat.count == 2)
        #expect(flat[0] == AccelerometerSample(timestamp: 3, x: 0, y: 0, z: -1))
        #expect(abs(flat[1].timestamp - 3.02) < 1e-9 && abs(flat[1].x + 0.5) < 1e-12 && flat[1].z == 0)
        let matrix = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1", path: "ACCEL_MOUNT_MATRIX")
        var turned = EvdevAccelerometer(device: Self.device, mountMatrix: matrix, startTime: 0)
        let rotated = samples(turned.consume(stream.events))
        #expect(rotated[1].x == 0 && abs(rotated[1].y - 0.5) < 1e-12)
    }

    @Test("after SYN_DROPPED the frame is dropped and counted; an axis without resolution loses its frames, counted")
    func losses() {
        var stream = EvdevStream()
        stream.frame { $0.abs(EvdevCode.ABS_Z, 256) }
        stream.dropped()
        stream.frame { $0.abs(EvdevCode.ABS_Z, 0) }
        stream.frame { $0.abs(EvdevCode.ABS_Y, 256) }
        var accelerometer = EvdevAccelerometer(device: Self.device)
        #expect(samples(accelerometer.consume(stream.events)).map(\.y) == [0, -1])
        #expect(accelerometer.losses.description == "1 (accelerometer frames dropped by the kernel (SYN_DROPPED): 1)")
        var unscaled = Self.device
        unscaled.axes[EvdevCode.ABS_Y]?.resolution = 0
        var lossy = EvdevAccelerometer(device: unscaled)
        #expect(lossy.consume(stream.events).isEmpty)
        #expect(lossy.losses.total == 3)
    }

    @Test("a device input source reads an accelerometer's events into samples through its mount matrix, losses counted")
    func deviceInputSource() throws {
        var stream = EvdevStream(start: 50)
        stream.frame(after: 0) { $0.abs(EvdevCode.ABS_X, 256) }
        stream.dropped()
        stream.frame { $0.abs(EvdevCode.ABS_Z, 256) }
        stream.frame { $0.abs(EvdevCode.ABS_Y, -128) }
        let path = NSTemporaryDirectory() + "accelerometer-\(getpid()).events"
        try Data(EvdevByteDecoder.encode(stream.events)).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        let source = DeviceInputSource(
            fileDescriptor: descriptor, path: path, description: Self.device, startTime: .fixed(0))
        #expect(source.deviceClass == .accelerometer)
        source.accelerometerMountMatrix = try MountMatrix(parsing: "0, 1, 0; 1, 0, 0; 0, 0, -1", path: "m")
        var inputs: [HardwareInput] = []
        while source.end == nil { inputs += source.read(timeout: 0).inputs }
        let read = samples(inputs)
        // Sensor (1 g, 0, 0) is device y = 1 g, iOS's -1; the frame after SYN_DROPPED is lost; then sensor
        // (1, -0.5, 1) g is device (-0.5, 1, -1) g, iOS's (0.5, -1, 1).
        #expect(read.map(\.x) == [0, 0.5] && read.map(\.y) == [-1, -1] && read.map(\.z) == [0, 1])
        #expect(source.losses.total == 1)
    }
}
