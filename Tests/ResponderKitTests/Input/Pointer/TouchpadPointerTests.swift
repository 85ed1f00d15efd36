import Foundation
import ResponderKit
import ResponderKitInput
import Testing

/// A touchpad for the tests: 100 × 70 mm (10 units per millimetre), five slots, a pressure axis.
enum TestPads {
    static func touchpad(
        clickpad: Bool = false, resolution: Int32 = 10, xRange: ClosedRange<Int32> = 0...1000,
        yRange: ClosedRange<Int32> = 0...700
    ) -> InputDeviceDescription {
        var device = InputDeviceDescription(name: "Test Touchpad")
        device.properties =
            clickpad ? [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_BUTTONPAD] : [EvdevCode.INPUT_PROP_POINTER]
        device.codes = [
            EvdevCode.EV_KEY: [
                EvdevCode.BTN_LEFT, EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_FINGER,
                EvdevCode.BTN_TOOL_DOUBLETAP, EvdevCode.BTN_TOOL_TRIPLETAP, EvdevCode.BTN_TOOL_QUADTAP,
            ]
        ]
        device.axes = [
            EvdevCode.ABS_X: AbsoluteAxisInfo(
                minimum: xRange.lowerBound, maximum: xRange.upperBound, resolution: resolution),
            EvdevCode.ABS_Y: AbsoluteAxisInfo(
                minimum: yRange.lowerBound, maximum: yRange.upperBound, resolution: resolution),
            EvdevCode.ABS_MT_SLOT: AbsoluteAxisInfo(minimum: 0, maximum: 4),
            EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(
                minimum: xRange.lowerBound, maximum: xRange.upperBound, resolution: resolution),
            EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(
                minimum: yRange.lowerBound, maximum: yRange.upperBound, resolution: resolution),
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 255),
        ]
        device.codes[EvdevCode.EV_ABS] = Set(device.axes.keys)
        return device
    }

    static let screen = CGRect(x: 0, y: 0, width: 1024, height: 768)

    static func translator(
        _ device: InputDeviceDescription = touchpad(),
        configuration: TouchpadPointer.Configuration? = nil
    ) throws -> PointerDeviceTranslator {
        try #require(
            PointerDeviceTranslator(
                description: device, screen: screen, startTime: 1, touchpadConfiguration: configuration))
    }
}

extension [PointerDeviceOutput] {
    var pointers: [PointerInput] { compactMap { if case .pointer(let p) = $0 { p } else { nil } } }
    var scrolls: [ScrollInput] { compactMap { if case .scroll(let s) = $0 { s } else { nil } } }
    var transforms: [TransformInput] { compactMap { if case .transform(let t) = $0 { t } else { nil } } }
    var swipes: [SystemSwipeInput] { compactMap { if case .systemSwipe(let s) = $0 { s } else { nil } } }
}

