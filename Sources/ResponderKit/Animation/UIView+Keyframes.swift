import Foundation

extension UIView {
    /// Options for keyframe animations (Apple's `UIView.KeyframeAnimationOptions`, with its raw values).
    /// ResponderKit acts on ``allowUserInteraction``, ``beginFromCurrentState`` and the override options,
    /// as for animation blocks; ``repeat``, ``autoreverse`` and the calculation modes are accepted and
    /// have no effect: each keyframe runs once, linearly (docs/behaviour/animation.md, 19.5).
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with the views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the presented values of animations in flight.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats indefinitely (no effect here; see above).
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs backwards and forwards (no effect here; see above).
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Keeps its own duration inside an enclosing animation block.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Inherits nothing from an enclosing animation block.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Linear interpolation between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation (no effect here: keyframes run linearly).
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace (no effect here: keyframes run linearly).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes (no effect here: keyframes run linearly).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth, evenly paced curve (no effect here: keyframes run linearly).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// Animates the keyframes `animations` adds with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// over `duration` seconds after `delay`; `completion` runs on the clock when the whole animation ends.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        // These bits mean what they mean for a block (and have the same values).
        let shared: AnimationOptions = [
            .allowUserInteraction, .beginFromCurrentState, .overrideInheritedDuration, .overrideInheritedOptions,
        ]
        let blockOptions = AnimationOptions(rawValue: options.rawValue).intersection(shared).union(.curveLinear)
        let frame = KeyframeContext(start: delay, duration: duration, options: blockOptions)
        let outer = KeyframeContext.current
        KeyframeContext.current = frame
        let application = BlockAnimation.run(
            duration: duration, delay: delay, curve: .named(.linear), options: blockOptions,
            animations: animations, completion: nil)
        KeyframeContext.current = outer
        guard let application = application ?? frame.application else {
            completion?(true)
            return
        }
        let end = application.clock.now + max(delay, 0) + max(duration, 0)
        application.scheduleTimer(at: end) { completion?(true) }
    }

    /// Adds a keyframe inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// the changes `animations` makes animate linearly from `frameStartTime` for `frameDuration`, both
    /// fractions (0 to 1) of the keyframe animation's duration. Outside a keyframe animation the changes
    /// are made at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping @MainActor () -> Void
    ) {
        guard let frame = KeyframeContext.current else {
            performWithoutAnimation(animations)
            return
        }
        // A keyframe is a nested block with its own start and duration; the keyframes' offsets add up,
        // so consecutive keyframes of one property chain (docs/behaviour/animation.md, 19.5).
        KeyframeContext.current = nil
        let application = BlockAnimation.run(
            duration: frame.duration * frameDuration, delay: frame.start + frame.duration * frameStartTime,
            curve: .named(.linear),
            options: frame.options.union([.overrideInheritedDuration, .overrideInheritedCurve]),
            animations: animations, completion: nil)
        if frame.application == nil { frame.application = application }
        KeyframeContext.current = frame
    }
}

/// The keyframe animation whose block is running: where its keyframes start and how long it lasts.
@MainActor
final class KeyframeContext {
    static var current: KeyframeContext?
    let start: TimeInterval
    let duration: TimeInterval
    let options: UIView.AnimationOptions
    /// The application of the first keyframe that animated something: the completion runs on its clock.
    var application: UIApplication?

    init(start: TimeInterval, duration: TimeInterval, options: UIView.AnimationOptions) {
        self.start = start
        self.duration = duration
        self.options = options
    }
}
