import Foundation

/// Loading the counts, the layout's geometry and the cells in view (behaviour 14.9).
extension UICollectionView {
    /// Loads the counts if they are not loaded. Negative counts from the data source count as 0.
    @discardableResult
    func loadedItemCounts() -> [Int] {
        if let itemCounts { return itemCounts }
        var counts: [Int] = []
        if let dataSource {
            let sectionCount = max(0, dataSource.numberOfSections(in: self))
            counts.reserveCapacity(sectionCount)
            for section in 0..<sectionCount {
                counts.append(max(0, dataSource.collectionView(self, numberOfItemsInSection: section)))
            }
        }
        itemCounts = counts
        layoutIsPrepared = false
        return counts
    }

    /// Loads the counts and has the layout prepare, if needed; then sets the content size and lays out
    /// the cells in view.
    func prepareLayoutIfNeeded() {
        loadedItemCounts()
        guard !layoutIsPrepared else { return }
        layoutIsPrepared = true
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        tileVisibleItems()
    }

    // MARK: Counts and geometry queries

    /// The number of sections (loading the counts if needed).
    public var numberOfSections: Int { loadedItemCounts().count }

    /// The number of items in `section` (loading the counts if needed); 0 for a section that does not exist.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedItemCounts()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The layout's attributes of the item at `indexPath` (preparing the layout if needed), or nil.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose frame contains `point` (in the collection view's coordinates), or nil.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?.first { attributes in
            attributes.representedElementCategory == .cell && attributes.frame.contains(point)
        }?.indexPath
    }

    /// The items in view, in index-path order (their cells are ``visibleCells``).
    public var indexPathsForVisibleItems: [IndexPath] {
        prepareLayoutIfNeeded()
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// The cells in view, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The cell showing the item at `indexPath`, or nil when the item is not in view.
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        prepareLayoutIfNeeded()
        return visibleCellsByIndexPath[indexPath]
    }

    /// The item `cell` shows, or nil when it is not in view.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    // MARK: Tiling

    /// Makes the subviews match the items in view: cells whose items left go to the reuse pool (with
    /// `didEndDisplaying`), items that came in get a cell from the data source (with `willDisplay`), cells
    /// that stay take their new attributes. The item moving interactively stays, under the finger.
    func tileVisibleItems() {
        guard itemCounts != nil, layoutIsPrepared else { return }
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        where attributes.representedElementCategory == .cell {
            wanted[attributes.indexPath] = attributes
        }
        if let movement {
            wanted[movement.current] = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
                at: movement.current, withTargetPosition: movement.position)
        }
        for (indexPath, cell) in visibleCellsByIndexPath where wanted[indexPath] == nil {
            removeCell(cell, at: indexPath)
        }
        for indexPath in wanted.keys.sorted() {
            guard let attributes = wanted[indexPath] else { continue }
            if let cell = visibleCellsByIndexPath[indexPath] {
                cell.apply(attributes)
                continue
            }
            guard let dataSource else { continue }
            let cell = dataSource.collectionView(self, cellForItemAt: dataIndexPath(forShown: indexPath))
            cell.apply(attributes)
            if cell.isHighlighted { cell.isHighlighted = false }
            let selected = selectedItems.contains(indexPath)
            if cell.isSelected != selected { cell.isSelected = selected }
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            visibleCellsByIndexPath[indexPath] = cell
            insertSubview(cell, at: 0)
        }
        if let movement, let moving = visibleCellsByIndexPath[movement.current] { bringSubviewToFront(moving) }
    }

    private func removeCell(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath.removeValue(forKey: indexPath)
        cell.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cellPool.enqueue(cell)
    }

    /// Removes every cell on screen (to the reuse pool).
    func removeAllVisibleCells() {
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            removeCell(cell, at: indexPath)
        }
    }

    // MARK: Scrolling to an item

    /// Scrolls so that the item at `indexPath` is at `scrollPosition` (no option: the least scrolling that
    /// shows it), within the scrollable range; animated as ``UIScrollView/setContentOffset(_:animated:)``.
    /// Does nothing for an item that does not exist.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let rect = layoutAttributesForItem(at: indexPath)?.frame else { return }
        guard !scrollPosition.isEmpty else {
            scrollRectToVisible(rect, animated: animated)
            return
        }
        var offset = contentOffset
        if scrollPosition.contains(.top) {
            offset.y = rect.minY
        } else if scrollPosition.contains(.centeredVertically) {
            offset.y = rect.midY - bounds.height / 2
        } else if scrollPosition.contains(.bottom) {
            offset.y = rect.maxY - bounds.height
        }
        if scrollPosition.contains(.left) {
            offset.x = rect.minX
        } else if scrollPosition.contains(.centeredHorizontally) {
            offset.x = rect.midX - bounds.width / 2
        } else if scrollPosition.contains(.right) {
            offset.x = rect.maxX - bounds.width
        }
        offset = clampedContentOffset(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }
}
