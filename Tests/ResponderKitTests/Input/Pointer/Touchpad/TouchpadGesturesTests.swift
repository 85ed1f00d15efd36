import Foundation
import ResponderKit
import ResponderKitInput
import Testing

/// What the fingers do together: `TouchpadGestures` (docs/input-devices.md, "Touchpads and mice as a pointer";
/// libinput's gestures and scrolling pages, `evdev-mt-touchpad-gestures.c` and `-edge-scroll.c`).
@Suite("Touchpad gestures")
struct TouchpadGesturesTests {
    @Test(
        "libinput pointer motion: distances are millimetres, accelerated with speed, and the pointer stays on the screen"
    )
    func motionInMillimetresStaysOnScreen() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 100, y: 300); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        // 1 mm per 100 ms (10 mm/s, below the threshold): the base gain exactly.
        stream.frame(after: 0.1) { $0.move(slot: 0, x: 110) }
        let slow = translator.consume(stream.events).pointers
        #expect(abs(slow.last!.location.x - (512 + PointerAcceleration.touchpad.baseGain)) < 1e-9)
        var fast = EvdevStream(start: stream.time)
        for index in 1...20 { fast.frame(after: 0.01) { $0.move(slot: 0, x: 110 + Int32(index) * 40) } }
        let flung = translator.consume(fast.events).pointers
        #expect(flung.allSatisfy { TestPads.screen.contains($0.location) })
        #expect(flung.last!.location.x == TestPads.screen.maxX.nextDown)
    }

    @Test("libinput gestures: two fingers moving apart pinch (scale above 1); turning rotates clockwise positive")
    func pinchAndRotate() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 400, y: 300); $0.down(slot: 1, id: 2, x: 600, y: 300);
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
        for index in 1...10 {
            stream.frame(after: 0.01) {
                $0.move(slot: 0, x: 400 - Int32(index) * 10); $0.move(slot: 1, x: 600 + Int32(index) * 10)
            }
        }
        stream.frame(after: 0.01) {
            $0.lift(slot: 0); $0.lift(slot: 1); $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 0)
        }
        let pinch = translator.consume(stream.events).transforms
        #expect(pinch.first?.phase == .began && pinch.last?.phase == .ended)
        #expect(abs(pinch.last!.scale - 2) < 0.01)
        #expect(translator.touchpad?.isGestureInProgress == false)

        var rotating = try TestPads.translator()
        var turn = EvdevStream(start: 0.99)
        turn.frame {
            $0.down(slot: 0, id: 1, x: 400, y: 300); $0.down(slot: 1, id: 2, x: 600, y: 300);
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
        for index in 1...10 {
            turn.frame(after: 0.01) {
                $0.move(slot: 0, y: 300 - Int32(index) * 5); $0.move(slot: 1, y: 300 + Int32(index) * 5)
            }
        }
        turn.frame(after: 0.01) {
            $0.lift(slot: 0); $0.lift(slot: 1); $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 0)
        }
        let rotation = rotating.consume(turn.events).transforms
        #expect(rotation.last!.rotation > 0.4)
    }

    @Test("behaviour 9 (system gestures): three fingers moving left are a system swipe to the left, which ends")
    func threeFingerSwipe() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 600, y: 300); $0.down(slot: 1, id: 2, x: 700, y: 300);
            $0.down(slot: 2, id: 3, x: 800, y: 300)
            $0.key(EvdevCode.BTN_TOOL_TRIPLETAP, 1)
        }
        for index in 1...10 {
            stream.frame(after: 0.01) { s in
                for slot in 0..<3 { s.move(slot: slot, x: Int32(600 + slot * 100 - index * 30)) }
            }
        }
        stream.frame(after: 0.01) { s in
            for slot in 0..<3 { s.lift(slot: slot) }; s.key(EvdevCode.BTN_TOOL_TRIPLETAP, 0)
        }
        let swipes = translator.consume(stream.events).swipes
        #expect(swipes.first?.phase == .began && swipes.last?.phase == .ended)
        #expect(swipes.allSatisfy { $0.fingers == 3 && $0.direction == .left })
        #expect(swipes.last!.translation.dx < -50)
    }

    @Test(
        "libinput edge scrolling: a finger on the right edge scrolls only vertically; one that leaves the edge first moves the pointer"
    )
    func edgeScrollZone() throws {
        let configuration = TouchpadPointer.Configuration(edgeScrolling: true)
        var scrolling = try TestPads.translator(configuration: configuration)
        var down = EvdevStream(start: 0.99)
        down.frame {
            $0.down(slot: 0, id: 1, x: 980, y: 100); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        for index in 1...10 {
            down.frame(after: 0.01) { $0.move(slot: 0, x: 980 - Int32(index % 2), y: 100 + Int32(index) * 20) }
        }
        down.frame(after: 0.01) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let output = scrolling.consume(down.events)
        #expect(output.pointers.isEmpty)
        #expect(output.scrolls.first?.phase == .began && output.scrolls.last?.phase == .ended)
        #expect(output.scrolls.allSatisfy { $0.delta.dx == 0 } && output.scrolls.reduce(0) { $0 + $1.delta.dy } > 50)

        var leaving = try TestPads.translator(configuration: configuration)
        var left = EvdevStream(start: 0.99)
        left.frame {
            $0.down(slot: 0, id: 1, x: 980, y: 100); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        for index in 1...10 { left.frame(after: 0.01) { $0.move(slot: 0, x: 980 - Int32(index) * 20) } }
        left.frame(after: 0.01) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let moved = leaving.consume(left.events)
        #expect(moved.scrolls.isEmpty)
        #expect((moved.pointers.last?.location.x ?? 512) < 512)
    }
}
