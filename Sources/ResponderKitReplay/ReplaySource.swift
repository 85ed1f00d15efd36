import Foundation
import ResponderKit
import ResponderKitInput

/// Why a replay could not start: a file that cannot be read or parsed (with its file, line and field),
/// or an option that is malformed or does not apply.
public enum ReplayError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The recording, trace or description file is unreadable or malformed.
    case recording(RecordingError)
    /// An option's value is malformed: the option, what it expects, and what it was given.
    case invalidOption(option: String, expected: String, found: String)
    /// An option that does not apply to this input.
    case optionNotApplicable(option: String, reason: String)

    /// One line naming the file and line, or the option: `pinch.evemu:12:3: field "value": expected …`,
    /// `--screen: expected WIDTHxHEIGHT in points (e.g. 1280x800), found "12"`.
    public var description: String {
        switch self {
        case .recording(let error): error.description
        case let .invalidOption(option, expected, found): "\(option): expected \(expected), found \(found)"
        case let .optionNotApplicable(option, reason): "\(option) does not apply: \(reason)"
        }
    }
}

/// How to read a recording: a separate device description, and overrides of the screen the device
/// maps to and of its calibration matrix (input behaviour 2.3: real devices need per-device fixes).
public struct ReplayOptions: Sendable, Equatable {
    /// A file holding the device description (evemu description, evtest header or libinput record),
    /// for recordings that carry none or a wrong one.
    public var descriptionPath: String?
    /// The screen rectangle in points, replacing the recording's (evdev recordings do not carry one:
    /// the default is 1024 × 768; traces may).
    public var screen: CGRect?
    /// A libinput-style calibration matrix `[a, b, c, d, e, f]`
    /// (``/ResponderKitInput/InputDeviceDescription/calibration``), replacing the recording's (a libinput record's
    /// `LIBINPUT_CALIBRATION_MATRIX` udev property).
    public var calibration: [Double]?
    /// How the screen is turned relative to the panel (``/ResponderKitInput/InputDeviceDescription/rotation``).
    public var rotation: ScreenRotation?
    /// How the file is read: `.strict` (the default) refuses it at its first problem; `.lenient` reads
    /// past bad lines and keeps each problem in the recording's or trace's `errors`.
    public var readingMode: RecordingReadingMode
    /// An evdev accelerometer's mount matrix (udev's `ACCEL_MOUNT_MATRIX`, `--accel-mount-matrix`), which
    /// a recording does not carry; nil: the identity. Only an accelerometer's recording takes one.
    public var accelerometerMountMatrix: MountMatrix?

    /// Creates options; nil keeps what the recording says.
    public init(
        descriptionPath: String? = nil, screen: CGRect? = nil, calibration: [Double]? = nil,
        rotation: ScreenRotation? = nil, readingMode: RecordingReadingMode = .strict,
        accelerometerMountMatrix: MountMatrix? = nil
    ) {
        self.descriptionPath = descriptionPath
        self.screen = screen
        self.calibration = calibration
        self.rotation = rotation
        self.readingMode = readingMode
        self.accelerometerMountMatrix = accelerometerMountMatrix
    }

    /// The rotation of `degrees`: 0, 90, 180 or 270.
    public static func parseRotation(_ degrees: Int, option: String = "--rotation") throws(ReplayError)
        -> ScreenRotation
    {
        guard let rotation = ScreenRotation(degrees: degrees) else {
            throw .invalidOption(option: option, expected: "0, 90, 180 or 270 (degrees clockwise)", found: "\(degrees)")
        }
        return rotation
    }

