import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// The explanation log's typed causes (docs/decisions.md "The arena's record, one transition function,
/// one-way calls, typed causes"): each prints the text the log printed when causes were strings, and the
/// dispatch records them typed.
@MainActor
@Suite("DispatchLog causes are typed and print the log's text")
struct DispatchLogCausesTests {
    @Test(
        "docs/decisions.md: every cause's description is the log's former text, so the CLI and the inspector print the same"
    )
    func descriptionsAreTheLogText() {
        let causes: [(GestureStateCause, String)] = [
            (.explained("moved 55 pt > 45 pt"), "moved 55 pt > 45 pt"),
            (.failedUnexplained, "the recognizer failed"),
            (.touchesCancelledBeforeBegan, "its touches were cancelled before it began"),
            (
                .requiredRecognizerRecognized("doubleTap (tap)"),
                "it requires doubleTap (tap) to fail, and that recognized"
            ),
            (.delegateRefusedToBegin, "its delegate's gestureRecognizerShouldBegin returned false"),
            (.viewRefusedToBegin(view: "card"), "card.gestureRecognizerShouldBegin returned false"),
            (.preventedBy("pan"), "prevented by pan, which already recognized; no simultaneous recognition allowed"),
            (.forcedOutBy("pinch (pinch)"), "forced out by pinch (pinch); no simultaneous recognition allowed"),
            (.disabled, "isEnabled was set to false"),
            (.removedFromView, "it was removed from its view"),
            (.viewLeftWindow, "its view left the window"),
            (.pointerLeft, "the pointer left"),
        ]
        for (cause, text) in causes { #expect(cause.description == text) }
        let withheld: [(TouchWithholdReason, String)] = [
            (
                .multipleTouchDisabled(trackingTouch: 1),
                "isMultipleTouchEnabled is false and the view is already tracking touch #1"
            ),
            (
                .viewIsExclusiveTouch(otherView: "left", trackingTouch: 2),
                "the view is exclusive-touch and left is tracking touch #2"
            ),
            (.exclusiveTouchViewIsTracking(view: "left", touch: 3), "exclusive-touch view left is tracking touch #3"),
            (.scrollViewRefusedTouches, "the scroll view's touchesShouldBegin(_:with:in:) returned false"),
            (.touchDownStoppedScrolling, "the touch-down stopped the moving scroll view"),
            (.cancelledWhileHeld, "it was cancelled while held back"),
        ]
        for (reason, text) in withheld { #expect(reason.description == text) }
        #expect(
            ContactDropReason.ignoringInteractionEvents.description == "the application is ignoring interaction events")
        #expect(ContactDropReason.applicationNotActive.description == "the application is not active")
        #expect(
            ContactDropReason.noViewHit(CGPoint(x: 450, y: 100.5)).description
                == "no window returned a view for (450, 100.5)")
        #expect(TouchCancellationReason.inputSourceLost.description == "input source lost")
        #expect(
            DispatchLog.describe(.gestureState(recognizer: "tap", from: .possible, to: .failed, cause: .disabled))
                == ["tap: possible -> failed: isEnabled was set to false"])
    }

    @Test("behaviour 4.1: disabling an undecided recognizer fails it with the typed cause .disabled")
    func disabledRecognizerCause() {
        let scene = TestScene()
        let log = DispatchLog()
        scene.window.dispatchLog = log
        let pan = UIPanGestureRecognizer()
        scene.rootView.addGestureRecognizer(pan)
        let finger = scene.touches.touchDown(at: CGPoint(x: 100, y: 100))
        pan.isEnabled = false
        scene.touches.lift(finger)
        #expect(log.gestureStateCauses == [.disabled])
    }

    @Test("behaviour 2.3: a second touch on a view without isMultipleTouchEnabled is withheld with a typed reason")
    func withheldReason() {
        let scene = TestScene()
        let log = DispatchLog()
        scene.window.dispatchLog = log
        let fingers = scene.touches.touchDown(at: [CGPoint(x: 100, y: 100)])
        let second = scene.touches.touchDown(at: CGPoint(x: 200, y: 200))
        scene.touches.lift(fingers + [second])
        let reasons = log.records.compactMap { record -> TouchWithholdReason? in
            guard case let .withheld(_, _, reason) = record.entry else { return nil }
            return reason
        }
        #expect(reasons == [.multipleTouchDisabled(trackingTouch: 1)])
    }

    @Test("behaviour 2.2: a contact no window takes is dropped with a typed reason naming the point")
    func droppedReason() {
        let scene = TestScene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        let finger = scene.touches.touchDown(at: CGPoint(x: 500, y: 700))
        scene.touches.lift(finger)
        let reasons = log.records.compactMap { record -> ContactDropReason? in
            guard case let .dropped(_, reason) = record.entry else { return nil }
            return reason
        }
        #expect(reasons == [.noViewHit(CGPoint(x: 500, y: 700))])
    }
}
