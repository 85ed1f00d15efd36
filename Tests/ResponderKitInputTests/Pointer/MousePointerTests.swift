import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// A mouse (docs/input-devices.md, "Touchpads and mice as a pointer": "Mouse behaviour" and the table).
@Suite("Mouse pointer")
struct MousePointerTests {
    static func mouse(highResolution: Bool = false) -> InputDeviceDescription {
        var device = InputDeviceDescription(name: "Test Mouse")
        device.codes = [
            EvdevCode.EV_KEY: [EvdevCode.BTN_LEFT, EvdevCode.BTN_RIGHT, EvdevCode.BTN_MIDDLE],
            EvdevCode.EV_REL: [EvdevCode.REL_X, EvdevCode.REL_Y, EvdevCode.REL_WHEEL, EvdevCode.REL_HWHEEL],
        ]
        if highResolution {
            device.codes[EvdevCode.EV_REL]?.formUnion([EvdevCode.REL_WHEEL_HI_RES, EvdevCode.REL_HWHEEL_HI_RES])
        }
        return device
    }

    private func rel(_ code: UInt16, _ value: Int32, _ stream: inout EvdevStream) {
        stream.events.append(EvdevEvent(time: stream.time, type: EvdevCode.EV_REL, code: code, value: value))
    }

    @Test("UIEvent.buttonMask: BTN_LEFT is primary, BTN_RIGHT secondary, BTN_MIDDLE button 3; every press is released")
    func buttons() throws {
        var translator = try #require(
            PointerDeviceTranslator(description: Self.mouse(), screen: TestPads.screen, startTime: 1))
        #expect(translator.deviceClass == .mouse)
        var stream = EvdevStream(start: 1)
        stream.frame { $0.key(EvdevCode.BTN_LEFT, 1) }
        stream.frame { $0.key(EvdevCode.BTN_RIGHT, 1) }
        stream.frame {
            $0.key(EvdevCode.BTN_LEFT, 0); $0.key(EvdevCode.BTN_RIGHT, 0)
        }
        stream.frame { $0.key(EvdevCode.BTN_MIDDLE, 1) }
        let output = translator.consume(stream.events)
        #expect(output.pointers.map(\.buttons) == [.primary, [.primary, .secondary], .secondary, [], .button(3)])
        #expect(translator.deviceRemoved().pointers.map(\.buttons) == [[]])
    }

    @Test(
        "docs/input-devices.md (mouse behaviour): a wheel detent is a discrete scroll of 40 points; wheel up scrolls the content down, as fingers moving down"
    )
    func wheel() throws {
        var translator = try #require(
            PointerDeviceTranslator(description: Self.mouse(), screen: TestPads.screen, startTime: 1))
        var stream = EvdevStream(start: 1)
        stream.frame { rel(EvdevCode.REL_WHEEL, 1, &$0) }
        stream.frame { rel(EvdevCode.REL_HWHEEL, 2, &$0) }
        let scrolls = translator.consume(stream.events).scrolls
        #expect(scrolls.map(\.delta) == [CGVector(dx: 0, dy: 40), CGVector(dx: -80, dy: 0)])
        #expect(scrolls.allSatisfy { $0.kind == .discrete && $0.phase == .changed && $0.device == .mouse })
    }

    @Test(
        "docs/input-devices.md (mouse behaviour): REL_WHEEL_HI_RES counts 120 a detent and replaces REL_WHEEL where the device reports it"
    )
    func highResolutionWheel() throws {
        var translator = try #require(
            PointerDeviceTranslator(
                description: Self.mouse(highResolution: true), screen: TestPads.screen, startTime: 1))
        var stream = EvdevStream(start: 1)
        stream.frame { rel(EvdevCode.REL_WHEEL_HI_RES, 60, &$0) }
        stream.frame {
            rel(EvdevCode.REL_WHEEL_HI_RES, 60, &$0); rel(EvdevCode.REL_WHEEL, 1, &$0)
        }
        let scrolls = translator.consume(stream.events).scrolls
        #expect(scrolls.map(\.delta.dy) == [20, 20])
    }

    @Test(
        "docs/input-devices.md (mouse behaviour): relative motion moves the pointer, accelerated when fast, and never off the screen"
    )
    func motion() throws {
        var translator = try #require(
            PointerDeviceTranslator(description: Self.mouse(), screen: TestPads.screen, startTime: 1))
        var stream = EvdevStream(start: 1)
        stream.frame { rel(EvdevCode.REL_X, 10, &$0) }
        stream.frame(after: 0.1) { rel(EvdevCode.REL_X, 10, &$0) }
        let slow = translator.consume(stream.events).pointers
        // 10 counts at 1000 dpi in 100 ms (2.5 mm/s): 0.5 point a count.
        #expect(abs(slow.last!.location.x - slow.first!.location.x - 5) < 1e-9)
        var fast = EvdevStream(start: stream.time)
        for _ in 0..<50 {
            fast.frame(after: 0.008) {
                rel(EvdevCode.REL_X, 400, &$0); rel(EvdevCode.REL_Y, -400, &$0)
            }
        }
        let flung = translator.consume(fast.events).pointers
        #expect(flung.allSatisfy { TestPads.screen.contains($0.location) })
        #expect(flung.last!.location == CGPoint(x: TestPads.screen.maxX.nextDown, y: 0))
    }

    @Test("input behaviour 1.4: after SYN_DROPPED the mouse drops the lost frame and counts it")
    func droppedFrame() throws {
        var translator = try #require(
            PointerDeviceTranslator(description: Self.mouse(), screen: TestPads.screen, startTime: 1))
        var stream = EvdevStream(start: 1)
        stream.frame {
            rel(EvdevCode.REL_WHEEL, 1, &$0); $0.dropped()
        }
        stream.frame { rel(EvdevCode.REL_WHEEL, 1, &$0) }
        let output = translator.consume(stream.events)
        #expect(output.scrolls.count == 1)
        #expect(translator.mouse?.droppedFrameCount == 1)
    }
}

