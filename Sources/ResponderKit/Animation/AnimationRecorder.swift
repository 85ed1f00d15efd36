import Foundation

/// Collects the animatable changes made inside an animation block: each view property's value before
/// its first change in the block (docs/behaviour/animation.md, 19.1). The block's changes happen at
/// once, as in UIKit; when the block returns, each property whose value changed becomes a track of the
/// block's animation.
///
/// Blocks nest: the innermost block records (``current``), and the one it interrupted records again
/// when it returns. ``UIView/performWithoutAnimation(_:)`` records nothing meanwhile.
@MainActor
final class AnimationRecorder {
    /// The recorder of the innermost animation block running, or nil.
    static var current: AnimationRecorder?
    /// Whether a ``UIView/performWithoutAnimation(_:)`` block is running.
    static private(set) var isDisabled = false

    /// The parameters of the block, which nested blocks inherit.
    let duration: TimeInterval
    let curve: TimingCurve
    let options: UIView.AnimationOptions

    private var changes: [(view: UIView, property: AnimatableProperty, before: SIMD8<Double>)] = []

    init(duration: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions) {
        self.duration = duration
        self.curve = curve
        self.options = options
    }

    /// Notes the value of `property` on `view` before its first change in this block.
    func willChange(_ view: UIView, _ property: AnimatableProperty) {
        if changes.contains(where: { $0.view === view && $0.property == property }) { return }
        changes.append((view, property, property.components(of: view)))
    }

    /// Runs `block` with this recorder current, and returns each property that changed with the
    /// offset from its new value back to its old one.
    func record(_ block: () -> Void) -> [(view: UIView, property: AnimatableProperty, offset: SIMD8<Double>)] {
        let outer = Self.current
        Self.current = self
        block()
        Self.current = outer
        return changes.compactMap { change in
            let after = change.property.components(of: change.view)
            let offset = change.property.difference(from: after, to: change.before)
            return offset == .zero ? nil : (change.view, change.property, offset)
        }
    }

    /// Runs `block` with no recorder current: its changes are not animated.
    static func withoutRecording(_ block: () -> Void) {
        let outer = current, wasDisabled = isDisabled
        current = nil
        isDisabled = true
        block()
        current = outer
        isDisabled = wasDisabled
    }
}

extension UIView {
    /// Called by the setters of the animatable properties before they change: inside an animation
    /// block, the old value is recorded. Outside one it costs a check of one reference.
    @inline(__always)
    func animatableWillChange(_ property: AnimatableProperty) {
        if let recorder = AnimationRecorder.current { recorder.willChange(self, property) }
    }
}
