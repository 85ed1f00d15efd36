import ArgumentParser
import Foundation
import ResponderKitInput

#if canImport(Glibc)
import Glibc
#endif

/// The options `record` and `live` share: the device and how its coordinates map to the screen.
struct DeviceOptions: ParsableArguments {
    @Argument(help: "The device node, e.g. /dev/input/event5 (see `responder devices`); none with --sensors.")
    var device: String?

    @OptionGroup var mapping: ScreenMappingOptions

    @Option(help: ArgumentHelp("Stop after this many seconds (default: until Ctrl-C).", valueName: "seconds"))
    var duration: Double?

    func validate() throws {
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration: expected a positive number of seconds, found \(duration)")
        }
    }

    /// Opens the device as an input source (its first events at `startTime`) and applies the screen,
    /// calibration and rotation options.
    func open(grab: Bool = false, startTime: DeviceInputSource.StartTime) throws -> DeviceInputSource {
        guard let device else { throw ValidationError("expected a device node (see `responder devices`) or --sensors") }
        let source: DeviceInputSource
        do {
            source = try DeviceInputSource(path: device, grab: grab, startTime: startTime)
        } catch {
            throw DeviceCommandError(error: error)
        }
        let mapped = try mapping.parsed()
        if let screen = mapped.screen { source.deviceDescription.screen = screen }
        if let calibration = mapped.calibration { source.deviceDescription.calibration = calibration }
        if let rotation = mapped.rotation { source.deviceDescription.rotation = rotation }
        return source
    }
}

/// A device that could not be opened or read, with a hint.
struct DeviceCommandError: Error, CustomStringConvertible {
    let error: EvdevDeviceError

    var description: String {
        var text = error.description
        if case .openFailed(_, let code) = error {
            if code == ENOENT { text += "; `responder devices` lists the input devices" }
            if code == EACCES || code == EPERM {
                text += "; join the 'input' group (or run as root) to read input devices"
            }
        }
        if case .ioctlFailed(_, _, let code) = error, code == ENOTTY || code == EINVAL {
            text += "; this is not an evdev input device (they are /dev/input/eventN)"
        }
        return text
    }
}
