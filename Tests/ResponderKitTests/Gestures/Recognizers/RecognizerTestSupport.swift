import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Shared by the per-recognizer suites in this folder (one file per recognizer: docs/decisions.md, "Tests
// mirror the sources").

/// What a recognizer's action saw, one entry per action.
@MainActor
final class ActionLog {
    var states: [UIGestureRecognizer.State] = []
    /// The application's clock when each action ran.
    var times: [TimeInterval] = []
    /// A value of the recognizer (scale, rotation…) at each action.
    var values: [CGFloat] = []
    /// A velocity of the recognizer at each action.
    var rates: [CGFloat] = []
    /// Extra checks run inside the action.
    var onAction: (@MainActor (UIGestureRecognizer) -> Void)?
}

/// A 320×480 test scene whose root view (a recording view filling the window) carries one recognizer.
@MainActor
struct RecognizerScene<Recognizer: UIGestureRecognizer> {
    let scene = TestScene(size: CGSize(width: 320, height: 480))
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    var view: RecordingView { scene.rootView }
    var touches: TouchSimulator { scene.touches }
    let recognizer: Recognizer
    let log: ActionLog
    let dispatchLog = DispatchLog()

    init(
        _ recognizer: Recognizer, value: @escaping @MainActor (Recognizer) -> CGFloat = { _ in 0 },
        rate: @escaping @MainActor (Recognizer) -> CGFloat = { _ in 0 }
    ) {
        scene.application.dispatchLog = dispatchLog
        self.recognizer = recognizer
        scene.rootView.addGestureRecognizer(recognizer)
        let log = ActionLog()
        self.log = log
        recognizer.addAction { [weak app = scene.application] r in
            log.states.append(r.state)
            log.times.append(app?.clock.now ?? -1)
            if let r = r as? Recognizer { log.values.append(value(r)); log.rates.append(rate(r)) }
            log.onAction?(r)
        }
    }

    var states: [UIGestureRecognizer.State] { log.states }

    /// Every state the arena committed (failed included), with its cause and time, from the explanation log.
    var transitions: [(state: UIGestureRecognizer.State, cause: String, time: TimeInterval)] {
        dispatchLog.records.compactMap { record in
            guard case let .gestureState(_, _, to, cause) = record.entry else { return nil }
            return (to, cause?.description ?? "", record.time)
        }
    }

    var committed: [UIGestureRecognizer.State] { transitions.map(\.state) }
    /// The cause of the last state the arena committed, typed (what assertions compare).
    var lastStateCause: GestureStateCause? {
        for record in dispatchLog.records.reversed() {
            if case let .gestureState(_, _, _, cause) = record.entry { return cause }
        }
        return nil
    }

    /// Whether a recognizer asked for a transition the state machine forbids (behaviour 4.3).
    var illegalTransitions: Int {
        dispatchLog.records.filter { if case .illegalTransition = $0.entry { true } else { false } }.count
    }
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// A target for target–action initializers.
@MainActor
final class Controller {
    var states: [UIGestureRecognizer.State] = []
    func handle(_ recognizer: UILongPressGestureRecognizer) { states.append(recognizer.state) }
    func rotated(_ recognizer: UIRotationGestureRecognizer) { states.append(recognizer.state) }
}
