import Foundation

/// How far an animation has gone (0 at its start value, 1 at its end value; a spring may overshoot)
/// for a fraction of its duration: the one evaluation of every timing curve, for block animations and
/// property animators alike (docs/behaviour/animation.md, 19.2).
enum TimingCurve: Sendable, Equatable {
    /// A cubic Bézier from (0, 0) to (1, 1) with two control points, as `CAMediaTimingFunction` defines it.
    case cubic(CubicBezier)
    /// A damped harmonic oscillator released at 0 towards 1 (`UISpringTimingParameters`).
    case spring(Spring)

    /// The curve of one of UIKit's four named curves (`CAMediaTimingFunction`'s control points).
    static func named(_ curve: UIView.AnimationCurve) -> TimingCurve {
        switch curve {
        case .easeInOut: return .cubic(CubicBezier(0.42, 0, 0.58, 1))
        case .easeIn: return .cubic(CubicBezier(0.42, 0, 1, 1))
        case .easeOut: return .cubic(CubicBezier(0, 0, 0.58, 1))
        case .linear: return .cubic(CubicBezier(0, 0, 1, 1))
        }
    }

    /// The progress at `fraction` of the duration (clamped to 0...1); exactly 0 at 0 and 1 at 1.
    func progress(_ fraction: Double) -> Double {
        if !(fraction > 0) { return 0 }
        if fraction >= 1 { return 1 }
        switch self {
        case .cubic(let bezier): return bezier.y(atX: fraction)
        case .spring(let spring): return spring.progress(atFraction: fraction)
        }
    }
}

/// A cubic Bézier timing function: x(s) and y(s) from (0, 0) through two control points to (1, 1).
/// y is found for an x by solving x(s) = x with Newton's method, then bisection if that does not
/// converge (as WebKit's and Core Animation's solvers do).
struct CubicBezier: Sendable, Equatable {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        // x must be monotonic for the curve to be a function of time: control x values are clamped to 0...1.
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    private static func sample(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        // Bernstein form of a cubic with P0 = 0 and P3 = 1.
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// The curve's y where its x is `x` (0 < x < 1).
    func y(atX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = Self.sample(s, x1, x2) - x
            if abs(error) < 1e-12 { return Self.sample(s, y1, y2) }
            let d = Self.slope(s, x1, x2)
            if abs(d) < 1e-9 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.sample(s, x1, x2)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return Self.sample(s, y1, y2)
    }
}

/// A damped harmonic oscillator: the displacement y = progress − 1 starts at −1 with velocity
/// `initialVelocity` (progress per second) and obeys y'' + 2ζω y' + ω² y = 0.
///
/// A spring given by a damping ratio and a duration (UIView's spring animation,
/// `UISpringTimingParameters(dampingRatio:)`) gets the natural frequency ω that makes its envelope decay
/// to 0.001 of the distance at the end of the duration (docs/decisions.md, "Springs settle at the end of
/// their duration"); the animation ends there, at exactly 1.
struct Spring: Sendable, Equatable {
    /// The damping ratio ζ (1 is critical damping; less oscillates, more creeps).
    let dampingRatio: Double
    /// The natural angular frequency ω, in radians per second.
    let omega: Double
    /// The initial velocity, in progress per second (1 is the whole distance in one second).
    let initialVelocity: Double
    /// The duration the curve is spread over, in seconds.
    let duration: Double

    /// How much of the distance is left when a spring counts as settled.
    static let settledResidue = 0.001

    /// The envelope's decay rate for ω = 1: ζ when it oscillates or is critical, the slow root when overdamped.
    private static func decayPerOmega(_ zeta: Double) -> Double {
        zeta <= 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
    }

    /// A spring with `dampingRatio` that settles in `duration` seconds.
    init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        let zeta = max(dampingRatio, 0.01)
        self.dampingRatio = zeta
        let settle = -log(Self.settledResidue)
        omega = duration > 0 ? settle / (duration * Self.decayPerOmega(zeta)) : 0
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    /// A spring of `mass`, `stiffness` and `damping`; its duration is its settling time.
    init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        let m = mass > 0 ? mass : 1, k = stiffness > 0 ? stiffness : 1
        omega = (k / m).squareRoot()
        dampingRatio = max(damping / (2 * (k * m).squareRoot()), 0.01)
        self.initialVelocity = initialVelocity
        duration = -log(Self.settledResidue) / (omega * Self.decayPerOmega(dampingRatio))
    }

    /// The progress at `fraction` of the duration.
    func progress(atFraction fraction: Double) -> Double {
        let t = fraction * duration, zeta = dampingRatio, w = omega, v = initialVelocity
        let y: Double
        if zeta < 1 {
            let wd = w * (1 - zeta * zeta).squareRoot()
            let b = (v - zeta * w) / wd
            y = exp(-zeta * w * t) * (-cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            y = exp(-w * t) * (-1 + (v - w) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w * (zeta - root), r2 = -w * (zeta + root)
            let c1 = (v + r2) / (r1 - r2)
            y = c1 * exp(r1 * t) + (-1 - c1) * exp(r2 * t)
        }
        return 1 + y
    }
}
