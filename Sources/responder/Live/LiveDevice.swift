import ArgumentParser
import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Set when SIGINT or SIGTERM arrives, so that `record` and `live` stop cleanly (and `record` writes
/// its file) instead of being killed.
private let interruptRequested = Atomic<Bool>(false)

/// Stopping a command that reads a device until interrupted.
enum Interruption {
    /// Catches SIGINT (Ctrl-C) and SIGTERM.
    static func install() {
        signal(SIGINT) { _ in interruptRequested.store(true, ordering: .relaxed) }
        signal(SIGTERM) { _ in interruptRequested.store(true, ordering: .relaxed) }
    }

    /// Whether a stop was requested.
    static var requested: Bool { interruptRequested.load(ordering: .relaxed) }
}

/// The options `record` and `live` share: the device and how its coordinates map to the screen.
struct DeviceOptions: ParsableArguments {
    @Argument(help: "The device node, e.g. /dev/input/event5 (see `responder devices`).")
    var device: String

    @OptionGroup var mapping: ScreenMappingOptions

    @Option(help: ArgumentHelp("Stop after this many seconds (default: until Ctrl-C).", valueName: "seconds"))
    var duration: Double?

    func validate() throws {
        if let duration, !(duration.isFinite && duration > 0) {
            throw ValidationError("--duration: expected a positive number of seconds, found \(duration)")
        }
    }

    /// Opens the device and applies the screen, calibration and rotation options.
    func open(grab: Bool = false) throws -> LiveDevice {
        let device: EvdevDevice
        do {
            device = try EvdevDevice(path: self.device, grab: grab)
        } catch {
            throw DeviceCommandError(error: error)
        }
        let mapped = try mapping.parsed()
        if let screen = mapped.screen { device.deviceDescription.screen = screen }
        if let calibration = mapped.calibration { device.deviceDescription.calibration = calibration }
        if let rotation = mapped.rotation { device.deviceDescription.rotation = rotation }
        return LiveDevice(device: device)
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

/// An open device read by polling, through a pipeline made when its first events arrive: the touchscreen
/// pipeline, or for a touchpad or a mouse the pointer stream `replay` uses (``PointerInputStream``).
final class LiveDevice {
    let device: EvdevDevice
    private(set) var pipeline: DeviceInputPipeline?
    private(set) var pointer: PointerInputStream?
    private(set) var eventCount = 0

    /// What the device is (a touchpad or a mouse drives the pointer).
    var deviceClass: InputDeviceClass { InputDeviceClass(device.deviceDescription) }

    /// When the pointer stream next needs the clock (a tap's release, a kinetic step); nil when it does not.
    var nextDeadline: TimeInterval? { pointer?.nextDeadline }

    /// Runs the pointer stream's deadlines due by `time`.
    func advance(to time: TimeInterval) -> Batch {
        guard var stream = pointer else { return Batch() }
        defer { pointer = stream }
        let output = stream.advance(to: time)
        return Batch(inputs: output.inputs, systemSwipes: output.systemSwipes)
    }

    init(device: EvdevDevice) {
        self.device = device
    }

    /// What one wait for input gave.
    struct Batch {
        var events: [EvdevEvent] = []
        var inputs: [HardwareInput] = []
        /// A touchpad's three- and four-finger swipes (for the system, not the application).
        var systemSwipes: [SystemSwipeInput] = []
        /// The device went away; nothing more will come.
        var removed = false
    }

    /// Waits up to `timeout` seconds for input and reads what the device has. The first events fix the
    /// pipeline's start: `startTime(firstEvent)` gives the application time of the first event.
    func wait(timeout: TimeInterval, startTime: (EvdevEvent) -> TimeInterval) throws -> Batch {
        var descriptor = pollfd(fd: device.fileDescriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32((timeout.isNaN ? 0 : max(0, min(timeout, 1))) * 1000)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return Batch() }
        var batch = Batch()
        do {
            // The library's read loop: when the device goes away it still gives the events decoded in
            // that last read.
            let read = try device.read()
            batch.events = read.events
            batch.removed = read.removed
        } catch {
            throw DeviceCommandError(error: error)
        }
        if descriptor.revents & Int16(POLLHUP | POLLERR) != 0 && batch.events.isEmpty { batch.removed = true }
        eventCount += batch.events.count
        if pipeline == nil, pointer == nil, let first = batch.events.first {
            let start = startTime(first)
            pointer = PointerInputStream(
                device: device.deviceDescription, screen: device.deviceDescription.screen, startTime: start)
            if pointer == nil { pipeline = device.makePipeline(startTime: start) }
        }
        if var stream = pointer {
            var output = stream.consume(batch.events)
            if batch.removed {
                let last = stream.finish()
                output.inputs += last.inputs
                output.systemSwipes += last.systemSwipes
            }
            pointer = stream
            batch.inputs = output.inputs
            batch.systemSwipes = output.systemSwipes
        } else if pipeline != nil {
            batch.inputs = pipeline!.process(batch.events)
            if batch.removed { batch.inputs += pipeline!.deviceRemoved() }
        }
        return batch
    }
}

/// Seconds on the monotonic clock, for `--duration`.
func monotonicSeconds() -> TimeInterval {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return TimeInterval(spec.tv_sec) + TimeInterval(spec.tv_nsec) / 1_000_000_000
}

/// Writes a line to standard error, its control characters escaped (``printErrorLine(_:)``).
func printError(_ text: String) {
    printErrorLine(text)
}
