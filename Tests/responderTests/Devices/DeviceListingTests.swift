import Foundation
import ResponderKitInput
import ResponderKitReplay
import Testing

@testable import responder

#if canImport(Glibc)
import Glibc
#endif

// What `responder devices` prints (docs/cli.md, "responder devices"). The listing belongs to the command-line tool,
// reached through `@testable import`; a device with axes cannot be opened in a test, so the lines are
// checked from discovered descriptions.

@Suite("responder devices: the listing (docs/cli.md, \"responder devices\")")
struct DeviceListingTests {
    @Test("devices: none is a clear message; each device is listed with its kind and ranges")
    func deviceListing() {
        let none = DeviceListing.lines(for: [], directory: "/dev/input")
        #expect(none.first?.hasPrefix("No input devices: /dev/input has no event* nodes") == true)
        var description = SyntheticRecording.device
        description.name = "Panel"
        let listed = DeviceListing.lines(for: [
            DiscoveredInputDevice(path: "/dev/input/event3", result: .success(description)),
            DiscoveredInputDevice(
                path: "/dev/input/event4", result: .failure(.openFailed(path: "/dev/input/event4", errno: EACCES))),
        ])
        #expect(listed[0] == "Input devices in /dev/input:")
        #expect(listed[1] == "  /dev/input/event3: Panel (direct, 10 slots, X 0...4095, Y 0...3071)")
        #expect(listed[2] == "      pressure 0...255, touch major 0...255, resolution 16 units/mm")
        #expect(listed[3].hasPrefix("  /dev/input/event4: cannot open /dev/input/event4"))
        #expect(listed.last?.contains("join the 'input' group") == true)
    }
}

// An evdev accelerometer in `responder devices` (docs/cli.md, "responder devices"; docs/input-devices.md,
// "evdev accelerometers").
@Suite("responder devices: evdev accelerometers (docs/cli.md, \"responder devices\")")
struct AccelerometerListingTests {
    @Test("an accelerometer's scale is one over each axis's resolution; without one, a warning")
    func accelerometer() {
        var description = InputDeviceDescription(name: "Accelerometer")
        for code in [EvdevCode.ABS_X, EvdevCode.ABS_Y, EvdevCode.ABS_Z] {
            description.axes[code] = AbsoluteAxisInfo(minimum: -512, maximum: 511, resolution: 256)
        }
        #expect(
            SensorListing.describe(accelerometer: description)
                == "accelerometer in g, scale 1/256, 1/256, 1/256 g per unit, mount matrix identity unless --accel-mount-matrix is given"
        )
        description.axes[EvdevCode.ABS_Z]?.resolution = 0
        #expect(SensorListing.describe(accelerometer: description).contains("warning: an axis has no resolution"))
    }
}
