import Foundation

/// Recognizes two fingers moving apart or together (behaviour 5.6). Continuous.
///
///     possible ──two fingers down, their distance changed by > hysteresis (8 pt)──▶ began
///        │ a finger lifted first, or cancelled                                     │ finger moves
///        ▼                                                                          ▼
///     failed                               changed ──all fingers lifted──▶ ended
///                                             └──touches cancelled──▶ cancelled
///
/// ``scale`` is the distance between the first two fingers divided by their distance where the pinch
/// began: the distance they went down at, moved by the hysteresis toward the fingers' motion (UIKit's pinch
/// driver moves its initial distance so; behaviour 5.6). So the hysteresis is not part of the scale: the
/// first `.began` reads just above (or below) 1, and fingers spreading from 20 to 200 pt end at 200 / 28.
/// Ending (the choice this project takes, behaviour 5.6 "ended when both fingers lift"): the gesture ends when
/// **all** fingers have lifted, not when the first one does (UIKit's private `_endsOnSingleTouch` off).
/// While a single finger remains the scale holds still and no `.changed` is sent; a finger landing again
/// forms a new pair whose distance continues from the current scale. Fingers beyond two are ignored
/// (the views keep them).
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How much the distance between the two fingers must change, in points, before the pinch begins; the
    /// scale is then measured from the distance that passed it. Default 8 pt, UIKit's private `_hysteresis`
    /// (not documented; behaviour 5.6).
    open var hysteresis: CGFloat = 8

    /// The scale factor since the pinch began: the current distance between the fingers / their distance
    /// where it began (behaviour 5.6). Starts at 1.0. Setting it rebases the gesture, so that the fingers'
    /// current distance maps to the new value, and resets ``velocity``.
    open var scale: CGFloat {
        get { hasPair ? baseScale * currentDistance / baseDistance : baseScale }
        set {
            baseScale = newValue
            baseDistance = currentDistance
            valueVelocity.restart(at: newValue)
        }
    }

    /// The speed of the scale change in scale factor per second (positive while spreading), from the
    /// velocity estimator of behaviour 11. 0 before the pinch moves.
    open var velocity: CGFloat {
        valueVelocity.velocity(at: velocityEvaluationTime(lastSample: valueVelocity.lastSampleTime))
    }

    /// The scale the current pair started at (1, or the value of the last rebase).
    private var baseScale: CGFloat = 1
    /// The pair's distance that maps to `baseScale`.
    private var baseDistance: CGFloat = 1
    /// The pair's distance after the last event.
    private var currentDistance: CGFloat = 1
    /// Whether two fingers are down and define the scale (false before the second lands and after one lifts).
    private var hasPair = false
    /// The pair's distance when the two fingers went down, to measure the hysteresis from.
    private var initialDistance: CGFloat?
    private var valueVelocity = PairValueVelocity()

    /// Called with new fingers: two fingers form the pair; fingers beyond two are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        pairFingersBegan(touches, with: event)
    }

    /// Called with moved fingers: begins once the distance changed enough, then sends `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        pairFingersMoved(with: event)
    }

    /// Called with lifted fingers: before the pinch began any lift fails it; afterwards it ends once
    /// every finger lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        pairFingersLifted(touches, with: event)
    }

    /// Called with cancelled touches: a pinch in progress is cancelled, an undecided one fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        abandonForCancelledTouches()
    }

    /// Restores a scale of 1.0 and forgets the fingers and the velocity.
    open override func reset() {
        super.reset()
        baseScale = 1
        baseDistance = 1
        currentDistance = 1
        hasPair = false
        initialDistance = nil
        valueVelocity.reset()
    }

    // MARK: The pair's measure (FingerPairGesture.swift)

    /// The distance between the first two fingers still down, or lifting in `lifted` (window coordinates),
    /// at least 1 pt so that two fingers on one spot cannot divide by zero; nil with fewer than two fingers.
    private func pairDistance(including lifted: Set<UITouch> = []) -> CGFloat? {
        guard let pair = firstTwoActiveTouches(including: lifted) else { return nil }
        let a = pair.0.locationInWindow, b = pair.1.locationInWindow
        return max(CGFloat(hypot(b.x - a.x, b.y - a.y)), 1)
    }
}

extension UIPinchGestureRecognizer: FingerPairGesture {
    var hasMeasuredPair: Bool { initialDistance != nil }

    func formPair() -> Bool {
        guard let distance = pairDistance() else { return false }
        // A new pair: its distance continues from the current scale.
        baseScale = scale
        baseDistance = distance
        currentDistance = distance
        hasPair = true
        if initialDistance == nil { initialDistance = distance }
        return true
    }

    func measurePair(including lifted: Set<UITouch>) -> Bool {
        guard hasPair, let distance = pairDistance(including: lifted) else { return false }
        currentDistance = distance
        return true
    }

    var passedThreshold: Bool {
        guard let initialDistance else { return false }
        return abs(currentDistance - initialDistance) > hysteresis
    }

    func measureFromThreshold() {
        // The pinch is measured from where it passed the hysteresis, not from where the fingers went down
        // (behaviour 5.6): the distance that maps to the current base scale moves by the hysteresis toward
        // the fingers' motion. The samples taken so far are measured again the same way.
        guard let initialDistance else { return }
        let threshold = currentDistance > initialDistance ? baseDistance + hysteresis : baseDistance - hysteresis
        guard threshold > 0 else { return }
        valueVelocity.rescale(by: baseDistance / threshold)
        baseDistance = threshold
    }

    func beganExplanation() -> String {
        let initial = initialDistance ?? currentDistance
        return "finger distance changed \(abs(currentDistance - initial).formatted4) pt > hysteresis "
            + "\(hysteresis.formatted4) pt (\(initial.formatted4) → \(currentDistance.formatted4) pt)"
    }

    func missedThresholdExplanation() -> String {
        "a finger lifted before the distance changed by \(hysteresis.formatted4) pt"
    }

    func endedExplanation() -> String { "all fingers lifted at scale \(scale.formatted4)" }

    func holdValue() {
        // The pair is broken: hold the scale until a second finger lands again.
        guard hasPair else { return }
        baseScale = scale
        hasPair = false
    }

    func sampleValue(at time: TimeInterval) { valueVelocity.sample(scale, at: time) }
}

// MARK: Transform events (behaviour 12.4)

extension UIPinchGestureRecognizer: TransformEventRecognizing {
    /// A trackpad pinch reached the input's scale (since it began): the pinch begins once the scale moved by
    /// ``PointerGestureConstants/transformPinchThreshold``, then changes.
    func applyTransform(_ input: TransformInput, at point: CGPoint, in window: UIWindow) {
        guard acceptsTransformSteps else { return }
        let newScale = input.scale, time = input.timestamp
        hasPair = false
        baseScale = newScale
        record.place(at: point, in: window)
        record.stamp(time)
        sampleValue(at: time)
        advanceTransform(
            passedThreshold: abs(newScale - 1) > PointerGestureConstants.transformPinchThreshold,
            explanation: "trackpad pinch to scale \(newScale.formatted4)")
    }

    /// The trackpad pinch ended or was cancelled.
    func endTransform(time: TimeInterval, cancelled: Bool) {
        finishTransform(time: time, cancelled: cancelled, gesture: "pinch", lifted: "scale \(scale.formatted4)")
    }
}
