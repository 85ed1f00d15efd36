import Foundation
import ResponderKit

/// An image view that follows the finger dragging it, by accumulating a translation `transform`.
///
/// Image views ignore touches by default (behaviour 1.1), so it turns user interaction on. It handles its
/// touches itself and never calls `super`, so nothing is forwarded up the responder chain.
public final class DraggableImageView: UIImageView {
    /// The log the view notes its callbacks in.
    public let callbackLog: CallbackLog

    /// Creates an image view named `name`, with user interaction enabled, noting its callbacks in `log`.
    public init(_ name: String, frame: CGRect, log: CallbackLog) {
        callbackLog = log
        super.init(frame: frame)
        accessibilityIdentifier = name
        isUserInteractionEnabled = true
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    private var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    /// Where `touchesBegan` reported the finger, in the superview's coordinates: the drag follows the
    /// finger from there.
    public private(set) var dragStartLocation: CGPoint?

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let superview else { return }
        dragStartLocation = touch.location(in: superview)
        callbackLog.record(
            name, "touchesBegan at \(format(touch.location(in: superview))) (superview coordinates), starts dragging")
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let step = followFinger(touches)
        callbackLog.record(
            name, "touchesMoved, finger moved by \(format(step)), translation now \(format(translation))")
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        // The lift can arrive in the same display frame as a last movement, so follow it here too.
        let step = followFinger(touches)
        callbackLog.record(
            name, "touchesEnded, finger moved by \(format(step)), drag finished at translation \(format(translation))")
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        callbackLog.record(name, "touchesCancelled, stays where it is")
    }

    /// Moves the view by the finger's movement since the previous event and returns that movement.
    ///
    /// Both locations are in the superview's coordinates: the view's own coordinates move with the
    /// view, so in them the finger would appear not to have moved at all.
    private func followFinger(_ touches: Set<UITouch>) -> CGVector {
        guard let touch = touches.first, let superview else { return .zero }
        let now = touch.location(in: superview), before = touch.previousLocation(in: superview)
        let step = CGVector(dx: now.x - before.x, dy: now.y - before.y)
        // translatedBy prepends the translation (CoreGraphics semantics): for a pure translation that
        // is the same as adding to tx and ty.
        transform = transform.translatedBy(x: step.dx, y: step.dy)
        return step
    }

    private var translation: CGVector { CGVector(dx: transform.tx, dy: transform.ty) }
}
