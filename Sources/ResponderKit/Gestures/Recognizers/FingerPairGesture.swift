import Foundation

/// What pinch and rotation share (behaviour 5.6, 5.7): a continuous value measured on the first two fingers
/// down, the pair, with the same rules for fingers that land and lift:
///
/// - fingers beyond two are ignored (the views keep them); a finger landing among the first two forms a new
///   pair, whose measure continues from the current value;
/// - once the pair moved past the recognizer's threshold it begins, then every movement is a change;
/// - a lift before it began fails it; afterwards the lifted fingers' last positions count, the value holds
///   while fewer than two fingers are down, and the gesture ends when every finger lifted.
///
/// Each recognizer keeps its own measure (a distance, an angle) and answers the requirements below; the
/// rules are written once, in this extension.
@MainActor
protocol FingerPairGesture: UIGestureRecognizer {
    /// Whether a pair was measured in the current attempt (a lift before then had no second finger).
    var hasMeasuredPair: Bool { get }
    /// The first two fingers down changed: measures the new pair, continuing from the current value.
    /// Returns false when fewer than two fingers are down.
    func formPair() -> Bool
    /// Measures the pair again, with the fingers lifting in `lifted` where they lifted. Returns false when
    /// there is no pair to measure.
    func measurePair(including lifted: Set<UITouch>) -> Bool
    /// Whether the measure moved past the threshold that begins the gesture.
    var passedThreshold: Bool { get }
    /// The measure just moved past the threshold and the gesture begins: the pinch measures its scale from
    /// the threshold from now on (behaviour 5.6); the rotation keeps its measure.
    func measureFromThreshold()
    /// Why it began, why a lift failed it before that, and where it ended: for the explanation log, built
    /// only when a log records them.
    func beganExplanation() -> String
    func missedThresholdExplanation() -> String
    func endedExplanation() -> String
    /// Fewer than two fingers are down: the value holds until a second finger lands again.
    func holdValue()
    /// Samples the value's velocity at `time`.
    func sampleValue(at time: TimeInterval)
}

extension FingerPairGesture {
    /// New fingers (`touchesBegan`).
    func pairFingersBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible || state == .began || state == .changed else { return }
        // Counted once, then one less per ignored finger: counting again after each one made a frame with
        // n fingers landing cost n² (docs/performance.md, "Replays linear in their input").
        var active = activeTouchCount
        while active > 2, let extra = lastActiveTouch {
            ignore(extra, for: event)
            active -= 1
        }
        guard firstTwoActiveTouchesContain(any: touches), formPair() else { return }
        sampleValue(at: event.timestamp)
    }

    /// Moved fingers (`touchesMoved`): begins once past the threshold, then sends `.changed`.
    func pairFingersMoved(with event: UIEvent) {
        guard measurePair(including: []) else { return }
        sampleValue(at: event.timestamp)
        switch state {
        case .possible:
            if passedThreshold {
                explain(lazily: beganExplanation())
                measureFromThreshold()
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Lifted fingers (`touchesEnded`): before the gesture began any lift fails it; afterwards it ends
    /// once every finger lifted.
    func pairFingersLifted(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            explain(
                lazily: hasMeasuredPair ? missedThresholdExplanation() : "a finger lifted before a second one came down"
            )
            state = .failed
        case .began, .changed:
            // The last movement arrives with the lift: take the lifted fingers' final positions first.
            _ = measurePair(including: touches)
            sampleValue(at: event.timestamp)
            if activeTouchCount < 2 { holdValue() }
            if activeTouchCount == 0 {
                explain(lazily: endedExplanation())
                state = .ended
            }
        default:
            break
        }
    }
}

/// The velocity of a pair gesture's value (the scale, the rotation), from the estimator of behaviour 11 on
/// one dimension.
struct PairValueVelocity {
    private var estimator = VelocityEstimator()
    /// When the value was last sampled.
    private(set) var lastSampleTime: TimeInterval = 0

    /// The value is `value` at `time`.
    mutating func sample(_ value: CGFloat, at time: TimeInterval) {
        lastSampleTime = time
        estimator.add(CGPoint(x: value, y: 0), at: time)
    }

    /// The value was set to `value` by hand: the velocity starts again from it.
    mutating func restart(at value: CGFloat) {
        estimator.reset()
        estimator.add(CGPoint(x: value, y: 0), at: lastSampleTime)
    }

    /// The value's speed per second at `time`.
    func velocity(at time: TimeInterval) -> CGFloat { estimator.velocity(at: time).dx }

    /// The value is now measured in other units: every sample, and so the velocity, is multiplied by
    /// `factor`.
    mutating func rescale(by factor: CGFloat) { estimator.scaleSamples(by: factor) }

    /// Forgets every sample (the recognizer's reset).
    mutating func reset() {
        estimator.reset()
        lastSampleTime = 0
    }
}
