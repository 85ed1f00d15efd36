import Foundation

// Scroll and transform events in the arena (behaviour 12.3, 12.4). The application sends each step of a
// sequence through `UIApplication.sendEvent` to the window under the pointer when the sequence began, and
// the window hands it here: at the sequence's start the arena gathers, with its one filter (`accepts`), the
// recognizers of the view under the pointer and its ancestors that the event drives (they say so through
// `ScrollEventRecognizing` and `TransformEventRecognizing`), and they join the arena as touch recognizers do.
// Every recognition then goes through the arena's rules (failure requirements, gestureRecognizerShouldBegin,
// exclusivity): the innermost candidate tries first, as with touches.
extension GestureArena {
    // MARK: Scroll sequences (behaviour 12.3)

    /// Delivers one step of a scroll sequence to the pans following it (``PointerGestureEvent/Step``).
    func deliverScroll(_ event: ScrollEvent) {
        switch event.step {
        case .begin:
            guard let pans = beginPointerSequence(event, driving: (any ScrollEventRecognizing).self) else { return }
            scrollParticipants = pans
            let input = event.input, point = event.location
            for pan in pans where isAwaitingStart(pan) {
                pan.beginScroll(at: point, in: window, delta: input.delta, kind: input.kind, time: event.timestamp)
            }
        case .change:
            guard let pans = scrollParticipants else { return }
            for pan in pans where pan.isScrollDriven && (pan.committedState == .began || pan.committedState == .changed)
            {
                pan.scroll(by: event.input.delta, time: event.timestamp)
                event.wasTaken = true
            }
        case .end(let cancelled):
            guard let pans = scrollParticipants else { return }
            scrollParticipants = nil
            for pan in pans where pan.isScrollDriven { pan.endScroll(time: event.timestamp, cancelled: cancelled) }
            for pan in pans { failIfNeverBegan(pan, cause: .scrollEndedBeforeBegan) }
        }
    }

    // MARK: Transform sequences (behaviour 12.4)

    /// Delivers one step of a transform sequence to the pinch and rotation recognizers following it.
    func deliverTransform(_ event: TransformEvent) {
        if event.step == .begin {
            transformParticipants = beginPointerSequence(event, driving: (any TransformEventRecognizing).self)
        }
        guard let recognizers = transformParticipants else { return }
        if case .end(let cancelled) = event.step {
            transformParticipants = nil
            for recognizer in recognizers { recognizer.endTransform(time: event.timestamp, cancelled: cancelled) }
            for recognizer in recognizers { failIfNeverBegan(recognizer, cause: .transformEndedBeforeBegan) }
            return
        }
        let point = event.location
        for recognizer in recognizers where isAwaitingStart(recognizer) {
            recognizer.applyTransform(event.input, at: point, in: window)
        }
        for recognizer in recognizers
        where recognizer.committedState == .began || recognizer.committedState == .changed {
            recognizer.applyTransform(event.input, at: point, in: window)
        }
    }

    // MARK: The sequence's participants

    /// A sequence starts: gathers the recognizers of the view under the pointer and its ancestors, innermost
    /// first, that take the event (the arena's one filter), logs them, and adds them as participants. Nil,
    /// and the step is not taken, when none does.
    private func beginPointerSequence<Recognizer>(_ event: PointerGestureEvent, driving: Recognizer.Type)
        -> [Recognizer]?
    {
        let candidates = participants(startingPointerSequence: event)
        log(
            .pointerEvent(
                type: event.type, device: event.deviceName,
                summary: "\(event.summary) on \(event.hitView.map(DispatchLog.name(of:)) ?? "no view"); candidates: "
                    + (candidates.isEmpty ? "none" : candidates.map(\.explanationName).joined(separator: ", "))))
        guard !candidates.isEmpty else { return nil }
        event.wasTaken = true
        for recognizer in candidates { join(recognizer) }
        // The filter took only the recognizers the event drives, which conform (`GestureArena.isDriven`).
        return candidates.compactMap { $0 as? Recognizer }
    }

    /// Whether a participant of the sequence is still undecided in this arena and may try to begin.
    private func isAwaitingStart(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.record.isUndecided(in: self) && recognizer.record.deferredRecognition == nil
    }

    /// The sequence is over: a participant that never began fails (and so resets).
    private func failIfNeverBegan(_ recognizer: UIGestureRecognizer, cause: GestureStateCause) {
        guard isUndecided(recognizer) else { return }
        fail(recognizer, cause: cause)
    }
}
