import Foundation
import ResponderKit

/// What happened during a step of the controls part, in order, each line stamped with the application's
/// time as it happened: control events, delegate calls, responder methods, and selected lines of the
/// window's explanation log.
@MainActor
final class EventLog {
    struct Line {
        /// When it happened, on the application's clock.
        let time: TimeInterval
        /// What kind of line it is ("tapButton touchDragInside", "scrollViewDidScroll"): alike display
        /// frames are shortened by it, since values such as positions change every frame.
        let key: String
        let text: String
    }

    private let application: UIApplication
    private(set) var lines: [Line] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// The application's current time.
    var now: TimeInterval { application.clock.now }

    /// Notes `text`, said by `source` ("tapButton", "scrollView delegate"). Lines of the same `kind` from
    /// the same source count as alike when a run of display frames is shortened; without a kind the text
    /// itself is the kind.
    func record(_ source: String, _ text: String, kind: String? = nil) {
        lines.append(Line(time: now, key: "\(source) \(kind ?? text)", text: "\(source): \(text)"))
    }

    /// Notes a line of the window's explanation log.
    func recordExplanation(_ text: String, at time: TimeInterval) {
        lines.append(Line(time: time, key: text, text: "window: \(text)"))
    }

    func removeAll() {
        lines.removeAll()
    }
}
