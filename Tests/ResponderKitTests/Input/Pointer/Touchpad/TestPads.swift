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

    /// Replays `file`, a hand-made recording of `Tests/ResponderKitTests/Fixtures/hand-made-touchpads` (its
    /// README says how each was made).
    static func handMade(_ file: String) throws -> PointerReplay {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Fixtures/hand-made-touchpads")
        let recording = try Recording.load(path: folder.appendingPathComponent(file).path)
        #expect(recording.errors.isEmpty && recording.device.name == "Hand-made Touchpad")
        return try PointerReplay(device: recording.device, events: recording.events)
    }

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
