import Foundation

// How a scroll view's safe area adds to its content insets (Apple's `contentInsetAdjustmentBehavior`,
// `UIScrollView.ContentInsetAdjustmentBehavior`, `adjustedContentInset` and `adjustedContentInsetDidChange()`
// pages; behaviour 20.10): content under the status bar or the home indicator can still scroll into view.

extension UIScrollView {
    /// How the safe area insets are added to a scroll view's content insets, with UIKit's raw values.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like ``scrollableAxes``, and the top and bottom always when the scroll view is the root view of a
        /// view controller in a navigation controller.
        case automatic = 0
        /// The top and bottom when the content is taller than the scroll view (or it always bounces
        /// vertically); the left and right when it is wider (or it always bounces horizontally).
        case scrollableAxes = 1
        /// Never: the adjusted insets are the content insets.
        case never = 2
        /// Always all four edges.
        case always = 3
    }

    /// Computes ``adjustedContentInset`` again and reports a change.
    func updateAdjustedContentInset() {
        let safe = safeAreaAdjustment()
        let adjusted = UIEdgeInsets(
            top: contentInset.top + safe.top, left: contentInset.left + safe.left,
            bottom: contentInset.bottom + safe.bottom, right: contentInset.right + safe.right)
        guard adjusted != storedAdjustedContentInset else { return }
        storedAdjustedContentInset = adjusted
        adjustedContentInsetDidChange()
    }

    /// The part of the safe area insets ``contentInsetAdjustmentBehavior`` adds.
    private func safeAreaAdjustment() -> UIEdgeInsets {
        if contentInsetAdjustmentBehavior == .never { return .zero }
        let safe = safeAreaInsets
        guard safe != .zero, contentInsetAdjustmentBehavior != .always else { return safe }
        let size = bounds.size
        var vertical = contentSize.height > size.height || alwaysBounceVertical
        let horizontal = contentSize.width > size.width || alwaysBounceHorizontal
        if contentInsetAdjustmentBehavior == .automatic, owningViewController?.navigationController != nil {
            vertical = true
        }
        return UIEdgeInsets(
            top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0, bottom: vertical ? safe.bottom : 0,
            right: horizontal ? safe.right : 0)
    }
}
