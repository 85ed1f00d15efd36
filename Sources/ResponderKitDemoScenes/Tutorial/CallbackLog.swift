import Foundation
import ResponderKit

/// What the tutorial scene's own views noticed, in order: one line per callback, "name: what happened".
///
/// The views record every touch callback they receive; the two views that change who gets a touch
/// (``SmallButton`` when the finger lifts, ``RedirectingContainer`` when it redirects a touch) record
/// their decision through ``recordDecision(_:_:)``, which also calls ``onDecision``.
@MainActor
public final class CallbackLog {
    /// The lines recorded since the last ``removeAll()``, oldest first (none when ``keepsLines`` is false).
    public private(set) var lines: [String] = []
    /// Whether ``lines`` keeps what is recorded (default true). A long-lived host that only watches
    /// ``onDecision`` (the inspector) turns it off so that the log does not grow without bound.
    public var keepsLines = true
    /// Called with (view name, text) for each decision a view records, after it is added to ``lines``.
    public var onDecision: ((String, String) -> Void)?

    /// Creates an empty log.
    public init() {}

    /// Records that `view` noticed `text` (a touch callback).
    public func record(_ view: String, _ text: String) {
        if keepsLines { lines.append("\(view): \(text)") }
    }

    /// Records a decision `view` took about a touch (a button's action, a redirected hit test) and tells
    /// ``onDecision``.
    public func recordDecision(_ view: String, _ text: String) {
        record(view, text)
        onDecision?(view, text)
    }

    /// Forgets every line.
    public func removeAll() {
        lines.removeAll()
    }
}
