import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``DeviceInputSource`` reads its events: an open ``EvdevDevice``, or recorded `input_event`
/// bytes on a descriptor (``RecordedEventChannel``). Both give the read step of ``EvdevDevice/read()``:
/// the queued events, and whether nothing more will come.
protocol DeviceEventChannel: AnyObject {
    /// The path, for messages and errors.
    var path: String { get }
    /// What the device is, with its mapping onto the screen.
    var deviceDescription: InputDeviceDescription { get set }
    /// Whether event timestamps come from `CLOCK_MONOTONIC`.
    var usesMonotonicClock: Bool { get }
    /// Whether this client has the device to itself (`EVIOCGRAB`).
    var isGrabbed: Bool { get }
    /// The descriptor to wait on with `poll(2)`, or -1 once closed.
    var fileDescriptor: Int32 { get }
    /// The events queued now; `removed` once nothing more will come (the events before it included).
    func read() throws(EvdevDeviceError) -> EvdevDevice.ReadResult
    /// The events decoded before a read threw, which the read kept.
    func takePendingEvents() -> [EvdevEvent]
    /// The touchscreen (or keyboard) pipeline of the channel's device, its first event stamped `time`.
    func pipeline(startingAt time: TimeInterval) -> DeviceInputPipeline
    /// Closes the descriptor; later reads give nothing.
    func close()
}

extension EvdevDevice: DeviceEventChannel {
    /// The device's pipeline: from its state at open time, re-reading it after `SYN_DROPPED`.
    func pipeline(startingAt time: TimeInterval) -> DeviceInputPipeline {
        makePipeline(startTime: time)
    }
}

/// Recorded `input_event` bytes on a descriptor (a pipe, a FIFO, a file of `cat /dev/input/eventN`)
/// read as the device `deviceDescription` describes: the end of the file is the device going away. It
/// has no state to re-read after `SYN_DROPPED` (the decoder then cancels the contacts down, counted).
/// The channel owns the descriptor and makes it non-blocking.
final class RecordedEventChannel: DeviceEventChannel {
    let path: String
    var deviceDescription: InputDeviceDescription
    let usesMonotonicClock: Bool
    let isGrabbed = false
    private(set) var fileDescriptor: Int32
    private let reader: EvdevEventReader

    init(fileDescriptor: Int32, path: String, description: InputDeviceDescription, usesMonotonicClock: Bool) {
        self.fileDescriptor = fileDescriptor
        self.path = path
        self.deviceDescription = description
        self.usesMonotonicClock = usesMonotonicClock
        reader = EvdevEventReader(fileDescriptor: fileDescriptor, path: path)
        let flags = fcntl(fileDescriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(fileDescriptor, F_SETFL, flags | O_NONBLOCK) }
    }

    deinit { close() }

    func read() throws(EvdevDeviceError) -> EvdevDevice.ReadResult {
        guard fileDescriptor >= 0 else { return EvdevDevice.ReadResult(events: [], removed: true) }
        let events = try reader.readAvailable()
        return EvdevDevice.ReadResult(events: events, removed: reader.isAtEnd)
    }

    func takePendingEvents() -> [EvdevEvent] { reader.takePendingEvents() }

    func pipeline(startingAt time: TimeInterval) -> DeviceInputPipeline {
        DeviceInputPipeline(device: deviceDescription, startTime: time)
    }

    func close() {
        guard fileDescriptor >= 0 else { return }
        #if canImport(Glibc)
        Glibc.close(fileDescriptor)
        #else
        Darwin.close(fileDescriptor)
        #endif
        fileDescriptor = -1
    }
}
