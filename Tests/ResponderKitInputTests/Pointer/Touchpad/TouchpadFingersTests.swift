import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// Fingers and palms: `TouchpadFingers` (docs/input-devices.md, "Touchpads and mice as a pointer"; libinput's
/// palm detection page).
@Suite("Touchpad fingers and palms")
struct TouchpadFingersTests {
    @Test("libinput palm detection: a contact pressing harder than the palm threshold (130) neither moves nor taps")
    func palmIsIgnored() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 500, y: 300); $0.abs(EvdevCode.ABS_MT_PRESSURE, 200);
            $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        for index in 1...5 { stream.frame(after: 0.01) { $0.move(slot: 0, x: 500 + Int32(index) * 40) } }
        stream.frame(after: 0.01) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let output = translator.consume(stream.events) + translator.advance(to: 10)
        #expect(output.isEmpty)
        #expect(translator.touchpad?.palmCount == 1)
    }
}
