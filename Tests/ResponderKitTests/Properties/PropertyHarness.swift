import Foundation
import ResponderKit
import ResponderKitTesting

// Runs a generated `Scenario` through the public API and records what the invariants need:
// - every touch method a responder receives, per (responder, touch) pair (behaviour 2.3);
// - every recognizer state change and reset, from the dispatch log (behaviour 4.3, behaviour 11);
// - every action, with the recognizer's state when it is sent (behaviour 4.3);
// - weak references to everything created, to check that nothing outlives the scene.
//
// - every control event that opens or closes a button's tracking (behaviour 6.1, 6.2).
// The settled state (no touch, gesture or tracking left open) is checked at the end and whenever the input
// is quiet for 0.8 s mid-scenario.
//
// Views and scroll views do not call `super`, so each one only sees what the window delivered to it: with
// forwarding, a view that moves to another superview mid-sequence changes its next responder, and the
// old ancestor would miss the end of a touch it saw begin by forwarding, in UIKit as well. Buttons call
// `super` (UIControl tracks the touch and, being enabled, forwards nothing).

/// What one run produced: violations of each invariant area, and weak references to check afterwards.
struct PropertyReport {
    /// Behaviour 2.3: touch methods out of order or missing, per responder.
    var touchViolations: [String] = []
    /// Behaviour 4.3, behaviour 11: illegal or inconsistent state changes, resets from non-terminal states.
    var transitionViolations: [String] = []
    /// Behaviour 4.3, behaviour 11: recognizers left began/changed (or not reset) once the input is over.
    var settleViolations: [String] = []
    /// Behaviour 4.3: actions on undocumented states, without a state change, or missing.
    var actionViolations: [String] = []
    /// Behaviour 6.1, 6.2: a control's touchDown not closed by exactly one touchUpInside, touchUpOutside or
    /// touchCancel, or a control still tracking once the input is over.
    var controlViolations: [String] = []
    /// Objects created by the run, held weakly; all must be gone once the run's scope is left.
    var weakObjects: [(String, WeakObject)] = []
    /// Counts, to see that scenarios exercise something.
    var touchesBegan = 0
    var actions = 0
    var mutations = 0
    var controlEvents = 0
    var stateChanges = 0
    var weakObjectCount = 0

    var leaked: [String] { weakObjects.filter { $0.1.object != nil }.map(\.0) }
}

final class WeakObject {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

@MainActor
final class PropertyHarness {
    static let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

    let app = UIApplication()
    let log = DispatchLog()
    /// Windows the scene holds (a released window is dropped from here; the application keeps visible ones).
    var windows: [ProbeWindow] = []
    /// Every view of the scene (plain views, buttons and scroll views).
    var views: [UIView] = []
    /// Recognizers the scene did not create itself (the scroll views'), observed through the log only.
    var builtInRecognizers: [UIGestureRecognizer] = []
    var buttons: [ProbeButton] = []
    /// Whether each button is between a touchDown and its end event.
    var buttonOpen: [ObjectIdentifier: Bool] = [:]
    /// Reactions of the views, by view.
    var viewReactions: [ObjectIdentifier: (phase: Int, mutation: SceneMutation)] = [:]
    /// Reactions run from a button's touchDown action, by button.
    var buttonReactions: [ObjectIdentifier: SceneMutation] = [:]
    var recognizers: [UIGestureRecognizer] = []
    var delegates: [ProbeDelegate] = []
    var kinds: [String: RecognizerSpec.Kind] = [:]
    var reactions: [String: (state: Int, mutation: SceneMutation)] = [:]
    var report = PropertyReport()
    let trace: Bool

    /// Per (responder, touch): 1 = began received, 2 = ended or cancelled received.
    var touchStates: [Pair: Int] = [:]
    /// Touches seen, held until the run ends so that their identities are not reused meanwhile.
    var touchesSeen: [ObjectIdentifier: UITouch] = [:]
    var responderNames: [ObjectIdentifier: String] = [:]
    /// The state each recognizer is in according to the log, by name.
    var loggedStates: [String: UIGestureRecognizer.State] = [:]
    /// Whether each recognizer was reset (or never took part) and has not joined a touch since, by name.
    var waitingForTouch: [String: Bool] = [:]
    /// Logged state changes whose action is still due, by recognizer name.
    var dueActions: [String: [UIGestureRecognizer.State]] = [:]
    /// Recognizers disabled or removed by the scenario (and how), which must send no more actions.
    var inactive: [String: String] = [:]
    var fingers: [Int: CGPoint] = [:]
    /// Where the hovering pointer is, if it hovers.
    var pointer: CGPoint?
    var time: TimeInterval = 0
    var nameCounter = 0

    struct Pair: Hashable { var responder: ObjectIdentifier; var touch: ObjectIdentifier }

    init(trace: Bool = false) {
        self.trace = trace
        app.dispatchLog = log
        log.onRecord = { [weak self] record in self?.logged(record) }
        report.weakObjects.append(("application", WeakObject(app)))
        report.weakObjects.append(("dispatch log", WeakObject(log)))
    }

