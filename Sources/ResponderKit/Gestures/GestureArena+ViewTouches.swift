import Foundation

/// What the arena's decisions mean for the views' touches (behaviour 4.4): which recognizer holds a phase
/// back (`delaysTouchesBegan` / `delaysTouchesEnded`), and what the views' touches must undergo when
/// recognizers decide.
///
/// The arena only decides: it hands each decision to its window (``ViewTouchDecision``), which has the
/// window's ``ViewTouchDelivery`` carry it out with the touch event. The arena never calls the delivery
/// and never reaches for the application's event; the delivery asks who holds a phase through
/// ``ViewTouchHolding`` and never calls the arena (README, "How an event travels").
extension GestureArena: ViewTouchHolding {
    // MARK: Views' touches (behaviour 4.4)

    // Plain loops rather than `first(where:)` with a main-actor closure: asked for every landing and
    // lifting touch (docs/performance.md, "Plain loops instead of main-actor closures").
    func recognizerDelayingBegan(of touch: UITouch) -> UIGestureRecognizer? {
        guard let recognizers = touch.gestureRecognizers else { return nil }
        for recognizer in recognizers
        where recognizer.delaysTouchesBegan && isUndecided(recognizer) {
            return recognizer
        }
        return nil
    }

    func recognizerDelayingEnded(of touch: UITouch) -> UIGestureRecognizer? {
        guard let recognizers = touch.gestureRecognizers else { return nil }
        for recognizer in recognizers
        where recognizer.delaysTouchesEnded && isUndecided(recognizer) {
            return recognizer
        }
        return nil
    }

    /// A recognizer with `delaysTouchesBegan` recognized: the began phases it held never reach the view.
    func discardHeldBegan(of recognizer: UIGestureRecognizer) {
        guard recognizer.delaysTouchesBegan else { return }
        window.carryOut(.discardHeldBegan(recognizer))
    }

    /// The recognizer took its touches (`cancelsTouchesInView`): views that saw them begin get
    /// `touchesCancelled` now, just before the action; touches the views have not seen never reach them.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        window.carryOut(.cancelTouches(takenBy: recognizer))
    }

    /// Sends the held phases whose recognizers have all decided.
    func releaseHeldTouches() {
        window.carryOut(.releaseHeldTouches)
    }
}

/// A decision of the arena about the views' touches, carried out by the window through its
/// ``ViewTouchDelivery`` (``UIWindow/carryOut(_:)``).
enum ViewTouchDecision {
    /// The recognizer, which has `delaysTouchesBegan`, recognized: the began phases it held never reach the views.
    case discardHeldBegan(UIGestureRecognizer)
    /// The recognizer, which has `cancelsTouchesInView`, recognized and took its touches.
    case cancelTouches(takenBy: UIGestureRecognizer)
    /// A recognizer decided or left: the held phases whose recognizers have all decided go to the views.
    case releaseHeldTouches
}

/// Who holds a touch's phase back from its view (behaviour 4.4): asked by ``ViewTouchDelivery`` at
/// admission and release, answered by the window's arena, which the delivery does not otherwise know.
@MainActor
protocol ViewTouchHolding: AnyObject {
    /// The undecided recognizer with `delaysTouchesBegan` that holds `touch`'s began phase, if any.
    func recognizerDelayingBegan(of touch: UITouch) -> UIGestureRecognizer?
    /// The undecided recognizer with `delaysTouchesEnded` that holds `touch`'s ended phase, if any.
    func recognizerDelayingEnded(of touch: UITouch) -> UIGestureRecognizer?
}
