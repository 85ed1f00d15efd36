import Foundation
import Testing
import ResponderKit
import ResponderKitTesting

/// A window holding one big recording view, with a recorder of recognizer actions.
@MainActor
private final class GestureScene {
    let app = UIApplication()
    let window: UIWindow
    let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let touches: TouchSimulator
    var actions: [String] = []

    init() {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.addSubview(view)
        window.makeKeyAndVisible()
        touches = TouchSimulator(application: app)
    }

    /// Adds `recognizer` to `target` (default: the view) and records "name:state" for each action.
    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, name: String, to target: UIView? = nil) -> R {
        recognizer.name = name
        recognizer.addAction { [unowned self] r in self.actions.append("\(name):\(r.state)") }
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }
}

private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool { true }
}

private final class RefusingDelegate: UIGestureRecognizerDelegate {
    var begin = true
    var receive = true
    var requireFailureOf: UIGestureRecognizer?
    func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { begin }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive }
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        other === requireFailureOf
    }
}

@MainActor
@Suite("Gesture recognizer arbitration (behaviour 4.2-4.5, behaviour 11)")
struct GestureArbitrationTests {
    @Test("behaviour 4.3: a tap sends one action on recognition; the view sees began then cancelled (cancelsTouchesInView)")
    func tapRecognizesAndCancelsView() {
        let scene = GestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
        #expect(scene.view.methods == [.began, .cancelled])
        #expect(tap.state == .possible) // reset after the sequence (behaviour 11)
    }

    @Test("behaviour 4.4: with cancelsTouchesInView false the view sees the whole sequence")
    func cancelsTouchesInViewOff() {
        let scene = GestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.cancelsTouchesInView = false
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.3: a pan sends began, changed for every move, ended; never an action on failure")
    func panActions() {
        let scene = GestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        var translations: [CGFloat] = []
        pan.addAction { r in translations.append((r as! UIPanGestureRecognizer).translation(in: scene.view).x) }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.first == "pan:began")
        #expect(scene.actions.last == "pan:ended")
        #expect(scene.actions.dropFirst().dropLast().allSatisfy { $0 == "pan:changed" })
        #expect(scene.actions.count > 5)
        // behaviour 11: the first translation already includes the hysteresis distance.
        #expect(translations.first! > 10)
        #expect(abs(translations.last! - 100) < 0.001)
        #expect(scene.view.methods == [.began, .moved, .cancelled])
        scene.actions.removeAll()
        scene.touches.tap(at: CGPoint(x: 50, y: 100))
        #expect(scene.actions.isEmpty)
    }

    @Test("behaviour 5.3: translation is measured from the touch-down centroid; setTranslation rebases it and resets velocity")
    func panSetTranslation() {
        let scene = GestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        var afterReset: [CGPoint] = []
        var velocities: [CGPoint] = []
        pan.addAction { r in
            let pan = r as! UIPanGestureRecognizer
            velocities.append(pan.velocity(in: nil))
            afterReset.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.25)
        // Each action sees only the movement since the previous one.
        #expect(afterReset.dropFirst().allSatisfy { $0.x < 10 && $0.x >= 0 })
        #expect(velocities.dropFirst(2).dropLast().contains { $0.x > 300 })
    }

