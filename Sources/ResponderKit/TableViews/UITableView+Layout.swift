import Foundation

/// Loading the data, the rows' geometry and the views in view (behaviour 14.2).
extension UITableView {
    /// The height of a row the delegate does not size: ``rowHeight``, resolving `automaticDimension`.
    var resolvedRowHeight: CGFloat {
        if rowHeight >= 0 { return rowHeight }
        return estimatedRowHeight > 0 ? estimatedRowHeight : TableViewConstants.defaultRowHeight
    }

    /// The header height when the delegate does not give one: ``sectionHeaderHeight`` (resolved) when the
    /// section has a header view, else 0.
    func defaultHeaderHeight(_ section: Int) -> CGFloat {
        guard loadingHeaders[section] != nil else { return 0 }
        return sectionHeaderHeight >= 0 ? sectionHeaderHeight : TableViewConstants.defaultSectionHeaderHeight
    }

    /// The footer height when the delegate does not give one, as ``defaultHeaderHeight(_:)``.
    func defaultFooterHeight(_ section: Int) -> CGFloat {
        guard loadingFooters[section] != nil else { return 0 }
        return sectionFooterHeight >= 0 ? sectionFooterHeight : TableViewConstants.defaultSectionHeaderHeight
    }

    /// Asks the data source and delegate for the counts, header and footer views and heights, and sets
    /// the content size. Negative or non-finite counts and heights from them count as 0.
    func loadData() {
        var layouts: [TableSectionLayout] = []
        var y: CGFloat = 0
        let sectionCount = max(0, dataSource?.numberOfSections(in: self) ?? 0)
        loadingHeaders.removeAll()
        loadingFooters.removeAll()
        for section in 0..<sectionCount {
            var layout = TableSectionLayout()
            layout.top = y
            layout.header =
                tableDelegate?.tableView(self, viewForHeaderInSection: section)
                ?? Self.titleLabel(dataSource?.tableView(self, titleForHeaderInSection: section))
            layout.footer =
                tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? Self.titleLabel(dataSource?.tableView(self, titleForFooterInSection: section))
            loadingHeaders[section] = layout.header
            loadingFooters[section] = layout.footer
            layout.headerHeight = Self.sanitized(
                tableDelegate?.tableView(self, heightForHeaderInSection: section)
                    ?? defaultHeaderHeight(section))
            y += layout.headerHeight
            let rowCount = max(0, dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0)
            layout.rowTops.reserveCapacity(rowCount)
            layout.rowHeights.reserveCapacity(rowCount)
            for row in 0..<rowCount {
                var height =
                    tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
                    ?? resolvedRowHeight
                // A delegate answering automaticDimension asks for self-sizing: the resolved row height.
                if height == UITableView.automaticDimension { height = resolvedRowHeight }
                height = Self.sanitized(height)
                layout.rowTops.append(y)
                layout.rowHeights.append(height)
                y += height
            }
            layout.footerHeight = Self.sanitized(
                tableDelegate?.tableView(self, heightForFooterInSection: section)
                    ?? defaultFooterHeight(section))
            y += layout.footerHeight
            layouts.append(layout)
        }
        loadingHeaders.removeAll()
        loadingFooters.removeAll()
        sections = layouts
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// A label showing a header or footer title, or nil without one.
    private static func titleLabel(_ title: String?) -> UIView? {
        guard let title else { return nil }
        let label = UILabel(frame: .zero)
        label.text = title
        return label
    }

    private static func sanitized(_ height: CGFloat) -> CGFloat { height.isFinite && height > 0 ? height : 0 }

    /// The loaded sections, loading them (and laying out the rows in view) first if needed.
    var loadedSections: [TableSectionLayout] {
        if let sections { return sections }
        loadData()
        tileVisibleRows()
        return sections ?? []
    }

    // MARK: Geometry queries

    /// The number of sections (loading the data if needed).
    public var numberOfSections: Int { loadedSections.count }

    /// The number of rows in `section` (loading the data if needed); 0 for a section that does not exist.
    public func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedSections
        return sections.indices.contains(section) ? sections[section].rowTops.count : 0
    }