/// Touchpad timings and thresholds on the clock (docs/input-devices.md, "Touchpads and mice as a pointer";
/// libinput's tapping, clickpad, scrolling, gestures and palm detection pages).
@Suite("Touchpad pointer")
struct TouchpadPointerTests {
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
        stream.frame {
            $0.down(slot: 0, id: 1, x: 400, y: 300); $0.down(slot: 1, id: 2, x: 600, y: 300);
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
        stream.frame(after: 0.08) {
            $0.lift(slot: 0); $0.lift(slot: 1); $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 0)
        }
        let output = translator.consume(stream.events)
        #expect(output.pointers.map(\.buttons) == [.secondary, []])
        #expect(translator.nextDeadline == nil)
    }

    /// Two fingers 20 mm apart moving down by `step` units per 10 ms frame, `frames` times, then lifted.
    private func twoFingerScroll(step: Int32, frames: Int, stream: inout EvdevStream) {
        stream.frame {
            $0.down(slot: 0, id: 1, x: 400, y: 100); $0.down(slot: 1, id: 2, x: 600, y: 100);
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
        for index in 1...frames {
            stream.frame(after: 0.01) {
                $0.move(slot: 0, y: 100 + Int32(index) * step); $0.move(slot: 1, y: 100 + Int32(index) * step)
            }
        }
        stream.frame(after: 0.01) {
            $0.lift(slot: 0); $0.lift(slot: 1); $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 0)
        }
    }

    @Test(
        "libinput two-finger scrolling: two fingers moving down scroll down (began, changed, ended); a fast lift flings, decaying on the clock"
    )
    func twoFingerScrollWithKineticMomentum() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        twoFingerScroll(step: 30, frames: 10, stream: &stream)
        let output = translator.consume(stream.events)
        let fingers = output.scrolls
        #expect(fingers.first?.phase == .began && fingers.last?.phase == .ended)
        #expect(
            fingers.allSatisfy {
                $0.kind == .continuous && !$0.isMomentum && $0.device == .trackpad && $0.delta.dx == 0
            })
        #expect(fingers.reduce(0) { $0 + $1.delta.dy } > 100)
        // Momentum: one step per 1/60 s on the clock, each smaller than the one before, ending by itself.
        var momentum: [ScrollInput] = []
        var deadlines: [TimeInterval] = []
        while let deadline = translator.nextDeadline, deadlines.count < 2000 {
            deadlines.append(deadline)
            momentum += translator.advance(to: deadline).scrolls
        }
        #expect(abs(deadlines[0] - (stream.time + TouchpadPointer.kineticStepInterval)) < 1e-5)
        #expect(momentum.first?.phase == .began && momentum.last?.phase == .ended)
        #expect(momentum.allSatisfy { $0.isMomentum })
        let steps = momentum.dropLast().map(\.delta.dy)
        #expect(steps.count > 10 && zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 && $1 > 0 })
    }

    @Test("libinput two-finger scrolling: a slow lift does not fling; a touch stops a kinetic run")
    func kineticStartsOnlyAfterAFastLiftAndStopsOnTouch() throws {
        var slow = try TestPads.translator()
        var slowStream = EvdevStream(start: 0.99)
        twoFingerScroll(step: 2, frames: 20, stream: &slowStream)
        _ = slow.consume(slowStream.events)
        #expect(slow.nextDeadline == nil)

        var fast = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        twoFingerScroll(step: 30, frames: 10, stream: &stream)
        _ = fast.consume(stream.events)
        _ = fast.advance(to: stream.time + 0.05)
        var touch = EvdevStream(start: stream.time + 0.06)
        touch.frame(after: 0) {
            $0.down(slot: 0, id: 9, x: 500, y: 300); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        let stopped = fast.consume(touch.events).scrolls
        #expect(stopped.last?.phase == .ended && stopped.last?.isMomentum == true)
        #expect(fast.nextDeadline == nil)
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

    @Test("libinput software buttons: a clickpad press with the finger in the bottom-right area is a secondary click")
    func softwareRightButton() throws {
        var translator = try TestPads.translator(TestPads.touchpad(clickpad: true))
        var stream = EvdevStream(start: 0.99)
        stream.frame {
            $0.down(slot: 0, id: 1, x: 900, y: 680); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        stream.frame(after: 0.2) { $0.key(EvdevCode.BTN_LEFT, 1) }
        stream.frame(after: 0.1) { $0.key(EvdevCode.BTN_LEFT, 0) }
        stream.frame(after: 0.1) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        let buttons = (translator.consume(stream.events) + translator.advance(to: 10)).pointers.map(\.buttons)
        #expect(buttons == [.secondary, []])
    }

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

    @Test(
        "issue 14, Bad input: zero resolution, inverted or empty ranges get libinput's 69 × 50 mm fallback and a warning, never a crash"
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

    @Test(
        "input behaviour 2.5: device timestamps keep their distance to the first event, which takes the start time; none goes backwards"
    )
    func applicationClock() throws {
        var translator = try TestPads.translator()
        #expect(translator.time(for: 1_700_000_000.5) == 1)
        #expect(abs(translator.time(for: 1_700_000_000.75) - 1.25) < 1e-9)
        #expect(abs(translator.time(for: 1_700_000_000.6) - 1.25) < 1e-9)
    }
}
