import Foundation
import ResponderKit

/// A button too small for a finger (24 × 24 pt) whose touchable area reaches `touchMargin` points
/// beyond its bounds on every side.
///
/// Hit-testing asks `point(inside:with:)` whether a point belongs to a view (behaviour 1.1), so widening
/// the answer widens the touch area without changing the frame. The superview must still contain the
/// point: hit-testing never gets as far as asking a subview about a point outside its superview.
public final class SmallButton: TracingView {
    /// How far the touch area reaches beyond the bounds on each side, in points.
    public let touchMargin: CGFloat = 20

    /// Creates a button named `name` that handles its touches and notes them in `log`.
    public init(_ name: String, frame: CGRect, log: CallbackLog) {
        super.init(name, frame: frame, log: log, handlesTouches: true)
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -touchMargin, dy: -touchMargin).contains(point)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        // Like a real button, fire only when the finger lifts inside the (enlarged) touch area.
        guard let touch = touches.first else { return }
        let lift = touch.location(in: self)
        callbackLog.recordDecision(
            name,
            point(inside: lift, with: event)
                ? "the finger lifted inside the enlarged area at \(format(lift)) (button coordinates): button action fires"
                : "the finger lifted outside the touch area: no action")
    }
}
