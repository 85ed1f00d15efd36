import Foundation
import Testing

@testable import ResponderKit

// The recognition rules (Sources/ResponderKit/Gestures/RecognitionRules.swift) on their own, as the arena
// is tested in GestureArenaTests.swift: fake recognizers and delegates, no window, no touch delivery.
// Each rule is a pure function of the recognizers, their delegates and the touches of their attempts.
// Behaviour: behaviour 4.5 (arbitration); Apple's pages "Coordinating multiple gesture recognizers",
// gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:), canPrevent(_:), canBePrevented(by:),
// gestureRecognizerShouldBegin(_:).

/// A fake recognizer: it never sets a state; its prevention hooks answer what it is told.
@MainActor
private final class FakeRecognizer: UIGestureRecognizer {
    /// What `canPrevent(_:)` and `canBePrevented(by:)` answer. Default true, as the base class.
    var preventsOthers = true
    var preventable = true

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { preventsOthers }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { preventable }
}

/// A delegate answering the simultaneity and should-begin questions as it is told.
@MainActor
private final class FakeDelegate: UIGestureRecognizerDelegate {
    var simultaneous = false
    var shouldBegin = true

    func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
        -> Bool
    {
        simultaneous
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
}

/// A view whose `gestureRecognizerShouldBegin(_:)` refuses every recognizer.
@MainActor
private final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// Makes `touch` a touch of the current attempt of each recognizer, as the arena does when it delivers a
/// touch that began in their views: the one place these tests reach into the arena's bookkeeping.
@MainActor
private func share(_ touch: UITouch, among recognizers: UIGestureRecognizer...) {
    for recognizer in recognizers { recognizer.record.follow(touch) }
}

@MainActor
@Suite("RecognitionRules on their own, with fake recognizers and no window (behaviour 4.5)")
struct RecognitionRulesTests {
    @Test("behaviour 4.5: simultaneous recognition needs a true answer from either delegate; none means no")
    func simultaneityFromEitherDelegate() {
        let a = FakeRecognizer(), b = FakeRecognizer()
        #expect(!RecognitionRules.canRecognizeSimultaneously(a, b))
        let delegate = FakeDelegate()
        delegate.simultaneous = true
        a.delegate = delegate
        #expect(RecognitionRules.canRecognizeSimultaneously(a, b))
        #expect(RecognitionRules.canRecognizeSimultaneously(b, a))
    }

    @Test("behaviour 4.5: a delegate answering false is the same as no delegate")
    func falseDelegateAnswer() {
        let a = FakeRecognizer(), b = FakeRecognizer()
        let delegate = FakeDelegate()
        a.delegate = delegate
        b.delegate = delegate
        #expect(!RecognitionRules.canRecognizeSimultaneously(a, b))
    }

    @Test("behaviour 4.5: a recognizer never prevents itself, nor one it shares no touch with")
    func preventionNeedsASharedTouch() {
        let a = FakeRecognizer(), b = FakeRecognizer()
        #expect(!RecognitionRules.prevents(a, a))
        #expect(!RecognitionRules.prevents(a, b))
        #expect(!RecognitionRules.sharesTouches(a, b))
    }

    @Test("behaviour 4.5: recognizers sharing a touch prevent each other, in both directions, by default")
    func sharedTouchPrevents() {
        let a = FakeRecognizer(), b = FakeRecognizer(), c = FakeRecognizer()
        let touch = UITouch(contactID: 1, ordinal: 1)
        share(touch, among: a, b)
        share(UITouch(contactID: 2, ordinal: 2), among: c)
        #expect(RecognitionRules.sharesTouches(a, b))
        #expect(RecognitionRules.prevents(a, b))
        #expect(RecognitionRules.prevents(b, a))
        #expect(!RecognitionRules.sharesTouches(a, c))
        #expect(!RecognitionRules.prevents(a, c))
    }

    @Test(
        "behaviour 4.5: recognizers allowed to recognize simultaneously never prevent each other, even sharing a touch")
    func simultaneousNeverPrevent() {
        let a = FakeRecognizer(), b = FakeRecognizer()
        share(UITouch(contactID: 1, ordinal: 1), among: a, b)
        let delegate = FakeDelegate()
        delegate.simultaneous = true
        b.delegate = delegate
        #expect(!RecognitionRules.prevents(a, b))
        #expect(!RecognitionRules.prevents(b, a))
    }

    @Test("canPrevent(_:) and canBePrevented(by:) (Apple's pages): prevention needs both hooks to agree")
    func preventionHooksMustAgree() {
        let a = FakeRecognizer(), b = FakeRecognizer()
        share(UITouch(contactID: 1, ordinal: 1), among: a, b)
        a.preventsOthers = false
        #expect(!RecognitionRules.prevents(a, b))
        #expect(RecognitionRules.prevents(b, a))
        a.preventsOthers = true
        b.preventable = false
        #expect(!RecognitionRules.prevents(a, b))
        #expect(RecognitionRules.prevents(b, a))
    }

    @Test(
        "gestureRecognizerShouldBegin(_:) (Apple's pages): a recognizer may begin unless its delegate or its view refuses"
    )
    func refusalToBegin() {
        let free = FakeRecognizer()
        #expect(RecognitionRules.refusalToBegin(free) == nil)

        let refusedByDelegate = FakeRecognizer()
        let delegate = FakeDelegate()
        delegate.shouldBegin = false
        refusedByDelegate.delegate = delegate
        #expect(RecognitionRules.refusalToBegin(refusedByDelegate) != nil)

        let refusedByView = FakeRecognizer()
        let refusingView = RefusingView(frame: .zero)
        refusingView.addGestureRecognizer(refusedByView)
        #expect(RecognitionRules.refusalToBegin(refusedByView) != nil)

        let accepted = FakeRecognizer()
        let acceptingView = UIView(frame: .zero)
        acceptingView.addGestureRecognizer(accepted)
        #expect(RecognitionRules.refusalToBegin(accepted) == nil)
    }
}
