import Foundation
@_exported import ResponderKit

/// Scripts drag and drop (behaviour 16.6) on the application's virtual clock: lift with a held finger or a
/// pointer drag, move, add items with another finger's tap, drop. It drives ``TouchSimulator`` and
/// ``PointerSimulator``, so a drag goes through the same hit-testing and arbitration as any touch.
///
/// Each step lets one display frame pass first (``stepInterval``), so that consecutive steps are separate
/// deliveries rather than one coalesced frame.
///
/// ```swift
/// let finger = scene.drags.lift(at: card.center)      // held for the lift delay: the items lift
/// scene.drags.move(finger, to: basket.center)          // the drag begins and moves over the basket
/// scene.drags.drop(finger)                             // performDrop, concludeDrop, ends
/// ```
@MainActor
public final class DragSimulator {
    /// The touches the simulator scripts.
    public let touches: TouchSimulator
    /// The pointer the simulator scripts.
    public let pointer: PointerSimulator
    /// The time between two scripted steps: one 60 Hz display frame.
    public var stepInterval: TimeInterval = 1.0 / 60

    /// Creates a simulator driving `touches` and `pointer`.
    public init(touches: TouchSimulator, pointer: PointerSimulator) {
        self.touches = touches
        self.pointer = pointer
    }

    /// Puts a finger down at `point` and holds it still for `hold` (default the lift delay): over a view with
    /// an enabled drag interaction whose delegate gives items, the items lift. Returns the finger.
    @discardableResult
    public func lift(at point: CGPoint, hold: TimeInterval = DragAndDropConstants.liftDelay) -> TouchSimulator.Finger {
        let finger = touches.touchDown(at: point)
        touches.wait(hold)
        return finger
    }

    /// Moves `finger` to `point` in `steps` equal steps, one ``stepInterval`` apart: the first movement
    /// after a lift begins the drag; each step updates the drop targets under it.
    public func move(_ finger: TouchSimulator.Finger, to point: CGPoint, from start: CGPoint? = nil, steps: Int = 1) {
        let count = max(1, steps)
        let origin = start ?? point
        for step in 1...count {
            touches.wait(stepInterval)
            let fraction = CGFloat(step) / CGFloat(count)
            let target =
                start == nil
                ? point
                : CGPoint(x: origin.x + (point.x - origin.x) * fraction, y: origin.y + (point.y - origin.y) * fraction)
            touches.move(finger, to: target)
        }
    }

    /// Holds the drag where it is for `interval` (spring loading counts this time).
    public func hover(for interval: TimeInterval) {
        touches.wait(interval)
    }

    /// Taps `point` with another finger during a drag: a draggable view there adds its items.
    public func addItem(tappingAt point: CGPoint) {
        touches.wait(stepInterval)
        let finger = touches.touchDown(at: point)
        touches.wait(touches.tapDuration)
        touches.lift(finger)
    }

    /// Lifts `finger`: the drag drops where it is (or, if the items never moved, the lift ends).
    public func drop(_ finger: TouchSimulator.Finger) {
        touches.wait(stepInterval)
        touches.lift(finger)
    }

    /// Presses the primary button at `point` and drags it `distance` points to the right (default 4, past
    /// the pointer's 3 pt lift distance): a pointer drag lifts at once.
    public func pointerLift(at point: CGPoint, distance: CGFloat = 4) {
        pointer.move(to: point)
        pointer.press(.primary)
        touches.wait(stepInterval)
        pointer.move(to: CGPoint(x: point.x + distance, y: point.y))
    }

    /// Moves the pointer, button held, to `point`.
    public func pointerMove(to point: CGPoint) {
        touches.wait(stepInterval)
        pointer.move(to: point)
    }

    /// Releases the pointer's buttons: the drag drops where the pointer is.
    public func pointerDrop() {
        touches.wait(stepInterval)
        pointer.release()
    }
}

extension TestScene {
    /// Scripts drags in the scene (lift, move, add an item, drop) with its ``TestScene/touches`` and
    /// ``TestScene/pointer``.
    public var drags: DragSimulator { DragSimulator(touches: touches, pointer: pointer) }
}
