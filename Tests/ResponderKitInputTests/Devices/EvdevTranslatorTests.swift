import Foundation
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitTesting
import Testing

@Suite("Evdev frames to hardware input")
struct EvdevTranslatorTests {
    private static let base = 1 << 32

    private func digitizerFrames(_ inputs: [HardwareInput]) -> [DigitizerFrame] {
        inputs.compactMap { if case .digitizer(let frame) = $0 { frame } else { nil } }
    }

    private func translate(
        _ stream: EvdevStream, device: InputDeviceDescription,
        configure: (inout DeviceInputPipeline) -> Void = { _ in }
    ) -> [HardwareInput] {
        var pipeline = DeviceInputPipeline(device: device)
        configure(&pipeline)
        return pipeline.process(stream.events)
    }

    @Test("input behaviour 1.3: device units map onto the screen; a touchscreen gives direct touches with stable ids")
    func directTouches() {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 45, x: 500, y: 1000); $0.down(slot: 1, id: 46, x: 0, y: 2000)
        }
        stream.frame { $0.move(slot: 0, x: 250) }
        stream.frame { $0.lift(slot: 1) }
        let frames = digitizerFrames(translate(stream, device: TestDevices.touchscreen()))
        #expect(frames.count == 3)
        // libinput's mapping: the range 0...1000 is 1001 units wide and maps onto [0, 320).
        #expect(
            frames[0].contacts.map(\.location) == [
                CGPoint(x: 500.0 / 1001 * 320, y: 1000.0 / 2001 * 480),
                CGPoint(x: 0, y: 2000.0 / 2001 * 480),
            ])
        #expect(frames[0].contacts.map(\.id) == [Self.base, Self.base + 1])
        #expect(frames[0].contacts.allSatisfy { $0.type == .direct && $0.state == .touching && $0.force == 0 })
        #expect(
            frames[1].contacts.map(\.id) == [Self.base]
                && frames[1].contacts[0].location == CGPoint(x: 250.0 / 1001 * 320, y: 1000.0 / 2001 * 480))
        #expect(frames[2].contacts.map(\.id) == [Self.base + 1] && frames[2].contacts[0].state == .lifted)
        #expect(frames[2].contacts[0].location == CGPoint(x: 0, y: 2000.0 / 2001 * 480))
    }

    @Test("input behaviour 2.3: an inverted X axis is corrected by the calibration matrix")
    func invertedAxisCalibration() {
        var device = TestDevices.touchscreen()
        device.calibration = [-1, 0, 1, 0, 1, 0]
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 250, y: 500) }
        let frames = digitizerFrames(translate(stream, device: device))
        #expect(frames.first?.contacts.first?.location == CGPoint(x: (1 - 250.0 / 1001) * 320, y: 500.0 / 2001 * 480))
    }

    @Test("input behaviour 2.3: axes with a non-zero minimum and a screen offset")
    func axisMinimumAndScreenOrigin() {
        var device = TestDevices.touchscreen(screen: CGRect(x: 100, y: 50, width: 200, height: 100))
        device.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 100, maximum: 300)
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 1, x: 200, y: 2000) }
        let frames = digitizerFrames(translate(stream, device: device))
        #expect(
            frames.first?.contacts.first?.location == CGPoint(x: 100 + 100.0 / 201 * 200, y: 50 + 2000.0 / 2001 * 100))
    }

    @Test("input behaviour 1.3: a pen is a pencil whose maximum pressure is a force of 6.67; hovering pens hover")
    func penPressureAndHover() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_TOOL_TYPE: AbsoluteAxisInfo(minimum: 0, maximum: 2),
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 4000),
            EvdevCode.ABS_MT_DISTANCE: AbsoluteAxisInfo(minimum: 0, maximum: 20),
        ])
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 3, x: 100, y: 100)
            $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_PEN)
            $0.abs(EvdevCode.ABS_MT_DISTANCE, 5)
        }
        stream.frame {
            $0.abs(EvdevCode.ABS_MT_DISTANCE, 0); $0.abs(EvdevCode.ABS_MT_PRESSURE, 4000)
        }
        stream.frame { $0.abs(EvdevCode.ABS_MT_PRESSURE, 1000) }
        let frames = digitizerFrames(translate(stream, device: device))
        let contacts = frames.map { $0.contacts[0] }
        #expect(contacts.map(\.type) == [.pencil, .pencil, .pencil])
        #expect(contacts.map(\.state) == [.hovering, .touching, .touching])
        #expect(contacts[0].zOffset == 0.25 && contacts[0].force == 0)
        #expect(
            abs(contacts[1].force - 20.0 / 3.0) < 1e-9
                && contacts[1].maximumPossibleForce == DeviceInputTranslator.maximumPossibleForce)
        #expect(abs(contacts[2].force - 20.0 / 12.0) < 1e-9)
        #expect(Set(contacts.map(\.id)) == [Self.base])
    }

    @Test("input behaviour 1.3: a finger's pressure is not a force unless asked")
    func fingerPressure() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_PRESSURE: AbsoluteAxisInfo(minimum: 0, maximum: 100)
        ])
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 3, x: 100, y: 100); $0.abs(EvdevCode.ABS_MT_PRESSURE, 50)
        }
        let plain = digitizerFrames(translate(stream, device: device))
        let forced = digitizerFrames(translate(stream, device: device) { $0.translator.fingerPressureIsForce = true })
        #expect(plain[0].contacts[0].force == 0 && plain[0].contacts[0].maximumPossibleForce == 0)
        #expect(abs(forced[0].contacts[0].force - 10.0 / 3.0) < 1e-9)
    }

    @Test("input behaviour 1.3: the major axis becomes a radius: the axis maximum is the screen diagonal")
    func touchMajorRadius() {
        // 300 × 400 screen: diagonal 500 pt; TOUCH_MAJOR 0...1000, so one unit is 0.5 pt.
        let device = TestDevices.touchscreen(
            screen: CGRect(x: 0, y: 0, width: 300, height: 400),
            extraAxes: [EvdevCode.ABS_MT_TOUCH_MAJOR: AbsoluteAxisInfo(minimum: 0, maximum: 1000)])
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 3, x: 100, y: 100); $0.abs(EvdevCode.ABS_MT_TOUCH_MAJOR, 80)
        }
        let contact = digitizerFrames(translate(stream, device: device))[0].contacts[0]
        #expect(contact.majorRadius == 20 && contact.majorRadiusTolerance == 0.25)
    }

    @Test("input behaviour 2.9: a touchpad gives indirect touches")
    func touchpadIsIndirect() {
        var device = TestDevices.touchscreen()
        device.properties = [EvdevCode.INPUT_PROP_POINTER, EvdevCode.INPUT_PROP_BUTTONPAD]
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 3, x: 100, y: 100) }
        #expect(digitizerFrames(translate(stream, device: device))[0].contacts[0].type == .indirect)
    }

    @Test("input behaviour 1.3: a contact that becomes a palm lifts; a palm is never delivered")
    func palms() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_TOOL_TYPE: AbsoluteAxisInfo(minimum: 0, maximum: 2)
        ])
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 3, x: 100, y: 100) }
        stream.frame { $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_PALM) }
        stream.frame {
            $0.down(slot: 1, id: 4, x: 500, y: 500); $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_PALM)
        }
        stream.frame { $0.move(slot: 1, x: 510) }
        let frames = digitizerFrames(translate(stream, device: device))
        #expect(frames.count == 2)
        #expect(frames[1].contacts.map(\.state) == [.lifted] && frames[1].contacts[0].id == Self.base)
    }

    @Test("input behaviour 1.3: a tool type change ends the touch and begins one of the new type")
    func toolChangeRestartsTheTouch() {
        let device = TestDevices.touchscreen(extraAxes: [
            EvdevCode.ABS_MT_TOOL_TYPE: AbsoluteAxisInfo(minimum: 0, maximum: 2)
        ])
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 3, x: 100, y: 100) }
        stream.frame { $0.abs(EvdevCode.ABS_MT_TOOL_TYPE, EvdevCode.MT_TOOL_PEN) }
        let frames = digitizerFrames(translate(stream, device: device))
        #expect(frames[1].contacts.map(\.state) == [.lifted, .touching])
        #expect(frames[1].contacts.map(\.type) == [.direct, .pencil])
        #expect(frames[1].contacts.map(\.id) == [Self.base, Self.base + 1])
    }

    @Test("input behaviour 2.5: old recordings with epoch timestamps start at the translator's start time")
    func relativeTime() {
        var stream = EvdevStream(start: 1_300_000_000.25)
        stream.frame(after: 0) { $0.down(slot: 0, id: 1, x: 1, y: 1) }
        stream.frame(after: 0.0125) { $0.move(x: 2) }
        var pipeline = DeviceInputPipeline(device: TestDevices.touchscreen(), startTime: 5)
        let times = pipeline.process(stream.events).map(\.timestamp)
        #expect(times.count == 2 && times[0] == 5 && abs(times[1] - 5.0125) < 1e-6)
    }

    @Test("input behaviour 2.5: the stream's first event fixes the origin, even in a frame that is ignored")
    func originFromFirstEvent() {
        var stream = EvdevStream(start: 50)
        stream.frame(after: 0) { $0.move(x: 10, y: 10) }  // mid-touch: ignored
        stream.frame(after: 0.5) { $0.lift() }
        stream.frame(after: 0.5) { $0.down(id: 1, x: 20, y: 20) }
        var pipeline = DeviceInputPipeline(device: TestDevices.touchscreen(), startTime: 2)
        #expect(pipeline.process(stream.events).map(\.timestamp) == [3])
    }

    @Test("input behaviour 2.5: time never goes backwards")
    func monotonicTime() {
        var translator = DeviceInputTranslator(device: TestDevices.touchscreen(), startTime: 1)
        #expect(translator.time(for: 10) == 1)
        #expect(translator.time(for: 9) == 1)
        #expect(translator.time(for: 10.5) == 1.5)
    }

    @Test("input behaviour 1.2: KEY_* codes become HID usages with the modifier state; repeats are dropped")
    func keys() {
        var stream = EvdevStream()
        stream.frame { $0.key(42, 1) }  // KEY_LEFTSHIFT
        stream.frame { $0.key(30, 1) }  // KEY_A
        stream.frame { $0.key(30, 2) }  // repeat
        stream.frame {
            $0.key(30, 0); $0.key(42, 0)
        }
        stream.frame {
            $0.key(58, 1); $0.key(58, 0)
        }  // KEY_CAPSLOCK
        stream.frame {
            $0.key(164, 1); $0.key(164, 0)
        }  // KEY_PLAYPAUSE
        stream.frame { $0.key(0x110, 1) }  // BTN_LEFT: no HID usage
        let inputs = translate(stream, device: TestDevices.keyboard())
        let keys = inputs.compactMap { if case .key(let key) = $0 { key } else { nil } }
        #expect(
            keys.map(\.keyCode) == [
                .keyboardLeftShift, .keyboardA, .keyboardA, .keyboardLeftShift,
                .keyboardCapsLock, .keyboardCapsLock,
            ])
        #expect(keys.map(\.transition) == [.down, .down, .up, .up, .down, .up])
        #expect(keys.map(\.modifierFlags) == [.shift, .shift, .shift, [], .alphaShift, .alphaShift])
        #expect(inputs.contains(.mediaKey(MediaKeyInput(timestamp: inputs.last!.timestamp, command: .togglePlayPause))))
        #expect(inputs.count == 7)
    }

    @Test(
        "input behaviour 1.2: the key table covers letters, digits, enter, escape, backspace, tab, space, arrows, modifiers"
    )
    func keyTable() {
        let expected: [(UInt16, UIKeyboardHIDUsage)] = [
            (1, .keyboardEscape), (2, .keyboard1), (11, .keyboard0), (14, .keyboardDeleteOrBackspace),
            (15, .keyboardTab),
            (16, .keyboardQ), (28, .keyboardReturnOrEnter), (29, .keyboardLeftControl), (44, .keyboardZ),
            (50, .keyboardM),
            (56, .keyboardLeftAlt), (57, .keyboardSpacebar), (97, .keyboardRightControl), (100, .keyboardRightAlt),
            (103, .keyboardUpArrow), (105, .keyboardLeftArrow), (106, .keyboardRightArrow), (108, .keyboardDownArrow),
            (125, .keyboardLeftGUI), (126, .keyboardRightGUI), (59, .keyboardF1), (88, .keyboardF12),
            (194, .keyboardF24),
        ]
        for (code, usage) in expected {
            #expect(LinuxKeyCodes.hidUsage(forKeyCode: code) == usage, "KEY code \(code)")
            #expect(LinuxKeyCodes.keyCode(for: usage) == code)
        }
        #expect(LinuxKeyCodes.hidUsage(forKeyCode: 0x14a) == nil)
    }

    @Test("input behaviour 1.3: end to end, a two-finger protocol B stream reaches a view's touch methods")
    @MainActor func endToEndTouches() {
        let scene = TestScene(withRootView: false), app = scene.application
        let left = scene.add(RecordingView(frame: CGRect(x: 0, y: 0, width: 160, height: 480)))
        let right = scene.add(RecordingView(frame: CGRect(x: 160, y: 0, width: 160, height: 480)))
        var locations: [CGPoint] = []
        left.onCall = { method, touches, _ in if method == .moved { locations += touches.map { $0.location(in: left) } }
        }
        var stream = EvdevStream(start: 1_300_000_000)
        stream.frame(after: 0) { $0.down(slot: 0, id: 10, x: 250, y: 1000) }  // (80, 240): left
        stream.frame(after: 0.02) { $0.down(slot: 1, id: 11, x: 750, y: 1000) }  // (240, 240): right
        stream.frame(after: 0.02) { $0.move(slot: 0, x: 300) }  // left moves to (96, 240)
        stream.frame(after: 0.02) { $0.lift(slot: 0) }  // the first finger lifts first
        stream.frame(after: 0.02) { $0.lift(slot: 1) }
        var pipeline = DeviceInputPipeline(device: TestDevices.touchscreen(), startTime: app.clock.now)
        for input in pipeline.process(stream.events) { app.enqueue(input) }
        app.runUntilIdle()
        #expect(left.methods == [.began, .moved, .ended])
        #expect(right.methods == [.began, .ended])
        #expect(locations == [CGPoint(x: 96, y: 240)])
        #expect(abs(app.clock.now - 0.08) < 1e-6)
    }

    @Test("input behaviour 1.2: end to end, a keyboard's keys reach the first responder as presses")
    @MainActor func endToEndKeys() {
        final class KeyView: UIView {
            var characters: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                characters += presses.compactMap { $0.key?.characters }
            }
        }
        let scene = TestScene(withRootView: false), app = scene.application
        let view = scene.add(KeyView(frame: scene.window.bounds))
        _ = view.becomeFirstResponder()
        var stream = EvdevStream()
        stream.frame { $0.key(42, 1) }
        stream.frame { $0.key(35, 1) }  // KEY_H with Shift
        stream.frame {
            $0.key(35, 0); $0.key(42, 0)
        }
        stream.frame { $0.key(23, 1) }  // KEY_I
        stream.frame { $0.key(23, 0) }
        var pipeline = DeviceInputPipeline(device: TestDevices.keyboard())
        for input in pipeline.process(stream.events) { app.enqueue(input) }
        app.runUntilIdle()
        #expect(view.characters.filter { !$0.isEmpty } == ["H", "i"])
    }

    @Test("input behaviour 1.4: a device that disappears cancels its contacts")
    @MainActor func deviceRemoved() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let app = scene.application
        let view = scene.rootView
        var stream = EvdevStream()
        stream.frame { $0.down(slot: 0, id: 10, x: 250, y: 1000) }
        var pipeline = DeviceInputPipeline(device: TestDevices.touchscreen())
        for input in pipeline.process(stream.events) + pipeline.deviceRemoved() { app.enqueue(input) }
        app.runUntilIdle()
        #expect(view.methods == [.began, .cancelled])
        #expect(pipeline.deviceRemoved().isEmpty)
    }
}
