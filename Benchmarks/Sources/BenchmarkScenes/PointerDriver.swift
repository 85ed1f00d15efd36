import Foundation
import ResponderKit

/// Feeds a trackpad's continuous scroll steps or a mouse's hovering movements into an application at
/// 120 Hz on its virtual clock, as `zero-alloc-check` and `dispatch-profile` measure them: each step is
/// enqueued and run at once, and nothing is allocated by the driver itself.
@MainActor
public final class PointerDriver {
    /// The application receiving the input.
    public let application: UIApplication
    /// Where the pointer is, in screen points.
    public let location: CGPoint
    private var time: TimeInterval = 0
    private var hoverX: CGFloat

    /// Creates a driver for `application` (on a ``VirtualClock``) with the pointer at `location`.
    public init(application: UIApplication, location: CGPoint) {
        self.application = application
        self.location = location
        hoverX = location.x
    }

    /// One continuous scroll step of the given phase, moving the content up by 1 pt.
    public func scroll(_ phase: PointerGesturePhase) {
        time += 1.0 / 120
        application.enqueue(
            .scroll(
                ScrollInput(
                    timestamp: time, device: .trackpad, location: location, kind: .continuous, phase: phase,
                    delta: CGVector(dx: 0, dy: -1))))
        application.runUntilIdle()
    }

    /// One hovering movement: the mouse moves 1 pt sideways and back, alternately.
    public func hover() {
        time += 1.0 / 120
        hoverX = hoverX == location.x ? location.x + 1 : location.x
        application.enqueue(
            .pointer(PointerInput(timestamp: time, device: .mouse, location: CGPoint(x: hoverX, y: location.y))))
        application.runUntilIdle()
    }
}
