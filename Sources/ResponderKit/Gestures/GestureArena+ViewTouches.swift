import Foundation

/// What the views see of touches that recognizers are deciding about (behaviour 4.4): phases held back by
/// `delaysTouchesBegan` / `delaysTouchesEnded`, released when every delaying recognizer has decided, and
/// cancelled (or never delivered) when a recognizer takes the touches with `cancelsTouchesInView`.
extension GestureArena {
    // MARK: Views' touches (behaviour 4.4)

    func recognizerDelayingBegan(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesBegan && $0.arena === self && $0.committedState == .possible }
    }

    func recognizerDelayingEnded(of touch: UITouch) -> UIGestureRecognizer? {
        touch.gestureRecognizers?.first { $0.delaysTouchesEnded && $0.arena === self && $0.committedState == .possible }
    }

    func hold(_ touch: UITouch, phase: UITouch.Phase, by recognizer: UIGestureRecognizer) {
        if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
        log(.touchHeld(touch: touch.ordinal, phase: phase, recognizer: recognizer.explanationName))
    }

    /// A recognizer with `delaysTouchesBegan` recognized: the began phases it held never reach the view.
    func discardHeldBegan(of recognizer: UIGestureRecognizer) {
        guard recognizer.delaysTouchesBegan else { return }
        for touch in recognizer.attemptTouches where touch.viewDelivery == .delayedBegan {
            touch.viewDelivery = .withheld
            heldTouches.removeAll { $0 === touch }
            log(.touchDiscarded(touch: touch.ordinal, recognizer: recognizer.explanationName))
        }
    }

    /// The recognizer took its touches: views that saw them begin get `touchesCancelled` now, just before
    /// the action; touches the views have not seen never reach them.
    func cancelViewTouches(of recognizer: UIGestureRecognizer) {
        var cancelled: [UITouch] = []
        for touch in recognizer.attemptTouches {
            switch touch.viewDelivery {
            case .tracking, .delayedEnded:
                touch.viewDelivery = .tracking
                cancelled.append(touch)
            case .pending, .delayedBegan:
                touch.viewDelivery = .withheld
                log(.touchDiscarded(touch: touch.ordinal, recognizer: recognizer.explanationName))
            default:
                break
            }
            heldTouches.removeAll { $0 === touch }
        }
        guard !cancelled.isEmpty, let event = window.application?.touchEvent else { return }
        log(.viewTouchesCancelled(touches: cancelled.map(\.ordinal), recognizer: recognizer.explanationName))
        window.viewDelivery.send(.cancelled, cancelled, event: event, window: window)
    }

    /// Sends the held phases whose recognizers have all decided.
    func releaseHeldTouches() {
        guard !heldTouches.isEmpty, let event = window.application?.touchEvent else { return }
        for touch in heldTouches {
            switch touch.viewDelivery {
            case .delayedBegan where recognizerDelayingBegan(of: touch) == nil:
                heldTouches.removeAll { $0 === touch }
                touch.viewDelivery = .pending
                log(.touchReleased(touch: touch.ordinal, phase: .began))
                window.viewDelivery.send(.began, [touch], event: event, window: window)
                if touch.endedWhileHeld {
                    window.viewDelivery.send(touch.phase == .cancelled ? .cancelled : .ended, [touch], event: event, window: window)
                }
            case .delayedEnded where recognizerDelayingEnded(of: touch) == nil:
                heldTouches.removeAll { $0 === touch }
                touch.viewDelivery = .tracking
                log(.touchReleased(touch: touch.ordinal, phase: .ended))
                window.viewDelivery.send(.ended, [touch], event: event, window: window)
            case .delayedBegan, .delayedEnded:
                continue
            default:
                heldTouches.removeAll { $0 === touch }
            }
        }
    }
}
