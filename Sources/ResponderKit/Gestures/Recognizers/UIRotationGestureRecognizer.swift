import Foundation

/// Recognizes two fingers turning around each other (behaviour 5.7). Continuous.
///
///     possible ──two fingers down, their line turned by > rotationThreshold (5°)──▶ began
///        │ a finger lifted first, or cancelled                                    │ finger moves
///        ▼                                                                         ▼
///     failed                              changed ──all fingers lifted──▶ ended
///                                            └──touches cancelled──▶ cancelled
///
/// ``rotation`` is the angle, in radians, between the line through the first two fingers when they went
/// down and the current line; positive is clockwise on screen (y grows downward). It is unwrapped
/// continuously: each event adds the turn since the previous one, taken in (−π, π], so several turns
/// exceed ±π. The first `.began` already includes the threshold turned.
/// Ending, as for pinch (behaviour 5.7 "ended when both fingers lift"): the gesture ends when **all** fingers
/// have lifted. While a single finger remains the rotation holds still and no `.changed` is sent; a
/// finger landing again forms a new pair that continues from the current rotation. Fingers beyond two
/// are ignored (the views keep them).
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in radians, the fingers' line must turn before the rotation begins. Default 5° (π/36, EMP).
    open var rotationThreshold: CGFloat = .pi / 36

    /// The rotation in radians since the gesture started (positive clockwise on screen), unwrapped so it
    /// can exceed ±π. Starts at 0. Setting it rebases the gesture, so that the fingers' current line maps to
    /// the new value, and resets ``velocity``.
    open var rotation: CGFloat {
        get { baseRotation + turned }
        set {
            baseRotation = newValue
            turned = 0
            valueVelocity.restart(at: newValue)
        }
    }

    /// The speed of the rotation in radians per second (positive clockwise), from the velocity
    /// estimator of behaviour 11. 0 before the fingers turn.
    open var velocity: CGFloat {
        valueVelocity.velocity(at: velocityEvaluationTime(lastSample: valueVelocity.lastSampleTime))
    }

    /// The rotation the current pair started at (0, or the value of the last rebase).
    private var baseRotation: CGFloat = 0
    /// How far the current pair's line has turned since `baseRotation`, unwrapped.
    private var turned: CGFloat = 0
    /// The angle of the pair's line after the last event, in (−π, π]; nil without a pair.
    private var lastAngle: CGFloat?
    /// The total turn since the first pair went down, to measure the threshold.
    private var turnedSinceStart: CGFloat = 0
    private var valueVelocity = PairValueVelocity()

    /// Called with new fingers: two fingers form the pair; fingers beyond two are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        pairFingersBegan(touches, with: event)
    }

    /// Called with moved fingers: begins once the line turned enough, then sends `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        pairFingersMoved(with: event)
    }

    /// Called with lifted fingers: before the rotation began any lift fails it; afterwards it ends once
    /// every finger lifted.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        pairFingersLifted(touches, with: event)
    }

    /// Called with cancelled touches: a rotation in progress is cancelled, an undecided one fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        abandonForCancelledTouches()
    }

    /// Restores a rotation of 0 and forgets the fingers and the velocity.
    open override func reset() {
        super.reset()
        baseRotation = 0
        turned = 0
        lastAngle = nil
        turnedSinceStart = 0
        valueVelocity.reset()
    }

    // MARK: The pair's measure (FingerPairGesture.swift)

    /// The angle of the line from the first to the second finger still down, or lifting in `lifted`
    /// (window coordinates); nil with fewer than two fingers.
    private func pairAngle(including lifted: Set<UITouch> = []) -> CGFloat? {
        guard let pair = firstTwoActiveTouches(including: lifted) else { return nil }
        let a = pair.0.locationInWindow, b = pair.1.locationInWindow
        return CGFloat(atan2(b.y - a.y, b.x - a.x))
    }

    /// Adds the turn from `previous` to `angle`, taken in (−π, π], so the rotation unwraps continuously.
    private func turn(from previous: CGFloat, to angle: CGFloat) {
        var delta = angle - previous
        if delta > .pi { delta -= 2 * .pi } else if delta <= -.pi { delta += 2 * .pi }
        turned += delta
        turnedSinceStart += delta
        lastAngle = angle
    }

    private static func degrees(_ radians: CGFloat) -> String {
        "\((radians * 180 / .pi).formatted4)°"
    }
}

extension UIRotationGestureRecognizer: FingerPairGesture {
    // The pair is never broken before the rotation began, so a line measured once stays until then.
    var hasMeasuredPair: Bool { lastAngle != nil }

    func formPair() -> Bool {
        guard let angle = pairAngle() else { return false }
        // A new pair: its line continues from the current rotation.
        baseRotation = rotation
        turned = 0
        lastAngle = angle
        return true
    }

    func measurePair(including lifted: Set<UITouch>) -> Bool {
        guard let previous = lastAngle, let angle = pairAngle(including: lifted) else { return false }
        turn(from: previous, to: angle)
        return true
    }

    var passedThreshold: Bool { abs(turnedSinceStart) > rotationThreshold }

    /// The rotation keeps the turn that passed the threshold (docs/decisions.md, "The pinch measures its
    /// scale from where it began").
    func measureFromThreshold() {}

    func beganExplanation() -> String {
        "finger line turned \(Self.degrees(turnedSinceStart)) > rotationThreshold \(Self.degrees(rotationThreshold))"
    }

    func missedThresholdExplanation() -> String {
        "a finger lifted before the line turned \(Self.degrees(rotationThreshold))"
    }

    func endedExplanation() -> String { "all fingers lifted at rotation \(Self.degrees(rotation))" }

    func holdValue() {
        // The pair is broken: hold the rotation until a second finger lands again.
        lastAngle = nil
    }

    func sampleValue(at time: TimeInterval) { valueVelocity.sample(rotation, at: time) }
}

// MARK: Transform events (behaviour 12.4)

extension UIRotationGestureRecognizer: TransformEventRecognizing {
    /// A trackpad rotation reached the input's angle (radians since it began, clockwise): the rotation begins
    /// once the angle passed ``rotationThreshold``, then changes.
    func applyTransform(_ input: TransformInput, at point: CGPoint, in window: UIWindow) {
        guard acceptsTransformSteps else { return }
        let angle = input.rotation, time = input.timestamp
        baseRotation = angle
        turned = 0
        record.place(at: point, in: window)
        record.stamp(time)
        valueVelocity.sample(angle, at: time)
        advanceTransform(
            passedThreshold: abs(angle) > rotationThreshold,
            explanation: "trackpad rotation of \(angle.formatted4) rad")
    }

    /// The trackpad rotation ended or was cancelled.
    func endTransform(time: TimeInterval, cancelled: Bool) {
        finishTransform(time: time, cancelled: cancelled, gesture: "rotation", lifted: "\(rotation.formatted4) rad")
    }
}
