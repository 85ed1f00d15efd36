import Foundation

/// Animation blocks (docs/behaviour/animation.md, 19.1; Apple's `animate(withDuration:delay:options:animations:completion:)`).
///
/// The block runs at once and its changes to the animatable properties (``frame``, ``bounds``,
/// ``center``, ``alpha``, ``transform``, ``backgroundColor``) take effect at once in the model, as in
/// UIKit; what moves over time on the application's clock is the presented value (`layer.presentation()`).
/// The completion runs on the clock: at the end with `true`, or with `false` when the animation was
/// taken over (`.beginFromCurrentState`) or removed (`layer.removeAllAnimations()`).
extension UIView {
    /// Animates the changes `animations` makes, over `duration` seconds after `delay`, with `options`.
    ///
    /// - Parameters:
    ///   - duration: Seconds; 0 or less makes the changes without animating them.
    ///   - delay: Seconds to wait before animating (the views show their start values meanwhile).
    ///   - options: Curve (default ease-in-ease-out), `.allowUserInteraction` (default: the animated
    ///     views ignore touches until the animation ends), `.repeat`, `.autoreverse`, `.beginFromCurrentState`.
    ///   - animations: The changes; runs at once.
    ///   - completion: Runs on the application's clock when the animation ends, with whether it ran to
    ///     its end. Outside a window it runs at once with `true`.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        BlockAnimation.run(
            duration: duration, delay: delay, curve: .named(options.curve), options: options,
            animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out, with no delay.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes over `duration` seconds, ease-in-ease-out, with no delay
    /// and no completion.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates the changes `animations` makes along a spring that settles in `duration` seconds.
    ///
    /// - Parameters:
    ///   - duration: The animation's length in seconds.
    ///   - delay: The seconds to wait before it starts.
    ///   - dampingRatio: 1 comes to rest without oscillating; lower values oscillate more.
    ///   - velocity: The initial velocity, where 1 is the whole distance in one second.
    ///   - options: How to animate (``UIView/AnimationOptions``).
    ///   - animations: The changes to animate.
    ///   - completion: Called on the application's clock when the animation ends, with whether it finished.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        let spring = Spring(
            dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity), duration: duration)
        BlockAnimation.run(
            duration: duration, delay: delay, curve: .spring(spring),
            options: options.union(.overrideInheritedCurve), animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations off: its changes take effect without animating,
    /// even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationRecorder.withoutRecording(actionsWithoutAnimation)
    }

    /// Whether animations are enabled: false inside ``performWithoutAnimation(_:)``.
    public class var areAnimationsEnabled: Bool { !AnimationRecorder.isDisabled }

    /// The duration of the animation block running, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationRecorder.current?.duration ?? 0 }
}
