import ArgumentParser
import Foundation
import ResponderKitDemoScenes
import ResponderKitTesting

/// `responder demo`: builds the demo scenes, scripts touches on a virtual clock and explains, step by
/// step, where each touch went and why, then how gesture recognizers competed for touches, then how
/// controls, scroll views and the events that are not touches (shake, remote control, keys, 3D Touch)
/// are handled, then how a table view in a navigation controller selects, deletes, reorders and pops, then
/// how drag and drop and a context menu go, then how text fields and a text view are edited, then how
/// Auto Layout places a form and a sheet that a pan drags, then what a level and a compass see of a tilted,
/// turned device.
struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Tap, drag, shake and type through small scenes and print how every event was dispatched and handled.",
        discussion: """
            With --connect, the touch-delivery scene runs as an application attached to a router \
            (`responder router`) instead, and prints what live input does to it.
            """
    )

    /// The parts of the demo.
    enum Part: String, CaseIterable, ExpressibleByArgument {
        /// Touch delivery: hit-testing and the responder chain.
        case touches
        /// The classic gesture recognizer examples and their arbitration.
        case gestures
        /// Controls, scroll views, shake, remote control, keys, quick actions, peek and pop.
        case controls
        /// A table view in a navigation controller: select, swipe back, swipe to delete, reorder.
        case lists
        /// Drag a card between two lists, a refused drop, a drag that does not begin, a photo's context menu.
        case dragdrop
        /// A sign-in form's text fields and a text view: their delegates, control events and edit menus.
        case text
        /// A form in a stack view and a bottom sheet a pan drags, placed by constraints; why a view is where it is.
        case layout
        /// A spirit level and a compass fed by device motion while a scripted device tilts and turns.
        case motion
        /// All eight, in that order.
        case all
    }

    @Option(
        help:
            "Which part to run: touches (hit-testing and the responder chain), gestures (gesture recognizers), controls (controls, scroll views and other events), lists (a table view in a navigation controller), dragdrop (drag and drop, and a context menu), text (text fields and a text view), layout (Auto Layout: a stack view, a sheet dragged by a constraint), motion (a level and a compass fed by Core Motion's device motion) or all."
    )
    var part: Part = .all

    @Flag(
        inversion: .prefixedNo,
        help: "Print every view the hit-test walk visits (--no-hit-test prints only the hit view).")
    var hitTest = true

    @Option(
        help: ArgumentHelp(
            "Run the touch-delivery scene as an application attached to the router listening on this socket (see `responder router`), printing each hit-test and view callback as live input arrives.",
            valueName: "socket"))
    var connect: String?

    @Option(help: ArgumentHelp("With --connect: stop after this many seconds.", valueName: "seconds"))
    var duration: Double?

    @Option(
        help: ArgumentHelp(
            "With --connect: the application id to register (unique per router; default: the process id).",
            valueName: "id"))
    var appID: UInt32?

    @Option(
        help: ArgumentHelp(
            "With --connect: how many times to try reconnecting after the router goes away, before giving up.",
            valueName: "count"))
    var reconnectAttempts: Int = 30

    func validate() throws {
        guard connect != nil else {
            if duration != nil || appID != nil {
                throw ValidationError("--duration and --app-id apply to --connect only.")
            }
            return
        }
        guard part == .touches || part == .all else {
            throw ValidationError(
                "--connect runs the touch-delivery scene (part touches); the other parts are scripted only.")
        }
        if let duration, !(duration > 0) { throw ValidationError("--duration must be a positive number of seconds.") }
        guard reconnectAttempts >= 0 else { throw ValidationError("--reconnect-attempts must not be negative.") }
    }

    func run() throws {
        if let connect {
            let options = ConnectedDemo.Options(
                socketPath: connect, applicationID: appID ?? UInt32(truncatingIfNeeded: getpid()),
                duration: duration, reconnectAttempts: reconnectAttempts,
                showsHitTestWalk: hitTest)
            // Main-actor code on the main thread, as for the scripted parts below.
            let connected = MainActor.assumeIsolated { ConnectedDemo(options: options).run() }
            if !connected { throw ExitCode.failure }
            return
        }
        let showsHitTestWalk = hitTest, part = part
        // The scenes are main-actor code. ArgumentParser calls a synchronous `run()` on the main thread,
        // so asserting the isolation is sound and keeps the command synchronous.
        MainActor.assumeIsolated {
            let parts: [Part] =
                part == .all ? [.touches, .gestures, .controls, .lists, .dragdrop, .text, .layout, .motion] : [part]
            for (index, part) in parts.enumerated() {
                if index > 0 { print(""); print("") }
                switch part {
                case .touches: Self.runTouchDelivery(showsHitTestWalk: showsHitTestWalk)
                case .gestures: Self.runGestures()
                case .controls: Self.runControls()
                case .lists: Self.runLists()
                case .dragdrop: Self.runDragDrop()
                case .text: Self.runText()
                case .layout: Self.runLayout()
                case .motion: Self.runMotion()
                case .all: break  // expanded into the eight parts above
                }
            }
        }
    }

    @MainActor
    private static func runTouchDelivery(showsHitTestWalk: Bool) {
        let scene = TutorialScene()
        let script = DemoScript(scene: scene)
        var report = DemoReport(scene: scene, showsHitTestWalk: showsHitTestWalk)
        report.printScene()
        for step in script.steps {
            scene.clearLogs()
            step.perform(script.touches)
            report.printStep(step)
            // A second apart, so that no tap counts as a double tap of the previous one.
            script.touches.wait(1)
        }
        report.printDragResult(fingerDown: script.dragStart, fingerUp: script.dragEnd)
    }

    @MainActor
    private static func runGestures() {
        let scene = GestureScene()
        let script = GestureScript(scene: scene)
        var report = GestureReport(scene: scene)
        report.printScene()
        for step in script.steps {
            scene.clearLogs()
            let start = script.touches.now
            step.perform(script.touches)
            // Deadlines still pending (a tap waiting for its next tap) fire within the step, and the
            // next step starts a second later, too late to count as a further tap.
            script.touches.wait(1)
            report.printStep(step, startedAt: start)
        }
    }

    @MainActor
    private static func runControls() {
        let scene = ControlsScene()
        let quickActions = QuickActionScene()
        let script = ControlsScript(scene: scene, quickActions: quickActions)
        let report = ControlsReport(scene: scene, quickActions: quickActions)
        report.printScene()
        for step in script.steps {
            step.setUp()
            scene.clearLogs()
            step.log.removeAll()
            scene.recordsExplanations = step.showsExplanations
            let start = step.log.now
            step.perform()
            // Each step ends a second after its last input, so that nothing it started is still pending.
            if step.log === quickActions.log { quickActions.app.advance(by: 1) } else { script.touches.wait(1) }
            report.printStep(step, startedAt: start)
        }
    }

    @MainActor
    private static func runLists() {
        let scene = ListScene()
        let script = ListSteps(scene: scene)
        let report = ListReport(scene: scene)
        report.printScene()
        runSteps(
            script.steps, clearLogs: scene.clearLogs, wait: script.touches.wait, printStep: report.printStep)
    }

    @MainActor
    private static func runDragDrop() {
        let scene = DragAndDropScene()
        let script = DragDropSteps(scene: scene)
        let report = DragDropReport(scene: scene)
        report.printScene()
        runSteps(
            script.steps, clearLogs: scene.clearLogs, wait: script.touches.wait, printStep: report.printStep)
    }

    @MainActor
    private static func runText() {
        let scene = TextInputScene()
        let script = TextSteps(scene: scene)
        let report = TextReport(scene: scene)
        report.printScene()
        runSteps(
            script.steps, clearLogs: scene.clearLogs, wait: script.touches.wait, printStep: report.printStep)
    }

    @MainActor
    private static func runLayout() {
        let scene = LayoutScene()
        let script = LayoutSteps(scene: scene)
        let report = LayoutReport(scene: scene)
        report.printScene()
        runSteps(
            script.steps, clearLogs: scene.clearLogs, wait: script.touches.wait, printStep: report.printStep)
    }

    @MainActor
    private static func runMotion() {
        let scene = MotionScene()
        let script = MotionSteps(scene: scene)
        let report = MotionReport(scene: scene)
        report.printScene()
        // No pause between the steps: a device's sensors stream without a gap (a pause longer than
        // `MotionConstants.maximumGyroscopeInterval` would restart the attitude from gravity, behaviour 8.6).
        runSteps(script.steps, clearLogs: scene.clearLogs, wait: { _ in }, printStep: report.printStep)
    }

    /// Plays the steps of a part one after the other, each on cleared logs, and prints each; a step ends
    /// with `wait(1)`, a second after its last input, so that nothing it started is still pending.
    @MainActor
    private static func runSteps(
        _ steps: [ControlsStep], clearLogs: () -> Void, wait: (TimeInterval) -> Void,
        printStep: (ControlsStep, TimeInterval) -> Void
    ) {
        for step in steps {
            step.setUp()
            clearLogs()
            let start = step.log.now
            step.perform()
            wait(1)
            printStep(step, start)
        }
    }
}