    /// Parses `WIDTHxHEIGHT` (points, e.g. `1280x800`; `X` and `×` also separate) into a rectangle at
    /// the origin. Both numbers must be positive and at most 10⁶.
    public static func parseScreen(_ text: String, option: String = "--screen") throws(ReplayError) -> CGRect {
        let expected = "WIDTHxHEIGHT in points (e.g. 1280x800)"
        let parts = text.trimmingCharacters(in: .whitespaces).split(
            omittingEmptySubsequences: false,
            whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0, width <= InputSanitizer.maximumCoordinate, height <= InputSanitizer.maximumCoordinate
        else {
            throw .invalidOption(option: option, expected: expected, found: quote(text))
        }
        return CGRect(x: 0, y: 0, width: width, height: height)
    }

    /// Parses six numbers within ±1000, separated by spaces or commas (`"1 0 0 0 1 0"`), into a
    /// calibration matrix.
    public static func parseCalibration(_ text: String, option: String = "--calibration") throws(ReplayError)
        -> [Double]
    {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" })
        let numbers = words.compactMap { Double($0) }.filter { abs($0) <= 1000 }
        guard words.count == 6, numbers.count == 6 else {
            throw .invalidOption(
                option: option, expected: "6 numbers \"a b c d e f\" within ±1000 (the identity is \"1 0 0 0 1 0\")",
                found: quote(text))
        }
        return numbers
    }

    static func quote(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\"" + cut.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            + "\""
    }
}

/// What a replay reads: an evdev recording (evemu, evtest, libinput record), which goes through the
/// device pipeline (``/ResponderKitInput/DeviceInputPipeline``), or a ResponderKit trace, whose inputs are fed
/// directly.
public struct ReplaySource: Sendable {
    /// The two kinds of input.
    public enum Content: Sendable {
        /// Raw evdev events and their device.
        case recording(Recording)
        /// Hardware inputs in screen points.
        case trace(Trace)
        /// Several devices recorded at the same time on one clock (a kiosk's touchscreens and keyboard),
        /// replayed as one stream through ``/ResponderKitInput/MultiDeviceInput``: each device keeps its own mapping.
        case recordings([Recording])
    }

    /// The file, as the user named it.
    public var file: String
    /// The recording or trace.
    public var content: Content
    /// The screen rectangle the points refer to: the scene's window frame.
    public var screen: CGRect
    /// Where the events of a source made by ``open(path:options:reading:)`` are read from as the replay asks
    /// for them; nil when ``content`` holds them.
    var streamedFile: StreamedRecordingFile?
    /// An evdev accelerometer's mount matrix (``ReplayOptions/accelerometerMountMatrix``); the identity by
    /// default.
    public var accelerometerMountMatrix = MountMatrix.identity

    /// Whether the events are read from the file as the replay runs (``open(path:options:reading:)``), in
    /// constant memory, rather than held in ``content`` (whose recording then carries the device, the
    /// format and the problems read past, but no events).
    public var isStreamed: Bool { streamedFile != nil }

    /// Creates a source from an evdev recording; the screen is the device's
    /// (``/ResponderKitInput/InputDeviceDescription/screen``).
    public init(recording: Recording, file: String = "<recording>") {
        self.file = file
        self.content = .recording(recording)
        self.screen = recording.device.screen
    }

    /// Creates a source from several devices' recordings made at the same time (their events on one
    /// clock); the screen is the smallest rectangle holding every device's screen region.
    public init(recordings: [Recording], file: String = "<recordings>") {
        self.file = file
        self.content = .recordings(recordings)
        let regions = recordings.map(\.device.screen)
        self.screen = regions.dropFirst().reduce(regions.first ?? InputDeviceDescription(name: "").screen) {
            $0.union($1)
        }
    }

    /// Creates a source from a trace; the screen is the header's screen, else its device's, else 1024 × 768.
    public init(trace: Trace, file: String = "<trace>") {
        self.file = file
        self.content = .trace(trace)
        if let screen = trace.header.screen, screen.width > 0, screen.height > 0,
            screen.width <= InputSanitizer.maximumCoordinate, screen.height <= InputSanitizer.maximumCoordinate
        {
            self.screen = CGRect(x: 0, y: 0, width: screen.width, height: screen.height)
        } else {
            self.screen = trace.header.device?.screen ?? InputDeviceDescription(name: "").screen
        }
    }

