import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A pipe standing for a device: the test writes recorded `input_event` records into it, and closing its
/// write end is the device going away. The source owns the read end (a write once the source closed it
/// would be SIGPIPE).
private final class DevicePipe {
    let readEnd: Int32
    private var writeEnd: Int32

    init() throws {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit { unplug() }

    func write(_ events: [EvdevEvent]) { write(bytes: EvdevByteDecoder.encode(events)) }

    func write(bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { Glibc.write(writeEnd, $0.baseAddress, $0.count) }
    }

    /// The device goes away: the source reads the end of the file.
    func unplug() {
        guard writeEnd >= 0 else { return }
        close(writeEnd)
        writeEnd = -1
    }

    func source(
        _ description: InputDeviceDescription, monotonic: Bool = false,
        startTime: DeviceInputSource.StartTime = .fixed(1)
    ) -> DeviceInputSource {
        DeviceInputSource(
            fileDescriptor: readEnd, path: "pipe", description: description, usesMonotonicClock: monotonic,
            startTime: startTime)
    }
}

/// One device read as input (docs/decisions.md, "One device input source"): the read loop of `responder
/// live`, `record` and `router --input`, fed through a pipe instead of a device.
@Suite("Device input source: open, classify, read, deadlines, finish")
struct DeviceInputSourceTests {
    /// One finger tapping a touchpad: down at 1 s, lifted at 1.1 s.
    private static func touchpadTap() -> [EvdevEvent] {
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) {
            $0.down(slot: 0, id: 1, x: 500, y: 300)
            $0.key(EvdevCode.BTN_TOUCH, 1)
            $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        stream.frame(after: 0.1) {
            $0.lift(slot: 0)
            $0.key(EvdevCode.BTN_TOUCH, 0)
            $0.key(EvdevCode.BTN_TOOL_FINGER, 0)
        }
        return stream.events
    }

    /// The buttons of each pointer input.
    private static func buttons(of inputs: [HardwareInput]) -> [UIEvent.ButtonMask] {
        inputs.compactMap { input -> UIEvent.ButtonMask? in
            if case .pointer(let pointer) = input { pointer.buttons } else { nil }
        }
    }

    /// One finger down on a touchscreen at 1 s.
    private static func touchDown() -> [EvdevEvent] {
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) { $0.down(slot: 0, id: 7, x: 500, y: 1000) }
        return stream.events
    }

