import Foundation

/// Estimates the velocity of a moving point from its recent samples (behaviour 11 "Velocity"):
/// a second-order least-squares fit over the samples of the last ``horizon`` seconds, at most
/// ``maximumSamples`` of them; a point that has not moved for ``stillnessInterval`` has zero velocity.
///
/// Samples live in a fixed ring buffer inline in the estimator, so neither making one nor adding a sample allocates.
/// Used for predicted touches and, by gesture recognizers, for pan, pinch and rotation velocity.
public struct VelocityEstimator: Sendable {
    /// How far back samples count, in seconds (100 ms).
    public static let horizon: TimeInterval = 0.1
    /// The most samples the fit uses (20).
    public static let maximumSamples = Ring.count
    /// A point that has not moved for this long (40 ms) has zero velocity.
    public static let stillnessInterval: TimeInterval = 0.04

    /// The ring buffer's storage, inline in the estimator (and so in the touch or recognizer holding it):
    /// three arrays made three allocations per landing finger (docs/performance.md, "Landing, lifting and
    /// moving fingers"). Its size is ``maximumSamples``.
    private typealias Ring = InlineArray<20, Double>
    private var times = Ring(repeating: 0)
    private var xs = Ring(repeating: 0)
    private var ys = Ring(repeating: 0)
    private var head = 0
    private var count = 0
    /// When the point last changed position.
    private var lastMovementTime: TimeInterval = -.infinity

    /// Creates an empty estimator.
    public init() {}

    /// Forgets every sample.
    public mutating func reset() {
        head = 0
        count = 0
        lastMovementTime = -.infinity
    }

    /// Adds a sample. Samples must arrive in time order.
    public mutating func add(_ point: CGPoint, at time: TimeInterval) {
        if count > 0 {
            let last = (head + Self.maximumSamples - 1) % Self.maximumSamples
            if xs[last] != Double(point.x) || ys[last] != Double(point.y) { lastMovementTime = time }
        } else {
            lastMovementTime = time
        }
        times[head] = time
        xs[head] = Double(point.x)
        ys[head] = Double(point.y)
        head = (head + 1) % Self.maximumSamples
        count = min(count + 1, Self.maximumSamples)
    }

    /// Multiplies every sample's position by `factor`, as if the point had been measured in those units all
    /// along, so that the velocity is multiplied by `factor` too (a pinch whose scale is measured again from
    /// where it began, behaviour 5.6).
    mutating func scaleSamples(by factor: CGFloat) {
        for index in 0..<Self.maximumSamples {
            xs[index] *= Double(factor)
            ys[index] *= Double(factor)
        }
    }

    /// The estimated velocity, in units per second, at time `now`.
    public func velocity(at now: TimeInterval) -> CGVector {
        guard count >= 2, now - lastMovementTime < Self.stillnessInterval else { return CGVector(dx: 0, dy: 0) }
        let newest = (head + Self.maximumSamples - 1) % Self.maximumSamples
        let t0 = times[newest]
        // Gather the samples inside the horizon, newest first.
        var n = 0
        var s = Sums()  // sums of u^0...u^4
        var sx = (0.0, 0.0, 0.0), sy = (0.0, 0.0, 0.0)  // sums of x*u^k, y*u^k
        for i in 0..<count {
            let index = (newest + Self.maximumSamples - i) % Self.maximumSamples
            let u = times[index] - t0
            if -u > Self.horizon { break }
            let u2 = u * u
            s.s0 += 1; s.s1 += u; s.s2 += u2; s.s3 += u2 * u; s.s4 += u2 * u2
            sx.0 += xs[index]; sx.1 += xs[index] * u; sx.2 += xs[index] * u2
            sy.0 += ys[index]; sy.1 += ys[index] * u; sy.2 += ys[index] * u2
            n += 1
        }
        guard n >= 2 else { return CGVector(dx: 0, dy: 0) }
        if n >= 3, let vx = Self.quadraticSlope(s, sx), let vy = Self.quadraticSlope(s, sy) {
            return CGVector(dx: CGFloat(vx), dy: CGFloat(vy))
        }
        // Linear fit: slope = (n Σux - Σu Σx) / (n Σu² - (Σu)²).
        let denominator = s.s0 * s.s2 - s.s1 * s.s1
        guard abs(denominator) > 1e-12 else { return CGVector(dx: 0, dy: 0) }
        return CGVector(
            dx: CGFloat((s.s0 * sx.1 - s.s1 * sx.0) / denominator),
            dy: CGFloat((s.s0 * sy.1 - s.s1 * sy.0) / denominator))
    }

    private struct Sums { var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0, s4 = 0.0 }

    /// Solves the normal equations of x(u) = a + b·u + c·u² and returns b, the slope at u = 0.
    private static func quadraticSlope(_ m: Sums, _ v: (Double, Double, Double)) -> Double? {
        // | s0 s1 s2 | |a|   |v0|
        // | s1 s2 s3 | |b| = |v1|
        // | s2 s3 s4 | |c|   |v2|
        let det =
            m.s0 * (m.s2 * m.s4 - m.s3 * m.s3) - m.s1 * (m.s1 * m.s4 - m.s3 * m.s2) + m.s2 * (m.s1 * m.s3 - m.s2 * m.s2)
        guard abs(det) > 1e-18 else { return nil }
        let detB =
            m.s0 * (v.1 * m.s4 - m.s3 * v.2) - v.0 * (m.s1 * m.s4 - m.s3 * m.s2) + m.s2 * (m.s1 * v.2 - v.1 * m.s2)
        return detB / det
    }
}
