import Foundation
import ResponderKit

/// The classic photo manipulation: pan, pinch and rotation recognizers on one image view, recognizing
/// at the same time, each applying its value to the view and resetting it.
///
/// It plays the part a view controller plays in UIKit samples: the target of the three actions and the
/// recognizers' delegate.
@MainActor
public final class PhotoGestures: UIGestureRecognizerDelegate {
    let log: ActionLog

    /// Creates the target and delegate, printing to `log`.
    public init(log: ActionLog) {
        self.log = log
    }

    /// By default a recognizer that begins forces the others out (behaviour 4.5). Answering true lets the
    /// three recognize together; like Apple's sample, only for recognizers on the same view.
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        gestureRecognizer.view === otherGestureRecognizer.view
    }

    /// Moves the view's center by the translation, then rebases the translation to zero, so that each
    /// action applies only the movement since the previous one.
    func movePhoto(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view, let superview = view.superview, applies(pan.state) else { return }
        let translation = pan.translation(in: superview)
        view.center = CGPoint(x: view.center.x + translation.x, y: view.center.y + translation.y)
        pan.setTranslation(.zero, in: superview)
        log.record(pan, "translation \(format(translation)), center now \(format(view.center))")
    }

    /// Scales the transform by the pinch's scale, then sets the scale back to 1.
    func scalePhoto(_ pinch: UIPinchGestureRecognizer) {
        guard let view = pinch.view, applies(pinch.state) else { return }
        let scale = pinch.scale
        view.transform = view.transform.scaledBy(x: scale, y: scale)
        pinch.scale = 1
        log.record(pinch, "scale \(format(scale)), view scale now \(format(view.transform.impliedScale))")
    }

    /// Rotates the transform by the rotation, then sets the rotation back to 0.
    func rotatePhoto(_ rotation: UIRotationGestureRecognizer) {
        guard let view = rotation.view, applies(rotation.state) else { return }
        let angle = rotation.rotation
        view.transform = view.transform.rotated(by: angle)
        rotation.rotation = 0
        log.record(
            rotation,
            "rotation \(format(degreesOf: angle)), view angle now \(format(degreesOf: view.transform.impliedAngle))")
    }

    /// Apple's sample applies the values on began and changed. The last movement can arrive in the
    /// same display frame as the lift, so the demo applies it on ended too: otherwise it would be lost.
    private func applies(_ state: UIGestureRecognizer.State) -> Bool {
        state == .began || state == .changed || state == .ended
    }
}
