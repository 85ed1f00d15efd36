import ArgumentParser
import Foundation
import ResponderKitInput
import ResponderKitReplay

/// The options `replay`, `explain`, `record` and `live` share: how a device's coordinates map to the screen.
/// One definition, so the four commands name, document and check them alike.
struct ScreenMappingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The screen size in points (devices and evdev recordings default to 1024x768; traces give theirs).",
            valueName: "WxH"))
    var screen: String?

    @Option(
        help: ArgumentHelp(
            "A libinput-style calibration matrix, six numbers (the identity is \"1 0 0 0 1 0\").",
            valueName: "a b c d e f"))
    var calibration: String?

    @Option(
        help: ArgumentHelp(
            "How the screen is turned relative to the touch panel, clockwise: 0, 90, 180 or 270 (applied after --calibration).",
            valueName: "degrees"))
    var rotation: Int?

    /// The parsed screen size, calibration and rotation; nil where the option was not given.
    func parsed() throws(ReplayError) -> (screen: CGRect?, calibration: [Double]?, rotation: ScreenRotation?) {
        (
            try screen.map { text throws(ReplayError) in try ReplayOptions.parseScreen(text) },
            try calibration.map { text throws(ReplayError) in try ReplayOptions.parseCalibration(text) },
            try rotation.map { degrees throws(ReplayError) in try ReplayOptions.parseRotation(degrees) }
        )
    }

    func validate() throws {
        do { _ = try parsed() } catch { throw ValidationError(error.description) }
    }
}
