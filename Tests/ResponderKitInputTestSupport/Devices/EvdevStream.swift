import Foundation
import ResponderKitInput

/// Builds evdev event streams for the decoder tests: frames of events stamped with the stream's clock,
/// each ended by `SYN_REPORT`, with protocol B helpers (`down`, `move`, `lift`).
package struct EvdevStream {
    /// The time of the next event.
    package var time: TimeInterval
    /// The events so far.
    package var events: [EvdevEvent] = []

    package init(start: TimeInterval = 0.000001) { time = start }

    package mutating func abs(_ code: UInt16, _ value: Int32) {
        events.append(EvdevEvent(time: time, type: EvdevCode.EV_ABS, code: code, value: value))
    }
    package mutating func key(_ code: UInt16, _ value: Int32) {
        events.append(EvdevEvent(time: time, type: EvdevCode.EV_KEY, code: code, value: value))
    }
    package mutating func syn(_ code: UInt16 = EvdevCode.SYN_REPORT) {
        events.append(EvdevEvent(time: time, type: EvdevCode.EV_SYN, code: code, value: 0))
    }
    package mutating func mtReport() { syn(EvdevCode.SYN_MT_REPORT) }
    package mutating func dropped() { syn(EvdevCode.SYN_DROPPED) }

    /// One frame `interval` seconds after the previous one: the body's events, then `SYN_REPORT`.
    package mutating func frame(after interval: TimeInterval = 0.01, _ body: (inout EvdevStream) -> Void) {
        time += interval
        body(&self)
        syn()
    }

    // Protocol B helpers (events only; frames are up to the caller).
    package mutating func slot(_ slot: Int) { abs(EvdevCode.ABS_MT_SLOT, Int32(slot)) }
    package mutating func down(slot: Int? = nil, id: Int32, x: Int32? = nil, y: Int32? = nil) {
        if let slot { self.slot(slot) }
        abs(EvdevCode.ABS_MT_TRACKING_ID, id)
        if let x { abs(EvdevCode.ABS_MT_POSITION_X, x) }
        if let y { abs(EvdevCode.ABS_MT_POSITION_Y, y) }
    }
    package mutating func move(slot: Int? = nil, x: Int32? = nil, y: Int32? = nil) {
        if let slot { self.slot(slot) }
        if let x { abs(EvdevCode.ABS_MT_POSITION_X, x) }
        if let y { abs(EvdevCode.ABS_MT_POSITION_Y, y) }
    }
    package mutating func lift(slot: Int? = nil) {
        if let slot { self.slot(slot) }
        abs(EvdevCode.ABS_MT_TRACKING_ID, -1)
    }

    /// Three fingers on the test touchpad (slots 0 to 2, tracking ids from `firstID`, at x 600, 700 and
    /// 800) moving 30 units left in each of ten frames `interval` apart, then lifting: a three-finger swipe
    /// to the left (input behaviour 3). The first frame comes `interval` after the stream's clock;
    /// `reportsTouch` adds `BTN_TOUCH` beside `BTN_TOOL_TRIPLETAP`.
    package mutating func threeFingerSwipeLeft(
        firstID: Int32 = 1, interval: TimeInterval = 0.01, reportsTouch: Bool = false
    ) {
        frame(after: interval) {
            for slot in 0..<3 { $0.down(slot: slot, id: firstID + Int32(slot), x: Int32(600 + slot * 100), y: 300) }
            if reportsTouch { $0.key(EvdevCode.BTN_TOUCH, 1) }
            $0.key(EvdevCode.BTN_TOOL_TRIPLETAP, 1)
        }
        for index in 1...10 {
            frame(after: interval) { s in
                for slot in 0..<3 { s.move(slot: slot, x: Int32(600 + slot * 100 - index * 30)) }
            }
        }
        frame(after: interval) { s in
            for slot in 0..<3 { s.lift(slot: slot) }
            if reportsTouch { s.key(EvdevCode.BTN_TOUCH, 0) }
            s.key(EvdevCode.BTN_TOOL_TRIPLETAP, 0)
        }
    }

    // Protocol A helper: one anonymous contact packet.
    package mutating func packet(x: Int32, y: Int32, trackingID: Int32? = nil) {
        if let trackingID { abs(EvdevCode.ABS_MT_TRACKING_ID, trackingID) }
        abs(EvdevCode.ABS_MT_POSITION_X, x)
        abs(EvdevCode.ABS_MT_POSITION_Y, y)
        mtReport()
    }
}

