import Foundation
import ResponderKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One input device read as hardware input: the read loop every program reading a live device runs
/// (`responder live`, `record` and `router --input`), in one place (docs/decisions.md, "One device input
/// source").
///
/// - **Open**: ``init(path:grab:startTime:)`` opens an evdev device (``EvdevDevice``);
///   ``init(fileDescriptor:path:description:usesMonotonicClock:startTime:)`` reads recorded
///   `input_event` bytes from a pipe or a file instead (tests, tools without a device). Set
///   ``deviceDescription``'s screen, calibration and rotation before the first read.
/// - **Classify**: ``deviceClass`` (``InputDeviceClass``). When the first events arrive, a touchpad or a
///   mouse gets the pointer stream (``PointerInputStream``), an accelerometer its samples
///   (``EvdevAccelerometer``, through ``accelerometerMountMatrix``), any other device the touchscreen
///   pipeline (``DeviceInputPipeline``, from the device's state at open time, re-reading it after
///   `SYN_DROPPED`).
/// - **Keys**: a keyboard's keys get the text of the user's layout when ``keyboardText`` is set.
/// - **Read**: ``read(timeout:)`` waits up to `timeout` seconds (at most ``maximumWait``) for the device
///   and returns a ``Batch``: the events read, the input they made (a pointer's system swipes apart), and
///   the ``End`` when the stream ended in it.
/// - **Deadlines**: a touchpad needs the clock between events (a tap's release, kinetic scrolling):
///   wait no longer than ``nextDeadline`` and call ``advance(to:)`` with the time after each read.
/// - **Finish**: when the device goes away (`ENODEV`, or the end of recorded bytes) or cannot be read,
///   the read that notices it delivers every event read before, then ends the stream: the contacts down
///   are cancelled, a pointer's deadlines run out, its buttons are released and its gestures ended.
///   ``finish()`` does the same on request; ``close()`` stops without it. ``losses`` counts what was
///   lost on the way.
///
/// ```swift
/// let source = try DeviceInputSource(path: "/dev/input/event5", startTime: .monotonicClock(now: now))
/// while true {
///     var batch = source.read(timeout: min(0.1, (source.nextDeadline ?? .infinity) - now()))
///     batch.append(source.advance(to: now()))
///     for input in batch.inputs { app.enqueue(input) }
///     if batch.end != nil { break }
/// }
/// ```
public final class DeviceInputSource {
    /// Where the device's first events land on the caller's timeline; later events keep their distance
    /// to the first.
    public enum StartTime: Sendable {
        /// The caller's clock is `CLOCK_MONOTONIC`, read by `now` (`MonotonicClock`'s time): a device that
        /// stamps its events on that clock keeps their times; any other device's first events are stamped
        /// `now()` as they are read.
        case monotonicClock(now: @Sendable () -> TimeInterval)
        /// The first event is at this time (a recording's timeline: 0).
        case fixed(TimeInterval)
    }

    /// Why a stream ended.
    public enum End: Sendable, Equatable {
        /// The device went away (`ENODEV`, `POLLHUP`), or recorded bytes came to their end.
        case removed
        /// The device could not be read: the events read before were delivered, then the stream ended.
        case failed(EvdevDeviceError)
        /// The caller ended it (``finish()`` or ``close()``).
        case stopped
    }

    /// What one read (or one ``advance(to:)``) gave.
    public struct Batch: Sendable {
        /// The events read, in order (those read before the device went away or failed included).
        public var events: [EvdevEvent] = []
        /// The hardware input they made, for the application, in time order.
        public var inputs: [HardwareInput] = []
        /// A touchpad's three- and four-finger swipes, for the system (not the application).
        public var systemSwipes: [SystemSwipeInput] = []
        /// Set when the stream ended in this batch: nothing more will come.
        public var end: End?

        /// An empty batch.
        public init() {}

