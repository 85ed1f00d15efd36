import Foundation

/// Recognizes a pointer (or a pencil in range) hovering over its view without touching (behaviour 5.8).
/// Continuous:
///
///     possible ──pointer enters the view──▶ began ──moves within it──▶ changed ──leaves──▶ ended ─▶ reset
///
/// The view counts as entered while the hover hit-test lands on it or one of its descendants. Hover
/// recognizers do not compete with touch recognizers.
@MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    private weak var hoverTouch: UITouch?

    /// The pencil's normalized distance from the screen: 0 near, 1 far; 0 when not reported.
    public var zOffset: CGFloat { hoverTouch?.zOffset ?? 0 }
    /// The pencil's altitude while hovering (π/2 for pointers).
    public var altitudeAngle: CGFloat { hoverTouch?.altitudeAngle ?? .pi / 2 }
    /// The pencil's roll while hovering; 0 when not reported.
    public var rollAngle: CGFloat { hoverTouch?.rollAngle ?? 0 }

    /// The pencil's azimuth in `view`'s coordinates.
    public func azimuthAngle(in view: UIView?) -> CGFloat { hoverTouch?.azimuthAngle(in: view) ?? 0 }
    /// The pencil's azimuth as a unit vector in `view`'s coordinates.
    public func azimuthUnitVector(in view: UIView?) -> CGVector {
        hoverTouch?.azimuthUnitVector(in: view) ?? CGVector(dx: 1, dy: 0)
    }

    /// The pointer's location in `view` (nil: window coordinates).
    open override func location(in view: UIView?) -> CGPoint {
        guard let touch = hoverTouch else { return super.location(in: view) }
        record.place(at: touch.locationInWindow, in: touch.window)
        return touch.location(in: view)
    }

    /// The pointer entered the view.
    func pointerEntered(_ touch: UITouch) {
        hoverTouch = touch
        record.stamp(touch.timestamp)
        commitHover(
            .began, cause: .explained("the pointer entered \(view.map(DispatchLog.name(of:)) ?? "the view")"),
            loggingIn: view?.window)
    }

    /// The pointer moved within the view.
    func pointerMoved(_ touch: UITouch) {
        record.stamp(touch.timestamp)
        if state == .began || state == .changed { commitHover(.changed, cause: nil, loggingIn: view?.window) }
    }

    /// The pointer left the view (or the window, or started touching).
    func pointerExited(_ touch: UITouch) {
        record.stamp(touch.timestamp)
        // The action may remove the recognizer or its view: log the reset where the gesture happened.
        let window = view?.window
        let wasHovering = state == .began || state == .changed
        if wasHovering { commitHover(.ended, cause: .pointerLeft, loggingIn: window) }
        record.move(to: touch.locationInWindow)
        finishHover(loggingIn: wasHovering ? window : nil)
    }

    /// Disabled, removed from its view, or its view left the window while the pointer hovers: the
    /// gesture is cancelled (behaviour 4.1), and the recognizer waits for the pointer to enter again.
    override func withdrawOutsideArena(cause: GestureStateCause) {
        guard state == .began || state == .changed else { return }
        let window = view?.window
        commitHover(.cancelled, cause: cause, loggingIn: window)
        finishHover(loggingIn: window)
    }

    /// Hover recognizers take part in no arena: each change goes through the arena's one transition
    /// function here, logged in `window` before the action it sends, as the arena logs the changes of
    /// touch recognizers.
    /// A pointer entering while another one already hovers the view finds it began: that entry is logged
    /// and, as an illegal transition, changes nothing (behaviour 4.3).
    private func commitHover(_ next: State, cause: GestureStateCause?, loggingIn window: UIWindow?) {
        guard GestureArenaRecord.isLegal(from: committedState, to: next) else {
            window?.log(.gestureState(recognizer: explanationName, from: .possible, to: next, cause: cause))
            return
        }
        GestureArena.transition(self, to: next, cause: cause, loggingIn: window, actions: .send)
    }

    /// Back to possible; the reset is logged in `window` when the gesture was in progress.
    private func finishHover(loggingIn window: UIWindow?) {
        hoverTouch = nil
        reset()
        returnToPossible()
        window?.log(.gestureReset(recognizer: explanationName))
    }
}
