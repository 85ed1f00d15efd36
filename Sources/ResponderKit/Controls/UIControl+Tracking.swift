import Foundation

/// How a control turns its touches into control events (behaviour 6.1, 6.2, behaviour 11).
///
/// The control follows one touch: the first that goes down in it (with several in one call, the one
/// that touched the screen first). Each event is dispatched on its own, in this fixed order:
///
/// | Touch phase | Calls and events |
/// |---|---|
/// | began | `beginTracking`; if true: highlighted, `touchDown`, then `touchDownRepeat` when `tapCount > 1` |
/// | moved | `isTouchInside` updated, `continueTracking`; if true: highlighted = inside, then `touchDragExit` (left) or `touchDragEnter` (came back), then `touchDragInside` or `touchDragOutside`; if false: tracking stops, highlight cleared |
/// | ended | highlight cleared, `isTouchInside` updated, `endTracking`, `touchUpInside` or `touchUpOutside` (a button adds `primaryActionTriggered`), then tracking ends |
/// | cancelled | highlight cleared, `cancelTracking` (by default `endTracking(nil, with:)`), `touchCancel`, then tracking ends |
///
/// Each event's actions are sent through the per-action override points (`sendAction(_:to:for:)`, the
/// typed-method `sendAction(_:to:for:)`, `sendAction(_:)`), not through `sendActions(for:)`, which is for
/// sending events programmatically (with no event object), as in UIKit.
///
/// `isTracking` and `isTouchInside` are still set while the touch-up and cancel actions run. Other
/// touches in the control are swallowed. While the control is disabled nothing is tracked and the
/// touches that began then go to the next responder (the default responder behaviour) until they end.
/// An action that disables the control, removes it from its window or otherwise ends tracking stops the
/// remaining events of that step.
extension UIControl {
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // A subclass may call super only after its own code already ended the touch for this view (it
        // removed the control from its window: touchesCancelled arrived first, behaviour 2.3). Such a touch
        // never ends for the control again, so it is neither tracked nor forwarded (behaviour 6.2: tracking
        // ends when the control leaves its window).
        let touches = touches.filter { $0.viewDelivery != .finished }
        guard !touches.isEmpty else { return }
        guard isEnabled else {
            forwardedTouches.formUnion(touches)
            super.touchesBegan(touches, with: event)
            return
        }
        guard trackedTouch == nil, let touch = touches.min(by: { $0.ordinal < $1.ordinal }) else { return }
        trackedTouch = touch
        trackingStartLocation = touch.location(in: self)
        touchInsideFlag = true
        trackingFlag = beginTracking(touch, with: event)
        guard trackedTouch === touch else { return }
        guard trackingFlag else { touchInsideFlag = false; return }
        isHighlighted = true
        send(.touchDown, whileTracking: touch, event: event)
        if touch.tapCount > 1 { send(.touchDownRepeat, whileTracking: touch, event: event) }
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardUntracked(touches, event: event, phase: .moved)
        guard let touch = trackedTouch, touches.contains(touch), trackingFlag else { return }
        let wasInside = touchInsideFlag
        touchInsideFlag = pointMostlyInside(touch.location(in: self), with: event)
        let goesOn = continueTracking(touch, with: event)
        guard trackedTouch === touch, trackingFlag else { return }
        guard goesOn else {
            trackingFlag = false
            touchInsideFlag = false
            isHighlighted = false
            return
        }
        isHighlighted = touchInsideFlag
        if wasInside && !touchInsideFlag {
            send(.touchDragExit, whileTracking: touch, event: event)
        } else if !wasInside && touchInsideFlag {
            send(.touchDragEnter, whileTracking: touch, event: event)
        }
        send(touchInsideFlag ? .touchDragInside : .touchDragOutside, whileTracking: touch, event: event)
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardUntracked(touches, event: event, phase: .ended)
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        defer { if trackedTouch === touch { finishTracking() } }
        guard trackingFlag else { return }
        isHighlighted = false
        touchInsideFlag = pointMostlyInside(touch.location(in: self), with: event)
        endTracking(touch, with: event)
        guard trackedTouch === touch, trackingFlag else { return }
        let inside = touchInsideFlag
        send(inside ? .touchUpInside : .touchUpOutside, whileTracking: touch, event: event)
        guard trackedTouch === touch, trackingFlag else { return }
        didSendTouchUp(inside: inside, event: event)
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        forwardUntracked(touches, event: event, phase: .cancelled)
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        defer { if trackedTouch === touch { finishTracking() } }
        isHighlighted = false
        guard trackingFlag else { return }
        cancelTracking(with: event)
        guard trackedTouch === touch, trackingFlag else { return }
        send(.touchCancel, whileTracking: touch, event: event)
    }

    /// The control was disabled: tracking stops quietly (``cancelTracking(with:)`` with no event, no
    /// control event); the touch's remaining phases are swallowed.
    func abandonTracking() {
        guard trackedTouch != nil else { return }
        let wasTracking = trackingFlag
        trackingFlag = false
        touchInsideFlag = false
        isHighlighted = false
        if wasTracking { cancelTracking(with: nil) }
    }

    private func finishTracking() {
        trackedTouch = nil
        trackingFlag = false
        touchInsideFlag = false
    }

    /// Sends one control event to its actions if the control is still tracking `touch`.
    private func send(_ controlEvent: UIControl.Event, whileTracking touch: UITouch, event: UIEvent?) {
        guard trackedTouch === touch, trackingFlag else { return }
        dispatchActions(for: controlEvent, event: event)
    }

    /// Forwards the touches that began while the control was disabled to the next responder.
    private func forwardUntracked(_ touches: Set<UITouch>, event: UIEvent?, phase: UITouch.Phase) {
        guard !forwardedTouches.isEmpty else { return }
        let forwarded = touches.filter { forwardedTouches.contains($0) }
        guard !forwarded.isEmpty else { return }
        switch phase {
        case .moved:
            super.touchesMoved(forwarded, with: event)
        case .ended:
            forwardedTouches.subtract(forwarded)
            super.touchesEnded(forwarded, with: event)
        default:
            forwardedTouches.subtract(forwarded)
            super.touchesCancelled(forwarded, with: event)
        }
    }
}
