import Foundation

extension UIGestureRecognizer {
    /// The pointer buttons of the gesture (iOS 13.4, behaviour 12.2): the buttons pressed during the click the
    /// recognizer follows, read in its actions; empty when it follows no click (finger touches, scroll and
    /// transform events) and once it reset.
    public var buttonMask: UIEvent.ButtonMask {
        guard let application = view?.window?.application else { return [] }
        for touch in trackedTouches where touch.contactID == UIApplication.pointerContactID {
            return application.pointerState.clickButtons
        }
        return []
    }
}

// MARK: Transform events (behaviour 12.4)

extension UIGestureRecognizer {
    /// Whether a transform step may still reach the recognizer: it has not begun, or it is under way.
    var acceptsTransformSteps: Bool { state == .possible || state == .began || state == .changed }

    /// The one rule for a continuous recognizer driven by a trackpad transform: while possible it begins once
    /// the step passed its threshold (explaining why), and once under way every step is a change.
    func advanceTransform(passedThreshold: Bool, explanation: @autoclosure () -> String) {
        if state == .possible {
            guard passedThreshold else { return }
            explain(explanation())
            state = .began
        } else {
            state = .changed
        }
    }

    /// The trackpad transform ended (the fingers lifted) or the device cancelled it: a recognizer under way
    /// ends or cancels, explaining which; one that never began is failed by the arena at the sequence's end.
    func finishTransform(time: TimeInterval, cancelled: Bool, gesture: String, lifted: @autoclosure () -> String) {
        guard state == .began || state == .changed else { return }
        record.stamp(time)
        explain(cancelled ? "the device cancelled the \(gesture)" : "the fingers lifted at \(lifted())")
        state = cancelled ? .cancelled : .ended
    }
}
