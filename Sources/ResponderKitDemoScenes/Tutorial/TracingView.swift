import Foundation
import ResponderKit

/// A plain view that notes each touch callback it receives in the demo's callback log.
///
/// Whether it then calls `super` is the point each view makes: a view that doesn't handle touches
/// calls `super`, whose default forwards them to the next responder (behaviour 2.3); a view that handles
/// them doesn't, so the responder chain stops at it. UIKit asks a view that skips `super` in one touch
/// method to skip it in all four, which is why the choice is made once, here.
public class TracingView: UIView {
    /// The log the view notes its callbacks in.
    public let callbackLog: CallbackLog
    /// Whether the view handles its touches itself (no `super`, the responder chain stops here).
    public let handlesTouches: Bool

    /// Creates a view named `name` (its `accessibilityIdentifier`) that notes its callbacks in `log`.
    public init(_ name: String, frame: CGRect, log: CallbackLog, handlesTouches: Bool = false) {
        callbackLog = log
        self.handlesTouches = handlesTouches
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    /// The name the dispatch log prints for this view.
    public var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesBegan")
        if !handlesTouches { super.touchesBegan(touches, with: event) }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesMoved")
        if !handlesTouches { super.touchesMoved(touches, with: event) }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesEnded")
        if !handlesTouches { super.touchesEnded(touches, with: event) }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        note("touchesCancelled")
        if !handlesTouches { super.touchesCancelled(touches, with: event) }
    }

    private func note(_ method: String) {
        callbackLog.record(
            name,
            handlesTouches
                ? "\(method), handles it itself (no super, the chain stops here)"
                : "\(method), not its job, calls super")
    }
}
