import Foundation

/// What a ``UICollectionView`` tells and asks its delegate about display, highlight, selection and
/// interactive movement, with UIKit's Swift signatures and default answers (behaviour 14.9, 14.10; Apple's
/// `UICollectionViewDelegate` page). Every method has a default, so implement only those you need.
///
/// A tap on an item, in order (behaviour 14.9, the sequence UIKit's `UICollectionView.h` documents):
///
///     collectionView(_:shouldHighlightItemAt:)   the touch reached the collection view (after the
///     collectionView(_:didHighlightItemAt:)      content-touch delay); false: nothing more
///     -- lift --
///     collectionView(_:shouldSelectItemAt:)      false: only the unhighlight follows
///     collectionView(_:didDeselectItemAt:)       the previously selected item (single selection)
///     collectionView(_:didSelectItemAt:)
///     collectionView(_:didUnhighlightItemAt:)
///
/// With ``UICollectionView/allowsMultipleSelection``, a lift on a selected item asks
/// `shouldDeselectItemAt` instead, then `didDeselectItemAt` and `didUnhighlightItemAt`. Unlike the table
/// view's `willSelect`, `shouldSelect` cannot redirect, and the highlight goes after the selection.
/// Scrolling, or a recognizer that takes the touch, calls `didUnhighlightItemAt` and nothing else.
///
/// The collection view's ``UIScrollView/delegate`` holds it (a `UICollectionViewDelegate` is a
/// `UIScrollViewDelegate`).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Called just before `cell` is shown for the item at `indexPath`. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// Called after `cell` left the collection view (scrolled out of sight, or a reload). Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath)
    /// Whether a touch may highlight the item (false: no highlight, and no selection calls at all).
    /// Default `true`.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// Called after a touch highlighted the item. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// Called after the highlight was removed from the item. Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the lift may select the item. Default `true`.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Called after a touch selected the item (not after
    /// ``UICollectionView/selectItem(at:animated:scrollPosition:)``). Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a lift on the selected item may deselect it (multiple selection). Default `true`.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// Called after a touch deselected the item (not after ``UICollectionView/deselectItem(at:animated:)``).
    /// Default: nothing.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// During an interactive movement, where the item now shown at `currentIndexPath` goes when the
    /// finger proposes `proposedIndexPath` (behaviour 14.10). Default the proposed one. (Apple's page calls
    /// the first index path "the item's original index path", but names it `currentIndexPath` and replaced
    /// the method in iOS 15 by one that is given both: it is the item's current place.)
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu for a long press, force press or secondary click at `point` (in the collection
    /// view's coordinates), or nil for none (behaviour 15.8; iOS 16). `indexPaths` holds the pressed item;
    /// the selected items too, pressed item first, when it is one of several selected; it is empty between
    /// items. Default: for one item or more, the answer of
    /// ``collectionView(_:contextMenuConfigurationForItemAt:point:)`` for the first; for none, nil.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu of the item at `indexPath` (iOS 13 to 16, deprecated by Apple for
    /// ``collectionView(_:contextMenuConfigurationForItemsAt:point:)``, whose default asks this one).
    /// Default nil.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// An item's context menu preview was tapped: commit it. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// An item's context menu is about to appear. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// An item's context menu is about to end. Default: nothing.
    func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UICollectionViewDelegate {
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let first = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: first, point: point)
    }
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    public func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
