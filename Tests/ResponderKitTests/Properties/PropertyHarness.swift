import Foundation
import ResponderKit
import ResponderKitTesting

// Runs a generated `Scenario` through the public API and records what the invariants need:
// - every touch method a responder receives, per (responder, touch) pair (spec 2.3);
// - every recognizer state change and reset, from the dispatch log (spec 4.3, section 11);
// - every action, with the recognizer's state when it is sent (spec 4.3);
// - weak references to everything created, to check that nothing outlives the scene.
//
// - every control event that opens or closes a button's tracking (spec 6.1, 6.2).
// The settled state (no touch, gesture or tracking left open) is checked at the end and whenever the input
// is quiet for 0.8 s mid-scenario.
//
// Views and scroll views do not call `super`, so each one only sees what the window delivered to it: with
// forwarding, a view that moves to another superview mid-sequence changes its next responder, and the
// old ancestor would miss the end of a touch it saw begin by forwarding, in UIKit as well. Buttons call
// `super` (UIControl tracks the touch and, being enabled, forwards nothing).

/// A view that reports its touch methods to the harness (and does not forward them).
@MainActor
final class ProbeView: UIView {
    weak var harness: PropertyHarness?
    var onShouldBegin: (() -> Void)?
    var refusesRecognizers = false

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let reaction = onShouldBegin { onShouldBegin = nil; reaction() }
        return !refusesRecognizers
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .began, touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .moved, touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .ended, touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .cancelled, touches) }
}

/// A button that reports its touch methods, then lets `UIControl` track them (spec 6.2); its control
/// events go to the harness.
@MainActor
final class ProbeButton: UIButton {
    weak var harness: PropertyHarness?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .began, touches); super.touchesBegan(touches, with: event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .moved, touches); super.touchesMoved(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .ended, touches); super.touchesEnded(touches, with: event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        harness?.touched(self, .cancelled, touches); super.touchesCancelled(touches, with: event)
    }
}

/// A scroll view that reports its touch methods (it scrolls with its own recognizers, spec 7).
@MainActor
final class ProbeScrollView: UIScrollView {
    weak var harness: PropertyHarness?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .began, touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .moved, touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .ended, touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .cancelled, touches) }
}

/// A window that reports its touch methods (a touch that hits no subview hits the window).
@MainActor
final class ProbeWindow: UIWindow {
    weak var harness: PropertyHarness?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .began, touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .moved, touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .ended, touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { harness?.touched(self, .cancelled, touches) }
}

/// Answers the delegate questions a recognizer spec asks for.
@MainActor
final class ProbeDelegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true
    var shouldReceive = true
    weak var requiredToFail: UIGestureRecognizer?
    /// Called (once) when the delegate is asked whether to begin, or whether to receive a touch.
    var onShouldBegin: (() -> Void)?
    var onShouldReceive: (() -> Void)?

    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
        if let reaction = onShouldBegin { onShouldBegin = nil; reaction() }
        return shouldBegin
    }
    var onSimultaneous: (() -> Void)?
    var onRequireFailure: (() -> Void)?

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        if let reaction = onSimultaneous { onSimultaneous = nil; reaction() }
        return simultaneous
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        if let reaction = onRequireFailure { onRequireFailure = nil; reaction() }
        return other === requiredToFail
    }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        if let reaction = onShouldReceive { onShouldReceive = nil; reaction() }
        return shouldReceive
    }
}

/// What one run produced: violations of each invariant area, and weak references to check afterwards.
struct PropertyReport {
    /// Spec 2.3: touch methods out of order or missing, per responder.
    var touchViolations: [String] = []
    /// Spec 4.3, section 11: illegal or inconsistent state changes, resets from non-terminal states.
    var transitionViolations: [String] = []
    /// Spec 4.3, section 11: recognizers left began/changed (or not reset) once the input is over.
    var settleViolations: [String] = []
    /// Spec 4.3: actions on undocumented states, without a state change, or missing.
    var actionViolations: [String] = []
    /// Spec 6.1, 6.2: a control's touchDown not closed by exactly one touchUpInside, touchUpOutside or
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
    private var buttonOpen: [ObjectIdentifier: Bool] = [:]
    /// Reactions of the views, by view.
    private var viewReactions: [ObjectIdentifier: (phase: Int, mutation: SceneMutation)] = [:]
    /// Reactions run from a button's touchDown action, by button.
    private var buttonReactions: [ObjectIdentifier: SceneMutation] = [:]
    var recognizers: [UIGestureRecognizer] = []
    var delegates: [ProbeDelegate] = []
    var kinds: [String: RecognizerSpec.Kind] = [:]
    var reactions: [String: (state: Int, mutation: SceneMutation)] = [:]
    var report = PropertyReport()
    let trace: Bool

