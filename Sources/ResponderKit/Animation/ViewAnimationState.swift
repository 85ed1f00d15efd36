import Foundation

/// What runs an animation's progress over time: a block animation (``UIView/animate(withDuration:delay:options:animations:completion:)``)
/// or a ``UIViewPropertyAnimator``.
@MainActor
protocol AnimationDriver: AnyObject {
    /// How far the animation has gone at `time` on the application's clock: 0 shows the start values,
    /// 1 the model (end) values.
    func progress(at time: TimeInterval) -> Double
    /// Whether the animated views take touches meanwhile (docs/behaviour/animation.md, 19.3).
    var allowsUserInteraction: Bool { get }
    /// A track of this driver was removed from `view` by something else (a later animation begun from
    /// the current state, `removeAllAnimations()`).
    func trackWasRemoved(from view: UIView)
}

/// One animated property of one view: the animation driving it and how far its start value lies from
/// the model value it ends at.
struct AnimationTrack {
    let driver: any AnimationDriver
    let property: AnimatableProperty
    /// Start value minus end value (a rotation the short way round).
    let offset: SIMD8<Double>
}

/// The animations in flight on one view (``UIView``'s `animationState`, nil when none ever ran).
@MainActor
final class ViewAnimationState {
    private(set) var tracks: [AnimationTrack] = []
    /// How many tracks belong to animations that do not allow user interaction: while it is above zero,
    /// hit-testing skips the view (``HitTestSkipReason/animating``).
    private(set) var blockingCount = 0

    func add(_ track: AnimationTrack) {
        tracks.append(track)
        if !track.driver.allowsUserInteraction { blockingCount += 1 }
    }

    /// Removes the tracks of `driver` (all of them, or those of `property`).
    func removeTracks(of driver: any AnimationDriver, property: AnimatableProperty? = nil) {
        tracks.removeAll { track in
            guard track.driver === driver, property == nil || track.property == property else { return false }
            if !track.driver.allowsUserInteraction { blockingCount -= 1 }
            return true
        }
    }

    /// Removes the tracks of `property` (every property when nil) and returns the drivers they belonged to.
    func removeTracks(property: AnimatableProperty?) -> [any AnimationDriver] {
        var drivers: [any AnimationDriver] = []
        tracks.removeAll { track in
            guard property == nil || track.property == property else { return false }
            if !track.driver.allowsUserInteraction { blockingCount -= 1 }
            if !drivers.contains(where: { $0 === track.driver }) { drivers.append(track.driver) }
            return true
        }
        return drivers
    }
}

extension UIView {
    /// The view's animation state, made on first use.
    var animations: ViewAnimationState {
        if let animationState { return animationState }
        let state = ViewAnimationState()
        animationState = state
        return state
    }

    /// The time on the clock of the view's application (0 outside a window: nothing animates there).
    var animationClockNow: TimeInterval { window?.application?.clock.now ?? 0 }

    /// The presented value of `property` at `time`: the model value plus each track's remaining offset.
    /// Computed when asked, so an animation does no work per display frame (docs/performance.md,
    /// "Animations are evaluated when asked").
    func presentedComponents(_ property: AnimatableProperty, at time: TimeInterval) -> SIMD8<Double> {
        var value = property.components(of: self)
        guard let animationState else { return value }
        for track in animationState.tracks where track.property == property {
            value += track.offset * (1 - track.driver.progress(at: time))
        }
        return value
    }

    /// Whether a point in the view's model coordinates lies where the view is presented mid-animation
    /// (the explanation of a touch that misses a moving view; docs/behaviour/animation.md, 19.3).
    func presentationContains(modelPoint point: CGPoint) -> Bool {
        guard let animationState, !animationState.tracks.isEmpty else { return false }
        let inSuperview = point.applying(transformToSuperview)
        let time = animationClockNow
        let center = presentedComponents(.center, at: time)
        let bounds = presentedComponents(.bounds, at: time)
        let transform = AnimatableProperty.compose(presentedComponents(.transform, at: time))
        var local = CGPoint(x: inSuperview.x - center[0], y: inSuperview.y - center[1])
        if !transform.isIdentity { local = local.applying(transform.inverted()) }
        let x = Double(local.x) + bounds[0] + bounds[2] / 2, y = Double(local.y) + bounds[1] + bounds[3] / 2
        return x >= bounds[0] && x < bounds[0] + bounds[2] && y >= bounds[1] && y < bounds[1] + bounds[3]
    }
}