        /// Adds what `other` gave after this batch.
        public mutating func append(_ other: Batch) {
            events += other.events
            inputs += other.inputs
            systemSwipes += other.systemSwipes
            end = end ?? other.end
        }
    }

    /// The longest ``read(timeout:)`` waits, in seconds: 1, so that a caller checks its stop conditions.
    public static let maximumWait: TimeInterval = 1

    private let channel: any DeviceEventChannel
    private let startTime: StartTime
    private var pipeline: DeviceInputPipeline?
    private var pointer: PointerInputStream?
    private var accelerometer: EvdevAccelerometer?

    /// How many events were read.
    public private(set) var eventCount = 0
    /// Why the stream ended; nil while it goes on.
    public private(set) var end: End?

    /// Reads the evdev device at `path` (``EvdevDevice/init(path:grab:)``: its clock set to
    /// `CLOCK_MONOTONIC`, its state read); `grab` asks for exclusive access.
    public convenience init(path: String, grab: Bool = false, startTime: StartTime) throws(EvdevDeviceError) {
        self.init(device: try EvdevDevice(path: path, grab: grab), startTime: startTime)
    }

    /// Reads `device`, which the source reads from now on (read it no more yourself).
    public init(device: EvdevDevice, startTime: StartTime) {
        channel = device
        self.startTime = startTime
    }

    /// Reads recorded `input_event` records from `fileDescriptor` (a pipe, a FIFO, a file), as if they came
    /// from the device `description` describes; the end of the file is the device going away. The source
    /// owns the descriptor (makes it non-blocking, closes it). `usesMonotonicClock` says whether the
    /// records' times are on `CLOCK_MONOTONIC`.
    public init(
        fileDescriptor: Int32, path: String, description: InputDeviceDescription, usesMonotonicClock: Bool = false,
        startTime: StartTime
    ) {
        channel = RecordedEventChannel(
            fileDescriptor: fileDescriptor, path: path, description: description,
            usesMonotonicClock: usesMonotonicClock)
        self.startTime = startTime
    }

    /// The device's path.
    public var path: String { channel.path }
    /// What the device is; its screen, calibration and rotation apply from the first events on.
    public var deviceDescription: InputDeviceDescription {
        get { channel.deviceDescription }
        set { channel.deviceDescription = newValue }
    }
    /// What kind of device it is: a touchpad or a mouse drives the pointer.
    public var deviceClass: InputDeviceClass { InputDeviceClass(channel.deviceDescription) }
    /// The stage that gives a keyboard's keys the text of the user's layout (``KeyboardTextTranslator``,
    /// input behaviour 4). Default nil: keys carry no characters, and the application derives them from
    /// the built-in US layout.
    public var keyboardText: KeyboardTextTranslator?
    /// An accelerometer's mount matrix (udev's `ACCEL_MOUNT_MATRIX` for the device); it applies from the
    /// first events on. Default identity (docs/input-devices.md, "Mount matrices").
    public var accelerometerMountMatrix = MountMatrix.identity
    /// Whether this client has the device to itself (`EVIOCGRAB`).
    public var isGrabbed: Bool { channel.isGrabbed }
    /// Whether the first events arrived (and the pipeline or the pointer stream was made).
    public var isStarted: Bool { pipeline != nil || pointer != nil || accelerometer != nil }
    /// What a touchpad's description made the pointer assume, in words (empty before the first events).
    public var warnings: [String] { pointer?.warnings ?? [] }
    /// When the pointer stream next needs the clock (a tap's release, a kinetic step); nil when it does not.
    public var nextDeadline: TimeInterval? { end == nil ? pointer?.nextDeadline : nil }

    /// What was lost on the way from the device so far, by cause.
    public var losses: DeviceInputLosses {
        if let pipeline {
            return DeviceInputLosses(
                issues: pipeline.decoder.issues, droppedIssueCount: pipeline.decoder.droppedIssueCount)
        }
        if let pointer {
            let decoder = pointer.translator.decoder
            return DeviceInputLosses(
                issues: decoder.issues, droppedIssueCount: decoder.droppedIssueCount,
                droppedMouseFrames: pointer.droppedFrames)
        }
        return accelerometer?.losses ?? DeviceInputLosses()
    }

