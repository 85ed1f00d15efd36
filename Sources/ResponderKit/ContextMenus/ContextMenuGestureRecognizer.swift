import Foundation

/// The recognizer of a ``UIContextMenuInteraction``, added to its view (behaviour 15.1). UIKit's is
/// private; this one is public so that it can be found among the view's recognizers and used in
/// `require(toFail:)` relationships. Continuous, one touch:
///
///     possible ──secondary click, or force ≥ peek force, or held still menuPressDuration (0.5 s),
///        │        and the delegate returns a configuration──▶ began (the menu appears)
///        │ moved > 10 pt, lifted, a second finger, cancelled, or the delegate returned nil
///        ▼
///     failed                       began ──moves──▶ changed ──lifted──▶ ended (the menu stays)
///
/// It does not delay the view's touches (``UIGestureRecognizer/delaysTouchesEnded`` is false): until the
/// menu appears the view sees the touch as if the interaction were not there. When it recognizes, the
/// arena cancels the view's touches and forces out the touch's other recognizers (behaviour 4.5).
@MainActor
public final class ContextMenuGestureRecognizer: UIGestureRecognizer {
    /// How long a finger is held before the menu appears. Default ``ContextMenuConstants/menuPressDuration``.
    public var menuPressDuration: TimeInterval = ContextMenuConstants.menuPressDuration
    /// How far the finger may move before the menu appears. Default
    /// ``GestureConstants/longPressAllowableMovement`` (10 pt).
    public var allowableMovement: CGFloat = GestureConstants.longPressAllowableMovement
    /// The fraction of `maximumPossibleForce` that shows the menu at once. Default
    /// ``ForceTouchConstants/peekForceFraction`` (0.2), the peek force of peek and pop.
    public var forcePressFraction: CGFloat = ForceTouchConstants.peekForceFraction

    /// The interaction the recognizer works for (the interaction owns the recognizer).
    public internal(set) weak var interaction: UIContextMenuInteraction?

    private var pressTouch: UITouch?
    private var deadline: ApplicationTimer?
    private var trigger: ContextMenuTrigger?

    public override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        delaysTouchesEnded = false
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches where touch !== pressTouch {
            if pressTouch != nil {
                if state == .possible { return fail("a second finger touched") }
                ignore(touch, for: event)
                continue
            }
            pressTouch = touch
            // A new press or click on the view closes a context menu left open.
            view?.window?.application?.visibleContextMenu?.dismiss()
            if event.buttonMask.contains(.secondary) {
                return request(.secondaryClick, touch: touch)
            }
            if !evaluateForce(touch) {
                deadline = scheduleDeadline(after: menuPressDuration) { [weak self] in
                    guard let self, self.state == .possible, let touch = self.pressTouch else { return }
                    self.request(.longPress(duration: self.menuPressDuration), touch: touch)
                }
            }
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let pressTouch, touches.contains(pressTouch) else { return }
        switch state {
        case .possible:
            let start = pressTouch.initialLocationInWindow, point = pressTouch.locationInWindow
            let distance = CGFloat(hypot(point.x - start.x, point.y - start.y))
            if distance > allowableMovement {
                return fail(
                    "moved \(distance.formatted4) pt > allowableMovement \(allowableMovement.formatted4) pt "
                        + "before the menu appeared")
            }
            _ = evaluateForce(pressTouch)
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let pressTouch, touches.contains(pressTouch) else { return }
        switch state {
        case .possible: fail("lifted before the menu appeared")
        case .began, .changed:
            explain("lifted; the menu stays")
            state = .ended
        default: break
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        deadline?.invalidate()
        abandonForCancelledTouches()
    }

    public override func reset() {
        super.reset()
        deadline?.invalidate()
        deadline = nil
        pressTouch = nil
        trigger = nil
        interaction?.pendingConfiguration = nil
    }

    /// The arena committed the recognition: the menu appears.
    override func actionsSent(for state: State) {
        guard state == .began, let trigger else { return }
        interaction?.presentMenu(trigger: trigger)
    }

    /// Whether the touch's force reached the force-press threshold (and the menu was requested).
    private func evaluateForce(_ touch: UITouch) -> Bool {
        guard state == .possible, touch.maximumPossibleForce > 0,
            touch.force >= touch.maximumPossibleForce * forcePressFraction
        else { return false }
        request(.forcePress(force: touch.force), touch: touch)
        return true
    }

    /// Asks the delegate for a configuration; recognizes with one, fails without.
    private func request(_ trigger: ContextMenuTrigger, touch: UITouch) {
        deadline?.invalidate()
        guard let interaction, let view else { return fail("the interaction is gone") }
        guard interaction.requestConfiguration(at: touch.location(in: view)) != nil else {
            return fail("configurationForMenuAtLocation returned nil: no menu")
        }
        self.trigger = trigger
        explain("context menu on \(DispatchLog.name(of: view)) appeared (\(trigger))")
        state = .began
    }

    private func fail(_ reason: String) {
        deadline?.invalidate()
        explain(reason)
        state = .failed
    }
}
