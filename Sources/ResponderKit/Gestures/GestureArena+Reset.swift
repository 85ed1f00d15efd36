import Foundation

// Behaviour 11's reset timing (a recognizer resets once it reached a terminal state and every touch it
// followed has ended) and withdrawal (behaviour 4.1: a recognizer disabled, removed, or whose view left the
// window cancels or fails at once and leaves the arena).
extension GestureArena {
    /// Resets `recognizer` if its gesture is over and its touches have ended (behaviour 11).
    /// `touchesMayBeInactive` is false only when the caller knows that none of the touches it follows ended
    /// or was cancelled (``GestureArenaRecord/isFinished(in:touchesMayBeInactive:)``).
    func resetIfFinished(_ recognizer: UIGestureRecognizer, touchesMayBeInactive: Bool = true) {
        guard recognizer.record.isFinished(in: self, touchesMayBeInactive: touchesMayBeInactive) else { return }
        reset(recognizer)
    }

    func reset(_ recognizer: UIGestureRecognizer) {
        removeParticipant(recognizer)
        for touch in recognizer.record.attemptTouches { touch.removeGestureRecognizer(recognizer) }
        // Keeping the arrays' storage spares two allocations per recognizer at every touch sequence's start
        // (docs/performance.md, "A moved touch allocates nothing").
        recognizer.record.leave()
        recognizer.reset()
        recognizer.returnToPossible()
        log(.gestureReset(recognizer: recognizer.explanationName))
        releaseHeldTouches()
    }

    /// The recognizer was disabled, removed from its view, or its view left the window: a gesture in
    /// progress is cancelled (one not yet recognized fails) and the recognizer leaves the arena.
    func withdraw(_ recognizer: UIGestureRecognizer, cause: GestureStateCause) {
        guard takesPart(recognizer) else { return }
        // The cancelled action may release the window; keep it until the arena is done (see process(_:)).
        let window = self.window
        withdrawNow(recognizer, cause: cause)
        extendLifetime(window)
    }

    private func withdrawNow(_ recognizer: UIGestureRecognizer, cause: GestureStateCause) {
        // Withdrawn while its recognition is being committed (from a view's touchesCancelled): that
        // recognition's actions go first, then the cancellation's.
        sendOwedActions(of: recognizer)
        guard takesPart(recognizer) else { return }
        recognizer.record.dropRequests()
        switch recognizer.committedState {
        case .began, .changed:
            transition(recognizer, to: .cancelled, cause: cause, actions: .send)
        case .possible:
            fail(recognizer, cause: cause)
        default:
            break
        }
        guard takesPart(recognizer) else { return }
        reset(recognizer)
        resolveWaiting()
        releaseHeldTouches()
    }
}