/// Device descriptions for the tests.
package enum TestDevices {
    package static let touchKeys: Set<UInt16> = [EvdevCode.BTN_TOUCH]

    /// A protocol B touchscreen: X 0...1000 and Y 0...2000 onto a 320×480 screen (unless given).
    package static func touchscreen(
        slots: Int = 10, screen: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480),
        extraAxes: [UInt16: AbsoluteAxisInfo] = [:]
    ) -> InputDeviceDescription {
        var device = InputDeviceDescription(name: "Test Touchscreen")
        device.properties = [EvdevCode.INPUT_PROP_DIRECT]
        device.codes = [EvdevCode.EV_KEY: touchKeys, EvdevCode.EV_ABS: []]
        device.axes = [
            EvdevCode.ABS_X: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
            EvdevCode.ABS_Y: AbsoluteAxisInfo(minimum: 0, maximum: 2000),
            EvdevCode.ABS_MT_SLOT: AbsoluteAxisInfo(minimum: 0, maximum: Int32(slots - 1)),
            EvdevCode.ABS_MT_TRACKING_ID: AbsoluteAxisInfo(minimum: 0, maximum: 65535),
            EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
            EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(minimum: 0, maximum: 2000),
        ].merging(extraAxes) { $1 }
        device.codes[EvdevCode.EV_ABS] = Set(device.axes.keys)
        device.screen = screen
        return device
    }

    /// A protocol A touchscreen (no slots): X and Y 0...1000.
    package static func protocolA() -> InputDeviceDescription {
        var device = InputDeviceDescription(name: "Test Protocol A")
        device.properties = [EvdevCode.INPUT_PROP_DIRECT]
        device.axes = [
            EvdevCode.ABS_MT_POSITION_X: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
            EvdevCode.ABS_MT_POSITION_Y: AbsoluteAxisInfo(minimum: 0, maximum: 1000),
        ]
        device.codes = [EvdevCode.EV_KEY: touchKeys, EvdevCode.EV_ABS: Set(device.axes.keys)]
        device.screen = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        return device
    }

    /// A single-touch resistive screen (ABS_X/ABS_Y + BTN_TOUCH), 0...4095 onto 320×480.
    package static func singleTouch(pen: Bool = false) -> InputDeviceDescription {
        var device = InputDeviceDescription(name: pen ? "Test Pen" : "Test Single Touch")
        device.axes = [
            EvdevCode.ABS_X: AbsoluteAxisInfo(minimum: 0, maximum: 4095),
            EvdevCode.ABS_Y: AbsoluteAxisInfo(minimum: 0, maximum: 4095),
        ]
        if pen {
            device.axes[EvdevCode.ABS_PRESSURE] = AbsoluteAxisInfo(minimum: 0, maximum: 2047)
            device.axes[EvdevCode.ABS_DISTANCE] = AbsoluteAxisInfo(minimum: 0, maximum: 63)
        }
        device.codes = [
            EvdevCode.EV_KEY: pen ? [EvdevCode.BTN_TOUCH, EvdevCode.BTN_TOOL_PEN] : touchKeys,
            EvdevCode.EV_ABS: Set(device.axes.keys),
        ]
        device.screen = CGRect(x: 0, y: 0, width: 320, height: 480)
        return device
    }

    /// A keyboard.
    package static func keyboard() -> InputDeviceDescription {
        var device = InputDeviceDescription(name: "Test Keyboard")
        device.codes = [EvdevCode.EV_KEY: Set((1...127).map(UInt16.init))]
        return device
    }
}
