import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// Tap-to-click on the clock: `TouchpadTapping` (docs/input-devices.md, "Touchpads and mice as a pointer";
/// libinput's tapping page and `evdev-mt-touchpad-tap.c`).
@Suite("Touchpad tapping")
struct TouchpadTappingTests {
    /// One finger down at (x, y) units, `moves` frames 10 ms apart, lifted after `duration`.
    private func tapStream(
        x: Int32 = 500, y: Int32 = 300, lift liftX: Int32? = nil, duration: TimeInterval = 0.1,
        stream: inout EvdevStream
    ) {
        stream.frame(after: 0.01) {
            $0.down(slot: 0, id: 1, x: x, y: y); $0.key(EvdevCode.BTN_TOUCH, 1); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        if let liftX { stream.frame(after: duration / 2) { $0.move(slot: 0, x: liftX) } }
        stream.frame(after: liftX == nil ? duration : duration / 2) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOUCH, 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
    }

    @Test("libinput tapping: a tap presses the primary button at the lift and releases it after the 180 ms tap timeout")
    func tapTimingOnTheClock() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        tapStream(stream: &stream)
        let output = translator.consume(stream.events)
        let lift = stream.time
        #expect(output.pointers.map(\.buttons) == [.primary])
        #expect(abs((output.pointers.first?.timestamp ?? 0) - lift) < 1e-5)
        let deadline = try #require(translator.nextDeadline)
        #expect(abs(deadline - (lift + 0.180)) < 1e-5)
        #expect(translator.advance(to: deadline - 0.001).isEmpty)
        let release = translator.advance(to: deadline)
        #expect(release.pointers.map(\.buttons) == [[]])
        #expect(translator.nextDeadline == nil)
    }

    @Test("libinput tapping: a touch longer than the 180 ms tap timeout is no tap")
    func tapTimeout() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        tapStream(duration: 0.19, stream: &stream)
        let output = translator.consume(stream.events) + translator.advance(to: 10)
        #expect(output.pointers.allSatisfy { $0.buttons.isEmpty })
    }

    @Test("libinput tapping: a finger lifting 1.2 mm from where it landed taps; 1.4 mm does not (threshold 1.3 mm)")
    func tapMotionThreshold() throws {
        for (distance, taps) in [(Int32(12), true), (Int32(14), false)] {
            var translator = try TestPads.translator()
            var stream = EvdevStream(start: 0.99)
            tapStream(lift: 500 + distance, stream: &stream)
            let output = translator.consume(stream.events) + translator.advance(to: 10)
            #expect(output.pointers.contains { $0.buttons == .primary } == taps, "distance \(distance)")
        }
    }

    @Test("libinput tapping: a second touch within the tap timeout that moves is a tap-and-drag, released at the lift")
    func tapAndDrag() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        tapStream(stream: &stream)
        stream.frame(after: 0.05) {
            $0.down(slot: 0, id: 2, x: 500, y: 300); $0.key(EvdevCode.BTN_TOUCH, 1);
            $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        for step in 1...10 { stream.frame(after: 0.01) { $0.move(slot: 0, x: 500 + Int32(step) * 20) } }
        stream.frame(after: 0.01) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOUCH, 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let output = translator.consume(stream.events) + translator.advance(to: 10)
        let pointers = output.pointers
        let dragging = pointers.filter { $0.buttons == .primary }
        #expect(dragging.count > 5)
        #expect(dragging.last!.location.x > dragging.first!.location.x + 50)
        #expect(pointers.last?.buttons == [] && abs((pointers.last?.timestamp ?? 0) - stream.time) < 1e-5)
    }

    @Test("libinput tapping: two fingers tapping give a secondary click, pressed and released at the lift")
    func twoFingerTap() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        stream.twoFingersLand(at: (400, 300), (600, 300))
        stream.twoFingersLift(after: 0.08)
        let output = translator.consume(stream.events)
        #expect(output.pointers.map(\.buttons) == [.secondary, []])
        #expect(translator.nextDeadline == nil)
    }

    @Test(
        "docs/decisions.md: the tap motion threshold is libinput's 1.3 mm on measured pads, 2.6 mm on pads without resolution"
    )
    func tapThresholdPerPad() throws {
        #expect(try TestPads.translator().touchpad?.tapThreshold == TouchpadPointer.tapMotionThreshold)
        #expect(try TestPads.translator(TestPads.touchpad(resolution: 0)).touchpad?.tapThreshold == 2.6)
        var semi = TestPads.touchpad()
        semi.properties.insert(EvdevCode.INPUT_PROP_SEMI_MT)
        #expect(try TestPads.translator(semi).touchpad?.tapThreshold == TouchpadPointer.unmeasuredTapMotionThreshold)
    }
}
