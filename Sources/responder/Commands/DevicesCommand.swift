import ArgumentParser
import ResponderKitInput
import ResponderKitReplay

/// `responder devices`: lists the evdev input devices with their kind and axis ranges.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the input devices (/dev/input/event*) with their kind (touchscreen, touchpad, keyboard) and axis ranges."
    )

    @Option(help: ArgumentHelp("The directory holding the device nodes.", valueName: "directory"))
    var directory = "/dev/input"

    func run() throws {
        let devices = try DeviceDiscovery.devices(in: directory)
        for line in DeviceListing.lines(for: devices, directory: directory) { printLine(line) }
    }
}
