import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// Physical clicks: `TouchpadButtons` (docs/input-devices.md, "Touchpads and mice as a pointer"; libinput's
/// clickpad page and `evdev-mt-touchpad-buttons.c`).
@Suite("Touchpad buttons")
struct TouchpadButtonsTests {
    /// One finger lands in the clickpad's bottom-right button area (90, 68 mm) and presses it 200 ms later.
    private func pressInTheRightButtonArea() -> EvdevStream {
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 900, y: 680); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        stream.frame(after: 0.2) { $0.key(EvdevCode.BTN_LEFT, 1) }
        return stream
    }

    @Test("libinput software buttons: a clickpad press with the finger in the bottom-right area is a secondary click")
    func softwareRightButton() throws {
        var translator = try TestPads.translator(TestPads.touchpad(clickpad: true))
        var stream = pressInTheRightButtonArea()
        stream.frame(after: 0.1) { $0.key(EvdevCode.BTN_LEFT, 0) }
        stream.frame(after: 0.1) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let buttons = (translator.consume(stream.events) + translator.advance(to: 10)).pointers.map(\.buttons)
        #expect(buttons == [.secondary, []])
    }

    @Test(
        "libinput software buttons: the button a clickpad press gives is kept until the release, wherever the finger moves and whatever lands meanwhile"
    )
    func buttonDecidedAtThePress() throws {
        var translator = try TestPads.translator(TestPads.touchpad(clickpad: true))
        var stream = pressInTheRightButtonArea()
        // The finger leaves the right button area for the left half, and a second finger lands.
        for index in 1...5 { stream.frame(after: 0.02) { $0.move(slot: 0, x: 900 - Int32(index) * 120) } }
        stream.frame(after: 0.02) {
            $0.down(slot: 1, id: 2, x: 300, y: 300); $0.key(EvdevCode.BTN_TOOL_FINGER, 0);
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
        stream.frame(after: 0.1) { $0.key(EvdevCode.BTN_LEFT, 0) }
        stream.twoFingersLift(after: 0.1)
        let pointers = (translator.consume(stream.events) + translator.advance(to: 10)).pointers
        #expect(pointers.first?.buttons == .secondary)
        #expect(pointers.dropLast().allSatisfy { $0.buttons == .secondary })
        #expect(pointers.last?.buttons == [] && pointers.count > 2)
    }
}
