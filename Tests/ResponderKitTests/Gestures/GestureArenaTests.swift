import Foundation
import ResponderKitTesting
import Testing

@testable import ResponderKit

// The arena on its own (the recognition rules have their own suite, RecognitionRulesTests.swift), as
// Flutter's arena_test drives its arena with fake members: here the members are scripted recognizers that only set the states they are told to,
// so what is checked is the arena's decision, not a standard recognizer's thresholds.
// Behaviour: behaviour 4.3 (states), 4.5 (arbitration), behaviour 11; Apple's pages "Coordinating multiple
// gesture recognizers", canPrevent(_:), canBePrevented(by:), require(toFail:).

/// A fake arena member: sets the state it is scripted to set for each touch phase while it is still
/// possible; once recognized it follows the touches (moved → changed, ended → ended).
@MainActor
private final class ScriptedMember: UIGestureRecognizer {
    /// The state to set, while possible, when touches begin, move or end (nil: stay possible).
    var onBegan: State?
    var onMoved: State?
    var onEnded: State?
    /// What `canPrevent(_:)` and `canBePrevented(by:)` answer. Default true, as the base class.
    var preventsOthers = true
    var preventable = true
    /// The touch methods called, in order.
    private(set) var calls: [String] = []

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("began")
        if state == .possible, let next = onBegan { state = next }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("moved")
        if state == .possible {
            if let next = onMoved { state = next }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("ended")
        if state == .possible {
            if let next = onEnded { state = next }
        } else if state == .began || state == .changed {
            state = .ended
        }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        calls.append("cancelled")
        if state == .began || state == .changed { state = .cancelled }
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
}

private final class AlwaysSimultaneous: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
    { true }
}

@MainActor
@Suite("The gesture arena with scripted members (behaviour 4.3, 4.5, behaviour 11)")
struct GestureArenaTests {
    private let start = CGPoint(x: 100, y: 100)
    private let next = CGPoint(x: 120, y: 100)

    @Test("behaviour 4.3: a lone member that recognizes on touch-up wins and its action is sent once")
    func loneMemberWins() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        a.onEnded = .ended
        let finger = scene.touches.touchDown(at: start)
        scene.touches.lift(finger)
        #expect(scene.actions == ["a:ended"])
        #expect(a.calls == ["began", "ended"])
        #expect(a.state == .possible)  // reset once its touches are gone (behaviour 11)
    }

    @Test(
        "behaviour 4.5: the first member to recognize forces out the member sharing its touch, which gets no more touches, not even the rest of that event"
    )
    func firstToRecognizeForcesOthersOut() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        a.onMoved = .began
        let finger = scene.touches.touchDown(at: start)
        scene.touches.move(finger, to: next)
        #expect(a.state == .began)
        #expect(b.state == .failed)
        scene.touches.move(finger, to: start)
        scene.touches.lift(finger)
        #expect(scene.actions == ["a:began", "a:changed", "a:ended"])
        #expect(b.calls == ["began"])
        #expect(b.state == .possible)
    }

    @Test(
        "behaviour 4.3: a member that fails leaves the arena; the others keep receiving touches and may still recognize"
    )
    func failedMemberLeaves() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        a.onBegan = .failed
        b.onEnded = .ended
        let finger = scene.touches.touchDown(at: start)
        #expect(a.state == .failed)
        scene.touches.move(finger, to: next)
        scene.touches.lift(finger)
        #expect(scene.actions == ["b:ended"])
        #expect(a.calls == ["began"])
        #expect(b.calls == ["began", "moved", "ended"])
    }

    @Test(
        "behaviour 4.3/4.4: no member wins by default: one still possible after its touches end holds the view's ended until it decides"
    )
    func nobodyWinsByDefault() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let finger = scene.touches.touchDown(at: start)
        scene.touches.lift(finger)
        #expect(scene.actions.isEmpty)
        #expect(a.calls == ["began", "ended"])
        // delaysTouchesEnded: the member may still decide later (as a tap waiting for a second tap does).
        #expect(scene.view.methods == [.began])
        a.state = .failed
        #expect(scene.actions.isEmpty)
        #expect(scene.view.methods == [.began, .ended])
    }

    @Test("behaviour 4.5: shouldRecognizeSimultaneouslyWith true from one delegate lets both members recognize")
    func simultaneousMembers() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        let delegate = AlwaysSimultaneous()
        b.delegate = delegate
        a.onMoved = .began
        b.onMoved = .began
        let finger = scene.touches.touchDown(at: start)
        scene.touches.move(finger, to: next)
        scene.touches.lift(finger)
        #expect(scene.actions == ["a:began", "b:began", "a:ended", "b:ended"])
    }

    @Test("require(toFail:) (Apple's page): the waiting member's recognition is held until the required member fails")
    func requirementHeldUntilFailure() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        a.require(toFail: b)
        a.onEnded = .ended
        let finger = scene.touches.touchDown(at: start)
        scene.touches.move(finger, to: next)
        #expect(scene.actions.isEmpty)
        b.onEnded = .failed
        scene.touches.lift(finger)
        #expect(scene.actions == ["a:ended"])
    }

    @Test("require(toFail:) (Apple's page): when the required member recognizes, the waiting member fails")
    func requirementBlocksWhenRequiredRecognizes() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        a.require(toFail: b)
        a.onEnded = .ended
        b.onEnded = .ended
        let finger = scene.touches.touchDown(at: start)
        scene.touches.lift(finger)
        #expect(scene.actions == ["b:ended"])
    }

    @Test("canPrevent(_:) (Apple's page): members that cannot prevent each other both recognize")
    func winnerThatCannotPrevent() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        a.preventsOthers = false
        b.preventsOthers = false
        a.onMoved = .began
        b.onMoved = .began
        let finger = scene.touches.touchDown(at: start)
        scene.touches.move(finger, to: next)
        #expect(b.state == .began)
        scene.touches.lift(finger)
        #expect(scene.actions == ["a:began", "b:began", "a:ended", "b:ended"])
    }

    @Test("canBePrevented(by:) (Apple's page): a member that cannot be prevented survives the winner")
    func memberThatCannotBePrevented() {
        let scene = NamedGestureScene()
        let a = scene.add(ScriptedMember(), name: "a")
        let b = scene.add(ScriptedMember(), name: "b")
        b.preventable = false
        a.onMoved = .began
        b.onEnded = .ended
        let finger = scene.touches.touchDown(at: start)
        scene.touches.move(finger, to: next)
        #expect(b.state == .possible)
        scene.touches.lift(finger)
        #expect(scene.actions == ["a:began", "a:ended", "b:ended"])
    }
}