    @Test("behaviour 4.5: single tap that requires the double tap to fail fires only after the 0.35 s interval")
    func singleWaitsForDouble() {
        let scene = GestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        let single = scene.add(UITapGestureRecognizer(), name: "single")
        single.require(toFail: double)
        var firedAt: TimeInterval?
        single.addAction { _ in firedAt = scene.app.clock.now }
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions.isEmpty)
        #expect(single.state == .possible) // waiting is visible as possible
        scene.touches.wait(0.2)
        #expect(scene.actions.isEmpty)
        scene.touches.wait(0.3)
        #expect(scene.actions == ["single:ended"])
        // The tap lifted at 0.05; the double tap's interval ran out 0.35 s later.
        #expect(abs(firedAt! - 0.4) < 1e-9)
        // The view's ended touch was held (delaysTouchesEnded) and then cancelled by the single tap.
        #expect(scene.view.methods == [.began, .cancelled])
    }

    @Test("behaviour 4.5: a double tap makes the waiting single tap fail")
    func doubleWins() {
        let scene = GestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        let single = scene.add(UITapGestureRecognizer(), name: "single")
        single.require(toFail: double)
        scene.touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        scene.touches.wait(1)
        #expect(scene.actions == ["double:ended"])
        // behaviour 4.4: the first tap's held ended phase becomes a cancel, never an end.
        #expect(scene.view.methods == [.began, .began, .cancelled])
        #expect(scene.view.calls.last?.count == 2)
        #expect(single.state == .possible)
        #expect(double.state == .possible)
    }

    @Test("behaviour 4.5: without a failure requirement, single and double taps both fire (a tap never prevents a tap of higher count)")
    func tapNeverPreventsHigherCount() {
        let scene = GestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        scene.add(UITapGestureRecognizer(), name: "single")
        scene.touches.tap(at: CGPoint(x: 100, y: 100), count: 2)
        #expect(scene.actions == ["single:ended", "double:ended"])
    }

    @Test("behaviour 4.5: by default only one recognizer recognizes: the pan forces the swipe-like tap out")
    func exclusivity() {
        let scene = GestureScene()
        scene.add(UIPanGestureRecognizer(), name: "pan")
        let long = scene.add(UITapGestureRecognizer(), name: "tap")
        long.allowableMovement = 500
        long.maximumTapDuration = 5
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.2)
        #expect(scene.actions.first == "pan:began")
        #expect(!scene.actions.contains("tap:ended"))
    }

    @Test("behaviour 4.5: shouldRecognizeSimultaneouslyWith true from either delegate lets both recognize")
    func simultaneous() {
        let scene = GestureScene()
        let delegate = SimultaneousDelegate()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        let pan2 = scene.add(UIPanGestureRecognizer(), name: "pan2", to: scene.window)
        pan2.delegate = delegate
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.2)
        #expect(scene.actions.contains("pan:began"))
        #expect(scene.actions.contains("pan2:began"))
        #expect(scene.actions.contains("pan:ended"))
        #expect(scene.actions.contains("pan2:ended"))
        _ = pan
    }

    @Test("behaviour 4.5: without simultaneous recognition the first to begin wins and the other is forced out")
    func firstToBeginWins() {
        let scene = GestureScene()
        let inner = scene.add(UIPanGestureRecognizer(), name: "inner")
        let outer = scene.add(UIPanGestureRecognizer(), name: "outer", to: scene.window)
        outer.hysteresis = 30
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.contains("inner:began"))
        #expect(!scene.actions.contains { $0.hasPrefix("outer") })
        _ = inner
    }

    @Test("behaviour 4.3: gestureRecognizerShouldBegin false makes the recognizer fail; the view then sees its touch end")
    func delegateShouldBegin() {
        let scene = GestureScene()
        let delegate = RefusingDelegate()
        delegate.begin = false
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.delegate = delegate
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions.isEmpty)
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.3: UIView.gestureRecognizerShouldBegin is consulted for the hit view")
    func viewShouldBegin() {
        final class Vetoing: RecordingView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let scene = GestureScene()
        let child = Vetoing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.view.addSubview(child)
        scene.add(UITapGestureRecognizer(), name: "tap")
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(scene.actions.isEmpty)
        scene.touches.wait(1)
        scene.touches.tap(at: CGPoint(x: 200, y: 200))
        #expect(scene.actions == ["tap:ended"])
    }

    @Test("behaviour 4.2: shouldReceive(touch) false hides the touch from that recognizer only")
    func shouldReceive() {
        let scene = GestureScene()
        let delegate = RefusingDelegate()
        delegate.receive = false
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.delegate = delegate
        var recognizers: [[UIGestureRecognizer]] = []
        scene.view.onCall = { method, touches, _ in
            if method == .began { recognizers.append(touches.first?.gestureRecognizers ?? []) }
        }
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions.isEmpty)
        #expect(scene.view.methods == [.began, .ended])
        #expect(recognizers.first?.isEmpty == true)
    }

    @Test("behaviour 11: participants are the hit view's recognizers, then each ancestor's, in the order added")
    func participantOrder() {
        let scene = GestureScene()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scene.view.addSubview(child)
        let a = scene.add(UITapGestureRecognizer(), name: "a", to: scene.window)
        let b = scene.add(UITapGestureRecognizer(), name: "b", to: scene.view)
        let c = scene.add(UITapGestureRecognizer(), name: "c", to: child)
        let d = scene.add(UITapGestureRecognizer(), name: "d", to: child)
        var seen: [UIGestureRecognizer] = []
        child.onCall = { method, touches, _ in if method == .began { seen = touches.first?.gestureRecognizers ?? [] } }
        let finger = scene.touches.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(seen.map(\.name) == ["c", "d", "b", "a"])
        #expect(seen[0] === c && seen[1] === d && seen[2] === b && seen[3] === a)
        scene.touches.lift(finger)
    }

    @Test("behaviour 4.1: gestureRecognizers is nil until the first add and empty after add and remove")
    func gestureRecognizersProperty() {
        let view = UIView()
        #expect(view.gestureRecognizers == nil)
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        #expect(tap.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        view.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers?.isEmpty == true)
        #expect(tap.view == nil)
    }

    @Test("behaviour 4.1: defaults of the base class")
    func defaults() {
        let recognizer = UIGestureRecognizer()
        #expect(recognizer.state == .possible)
        #expect(recognizer.isEnabled)
        #expect(recognizer.cancelsTouchesInView)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.delaysTouchesEnded)
        #expect(recognizer.requiresExclusiveTouchType)
        #expect(recognizer.name == nil)
        #expect(recognizer.allowedTouchTypes.map(\.intValue) == [0, 1, 2, 3])
        #expect(UIGestureRecognizer.State.recognized == .ended)
        #expect(UIGestureRecognizer.State.failed.rawValue == 5)
    }

    @Test("behaviour 4.4: delaysTouchesBegan holds began back and replays it when the recognizer fails")
    func delaysTouchesBeganReplay() {
        let scene = GestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.numberOfTouchesRequired = 2
        tap.delaysTouchesBegan = true
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(scene.view.calls.isEmpty)
        scene.touches.wait(0.8) // the tap fails after its maximum duration
        #expect(scene.view.methods == [.began])
        scene.touches.lift(finger)
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.4: delaysTouchesBegan discards the held began when the recognizer recognizes")
    func delaysTouchesBeganDiscard() {
        let scene = GestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.delaysTouchesBegan = true
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
        #expect(scene.view.calls.isEmpty)
    }

    @Test("behaviour 4.4: a delaysTouchesBegan winner that forces another recognizer out still discards the held began")
    func delaysTouchesBeganWithForcedOut() {
        let scene = GestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        pan.delaysTouchesBegan = true
        scene.add(UILongPressGestureRecognizer(), name: "press")
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.first == "pan:began")
        #expect(!scene.actions.contains { $0.hasPrefix("press") })
        #expect(scene.view.calls.isEmpty)
    }

    @Test("behaviour 4.4: delaysTouchesEnded false lets the view see ended before the double tap decides")
    func delaysTouchesEndedOff() {
        let scene = GestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.4: a held ended touch is released as ended when the recognizer fails")
    func heldEndedReleased() {
        let scene = GestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.view.methods == [.began])
        scene.touches.wait(0.5)
        #expect(scene.view.methods == [.began, .ended])
        #expect(scene.actions.isEmpty)
    }

    @Test("behaviour 4.1: setting isEnabled false mid-gesture cancels it; the recognizer gets no more touches")
    func disableMidGesture() {
        let scene = GestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        pan.addAction { r in if r.state == .changed { r.isEnabled = false } }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions == ["pan:began", "pan:changed", "pan:cancelled"])
        #expect(pan.state == .possible)
    }

    @Test("behaviour 4.3: re-entrancy: an action that removes its recognizer's view causes no crash and balanced view touches")
    func actionRemovesView() {
        let scene = GestureScene()
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scene.view.addSubview(child)
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan", to: child)
        pan.cancelsTouchesInView = false
        pan.addAction { r in if r.state == .changed { child.removeFromSuperview() } }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.prefix(3) == ["pan:began", "pan:changed", "pan:cancelled"])
        #expect(child.methods.first == .began)
        #expect(child.methods.filter { $0 == .cancelled || $0 == .ended }.count == 1)
        // A new gesture still works on the remaining view.
        scene.actions.removeAll()
        scene.add(UITapGestureRecognizer(), name: "tap")
        scene.touches.tap(at: CGPoint(x: 250, y: 300))
        #expect(scene.actions == ["tap:ended"])
    }

    @Test("behaviour 4.5: the delegate's shouldRequireFailureOf makes a recognizer wait lazily")
    func delegateRequiresFailure() {
        let scene = GestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        let single = scene.add(UITapGestureRecognizer(), name: "single")
        let delegate = RefusingDelegate()
        delegate.requireFailureOf = double
        single.delegate = delegate
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions.isEmpty)
        scene.touches.wait(0.5)
        #expect(scene.actions == ["single:ended"])
    }

    @Test("behaviour 4.1: target-action with method references (with and without the recognizer) and weak targets")
    func targetAction() {
        final class Controller: UIViewController {
            var calls: [String] = []
            func handleTap(_ tap: UITapGestureRecognizer) { calls.append("tap \(tap.state)") }
            func handleAny() { calls.append("any") }
        }
        let scene = GestureScene()
        var controller: Controller? = Controller()
        let tap = UITapGestureRecognizer(target: controller!, action: Controller.handleTap)
        tap.addTarget(controller!, action: Controller.handleAny)
        scene.view.addGestureRecognizer(tap)
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(controller?.calls == ["tap ended", "any"])
        let weakController = controller
        controller = nil
        tap.removeTarget(weakController)
        #expect(weakController?.calls.count == 2)
        scene.touches.wait(1)
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(weakController?.calls.count == 2)
    }

    @Test("behaviour 4.3: a recognizer stays in its terminal state until its touches end, then resets (behaviour 11)")
    func resetTiming() {
        let scene = GestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        pan.maximumNumberOfTouches = 1
        var states: [UIGestureRecognizer.State] = []
        let fingers = scene.touches.touchDown(at: [CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 50)])
        states.append(pan.state)
        scene.touches.wait(0.1)
        states.append(pan.state)
        scene.touches.lift(fingers)
        states.append(pan.state)
        #expect(states == [.failed, .failed, .possible])
    }

    @Test("behaviour 4.2: allowedTouchTypes filters touches by type")
    func allowedTouchTypes() {
        let scene = GestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.pencil.rawValue)]
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions.isEmpty)
        scene.touches.wait(1)
        scene.touches.touchType = .pencil
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
    }

    @Test("behaviour 4.4: ignore(_:for:) keeps the touch out of the recognizer and in the view")
    func ignoreTouch() {
        final class IgnoringPan: UIPanGestureRecognizer {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
                for touch in touches { ignore(touch, for: event) }
            }
        }
        let scene = GestureScene()
        scene.add(IgnoringPan(), name: "pan")
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.isEmpty)
        #expect(scene.view.methods.first == .began)
        #expect(scene.view.methods.last == .ended)
    }

    @Test("behaviour 4.1: a recognizer outside any window sends its actions when its state is set directly")
    func noWindow() {
        final class Manual: UIGestureRecognizer {}
        let manual = Manual()
        var states: [UIGestureRecognizer.State] = []
        manual.addAction { @MainActor r in states.append(r.state) }
        manual.state = .began
        manual.state = .changed
        manual.state = .ended
        manual.state = .changed // illegal from ended: ignored
        #expect(states == [.began, .changed, .ended])
    }

    @Test("behaviour 4.4: a screen-edge pan begins only from a configured edge")
    func screenEdge() {
        let scene = GestureScene()
        let edge = scene.add(UIScreenEdgePanGestureRecognizer(), name: "edge")
        edge.edges = .left
        scene.touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(scene.actions.isEmpty)
        scene.touches.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.2)
        #expect(scene.actions.first == "edge:began")
        #expect(scene.actions.last == "edge:ended")
    }

    @Test("behaviour 5.1: a tap that moves more than 45 pt fails; the explanation log says why")
    func explanationLog() {
        let scene = GestureScene()
        scene.window.dispatchLog = DispatchLog()
        scene.add(UITapGestureRecognizer(), name: "tap")
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 110, y: 100), duration: 0.1)
        let lines = scene.window.dispatchLog!.lines
        #expect(scene.actions.isEmpty)
        #expect(lines.contains { $0.contains("tap (tap): possible -> failed: moved") && $0.contains("> 45 pt") })
        #expect(lines.contains { $0.contains("participants: tap (tap)") })
    }
}
