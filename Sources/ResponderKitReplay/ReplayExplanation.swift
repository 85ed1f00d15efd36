import Foundation
import ResponderKit

/// How one touch sequence was dispatched: the hit-test walk of each of its touches, the recognizers
/// that took part, and the arbitration log (every state change with its cause, waits for failure
/// requirements, touches held back or cancelled), from the application's ``/ResponderKit/DispatchLog``.
public struct SequenceExplanation: Sendable, Equatable {
    /// The sequence (times in seconds since the first event).
    public var sequence: TouchSequence
    /// The dispatch log records from this sequence's first touch until the next sequence, with times in
    /// seconds since the first event. Deadlines that fire after the last lift (a single tap recognized
    /// once the double tap gave up) belong to the sequence.
    public var records: [DispatchLog.Record]
    /// The gestures recognized during that time.
    public var recognized: [RecognizedGesture]

    /// Creates an explanation.
    public init(sequence: TouchSequence, records: [DispatchLog.Record], recognized: [RecognizedGesture]) {
        self.sequence = sequence
        self.records = records
        self.recognized = recognized
    }

    /// The hit-test walks (``/ResponderKit/DispatchLog/Entry/hitTest(touch:window:point:steps:result:)``), one per new
    /// touch.
    public var hitTests: [DispatchLog.Record] {
        records.filter { if case .hitTest = $0.entry { true } else { false } }
    }

    /// The recognizers taking part in each touch, in order (behaviour 4.2, behaviour 11).
    public var participants: [(touch: Int, recognizers: [String])] {
        records.compactMap { record in
            guard case let .participants(touch, recognizers) = record.entry else { return nil }
            return (touch, recognizers)
        }
    }

    /// Every recognizer state change: the recognizer's log name, the states and the cause.
    public var stateChanges:
        [(recognizer: String, from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, cause: String?)]
    {
        records.compactMap { record in
            guard case let .gestureState(recognizer, from, to, cause) = record.entry else { return nil }
            return (recognizer, from, to, cause?.description)
        }
    }

    /// The application's numbers of the sequence's touches (`#3`), from the log.
    public var touchNumbers: [Int] {
        records.compactMap { record in
            guard case let .touchBegan(touch, _, _, _, _) = record.entry else { return nil }
            return touch
        }
    }

    /// Whether a record belongs to the arbitration part of the explanation (not the hit-test walk, the
    /// participants, what views were sent, or resets).
    static func isArbitration(_ entry: DispatchLog.Entry) -> Bool {
        switch entry {
        case .gestureState, .gestureWaiting, .illegalTransition, .viewTouchesCancelled, .touchHeld, .touchReleased,
            .touchDiscarded, .touchesCancelled, .dropped, .pointerEvent, .listTouch, .dragAndDrop,
            .textInteraction, .keyPress:
            true
        case .hitTest, .touchBegan, .delivered, .forwarded, .withheld, .participants, .gestureReset:
            false
        }
    }

    /// The explanation as text: heading, hit-test walks, participants, arbitration, recognized gestures.
    /// Runs of `.changed` are shortened to one line per recognizer ("changed 38 times").
    @MainActor public var lines: [String] {
        let count = sequence.touches.count
        let numbers = touchNumbers.map { "#\($0)" }.joined(separator: ", ")
        var lines = [
            "Sequence \(sequence.number): \(ReplayFormat.seconds(sequence.start, width: 0)) to "
                + "\(ReplayFormat.seconds(sequence.end, width: 0)), \(ReplayFormat.plural(count, "touch", "touches"))"
                + (numbers.isEmpty ? "" : " (\(numbers))")
        ]
        lines.append("  Hit-test walks:")
        var walked = false
        for record in records {
            switch record.entry {
            case .hitTest, .touchBegan, .dropped:
                lines += DispatchLog.describe(record.entry).map { "    " + $0 }
                walked = true
            default:
                continue
            }
        }
        if !walked { lines.append("    none") }
        lines.append("  Participants:")
        let participants = self.participants
        if participants.isEmpty { lines.append("    none") }
        for (touch, recognizers) in participants {
            let head = "    touch #\(touch): "
            lines +=
                recognizers.isEmpty
                ? [head + "none"]
                : ReplayFormat.wrap(recognizers, first: head, next: String(repeating: " ", count: head.count))
        }
        lines.append("  Arbitration (seconds since the first event):")
        let arbitration = arbitrationLines
        lines += arbitration.isEmpty ? ["    nothing"] : arbitration.map { "    " + $0 }
        lines.append("  Recognized:")
        if recognized.isEmpty { lines.append("    nothing") }
        for gesture in recognized { lines += gesture.lines.map { "    " + $0 } }
        return lines
    }