    /// Reads a file (standard input when `path` is `-`): a trace when its first line is a JSON object
    /// (``/ResponderKitInput/Trace/isTrace(_:)``), else an evdev recording in any format
    /// ``/ResponderKitInput/Recording`` reads, with `options.descriptionPath` as its separate description, in
    /// `options.readingMode`. Applies the screen and calibration overrides. Throws ``ReplayError`` naming the file,
    /// line and field.
    public static func load(path: String, options: ReplayOptions = ReplayOptions()) throws(ReplayError) -> ReplaySource
    {
        let text = try readText(path)
        let file = RecordingFile.displayName(path)
        if Trace.isTrace(text) {
            if options.descriptionPath != nil {
                throw .optionNotApplicable(
                    option: "--device", reason: "\(path) is a trace: its points are already in screen coordinates")
            }
            if options.calibration != nil || options.rotation != nil {
                throw .optionNotApplicable(
                    option: options.calibration != nil ? "--calibration" : "--rotation",
                    reason: "\(path) is a trace: its points are already in screen coordinates")
            }
            if options.accelerometerMountMatrix != nil {
                throw .optionNotApplicable(
                    option: "--accel-mount-matrix",
                    reason: "\(path) is a trace: its accelerometer samples are already in the device's frame")
            }
            let trace: Trace
            do { trace = try Trace.read(text, file: file, mode: options.readingMode) } catch { throw .recording(error) }
            var source = ReplaySource(trace: trace, file: file)
            if let screen = options.screen { source.screen = screen }
            return source
        }
        var description: String?
        if let descriptionPath = options.descriptionPath { description = try readText(descriptionPath) }
        let recording: Recording
        do {
            recording = try Recording.read(
                text, file: file, description: description,
                descriptionFile: options.descriptionPath.map(RecordingFile.displayName) ?? "<description>",
                mode: options.readingMode)
        } catch {
            throw .recording(error)
        }
        return try ReplaySource(recording: recording, file: file, options: options, path: path)
    }

    /// A source from a recording read from `path`, with the options' overrides applied; throws
    /// ``ReplayError/optionNotApplicable(option:reason:)`` for a mount matrix given to a device that is
    /// not an accelerometer.
    private init(recording: Recording, file: String, options: ReplayOptions, path: String) throws(ReplayError) {
        var recording = recording
        if let screen = options.screen { recording.device.screen = screen }
        if let calibration = options.calibration { recording.device.calibration = calibration }
        if let rotation = options.rotation { recording.device.rotation = rotation }
        self.init(recording: recording, file: file)
        if let matrix = options.accelerometerMountMatrix {
            guard InputDeviceClass(recording.device) == .accelerometer else {
                throw .optionNotApplicable(
                    option: "--accel-mount-matrix",
                    reason: "\(path) is not an accelerometer's recording (its device has no INPUT_PROP_ACCELEROMETER)")
            }
            accelerometerMountMatrix = matrix
        }
    }

    /// Opens a file for a replay in constant memory: an evemu or evtest recording in a regular file is
    /// read once through (``/ResponderKitInput/RecordingStream``, keeping nothing but its description, its count of
    /// events and its problems, so that a strict read refuses a bad file before the replay starts, as
    /// ``load(path:options:)`` does), and its events are read again, a chunk at a time, as the replay
    /// asks for them (``isStreamed``). Any other file (a libinput record, a trace, standard input)
    /// is loaded whole by ``load(path:options:)``. Same options, errors and problems as
    /// ``load(path:options:)``. `reading`, when given, is called during the first reading with the
    /// bytes read so far and the file's size (every ``readingProgressInterval`` events), for a progress
    /// line.
    public static func open(
        path: String, options: ReplayOptions = ReplayOptions(),
        reading: ((_ bytesRead: Int, _ byteCount: Int) -> Void)? = nil
    ) throws(ReplayError) -> ReplaySource {
        let opened: RecordingStream?
        do {
            opened = try RecordingStream(path: path, description: options.descriptionPath, mode: options.readingMode)
        } catch {
            throw .recording(error)
        }
        guard let stream = opened else { return try load(path: path, options: options) }
        let recording: Recording
        do {
            if let reading {
                while try stream.next() != nil {
                    if stream.eventCount % readingProgressInterval == 0 { reading(stream.bytesRead, stream.byteCount) }
                }
                reading(stream.bytesRead, stream.byteCount)
            }
            recording = try stream.finish()
        } catch {
            throw .recording(error)
        }
        var source = try ReplaySource(
            recording: recording, file: RecordingFile.displayName(path), options: options, path: path)
        source.streamedFile = StreamedRecordingFile(
            path: path, descriptionPath: options.descriptionPath, format: stream.format, mode: options.readingMode,
            byteCount: stream.byteCount, eventCount: stream.eventCount, duration: stream.duration)
        return source
    }

