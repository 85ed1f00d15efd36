import Foundation

extension UIView {
    /// Options for animating views (Apple's `UIView.AnimationOptions`, with its raw values). ResponderKit
    /// acts on ``allowUserInteraction``, ``beginFromCurrentState``, ``repeat``, ``autoreverse``,
    /// ``overrideInheritedDuration``, ``overrideInheritedCurve`` and the four curves
    /// (docs/behaviour/animation.md, 19.1); the others are accepted and have no effect here (nothing is drawn).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so that they animate with their parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they are being animated.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts the animation from the current presented value of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards and forwards (with ``repeat``, indefinitely).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Forces the animation's own duration inside an enclosing animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Forces the animation's own curve inside an enclosing animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the view's content as it animates (no effect: nothing is drawn).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Inherits neither the duration, the curve nor the options of an enclosing animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Slow at the start and the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition (the default).
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// A flip from left to right about the vertical axis.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A flip from right to left about the vertical axis.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A flip from top to bottom about the horizontal axis.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A flip from bottom to top about the horizontal axis.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve named by bits 16–19.
        var curve: AnimationCurve { AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut }
    }

    /// The timing curves UIKit names (Apple's `UIView.AnimationCurve`).
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end: `CAMediaTimingFunction` control points (0.42, 0), (0.58, 1).
        case easeInOut = 0
        /// Slow at the start: control points (0.42, 0), (1, 1).
        case easeIn = 1
        /// Slow at the end: control points (0, 0), (0.58, 1).
        case easeOut = 2
        /// Even pace: control points (0, 0), (1, 1).
        case linear = 3
    }
}

/// The states of an animator (Apple's `UIViewAnimatingState`).
public enum UIViewAnimatingState: Int, Sendable {
    /// Its animations have not started, or have finished.
    case inactive = 0
    /// Started (running or paused).
    case active = 1
    /// Stopped: waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animation ended (Apple's `UIViewAnimatingPosition`).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values.
    case start = 1
    /// Somewhere in between (stopped there).
    case current = 2
}

/// Which kind of timing a ``UITimingCurveProvider`` gives (Apple's `UITimingCurveType`).
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's named curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring together (ResponderKit uses the spring).
    case composed = 3
}

/// Timing information for an animator (Apple's `UITimingCurveProvider`).
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of timing this is.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The curve to evaluate for an animation of `duration` seconds: the spring when there is one.
    func timingCurve(duration: TimeInterval) -> TimingCurve {
        if let spring = springTimingParameters { return spring.timingCurve(duration: duration) }
        return cubicTimingParameters?.curve ?? .named(.easeInOut)
    }
}

/// A cubic Bézier timing curve (Apple's `UICubicTimingParameters`).
public final class UICubicTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The named curve, or ``UIView/AnimationCurve/easeInOut`` for custom control points.
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    let curve: TimingCurve
    private let isBuiltin: Bool

    /// The default curve: ease-in-ease-out.
    public convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of UIKit's named curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = .named(curve)
        guard case .cubic(let bezier) = self.curve else { preconditionFailure("named curves are cubic") }
        controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
        controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
        isBuiltin = true
    }

    /// A custom curve from (0, 0) to (1, 1) through two control points (x values are clamped to 0...1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        curve = .cubic(CubicBezier(Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y)))
        isBuiltin = false
    }

    public var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing curve (Apple's `UISpringTimingParameters`): a damped harmonic oscillator
/// (docs/behaviour/animation.md, 19.2).
public final class UISpringTimingParameters: UITimingCurveProvider, @unchecked Sendable {
    /// The initial velocity: 1 is the whole distance in one second. ResponderKit moves every animated
    /// value along one progress, so it uses `dx` (docs/decisions.md, "Springs settle at the end of their
    /// duration").
    public let initialVelocity: CGVector
    private enum Form { case ratio(Double), physical(mass: Double, stiffness: Double, damping: Double) }
    private let form: Form

    /// A critically damped spring (damping ratio 1) with no initial velocity.
    public convenience init() { self.init(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with `ratio` (0 to 1: 1 does not oscillate) and no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with `ratio` and an initial velocity; it settles in the animation's duration.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .ratio(Double(ratio))
        initialVelocity = velocity
    }

    /// A spring of `mass`, `stiffness` and `damping`; an animator using it lasts the spring's settling
    /// time instead of its own duration, as UIKit's does.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
    }

    /// The duration an animator with these parameters lasts: its own, or the spring's settling time.
    func effectiveDuration(_ duration: TimeInterval) -> TimeInterval {
        if case .ratio = form { return duration }
        guard case .spring(let spring) = timingCurve(duration: duration) else { return duration }
        return spring.duration
    }

    func timingCurve(duration: TimeInterval) -> TimingCurve {
        let velocity = Double(initialVelocity.dx)
        switch form {
        case .ratio(let ratio):
            return .spring(Spring(dampingRatio: ratio, initialVelocity: velocity, duration: duration))
        case .physical(let mass, let stiffness, let damping):
            return .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        }
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
