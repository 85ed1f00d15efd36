import Foundation
import ResponderKit

#if canImport(Glibc)
import Glibc
#endif

/// An open Linux input device (`/dev/input/eventN`, input behaviour 1.2, 1.3).
///
/// Opening it:
/// 1. `open(path, O_RDONLY | O_NONBLOCK)`;
/// 2. reads its identity (``InputDeviceDescription/read(fileDescriptor:path:)``);
/// 3. selects `CLOCK_MONOTONIC` for event timestamps with `EVIOCSCLOCKID` (the default is the wall
///    clock, which jumps); a kernel that refuses leaves ``usesMonotonicClock`` false;
/// 4. optionally grabs the device (`EVIOCGRAB`) so no other client sees its events;
/// 5. reads the state at open time (``initialState``: keys, axes, and `EVIOCGABS(ABS_MT_SLOT)` +
///    `EVIOCGMTSLOTS` for every slot), so a touch already down is known (pitfall 2.2).
///
/// Then ``makePipeline(startTime:contactIDBase:)`` builds the decoder and translator wired to the
/// device's state for `SYN_DROPPED` recovery, and ``readInput(through:)`` turns what the device has
/// queued into hardware input. When the device disappears (`ENODEV`), ``readInput(through:)`` returns
/// the cancellation of its contacts and closes the device (``isRemoved``). ``readEvents()`` gives the raw
/// events instead. ``DeviceInputSource`` is the whole read loop a program runs around it: the wait, the
/// touchscreen pipeline or the pointer stream, the pointer's deadlines and the end.
///
/// ```swift
/// let device = try EvdevDevice(path: "/dev/input/event5")
/// device.deviceDescription.screen = CGRect(x: 0, y: 0, width: 1280, height: 800)
/// var pipeline = device.makePipeline(startTime: app.clock.now)
/// // whenever device.fileDescriptor is readable (poll(2)):
/// for input in try device.readInput(through: &pipeline) { app.enqueue(input) }
/// ```
public final class EvdevDevice {
    /// The device's path.
    public let path: String
    /// What the device is; adjust ``InputDeviceDescription/screen`` and
    /// ``InputDeviceDescription/calibration`` before making a pipeline.
    public var deviceDescription: InputDeviceDescription
    /// The state read at open time.
    public let initialState: DeviceStateSnapshot
    /// Whether event timestamps come from `CLOCK_MONOTONIC`.
    public let usesMonotonicClock: Bool
    /// Whether this client grabbed the device.
    public private(set) var isGrabbed: Bool
    /// Whether the device went away (``readInput(through:)`` met `ENODEV`).
    public private(set) var isRemoved = false

    private var fd: Int32
    private let reader: EvdevEventReader

    /// The open descriptor, or -1 after ``close()``: wait for it to become readable with `poll(2)`.
    public var fileDescriptor: Int32 { fd }

    /// Opens the device at `path`, reading its identity and state; `grab` asks for exclusive access.
    /// Throws ``EvdevDeviceError/openFailed(path:errno:)`` (no such file, no permission) or
    /// ``EvdevDeviceError/ioctlFailed(path:request:errno:)`` (not an evdev device).
    public init(path: String, grab: Bool = false) throws(EvdevDeviceError) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw .openFailed(path: path, errno: errno) }
        do {
            let description = try InputDeviceDescription.read(fileDescriptor: fd, path: path)
            let caller = EvdevIoctlCaller(fileDescriptor: fd, path: path)
            var monotonic = true
            do { try caller.write(EvdevIoctl.setClockID, value: Int32(CLOCK_MONOTONIC), byPointer: true) } catch {
                monotonic = false
            }
            if grab { try caller.write(EvdevIoctl.grab, value: 1, byPointer: false) }
            let state = try DeviceStateSnapshot.capture(
                from: IoctlDeviceStateQuery(fileDescriptor: fd, path: path),
                device: description)
            self.path = path
            self.fd = fd
            self.deviceDescription = description
            self.usesMonotonicClock = monotonic
            self.isGrabbed = grab
            self.initialState = state
            self.reader = EvdevEventReader(fileDescriptor: fd, path: path)
        } catch {
            Glibc.close(fd)
            throw error
        }
    }

    deinit {
        if fd >= 0 { Glibc.close(fd) }
    }

    /// A query of the device's current state, for `SYN_DROPPED` recovery.
    public var stateQuery: IoctlDeviceStateQuery { IoctlDeviceStateQuery(fileDescriptor: fd, path: path) }

    /// The events queued now (possibly none; the descriptor is non-blocking).
    public func readEvents() throws(EvdevDeviceError) -> [EvdevEvent] {
        guard fd >= 0 else { throw .closed(path: path) }
        return try reader.readAvailable()
    }

    /// What one ``read()`` gave.
    public struct ReadResult: Sendable {
        /// The events read, in order (those read before the device went away included).
        public var events: [EvdevEvent]
        /// Whether the device went away after these events (``isRemoved``); nothing more will come.
        public var removed: Bool
    }

    /// The read loop's one step: the queued events (possibly none). When the device went away (`ENODEV`),
    /// the events decoded in that same read are returned, ``isRemoved`` is set and the device is closed;
    /// later calls return nothing. Other read errors are thrown.
    public func read() throws(EvdevDeviceError) -> ReadResult {
        guard !isRemoved else { return ReadResult(events: [], removed: true) }
        do {
            return ReadResult(events: try readEvents(), removed: false)
        } catch .deviceRemoved {
            isRemoved = true
            let events = reader.takePendingEvents()
            close()
            return ReadResult(events: events, removed: true)
        }
    }

    /// The events decoded before a ``read()`` threw, which the reader kept (``DeviceInputSource`` still
    /// delivers them before it ends).
    func takePendingEvents() -> [EvdevEvent] { reader.takePendingEvents() }

    /// Reads the queued events through `pipeline` (``read()``) and returns the hardware input they make.
    /// When the device went away, the events read before are processed, then its contacts are cancelled;
    /// later calls return nothing. Other read errors are thrown.
    public func readInput(through pipeline: inout DeviceInputPipeline) throws(EvdevDeviceError) -> [HardwareInput] {
        guard !isRemoved else { return [] }
        let result = try read()
        var inputs = pipeline.process(result.events)
        if result.removed { inputs += pipeline.deviceRemoved() }
        return inputs
    }

    /// A decoder and translator for this device: it starts from ``initialState`` and re-reads the state
    /// through ``stateQuery`` after `SYN_DROPPED`.
    public func makePipeline(startTime: TimeInterval, contactIDBase: Int = 1 << 32) -> DeviceInputPipeline {
        DeviceInputPipeline(
            device: deviceDescription, startTime: startTime, initialState: initialState,
            stateQuery: stateQuery, contactIDBase: contactIDBase)
    }

    /// Releases a grab (`EVIOCGRAB` 0).
    public func ungrab() throws(EvdevDeviceError) {
        guard fd >= 0, isGrabbed else { return }
        try EvdevIoctlCaller(fileDescriptor: fd, path: path).write(EvdevIoctl.grab, value: 0, byPointer: false)
        isGrabbed = false
    }

    /// Closes the device; later reads throw ``EvdevDeviceError/closed(path:)``.
    public func close() {
        guard fd >= 0 else { return }
        Glibc.close(fd)
        fd = -1
    }
}
