import Foundation

/// What a ``UIScrollView`` tells its delegate, with UIKit's names, order and defaults (behaviour 7).
///
/// Every method has a default (empty, or the documented answer), so implement only those you need.
///
/// The order for one drag:
///
///     scrollViewWillBeginDragging                      the pan began (the finger moved past 10 pt)
///     scrollViewDidScroll ...                          every change of contentOffset
///     scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)   the finger lifted
///     scrollViewDidEndDragging(_:willDecelerate:)
///     scrollViewWillBeginDecelerating                  only when willDecelerate is true
///     scrollViewDidScroll ...                          one per tick of the application's clock
///     scrollViewDidEndDecelerating                     at rest (not when a touch caught it)
///
/// Zooming: `scrollViewWillBeginZooming(_:with:)`, `scrollViewDidZoom` per change,
/// `scrollViewDidEndZooming(_:with:atScale:)` once the scale settled (after any bounce back).
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// Called after every change of ``UIScrollView/contentOffset``: dragging, decelerating, animating,
    /// zooming or setting it. Default: nothing.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called after every change of ``UIScrollView/zoomScale``. Default: nothing.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called when the pan gesture began, before the content moves. Default: nothing.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the finger lifts after dragging. `velocity` is the content offset's velocity in points per
    /// millisecond (positive while the offset grows, i.e. the finger moves up or left).
    /// `targetContentOffset` points at where the scroll view will come to rest (the projection of the
    /// deceleration, a page with paging, the edge after a bounce); assign to it to choose another
    /// resting place, which the deceleration then reaches exactly (clamped to the scrollable range).
    /// Default: nothing.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``; `decelerate` says
    /// whether the content keeps moving (then deceleration calls follow). Default: nothing.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts moving on its own after the lift. Default: nothing.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when a deceleration (including a bounce back or a paging settle) came to rest. Not called when
    /// a touch stops the content first. Default: nothing.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animation started by ``UIScrollView/setContentOffset(_:animated:)`` or
    /// ``UIScrollView/scrollRectToVisible(_:animated:)`` finished (not when a touch interrupted it).
    /// Default: nothing.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view that zooming scales, or nil (the default) for no zooming. With a view and
    /// `minimumZoomScale != maximumZoomScale`, pinching zooms.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when a pinch (or an animated zoom) is about to change the scale. Default: nothing.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called once zooming ended: when the fingers lifted, or after the bounce back within the limits, or at
    /// the end of an animated zoom. Default: nothing.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Asked before scrolling to the top for a status-bar tap; false prevents it. Default `true`.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called when the scroll-to-top animation finished. Default: nothing.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called when ``UIScrollView/adjustedContentInset`` changed. Default: nothing.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
