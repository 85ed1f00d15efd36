import Foundation
import ResponderKit

/// How one pointer event of a touchpad or mouse recording was dispatched (behaviour 12): a click, a scroll or
/// a transform, named with its device and event type, and the dispatch log records from its start until
/// the next one (hit-test walks, pointer events, recognizer state changes).
public struct PointerEventExplanation: Sendable, Equatable {
    /// The heading: `Click 1 (mouse, touches) at 0.120 s: primary click at (512, 384) on gestureView, released at 0.300 s`.
    public var title: String
    /// When it started, in seconds since the recording's start.
    public var start: TimeInterval
    /// The dispatch log records, with times in seconds since the recording's start.
    public var records: [DispatchLog.Record]
    /// The gestures recognized during that time.
    public var recognized: [RecognizedGesture]

    /// At most this many log lines per event; the rest are counted.
    public static let maximumLines = 60

    /// Creates an explanation.
    public init(title: String, start: TimeInterval, records: [DispatchLog.Record], recognized: [RecognizedGesture]) {
        self.title = title
        self.start = start
        self.records = records
        self.recognized = recognized
    }

    /// One explanation per click, scroll and transform of `pointer`, in time order; `records` and
    /// `gestures` have times relative to the recording's start.
    static func explanations(
        of pointer: ReplayPointerActivity, records: [DispatchLog.Record],
        gestures: [RecognizedGesture]
    ) -> [PointerEventExplanation] {
        let device = pointer.device.rawValue
        var items: [(start: TimeInterval, title: String)] = []
        for (index, click) in pointer.clicks.enumerated() {
            items.append(
                (
                    click.start,
                    "Click \(index + 1) (\(device), touches) at \(ReplayFormat.seconds(click.start, width: 0)): "
                        + Self.trimmed(click.line)
                ))
        }
        for (index, scroll) in pointer.scrolls.enumerated() {
            items.append(
                (
                    scroll.start,
                    "Scroll \(index + 1) (\(device), scroll) at \(ReplayFormat.seconds(scroll.start, width: 0)): "
                        + Self.trimmed(scroll.line)
                ))
        }
        for (index, transform) in pointer.transforms.enumerated() {
            items.append(
                (
                    transform.start,
                    "Transform \(index + 1) (\(device), transform) at "
                        + "\(ReplayFormat.seconds(transform.start, width: 0)): " + Self.trimmed(transform.line)
                ))
        }
        items.sort { $0.start < $1.start }
        return items.enumerated().map { index, item in
            let until = index + 1 < items.count ? items[index + 1].start : .infinity
            let slice = records.filter { $0.time >= item.start - 1e-9 && $0.time < until - 1e-9 }
            let recognized = gestures.filter { $0.time >= item.start - 1e-9 && $0.time < until - 1e-9 }
            return PointerEventExplanation(title: item.title, start: item.start, records: slice, recognized: recognized)
        }
    }

    /// A report line without its leading time column ("  0.120 s  ").
    private static func trimmed(_ line: String) -> String {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard let range = text.range(of: " s  ") else { return text }
        return String(text[range.upperBound...])
    }

    /// The explanation as text: the heading, the log (runs of `.changed` shortened), the recognized gestures.
    @MainActor public var lines: [String] {
        var lines = [title, "  Dispatch log (seconds since the first event):"]
        var body: [String] = []
        var lastChanged: String?
        var changedCount = 0
        func flush() {
            if let name = lastChanged, changedCount > 1 {
                body.append("             \(name): changed \(changedCount - 1) more times")
            }
            lastChanged = nil
            changedCount = 0
        }
        for record in records {
            if case let .gestureState(recognizer, _, to, _) = record.entry, to == .changed {
                if lastChanged == recognizer { changedCount += 1; continue }
                flush()
                lastChanged = recognizer
                changedCount = 1
            } else if case .gestureReset = record.entry {
                continue
            } else {
                flush()
            }
            for text in DispatchLog.describe(record.entry) {
                body.append("\(ReplayFormat.seconds(record.time))  \(text)")
            }
        }
        flush()
        if body.isEmpty { body = ["nothing"] }
        lines += body.prefix(Self.maximumLines).map { "    " + $0 }
        if body.count > Self.maximumLines { lines.append("    … and \(body.count - Self.maximumLines) more lines") }
        lines.append("  Recognized:")
        if recognized.isEmpty { lines.append("    nothing") }
        for gesture in recognized { lines += gesture.lines.map { "    " + $0 } }
        return lines
    }
}
