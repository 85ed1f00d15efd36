import Foundation
import ResponderKit

/// The entry point from a touchpad's or a mouse's evdev events to pointer input (docs/input-devices.md,
/// "Touchpads and mice as a pointer"): classifies the device (``InputDeviceClass``), decodes its frames and
/// drives a ``TouchpadPointer`` or a ``MousePointer``, on the application's clock.
///
/// ```swift
/// guard var pointer = PointerDeviceTranslator(description: device, screen: screen, startTime: clock.now) else { return }
/// for output in pointer.consume(events) { deliver(output) }
/// if let deadline = pointer.nextDeadline { /* at that time: */ deliver(pointer.advance(to: deadline)) }
/// ```
///
/// Device timestamps become application times by keeping their distance to the first event, which is
/// stamped `startTime`; a timestamp that goes backwards is taken as the previous one.
public struct PointerDeviceTranslator: Sendable {
    /// What the device is (a touchpad or a mouse).
    public let deviceClass: InputDeviceClass
    /// The frame decoder of a touchpad (its ``DeviceFrameDecoder/issues`` tell what was lost).
    public private(set) var decoder: DeviceFrameDecoder
    /// The touchpad's state machine, for a touchpad.
    public private(set) var touchpad: TouchpadPointer?
    /// The mouse's state machine, for a mouse.
    public private(set) var mouse: MousePointer?

    private let startTime: TimeInterval
    private var firstDeviceTime: TimeInterval?
    private var lastTime: TimeInterval?
    private var toolsDown: [UInt16: Int] = [:]

    /// The finger count each `BTN_TOOL_*` key stands for.
    private static let toolFingers: [UInt16: Int] = [
        EvdevCode.BTN_TOOL_FINGER: 1, EvdevCode.BTN_TOOL_DOUBLETAP: 2, EvdevCode.BTN_TOOL_TRIPLETAP: 3,
        EvdevCode.BTN_TOOL_QUADTAP: 4, EvdevCode.BTN_TOOL_QUINTTAP: 5,
    ]

    /// Creates the translator of `description` over `screen` (points), whose first event is stamped
    /// `startTime`; nil when the device is neither a touchpad nor a mouse. `touchpadConfiguration`
    /// defaults to ``TouchpadPointer/Configuration/default(for:)``.
    public init?(
        description: InputDeviceDescription, screen: CGRect, deviceID: Int = 0, startTime: TimeInterval = 0,
        touchpadConfiguration: TouchpadPointer.Configuration? = nil
    ) {
        deviceClass = InputDeviceClass(description)
        decoder = DeviceFrameDecoder(device: description)
        self.startTime = startTime
        switch deviceClass {
        case .touchpad:
            touchpad = TouchpadPointer(
                device: description, screen: screen, deviceID: deviceID, configuration: touchpadConfiguration)
        case .mouse:
            mouse = MousePointer(device: description, screen: screen, deviceID: deviceID)
        case .touchscreen, .penTablet, .keyboard, .accelerometer, .other:
            return nil
        }
    }

    /// What could not be taken at face value in the device's description (empty for a mouse).
    public var warnings: [PointerDeviceWarning] { touchpad?.geometry.warnings ?? [] }

    /// The pointer's location, in screen points.
    public var location: CGPoint { touchpad?.location ?? mouse?.location ?? .zero }

    /// When the translator next needs the clock (see ``TouchpadPointer/nextDeadline``); nil for a mouse.
    public var nextDeadline: TimeInterval? { touchpad?.nextDeadline }

    /// The application time of a device timestamp.
    public mutating func time(for deviceTime: TimeInterval) -> TimeInterval {
        let origin = firstDeviceTime ?? deviceTime
        firstDeviceTime = origin
        var time = startTime + (deviceTime - origin)
        if !time.isFinite { time = lastTime ?? startTime }
        if let lastTime, time < lastTime { time = lastTime }
        lastTime = time
        return time
    }

    /// Consumes one event; returns what it produced (deadlines due before it first).
    public mutating func consume(_ event: EvdevEvent) -> [PointerDeviceOutput] {
        let time = time(for: event.time)
        if var mouse {
            defer { self.mouse = mouse }
            return mouse.consume(event, at: time)
        }
        guard var touchpad else { return [] }
        defer { self.touchpad = touchpad }
        if event.type == EvdevCode.EV_KEY, let fingers = Self.toolFingers[event.code] {
            if event.value == 0 { toolsDown[event.code] = nil } else { toolsDown[event.code] = fingers }
        }
        guard let frame = decoder.decode(event) else { return touchpad.advance(to: time) }
        return touchpad.consume(frame, toolFingerCount: toolsDown.values.max(), at: time)
    }

    /// Consumes events in order.
    public mutating func consume<Events: Sequence>(_ events: Events) -> [PointerDeviceOutput]
    where Events.Element == EvdevEvent {
        events.flatMap { consume($0) }
    }

    /// Runs the deadlines due at or before `time` (application clock).
    public mutating func advance(to time: TimeInterval) -> [PointerDeviceOutput] {
        guard var touchpad else { return [] }
        defer { self.touchpad = touchpad }
        return touchpad.advance(to: time)
    }

    /// The device went away, or the stream ended: releases every button and ends every gesture at `time`
    /// (default: the last event's time), after running the deadlines due until then.
    public mutating func deviceRemoved(at time: TimeInterval? = nil) -> [PointerDeviceOutput] {
        let end = time ?? lastTime ?? startTime
        decoder.finish()
        if var mouse {
            defer { self.mouse = mouse }
            return mouse.reset(at: end)
        }
        guard var touchpad else { return [] }
        defer { self.touchpad = touchpad }
        return touchpad.advance(to: end) + touchpad.reset(at: end)
    }
}
