import Foundation
import ResponderKit
import ResponderKitInput

/// Where a streamed ``ReplaySource``'s events are read from (``ReplaySource/open(path:options:reading:)``),
/// with what the first reading found out.
struct StreamedRecordingFile: Sendable {
    var path: String
    var descriptionPath: String?
    var format: RecordingFormat
    var mode: RecordingReadingMode
    /// The file's size when it was first read.
    var byteCount: Int
    /// The events the first reading kept.
    var eventCount: Int
    /// The recording's duration, first to last event.
    var duration: TimeInterval

    /// Opens the file again for its events.
    func stream(chunkSize: Int = RecordingStream.defaultChunkSize) throws(RecordingError) -> RecordingStream? {
        try RecordingStream(path: path, description: descriptionPath, format: format, mode: mode, chunkSize: chunkSize)
    }

    /// Every event, read again (for the replays that need them all at once: a pointer device, `--direct`).
    /// A file that changed since the first reading gives the events read up to the change.
    func events() -> [EvdevEvent] {
        var events: [EvdevEvent] = []
        guard let stream = try? stream() else { return events }
        events.reserveCapacity(eventCount)
        while let event = try? stream.next() { events.append(event) }
        return events
    }
}

/// The inputs of a replay as the replayer asks for them: from the array of ``ReplaySource/inputs()``,
/// or, for a streamed touchscreen recording, decoded from the file a batch at a time (events through a
/// ``DeviceInputPipeline`` and an ``InputSanitizer``), so that neither the events nor the inputs are
/// held (docs/performance.md, "Streaming replay in constant memory"). ``summary()`` gives, at the end,
/// what ``ReplayInputs`` gives for the array (duration, counts, issues, notes, losses).
final class ReplayInputFeed {
    /// How many inputs are decoded at a time: the decoding is timed per batch, not per input.
    static let batchSize = 256
    /// How many recent event times are kept for stamping the decoder's issues (an issue names an event
    /// of the frame being decoded).
    static let eventTimeWindow = 1 << 16

    /// The inputs, when they are all known (not streamed).
    private var array: ReplayInputs?
    private var batch: [HardwareInput] = []
    private var position = 0
    /// The real time spent decoding, in seconds (the array's decoding, or the batches').
    private(set) var decodingTime: TimeInterval = 0

    // Streaming state.
    private let file: StreamedRecordingFile?
    private var stream: RecordingStream?
    private var pipeline: DeviceInputPipeline?
    private var sanitizer = InputSanitizer()
    private var producedInputs = 0
    private var eventTimes: [TimeInterval] = []
    private var issueTimes: [Int: TimeInterval] = [:]
    private var seenIssues = 0
    private var firstEventTime: TimeInterval?
    private var failure: RecordingError?
    private var ended = false
    /// Gives a keyboard recording's keys the layout's text (input behaviour 4); nil for a trace, whose
    /// keys carry what was recorded.
    private let keyboardText: KeyboardTextTranslator?
    /// What the keys typed, as they were given out.
    private(set) var typed = TypedText()

    /// The feed of `source`: streamed for a streamed touchscreen recording, else the array of
    /// ``ReplaySource/inputs()`` (a pointer's or an accelerometer's recording, whose streams are not the
    /// touchscreen pipeline); its keys typed through `keyboardText` when it is an evdev recording.
    init(source: ReplaySource, keyboardText: KeyboardTextTranslator? = nil) {
        if case .trace = source.content { self.keyboardText = nil } else { self.keyboardText = keyboardText }
        if let file = source.streamedFile, case .recording(let recording) = source.content,
            PointerInputStream(device: recording.device, screen: source.screen, startTime: 0) == nil,
            InputDeviceClass(recording.device) != .accelerometer
        {
            self.file = file
            pipeline = DeviceInputPipeline(device: recording.device, startTime: 0)
            do { stream = try file.stream() } catch { failure = error }
            return
        }
        file = nil
        let start = ContinuousClock.now
        array = source.inputs()
        decodingTime = Self.seconds(start.duration(to: .now))
        batch = array?.inputs ?? []
    }

    /// Whether the inputs come from the file as they are asked for.
    var isStreamed: Bool { file != nil }
    /// The number of inputs, when known in advance (not streamed).
    var knownCount: Int? { array?.inputs.count }
    /// The file's bytes read so far and its size (0 and 0 when not streamed).
    var bytesRead: Int { stream?.bytesRead ?? 0 }
    var byteCount: Int { file?.byteCount ?? 0 }
    /// The recording's duration, known before the replay.
    var duration: TimeInterval { array?.duration ?? file?.duration ?? 0 }
    /// Every input, for the replays that need them all before they start (``ReplayInputs/inputs``;
    /// empty for a streamed feed).
    var allInputs: [HardwareInput] { array?.inputs ?? [] }
    /// What the device became when it drives a pointer (never for a streamed feed).
    var pointerDevice: InputDeviceClass? { array?.pointerDevice }

