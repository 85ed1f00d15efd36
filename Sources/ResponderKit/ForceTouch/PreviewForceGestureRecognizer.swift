import Foundation

/// The force-press recognizer behind peek and pop (behaviour 8.4), attached to a source view by
/// `UIViewController.registerForPreviewing(with:sourceView:)`. UIKit's equivalent is private; this one is
/// public so that you can tune its thresholds and find it among the source view's recognizers.
///
/// A continuous recognizer for one touch, driven by the touch's force relative to its
/// `maximumPossibleForce` (thresholds from ``ForceTouchConstants``):
///
///     possible ──force ≥ peek (0.2 × max) and the delegate returns a controller──▶ began (peek)
///        │ the touch reports no force, a second finger, moved > 10 pt, lifted or
///        │ cancelled before the peek, or the delegate returned nil
///        ▼
///     failed
///     began/changed ──force ≥ pop (0.75 × max), actions not revealed──▶ ended (commit)
///     began/changed ──finger lifted──▶ ended (the preview is dismissed unless its actions are showing)
///     began/changed ──touch cancelled, or another recognizer took it──▶ cancelled (dismissed)
///
/// While peeking, force changes and movements send `.changed`; moving the finger up by
/// ``previewActionsRevealDistance`` reveals the preview actions. When the peek begins, the source view's
/// touches are cancelled (``UIGestureRecognizer/cancelsTouchesInView``), as when a highlighted row
/// turns into a preview. The recognizer does not look at the trait collection's force-touch capability:
/// touches without force never peek.
@MainActor
public final class PreviewForceGestureRecognizer: UIGestureRecognizer {
    /// The fraction of `maximumPossibleForce` that starts a peek. Default
    /// ``ForceTouchConstants/peekForceFraction`` (0.2).
    public var peekForceFraction: CGFloat = ForceTouchConstants.peekForceFraction
    /// The fraction of `maximumPossibleForce` that commits a peek. Default
    /// ``ForceTouchConstants/popForceFraction`` (0.75).
    public var popForceFraction: CGFloat = ForceTouchConstants.popForceFraction
    /// How far the finger may move before the peek. Default ``ForceTouchConstants/peekAllowableMovement`` (10 pt).
    public var allowableMovement: CGFloat = ForceTouchConstants.peekAllowableMovement
    /// How far up the finger moves during a peek to reveal the preview actions. Default
    /// ``ForceTouchConstants/previewActionsRevealDistance`` (50 pt).
    public var previewActionsRevealDistance: CGFloat = ForceTouchConstants.previewActionsRevealDistance

    /// The context the recognizer works for (held weakly; the context owns the recognizer).
    public internal(set) weak var context: PreviewingContext?

    private var pressTouch: UITouch?
    private var startLocation: CGPoint = .zero
    private var peekLocation: CGPoint = .zero
    private var candidate: UIViewController?
    private var commitRequested = false
    private var closingExternally = false

    private var isPeekActive: Bool { committedState == .began || committedState == .changed }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        for touch in touches where touch !== pressTouch {
            if pressTouch != nil {
                if committedState == .possible { return fail("a second finger touched") }
                ignore(touch, for: event)
                continue
            }
            // A new press on the source view closes a preview whose actions were left open.
            context?.dismissPreview()
            pressTouch = touch
            startLocation = touch.location(in: nil)
            guard touch.maximumPossibleForce > 0 else { return fail("the touch reports no force") }
            guard context?.viewController != nil, context?.delegate != nil else {
                return fail("the previewing controller or delegate is gone")
            }
            evaluate(touch)
        }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let pressTouch, touches.contains(pressTouch) else { return }
        evaluate(pressTouch)
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard let pressTouch, touches.contains(pressTouch) else { return }
        if isPeekActive {
            explain("finger lifted during the peek")
            state = .ended
        } else if committedState == .possible {
            fail(
                candidate != nil
                    ? "lifted while waiting for another recognizer to fail"
                    : "lifted at force \(pressTouch.force.formatted4), below the peek force \(peekForce(of: pressTouch).formatted4)"
            )
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        guard let pressTouch, touches.contains(pressTouch) else { return }
        if isPeekActive {
            explain("touch cancelled")
            state = .cancelled
        } else if committedState == .possible {
            fail("touch cancelled")
        }
    }

    public override func reset() {
        super.reset()
        pressTouch = nil
        candidate = nil
        commitRequested = false
    }

    /// The arena committed a state: the preview follows it.
    override func actionsSent(for state: State) {
        guard !closingExternally, let context else { return }
        switch state {
        case .began:
            if let candidate { context.beginPeek(candidate) }
        case .ended:
            if commitRequested { context.commitPeek() } else { context.fingerLifted() }
        case .cancelled:
            context.pressCancelled()
        default:
            break
        }
    }

    /// The context closed the preview (an action was picked, or it was dismissed) while the finger is
    /// still down: the gesture ends.
    func previewClosedExternally() {
        guard isPeekActive else { return }
        closingExternally = true
        defer { closingExternally = false }
        explain("the preview was closed")
        state = .ended
    }

    private func peekForce(of touch: UITouch) -> CGFloat { touch.maximumPossibleForce * peekForceFraction }
    private func popForce(of touch: UITouch) -> CGFloat { touch.maximumPossibleForce * popForceFraction }

    private func evaluate(_ touch: UITouch) {
        let location = touch.location(in: nil)
        if isPeekActive {
            if let context, !context.isShowingPreviewActions, touch.force >= popForce(of: touch) {
                commitRequested = true
                explain("force \(touch.force.formatted4) reached the pop force \(popForce(of: touch).formatted4)")
                state = .ended
                return
            }
            if let context, peekLocation.y - location.y >= previewActionsRevealDistance { context.showPreviewActions() }
            state = .changed
            return
        }
        // Waiting for a recognizer this one requires to fail, with the preview already chosen.
        guard committedState == .possible, candidate == nil else { return }
        let moved = hypot(location.x - startLocation.x, location.y - startLocation.y)
        if moved > allowableMovement {
            return fail("moved \(moved.formatted4) pt > \(allowableMovement.formatted4) pt before the peek")
        }
        guard touch.force >= peekForce(of: touch) else { return }
        guard let context, let controller = context.previewController(at: touch.location(in: context.sourceView)) else {
            return fail("the delegate returned no preview for the pressed location")
        }
        candidate = controller
        peekLocation = location
        let popsAtOnce = touch.force >= popForce(of: touch)
        explain(
            "force \(touch.force.formatted4) reached the peek force \(peekForce(of: touch).formatted4)"
                + (popsAtOnce ? " and the pop force \(popForce(of: touch).formatted4)" : ""))
        state = .began
        if popsAtOnce {
            commitRequested = true
            state = .ended
        }
    }

    private func fail(_ reason: String) {
        explain(reason)
        state = .failed
    }
}