    /// Per (responder, touch): 1 = began received, 2 = ended or cancelled received.
    private var touchStates: [Pair: Int] = [:]
    /// Touches seen, held until the run ends so that their identities are not reused meanwhile.
    private var touchesSeen: [ObjectIdentifier: UITouch] = [:]
    private var responderNames: [ObjectIdentifier: String] = [:]
    /// The state each recognizer is in according to the log, by name.
    private var loggedStates: [String: UIGestureRecognizer.State] = [:]
    /// Whether each recognizer was reset (or never took part) and has not joined a touch since, by name.
    private var waitingForTouch: [String: Bool] = [:]
    /// Logged state changes whose action is still due, by recognizer name.
    private var dueActions: [String: [UIGestureRecognizer.State]] = [:]
    /// Recognizers disabled or removed by the scenario (and how), which must send no more actions.
    private var inactive: [String: String] = [:]
    private var fingers: [Int: CGPoint] = [:]
    /// Where the hovering pointer is, if it hovers.
    private var pointer: CGPoint?
    private var time: TimeInterval = 0
    private var nameCounter = 0

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

    private func build(_ scenario: Scenario) {
        for index in 0..<scenario.windowCount {
            let frame = index == 0 ? Self.screen
                : CGRect(x: 20 * index, y: 40 * index, width: 320 - 40 * index, height: 300)
            addWindow(frame: frame, level: index == 2 ? .statusBar : .normal)
        }
        for spec in scenario.views {
            let nodes: [UIView] = windows + views
            let view = makeView(CGRect(x: spec.frame.x, y: spec.frame.y, width: spec.frame.width, height: spec.frame.height),
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
                    button.addAction(UIAction { [weak self, weak button] _ in
                        guard let self, let button, self.buttonReactions.removeValue(forKey: ObjectIdentifier(button)) != nil else { return }
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

    private func play(_ steps: [InputStep]) {
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
                fingers[moving] = absolute ? CGPoint(x: CGFloat(dx * 3 + 160), y: CGFloat(dy * 4 + 240))
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

    /// Plays a multi-frame gesture with new fingers (see ``InputStep/Action/gesture(kind:x:y:size:)``),
    /// running the loop after each frame so that reactions happen in between.
    private func perform(gesture kind: Int, at point: CGPoint, size: CGFloat) {
        if kind == 7 { return hover(from: point, size: size) }
        let free = (0..<5).filter { fingers[$0] == nil }
        let fingerCount = kind == 3 || kind == 4 ? 2 : 1
        guard free.count >= fingerCount else { return }
        let used = Array(free.prefix(fingerCount))
        func frame(_ positions: [CGPoint], after delay: TimeInterval, lifting: Bool = false) {
            time += delay
            for (finger, position) in zip(used, positions) {
                fingers[finger] = position
                enqueue(finger, state: lifting ? .lifted : .touching)
                if lifting { fingers[finger] = nil }
            }
            app.run(until: time)
        }
        let d = 20 + size * 2 // 20...146 pt
        switch kind {
        case 0: // tap
            frame([point], after: 0.005)
            frame([point], after: 0.06, lifting: true)
        case 1: // drag
            frame([point], after: 0.005)
            for step in 1...6 { frame([CGPoint(x: point.x + d * CGFloat(step) / 6, y: point.y + CGFloat(step) * 3)], after: 0.016) }
        case 2: // hold
            frame([point], after: 0.005)
            time += 0.6
            app.run(until: time)
            frame([CGPoint(x: point.x + 2, y: point.y + 1)], after: 0.016)
        case 3: // pinch
            frame([CGPoint(x: point.x - 20, y: point.y), CGPoint(x: point.x + 20, y: point.y)], after: 0.005)
            for step in 1...6 {
                let spread = 20 + d * CGFloat(step) / 6
                frame([CGPoint(x: point.x - spread, y: point.y), CGPoint(x: point.x + spread, y: point.y)], after: 0.016)
            }
        case 4: // rotation
            frame([CGPoint(x: point.x - 40, y: point.y), CGPoint(x: point.x + 40, y: point.y)], after: 0.005)
            for step in 1...6 {
                let angle = CGFloat(step) * 0.12
                frame([CGPoint(x: point.x - 40 * cos(angle), y: point.y - 40 * sin(angle)),
                       CGPoint(x: point.x + 40 * cos(angle), y: point.y + 40 * sin(angle))], after: 0.016)
            }
        case 5: // swipe
            frame([point], after: 0.005)
            for step in 1...4 { frame([CGPoint(x: point.x + (d + 60) * CGFloat(step) / 4, y: point.y)], after: 0.016) }
            frame([CGPoint(x: point.x + d + 60, y: point.y)], after: 0.016, lifting: true)
        default: // from the left edge
            let start = CGPoint(x: 2, y: point.y)
            frame([start], after: 0.005)
            for step in 1...6 { frame([CGPoint(x: start.x + d * CGFloat(step) / 6, y: start.y)], after: 0.016) }
        }
        if Int(size) % 2 == 0, used.contains(where: { fingers[$0] != nil }) {
            frame(used.map { fingers[$0] ?? point }, after: 0.016, lifting: true)
        }
    }

    /// The pointer (contact 9, an indirect pointer) hovers along a path; it leaves when `size` is even.
    private func hover(from point: CGPoint, size: CGFloat) {
        for step in 0...5 {
            time += 0.016
            let at = CGPoint(x: point.x + size * CGFloat(step), y: point.y + size * CGFloat(step) / 2)
            pointer = at
            app.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: [
                TouchContact(id: 9, location: at, state: .hovering, type: .indirectPointer)])))
            app.run(until: time)
        }
        if Int(size) % 2 == 0 { pointerLeaves() }
    }

    private func pointerLeaves() {
        guard let at = pointer else { return }
        time += 0.016
        app.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: [
            TouchContact(id: 9, location: at, state: .lifted, type: .indirectPointer)])))
        pointer = nil
        app.run(until: time)
    }