    // MARK: Running

    /// Runs `scenario` in a fresh application and returns what it found. Every object of the scene is
    /// released before returning, so the report's weak references must all be nil.
    static func run(_ scenario: Scenario, trace: Bool = false) -> PropertyReport {
        var report: PropertyReport
        do {
            let harness = PropertyHarness(trace: trace)
            harness.build(scenario)
            harness.play(scenario.steps)
            harness.finish()
            if trace { harness.log.lines.forEach { print($0) } }
            report = harness.report
            harness.tearDown()
        }
        return report
    }

    func build(_ scenario: Scenario) {
        for index in 0..<scenario.windowCount {
            let frame =
                index == 0
                ? Self.screen
                : CGRect(x: 20 * index, y: 40 * index, width: 320 - 40 * index, height: 300)
            addWindow(frame: frame, level: index == 2 ? .statusBar : .normal)
        }
        for spec in scenario.views {
            let nodes: [UIView] = windows + views
            let view = makeView(
                CGRect(x: spec.frame.x, y: spec.frame.y, width: spec.frame.width, height: spec.frame.height),
                kind: spec.kind)
            if spec.flags & 1 != 0 { view.isHidden = true }
            if spec.flags & 2 != 0 { view.isUserInteractionEnabled = false }
            view.isMultipleTouchEnabled = spec.flags & 4 != 0
            view.isExclusiveTouch = spec.flags & 8 != 0
            if spec.flags & 16 != 0 { view.transform = CGAffineTransform(scaleX: 0.5, y: 1.5) }
            if spec.flags & 32 != 0 { view.transform = view.transform.rotated(by: .pi / 5) }
            if let reaction = spec.reaction {
                if spec.reactionPhase >= 3, let probe = view as? ProbeView {
                    probe.onShouldBegin = { [weak self] in self?.apply(reaction) }
                    probe.refusesRecognizers = spec.reactionPhase == 4
                } else if spec.reactionPhase == 0, let button = view as? ProbeButton {
                    button.addAction(
                        UIAction { [weak self, weak button] _ in
                            guard let self, let button,
                                self.buttonReactions.removeValue(forKey: ObjectIdentifier(button)) != nil
                            else { return }
                            self.apply(reaction)
                        }, for: .touchDown)
                    buttonReactions[ObjectIdentifier(button)] = reaction
                } else {
                    viewReactions[ObjectIdentifier(view)] = (spec.reactionPhase, reaction)
                }
            }
            nodes[spec.parent % nodes.count].addSubview(view)
        }
        for spec in scenario.recognizers { addRecognizer(spec) }
    }

    func play(_ steps: [InputStep]) {
        for step in steps {
            time += Double(step.delay) / 1000
            switch step.action {
            // Fingers are picked among those that can do the step: a new finger goes down (the
            // lowest free one, up to 5), a move or lift picks one of the fingers down (none: it goes down).
            case let .down(_, x, y):
                guard let finger = (0..<5).first(where: { fingers[$0] == nil }) else { continue }
                fingers[finger] = CGPoint(x: x, y: y)
                enqueue(finger, state: .touching)
            case let .move(finger, dx, dy, absolute):
                let down = fingers.keys.sorted()
                guard !down.isEmpty else {
                    fingers[0] = CGPoint(x: CGFloat(dx * 3 + 160), y: CGFloat(dy * 4 + 240))
                    enqueue(0, state: .touching)
                    break
                }
                let moving = down[finger % down.count], at = fingers[moving]!
                fingers[moving] =
                    absolute
                    ? CGPoint(x: CGFloat(dx * 3 + 160), y: CGFloat(dy * 4 + 240))
                    : CGPoint(x: at.x + CGFloat(dx), y: at.y + CGFloat(dy))
                enqueue(moving, state: .touching)
            case let .up(finger):
                let down = fingers.keys.sorted()
                guard !down.isEmpty else { continue }
                let lifting = down[finger % down.count]
                enqueue(lifting, state: .lifted)
                fingers[lifting] = nil
            case let .wait(milliseconds):
                time += Double(milliseconds) / 1000
                app.run(until: time)
                // Mid-scenario quiescence: every contact is up (none ignored) and every deadline since
                // the last one passed (0.8 s > the long-press, multi-tap, tap and scroll-view deadlines).
                if milliseconds >= 800, fingers.isEmpty, pointer == nil, app.applicationState == .active {
                    checkSettled(atEnd: false)
                }
            case .cancelAll:
                app.enqueue(.cancelAllContacts(timestamp: time))
                fingers.removeAll()
                app.run(until: time)
            case let .mutate(mutation):
                app.run(until: time)
                apply(mutation)
            case let .gesture(kind, x, y, size):
                perform(gesture: kind, at: CGPoint(x: x, y: y), size: CGFloat(size))
            }
            if step.runs { app.run(until: time) }
        }
    }
}
