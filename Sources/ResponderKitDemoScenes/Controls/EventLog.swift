import Foundation
import ResponderKit

/// What happened during a step of the controls part, in order, each line stamped with the application's
/// time as it happened: control events, delegate calls, responder methods, and selected lines of the
/// window's explanation log.
@MainActor
public final class EventLog {
    /// One printed line.
    public struct Line {
        /// When it happened, on the application's clock.
        public let time: TimeInterval
        /// What kind of line it is ("tapButton touchDragInside", "scrollViewDidScroll"): alike display
        /// frames are shortened by it, since values such as positions change every frame.
        public let key: String
        /// The whole line as printed.
        public let text: String
    }

    private let application: UIApplication
    /// The lines printed since the last `removeAll()`, oldest first.
    public private(set) var lines: [Line] = []

    /// Creates an empty log that stamps its lines with `application`'s clock.
    public init(application: UIApplication) {
        self.application = application
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// Notes `text`, said by `source` ("tapButton", "scrollView delegate"). Lines of the same `kind` from
    /// the same source count as alike when a run of display frames is shortened; without a kind the text
    /// itself is the kind.
    public func record(_ source: String, _ text: String, kind: String? = nil) {
        lines.append(Line(time: now, key: "\(source) \(kind ?? text)", text: "\(source): \(text)"))
    }

    /// Notes a line of the window's explanation log.
    func recordExplanation(_ text: String, at time: TimeInterval) {
        lines.append(Line(time: time, key: text, text: "window: \(text)"))
    }

    /// Forgets every line.
    public func removeAll() {
        lines.removeAll()
    }
}