    @MainActor private var arbitrationLines: [String] {
        /// A run of `.changed` of one recognizer: printed once, where it started.
        struct Run {
            var name: String
            var count: Int
            var first: TimeInterval
            var last: TimeInterval
        }
        enum Item {
            case text(String)
            case run(Int)
        }
        var items: [Item] = []
        var runs: [Run] = []
        var open: [String: Int] = [:]
        for record in records where Self.isArbitration(record.entry) {
            if case let .gestureState(recognizer, _, to, _) = record.entry {
                if to == .changed {
                    if let index = open[recognizer] {
                        runs[index].count += 1
                        runs[index].last = record.time
                    } else {
                        open[recognizer] = runs.count
                        items.append(.run(runs.count))
                        runs.append(Run(name: recognizer, count: 1, first: record.time, last: record.time))
                    }
                    continue
                }
                open[recognizer] = nil
            }
            for text in DispatchLog.describe(record.entry) {
                items.append(.text("\(ReplayFormat.seconds(record.time))  \(text)"))
            }
        }
        return items.map { item in
            switch item {
            case .text(let text):
                return text
            case .run(let index):
                let run = runs[index]
                return "\(ReplayFormat.seconds(run.first))  \(run.name): changed "
                    + (run.count == 1 ? "once" : "\(run.count) times until \(ReplayFormat.seconds(run.last, width: 0))")
            }
        }
    }
}

/// A replay with its dispatch log, grouped by touch sequence (``SequenceExplanation``), with the
/// replay's report.
public struct ReplayExplanation: Sendable, Equatable {
    /// The replay's report (gestures, trails, summary).
    public var report: ReplayReport
    /// One explanation per touch sequence, in order.
    public var sequences: [SequenceExplanation]
    /// For a touchpad or mouse recording, one explanation per click, scroll and transform, in order.
    public var pointerEvents: [PointerEventExplanation] = []

    /// Groups dispatch log records by sequence: `markers[k]` is the index of the first record of
    /// sequence k; record times are made relative to `origin`.
    init(report: ReplayReport, records: [DispatchLog.Record], markers: [Int], origin: TimeInterval) {
        self.report = report
        var sequences: [SequenceExplanation] = []
        for (index, sequence) in report.sequences.enumerated() where index < markers.count {
            let start = min(markers[index], records.count)
            let end = index + 1 < markers.count ? min(markers[index + 1], records.count) : records.count
            let slice = records[start..<max(start, end)].map { record in
                var copy = record
                copy.time -= origin
                return copy
            }
            let until = index + 1 < report.sequences.count ? report.sequences[index + 1].start : .infinity
            let recognized = report.gestures.filter { $0.time >= sequence.start && $0.time < until }
            sequences.append(SequenceExplanation(sequence: sequence, records: slice, recognized: recognized))
        }
        self.sequences = sequences
        if let pointer = report.pointer {
            let relative = records.map { record in
                var copy = record
                copy.time -= origin
                return copy
            }
            pointerEvents = PointerEventExplanation.explanations(
                of: pointer, records: relative, gestures: report.gestures)
        }
    }

    /// The whole explanation: the report's heading, each sequence, the system gestures, the stream issues,
    /// the losses (where and why), then the summary.
    @MainActor public var lines: [String] {
        var lines = report.headerLines
        lines.append("")
        lines.append("How to read it: for each touch sequence (from a first finger down until all fingers are up), the")
        lines.append("hit-test walk of each new touch, the recognizers that took part, then the dispatch log:")
        lines.append("every recognizer state change with its cause, waits for other recognizers to fail, touches held")
        lines.append("back from or cancelled in the view. Times are seconds since the first event.")
        if sequences.isEmpty && report.pointer == nil {
            lines.append("")
            lines.append("No touches in the recording.")
        }
        if let pointer = report.pointer {
            lines.append("")
            lines.append(
                "The device drives a pointer (\(pointer.deviceClass)): its clicks are touch sequences at the pointer,")
            lines.append(
                "its scrolls UIEvent.EventType.scroll events, its pinches and rotations .transform events. For each")
            lines.append("one: what the dispatch log recorded until the next one.")
            for warning in pointer.warnings { lines.append("  warning: \(warning)") }
            if pointerEvents.isEmpty {
                lines.append(""); lines.append("No clicks, scrolls or transforms in the recording.")
            }
            for event in pointerEvents {
                lines.append("")
                lines += event.lines
            }
            if !pointer.systemSwipes.isEmpty {
                lines.append("")
                lines.append("System swipes (reported, not delivered to the application):")
                lines += pointer.systemSwipes.map { "  " + $0.line }
            }
        }
        for sequence in sequences {
            lines.append("")
            lines += sequence.lines
        }
        let system = report.systemGestureLines
        if !system.isEmpty { lines.append(""); lines += system }
        let issues = report.issueLines
        if !issues.isEmpty { lines.append(""); lines += issues }
        let losses = report.lossLines
        if !losses.isEmpty { lines.append(""); lines += losses }
        lines.append("")
        lines += report.summary.lines
        return lines
    }
}
