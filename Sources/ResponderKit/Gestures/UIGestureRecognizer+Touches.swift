import Foundation

// Where the gesture is (locations, centroid), ignoring touches, and failure requirements: the parts of
// the recognizer's API that subclasses call and do not override.
extension UIGestureRecognizer {
    /// The location of one of the recognizer's touches in `view`.
    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// The first two tracked touches still down, or lifting in `lifted`, in the order they arrived; nil
    /// with fewer than two. Pinch and rotation ask this on every moved touch, so it walks the touches
    /// instead of filtering them into a new array (docs/performance.md, "A moved touch allocates nothing").
    func firstTwoActiveTouches(including lifted: Set<UITouch> = []) -> (UITouch, UITouch)? {
        var first: UITouch?
        for touch in trackedTouches where touch.isActive || lifted.contains(touch) {
            if let first { return (first, touch) }
            first = touch
        }
        return nil
    }

    /// How many of the tracked touches are still down. Pinch and rotation ask this when fingers land and
    /// lift; counting instead of filtering the touches into a new array spares two allocations per call
    /// (docs/performance.md, "Landing, lifting and moving fingers").
    var activeTouchCount: Int {
        var count = 0
        for touch in trackedTouches where touch.isActive { count += 1 }
        return count
    }

    /// Whether one of `touches` is among the first two tracked touches still down (the pair pinch and
    /// rotation measure), without building the list of active touches.
    func firstTwoActiveTouchesContain(any touches: Set<UITouch>) -> Bool {
        var seen = 0
        for touch in trackedTouches where touch.isActive {
            if touches.contains(touch) { return true }
            seen += 1
            if seen == 2 { break }
        }
        return false
    }

    /// The last tracked touch still down, if any.
    var lastActiveTouch: UITouch? {
        var index = trackedTouches.count
        while index > 0 {
            index -= 1
            let touch = trackedTouches[index]
            if touch.isActive { return touch }
        }
        return nil
    }

    func centroidInWindow() -> CGPoint {
        let touches = trackedTouches
        guard !touches.isEmpty else { return record.lastCentroidInWindow }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in touches { x += touch.locationInWindow.x; y += touch.locationInWindow.y }
        let centroid = CGPoint(x: x / CGFloat(touches.count), y: y / CGFloat(touches.count))
        record.place(at: centroid, in: touches[0].window)
        return centroid
    }

    func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: record.lastWindow ?? trackedTouches.first?.window)
    }

    /// Tells the recognizer to stop considering `touch`: it no longer receives it, and the view keeps
    /// it even if the gesture is recognized with ``cancelsTouchesInView`` (behaviour 4.4). Subclass API.
    public func ignore(_ touch: UITouch, for event: UIEvent) {
        record.stopFollowing(touch)
        touch.removeGestureRecognizer(self)
        arena?.recognizerIgnored(touch, by: self)
    }

    /// Tells the recognizer to stop considering `press`. Subclass API.
    public func ignore(_ press: UIPress, for event: UIPressesEvent) {}

    // MARK: Failure requirements (behaviour 4.5)

    /// Makes this recognizer wait, whenever it would leave `.possible`, until `otherGestureRecognizer`
    /// fails; it fails itself if the other recognizes.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        record.require(toFail: otherGestureRecognizer)
    }
}

/// A weak reference to a recognizer.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
