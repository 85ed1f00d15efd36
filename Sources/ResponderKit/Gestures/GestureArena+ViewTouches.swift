import Foundation

/// What the arena's decisions mean for the views' touches (behaviour 4.4): which recognizer holds a phase
/// back (`delaysTouchesBegan` / `delaysTouchesEnded`), and the transitions it asks of the window's
/// ``ViewTouchDelivery`` (the owner of every touch's view-delivery state) when recognizers decide.
extension GestureArena {
    // MARK: Views' touches (behaviour 4.4)

    func recognizerDelayingBegan(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesBegan && $0.arena === self && $0.committedState == .possible }
    }

    func recognizerDelayingEnded(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesEnded && $0.arena === self && $0.committedState == .possible }
    }

    /// A recognizer with `delaysTouchesBegan` recognized: the began phases it held never reach the view.
    func discardHeldBegan(of recognizer: UIGestureRecognizer) {
        guard recognizer.delaysTouchesBegan else { return }
        window.viewDelivery.discardHeldBegan(of: recognizer)
    }

    /// The recognizer took its touches (`cancelsTouchesInView`): views that saw them begin get
    /// `touchesCancelled` now, just before the action; touches the views have not seen never reach them.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        window.viewDelivery.cancelTouches(takenBy: recognizer, in: window)
    }

    /// Sends the held phases whose recognizers have all decided.
    func releaseHeldTouches() {
        window.viewDelivery.releaseHeldTouches(in: window)
    }
}
