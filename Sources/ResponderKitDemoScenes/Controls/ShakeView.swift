import Foundation
import ResponderKit

/// A view that wants shakes: it can become first responder, and motion events go to the first
/// responder (behaviour 8.1). It handles them itself, so they go no further up the chain.
public final class ShakeView: UIView {
    /// The log the object notes what it receives in.
    public let log: EventLog

    /// Creates the view named `name` (its `accessibilityIdentifier`), noting what it receives in `log`.
    public init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// The demo builds its views in code; there is no archive to decode.
    public required init?(coder: NSCoder) { nil }

    /// The name the logs print for this view: its `accessibilityIdentifier`, else its class.
    public var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    /// False by default; true makes `becomeFirstResponder()` succeed.
    public override var canBecomeFirstResponder: Bool { true }

    public override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan(.\(motion), with: \(describe(event)))")
    }

    public override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded(.\(motion), with: \(describe(event)))")
    }

    public override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionCancelled(.\(motion), with: \(describe(event)))")
    }

    private func describe(_ event: UIEvent?) -> String {
        guard let event else { return "nil" }
        return "a .\(event.type) event"
    }
}
