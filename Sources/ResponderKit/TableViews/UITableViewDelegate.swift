import Foundation

/// What a ``UITableView`` tells and asks its delegate about geometry, display, highlight and selection,
/// with UIKit's Swift signatures and default answers (behaviour 14; Apple's `UITableViewDelegate` page).
/// Every method has a default, so implement only those you need.
///
/// A tap on a row, in order (behaviour 14.3):
///
///     tableView(_:shouldHighlightRowAt:)   the touch reached the table (after the content-touch delay)
///     tableView(_:didHighlightRowAt:)
///     -- lift --
///     tableView(_:willSelectRowAt:)        may redirect (another index path) or refuse (nil)
///     tableView(_:willDeselectRowAt:)      the previously selected row (single selection)
///     tableView(_:didDeselectRowAt:)
///     tableView(_:didUnhighlightRowAt:)
///     tableView(_:didSelectRowAt:)
///
/// Scrolling, or a recognizer that takes the touch, calls `didUnhighlightRowAt` and nothing else.
///
/// The table view's ``UIScrollView/delegate`` holds it (a `UITableViewDelegate` is a
/// `UIScrollViewDelegate`); reading the property gives it back typed as a scroll view delegate.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row at `indexPath`. Default ``UITableView/rowHeight``.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height of `section`'s header. Default ``UITableView/sectionHeaderHeight`` when the section
    /// has a header view, else 0.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The height of `section`'s footer. Default ``UITableView/sectionFooterHeight`` when the section
    /// has a footer view, else 0.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
    /// The header view of `section`, or nil. Default nil.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    /// The footer view of `section`, or nil. Default nil.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
    /// Called just before `cell` is shown for the row at `indexPath`. Default: nothing.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Called after `cell` left the table (scrolled out of sight, or a reload). Default: nothing.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    /// Whether a touch may highlight the row (false: no highlight and the touch does not select it).
    /// Default `true`.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// Called after a touch highlighted the row. Default: nothing.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    /// Called after the highlight was removed from the row. Default: nothing.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    /// Called before a touch selects the row: return it, another index path to select instead, or nil to
    /// select nothing. Default `indexPath`.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called before a touch deselects the row: return it, another index path to deselect instead, or
    /// nil to keep it selected. Default `indexPath`.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after a touch selected the row (not after ``UITableView/selectRow(at:animated:scrollPosition:)``).
    /// Default: nothing.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Called after a touch deselected the row (not after ``UITableView/deselectRow(at:animated:)``).
    /// Default: nothing.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing control of the row in editing mode. Default ``UITableViewCell/EditingStyle/delete``.
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    /// The title of the row's delete confirmation button. Default "Delete".
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// Where a row dragged by its reorder control from `sourceIndexPath` goes when dropped at
    /// `proposedDestinationIndexPath`. Default the proposed one.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The actions a swipe to the right reveals on the row (behaviour 14.6), or nil for none. Default nil.
    func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The actions a swipe to the left reveals on the row (behaviour 14.6), or nil for none. Default nil.
    func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?
    /// The context menu of the row at `indexPath` for a long press, force press or secondary click at
    /// `point` (in the table's coordinates), or nil for none (behaviour 15.7). Default nil.
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// A row's context menu preview was tapped: commit it. Default: nothing.
    func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// A row's context menu is about to appear (iOS 14). Default: nothing.
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// A row's context menu is about to end (iOS 14). Default: nothing.
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.resolvedRowHeight
    }
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.defaultHeaderHeight(section)
    }
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.defaultFooterHeight(section)
    }
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        .delete
    }
    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        "Delete"
    }
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        proposedDestinationIndexPath
    }
    public func tableView(
        _ tableView: UITableView,
        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView,
        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