    /// The frame of the row at `indexPath` in the table's coordinates; `.zero` for a row that does not exist.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        let sections = loadedSections
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].rowTops.indices.contains(indexPath.row)
        else { return .zero }
        let layout = sections[indexPath.section]
        return CGRect(
            x: 0, y: layout.rowTops[indexPath.row], width: bounds.width, height: layout.rowHeights[indexPath.row])
    }

    /// The frame of `section` (header, rows and footer); `.zero` for a section that does not exist.
    public func rect(forSection section: Int) -> CGRect {
        let sections = loadedSections
        guard sections.indices.contains(section) else { return .zero }
        return CGRect(
            x: 0, y: sections[section].top, width: bounds.width,
            height: sections[section].bottom - sections[section].top)
    }

    /// The row at `point` (in the table's coordinates), or nil over a header, footer or empty space.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        for (section, layout) in loadedSections.enumerated() where point.y >= layout.top && point.y < layout.bottom {
            return layout.row(atY: point.y).map { IndexPath(row: $0, section: section) }
        }
        return nil
    }

    /// The rows whose frames intersect `rect`, in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        var result: [IndexPath] = []
        for (section, layout) in loadedSections.enumerated() where layout.bottom > rect.minY && layout.top < rect.maxY {
            // From the first row that ends below rect.minY (binary search), while rows start above rect.maxY.
            var row = layout.firstRow(endingAfter: rect.minY)
            while row < layout.rowTops.count, layout.rowTops[row] < rect.maxY {
                if layout.rowHeights[row] > 0 { result.append(IndexPath(row: row, section: section)) }
                row += 1
            }
        }
        return result
    }

    /// The rows in view, in order (their cells are ``visibleCells``).
    public var indexPathsForVisibleRows: [IndexPath]? {
        _ = loadedSections
        return visibleCellsByIndexPath.keys.sorted()
    }

    /// The cells in view, in row order.
    public var visibleCells: [UITableViewCell] {
        (indexPathsForVisibleRows ?? []).compactMap { visibleCellsByIndexPath[$0] }
    }

    /// The cell showing the row at `indexPath`, or nil when the row is not in view.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        _ = loadedSections
        return visibleCellsByIndexPath[indexPath]
    }

    /// The row `cell` shows, or nil when it is not in view.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByIndexPath.first { $0.value === cell }?.key
    }

    /// The header view of `section` when it is in view.
    public func headerView(forSection section: Int) -> UIView? { visibleHeaders[section] }

    /// The footer view of `section` when it is in view.
    public func footerView(forSection section: Int) -> UIView? { visibleFooters[section] }

    // MARK: Tiling

    /// Makes the subviews match the rows, headers and footers in view: those that left go (cells to the
    /// reuse pool, with `didEndDisplaying`), those that came get a cell from the data source (with
    /// `willDisplay`) or their header or footer view.
    func tileVisibleRows() {
        guard let sections else { return }
        let visible = bounds
        var wanted: Set<IndexPath> = []
        for indexPath in indexPathsForRows(in: visible) ?? [] { wanted.insert(indexPath) }
        for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
            removeCell(cell, at: indexPath)
        }
        for indexPath in wanted.sorted() {
            let frame = rectForRow(at: indexPath)
            if let cell = visibleCellsByIndexPath[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            guard let dataSource else { continue }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = frame
            if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
            let selected = selectedRows.contains(indexPath)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            if isEditing || cell.isEditing || cell.editingControl != nil || cell.reorderControl != nil {
                configureEditing(of: cell, at: indexPath, animated: false)
            }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            visibleCellsByIndexPath[indexPath] = cell
            insertSubview(cell, at: 0)
        }
        for (section, layout) in sections.enumerated() {
            let inView = layout.bottom > visible.minY && layout.top < visible.maxY
            tile(
                layout.header, in: &visibleHeaders, section: section, visible: inView && layout.headerHeight > 0,
                frame: CGRect(x: 0, y: layout.top, width: visible.width, height: layout.headerHeight))
            tile(
                layout.footer, in: &visibleFooters, section: section, visible: inView && layout.footerHeight > 0,
                frame: CGRect(x: 0, y: layout.footerTop, width: visible.width, height: layout.footerHeight))
        }
    }

    private func tile(_ view: UIView?, in shown: inout [Int: UIView], section: Int, visible: Bool, frame: CGRect) {
        guard let view, visible else {
            shown.removeValue(forKey: section)?.removeFromSuperview()
            return
        }
        if view.frame != frame { view.frame = frame }
        if shown[section] == nil {
            shown[section] = view
            addSubview(view)
        }
    }

    private func removeCell(_ cell: UITableViewCell, at indexPath: IndexPath) {
        visibleCellsByIndexPath.removeValue(forKey: indexPath)
        cell.removeFromSuperview()
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellPool.enqueue(cell)
    }

    /// Removes every cell, header and footer on screen (cells to the reuse pool).
    func removeAllVisibleViews() {
        for (indexPath, cell) in visibleCellsByIndexPath.sorted(by: { $0.key < $1.key }) {
            removeCell(cell, at: indexPath)
        }
        for view in visibleHeaders.values { view.removeFromSuperview() }
        for view in visibleFooters.values { view.removeFromSuperview() }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
    }

    // MARK: Scrolling to a row

    /// Scrolls so that the row at `indexPath` is at `scrollPosition` (``ScrollPosition/none``:
    /// the least scrolling that shows it), within the scrollable range; animated as
    /// ``UIScrollView/setContentOffset(_:animated:)``. Does nothing for a row that does not exist.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect != .zero || (indexPath.count == 2 && numberOfRows(inSection: indexPath.section) > indexPath.row)
        else { return }
        var offset = contentOffset
        switch scrollPosition {
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        case .top: offset.y = rect.minY
        case .middle: offset.y = rect.midY - bounds.height / 2
        case .bottom: offset.y = rect.maxY - bounds.height
        }
        offset = clampedContentOffset(offset)
        guard offset != contentOffset else { return }
        setContentOffset(offset, animated: animated)
    }
}