    /// How many events ``open(path:options:reading:)`` reads between two calls of its `reading`: 65,536.
    public static let readingProgressInterval = 1 << 16

    private static func readText(_ path: String) throws(ReplayError) -> String {
        do { return try RecordingFile.text(atPath: path) } catch { throw .recording(error) }
    }

    /// The format's name: `evemu`, `evtest`, `libinput-record` or `trace`.
    public var formatName: String {
        switch content {
        case .recording(let recording): recording.format.description
        case .trace: "trace"
        case .recordings(let recordings): recordings.map(\.format.description).joined(separator: " + ")
        }
    }

    /// The device the input came from, when known.
    public var device: InputDeviceDescription? {
        switch content {
        case .recording(let recording): recording.device
        case .trace(let trace): trace.header.device
        case .recordings(let recordings): recordings.first?.device
        }
    }

    /// The hardware input to replay, in timestamp order, with times from the recording's start.
    public func inputs() -> ReplayInputs {
        switch content {
        case .recording(var recording):
            if let streamedFile { recording.events = streamedFile.events() }
            if let pointer = pointerInputs(of: recording) { return pointer }
            if let accelerometer = accelerometerInputs(of: recording) { return accelerometer }
            var pipeline = DeviceInputPipeline(device: recording.device, startTime: 0)
            // Contacts still down at the end are cancelled by the replayer, as for traces.
            var sanitizer = InputSanitizer()
            let inputs = sanitizer.sanitize(pipeline.process(recording.events))
            pipeline.decoder.finish()
            let events = recording.events
            let duration = events.isEmpty ? 0 : max(0, events.last!.time - events.first!.time)
            let losses =
                ReplayLoss.fromDecoder(
                    issues: pipeline.decoder.issues, clampedValues: pipeline.decoder.clampedValueCount
                ) {
                    events.indices.contains($0) ? events[$0].time - events[0].time : nil
                } + sanitizer.losses
            return ReplayInputs(
                inputs: Self.sorted(inputs), origin: 0, duration: duration, eventCount: events.count,
                issues: pipeline.decoder.issues, droppedIssueCount: pipeline.decoder.droppedIssueCount,
                notes: sanitizer.notes, losses: losses)
        case .recordings(let recordings):
            return Self.inputs(of: recordings)
        case .trace(let trace):
            var sanitizer = InputSanitizer()
            let inputs = Self.sorted(sanitizer.sanitize(trace.inputs))
            let origin = inputs.first?.timestamp ?? 0
            let duration = max(0, (inputs.last?.timestamp ?? origin) - origin)
            return ReplayInputs(
                inputs: inputs, origin: origin, duration: duration, eventCount: trace.inputs.count,
                notes: sanitizer.notes, losses: sanitizer.losses)
        }
    }

