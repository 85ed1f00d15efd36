import Foundation

/// The scroll view's pan (UIKit's private `UIScrollViewPanGestureRecognizer`): a standard pan that also
/// tells its scroll view when fingers come down and leave, for ``UIScrollView/isTracking`` and to stop
/// ("catch") a moving scroll view at touch-down.
@MainActor
final class UIScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view this pan scrolls (it stays the same if the pan is moved to another view).
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.trackingBegan()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if !trackedTouches.contains(where: \.isActive) { scrollView?.trackingEnded() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if !trackedTouches.contains(where: \.isActive) { scrollView?.trackingEnded() }
    }

    /// Called at the end of every sequence, also when the pan failed or was forced out early.
    override func reset() {
        super.reset()
        scrollView?.trackingEnded()
    }
}

/// The delegate of the scroll view's pan and pinch. In UIKit the scroll view itself is their delegate; a
/// separate object keeps `UIScrollView` from conforming publicly to `UIGestureRecognizerDelegate`.
@MainActor
final class ScrollViewGestureDelegate: UIGestureRecognizerDelegate {
    unowned let scrollView: UIScrollView

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === scrollView.scrollPanRecognizer { return scrollView.panShouldBegin() }
        if gestureRecognizer === scrollView.zoomPinchRecognizer { return scrollView.pinchShouldBegin() }
        return true
    }
}

/// The drag in progress.
struct ScrollDragState {
    /// The pan's translation, in the scroll view, when it began: the hysteresis the finger moved first,
    /// which the content does not jump by (it follows the finger from there).
    var translationAtBegin: CGPoint = .zero
    /// The undamped offset when the drag began (see ``RubberBand``).
    var rawStart: CGPoint = .zero
    /// The axes the drag moves: those the scroll view can scroll, or only one with directional lock.
    var movingAxes: Set<ScrollAxis> = []
}

extension UIScrollView {
    // MARK: Tracking

    /// A finger came down on the scroll view: it is tracking, and stops moving if it was (no
    /// `scrollViewDidEndDecelerating` then, as in UIKit).
    func trackingBegan() {
        isTracking = true
        if isDecelerating || isAnimatingOffset { stopScrolling() }
    }

    /// Every finger left: content past an edge springs back unless a drag is ending (that lift decides).
    func trackingEnded() {
        guard isTracking else { return }
        isTracking = false
        settleAfterTracking()
    }

    // MARK: When the pan may begin (behaviour 4.3, 7)

    /// Whether the pan may begin now (asked by the arena through the pan's delegate as it leaves
    /// `.possible`):
    /// 1. the first movement must go along an axis the scroll view can scroll (``canScroll(_:)``): a scroll
    ///    view that scrolls only horizontally refuses a mostly vertical start and vice versa, which lets an
    ///    enclosing scroll view take it; one that can scroll neither way refuses every drag;
    /// 2. if a content view already tracks one of the touches (it got `touchesBegan` after the delay, or at
    ///    once without ``delaysContentTouches``), the pan begins only if ``canCancelContentTouches`` is on and
    ///    ``touchesShouldCancel(in:)`` agrees; then the pan's recognition (`cancelsTouchesInView`) sends the
    ///    content `touchesCancelled`. Touches still held back by the delay never reach the content.
    func panShouldBegin() -> Bool {
        let translation = scrollPanRecognizer.translation(in: self)
        switch (canScroll(.horizontal), canScroll(.vertical)) {
        case (false, false):
            return false
        case (true, false):
            if abs(translation.y) > abs(translation.x) { return false }
        case (false, true):
            if abs(translation.x) > abs(translation.y) { return false }
        case (true, true):
            break
        }
        for touch in scrollPanRecognizer.trackedTouches where touch.isActive {
            guard let view = touch.view, view !== self,
                touch.viewDelivery == .tracking || touch.viewDelivery == .delayedEnded
            else { continue }
            guard canCancelContentTouches, touchesShouldCancel(in: view) else { return false }
        }
        return true
    }

    // MARK: Dragging

    /// The pan's action: drags the content (behaviour 7).
    func handlePan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginDragging(pan)
            // A scroll event's first movement is not a hysteresis: the content follows it (behaviour 12.3).
            if pan.isScrollDriven { updateDragging(pan) }
        case .changed:
            if isDragging { updateDragging(pan) }
        case .ended:
            // The last movement can arrive with the lift (one display frame): apply it before letting go.
            if isDragging {
                updateDragging(pan)
                endDragging(panVelocity: pan.velocity(in: self))
            }
        case .cancelled:
            if isDragging { endDragging(panVelocity: .zero) }
        default:
            break
        }
    }

    /// The pan began: fixes the moving axes (directional lock decides on this first movement), remembers
    /// where the drag starts, and calls `scrollViewWillBeginDragging`. The content does not move yet.
    private func beginDragging(_ pan: UIPanGestureRecognizer) {
        stopScrolling()
        let translation = pan.translation(in: self)
        var axes = Set(ScrollAxis.allCases.filter(canScroll))
        if isDirectionalLockEnabled, axes.count == 2 {
            let ratio = ScrollViewConstants.directionalLockRatio
            if abs(translation.y) <= abs(translation.x) * ratio {
                axes = [.horizontal]
            } else if abs(translation.x) <= abs(translation.y) * ratio {
                axes = [.vertical]
            }
        }
        dragState = ScrollDragState(
            translationAtBegin: pan.isScrollDriven ? .zero : translation,
            rawStart: CGPoint(
                x: rawOffset(contentOffset.x, along: .horizontal), y: rawOffset(contentOffset.y, along: .vertical)),
            movingAxes: axes)
        isDragging = true
        delegate?.scrollViewWillBeginDragging(self)
    }

    /// The finger moved: the offset is the drag's start minus the translation since the pan began,
    /// rubber-banded past the edges (``rubberBandedOffset(_:along:)``), on the moving axes only.
    private func updateDragging(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        var offset = contentOffset
        for axis in dragState.movingAxes {
            let raw = dragState.rawStart[axis] - (translation[axis] - dragState.translationAtBegin[axis])
            offset[axis] = rubberBandedOffset(raw, along: axis)
        }
        contentOffset = offset
    }
}
