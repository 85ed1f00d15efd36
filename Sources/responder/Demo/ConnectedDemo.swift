import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitRouter

/// `responder demo --connect SOCKET`: the touch-delivery scene (part 1) as an application process
/// attached to a router (`responder router`). Its application runs on the monotonic clock and receives
/// live input from the router; every hit-test, every callback of the scene's views and every recognizer
/// state change is printed as it happens.
///
/// The main loop is the one `ApplicationEndpoint` documents: `runOnce(maximumWait:)` waits for input or
/// the application's next timer. When the router goes away, the touches in progress are cancelled and
/// the connection retries in the background; the demo ends when it gives up, after `duration` seconds,
/// or on Ctrl-C.
@MainActor
final class ConnectedDemo {
    struct Options {
        var socketPath: String
        var applicationID: UInt32
        var name = "responder demo"
        var duration: TimeInterval?
        var reconnectAttempts: Int
        var showsHitTestWalk: Bool
    }

    private let options: Options
    private let console = RouterConsole()
    private let scene: TutorialScene
    private let endpoint: ApplicationEndpoint
    private var hasConnected = false
    private var printer: CallbackPrinter

    init(options: Options) {
        self.options = options
        scene = TutorialScene(application: UIApplication(clock: MonotonicClock()))
        let connection = RouterConnection(
            applicationID: ApplicationID(rawValue: options.applicationID), name: options.name,
            destination: .socket(path: options.socketPath),
            reconnectPolicy: ReconnectPolicy(maximumAttempts: options.reconnectAttempts))
        endpoint = ApplicationEndpoint(application: scene.app, connection: connection)
        printer = CallbackPrinter(console: console)
    }

    /// Runs until the router is gone for good, the duration elapsed or Ctrl-C. Returns false when no
    /// router ever answered.
    func run() -> Bool {
        let stop = RouterStopSignal()
        stop.install()
        printScene()
        scene.dispatchLog.onRecord = { [unowned self] record in printDispatch(record.entry) }
        endpoint.onConnectionChange = { [unowned self] connected in connectionChanged(connected) }
        endpoint.onFrontChange = { [unowned self] front in frontChanged(front) }
        endpoint.onSystemGesture = { [unowned self] name, _ in
            flushCallbacks()
            _ = printer.consumeCancellations()
            console.print("the router recognized the system gesture \"\(name)\" and took the touches of its sequence")
        }
        endpoint.start()
        if !endpoint.connection.isConnected {
            console.print(
                "no router at \(options.socketPath) yet; retrying (up to \(options.reconnectAttempts) attempts)")
        }

        let deadline = options.duration.map { monotonicSeconds() + $0 }
        var reason: String
        while true {
            endpoint.runOnce(maximumWait: 0.05)
            flushCallbacks()
            printer.endRunIfIdle()
            if endpoint.hasGivenUp {
                reason =
                    hasConnected
                    ? "the router did not come back after \(options.reconnectAttempts) attempts"
                    : "no router answered at \(options.socketPath) after \(options.reconnectAttempts) attempts"
                break
            }
            if stop.isRequested {
                reason = "Ctrl-C"
                break
            }
            if let deadline, monotonicSeconds() >= deadline {
                reason = "--duration \(format(CGFloat(options.duration ?? 0))) s elapsed"
                break
            }
        }
        endpoint.stop()
        printer.endRun()
        console.print("demo stopped (\(reason))")
        return hasConnected
    }

    private func printScene() {
        let window = scene.window
        console.printPlain(
            "ResponderKit demo, live: the touch-delivery scene as application \(options.applicationID) "
                + "\"\(options.name)\" attached to \(options.socketPath)")
        console.printPlain(
            "Touch the screen where the views are (frames in screen points, (x, y, width, height); "
                + "later siblings are in front):")
        console.printPlain("  \(window.accessibilityIdentifier ?? "window") \(format(window.frame))")
        for view in window.subviews { printTree(view, depth: 2) }
    }

    private func printTree(_ view: UIView, depth: Int) {
        let lines = sceneTreeLines(
            view, depth: depth, frame: { $0.convert($0.bounds, to: nil) }, remark: scene.remark(for:))
        for line in lines { console.printPlain(line) }
    }