    /// A touchpad's or a mouse's recording as pointer input (behaviour 12; docs/decisions.md, "Replaying
    /// touchpads and mice as a pointer"): its events go through
    /// ``PointerInputStream`` (libinput's tapping, clicks, scrolling, gestures) instead of the touchscreen
    /// path. The translator's deadlines (a tap's release, kinetic steps) run on the recording's clock:
    /// between events as each event comes, then after the last one until it needs the clock no more; the
    /// stream's end releases every button and ends every gesture. System swipes are kept apart
    /// (``ReplayInputs/systemSwipes``). Nil for any other device.
    func pointerInputs(of recording: Recording) -> ReplayInputs? {
        guard var stream = PointerInputStream(device: recording.device, screen: screen, startTime: 0) else {
            return nil
        }
        let events = recording.events
        var output = stream.consume(events)
        let last = stream.finish()
        output.inputs += last.inputs
        output.systemSwipes += last.systemSwipes
        var sanitizer = InputSanitizer()
        let sanitized = sanitizer.sanitize(output.inputs)
        let decoder = stream.translator.decoder
        let duration = events.isEmpty ? 0 : max(0, events.last!.time - events.first!.time)
        let losses =
            ReplayLoss.fromDecoder(issues: decoder.issues, clampedValues: decoder.clampedValueCount) {
                events.indices.contains($0) ? events[$0].time - events[0].time : nil
            } + sanitizer.losses
            + (stream.droppedFrames == 0
                ? []
                : [
                    ReplayLoss(
                        stage: .decoder, cause: "events dropped by the kernel (SYN_DROPPED)",
                        detail:
                            "\(ReplayFormat.plural(stream.droppedFrames, "mouse frame")) after SYN_DROPPED left out",
                        count: stream.droppedFrames)
                ])
        var result = ReplayInputs(
            inputs: Self.sorted(sanitized), origin: 0, duration: duration, eventCount: events.count,
            issues: decoder.issues, droppedIssueCount: decoder.droppedIssueCount,
            notes: sanitizer.notes, losses: losses)
        result.pointerDevice = stream.deviceClass
        result.systemSwipes = output.systemSwipes
        result.pointerWarnings = stream.warnings
        result.ignoredPalms = stream.ignoredPalms
        return result
    }

    /// The inputs of several devices merged by ``MultiDeviceInput``; each device's issues and losses are
    /// named after it ("device 2 (Right Panel): …").
    private static func inputs(of recordings: [Recording]) -> ReplayInputs {
        var merged = MultiDeviceInput(devices: recordings.map(\.device), startTime: 0)
        var sanitizer = InputSanitizer()
        let inputs = sanitizer.sanitize(merged.process(streams: recordings.map(\.events)))
        let firsts = recordings.compactMap { $0.events.first?.time },
            lasts = recordings.compactMap { $0.events.last?.time }
        let start = firsts.min() ?? 0
        var issues: [DeviceStreamIssue] = [], dropped = 0, losses: [ReplayLoss] = []
        for (index, recording) in recordings.enumerated() where index < merged.pipelines.count {
            var decoder = merged.pipelines[index].decoder
            decoder.finish()
            let events = recording.events
            let name = "device \(index + 1) (\(recording.device.name))"
            let named = decoder.issues.map { issue in
                var copy = issue
                copy.event = "\(name) \(issue.event)"
                return copy
            }
            issues += named
            dropped += decoder.droppedIssueCount
            losses += ReplayLoss.fromDecoder(issues: named, clampedValues: decoder.clampedValueCount) {
                events.indices.contains($0) ? events[$0].time - start : nil
            }
        }
        return ReplayInputs(
            inputs: sorted(inputs), origin: 0, duration: max(0, (lasts.max() ?? start) - start),
            eventCount: recordings.reduce(0) { $0 + $1.events.count }, issues: issues,
            droppedIssueCount: dropped, notes: sanitizer.notes, losses: losses + sanitizer.losses)
    }

