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
        event.application = self
        event.input = input
        let moves = input.delta.dx != 0 || input.delta.dy != 0
        switch (input.kind, input.phase) {
        case (.discrete, _):
            if state.scrollSequence != nil { endScrollSequence(cancelled: false) }
            guard moves else { return }
            if beginScrollSequence(at: location) { endScrollSequence(cancelled: false) }
        case (.continuous, .began):
            if state.scrollSequence != nil { endScrollSequence(cancelled: true) }
            state.scrollPendingLocation = location
            if moves { _ = beginScrollSequence(at: location) }
        case (.continuous, .changed):
            if state.scrollSequence != nil {
                stepScrollSequence(at: location)
            } else if moves {
                // The sequence starts with its first movement, where its fingers went down.
                _ = beginScrollSequence(at: state.scrollPendingLocation ?? location)
            }
        case (.continuous, .ended), (.continuous, .cancelled):
            if state.scrollSequence != nil {
                if moves && input.phase == .ended { stepScrollSequence(at: location) }
                endScrollSequence(cancelled: input.phase == .cancelled)
            }
            state.scrollPendingLocation = nil
        }
    }

    /// Hit-tests the scroll and sends its first step to the window under it, whose arena offers it to the
    /// pan recognizers of the view and its ancestors whose ``UIPanGestureRecognizer/allowedScrollTypesMask``
    /// allows its kind. Returns whether one took it.
    private func beginScrollSequence(at location: CGPoint) -> Bool {
        let state = pointerState
        guard let window = sendFirstStep(of: state.scrollEvent, at: location) else {
            state.statistics.unclaimedScrollSteps += 1
            return false
        }
        state.scrollSequence = PointerSequence(window: window)
        return true
    }

    private func stepScrollSequence(at location: CGPoint) {
        let state = pointerState
        guard let window = state.scrollSequence?.window,
            send(state.scrollEvent, .change, to: window, at: location)
        else {
            state.statistics.unclaimedScrollSteps += 1
            return
        }
    }

    private func endScrollSequence(cancelled: Bool) {
        let state = pointerState
        guard let sequence = state.scrollSequence else { return }
        state.scrollSequence = nil
        guard let window = sequence.window else { return }
        _ = send(state.scrollEvent, .end(cancelled: cancelled), to: window, at: state.location ?? .zero)
    }

    // MARK: Transform sequences (behaviour 12.4)

    /// Delivers one transform step to the pinch and rotation recognizers under the pointer (indirect input).
    func deliverTransform(_ input: TransformInput, at location: CGPoint) {
        let state = pointerState
        let event = state.transformEvent
        event.timestamp = input.timestamp
        event.application = self
        event.input = input
        if input.phase == .began, state.transformSequence != nil { endTransformSequence(cancelled: true) }
        guard let sequence = state.transformSequence else {
            guard input.phase == .began || input.phase == .changed else { return }
            if let window = sendFirstStep(of: event, at: location) {
                state.transformSequence = PointerSequence(window: window)
            } else {
                state.statistics.unclaimedTransformSteps += 1
            }
            return
        }
        guard let window = sequence.window else {
            state.transformSequence = nil
            return
        }
        _ = send(event, .change, to: window, at: location)
        if input.phase == .ended || input.phase == .cancelled {
            endTransformSequence(cancelled: input.phase == .cancelled)
        }
    }

    private func endTransformSequence(cancelled: Bool) {
        let state = pointerState
        guard let sequence = state.transformSequence else { return }
        state.transformSequence = nil
        guard let window = sequence.window else { return }
        _ = send(state.transformEvent, .end(cancelled: cancelled), to: window, at: state.location ?? .zero)
    }

    // MARK: Sending the steps

    /// Hit-tests a sequence's start at `location` (screen points) and sends its first step to the window under
    /// it. Returns that window when a recognizer took the step; nil when the application takes no pointer
    /// input now, no window is under the pointer, or no recognizer took it.
    private func sendFirstStep(of event: PointerGestureEvent, at location: CGPoint) -> UIWindow? {
        guard applicationState == .active, !isIgnoringInteractionEvents,
            let (window, view) = pointerTarget(at: location, with: event)
        else { return nil }
        event.hitView = view
        return send(event, .begin, to: window, at: location) ? window : nil
    }

    /// Sends one step through ``sendEvent(_:)`` to `window`. Returns whether a recognizer took it.
    private func send(
        _ event: PointerGestureEvent, _ step: PointerGestureEvent.Step, to window: UIWindow, at location: CGPoint
    ) -> Bool {
        event.prepare(step, in: window, location: window.convert(location, from: nil))
        sendEvent(event)
        return event.wasTaken
    }
}

/// A scroll or transform sequence in progress: the window its steps go to (nil once that window is gone).
struct PointerSequence {
    weak var window: UIWindow?
}