    @Test("input behaviour 1.3: a touchscreen gives direct touches, its contact at the screen point")
    func touchscreen() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.touchscreen())
        #expect(source.deviceClass == .touchscreen && !source.isStarted)
        device.write(Self.touchDown())
        let batch = source.read(timeout: 1)
        #expect(batch.events == Self.touchDown() && batch.end == nil && source.isStarted)
        guard case .digitizer(let frame) = try #require(batch.inputs.first) else {
            Issue.record("expected a digitizer frame, got \(batch.inputs)")
            return
        }
        // libinput's mapping: 0...1000 is 1001 units onto [0, 320), 0...2000 is 2001 onto [0, 480).
        let location = CGPoint(x: 500.0 / 1001 * 320, y: 1000.0 / 2001 * 480)
        #expect(frame.timestamp == 1 && frame.contacts.map(\.location) == [location])
        #expect(source.nextDeadline == nil && source.eventCount == Self.touchDown().count)
    }

    @Test("behaviour 12: a mouse drives the pointer: BTN_LEFT presses the primary button")
    func mouse() throws {
        let device = try DevicePipe()
        var description = MousePointerTests.mouse()
        description.screen = TestPads.screen
        let source = device.source(description)
        #expect(source.deviceClass == .mouse)
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) { $0.key(EvdevCode.BTN_LEFT, 1) }
        device.write(stream.events)
        let batch = source.read(timeout: 1)
        let pointers = batch.inputs.compactMap { if case .pointer(let p) = $0 { p } else { nil } }
        #expect(pointers.map(\.buttons) == [.primary] && pointers.first?.device == .mouse)
    }

    @Test("input behaviour 1.3: a keyboard gives keys: KEY_A down is HID usage 0x04")
    func keyboard() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.keyboard())
        #expect(source.deviceClass == .keyboard)
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) { $0.key(30, 1) }
        device.write(stream.events)
        let batch = source.read(timeout: 1)
        guard case .key(let key) = try #require(batch.inputs.first) else {
            Issue.record("expected a key, got \(batch.inputs)")
            return
        }
        #expect(key.keyCode.rawValue == 0x04 && key.transition == .down)
    }

    @Test(
        "input behaviour 4.2: with a keyboard layout, the source's keys carry its text (ru: KEY_G types п)",
        .enabled(if: KeyboardAvailability.libxkbcommonIsPresent, "libxkbcommon.so.0 is not installed"))
    func keyboardLayout() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.keyboard())
        source.keyboardText = try KeyboardTextTranslator(
            KeyboardLayoutConfiguration(layout: "ru", readsEnvironment: false))
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) { $0.key(34, 1) }  // KEY_G
        stream.frame(after: 0.05) { $0.key(34, 0) }
        device.write(stream.events)
        let keys = source.read(timeout: 1).inputs.compactMap { input -> KeyInput? in
            if case .key(let key) = input { key } else { nil }
        }
        #expect(keys.map(\.characters) == ["п", "п"] && keys.map(\.transition) == [.down, .up])
    }

    @Test("a read with nothing queued gives nothing, at once with no wait; the stream goes on")
    func readWithNothingQueued() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.touchscreen())
        for timeout in [0, -1, .nan] as [TimeInterval] {
            let batch = source.read(timeout: timeout)
            #expect(batch.events.isEmpty && batch.inputs.isEmpty && batch.end == nil)
        }
        #expect(!source.isStarted && source.end == nil && source.eventCount == 0)
    }

    @Test("libinput tapping: a touchpad's tap timer is the next deadline; advancing to it releases the button")
    func touchpadTapDeadline() throws {
        let device = try DevicePipe()
        let source = device.source(TestPads.touchpad())
        #expect(source.deviceClass == .touchpad(isClickpad: false) && source.nextDeadline == nil)
        device.write(Self.touchpadTap())
        let batch = source.read(timeout: 1)
        let pointers = batch.inputs.compactMap { if case .pointer(let p) = $0 { p } else { nil } }
        #expect(pointers.map(\.buttons) == [.primary] && pointers.first?.device == .trackpad)
        let deadline = try #require(source.nextDeadline)
        #expect(abs(deadline - (1.1 + 0.180)) < 1e-5)
        #expect(source.advance(to: deadline - 0.001).inputs.isEmpty)
        let release = source.advance(to: deadline).inputs
        #expect(Self.buttons(of: release) == [[]])
        #expect(source.nextDeadline == nil && source.end == nil)
    }

    @Test("input behaviour 1.2: the device going away delivers the events read with it, then cancels the contacts")
    func removalCancelsTheContacts() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.touchscreen())
        device.write(Self.touchDown())
        device.unplug()
        let batch = source.read(timeout: 1)
        #expect(batch.end == .removed && source.end == .removed && batch.events == Self.touchDown())
        #expect(batch.inputs.count == 2)
        if case .digitizer = batch.inputs.first {} else { Issue.record("the touch first: \(batch.inputs)") }
        #expect(batch.inputs.last == .cancelAllContacts(timestamp: 1))
        // Nothing more, at once.
        let after = source.read(timeout: 1)
        #expect(after.events.isEmpty && after.inputs.isEmpty && after.end == nil)
        #expect(source.advance(to: 10).inputs.isEmpty && source.finish().inputs.isEmpty)
    }

    @Test("behaviour 12: a touchpad going away mid-tap runs its tap timer out and releases the button")
    func removalReleasesThePointer() throws {
        let device = try DevicePipe()
        let source = device.source(TestPads.touchpad())
        device.write(Self.touchpadTap())
        device.unplug()
        let batch = source.read(timeout: 1)
        #expect(batch.end == .removed && source.nextDeadline == nil)
        let buttons = Self.buttons(of: batch.inputs)
        #expect(buttons.first == .primary && buttons.last == [])
    }

    @Test("input behaviour 1.2: bytes that are not input_event records end the stream; what came before is kept")
    func unreadableBytes() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.touchscreen())
        device.write(bytes: EvdevByteDecoder.encode(Self.touchDown()) + [1, 2, 3])
        device.unplug()
        let batch = source.read(timeout: 1)
        guard case .failed(.badEventData(let path, let error)) = batch.end else {
            Issue.record("expected bad event data, got \(String(describing: batch.end))")
            return
        }
        #expect(path == "pipe" && error.offset == Self.touchDown().count * EvdevByteDecoder.recordSize)
        #expect(batch.events == Self.touchDown() && batch.inputs.last == .cancelAllContacts(timestamp: 1))
    }

    @Test("input behaviour 1.4: events the kernel dropped are counted by cause, never silently")
    func lossesAreCounted() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.touchscreen())
        #expect(source.losses.isEmpty && source.losses.description == "none")
        var stream = EvdevStream(start: 1)
        stream.frame(after: 0) { $0.down(slot: 0, id: 7, x: 500, y: 1000) }
        stream.dropped()
        stream.frame { $0.move(slot: 0, x: 600) }
        device.write(stream.events)
        let batch = source.read(timeout: 1)
        // Recorded bytes have no state to re-read: the contact down is cancelled, and both are counted.
        #expect(batch.inputs.last.map { if case .cancelAllContacts = $0 { true } else { false } } == true)
        #expect(source.losses.counts.map(\.cause) == ["events dropped (SYN_DROPPED)", "state not re-read"])
        #expect(source.losses.total == 2)

        let mouse = try DevicePipe()
        let mouseSource = mouse.source(MousePointerTests.mouse())
        var motion = EvdevStream(start: 1)
        motion.dropped()
        motion.frame {
            $0.events.append(EvdevEvent(time: $0.time, type: EvdevCode.EV_REL, code: EvdevCode.REL_X, value: 5))
        }
        mouse.write(motion.events)
        _ = mouseSource.read(timeout: 1)
        #expect(mouseSource.losses.description == "1 (mouse frames left out after SYN_DROPPED: 1)")
    }

    @Test("behaviour 11: on the monotonic clock a device's own times are kept; other clocks start at the read")
    func startTimes() throws {
        let monotonic = try DevicePipe()
        let kept = monotonic.source(
            TestDevices.touchscreen(), monotonic: true, startTime: .monotonicClock(now: { 500 }))
        monotonic.write(Self.touchDown())
        #expect(kept.read(timeout: 1).inputs.first?.timestamp == 1)
        let wall = try DevicePipe()
        let moved = wall.source(TestDevices.touchscreen(), startTime: .monotonicClock(now: { 500 }))
        wall.write(Self.touchDown())
        #expect(moved.read(timeout: 1).inputs.first?.timestamp == 500)
    }

    @Test("finish() ends the stream on request (lifts given), close() without; later reads give nothing")
    func finishAndClose() throws {
        let device = try DevicePipe()
        let source = device.source(TestDevices.touchscreen())
        device.write(Self.touchDown())
        _ = source.read(timeout: 1)
        let finished = source.finish()
        #expect(finished.end == .stopped && finished.inputs == [.cancelAllContacts(timestamp: 1)])
        #expect(source.read(timeout: 1).events.isEmpty && source.end == .stopped)

        let other = try DevicePipe()
        let closed = other.source(TestDevices.touchscreen())
        other.write(Self.touchDown())
        _ = closed.read(timeout: 1)
        closed.close()
        #expect(closed.end == .stopped && closed.finish().inputs.isEmpty)
    }
}
