import Foundation

// How a recognizer says that pointer events drive it besides touches (behaviour 12.3, 12.4): the arena asks
// for these protocols when a sequence begins, rather than for the recognizers' classes, and then follows
// the recognizers through them.

/// A recognizer that scroll events drive (behaviour 12.3): the pan, when its
/// ``UIPanGestureRecognizer/allowedScrollTypesMask`` allows the scroll's kind.
@MainActor
protocol ScrollEventRecognizing: UIGestureRecognizer {
    /// Whether it takes scrolls of `kind`.
    func acceptsScroll(of kind: ScrollInput.Kind) -> Bool
    /// Whether its current gesture is driven by a scroll sequence (not by touches).
    var isScrollDriven: Bool { get }
    /// The sequence starts at `point` (window coordinates) with its first movement: the recognizer begins.
    func beginScroll(
        at point: CGPoint, in window: UIWindow, delta: CGVector, kind: ScrollInput.Kind, time: TimeInterval)
    /// The sequence moved by `delta`.
    func scroll(by delta: CGVector, time: TimeInterval)
    /// The sequence ended or the device cancelled it.
    func endScroll(time: TimeInterval, cancelled: Bool)
}

/// A recognizer that transform events drive (behaviour 12.4): the pinch (by the scale) and the rotation (by
/// the angle).
@MainActor
protocol TransformEventRecognizing: UIGestureRecognizer {
    /// The transform reached `input`'s scale and rotation (since it began) at `point` (window coordinates).
    func applyTransform(_ input: TransformInput, at point: CGPoint, in window: UIWindow)
    /// The transform ended (the fingers lifted) or the device cancelled it.
    func endTransform(time: TimeInterval, cancelled: Bool)
}