    /// Waits up to `timeout` seconds (0 to ``maximumWait``; NaN is 0) for the device, and reads what it
    /// has. An empty batch when nothing came (or a signal interrupted the wait); once ended, an empty
    /// batch at once.
    public func read(timeout: TimeInterval) -> Batch {
        guard end == nil else { return Batch() }
        let seconds = timeout.isNaN ? 0 : max(0, min(timeout, Self.maximumWait))
        var descriptor = pollfd(fd: channel.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(seconds * 1000)) > 0 else { return Batch() }
        var events: [EvdevEvent]
        var ending: End?
        do {
            let read = try channel.read()
            events = read.events
            if read.removed { ending = .removed }
        } catch {
            // The events decoded before the error still count; then the stream ends.
            events = channel.takePendingEvents()
            ending = .failed(error)
        }
        // A device gone whose read reports nothing (no ENODEV) still hangs up.
        if ending == nil, events.isEmpty, descriptor.revents & Int16(POLLHUP | POLLERR) != 0 { ending = .removed }
        var batch = consume(events)
        if let ending { batch.append(finish(ending)) }
        return batch
    }

    /// Runs the pointer stream's deadlines due by `time` (the caller's clock, the timeline of
    /// ``StartTime``).
    public func advance(to time: TimeInterval) -> Batch {
        guard end == nil, let output = pointer?.advance(to: time) else { return Batch() }
        var batch = Batch()
        batch.inputs = output.inputs
        batch.systemSwipes = output.systemSwipes
        return batch
    }

    /// Ends the stream now, as when the device goes away: cancels the contacts down, or runs a pointer's
    /// deadlines out, releases its buttons and ends its gestures; then closes the device. Nothing once
    /// ended.
    public func finish() -> Batch {
        finish(.stopped)
    }

    /// Stops reading and closes the device without ending what is down (the caller stops too).
    public func close() {
        guard end == nil else { return }
        end = .stopped
        channel.close()
    }

    private func consume(_ events: [EvdevEvent]) -> Batch {
        var batch = Batch()
        batch.events = events
        eventCount += events.count
        if !isStarted, let first = events.first { start(at: first) }
        if pointer != nil, let output = pointer?.consume(events) {
            batch.inputs = output.inputs
            batch.systemSwipes = output.systemSwipes
        } else if accelerometer != nil, let inputs = accelerometer?.consume(events) {
            batch.inputs = inputs
        } else if pipeline != nil, let inputs = pipeline?.process(events) {
            batch.inputs = inputs
        }
        keyboardText?.translate(&batch.inputs)
        return batch
    }

    /// Makes the pointer stream or the pipeline, its first event at the ``StartTime``.
    private func start(at first: EvdevEvent) {
        let time: TimeInterval
        switch startTime {
        case .monotonicClock(let now): time = channel.usesMonotonicClock ? first.time : now()
        case .fixed(let fixed): time = fixed
        }
        let description = channel.deviceDescription
        if deviceClass == .accelerometer {
            accelerometer = EvdevAccelerometer(
                device: description, mountMatrix: accelerometerMountMatrix, startTime: time)
            return
        }
        pointer = PointerInputStream(device: description, screen: description.screen, startTime: time)
        if pointer == nil { pipeline = channel.pipeline(startingAt: time) }
    }

    private func finish(_ ending: End) -> Batch {
        guard end == nil else { return Batch() }
        end = ending
        var batch = Batch()
        batch.end = ending
        if let output = pointer?.finish() {
            batch.inputs = output.inputs
            batch.systemSwipes = output.systemSwipes
        } else if let inputs = pipeline?.deviceRemoved() {
            batch.inputs = inputs
        }
        channel.close()
        return batch
    }
}