    /// A stable sort by timestamp (inputs stamped alike keep their order).
    private static func sorted(_ inputs: [HardwareInput]) -> [HardwareInput] {
        inputs.enumerated().sorted { a, b in
            a.element.timestamp != b.element.timestamp ? a.element.timestamp < b.element.timestamp : a.offset < b.offset
        }.map(\.element)
    }
}

/// The inputs a ``ReplaySource`` gives, ready for the application's queue.
public struct ReplayInputs: Sendable {
    /// The hardware input, in timestamp order.
    public var inputs: [HardwareInput]
    /// The application time of the recording's start (reports count from it).
    public var origin: TimeInterval
    /// How long the recording lasts, from its first to its last event.
    public var duration: TimeInterval
    /// The number of events (evdev) or lines (trace) read.
    public var eventCount: Int
    /// What the device pipeline could not use (a stream starting mid-touch, slots out of range, ...).
    public var issues: [DeviceStreamIssue]
    /// Issues beyond those kept in ``issues``.
    public var droppedIssueCount: Int
    /// Inputs or contacts left out because their values are out of range (``InputSanitizer``).
    public var notes: [String]
    /// The contacts lost or altered before the application: by the decoder, by clamping, by the sanitizer.
    public var losses: [ReplayLoss]
    /// What the device became when it drives a pointer (a touchpad or a mouse); nil for a
    /// touchscreen, a trace or several devices.
    public var pointerDevice: InputDeviceClass?
    /// The touchpad's three- and four-finger swipes, which belong to the system, not to the application.
    public var systemSwipes: [SystemSwipeInput] = []
    /// What the pointer layer could not take at face value in the device's description, and its fallback.
    public var pointerWarnings: [String] = []
    /// A touchpad's contacts ignored as palms (not a loss: libinput's palm detection rejects them).
    public var ignoredPalms = 0

    /// Creates inputs.
    public init(
        inputs: [HardwareInput], origin: TimeInterval, duration: TimeInterval, eventCount: Int,
        issues: [DeviceStreamIssue] = [], droppedIssueCount: Int = 0, notes: [String] = [],
        losses: [ReplayLoss] = []
    ) {
        self.losses = losses
        self.inputs = inputs
        self.origin = origin
        self.duration = duration
        self.eventCount = eventCount
        self.issues = issues
        self.droppedIssueCount = droppedIssueCount
        self.notes = notes
    }
}

/// Leaves out input the application cannot meaningfully replay: timestamps that are not finite or
/// beyond ±10¹² s, and contacts (or estimate updates, or accelerometer samples) whose values are not
/// finite or beyond ±10⁶ points. A trace may hold such values (`"nan"`, `1e300`), and so may a
/// recording with a degenerate axis range and a large calibration; each one left out is noted.
public struct InputSanitizer: Sendable {
    /// The largest coordinate, and screen side, accepted, in points (`TraceScreen.maximumSide`, its one
    /// definition).
    public static let maximumCoordinate: Double = TraceScreen.maximumSide
    /// The largest timestamp magnitude accepted, in seconds.
    public static let maximumTimestamp: Double = 1_000_000_000_000
    /// What was left out, one line each (at most ``maximumNotes``, then a count).
    public private(set) var notes: [String] = []
    /// How many inputs or contacts were left out in all (notes beyond ``maximumNotes`` included).
    public private(set) var leftOutCount = 0
    /// What was left out as one loss (``ReplayLoss/Stage/sanitizer``), empty when nothing was.
    public var losses: [ReplayLoss] {
        guard leftOutCount > 0 else { return [] }
        return [
            ReplayLoss(
                stage: .sanitizer, cause: "values out of range",
                detail: "\(ReplayFormat.plural(leftOutCount, "input or contact", "inputs or contacts")) with "
                    + "values out of range left out (see \"Inputs left out\")", count: leftOutCount)
        ]
    }
    /// How many notes are kept.
    public static let maximumNotes = 20
    private var noteCount = 0

    /// Creates a sanitizer.
    public init() {}

    /// The inputs without the out-of-range ones; `index` in notes counts inputs from 1.
    public mutating func sanitize(_ inputs: [HardwareInput]) -> [HardwareInput] {
        var result: [HardwareInput] = []
        result.reserveCapacity(inputs.count)
        for (index, input) in inputs.enumerated() {
            if let kept = admit(input, number: index + 1) { result.append(kept) }
        }
        finishNotes()
        return result
    }

