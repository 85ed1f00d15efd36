import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

/// docs/input-devices.md, "Calibration and rotation": a calibration matrix per device (libinput's
/// LIBINPUT_CALIBRATION_MATRIX, from an option or a recording's udev property) and the screen rotation.
@Suite("Kiosk mapping: calibration matrix and screen rotation (docs/input-devices.md)")
@MainActor
struct KioskMappingTests {
    /// A libinput record of a touchscreen 0...999 × 0...999 with one tap at (250, 100).
    private func libinputRecord(udevProperties: [String]) -> String {
        """
        version: 1
        ndevices: 1
        devices:
          - node: /dev/input/event7
            evdev:
              name: "Kiosk Panel"
              id: [3, 1, 2, 0]
              codes:
                1: [330]
                3: [0, 1, 47, 53, 54, 57]
              absinfo:
                0: [0, 999, 0, 0, 0]
                1: [0, 999, 0, 0, 0]
                47: [0, 9, 0, 0, 0]
                53: [0, 999, 0, 0, 0]
                54: [0, 999, 0, 0, 0]
                57: [0, 65535, 0, 0, 0]
              properties: [1]
            udev:
              properties:
        \(udevProperties.map { "        - \($0)" }.joined(separator: "\n"))
            events:
              - evdev: [[0, 0, 3, 57, 1], [0, 0, 3, 53, 250], [0, 0, 3, 54, 100], [0, 0, 1, 330, 1], [0, 0, 0, 0, 0]]
              - evdev: [[0, 60000, 3, 57, -1], [0, 60000, 1, 330, 0], [0, 60000, 0, 0, 0]]
        """
    }

    @Test("libinput's LIBINPUT_CALIBRATION_MATRIX udev property in a libinput record calibrates the device")
    func calibrationFromUdevProperty() throws {
        let text = libinputRecord(udevProperties: ["ID_INPUT=1", "LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 1 0"])
        let recording = try Recording.read(text, file: "kiosk.yml")
        #expect(recording.device.calibration == [-1, 0, 1, 0, 1, 0])
        var options = recording
        options.device.screen = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        let report = Replayer(source: ReplaySource(recording: options)).run()
        #expect(report.trails.first?.start == CGPoint(x: 750, y: 100))
        #expect(report.gestures.map(\.kind) == [.tap])
    }

    @Test("a malformed LIBINPUT_CALIBRATION_MATRIX is an error naming the field, not a silent identity")
    func malformedCalibrationProperty() {
        let text = libinputRecord(udevProperties: ["LIBINPUT_CALIBRATION_MATRIX=1 0 0"])
        #expect(throws: RecordingError.self) { try Recording.read(text, file: "kiosk.yml") }
        do {
            _ = try Recording.read(text, file: "kiosk.yml")
        } catch {
            #expect(error.description.contains("devices[0].udev.properties[0]"))
        }
    }

    @Test("--calibration replaces the recording's matrix")
    func optionOverridesRecording() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("kiosk.yml").path
        try Data(libinputRecord(udevProperties: ["LIBINPUT_CALIBRATION_MATRIX=-1 0 1 0 1 0"]).utf8).write(
            to: URL(fileURLWithPath: file))
        let source = try ReplaySource.load(
            path: file,
            options: ReplayOptions(
                screen: CGRect(x: 0, y: 0, width: 1000, height: 1000), calibration: [1, 0, 0, 0, 1, 0]))
        let report = Replayer(source: source).run()
        #expect(report.trails.first?.start == CGPoint(x: 250, y: 100))
    }

    @Test(
        "screen rotation 0/90/180/270 (libinput's rotation matrices) turns the panel's normalized point",
        arguments: [
            (ScreenRotation.none, CGPoint(x: 250, y: 100)), (.clockwise90, CGPoint(x: 900, y: 250)),
            (.upsideDown, CGPoint(x: 750, y: 900)), (.clockwise270, CGPoint(x: 100, y: 750)),
        ])
    func rotation(rotation: ScreenRotation, expected: CGPoint) {
        var device = InputDeviceDescription(name: "Panel")
        device.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 0, maximum: 999)
        device.axes[EvdevCode.ABS_MT_POSITION_Y] = AbsoluteAxisInfo(minimum: 0, maximum: 999)
        device.screen = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        device.rotation = rotation
        #expect(device.screenPoint(x: 250, y: 100) == expected)
        #expect(ScreenRotation(degrees: rotation.rawValue) == rotation)
    }

    @Test("rotation and calibration never push a point off the screen: it stays inside [0, size)")
    func rotatedEdgesStayInside() {
        var device = InputDeviceDescription(name: "Panel")
        device.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 0, maximum: 999)
        device.axes[EvdevCode.ABS_MT_POSITION_Y] = AbsoluteAxisInfo(minimum: 0, maximum: 999)
        device.screen = CGRect(x: 0, y: 0, width: 800, height: 600)
        for rotation in ScreenRotation.allCases {
            device.rotation = rotation
            for (x, y) in [(0, 0), (999, 999), (0, 999), (999, 0)] as [(Int32, Int32)] {
                let point = device.screenPoint(x: x, y: y)
                #expect(point.x >= 0 && point.x < 800 && point.y >= 0 && point.y < 600, "\(rotation) (\(x), \(y))")
            }
        }
    }
}
