import Foundation
import ResponderKit

/// An ordered log that view controllers and views of a lifecycle test append to.
@MainActor
final class LifecycleLog {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
    /// Returns the entries logged so far and clears the log.
    func take() -> [String] {
        defer { entries.removeAll() }
        return entries
    }
}

/// A view controller that logs every lifecycle callback as "name.callback", and the flags that
/// describe the transition in progress when asked to.
@MainActor
class LoggingController: UIViewController {
    let name: String
    let log: LifecycleLog
    /// Whether appearance callbacks also log isMovingToParent, isMovingFromParent, isBeingPresented
    /// and isBeingDismissed.
    var logsTransitionFlags = false

    init(_ name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ callback: String) {
        var entry = "\(name).\(callback)"
        if logsTransitionFlags {
            var flags: [String] = []
            if isMovingToParent { flags.append("movingToParent") }
            if isMovingFromParent { flags.append("movingFromParent") }
            if isBeingPresented { flags.append("beingPresented") }
            if isBeingDismissed { flags.append("beingDismissed") }
            entry += "[\(flags.joined(separator: ","))]"
        }
        log(entry)
    }

    private func label(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? LoggingController)?.name ?? "controller"
    }

    override func viewDidLoad() { log("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { record("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { record("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { record("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { record("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log("\(name).viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log("\(name).viewDidLayoutSubviews") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("\(name).willMove(toParent: \(label(parent)))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("\(name).didMove(toParent: \(label(parent)))")
    }
}

/// A view that logs its `layoutSubviews()` as "name.layoutSubviews".
@MainActor
final class LayoutLoggingView: UIView {
    var name = ""
    var log: LifecycleLog?
    /// Runs inside `layoutSubviews()`, after logging.
    var onLayout: ((LayoutLoggingView) -> Void)?

    override func layoutSubviews() {
        log?("\(name).layoutSubviews")
        onLayout?(self)
    }
}

/// A new application with a hidden 320 × 480 window.
@MainActor
func makeHiddenWindow() -> (app: UIApplication, window: UIWindow) {
    let app = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
    return (app, window)
}
