import Foundation

/// The presentation layer and the removal of animations (docs/behaviour/animation.md, 19.1; Apple's
/// `CALayer.presentation()` and `removeAllAnimations()`).
extension CALayer {
    /// A copy of the layer as it is presented at the current time of its view's application clock:
    /// its ``bounds``, ``position``, ``frame``, ``opacity``, ``backgroundColor`` and ``affineTransform()``
    /// follow the animations in flight, while the layer (and its view) hold the model values, where the
    /// animations end. The copy belongs to no view and does not change afterwards. A layer that belongs
    /// to no view presents its own values.
    public func presentation() -> Self? {
        let copy = Self()
        copy.name = name
        guard let view = delegate else {
            copy.bounds = bounds
            copy.position = position
            copy.opacity = opacity
            copy.backgroundColor = backgroundColor
            copy.setAffineTransform(affineTransform())
            return copy
        }
        let time = view.animationClockNow
        let center = view.presentedComponents(.center, at: time)
        let bounds = view.presentedComponents(.bounds, at: time)
        let alpha = view.presentedComponents(.alpha, at: time)
        copy.position = CGPoint(x: center[0], y: center[1])
        copy.bounds = CGRect(x: bounds[0], y: bounds[1], width: bounds[2], height: bounds[3])
        copy.opacity = Float(alpha[0])
        copy.setAffineTransform(AnimatableProperty.compose(view.presentedComponents(.transform, at: time)))
        if view.animationState?.tracks.contains(where: { $0.property == .backgroundColor }) == true {
            let color = view.presentedComponents(.backgroundColor, at: time)
            copy.backgroundColor = CGColor(red: color[0], green: color[1], blue: color[2], alpha: color[3])
        } else {
            copy.backgroundColor = backgroundColor
        }
        copy.isHidden = isHidden
        return copy
    }

    /// The keys of the animations in flight on the layer's view, one per animated property, named as Core
    /// Animation names the layer's key paths (`position`, `bounds`, `opacity`, `transform`,
    /// `backgroundColor`, `contents`); nil when nothing animates, as Apple's `animationKeys()` returns.
    /// Test helpers (lyft/Hammer's `hasRunningAnimations`) ask it whether a view is still moving.
    public func animationKeys() -> [String]? {
        guard let tracks = delegate?.animationState?.tracks, !tracks.isEmpty else { return nil }
        var keys: [String] = []
        for track in tracks where !keys.contains(track.property.layerKeyPath) {
            keys.append(track.property.layerKeyPath)
        }
        return keys
    }

    /// Removes every animation in flight on the layer's view: the view is presented at its model
    /// values at once, and a block animation left with nothing to animate completes with `false`.
    public func removeAllAnimations() {
        guard let view = delegate, let state = view.animationState else { return }
        for driver in state.removeTracks(property: nil) { driver.trackWasRemoved(from: view) }
    }
}