    /// Lifts every finger, becomes active again, and lets every deadline pass.
    private func finish() {
        time += 0.01
        for finger in fingers.keys.sorted() { enqueue(finger, state: .lifted) }
        fingers.removeAll()
        app.run(until: time)
        pointerLeaves()
        app.becomeActive()
        while app.isIgnoringInteractionEvents { app.endIgnoringInteractionEvents() }
        time += 3
        app.run(until: time)
        checkSettled(atEnd: true)
    }

    private func tearDown() {
        for window in windows { window.isHidden = true }
        app.dispatchLog = nil
        log.onRecord = nil
        touchesSeen.removeAll()
        builtInRecognizers.removeAll()
        buttons.removeAll()
        windows.removeAll()
        views.removeAll()
        recognizers.removeAll()
        delegates.removeAll()
    }

    private func enqueue(_ finger: Int, state: TouchContact.State) {
        guard let location = fingers[finger] else { return }
        app.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: [TouchContact(id: finger, location: location, state: state)])))
    }

    // MARK: Building blocks

    private func nextName(_ prefix: String) -> String {
        nameCounter += 1
        return "\(prefix)\(nameCounter)"
    }

    @discardableResult
    private func addWindow(frame: CGRect, level: UIWindow.Level = .normal) -> ProbeWindow {
        let window = ProbeWindow(frame: frame, application: app)
        window.harness = self
        window.windowLevel = level
        window.isMultipleTouchEnabled = nameCounter % 2 == 0
        window.accessibilityIdentifier = nextName("w")
        responderNames[ObjectIdentifier(window)] = window.accessibilityIdentifier
        report.weakObjects.append((window.accessibilityIdentifier!, WeakObject(window)))
        windows.append(window)
        window.makeKeyAndVisible()
        return window
    }

    private func makeView(_ frame: CGRect, kind: Int = 0) -> UIView {
        let view: UIView
        if kind >= 9 {
            let scroll = ProbeScrollView(frame: frame)
            scroll.harness = self
            scroll.contentSize = CGSize(width: frame.width * 2, height: frame.height * 3)
            let prefix = nextName("s")
            for (index, recognizer) in (scroll.gestureRecognizers ?? []).enumerated() {
                recognizer.name = "\(prefix)r\(index)"
                builtInRecognizers.append(recognizer)
                report.weakObjects.append((recognizer.name!, WeakObject(recognizer)))
            }
            view = scroll
        } else if kind >= 7 {
            let button = ProbeButton(frame: frame)
            button.harness = self
            let id = ObjectIdentifier(button)
            let events: [(UIControl.Event, Bool)] = [(.touchDown, true), (.touchUpInside, false), (.touchUpOutside, false), (.touchCancel, false)]
            for (event, opens) in events {
                button.addAction(UIAction { [weak self] _ in self?.controlEvent(id, opens: opens, event: event) }, for: event)
            }
            buttons.append(button)
            view = button
        } else {
            let probe = ProbeView(frame: frame)
            probe.harness = self
            view = probe
        }
        view.accessibilityIdentifier = nextName("v")
        responderNames[ObjectIdentifier(view)] = view.accessibilityIdentifier
        report.weakObjects.append((view.accessibilityIdentifier!, WeakObject(view)))
        views.append(view)
        return view
    }

    private func addRecognizer(_ spec: RecognizerSpec) {
        let nodes: [UIView] = windows + views
        guard !nodes.isEmpty else { return }
        let recognizer: UIGestureRecognizer
        switch spec.kind {
        case .tap: recognizer = UITapGestureRecognizer()
        case .doubleTap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = 2
            recognizer = tap
        case .twoFingerTap:
            let tap = UITapGestureRecognizer()
            tap.numberOfTouchesRequired = 2
            recognizer = tap
        case .longPress: recognizer = UILongPressGestureRecognizer()
        case .pan: recognizer = UIPanGestureRecognizer()
        case .twoFingerPan:
            let pan = UIPanGestureRecognizer()
            pan.minimumNumberOfTouches = 2
            recognizer = pan
        case .swipe:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [[.right], [.left], [.up, .down], [.left, .right, .up, .down]][spec.flags % 4]
            recognizer = swipe
        case .pinch: recognizer = UIPinchGestureRecognizer()
        case .rotation: recognizer = UIRotationGestureRecognizer()
        case .hover: recognizer = UIHoverGestureRecognizer()
        case .screenEdgePan:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = spec.flags & 1 == 0 ? .left : .right
            recognizer = edge
        }
        let name = nextName("g")
        recognizer.name = name
        recognizer.cancelsTouchesInView = spec.flags & 1 == 0
        recognizer.delaysTouchesBegan = spec.flags & 2 != 0
        recognizer.delaysTouchesEnded = spec.flags & 4 == 0
        let delegate = ProbeDelegate()
        delegate.simultaneous = spec.flags & 8 != 0
        delegate.shouldBegin = spec.flags & 48 != 48
        delegate.shouldReceive = spec.flags & 192 != 192
        if spec.flags & 256 != 0 { delegate.requiredToFail = recognizers.last }
        recognizer.delegate = delegate
        delegates.append(delegate)
        if let index = spec.requiresToFail, !recognizers.isEmpty {
            recognizer.require(toFail: recognizers[index % recognizers.count])
        }
        kinds[name] = spec.kind
        if let reaction = spec.reaction {
            switch spec.reactionState {
            case 3: delegate.onShouldBegin = { [weak self] in self?.apply(reaction) }
            case 4: delegate.onShouldReceive = { [weak self] in self?.apply(reaction) }
            case 5: delegate.onSimultaneous = { [weak self] in self?.apply(reaction) }
            case 6: delegate.onRequireFailure = { [weak self] in self?.apply(reaction) }
            default: reactions[name] = (spec.reactionState, reaction)
            }
        }
        loggedStates[name] = .possible
        recognizer.addAction { [weak self] r in self?.acted(r) }
        report.weakObjects.append((name, WeakObject(recognizer)))
        report.weakObjects.append(("delegate of \(name)", WeakObject(delegate)))
        recognizers.append(recognizer)
        nodes[spec.node % nodes.count].addGestureRecognizer(recognizer)
    }

    // MARK: Mutations (between frames and from inside callbacks)

    func apply(_ mutation: SceneMutation) {
        report.mutations += 1
        let a = mutation.a, b = mutation.b
        switch mutation.kind {
        case .removeView:
            guard !views.isEmpty else { return }
            views[a % views.count].removeFromSuperview()
        case .moveView:
            let nodes: [UIView] = windows + views
            guard !views.isEmpty, !nodes.isEmpty else { return }
            let view = views[a % views.count], parent = nodes[b % nodes.count]
            guard !parent.isDescendant(of: view) else { return }
            parent.addSubview(view)
        case .addView:
            let nodes: [UIView] = windows + views
            guard !nodes.isEmpty else { return }
            let view = makeView(CGRect(x: a * 4, y: b * 6, width: 40 + b * 3, height: 40 + a * 5), kind: (a + b) % 10)
            view.isMultipleTouchEnabled = a % 2 == 0
            nodes[b % nodes.count].addSubview(view)
        case .addRecognizer:
            addRecognizer(RecognizerSpec(node: b, kind: RecognizerSpec.Kind(rawValue: a % RecognizerSpec.Kind.allCases.count)!,
                                         flags: a * 7 + b, requiresToFail: nil, reaction: nil, reactionState: 0))
        case .removeRecognizer:
            guard !recognizers.isEmpty else { return }
            let recognizer = recognizers[a % recognizers.count]
            guard let view = recognizer.view else { return }
            view.removeGestureRecognizer(recognizer)
            withdrawn(recognizer, "removed from its view")
        case .disableRecognizer:
            guard !recognizers.isEmpty else { return }
            let recognizer = recognizers[a % recognizers.count]
            guard recognizer.isEnabled else { return }
            recognizer.isEnabled = false
            withdrawn(recognizer, "disabled")
        case .enableRecognizer:
            guard !recognizers.isEmpty else { return }
            let recognizer = recognizers[a % recognizers.count]
            recognizer.isEnabled = true
            if recognizer.view != nil { inactive[recognizer.name ?? "?"] = nil }
        case .hideWindow:
            guard !windows.isEmpty else { return }
            windows[a % windows.count].isHidden = true
        case .showWindow:
            guard !windows.isEmpty else { return }
            windows[a % windows.count].makeKeyAndVisible()
        case .releaseWindow:
            guard !windows.isEmpty else { return }
            let window = windows.remove(at: a % windows.count)
            window.isHidden = true
        case .addWindow:
            let window = addWindow(frame: CGRect(x: a * 2, y: b * 3, width: 100 + a * 3, height: 100 + b * 4),
                                   level: a % 3 == 0 ? .alert : .normal)
            window.addSubview(makeView(CGRect(x: 10, y: 10, width: 60 + b, height: 60 + a)))
        case .toggleViewHidden:
            guard !views.isEmpty else { return }
            let view = views[a % views.count]
            view.isHidden.toggle()
        case .toggleUserInteraction:
            guard !views.isEmpty else { return }
            let view = views[a % views.count]
            view.isUserInteractionEnabled.toggle()
        case .resignAndBecomeActive:
            app.resignActive()
            app.becomeActive()
        case .toggleIgnoringInteractionEvents:
            if app.isIgnoringInteractionEvents { app.endIgnoringInteractionEvents() } else { app.beginIgnoringInteractionEvents() }
        }
    }

    // MARK: Observing responders (spec 2.3)

    func touched(_ responder: UIResponder, _ method: RecordingView.Call.Method, _ touches: Set<UITouch>) {
        let name = responderNames[ObjectIdentifier(responder)] ?? "\(responder)"
        for touch in touches {
            touchesSeen[ObjectIdentifier(touch)] = touch
            let pair = Pair(responder: ObjectIdentifier(responder), touch: ObjectIdentifier(touch))
            let state = touchStates[pair] ?? 0
            switch (method, state) {
            case (.began, 0):
                touchStates[pair] = 1
                report.touchesBegan += 1
                if report.weakObjects.count < 5000 { report.weakObjects.append(("touch \(touch.timestamp)", WeakObject(touch))) }
            case (.moved, 1):
                break
            case (.ended, 1), (.cancelled, 1):
                touchStates[pair] = 2
            default:
                report.touchViolations.append("\(name) got touches\(method) for a touch in state \(["not begun", "begun", "finished"][state]) at t=\(app.clock.now)")
            }
        }
        if let reaction = viewReactions[ObjectIdentifier(responder)] {
            let phase = switch method { case .began: 0; case .moved: 1; default: 2 }
            if phase == reaction.phase {
                viewReactions[ObjectIdentifier(responder)] = nil
                apply(reaction.mutation)
            }
        }
    }

    // MARK: Observing controls (spec 6.1, 6.2)

    private func controlEvent(_ id: ObjectIdentifier, opens: Bool, event: UIControl.Event) {
        report.controlEvents += 1
        let name = responderNames[id] ?? "?"
        let open = buttonOpen[id] ?? false
        if opens == open {
            report.controlViolations.append(opens ? "\(name): touchDown while already tracking a touch"
                : "\(name): control event \(event.rawValue) without a touchDown")
        }
        buttonOpen[id] = opens
    }

    // MARK: Observing recognizers (spec 4.3, section 11)

    private func recognizerName(_ explanationName: String) -> String {
        explanationName.split(separator: " ").first.map(String.init) ?? explanationName
    }

    private func logged(_ record: DispatchLog.Record) {
        switch record.entry {
        case let .participants(_, recognizers):
            for recognizer in recognizers { waitingForTouch[recognizerName(recognizer)] = false }
        case let .gestureState(recognizer, from, to, cause):
            report.stateChanges += 1
            let name = recognizerName(recognizer)
            // Section 11: after its reset a recognizer gets no more updates from the touches of that
            // sequence, so it changes state again only once it joined a new touch (hover recognizers
            // follow the pointer without joining touches).
            if waitingForTouch[name] ?? true, kinds[name] != .hover {
                report.transitionViolations.append("\(name): \(from) -> \(to) after its reset, before it joined a new touch (\(cause ?? ""))")
            }
            let known = loggedStates[name] ?? .possible
            if from != known {
                report.transitionViolations.append("\(name): logged \(from) -> \(to) but it was \(known) (\(cause ?? ""))")
            }
            if !Self.isDocumentedTransition(from: from, to: to, discrete: kinds[name]?.isDiscrete ?? false) {
                report.transitionViolations.append("\(name) (\(kinds[name].map { "\($0)" } ?? "?")): illegal transition \(from) -> \(to) (\(cause ?? ""))")
            }
            loggedStates[name] = to
            if to != .failed, kinds[name] != nil { dueActions[name, default: []].append(to) }
        case let .gestureReset(recognizer):
            let name = recognizerName(recognizer)
            let known = loggedStates[name] ?? .possible
            if !(known == .ended || known == .cancelled || known == .failed) {
                report.transitionViolations.append("\(name): reset from non-terminal state \(known)")
            }
            loggedStates[name] = .possible
            waitingForTouch[name] = true
        case let .illegalTransition(recognizer, from, to):
            report.transitionViolations.append("\(recognizerName(recognizer)): a built-in recognizer asked for \(from) -> \(to)")
        default:
            break
        }
    }

    /// The transitions of spec 4.3: discrete possible -> recognized | failed; continuous possible ->
    /// began -> changed* -> ended | cancelled, possible -> failed.
    static func isDocumentedTransition(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State, discrete: Bool) -> Bool {
        switch (from, to) {
        case (.possible, .ended), (.possible, .failed): true
        case (.possible, .began): !discrete
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
             (.changed, .changed), (.changed, .ended), (.changed, .cancelled): !discrete
        default: false
        }
    }

    /// Spec 4.1: a recognizer disabled (or removed from its view) in a gesture is cancelled at once; an
    /// undecided one fails. Either way it is out of the gesture when the call returns, and it sends no
    /// action until it is enabled again.
    private func withdrawn(_ recognizer: UIGestureRecognizer, _ how: String) {
        let name = recognizer.name ?? "?"
        if recognizer.state == .began || recognizer.state == .changed {
            report.actionViolations.append("\(name) (\(kinds[name].map { "\($0)" } ?? "?")): still \(recognizer.state) after it was \(how)")
        }
        inactive[name] = how
    }

    private func acted(_ recognizer: UIGestureRecognizer) {
        report.actions += 1
        let name = recognizer.name ?? "?"
        if let how = inactive[name] {
            report.actionViolations.append("\(name) (\(kinds[name].map { "\($0)" } ?? "?")): action in state \(recognizer.state) after it was \(how)")
        }
        let state = recognizer.state
        let discrete = kinds[name]?.isDiscrete ?? false
        let documented: Set<UIGestureRecognizer.State> = discrete ? [.ended] : [.began, .changed, .ended, .cancelled]
        if !documented.contains(state) {
            report.actionViolations.append("\(name) (\(kinds[name].map { "\($0)" } ?? "?")): action sent in state \(state)")
        }
        if let due = dueActions[name], let first = due.first, first == state {
            dueActions[name]!.removeFirst()
        } else {
            report.actionViolations.append("\(name): action in state \(state) without a logged state change (due: \(dueActions[name] ?? []))")
        }
        if let reaction = reactions[name] {
            let phase = switch state { case .began: 0; case .changed: 1; case .ended where discrete: 0; default: 2 }
            if phase == reaction.state {
                reactions[name] = nil
                apply(reaction.mutation)
            }
        }
    }

    /// Once the input is over and every deadline passed: every touch a responder began has ended for
    /// it, no recognizer is left in a gesture, every recognizer was reset, and every action was sent.
    /// Also checked mid-scenario whenever the input is quiet long enough (`atEnd` false): violations found
    /// then are reported once, with the time.
    private func checkSettled(atEnd: Bool) {
        let when = atEnd ? "" : " (idle at t=\(app.clock.now))"
        for (pair, state) in touchStates where state == 1 {
            report.touchViolations.append("\(responderNames[pair.responder] ?? "?") never got touchesEnded or touchesCancelled for a touch it began\(when)")
            touchStates[pair] = 2
        }
        for recognizer in recognizers {
            let name = recognizer.name ?? "?"
            if recognizer.state == .began || recognizer.state == .changed {
                report.settleViolations.append("\(name) (\(kinds[name]!)) is still \(recognizer.state) after all touches ended\(when)")
            } else if recognizer.state != .possible {
                report.settleViolations.append("\(name) (\(kinds[name]!)) was not reset: \(recognizer.state)\(when)")
            }
            if recognizer.numberOfTouches != 0 {
                report.settleViolations.append("\(name) (\(kinds[name]!)) still follows \(recognizer.numberOfTouches) touches\(when)")
            }
            if loggedStates[name] != .possible {
                report.settleViolations.append("\(name) (\(kinds[name]!)): the log left it \(loggedStates[name]!)\(when)")
            }
        }
        for recognizer in builtInRecognizers {
            let name = recognizer.name ?? "?"
            if recognizer.state != .possible || recognizer.numberOfTouches != 0 {
                report.settleViolations.append("\(name) (scroll view's) left \(recognizer.state) with \(recognizer.numberOfTouches) touches\(when)")
            }
        }
        for button in buttons {
            let name = responderNames[ObjectIdentifier(button)] ?? "?"
            if buttonOpen[ObjectIdentifier(button)] == true {
                report.controlViolations.append("\(name): touchDown never followed by touchUpInside, touchUpOutside or touchCancel\(when)")
                buttonOpen[ObjectIdentifier(button)] = false
            }
            if button.isTracking { report.controlViolations.append("\(name) is still tracking\(when)") }
        }
        for (name, due) in dueActions where !due.isEmpty {
            report.actionViolations.append("\(name): no action for the state changes \(due)\(when)")
            dueActions[name] = []
        }
    }
}
