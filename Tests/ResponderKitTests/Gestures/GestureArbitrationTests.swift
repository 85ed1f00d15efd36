import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
    { true }
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
    @Test("behaviour 4.4: with cancelsTouchesInView false the view sees the whole sequence")
    func cancelsTouchesInViewOff() {
        let scene = NamedGestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.cancelsTouchesInView = false
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.5: by default only one recognizer recognizes: the pan forces the swipe-like tap out")
    func exclusivity() {
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
        let inner = scene.add(UIPanGestureRecognizer(), name: "inner")
        let outer = scene.add(UIPanGestureRecognizer(), name: "outer", to: scene.window)
        outer.hysteresis = 30
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.contains("inner:began"))
        #expect(!scene.actions.contains { $0.hasPrefix("outer") })
        _ = inner
    }

    @Test(
        "behaviour 4.3: gestureRecognizerShouldBegin false makes the recognizer fail; the view then sees its touch end")
    func delegateShouldBegin() {
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.numberOfTouchesRequired = 2
        tap.delaysTouchesBegan = true
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        #expect(scene.view.calls.isEmpty)
        scene.touches.wait(0.8)  // the tap fails after its maximum duration
        #expect(scene.view.methods == [.began])
        scene.touches.lift(finger)
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.4: delaysTouchesBegan discards the held began when the recognizer recognizes")
    func delaysTouchesBeganDiscard() {
        let scene = NamedGestureScene()
        let tap = scene.add(UITapGestureRecognizer(), name: "tap")
        tap.delaysTouchesBegan = true
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.actions == ["tap:ended"])
        #expect(scene.view.calls.isEmpty)
    }

    @Test("behaviour 4.4: a delaysTouchesBegan winner that forces another recognizer out still discards the held began")
    func delaysTouchesBeganWithForcedOut() {
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
        let double = scene.add(UITapGestureRecognizer(), name: "double")
        double.numberOfTapsRequired = 2
        double.delaysTouchesEnded = false
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.4: a held ended touch is released as ended when the recognizer fails")
    func heldEndedReleased() {
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        pan.addAction { r in if r.state == .changed { r.isEnabled = false } }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions == ["pan:began", "pan:changed", "pan:cancelled"])
        #expect(pan.state == .possible)
    }

    @Test(
        "behaviour 4.3: re-entrancy: an action that removes its recognizer's view causes no crash and balanced view touches"
    )
    func actionRemovesView() {
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        let scene = NamedGestureScene()
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
        manual.state = .changed  // illegal from ended: ignored
        #expect(states == [.began, .changed, .ended])
    }
}