    /// One input as ``sanitize(_:)`` keeps it (its out-of-range contacts removed), or nil when it is
    /// left out; `number` counts inputs from 1 in notes. Call ``finishNotes()`` after the last input.
    public mutating func admit(_ input: HardwareInput, number: Int) -> HardwareInput? {
        guard input.timestamp.isFinite, abs(input.timestamp) <= Self.maximumTimestamp else {
            note("input \(number): timestamp \(input.timestamp) is out of range; the input was left out")
            leftOutCount += 1
            return nil
        }
        switch input {
        case .digitizer(var frame):
            let count = frame.contacts.count
            // The common case, every contact in range, keeps the input as it is (no copy of its contacts).
            guard frame.contacts.contains(where: { !Self.accepts($0.location) }) else {
                return count == 0 ? nil : input
            }
            frame.contacts.removeAll { !Self.accepts($0.location) }
            leftOutCount += count - frame.contacts.count
            note("input \(number): \(count - frame.contacts.count) contact(s) with coordinates out of range left out")
            return frame.contacts.isEmpty ? nil : .digitizer(frame)
        case .estimatedPropertiesUpdate(let update):
            if let location = update.location, !Self.accepts(location) {
                leftOutCount += 1
                note("input \(number): an estimated location out of range; the update was left out")
                return nil
            }
            return input
        case .accelerometer(let sample):
            return admits(Self.accepts(sample.x, sample.y, sample.z), number: number, what: "an accelerometer sample")
                ? input : nil
        case .gyroscope(let sample):
            return admits(Self.accepts(sample.x, sample.y, sample.z), number: number, what: "a gyroscope sample")
                ? input : nil
        case .magnetometer(let sample):
            return admits(Self.accepts(sample.x, sample.y, sample.z), number: number, what: "a magnetometer sample")
                ? input : nil
        case .proximity(let sample):
            let accepted = sample.distance.map { $0.isFinite && abs($0) <= Self.maximumCoordinate } ?? true
            return admits(accepted, number: number, what: "a proximity distance") ? input : nil
        case .pointer(let pointer):
            return admits(Self.accepts(pointer.location), number: number, what: "a pointer location") ? input : nil
        case .scroll(let scroll):
            return admits(
                Self.accepts(scroll.location) && Self.accepts(CGPoint(x: scroll.delta.dx, y: scroll.delta.dy)),
                number: number, what: "a scroll location or delta") ? input : nil
        case .transform(let transform):
            let inRange =
                Self.accepts(transform.location) && transform.scale > 0
                && Self.accepts(CGPoint(x: transform.scale, y: transform.rotation))
            return admits(inRange, number: number, what: "a transform location, scale or rotation") ? input : nil
        default:
            return input
        }
    }

    /// Adds the count of the notes beyond ``maximumNotes`` ("… and 3 more") once the inputs are
    /// through.
    public mutating func finishNotes() {
        if noteCount > notes.count { notes.append("… and \(noteCount - notes.count) more") }
    }

    /// Whether a pointer input's values are in range; one that is not is noted and counted (behaviour 12).
    private mutating func admits(_ accepted: Bool, number: Int, what: String) -> Bool {
        if !accepted {
            leftOutCount += 1
            note("input \(number): \(what) out of range; the input was left out")
        }
        return accepted
    }

    /// A motion sensor's three axes: finite and within ``maximumCoordinate``.
    private static func accepts(_ x: Double, _ y: Double, _ z: Double) -> Bool {
        [x, y, z].allSatisfy { $0.isFinite && abs($0) <= maximumCoordinate }
    }

    private static func accepts(_ point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite && abs(Double(point.x)) <= maximumCoordinate
            && abs(Double(point.y)) <= maximumCoordinate
    }

    private mutating func note(_ text: String) {
        noteCount += 1
        if notes.count < Self.maximumNotes { notes.append(text) }
    }
}
