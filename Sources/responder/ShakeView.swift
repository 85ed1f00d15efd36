import Foundation
import ResponderKit

/// A view that wants shakes: it can become first responder, and motion events go to the first
/// responder (behaviour 8.1). It handles them itself, so they go no further up the chain.
final class ShakeView: UIView {
    let log: EventLog

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
    }

    /// The demo builds its views in code; there is no archive to decode.
    required init?(coder: NSCoder) { nil }

    var name: String { accessibilityIdentifier ?? "\(type(of: self))" }

    /// False by default; true makes `becomeFirstResponder()` succeed.
    override var canBecomeFirstResponder: Bool { true }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionBegan(.\(motion), with: \(describe(event)))")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionEnded(.\(motion), with: \(describe(event)))")
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.record(name, "motionCancelled(.\(motion), with: \(describe(event)))")
    }

    private func describe(_ event: UIEvent?) -> String {
        guard let event else { return "nil" }
        return "a .\(event.type) event"
    }
}