    private func connectionChanged(_ connected: Bool) {
        flushCallbacks()
        if connected {
            console.print(
                hasConnected
                    ? "reconnected to the router at \(options.socketPath); registered again with the window"
                    : "connected to the router at \(options.socketPath); registered as application \(options.applicationID) with the window"
            )
            hasConnected = true
            return
        }
        let goodbye = endpoint.lastGoodbyeReason.map { " (it said: \($0))" } ?? ""
        console.print("the router went away\(goodbye)")
        // The endpoint has just dispatched the cancellation of the touches the router was delivering.
        let cancelled = printer.consumeCancellations()
        console.print(
            cancelled.isEmpty
                ? "no touch was in progress, nothing to cancel"
                : "touches in progress were cancelled: " + cancelled.joined(separator: ", ") + " got touchesCancelled")
        console.print("reconnecting (up to \(options.reconnectAttempts) attempts)")
    }

    private func frontChanged(_ front: Bool) {
        flushCallbacks()
        console.print(front ? "this application is now in front" : "this application is no longer in front")
        // Losing the front while connected cancels the touch sequence the router was sending here; on a
        // disconnection the cancellation is reported with it.
        if !front, endpoint.isConnected {
            let cancelled = printer.consumeCancellations()
            if !cancelled.isEmpty {
                console.print("its touches in progress were cancelled: " + cancelled.joined(separator: ", "))
            }
        }
    }

    /// Prints what the scene's views recorded since the last call.
    private func flushCallbacks() {
        printer.take(scene.callbacks.lines)
        scene.clearLogs()
    }

    private func printDispatch(_ entry: DispatchLog.Entry) {
        let lines: [String]
        switch entry {
        case .hitTest:
            lines = options.showsHitTestWalk ? DispatchLog.describe(entry) : []
        case .touchBegan, .withheld, .dropped, .touchesCancelled, .gestureState, .gestureWaiting, .viewTouchesCancelled,
            .touchDiscarded, .pointerEvent, .listTouch, .dragAndDrop,
            .textInteraction, .keyPress:
            lines = DispatchLog.describe(entry)
        case .delivered, .forwarded, .participants, .gestureReset, .illegalTransition, .touchHeld, .touchReleased:
            lines = []
        }
        guard !lines.isEmpty else { return }
        // What the views noticed before this entry comes first.
        flushCallbacks()
        printer.endRun()
        // A new touch: cancellations before it are old news.
        if case .touchBegan = entry { _ = printer.consumeCancellations() }
        for line in lines { console.print(line) }
    }
}

/// Prints the views' callback lines. A drag repeats the same lines every display frame
/// ("yellow: touchesMoved, not its job, calls super" and so on up the chain): a batch identical to the
/// previous one is counted instead of printed, and the count is printed when the run ends.
@MainActor
struct CallbackPrinter {
    let console: RouterConsole
    private var lastBatch: [String] = []
    private var repeats = 0
    private var lastPrint = monotonicSeconds()
    /// The views that got touchesCancelled since the last ``consumeCancellations()``.
    private var cancellations: [String] = []

    init(console: RouterConsole) {
        self.console = console
    }

    mutating func take(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        for line in lines where line.contains("touchesCancelled") {
            if let view = line.split(separator: ":").first.map(String.init), !cancellations.contains(view) {
                cancellations.append(view)
            }
        }
        if !lastBatch.isEmpty, lines.count % lastBatch.count == 0,
            stride(from: 0, to: lines.count, by: lastBatch.count).allSatisfy({
                Array(lines[$0..<$0 + lastBatch.count]) == lastBatch
            })
        {
            repeats += lines.count / lastBatch.count
            lastPrint = monotonicSeconds()
            return
        }
        endRun()
        for line in lines { console.print(line) }
        lastBatch = lines
        lastPrint = monotonicSeconds()
    }

    /// The views that got touchesCancelled since the last call, in order.
    mutating func consumeCancellations() -> [String] {
        defer { cancellations.removeAll() }
        return cancellations
    }

    /// Prints the count of a run of repeated batches, if any.
    mutating func endRun() {
        if repeats > 0 {
            console.print("  (the same \(repeats == 1 ? "once" : "\(repeats) times") more)")
        }
        repeats = 0
        lastBatch = []
    }

    /// Ends a run of repeats that has been quiet for a quarter of a second.
    mutating func endRunIfIdle() {
        if repeats > 0, monotonicSeconds() - lastPrint > 0.25 { endRun() }
    }
}
