import Foundation

/// An object that runs view animations that can be started, paused, scrubbed, reversed and stopped
/// (Apple's `UIViewAnimating`; docs/behaviour/animation.md, 19.4).
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// Whether the animations are inactive, active (running or paused) or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (false while paused).
    var isRunning: Bool { get }
    /// Whether the animations run towards their start values.
    var isReversed: Bool { get set }
    /// How far the animations have gone, 0 to 1 of the duration; settable while paused.
    var fractionComplete: CGFloat { get set }
    /// Starts or resumes the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; the views keep their presented values.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes stopped animations at `finalPosition` and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator to which animations and completions can be added, and whose timing can change when it
/// continues (Apple's `UIViewImplicitlyAnimating`).
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds animations; on a running animator they run for the remaining time.
    func addAnimations(_ animation: @escaping @MainActor () -> Void)
    /// Adds a block to run when the animations end, with where they ended.
    func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing and a new duration.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}
