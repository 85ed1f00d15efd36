import Foundation

/// Selection (behaviour 14.9): by touch through ``ListTouchTracker``, and by code without delegate calls.
extension UICollectionView {
    /// The selected items in the order they were selected, or nil when none is.
    public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects the item at `indexPath` (nil: clears the selection) and scrolls to it at `scrollPosition`
    /// (no option: no scrolling), without any delegate call (as UIKit). Without multiple selection the
    /// previous selection is cleared, also without delegate calls. Nothing happens when
    /// ``allowsSelection`` is off or the item does not exist.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for item in selectedItems { setItem(item, selected: false) }
            return
        }
        guard indexPath.count == 2, indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section)
        else { return }
        if !allowsMultipleSelection {
            for item in selectedItems where item != indexPath { setItem(item, selected: false) }
        }
        setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`, without any delegate call (as UIKit). Nothing happens when
    /// ``allowsSelection`` is off.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        setItem(indexPath, selected: false)
    }

    /// Records the selection of one item and tells its cell, if in view.
    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected {
            if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        } else {
            selectedItems.removeAll { $0 == indexPath }
        }
        if let cell = visibleCellsByIndexPath[indexPath], cell.isSelected != selected { cell.isSelected = selected }
    }

    // MARK: ListHost: index paths and touch selection (ListTouchTracker)

    func listItem(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    var listItemKind: ListItemKind { .item }

    var listAllowsTouchSelection: Bool { allowsSelection }

    func listShouldHighlightItem(at item: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: item) ?? true
    }

    func listSetHighlighted(_ highlighted: Bool, at item: IndexPath) {
        visibleCellsByIndexPath[item]?.isHighlighted = highlighted
        if highlighted {
            collectionDelegate?.collectionView(self, didHighlightItemAt: item)
        } else {
            collectionDelegate?.collectionView(self, didUnhighlightItemAt: item)
        }
    }

    /// The lift on an item, in UIKit's collection-view order (behaviour 14.9; the sequence UIKit's
    /// `UICollectionView.h` documents): with multiple selection a selected item asks
    /// `shouldDeselectItemAt`, then `didDeselectItemAt`; otherwise `shouldSelectItemAt` (false refuses, it
    /// cannot redirect), each previously selected item's `didDeselectItemAt` (single selection, without
    /// `shouldDeselectItemAt`), then `didSelectItemAt`. The highlight goes last, `didUnhighlightItemAt`,
    /// also when the answer was no.
    func listSelectByTouch(at item: IndexPath, highlighted: Bool) -> ListTouchOutcome {
        defer { if highlighted { listSetHighlighted(false, at: item) } }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedItems.contains(item) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: item) ?? true else {
                return .selectionDeclined(question: "shouldDeselectItemAt")
            }
            setItem(item, selected: false)
            delegate?.collectionView(self, didDeselectItemAt: item)
            return .deselected
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: item) ?? true else {
            return .selectionDeclined(question: "shouldSelectItemAt")
        }
        if !allowsMultipleSelection {
            for previous in selectedItems where previous != item {
                setItem(previous, selected: false)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        setItem(item, selected: true)
        delegate?.collectionView(self, didSelectItemAt: item)
        return .selected(redirectedFrom: nil)
    }
}
