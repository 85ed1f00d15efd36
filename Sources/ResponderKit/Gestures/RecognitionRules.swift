import Foundation

/// The rules that decide between recognizers (behaviour 4.3, 4.5): simultaneous recognition, prevention
/// and failure requirements. Pure functions of the recognizers and their delegates, used by
/// ``GestureArena``.
@MainActor
enum RecognitionRules {
    /// Whether two recognizers may recognize at the same time: true from either delegate suffices.
    static func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// Whether `winner`, by recognizing, forces `other` out: they compete for a common touch, may not
    /// recognize simultaneously, and the prevention hooks of both agree.
    static func prevents(_ winner: UIGestureRecognizer, _ other: UIGestureRecognizer) -> Bool {
        guard winner !== other, sharesTouches(winner, other) else { return false }
        guard !canRecognizeSimultaneously(winner, other) else { return false }
        return winner.canPrevent(other) && other.canBePrevented(by: winner)
    }

    /// Whether the two recognizers received a common touch during their current attempts.
    static func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.record.attemptTouches.contains { touch in b.record.attemptTouches.contains { $0 === touch } }
    }

    /// Where a recognizer stands with the recognizers it must wait for.
    enum RequirementStatus {
        /// Nothing to wait for.
        case clear
        /// A required recognizer is still undecided.
        case waiting(UIGestureRecognizer)
        /// A required recognizer began or recognized, so this one must fail.
        case blocked(UIGestureRecognizer)
    }

    /// Evaluates the failure requirements of `recognizer`. The set of required recognizers is built once
    /// per recognition attempt (the delegate and subclass forms are asked then) and kept until reset.
    /// A required recognizer that takes no part in the current touches counts as failed.
    static func requirementStatus(of recognizer: UIGestureRecognizer, in arena: GestureArena) -> RequirementStatus {
        let required = requiredRecognizers(of: recognizer, in: arena)
        var waitingFor: UIGestureRecognizer?
        for other in required {
            guard arena.takesPart(other), !other.record.attemptTouches.isEmpty else { continue }
            switch other.committedState {
            case .began, .changed, .ended:
                return .blocked(other)
            case .possible:
                if waitingFor == nil { waitingFor = other }
            case .failed, .cancelled:
                continue
            }
        }
        return waitingFor.map(RequirementStatus.waiting) ?? .clear
    }

    private static func requiredRecognizers(of recognizer: UIGestureRecognizer, in arena: GestureArena)
        -> [UIGestureRecognizer]
    {
        if let cached = recognizer.record.requirementsForAttempt { return cached.compactMap(\.recognizer) }
        var required = recognizer.record.requiredToFail.compactMap(\.recognizer)
        for other in arena.participants where other !== recognizer && !required.contains(where: { $0 === other }) {
            let lazy =
                (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
                || recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
            if lazy { required.append(other) }
        }
        recognizer.record.cacheRequirements(required.map(WeakRecognizer.init))
        return required
    }

    /// Why the recognizer may not begin: its delegate's or a view's `gestureRecognizerShouldBegin`
    /// answered false. The views asked are the recognizer's view and the hit views of its touches.
    static func refusalToBegin(_ recognizer: UIGestureRecognizer) -> GestureStateCause? {
        if let delegate = recognizer.delegate, !delegate.gestureRecognizerShouldBegin(recognizer) {
            return .delegateRefusedToBegin
        }
        var asked: [UIView] = []
        for view in [recognizer.view] + recognizer.record.attemptTouches.map(\.view) {
            guard let view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) {
                return .viewRefusedToBegin(view: DispatchLog.name(of: view))
            }
        }
        return nil
    }
}
