import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// A pad's size in millimetres and the fallbacks for devices that report nonsense: `TouchpadGeometry`
/// (docs/input-devices.md, "Touchpads and mice as a pointer": "Millimetres, not device units").
@Suite("Touchpad geometry")
struct TouchpadGeometryTests {
    @Test(
        "docs/input-devices.md (millimetres, not device units): zero resolution, inverted or empty ranges get libinput's 69 × 50 mm fallback and a warning, never a crash"
    )
    func badDevices() throws {
        let noResolution = TouchpadGeometry(device: TestPads.touchpad(resolution: 0))
        #expect(noResolution.widthMillimetres == 69 && noResolution.heightMillimetres == 50)
        #expect(noResolution.warnings.count == 2 && !noResolution.isMeasured)
        let absurd = TouchpadGeometry(device: TestPads.touchpad(resolution: 1, xRange: 0...32767, yRange: 0...32767))
        #expect(
            absurd.widthMillimetres == 69
                && absurd.warnings.contains { if case .implausibleSize = $0 { true } else { false } })
        var inverted = TestPads.touchpad()
        inverted.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 1000, maximum: 0, resolution: 10)
        inverted.axes[EvdevCode.ABS_MT_POSITION_Y] = AbsoluteAxisInfo(minimum: 5, maximum: 5)
        let geometry = TouchpadGeometry(device: inverted)
        #expect(geometry.warnings.contains(.invertedRange(axis: "X", minimum: 1000, maximum: 0)))
        #expect(geometry.warnings.contains(.emptyRange(axis: "Y")))
        #expect(geometry.warnings.allSatisfy { !$0.description.isEmpty })
        var missing = TestPads.touchpad()
        missing.axes = [:]
        #expect(TouchpadGeometry(device: missing).warnings == [.emptyRange(axis: "X"), .emptyRange(axis: "Y")])

        // Nonsense values on a nonsense device: the pointer moves, stays on the screen, nothing crashes.
        for device in [TestPads.touchpad(resolution: 0), inverted, TestPads.touchpad(resolution: -5)] {
            var translator = try TestPads.translator(device)
            var stream = EvdevStream(start: 0.99)
            stream.frame {
                $0.down(slot: 0, id: 1, x: 0, y: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
            }
            for value: Int32 in [Int32.max, Int32.min, 1_000_000, -1_000_000, 0] {
                stream.frame(after: 0.001) { $0.move(slot: 0, x: value, y: value) }
            }
            stream.frame {
                $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
            }
            let output = translator.consume(stream.events) + translator.deviceRemoved()
            #expect(output.pointers.allSatisfy { TestPads.screen.contains($0.location) })
            #expect(!translator.warnings.isEmpty)
        }
    }
}
