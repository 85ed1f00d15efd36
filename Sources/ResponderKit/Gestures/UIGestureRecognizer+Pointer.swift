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
