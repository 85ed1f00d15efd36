import Foundation

// Scroll and transform sequences (behaviour 12.3, 12.4): the application turns the pointer's scroll and
// transform input into steps of a sequence, hit-tests the sequence's start once, and sends every step as a
// `.scroll` or `.transform` event through `sendEvent`, as UIKit does, to the window under the pointer when
// the sequence began. The window's arena decides who follows the sequence (GestureArena+PointerEvents.swift);
// the application only counts the steps nobody took.
extension UIApplication {
    // MARK: Scroll sequences (behaviour 12.3)

    /// Delivers one scroll step: a wheel step is a whole sequence (began, ended); a trackpad scroll is a
    /// sequence from `.began` to `.ended`, which starts once it moves.
    func deliverScroll(_ input: ScrollInput, at location: CGPoint) {
        let state = pointerState
        let event = state.scrollEvent
        event.timestamp = input.timestamp
        event.input = input
        let moves = input.delta.dx != 0 || input.delta.dy != 0
        switch (input.kind, input.phase) {
        case (.discrete, _):
            if state.isScrolling { endScrollSequence(at: location, cancelled: false) }
            guard moves else { return }
            if beginScrollSequence(at: location) { endScrollSequence(at: location, cancelled: false) }
        case (.continuous, .began):
            if state.isScrolling { endScrollSequence(at: location, cancelled: true) }
            state.scrollPendingLocation = location
            if moves { _ = beginScrollSequence(at: location) }
        case (.continuous, .changed):
            if state.isScrolling {
                stepScrollSequence(at: location)
            } else if moves {
                // The sequence starts with its first movement, where its fingers went down.
                _ = beginScrollSequence(at: state.scrollPendingLocation ?? location)
            }
        case (.continuous, .ended), (.continuous, .cancelled):
            if state.isScrolling {
                if moves && input.phase == .ended { stepScrollSequence(at: location) }
                endScrollSequence(at: location, cancelled: input.phase == .cancelled)
            }
            state.scrollPendingLocation = nil
        }
    }

    /// Hit-tests the scroll and sends its first step to the window under it, whose arena offers it to the
    /// pan recognizers of the view and its ancestors whose ``UIPanGestureRecognizer/allowedScrollTypesMask``
    /// allows its kind. Returns whether one took it.
    private func beginScrollSequence(at location: CGPoint) -> Bool {
        let state = pointerState
        state.isScrolling = sendFirstStep(of: state.scrollEvent, at: location)
        if !state.isScrolling { state.statistics.unclaimedScrollSteps += 1 }
        return state.isScrolling
    }

    private func stepScrollSequence(at location: CGPoint) {
        let state = pointerState
        if !send(state.scrollEvent, .change, at: location) { state.statistics.unclaimedScrollSteps += 1 }
    }

    private func endScrollSequence(at location: CGPoint, cancelled: Bool) {
        let state = pointerState
        state.isScrolling = false
        _ = send(state.scrollEvent, .end(cancelled: cancelled), at: location)
    }

    // MARK: Transform sequences (behaviour 12.4)

    /// Delivers one transform step to the pinch and rotation recognizers under the pointer (indirect input).
    func deliverTransform(_ input: TransformInput, at location: CGPoint) {
        let state = pointerState
        let event = state.transformEvent
        event.timestamp = input.timestamp
        event.input = input
        if input.phase == .began, state.isTransforming { endTransformSequence(at: location, cancelled: true) }
        guard state.isTransforming else {
            guard input.phase == .began || input.phase == .changed else { return }
            state.isTransforming = sendFirstStep(of: event, at: location)
            if !state.isTransforming { state.statistics.unclaimedTransformSteps += 1 }
            return
        }
        _ = send(event, .change, at: location)
        if input.phase == .ended || input.phase == .cancelled {
            endTransformSequence(at: location, cancelled: input.phase == .cancelled)
        }
    }

    private func endTransformSequence(at location: CGPoint, cancelled: Bool) {
        let state = pointerState
        state.isTransforming = false
        _ = send(state.transformEvent, .end(cancelled: cancelled), at: location)
    }

    // MARK: Sending the steps

    /// Hit-tests a sequence's start at `location` (screen points) and sends its first step to the window
    /// under it. Returns whether a recognizer took it: false when the application takes no pointer input
    /// now, no window is under the pointer, or no recognizer took the step.
    private func sendFirstStep(of event: PointerGestureEvent, at location: CGPoint) -> Bool {
        event.application = self
        guard applicationState == .active, !isIgnoringInteractionEvents,
            let (window, view) = pointerTarget(at: location, with: event)
        else { return false }
        event.begin(in: window, over: view)
        return send(event, .begin, at: location)
    }

    /// Sends one step of the event's sequence through ``sendEvent(_:)``, which takes it to the window the
    /// sequence began in (none once that window is gone). Returns whether a recognizer took it.
    private func send(_ event: PointerGestureEvent, _ step: PointerGestureEvent.Step, at location: CGPoint) -> Bool {
        event.prepare(step, at: location)
        sendEvent(event)
        return event.wasTaken
    }
}
