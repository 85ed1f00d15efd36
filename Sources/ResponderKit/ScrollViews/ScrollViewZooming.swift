import Foundation

/// The pinch in progress.
struct ZoomGestureState {
    /// The view being zoomed (the delegate's `viewForZooming(in:)` when the pinch began).
    weak var view: UIView?
    /// The zoom scale when the pinch began.
    var startScale: CGFloat = 1
    /// The point of the zoomed view, in its own (unscaled) coordinates, that stays under the fingers.
    var anchor: CGPoint = .zero
    /// Where the fingers' centroid was last, relative to the scroll view's visible top-left corner.
    var visiblePoint: CGPoint = .zero
}

/// Zooming (behaviour 7): the pinch scales the delegate's `viewForZooming(in:)` with a scale transform about
/// the fingers' centroid; the content size follows the zoomed view's size and the offset keeps the point
/// under the fingers in place (within the scrollable range).
///
///     no pinch recognizer ──minimumZoomScale != maximumZoomScale and a delegate──▶ pinch attached
///     (``UIScrollView/pinchGestureRecognizer`` is nil as long as `viewForZooming(in:)` returns nil, and the
///     pinch refuses to begin then)
///
///     pinch began: scrollViewWillBeginZooming, isZooming
///        │ each change: zoomScale = start scale × pinch scale (the pinch measured from where it began,
///        │ behaviour 5.6), past the limits rubber-banded with bouncesZoom (UIKit's: max·(2 − max/s) above,
///        │ min / (2 − s/min) below), clamped without; scrollViewDidZoom
///        ▼ lift
///     within the limits ──▶ scrollViewDidEndZooming(atScale:)
///     past a limit ──▶ isZoomBouncing: an animated zoom back to the limit on the application's clock
///                      (``zoomAnimationDuration(from:to:)``), scrollViewDidZoom per tick, then
///                      scrollViewDidEndZooming(atScale: limit)
extension UIScrollView {
    /// The delegate's zoomed view, or nil.
    var viewForZooming: UIView? { delegate?.viewForZooming(in: self) }

