import Foundation

/// Animations of the offset that are not decelerations: ``UIScrollView/setContentOffset(_:animated:)``,
/// ``UIScrollView/scrollRectToVisible(_:animated:)`` and scroll-to-top. They run on the application's clock
/// through a ``ScrollTicker`` (0.3 s, ease-in-ease-out); a touch-down stops them without their end call.
extension UIScrollView {
    // MARK: Scrolling to the top

    /// What the system does for a status-bar tap when this scroll view is the one to scroll to the top:
    /// asks ``scrollsToTop`` and the delegate's `scrollViewShouldScrollToTop`, then animates the offset's y
    /// to `-adjustedContentInset.top` and calls `scrollViewDidScrollToTop`. Returns whether it scrolls.
    /// A ResponderKit addition: there is no status bar here.
    @discardableResult
    public func scrollToTopForStatusBarTap() -> Bool {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
        stopScrolling()
        let top = CGPoint(x: contentOffset.x, y: -adjustedContentInset.top)
        animateContentOffset(to: top) { [weak self] in
            guard let self else { return }
            self.delegate?.scrollViewDidScrollToTop(self)
        }
        return true
    }

    // MARK: Helpers

    /// Stops a deceleration or offset animation in progress, without its end callbacks.
    func stopScrolling() {
        offsetTicker.stop()
        isDecelerating = false
        isAnimatingOffset = false
    }

    /// Animates the offset to `target` over ``ScrollViewConstants/animationDuration``, ease-in-ease-out.
    func animateContentOffset(to target: CGPoint, completion: @escaping @MainActor () -> Void) {
        let start = contentOffset
        let duration = ScrollViewConstants.animationDuration
        isAnimatingOffset = true
        offsetTicker.start(
            on: window?.application,
            step: { [weak self] elapsed in
                guard let self else { return true }
                let progress = CGFloat(min(1, elapsed / duration))
                let eased = progress * progress * (3 - 2 * progress)
                self.contentOffset =
                    progress >= 1
                    ? target
                    : CGPoint(x: start.x + (target.x - start.x) * eased, y: start.y + (target.y - start.y) * eased)
                return progress >= 1
            },
            completion: { [weak self] in
                self?.isAnimatingOffset = false
                completion()
            })
    }
}
