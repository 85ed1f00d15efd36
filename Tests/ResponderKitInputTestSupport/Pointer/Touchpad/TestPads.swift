import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

/// A touchpad for the tests: 100 × 70 mm (10 units per millimetre), five slots, a pressure axis.
package enum TestPads {
    package static func touchpad(
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

    package static let screen = CGRect(x: 0, y: 0, width: 1024, height: 768)

    /// Replays `file`, a hand-made recording of `Tests/Fixtures/hand-made-touchpads` (its README says how
    /// each was made).
    package static func handMade(_ file: String) throws -> PointerReplay {
        let folder = RepositoryPaths.fixtures.appendingPathComponent("hand-made-touchpads")
        let recording = try Recording.load(path: folder.appendingPathComponent(file).path)
        #expect(recording.errors.isEmpty && recording.device.name == "Hand-made Touchpad")
        return try PointerReplay(device: recording.device, events: recording.events)
    }

    package static func translator(
        _ device: InputDeviceDescription = touchpad(),
        configuration: TouchpadPointer.Configuration? = nil
    ) throws -> PointerDeviceTranslator {
        try #require(
            PointerDeviceTranslator(
                description: device, screen: screen, startTime: 1, touchpadConfiguration: configuration))
    }
}

extension [PointerDeviceOutput] {
    package var pointers: [PointerInput] { compactMap { if case .pointer(let p) = $0 { p } else { nil } } }
    package var scrolls: [ScrollInput] { compactMap { if case .scroll(let s) = $0 { s } else { nil } } }
    package var transforms: [TransformInput] { compactMap { if case .transform(let t) = $0 { t } else { nil } } }
    package var swipes: [SystemSwipeInput] { compactMap { if case .systemSwipe(let s) = $0 { s } else { nil } } }
}

extension EvdevStream {
    /// A frame `interval` after the previous one in which two fingers land in slots 0 and 1, at `first` and
    /// `second` (device units), with `BTN_TOOL_DOUBLETAP`.
    package mutating func twoFingersLand(
        at first: (x: Int32, y: Int32), _ second: (x: Int32, y: Int32), after interval: TimeInterval = 0.01
    ) {
        frame(after: interval) {
            $0.down(slot: 0, id: 1, x: first.x, y: first.y); $0.down(slot: 1, id: 2, x: second.x, y: second.y)
            $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 1)
        }
    }

    /// A frame `interval` after the previous one in which the fingers of slots 0 and 1 lift, with
    /// `BTN_TOOL_DOUBLETAP`.
    package mutating func twoFingersLift(after interval: TimeInterval = 0.01) {
        frame(after: interval) {
            $0.lift(slot: 0); $0.lift(slot: 1); $0.key(EvdevCode.BTN_TOOL_DOUBLETAP, 0)
        }
    }

    /// Two fingers land at `first` and `second` (device units); in each of `frames` frames 10 ms apart,
    /// frame `n` puts them `n` times `firstStep` and `secondStep` from where they landed (an axis whose step
    /// is 0 is not reported); then they lift.
    package mutating func twoFingerStroke(
        from first: (x: Int32, y: Int32), _ second: (x: Int32, y: Int32), steps firstStep: (dx: Int32, dy: Int32),
        _ secondStep: (dx: Int32, dy: Int32), frames: Int = 10
    ) {
        twoFingersLand(at: first, second)
        for index in 1...Int32(frames) {
            frame(after: 0.01) {
                for (slot, start, step) in [(0, first, firstStep), (1, second, secondStep)] {
                    $0.move(
                        slot: slot, x: step.dx == 0 ? nil : start.x + index * step.dx,
                        y: step.dy == 0 ? nil : start.y + index * step.dy)
                }
            }
        }
        twoFingersLift()
    }
}