    /// Attaches the pinch when min and max zoom differ and there is a delegate; detaches it otherwise.
    func updateZoomRecognizer() {
        let configured = minimumZoomScale != maximumZoomScale && delegate != nil
        if configured, zoomPinchRecognizer == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.delegate = gestureDelegate
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            zoomPinchRecognizer = pinch
        }
        guard let pinch = zoomPinchRecognizer else { return }
        if configured, pinch.view == nil {
            addGestureRecognizer(pinch)
        } else if !configured, pinch.view === self {
            removeGestureRecognizer(pinch)
        }
    }

    /// The pinch may begin only with a view to zoom.
    func pinchShouldBegin() -> Bool {
        viewForZooming != nil
    }

    /// The pinch's action.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            guard let view = viewForZooming else { return }
            stopScrolling()
            zoomTicker.stop()
            isZoomBouncing = false
            zoomGestureState = ZoomGestureState(view: view, startScale: zoomScale, anchor: pinch.location(in: view))
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: view)
            applyPinch(pinch)
        case .changed:
            if isZooming { applyPinch(pinch) }
        case .ended, .cancelled:
            guard isZooming else { return }
            if pinch.state == .ended { applyPinch(pinch) }
            endZooming()
        default:
            break
        }
    }

    private func applyPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomGestureState.view else { return }
        let location = pinch.location(in: self)
        zoomGestureState.visiblePoint = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        let scale = zoomGestureState.startScale * pinch.scale
        zoom(
            view,
            to: bouncesZoom
                ? Self.rubberBandZoomScale(scale, minimum: minimumZoomScale, maximum: maximumZoomScale)
                : min(max(scale, minimumZoomScale), maximumZoomScale),
            keeping: zoomGestureState.anchor, at: zoomGestureState.visiblePoint)
    }

    /// The zoom scale a pinch to `scale` shows with ``bouncesZoom``, UIKit's `_zoomRubberBandScaleForScale:`
    /// (behaviour 7): within the limits `scale` itself; past the maximum `maximum · (2 − maximum / scale)`,
    /// which goes up to twice the maximum; below the minimum `minimum / (2 − scale / minimum)`, which goes
    /// down to half the minimum. Both meet the limit with the slope 1 of the scale inside it.
    private static func rubberBandZoomScale(_ scale: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        if scale > maximum, maximum > 0 { return maximum * (2 - maximum / scale) }
        if scale < minimum, minimum > 0 { return minimum / (2 - scale / minimum) }
        return scale
    }

    /// How long an animated zoom from `start` to `target` takes, UIKit's `_zoomAnimationDurationForScale:`
    /// (behaviour 7): ``ScrollViewConstants/zoomAnimationMinimumDuration`` plus
    /// ``ScrollViewConstants/zoomAnimationDurationPerLogScale`` per unit of `|ln(target / start)|`, at most
    /// ``ScrollViewConstants/zoomAnimationMaximumDuration``.
    private static func zoomAnimationDuration(from start: CGFloat, to target: CGFloat) -> TimeInterval {
        guard start > 0, target > 0 else { return ScrollViewConstants.zoomAnimationMaximumDuration }
        let logs = abs(log(Double(target)) - log(Double(start)))
        return min(
            ScrollViewConstants.zoomAnimationMinimumDuration + ScrollViewConstants.zoomAnimationDurationPerLogScale
                * logs,
            ScrollViewConstants.zoomAnimationMaximumDuration)
    }

    /// The fingers lifted: animates back within the limits if needed, then `scrollViewDidEndZooming`.
    private func endZooming() {
        isZooming = false
        guard let view = zoomGestureState.view else { return }
        let start = zoomScale
        let target = min(max(start, minimumZoomScale), maximumZoomScale)
        guard abs(target - start) > 0.0001 else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: start)
            return
        }
        isZoomBouncing = true
        animateZoom(view, to: target, keeping: zoomGestureState.anchor, at: zoomGestureState.visiblePoint) {
            [weak self] view in
            guard let self else { return }
            self.isZoomBouncing = false
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
        }
    }

    /// ``UIScrollView/setZoomScale(_:animated:)``: zooms about the centre of the visible area.
    func changeZoomScale(to scale: CGFloat, animated: Bool) {
        guard let view = viewForZooming else { return }
        let target = min(max(scale, minimumZoomScale), maximumZoomScale)
        let visible = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = view.convert(CGPoint(x: bounds.midX, y: bounds.midY), from: self)
        zoomTicker.stop()
        isZoomBouncing = false
        guard target != zoomScale else { return }
        guard animated else {
            zoom(view, to: target, keeping: anchor, at: visible)
            return
        }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        animateZoom(view, to: target, keeping: anchor, at: visible) { [weak self] view in
            guard let self else { return }
            self.delegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
        }
    }

    /// Animates the zoom of `view` from the current scale to `target` on the application's clock,
    /// ease-in-ease-out, for ``zoomAnimationDuration(from:to:)``, keeping `anchor` at `visiblePoint` (see
    /// ``zoom(_:to:keeping:at:)``); `completion` gets the view (nil if it went away) once at `target`.
    private func animateZoom(
        _ view: UIView, to target: CGFloat, keeping anchor: CGPoint, at visiblePoint: CGPoint,
        completion: @escaping @MainActor (UIView?) -> Void
    ) {
        let start = zoomScale, duration = Self.zoomAnimationDuration(from: start, to: target)
        zoomTicker.start(
            on: window?.application,
            step: { [weak self, weak view] elapsed in
                guard let self, let view else { return true }
                let progress = CGFloat(min(1, elapsed / duration))
                let eased = progress * progress * (3 - 2 * progress)
                self.zoom(
                    view, to: progress >= 1 ? target : start + (target - start) * eased, keeping: anchor,
                    at: visiblePoint)
                return progress >= 1
            },
            completion: { [weak view] in completion(view) })
    }

    /// Scales `view` to `scale` (a scale transform, its frame's origin kept), sets the content size to its
    /// scaled size, and moves the offset so that `anchor` (in the view's unscaled coordinates) shows at
    /// `visiblePoint` (relative to the visible top-left corner), clamped to the scrollable range. Calls
    /// `scrollViewDidScroll` if the offset changed, then `scrollViewDidZoom`.
    func zoom(_ view: UIView, to scale: CGFloat, keeping anchor: CGPoint, at visiblePoint: CGPoint) {
        let origin = view.frame.origin, size = view.bounds.size
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.center = CGPoint(x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
        contentSize = CGSize(width: size.width * scale, height: size.height * scale)
        zoomScaleValue = scale
        let point = view.convert(anchor, to: self)
        contentOffset = clampedContentOffset(CGPoint(x: point.x - visiblePoint.x, y: point.y - visiblePoint.y))
        delegate?.scrollViewDidZoom(self)
    }
}
