import Foundation

/// An interactive movement in progress (behaviour 14.10): where the item started, where it is shown now,
/// and where the finger is.
struct CollectionInteractiveMovement {
    /// The item's index path when the movement began (the data source's, until the movement ends).
    var original: IndexPath
    /// The index path the item is shown at now.
    var current: IndexPath
    /// The moving item's centre, in content coordinates.
    var position: CGPoint
}

/// Interactive movement (behaviour 14.10; Apple's `beginInteractiveMovementForItem(at:)` page): the app
/// drives it from a gesture recognizer, usually a long press, as Apple's sample code does:
///
///     began    → beginInteractiveMovementForItem(at:)
///     changed  → updateInteractiveMovementTargetPosition(_:)
///     ended    → endInteractiveMovement()
///     otherwise → cancelInteractiveMovement()
///
/// While it lasts the collection view shows the item under the finger and the other items in the order
/// the move so far gives them; the data source moves its data only at the end.
extension UICollectionView {
    /// Begins moving the item at `indexPath`: false (and nothing happens) when the item does not exist,
    /// there is no data source, a movement is already in progress, or the data source's
    /// `collectionView(_:canMoveItemAt:)` answers false.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard movement == nil, let dataSource, let frame = layoutAttributesForItem(at: indexPath)?.frame,
            dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        movement = CollectionInteractiveMovement(
            original: indexPath, current: indexPath, position: CGPoint(x: frame.midX, y: frame.midY))
        tileVisibleItems()
        return true
    }

    /// Moves the item being moved to `targetPosition` (the collection view's coordinates). When the
    /// layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` proposes another place, the
    /// delegate's `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)` decides where
    /// the item goes, and the other items make room. Does nothing without a movement in progress.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement else { return }
        movement.position = targetPosition
        let proposed = collectionViewLayout.targetIndexPath(
            forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if proposed != movement.current {
            let target =
                collectionDelegate?.collectionView(
                    self, targetIndexPathForMoveFromItemAt: movement.current, toProposedIndexPath: proposed)
                ?? proposed
            if target != movement.current, canShow(movement.current, at: target) {
                showMove(from: movement.current, to: target)
                movement.current = target
            }
        }
        self.movement = movement
        prepareLayoutIfNeeded()
        tileVisibleItems()
    }

    /// Ends the movement: the item settles at its new place and the data source's
    /// `collectionView(_:moveItemAt:to:)` moves the data (not called when the item is back where it
    /// started). Does nothing without a movement in progress.
    public func endInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        tileVisibleItems()
        if movement.original != movement.current {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
    }

    /// Cancels the movement: the item goes back to where it started and the data source is not told.
    /// Does nothing without a movement in progress.
    public func cancelInteractiveMovement() {
        guard let movement else { return }
        self.movement = nil
        if movement.current != movement.original { showMove(from: movement.current, to: movement.original) }
        prepareLayoutIfNeeded()
        tileVisibleItems()
    }

    // MARK: Showing a move

    /// Whether the item shown at `source` can be shown at `target`: an existing place in its section, or
    /// up to the end of another section.
    private func canShow(_ source: IndexPath, at target: IndexPath) -> Bool {
        guard target.count == 2, let counts = itemCounts, counts.indices.contains(target.section) else { return false }
        let limit = counts[target.section] + (target.section == source.section ? 0 : 1)
        return target.item >= 0 && target.item < limit
    }

    /// Shows the item at `source` at `target`: the counts, the cells on screen and the selection follow
    /// (each index path as after removing `source` and inserting at `target`), and the layout prepares again.
    private func showMove(from source: IndexPath, to target: IndexPath) {
        guard var counts = itemCounts else { return }
        counts[source.section] -= 1
        counts[target.section] += 1
        itemCounts = counts
        var cells: [IndexPath: UICollectionViewCell] = [:]
        for (indexPath, cell) in visibleCellsByIndexPath {
            cells[Self.moved(indexPath, from: source, to: target)] = cell
        }
        visibleCellsByIndexPath = cells
        selectedItems = selectedItems.map { Self.moved($0, from: source, to: target) }
        layoutIsPrepared = false
    }

    /// Where `indexPath` is after the item at `source` moved to `target`.
    static func moved(_ indexPath: IndexPath, from source: IndexPath, to target: IndexPath) -> IndexPath {
        if indexPath == source { return target }
        var result = indexPath
        if result.section == source.section, result.item > source.item { result.item -= 1 }
        if result.section == target.section, result.item >= target.item { result.item += 1 }
        return result
    }

    /// The data source's index path of the item shown at `indexPath`: itself, except during a movement.
    func dataIndexPath(forShown indexPath: IndexPath) -> IndexPath {
        guard let movement else { return indexPath }
        if indexPath == movement.current { return movement.original }
        var result = indexPath
        if result.section == movement.current.section, result.item > movement.current.item { result.item -= 1 }
        if result.section == movement.original.section, result.item >= movement.original.item { result.item += 1 }
        return result
    }
}
