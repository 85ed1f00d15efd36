import Foundation

/// Transitions (docs/behaviour/animation.md, 19.5; Apple's `transition(with:duration:options:animations:completion:)`
/// and `transition(from:to:duration:options:completion:)`).
///
/// A transition animates a view's drawn contents (a flip, a curl, a cross-dissolve). Nothing is drawn
/// here, so what remains is what events see: the changes are made at once, the transitioning view
/// ignores touches until the transition ends unless the options include `.allowUserInteraction`, and the
/// completion runs on the application's clock.
extension UIView {
    /// Runs `animations` (its changes take effect at once) as a transition of `view`'s contents lasting
    /// `duration` seconds; `completion` runs on the clock when it ends.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        BlockAnimation.run(
            duration: duration, delay: 0, curve: .named(options.curve), options: options,
            animations: { performWithoutAnimation { animations?() } }, completion: completion,
            transitioning: [view])
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (at its place among the subviews), or
    /// with `.showHideTransitionViews` hides `fromView` and shows `toView`, as a transition lasting
    /// `duration` seconds; `completion` runs on the clock when it ends.
    public class func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        BlockAnimation.run(
            duration: duration, delay: 0, curve: .named(options.curve), options: options,
            animations: {
                performWithoutAnimation {
                    if options.contains(.showHideTransitionViews) {
                        fromView.isHidden = true
                        toView.isHidden = false
                    } else if let superview = fromView.superview {
                        superview.insertSubview(toView, aboveSubview: fromView)
                        fromView.removeFromSuperview()
                    }
                }
            }, completion: completion, transitioning: [toView])
    }
}
