import ArgumentParser
import ResponderKitInput

/// `responder devices`: lists the evdev input devices with their kind and axis ranges, then the Industrial
/// I/O sensors with what each became.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "List the input devices (/dev/input/event*) with their kind (touchscreen, touchpad, mouse, keyboard, accelerometer), axis ranges and what each became, then the IIO sensors (accelerometer, gyroscope, magnetometer, proximity)."
    )

    @Option(help: ArgumentHelp("The directory holding the device nodes.", valueName: "directory"))
    var directory = "/dev/input"

    @OptionGroup var sensors: SensorRootOption

    func run() throws {
        let devices = try DeviceDiscovery.devices(in: directory)
        for line in DeviceListing.lines(for: devices, directory: directory) { printLine(line) }
        // What each device became (behaviour 12): a touchscreen gives direct touches, a touchpad or a mouse a
        // pointer, an accelerometer accelerometer samples.
        for device in devices {
            guard case .success(let description) = device.result else { continue }
            let deviceClass = InputDeviceClass(description)
            printLine("  \(device.path) became: \(deviceClass)")
            if case .touchpad = deviceClass {
                for warning in TouchpadGeometry(device: description).warnings { printLine("      warning: \(warning)") }
            }
            if deviceClass == .accelerometer {
                printLine("      " + SensorListing.describe(accelerometer: description))
            }
        }
        let found: [IIODiscovery.Discovered]
        do {
            found = try IIODiscovery.devices(root: sensors.sysfsRoot)
        } catch {
            throw SensorCommandError(error: error)
        }
        for line in SensorListing.lines(for: found, root: sensors.sysfsRoot) { printLine(line) }
    }
}
