import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Example-based regression tests for bugs the property-based tests found, each shrunk to its smallest
// scenario and written out by hand.

@MainActor
@Suite("Properties: regressions the property-based tests found")
struct PropertyRegressionTests {
    private static let screen = CGRect(x: 0, y: 0, width: 320, height: 480)

    private func contact(_ x: CGFloat, _ y: CGFloat, _ state: TouchContact.State = .touching) -> TouchContact {
        TouchContact(id: 0, location: CGPoint(x: x, y: y), state: state)
    }

    /// Found by "recognizers ... no recognizer is left unreset", shrunk to: one window with a tap
    /// recognizer and a view; a finger goes down on the view; the window is hidden and released.
    /// The touch held its window weakly, so the window went away, every later frame of that contact was
    /// dropped, the touch never ended: the view never got touchesEnded/touchesCancelled (behaviour 2.3) and the
    /// tap stayed failed with one touch, never reset (behaviour 11). The touch now holds its window for the
    /// sequence, as it holds its view (behaviour 2.1).
    @Test(
        "behaviour 2.1, 2.3, behaviour 11: a window hidden and released while a finger is down still ends the touch and resets its recognizers"
    )
    func releasedWindowStillEndsItsTouch() {
        let app = UIApplication()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let tap = UITapGestureRecognizer()
        var actions: [UIGestureRecognizer.State] = []
        tap.addAction { actions.append($0.state) }
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: Self.screen, application: app)
            window.addSubview(view)
            window.addGestureRecognizer(tap)
            window.makeKeyAndVisible()
            weakWindow = window
        }
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.runUntilIdle()
        weakWindow?.isHidden = true  // the application lets go of hidden windows; nobody else holds it
        #expect(weakWindow != nil, "the touch keeps its window for the sequence")
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.1, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(view.methods == [.began, .cancelled])  // the tap recognized and cancelsTouchesInView (behaviour 4.4)
        #expect(actions == [.ended])
        #expect(tap.state == .possible)
        #expect(tap.numberOfTouches == 0)
        #expect(weakWindow == nil, "released with the touch at the end of the sequence")
    }

    /// Found by the soak run of the properties (a trap: "attempted to read an unowned reference"): a
    /// single tap that requires a double tap to fail, whose action hides and releases the window it is in.
    /// The double tap fails on its timer after the touch is gone, the single tap recognizes and its
    /// action drops the last reference to the window, and the arena, still running, read its window.
    @Test(
        "behaviour 4.5: an action that hides and releases its own window, after a failure requirement resolved on a timer, does not trap"
    )
    func actionReleasingItsWindowAfterTimer() {
        let app = UIApplication()
        weak var weakWindow: UIWindow?
        var window: UIWindow? = UIWindow(frame: Self.screen, application: app)
        weakWindow = window
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var actions = 0
        single.addAction { _ in
            actions += 1
            weakWindow?.isHidden = true
            window = nil
        }
        window?.addGestureRecognizer(single)
        window?.addGestureRecognizer(double)
        window?.makeKeyAndVisible()
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(actions == 1)
        #expect(weakWindow == nil)
        #expect(single.state == .possible && double.state == .possible)
    }

    /// A window with a 200 x 200 view at (20, 20) carrying a hover recognizer, whose actions and log
    /// entries are recorded in one list, in order.
    private func hoverScene() -> (UIApplication, UIView, UIHoverGestureRecognizer, TouchSimulator, () -> [String]) {
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application
        let log = DispatchLog()
        app.dispatchLog = log
        let view = scene.add(UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 200)))
        let hover = UIHoverGestureRecognizer()
        hover.name = "h"
        var events: [String] = []
        log.onRecord = { record in
            switch record.entry {
            case let .gestureState(_, from, to, _): events.append("log \(from)->\(to)")
            case .gestureReset: events.append("log reset")
            default: break
            }
        }
        hover.addAction { events.append("action \($0.state)") }
        view.addGestureRecognizer(hover)
        return (app, view, hover, scene.touches, { events })
    }

    /// Found by "recognizers only take the documented transitions" and "actions fire ... exactly once
    /// per state change" once hover recognizers joined the scenarios, shrunk to one pointer hovering
    /// across a window with a hover recognizer: the dispatch log recorded began after the action was
    /// sent, never recorded changed or the reset, so its history read began -> ended from changed.
    @Test("behaviour 4.3, 5.8: a hover recognizer's log records each state change before its action, and its reset")
    func hoverLogFollowsItsStates() {
        let (_, _, _, touches, events) = hoverScene()
        let pointer = touches.hover(at: CGPoint(x: 300, y: 300))
        touches.hover(at: CGPoint(x: 100, y: 100), pointer: pointer)
        touches.hover(at: CGPoint(x: 110, y: 100), pointer: pointer)
        touches.hover(at: CGPoint(x: 300, y: 100), pointer: pointer)
        #expect(
            events() == [
                "log possible->began", "action began", "log began->changed", "action changed",
                "log changed->ended", "action ended", "log reset",
            ])
    }

    /// Behaviour 4.1: "setting isEnabled to false mid-recognition cancels it". A hover recognizer has no arena,
    /// so disabling (or removing) it mid-hover did nothing until the pointer moved again, which then sent
    /// `ended`. Checked by the action property once hover joined the scenarios (a recognizer disabled or
    /// removed is out of its gesture at once and sends no action afterwards).
    @Test(
        "behaviour 4.1, 5.8: disabling a hover recognizer mid-hover cancels it at once; it stays quiet until enabled and re-entered"
    )
    func disablingHoverCancels() {
        let (_, _, hover, touches, events) = hoverScene()
        let pointer = touches.hover(at: CGPoint(x: 100, y: 100))
        hover.isEnabled = false
        #expect(hover.state == .possible)
        touches.hover(at: CGPoint(x: 110, y: 100), pointer: pointer)
        touches.hover(at: CGPoint(x: 300, y: 100), pointer: pointer)
        #expect(
            events() == [
                "log possible->began", "action began", "log began->cancelled", "action cancelled", "log reset",
            ])
        hover.isEnabled = true
        touches.hover(at: CGPoint(x: 100, y: 100), pointer: pointer)
        touches.endHover(pointer)
        #expect(
            events().suffix(5) == [
                "log possible->began", "action began", "log began->ended", "action ended", "log reset",
            ])
    }

    @Test("behaviour 4.1, 5.8: removing a hover recognizer (or its view) mid-hover cancels it")
    func removingHoverCancels() {
        let (_, view, hover, touches, events) = hoverScene()
        let pointer = touches.hover(at: CGPoint(x: 100, y: 100))
        view.removeGestureRecognizer(hover)
        touches.hover(at: CGPoint(x: 110, y: 100), pointer: pointer)
        #expect(
            events() == [
                "log possible->began", "action began", "log began->cancelled", "action cancelled", "log reset",
            ])

        let (_, view2, hover2, touches2, events2) = hoverScene()
        let pointer2 = touches2.hover(at: CGPoint(x: 100, y: 100))
        view2.removeFromSuperview()
        touches2.hover(at: CGPoint(x: 110, y: 100), pointer: pointer2)
        #expect(
            events2() == [
                "log possible->began", "action began", "log began->cancelled", "action cancelled", "log reset",
            ])
        #expect(hover2.state == .possible)
    }

    /// Found by "nothing outlives a torn-down scene", shrunk to one button that removes itself from its
    /// window in its touchesBegan override before calling super. The removal cancelled the touch for the
    /// button (behaviour 2.3) before super.touchesBegan ran, and UIControl then started tracking a touch that
    /// would never end for it: it stayed tracking, and the control and the touch held each other forever.
    @Test(
        "behaviour 2.3, 6.2: a control that leaves its window before calling super.touchesBegan does not track that touch"
    )
    func controlRemovedBeforeSuperDoesNotTrack() {
        final class SelfRemovingButton: UIButton {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                removeFromSuperview()
                super.touchesBegan(touches, with: event)
            }
        }
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        var events: [String] = []
        weak var weakButton: UIButton?
        do {
            let button = SelfRemovingButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            button.addAction(UIAction { _ in events.append("touchDown") }, for: .touchDown)
            button.addAction(UIAction { _ in events.append("touchCancel") }, for: .touchCancel)
            window.addSubview(button)
            weakButton = button
        }
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.runUntilIdle()
        #expect(weakButton?.isTracking == false)
        #expect(events == [])
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.1, contacts: [contact(10, 10, .lifted)])))
        app.runUntilIdle()
        #expect(weakButton == nil, "nothing holds the removed button once its touch is over")
    }

    /// A delegate that removes its recognizer from its view when it is asked a question.
    private final class RemovingDelegate: UIGestureRecognizerDelegate {
        var onShouldReceive = false
        var onShouldBegin = false
        var shouldBegin = true
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            if onShouldReceive { g.view?.removeGestureRecognizer(g) }
            return true
        }
        func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
            if onShouldBegin { g.view?.removeGestureRecognizer(g) }
            return shouldBegin
        }
    }

    /// Found by "nothing outlives a torn-down scene", shrunk to a double tap on a window whose delegate
    /// removes it from the window in `shouldReceive touch` and answers true. The recognizer joined the
    /// touch anyway, viewless: it could schedule no timer, never failed, was never reset, and the arena,
    /// the recognizer and the touch held each other (with the window) forever.
    @Test(
        "behaviour 4.1, 4.2: a recognizer its delegate removes while asked shouldReceive(touch) takes no part in the touch"
    )
    func removedInShouldReceiveTakesNoPart() {
        let app = UIApplication()
        let delegate = RemovingDelegate()
        delegate.onShouldReceive = true
        weak var weakDouble: UITapGestureRecognizer?
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: Self.screen, application: app)
            let double = UITapGestureRecognizer()
            double.numberOfTapsRequired = 2
            double.delegate = delegate
            window.addGestureRecognizer(double)
            window.makeKeyAndVisible()
            weakDouble = double
            weakWindow = window
        }
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.runUntilIdle()
        #expect(weakDouble?.numberOfTouches ?? 0 == 0)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        weakWindow?.isHidden = true
        #expect(weakDouble == nil)
        #expect(weakWindow == nil)
    }

    /// Found by "actions fire only on the documented states", shrunk to a long press whose delegate removes
    /// it from its view in gestureRecognizerShouldBegin and answers true: the removal withdrew and reset
    /// it, then the arena went on and committed `.began` and sent the action of a recognizer that was no
    /// longer attached.
    @Test("behaviour 4.1, 4.3: a recognizer its delegate removes in gestureRecognizerShouldBegin does not begin")
    func removedInShouldBeginDoesNotBegin() {
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        let delegate = RemovingDelegate()
        delegate.onShouldBegin = true
        let press = UILongPressGestureRecognizer()
        press.delegate = delegate
        var actions: [UIGestureRecognizer.State] = []
        press.addAction { actions.append($0.state) }
        window.addGestureRecognizer(press)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.run(until: 1)
        #expect(press.view == nil)
        #expect(actions == [])
        #expect(press.state == .possible)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 1.1, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 2)
        #expect(actions == [])
    }

    /// Found by "no recognizer is left unreset", shrunk to a tap whose delegate removes it in
    /// gestureRecognizerShouldBegin and answers false: the removal reset it, then the arena failed it,
    /// outside any arena, where nothing would ever reset it again.
    @Test(
        "behaviour 4.1, behaviour 11: a recognizer its delegate removes in gestureRecognizerShouldBegin and refuses stays possible"
    )
    func removedAndRefusedInShouldBeginStaysPossible() {
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        let delegate = RemovingDelegate()
        delegate.onShouldBegin = true
        delegate.shouldBegin = false
        let tap = UITapGestureRecognizer()
        tap.delegate = delegate
        window.addGestureRecognizer(tap)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(tap.view == nil)
        #expect(tap.state == .possible)
    }

    /// A delegate that removes its recognizer when asked about simultaneous recognition or failure
    /// requirements (once), answering true for `required`.
    private final class RemovingOnceDelegate: UIGestureRecognizerDelegate {
        var removeOnSimultaneous = false
        var removeOnRequireFailure = false
        weak var required: UIGestureRecognizer?
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
            -> Bool
        {
            if removeOnSimultaneous { removeOnSimultaneous = false; g.view?.removeGestureRecognizer(g) }
            return false
        }
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
            if removeOnRequireFailure, other === required {
                removeOnRequireFailure = false; g.view?.removeGestureRecognizer(g)
            }
            return other === required
        }
    }

    /// Found by "actions fire only on the documented states" once delegates reacted to the simultaneous
    /// recognition question: a long press beside a tap, whose delegate removes it when asked, still
    /// began (and sent its action) after its removal had withdrawn and reset it.
    @Test("behaviour 4.1, 4.5: a recognizer its delegate removes in shouldRecognizeSimultaneouslyWith does not begin")
    func removedInSimultaneousQuestionDoesNotBegin() {
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        let tap = UITapGestureRecognizer()
        window.addGestureRecognizer(tap)
        let press = UILongPressGestureRecognizer()
        let delegate = RemovingOnceDelegate()
        delegate.removeOnSimultaneous = true
        press.delegate = delegate
        var actions: [UIGestureRecognizer.State] = []
        press.addAction { actions.append($0.state) }
        window.addGestureRecognizer(press)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.run(until: 1)
        #expect(press.view == nil)
        #expect(actions == [])
        #expect(press.state == .possible)
    }

    /// Found while fixing the one above (the same re-entrancy in the failure-requirement question, which
    /// the properties' delegate reactions also exercise): a tap whose delegate removes it
    /// while asked whether it requires a double tap to fail was left waiting (outside any arena) with the
    /// requirements of the attempt its removal had ended, so once added back it never took part again.
    @Test("behaviour 4.1, 4.5: a recognizer removed while asked shouldRequireFailureOf works normally once added back")
    func removedInRequirementQuestionWorksWhenAddedBack() {
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        window.addGestureRecognizer(double)
        let single = UITapGestureRecognizer()
        let delegate = RemovingOnceDelegate()
        delegate.removeOnRequireFailure = true
        delegate.required = double
        single.delegate = delegate
        var actions = 0
        single.addAction { _ in actions += 1 }
        window.addGestureRecognizer(single)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(single.view == nil)
        #expect(actions == 0)
        window.addGestureRecognizer(single)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 1, contacts: [contact(10, 10)])))
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 1.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 2)
        #expect(actions == 1, "it waited for the double tap to fail, then recognized")
        #expect(single.state == .possible)
    }

    /// Found by the soak run of "no recognizer is left began", shrunk to a long press on a window whose
    /// delegate, asked gestureRecognizerShouldBegin, makes the application resign active and become active
    /// again. Resigning cancelled the touch, the long press (asking to begin, not yet begun) set .cancelled,
    /// which the arena ignored from .possible; then it committed .began with no touch left, forever.
    @Test(
        "behaviour 2.3, 4.3: a recognizer whose touches are cancelled while its delegate is asked shouldBegin fails instead of beginning"
    )
    func touchesCancelledDuringShouldBeginFails() {
        final class ResigningDelegate: UIGestureRecognizerDelegate {
            weak var app: UIApplication?
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool {
                app?.resignActive()
                app?.becomeActive()
                return true
            }
        }
        let app = UIApplication()
        let window = UIWindow(frame: Self.screen, application: app)
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        window.makeKeyAndVisible()
        let delegate = ResigningDelegate()
        delegate.app = app
        let press = UILongPressGestureRecognizer()
        press.delegate = delegate
        var actions: [UIGestureRecognizer.State] = []
        press.addAction { actions.append($0.state) }
        view.addGestureRecognizer(press)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.run(until: 1)
        #expect(actions == [])
        #expect(press.state == .possible)
        #expect(view.methods == [.began, .cancelled])
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 1.1, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 2)
        #expect(actions == [])
        #expect(press.state == .possible)
    }

    /// Found by a soak run of "actions fire only on the documented states", shrunk to two taps on a window
    /// where the second one's delegate, asked shouldReceive(touch), removes the first (already accepted for
    /// the touch): the removed tap still took part and recognized, sending its action from no view.
    @Test(
        "behaviour 4.1, 4.2: a recognizer removed by another's delegate while the touch's participants are gathered takes no part"
    )
    func removedByAnotherDelegateWhileGatheringTakesNoPart() {
        final class RemoveOtherDelegate: UIGestureRecognizerDelegate {
            weak var other: UIGestureRecognizer?
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                if let other { other.view?.removeGestureRecognizer(other) }
                return true
            }
        }
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        let first = UITapGestureRecognizer(), second = UITapGestureRecognizer()
        let delegate = RemoveOtherDelegate()
        delegate.other = first
        second.delegate = delegate
        var actions: [String] = []
        first.addAction { _ in actions.append("first") }
        second.addAction { _ in actions.append("second") }
        window.addGestureRecognizer(first)
        window.addGestureRecognizer(second)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0.05, contacts: [contact(10, 10, .lifted)])))
        app.run(until: 1)
        #expect(first.view == nil)
        #expect(actions == ["second"])
        #expect(first.state == .possible && first.numberOfTouches == 0)
    }

    /// Found by a soak run of "actions fire only on the documented states, exactly once per state
    /// change", shrunk to a tap on a window over a view whose touchesCancelled removes the tap. The tap
    /// recognized (logged), the view's touches were cancelled just before the action (behaviour 4.4), the
    /// removal reset the tap, and its action was never sent. Now the recognition's action goes first.
    @Test(
        "behaviour 4.3, 4.4: a recognizer removed from the view's touchesCancelled (just before its action) still sends that action"
    )
    func removedFromTouchesCancelledStillActs() {
        final class RemovingView: UIView {
            weak var victim: UIGestureRecognizer?
            var disables = false
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
                guard let victim else { return }
                if disables { victim.isEnabled = false } else { victim.view?.removeGestureRecognizer(victim) }
            }
        }
        for continuous in [false, true] {
            let app = UIApplication()
            let window = UIWindow(frame: Self.screen, application: app)
            let view = RemovingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            window.addSubview(view)
            window.makeKeyAndVisible()
            let recognizer: UIGestureRecognizer = continuous ? UIPanGestureRecognizer() : UITapGestureRecognizer()
            var actions: [UIGestureRecognizer.State] = []
            recognizer.addAction { actions.append($0.state) }
            window.addGestureRecognizer(recognizer)
            view.victim = recognizer
            view.disables = continuous
            app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(10, 10)])))
            if continuous {
                for step in 1...5 {
                    app.enqueue(
                        .digitizer(
                            DigitizerFrame(
                                timestamp: 0.02 * Double(step), contacts: [contact(10 + 8 * CGFloat(step), 10)])))
                }
            }
            app.enqueue(
                .digitizer(DigitizerFrame(timestamp: 0.2, contacts: [contact(continuous ? 50 : 10, 10, .lifted)])))
            app.run(until: 1)
            #expect(actions == (continuous ? [.began, .cancelled] : [.ended]))
            #expect(recognizer.state == .possible)
        }
    }

    /// Found by a soak run of "no recognizer is left unreset", shrunk to a hover recognizer whose ended
    /// action removes it from its view: its reset was logged through its (now nil) view's window, i.e.
    /// not at all, so the dispatch log left it ended.
    @Test("behaviour 5.8: a hover recognizer removed by its own ended action still logs its reset")
    func hoverRemovedByItsActionLogsReset() {
        let (_, view, hover, touches, events) = hoverScene()
        hover.addAction { r in if r.state == .ended { view.removeGestureRecognizer(r) } }
        let pointer = touches.hover(at: CGPoint(x: 100, y: 100))
        touches.hover(at: CGPoint(x: 300, y: 300), pointer: pointer)
        #expect(events() == ["log possible->began", "action began", "log began->ended", "action ended", "log reset"])
        #expect(hover.view == nil)
    }

    /// Found by a soak run of "actions fire only on the documented states", shrunk to two hover
    /// recognizers on one view where the first one's began action removes the second: the second still
    /// began (and ended) afterwards, from no view, with nothing in the log.
    @Test("behaviour 4.1, 5.8: a hover recognizer removed by another hover recognizer's action takes no part")
    func hoverRemovedByAnotherHoverTakesNoPart() {
        let (_, view, first, touches, _) = hoverScene()
        let second = UIHoverGestureRecognizer()
        var secondActions = 0
        second.addAction { _ in secondActions += 1 }
        view.addGestureRecognizer(second)
        first.addAction { r in if r.state == .began { view.removeGestureRecognizer(second) } }
        let pointer = touches.hover(at: CGPoint(x: 100, y: 100))
        touches.hover(at: CGPoint(x: 110, y: 100), pointer: pointer)
        touches.endHover(pointer)
        #expect(second.view == nil)
        #expect(secondActions == 0)
        #expect(second.state == .possible)
    }

    /// Allows simultaneous recognition with every other recognizer.
    private final class SimultaneousDelegate: UIGestureRecognizerDelegate {
        func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
            -> Bool
        { true }
    }

    /// Found by "actions fire only on the documented states, exactly once per state change", shrunk to a
    /// tap and two long presses on a window, one finger held for 0.5 s; the first long press requires the
    /// tap to fail, recognizes simultaneously, and its began action makes the application resign active
    /// and become active again. The second long press began (its actions owed until its losers are
    /// forced out, behaviour 4.4); forcing out the tap let the first one begin, whose action cancelled the
    /// touch: the second one's touchesCancelled committed .cancelled and sent its action, and its reset
    /// dropped the owed began action. Now a cancellation first sends the recognition's owed actions.
    @Test(
        "behaviour 4.3, 4.5: a long press cancelled while its recognition is committed still sends began, then cancelled"
    )
    func cancelledWhileCommittingSendsBeganFirst() {
        let scene = TestScene(size: Self.screen.size, withRootView: false), app = scene.application,
            window = scene.window
        let tap = UITapGestureRecognizer()
        let resigning = UILongPressGestureRecognizer(), other = UILongPressGestureRecognizer()
        let delegate = SimultaneousDelegate()
        resigning.delegate = delegate
        resigning.require(toFail: tap)
        var actions: [String] = []
        tap.addAction { _ in actions.append("tap") }
        resigning.addAction {
            actions.append("resigning \($0.state)")
            if $0.state == .began {
                app.resignActive()
                app.becomeActive()
            }
        }
        other.addAction { actions.append("other \($0.state)") }
        window.addGestureRecognizer(tap)
        window.addGestureRecognizer(resigning)
        window.addGestureRecognizer(other)
        app.enqueue(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact(0, 0)])))
        app.run(until: 0.505)
        #expect(actions.filter { $0.hasPrefix("other") } == ["other began", "other cancelled"])
        #expect(actions.filter { $0.hasPrefix("resigning") } == ["resigning began", "resigning cancelled"])
        #expect(!actions.contains("tap"))
        app.run(until: 3)
        #expect([tap, resigning, other].allSatisfy { $0.state == .possible && $0.numberOfTouches == 0 })
    }
}