/// Device classification (docs/input-devices.md, "Touchpads and mice as a pointer": "What a device is";
/// input behaviour 1.3), as libinput's `evdev_configure_device`.
@Suite("Input device classes")
struct InputDeviceClassTests {
    @Test("input behaviour 1.3: touchscreens, touchpads, clickpads, mice, pen tablets, keyboards and the rest")
    func classification() {
        #expect(InputDeviceClass(TestDevices.touchscreen()) == .touchscreen)
        #expect(InputDeviceClass(TestPads.touchpad()) == .touchpad(isClickpad: false))
        #expect(InputDeviceClass(TestPads.touchpad(clickpad: true)) == .touchpad(isClickpad: true))
        #expect(InputDeviceClass(MousePointerTests.mouse()) == .mouse)
        var pen = TestDevices.touchscreen()
        pen.properties = []
        pen.codes[EvdevCode.EV_KEY] = [EvdevCode.BTN_TOOL_PEN, EvdevCode.BTN_TOUCH]
        #expect(InputDeviceClass(pen) == .penTablet)
        var legacy = TestDevices.touchscreen()
        legacy.properties = []
        #expect(InputDeviceClass(legacy) == .touchscreen)
        var keyboard = InputDeviceDescription(name: "Keyboard")
        keyboard.codes = [EvdevCode.EV_KEY: [30, 31, 32]]
        #expect(InputDeviceClass(keyboard) == .keyboard)
        #expect(InputDeviceClass(InputDeviceDescription(name: "Lid")) == .other)
        #expect(InputDeviceClass(TestPads.touchpad()).pointerDeviceKind == .trackpad)
        #expect(PointerDeviceTranslator(description: TestDevices.touchscreen(), screen: TestPads.screen) == nil)
    }
}
