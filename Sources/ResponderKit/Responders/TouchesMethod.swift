import Foundation

/// The touches method UIKit calls for a touch phase (behaviour 2.3): `touchesBegan(_:with:)`,
/// `touchesMoved(_:with:)`, `touchesEnded(_:with:)` or `touchesCancelled(_:with:)`.
///
/// The one place the phase → method rule lives: `UIResponder`'s forwarding to `next`, the window's
/// delivery to views, the arena's delivery to gesture recognizers, the dispatch log's lines and the
/// inspector's event names all go through it.
public enum TouchesMethod: String, Sendable, CaseIterable, CustomStringConvertible {
    /// `touchesBegan(_:with:)`.
    case began = "touchesBegan"
    /// `touchesMoved(_:with:)`.
    case moved = "touchesMoved"
    /// `touchesEnded(_:with:)`.
    case ended = "touchesEnded"
    /// `touchesCancelled(_:with:)`.
    case cancelled = "touchesCancelled"

    /// The method that receives touches in `phase`: began, moved and ended have their own; every other
    /// phase (cancelled, and the stationary and hover phases, which are never delivered on their own)
    /// is a cancellation.
    public init(_ phase: UITouch.Phase) {
        switch phase {
        case .began: self = .began
        case .moved: self = .moved
        case .ended: self = .ended
        default: self = .cancelled
        }
    }

    /// The method's name without its arguments: `touchesBegan`, `touchesMoved`, `touchesEnded`,
    /// `touchesCancelled`.
    public var description: String { rawValue }
}

extension UITouch.Phase {
    /// The touches method that receives touches in this phase (``TouchesMethod/init(_:)``).
    public var touchesMethod: TouchesMethod { TouchesMethod(self) }
}

/// A receiver of the four touches methods: `UIResponder` (whose event is optional) and
/// `UIGestureRecognizer` (whose event is not).
@MainActor
protocol TouchesMethodReceiver: AnyObject {
    associatedtype TouchesEvent
    func touchesBegan(_ touches: Set<UITouch>, with event: TouchesEvent)
    func touchesMoved(_ touches: Set<UITouch>, with event: TouchesEvent)
    func touchesEnded(_ touches: Set<UITouch>, with event: TouchesEvent)
    func touchesCancelled(_ touches: Set<UITouch>, with event: TouchesEvent)
}

extension TouchesMethodReceiver {
    /// Calls the touches method for `phase` (``TouchesMethod/init(_:)``) with `touches` and `event`.
    func callTouchesMethod(for phase: UITouch.Phase, _ touches: Set<UITouch>, with event: TouchesEvent) {
        switch TouchesMethod(phase) {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        }
    }
}

extension UIResponder: TouchesMethodReceiver {}
extension UIGestureRecognizer: TouchesMethodReceiver {}
