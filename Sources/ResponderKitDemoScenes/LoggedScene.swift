import Foundation
import ResponderKit

/// A demo scene whose steps `responder demo` prints from one ``log``: what the scene's views, controllers
/// and delegates noticed, and the lines of its window's explanation log the scene selects
/// (`copiesExplanation(_:)`), each stamped with the application's time. The base of ``ControlsScene``
/// and of the scenes whose callbacks the inspector hears too (``ReportingScene``).
@MainActor
public class LoggedScene: DemoScene {
    /// The application, on its own clock.
    public let app: UIApplication
    /// The window (375 × 667), key and visible.
    public let window: UIWindow
    /// Everything the demo's steps print, with times.
    public let log: EventLog
    /// The window's explanation log; the lines the scene selects are copied into ``log`` as they are
    /// recorded.
    public let dispatchLog = DispatchLog()
    /// Whether explanation lines are copied into ``log`` (the demo's steps say when).
    public var recordsExplanations: Bool

    /// A scene in `app` noting in `log` (made on `app`'s clock), with its window named `windowName`.
    init(app: UIApplication, log: EventLog, windowName: String, recordsExplanations: Bool) {
        self.app = app
        self.log = log
        self.recordsExplanations = recordsExplanations
        window = DemoScreen.makeWindow(named: windowName, in: app)
    }

    /// Forgets what the previous step recorded.
    public func clearLogs() {
        log.removeAll()
        dispatchLog.removeAll()
    }

    /// One line that explains `view`, for the scene overview; nil for a view the scene says nothing about.
    public func remark(for view: UIView) -> String? { nil }

    /// Attaches ``dispatchLog`` to the window and copies the lines ``copiesExplanation(_:)`` selects into
    /// ``log`` while ``recordsExplanations`` is on. Called once the scene's views are in place, so that
    /// building them records nothing.
    func startCopyingExplanations() {
        dispatchLog.onRecord = { [unowned self] record in
            guard recordsExplanations, copiesExplanation(record.entry) else { return }
            for line in DispatchLog.describe(record.entry) { log.recordExplanation(line, at: record.time) }
        }
        window.dispatchLog = dispatchLog
    }

    /// Whether the explanation of `entry` belongs in a step's log; each scene chooses.
    func copiesExplanation(_ entry: DispatchLog.Entry) -> Bool { false }

    /// Whether a recognizer's change from `from` to `to` is worth a line: it began, ended, failed or was
    /// cancelled, not each of its moves.
    static func isRecognizerMilestone(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> Bool {
        !(from == .changed && to == .changed) && !(from == .began && to == .changed)
    }
}

/// A logged scene whose controllers and delegates report their callbacks, (source, text) each, through a
/// `CallbackRelay`: noted in ``LoggedScene/log`` for `responder demo`, and passed to ``onCallback`` for
/// the inspector. The base of ``ListScene``, ``DragAndDropScene`` and ``TextInputScene``.
@MainActor
public class ReportingScene: LoggedScene {
    /// Called with (source, text) for each callback, after it is noted in ``LoggedScene/log``
    /// ("mailbox", "didSelectRowAt [0, 2] …"; "todoList", "performDrop …").
    public var onCallback: ((String, String) -> Void)? {
        get { relay.onCallback }
        set { relay.onCallback = newValue }
    }
    /// The relay the scene's controllers and delegates were given.
    let relay: CallbackRelay

    /// A scene in `parts.app` noting in `parts.log`, whose controllers and delegates were given
    /// `parts.relay`, with its window named `windowName`; it records explanations until told otherwise.
    init(parts: ReportingSceneParts, windowName: String) {
        relay = parts.relay
        super.init(app: parts.app, log: parts.log, windowName: windowName, recordsExplanations: true)
    }
}

/// What a reporting scene makes before its views: the application, its log and the relay its controllers
/// and delegates are given (they are made before the scene, so the relay is too).
@MainActor
struct ReportingSceneParts {
    let app: UIApplication
    let log: EventLog
    let relay: CallbackRelay

    /// An application on `clock`, a log on its clock and a relay noting in that log.
    init(clock: any ApplicationClock) {
        app = UIApplication(clock: clock)
        log = EventLog(application: app)
        relay = CallbackRelay(log: log)
    }
}

/// Where a scene's controllers and delegates report their callbacks, (source, text) each: noted in the
/// scene's log and passed to ``onCallback`` (the inspector's notes). Made before them, since they are made
/// before the scene.
@MainActor
final class CallbackRelay {
    /// The scene's log, held weakly: the log holds the application, which holds its window and so the
    /// controllers and delegates that keep this relay.
    weak var log: EventLog?
    /// Called with (source, text) for each callback, after it is noted in the log.
    var onCallback: ((String, String) -> Void)?

    init(log: EventLog) { self.log = log }

    func send(_ source: String, _ text: String) {
        log?.record(source, text)
        onCallback?(source, text)
    }
}