    /// The next input, in timestamp order; nil after the last.
    func next() -> HardwareInput? {
        if position == batch.count {
            guard file != nil, refill() else { return nil }
        }
        position += 1
        guard case .key = batch[position - 1] else { return batch[position - 1] }
        let key = keyboardText?.translate(batch[position - 1]) ?? batch[position - 1]
        typed.add(key)
        return key
    }

    /// Decodes the next batch of inputs from the file; false at its end. The state the loop changes
    /// is moved into local variables for the batch (and back after it), so that each event costs no
    /// dynamic exclusivity check on the feed's properties.
    private func refill() -> Bool {
        position = 0
        guard !ended, let stream, var pipeline else {
            batch.removeAll(keepingCapacity: true)
            return false
        }
        self.pipeline = nil
        var batch = self.batch, sanitizer = self.sanitizer, eventTimes = self.eventTimes
        (self.batch, self.sanitizer, self.eventTimes) = ([], InputSanitizer(), [])
        batch.removeAll(keepingCapacity: true)
        var produced = producedInputs
        let start = ContinuousClock.now
        while batch.count < Self.batchSize {
            let event: EvdevEvent?
            do { event = try stream.next() } catch {
                // Only a file that changed (or became unreadable) since the first reading gets here.
                failure = error
                event = nil
            }
            guard let event else {
                ended = true
                break
            }
            let index = stream.eventCount - 1
            if firstEventTime == nil { firstEventTime = event.time }
            if eventTimes.count < Self.eventTimeWindow {
                eventTimes.append(event.time)
            } else {
                eventTimes[index % Self.eventTimeWindow] = event.time
            }
            for input in pipeline.process(event) {
                produced += 1
                if let kept = sanitizer.admit(input, number: produced) { batch.append(kept) }
            }
            if pipeline.decoder.issues.count != seenIssues {
                stampNewIssues(pipeline.decoder.issues, upTo: index, eventTimes: eventTimes)
            }
        }
        if ended {
            pipeline.decoder.finish()
            stampNewIssues(pipeline.decoder.issues, upTo: stream.eventCount - 1, eventTimes: eventTimes)
        }
        decodingTime += Self.seconds(start.duration(to: .now))
        (self.pipeline, self.batch, self.sanitizer, self.eventTimes) = (pipeline, batch, sanitizer, eventTimes)
        producedInputs = produced
        return !batch.isEmpty
    }

    /// Notes the time of each issue the decoder raised since the last call, while its event is still
    /// among the recent ones.
    private func stampNewIssues(_ issues: [DeviceStreamIssue], upTo last: Int, eventTimes: [TimeInterval]) {
        guard issues.count != seenIssues else { return }
        for issue in issues.dropFirst(min(seenIssues, issues.count)) where issueTimes[issue.eventIndex] == nil {
            if let time = eventTime(issue.eventIndex, last: last, eventTimes: eventTimes) {
                issueTimes[issue.eventIndex] = time
            }
        }
        seenIssues = issues.count
    }

    private func eventTime(_ index: Int, last: Int, eventTimes: [TimeInterval]) -> TimeInterval? {
        guard let firstEventTime, index >= 0, index <= last, last - index < Self.eventTimeWindow,
            index % Self.eventTimeWindow < eventTimes.count
        else { return nil }
        return eventTimes[index % Self.eventTimeWindow] - firstEventTime
    }

    /// What the replay's report needs besides the inputs, once they are all read: for a streamed feed,
    /// the decoder's issues and losses (and, should the file have changed since it was first read, the
    /// problem that stopped it, as a loss).
    func summary() -> ReplayInputs {
        if let array {
            var copy = array
            copy.inputs = []
            return copy
        }
        sanitizer.finishNotes()
        let decoder = pipeline?.decoder
        let issues = decoder?.issues ?? []
        var losses =
            ReplayLoss.fromDecoder(issues: issues, clampedValues: decoder?.clampedValueCount ?? 0) {
                self.issueTimes[$0]
            } + sanitizer.losses
        if let failure {
            losses.append(
                ReplayLoss(
                    stage: .decoder, cause: "the file changed during the replay",
                    detail: "the rest of the file was left out: \(failure)"))
        }
        return ReplayInputs(
            inputs: [], origin: 0, duration: stream?.duration ?? 0, eventCount: stream?.eventCount ?? 0,
            issues: issues, droppedIssueCount: decoder?.droppedIssueCount ?? 0, notes: sanitizer.notes,
            losses: losses)
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
