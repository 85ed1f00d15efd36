import Foundation

/// Controls and gesture recognizers (behaviour 4.5, "Attaching gesture recognizers to UIKit controls").
///
/// A recognizer on an *ancestor* does not take a control's standard gesture: the window's arena asks the
/// touch's hit view `gestureRecognizerShouldBegin(_:)` before a recognizer leaves `.possible`
/// (`RecognitionRules.refusalToBegin`), and an enabled control answers false for
/// - a one-finger single tap, on every control but ``UISlider`` (buttons, switches);
/// - a one-finger pan or swipe that began on the thumb and moves along the track, on ``UISlider`` and
///   ``UISwitch``.
///
/// A recognizer attached to the control itself is always allowed, and wins: when it recognizes, the
/// control's touch is cancelled (``UIControl/Event/touchCancel``, no touch-up event). Any other
/// recognizer on an ancestor (a pan across a button, a double tap) may take the touch the same way.
extension UIControl {
    /// Whether `recognizer` is a one-finger single-tap recognizer that is not the control's own, while the
    /// control is enabled.
    func vetoesAncestorTap(_ recognizer: UIGestureRecognizer) -> Bool {
        guard isEnabled, recognizer.view !== self, let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether `recognizer` is a foreign one-finger pan or swipe following the touch the control is
    /// tracking, which began on the thumb (`beganOnThumb`) and has moved more horizontally than
    /// vertically (along the track of a horizontal slider or switch), while the control is enabled.
    func vetoesThumbDrag(_ recognizer: UIGestureRecognizer, beganOnThumb: Bool) -> Bool {
        guard isEnabled, beganOnThumb, isTracking, recognizer.view !== self,
            recognizer is UIPanGestureRecognizer || recognizer is UISwipeGestureRecognizer,
            recognizer.numberOfTouches == 1, let touch = trackedTouch,
            recognizer.trackedTouches.first === touch
        else { return false }
        let location = touch.location(in: self)
        return abs(location.x - trackingStartLocation.x) > abs(location.y - trackingStartLocation.y)
    }
}
