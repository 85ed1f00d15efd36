import ArgumentParser
import ResponderKitInput

/// `responder devices`: lists the evdev input devices with their kind and axis ranges.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "List the input devices (/dev/input/event*) with their kind (touchscreen, touchpad, mouse, keyboard), axis ranges and what each became."
    )

    @Option(help: ArgumentHelp("The directory holding the device nodes.", valueName: "directory"))
    var directory = "/dev/input"

    func run() throws {
        let devices = try DeviceDiscovery.devices(in: directory)
        for line in DeviceListing.lines(for: devices, directory: directory) { printLine(line) }
        // What each device became (behaviour 12): a touchscreen gives direct touches, a touchpad or a mouse a
        // pointer.
        for device in devices {
            guard case .success(let description) = device.result else { continue }
            let deviceClass = InputDeviceClass(description)
            printLine("  \(device.path) became: \(deviceClass)")
            if case .touchpad = deviceClass {
                for warning in TouchpadGeometry(device: description).warnings { printLine("      warning: \(warning)") }
            }
        }
    }
}
