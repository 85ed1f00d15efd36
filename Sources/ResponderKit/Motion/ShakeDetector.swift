import Foundation

/// Turns accelerometer samples into shakes: the motion events of behaviour 8.1.
///
/// Every application owns one (``UIApplication/shakeDetector``) and feeds it the
/// ``AccelerometerSample``s it receives while active. The algorithm, with the defaults of
/// ``MotionConstants`` (all empirical, all configurable here):
///
/// 1. A sample is a **jolt** when `|‖a‖ − 1 g| ≥` ``accelerationThreshold`` (2 g).
/// 2. Two jolts point in **opposite directions** when the dot product of their acceleration vectors is
///    negative. Consecutive jolts in the same direction are one stroke.
/// 3. A shake **begins** at the jolt that completes ``requiredReversals`` reversals (2, three strokes),
///    all within ``reversalWindow`` (0.5 s), each stroke following the previous within that window.
/// 4. While shaking, any sample with `|‖a‖ − 1 g| ≥` ``calmThreshold`` (0.5 g) keeps the shake going; it
///    **ends** once ``calmInterval`` (0.3 s) passed without one, at that moment.
/// 5. A shake still going ``maximumShakeDuration`` (3 s) after it began is **cancelled**.
/// 6. After a shake ended or was cancelled, no new shake begins for ``minimumIntervalBetweenShakes``
///    (1 s); after a cancellation the motion must also calm down (``calmInterval``) first.
///
/// The application delivers the transitions as `motionBegan`, `motionEnded` and `motionCancelled` with
/// `.motionShake` (see `UIApplication+Motion.swift`); it also cancels a shake in progress when it resigns
/// active. Only begin and end are reported, never the individual strokes (behaviour 8.1).
@MainActor
public final class ShakeDetector {
    /// What happened to the shake, and when (seconds on the application's clock).
    public enum Transition: Equatable, Sendable {
        /// A shake was detected.
        case began(TimeInterval)
        /// The shake calmed down.
        case ended(TimeInterval)
        /// The shake lasted too long, or the application was interrupted.
        case cancelled(TimeInterval)
    }

    /// A jolt is a sample whose acceleration length differs from 1 g by at least this, in g.
    /// Default ``MotionConstants/shakeAccelerationThreshold`` (2 g).
    public var accelerationThreshold: Double = MotionConstants.shakeAccelerationThreshold
    /// Direction reversals needed to begin a shake. Default ``MotionConstants/shakeRequiredReversals`` (2).
    public var requiredReversals: Int = MotionConstants.shakeRequiredReversals
    /// The window the reversals must fall in. Default ``MotionConstants/shakeReversalWindow`` (0.5 s).
    public var reversalWindow: TimeInterval = MotionConstants.shakeReversalWindow
    /// While shaking, samples deviating from 1 g by at least this keep the shake going, in g.
    /// Default ``MotionConstants/shakeCalmThreshold`` (0.5 g).
    public var calmThreshold: Double = MotionConstants.shakeCalmThreshold
    /// How long the motion must stay calm for a shake to end. Default ``MotionConstants/shakeCalmInterval`` (0.3 s).
    public var calmInterval: TimeInterval = MotionConstants.shakeCalmInterval
    /// A shake lasting longer is cancelled. Default ``MotionConstants/maximumShakeDuration`` (3 s).
    public var maximumShakeDuration: TimeInterval = MotionConstants.maximumShakeDuration
    /// The quiet period after a shake. Default ``MotionConstants/minimumIntervalBetweenShakes`` (1 s).
    public var minimumIntervalBetweenShakes: TimeInterval = MotionConstants.minimumIntervalBetweenShakes

    /// Whether a shake is in progress (began, not yet ended or cancelled).
    public private(set) var isShaking = false
    /// When the shake in progress began; nil when not shaking.
    public private(set) var shakeBeganAt: TimeInterval?

    private var lastJolt: (time: TimeInterval, x: Double, y: Double, z: Double)?
    private var reversalTimes: [TimeInterval] = []
    private var lastAgitatedAt: TimeInterval = -.infinity
    private var quietUntil: TimeInterval = -.infinity
    private var awaitingCalm = false

    /// Creates a detector with the default thresholds.
    public init() {}

    /// Feeds one sample; returns what it caused (usually nothing). A deadline that passed before the
    /// sample (see ``nextDeadline``) is applied first.
    public func process(_ sample: AccelerometerSample) -> [Transition] {
        var transitions = expire(at: sample.timestamp)
        let time = sample.timestamp
        let deviation = abs(sample.magnitude - 1)
        if isShaking {
            if deviation >= calmThreshold { lastAgitatedAt = time }
            return transitions
        }
        if awaitingCalm {
            if deviation >= calmThreshold {
                lastAgitatedAt = time
                return transitions
            }
            guard time - lastAgitatedAt >= calmInterval else { return transitions }
            awaitingCalm = false
        }
        guard time >= quietUntil, deviation >= accelerationThreshold else { return transitions }
        if let previous = lastJolt, time - previous.time <= reversalWindow,
            previous.x * sample.x + previous.y * sample.y + previous.z * sample.z < 0
        {
            reversalTimes.append(time)
        }
        lastJolt = (time, sample.x, sample.y, sample.z)
        reversalTimes.removeAll { time - $0 > reversalWindow }
        if reversalTimes.count >= max(1, requiredReversals) {
            isShaking = true
            shakeBeganAt = time
            lastAgitatedAt = time
            reversalTimes.removeAll()
            lastJolt = nil
            transitions.append(.began(time))
        }
        return transitions
    }

    /// When the shake in progress ends (if the motion stays calm) or is cancelled (if it goes on), on the
    /// application's clock; nil when not shaking. The application runs a timer for it.
    public var nextDeadline: TimeInterval? {
        guard isShaking, let shakeBeganAt else { return nil }
        return min(lastAgitatedAt + calmInterval, shakeBeganAt + maximumShakeDuration)
    }

    /// Applies the deadline if it passed by `time`: the shake ends or is cancelled.
    public func expire(at time: TimeInterval) -> [Transition] {
        guard isShaking, let shakeBeganAt else { return [] }
        let cancelAt = shakeBeganAt + maximumShakeDuration
        let endAt = lastAgitatedAt + calmInterval
        if endAt < cancelAt, time >= endAt {
            finish(at: endAt, awaitingCalm: false)
            return [.ended(endAt)]
        }
        if time >= cancelAt {
            finish(at: cancelAt, awaitingCalm: true)
            return [.cancelled(cancelAt)]
        }
        return []
    }

    /// Cancels the shake in progress (the application was interrupted); nil when not shaking. Strokes
    /// counted toward a new shake are forgotten either way.
    public func cancel(at time: TimeInterval) -> Transition? {
        reversalTimes.removeAll()
        lastJolt = nil
        guard isShaking else { return nil }
        finish(at: time, awaitingCalm: true)
        return .cancelled(time)
    }

    private func finish(at time: TimeInterval, awaitingCalm: Bool) {
        isShaking = false
        shakeBeganAt = nil
        reversalTimes.removeAll()
        lastJolt = nil
        quietUntil = time + minimumIntervalBetweenShakes
        self.awaitingCalm = awaitingCalm
    }
}
