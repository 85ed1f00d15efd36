import Foundation

/// One step of a scroll or transform sequence from a trackpad or a mouse wheel (behaviour 12.3, 12.4), as
/// the application sends it: through ``UIApplication/sendEvent(_:)`` to the window under the pointer when
/// the sequence began, whose ``UIWindow/sendEvent(_:)`` hands it to the window's gesture arena. UIKit's
/// scroll and transform events are private classes too; code sees them as a `UIEvent` whose ``UIEvent/type``
/// is `.scroll` or `.transform` (in `sendEvent` overrides and `gestureRecognizer(_:shouldReceive:)`).
///
/// The application reuses one event of each kind, as it does its touch event: do not keep it.
@MainActor
class PointerGestureEvent: UIEvent {
    /// What a step does to the sequence.
    enum Step: Equatable {
        /// The sequence starts: the arena gathers the recognizers under the pointer that take the event,
        /// then the step applies to them as a ``change`` does.
        case begin
        /// The sequence moves.
        case change
        /// The sequence is over (the fingers lifted, the wheel step ended) or the device cancelled it: its
        /// movement, if any, came in a ``change`` before. Recognizers under way end or cancel; those that
        /// never began fail.
        case end(cancelled: Bool)
    }

    /// The window the application hit-tested the sequence into when it began; every step goes there, and
    /// none once that window is gone.
    weak var targetWindow: UIWindow?
    /// The view the pointer was over when the sequence began (where the arena gathers recognizers).
    weak var hitView: UIView?
    /// What this step does.
    var step: Step = .begin
    /// Where the pointer is, in screen points.
    var screenLocation: CGPoint = .zero
    /// Whether a recognizer took this step: the arena sets it, the application counts the steps nobody
    /// took (``PointerStatistics``). Cleared before each step is sent.
    var wasTaken = false

    /// The device, as the explanation log names it.
    var deviceName: String { "" }
    /// The step in words, for the explanation log ("continuous scroll (0, -4) pt").
    var summary: String { "" }

    /// Where the pointer is, in the target window's coordinates.
    var location: CGPoint { targetWindow?.convert(screenLocation, from: nil) ?? screenLocation }

    /// Prepares the reused event for the next step of its sequence, at `screenLocation`. The target window
    /// stays the one the sequence began in (``begin(in:over:)``).
    func prepare(_ step: Step, at screenLocation: CGPoint) {
        self.step = step
        self.screenLocation = screenLocation
        wasTaken = false
    }

    /// A new sequence starts in `window`, over `view`.
    func begin(in window: UIWindow, over view: UIView) {
        targetWindow = window
        hitView = view
    }
}

/// A step of a scroll sequence (behaviour 12.3): a trackpad's two-finger scroll or a mouse wheel's detents.
@MainActor
final class ScrollEvent: PointerGestureEvent {
    /// The scroll input of this step: its kind, its movement (`delta`, points) and its device.
    var input = ScrollInput(
        timestamp: 0, device: .mouse, location: .zero, kind: .discrete, phase: .changed, delta: .zero)

    init() { super.init(type: .scroll) }

    override var deviceName: String { input.device.rawValue }
    override var summary: String {
        "\(input.kind.rawValue) scroll (\(input.delta.dx.formatted4), \(input.delta.dy.formatted4)) pt"
    }
}

/// A step of a transform sequence (behaviour 12.4): a trackpad's pinch or rotation, with indirect input.
@MainActor
final class TransformEvent: PointerGestureEvent {
    /// The transform input of this step: its scale and rotation since the sequence began.
    var input = TransformInput(timestamp: 0, location: .zero, phase: .changed, scale: 1, rotation: 0)

    init() { super.init(type: .transform) }

    // Only a trackpad pinches or rotates.
    override var deviceName: String { PointerDeviceKind.trackpad.rawValue }
    override var summary: String { "transform" }
}
