import Foundation
@_exported import ResponderKit

/// A view that records every touch callback it receives, for assertions in tests.
///
/// By default it handles touches itself (nothing is forwarded up the chain); set ``forwardsToSuper``
/// to also call `super`, which forwards to the next responder.
@MainActor
open class RecordingView: UIView {
    /// One recorded callback.
    public struct Call: Equatable, CustomStringConvertible, Sendable {
        /// Which touch method was called.
        public enum Method: String, Sendable {
            case began, moved, ended, cancelled, estimatedPropertiesUpdated
        }
        /// The method.
        public var method: Method
        /// The touches passed, as their identities (stable for one sequence).
        public var touches: Set<ObjectIdentifier>
        /// The event's timestamp (or 0 without an event).
        public var timestamp: TimeInterval

        /// The number of touches passed.
        public var count: Int { touches.count }

        public var description: String { "\(method)(\(count))" }
    }

    /// Every callback, in order.
    public private(set) var calls: [Call] = []
    /// Whether to call `super` too, forwarding the touches up the responder chain. Default `false`.
    public var forwardsToSuper = false
    /// Called after each recorded callback with the touches and event, for custom checks.
    public var onCall: ((Call.Method, Set<UITouch>, UIEvent?) -> Void)?

    /// The recorded methods, in order.
    public var methods: [Call.Method] { calls.map(\.method) }

    /// Forgets what was recorded.
    public func removeAllCalls() { calls.removeAll() }

    private func record(_ method: Call.Method, _ touches: Set<UITouch>, _ event: UIEvent?) {
        calls.append(
            Call(method: method, touches: Set(touches.map(ObjectIdentifier.init)), timestamp: event?.timestamp ?? 0))
        onCall?(method, touches, event)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.began, touches, event)
        if forwardsToSuper { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.moved, touches, event)
        if forwardsToSuper { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.ended, touches, event)
        if forwardsToSuper { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        record(.cancelled, touches, event)
        if forwardsToSuper { super.touchesCancelled(touches, with: event) }
    }

    open override func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {
        record(.estimatedPropertiesUpdated, touches, nil)
        if forwardsToSuper { super.touchesEstimatedPropertiesUpdated(touches) }
    }
}
