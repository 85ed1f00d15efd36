import Foundation

/// Editing (behaviour 14.7): the delete and insert controls, the delete confirmation, the reorder
/// control, and the row updates the data source calls after a change.
extension UITableView {
    /// How ``deleteRows(at:with:)`` and ``insertRows(at:with:)`` animate; headless, stored only.
    public enum RowAnimation: Int, Sendable {
        /// Fade in or out.
        case fade
        /// Slide to or from the right.
        case right
        /// Slide to or from the left.
        case left
        /// Slide to or from the top.
        case top
        /// Slide to or from the bottom.
        case bottom
        /// No animation.
        case none
        /// Keep the cell centred.
        case middle
        /// The table's choice.
        case automatic = 100
    }

    /// The width of an editing control (delete, insert, reorder).
    static let editingControlWidth: CGFloat = 44
    /// The width of the delete confirmation button.
    static let deleteConfirmationWidth: CGFloat = 74

    /// Removes the rows at `indexPaths` (the data source already removed them): the geometry is loaded
    /// again, selected rows after them in their section move up, and deleted selected rows are deselected.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        var selection: [IndexPath] = []
        for selected in selectedRows where !indexPaths.contains(selected) {
            let above = indexPaths.filter { $0.section == selected.section && $0.row < selected.row }.count
            selection.append(IndexPath(row: selected.row - above, section: selected.section))
        }
        reloadGeometry(keeping: selection)
    }

    /// Adds rows at `indexPaths` (the data source already added them): the geometry is loaded again and
    /// selected rows at or after them in their section move down.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        let selection = selectedRows.map { selected in
            let before = indexPaths.filter { $0.section == selected.section && $0.row <= selected.row }.count
            return IndexPath(row: selected.row + before, section: selected.section)
        }
        reloadGeometry(keeping: selection)
    }

    /// Loads the counts and heights again without clearing the selection (set to `selection`).
    func reloadGeometry(keeping selection: [IndexPath]) {
        swipeActions.close(animated: false)
        deleteConfirmationRow = nil
        removeAllVisibleViews()
        touchTracker.clear()
        selectedRows = selection
        loadData()
        tileVisibleRows()
    }

    /// Shows or hides the editing controls of every row in view (called when ``isEditing`` changes).
    func editingModeChanged(animated: Bool) {
        swipeActions.close(animated: false)
        deleteConfirmationRow = nil
        for (indexPath, cell) in visibleCellsByIndexPath {
            configureEditing(of: cell, at: indexPath, animated: animated)
        }
    }

    /// Gives `cell` the editing controls its row has in the current mode.
    func configureEditing(of cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: animated) }
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        let style = editable ? (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        let movable = isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        let width = Self.editingControlWidth
        cell.editingControl?.removeFromSuperview()
        cell.editingControl = nil
        if style != .none {
            let control = UIButton(frame: CGRect(x: 0, y: 0, width: width, height: cell.bounds.height))
            control.accessibilityIdentifier = style == .delete ? "delete control" : "insert control"
            control.addAction(
                UIAction { [weak self, weak cell] _ in
                    guard let self, let cell, let row = self.indexPath(for: cell) else { return }
                    if style == .delete {
                        self.showDeleteConfirmation(at: row)
                    } else {
                        self.dataSource?.tableView(self, commit: .insert, forRowAt: row)
                    }
                }, for: .touchUpInside)
            cell.addSubview(control)
            cell.editingControl = control
        }
        if movable, cell.reorderControl == nil {
            let control = TableReorderControl(
                frame: CGRect(x: cell.bounds.width - width, y: 0, width: width, height: cell.bounds.height))
            control.accessibilityIdentifier = "reorder control"
            cell.addSubview(control)
            cell.reorderControl = control
        } else if !movable {
            cell.reorderControl?.removeFromSuperview()
            cell.reorderControl = nil
        }
        cell.deleteConfirmationButton?.removeFromSuperview()
        cell.deleteConfirmationButton = nil
        if deleteConfirmationRow == indexPath { addDeleteConfirmation(to: cell, at: indexPath) }
        var content = cell.bounds
        content.origin.x = style != .none ? width : 0
        content.size.width -= content.origin.x + (movable ? width : 0)
        cell.contentView.frame = content
    }

    /// Shows the delete confirmation button of the row (one row at a time).
    func showDeleteConfirmation(at indexPath: IndexPath) {
        let previous = deleteConfirmationRow
        deleteConfirmationRow = indexPath
        for row in [previous, indexPath].compactMap({ $0 }) {
            if let cell = visibleCellsByIndexPath[row] { configureEditing(of: cell, at: row, animated: true) }
        }
    }

    /// Hides the delete confirmation button, if shown.
    func hideDeleteConfirmation() {
        guard let row = deleteConfirmationRow else { return }
        deleteConfirmationRow = nil
        if let cell = visibleCellsByIndexPath[row] { configureEditing(of: cell, at: row, animated: true) }
    }

    private func addDeleteConfirmation(to cell: UITableViewCell, at indexPath: IndexPath) {
        let width = Self.deleteConfirmationWidth
        let button = UIButton(
            frame: CGRect(x: cell.bounds.width - width, y: 0, width: width, height: cell.bounds.height))
        button.accessibilityIdentifier = "delete confirmation"
        button.setTitle(
            tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete",
            for: .normal)
        button.addAction(
            UIAction { [weak self, weak cell] _ in
                guard let self, let cell, let row = self.indexPath(for: cell) else { return }
                self.deleteConfirmationRow = nil
                self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
                if let cell = self.visibleCellsByIndexPath[row] {
                    self.configureEditing(of: cell, at: row, animated: true)
                }
            }, for: .touchUpInside)
        cell.addSubview(button)
        cell.deleteConfirmationButton = button
    }

    // MARK: Reordering

    /// The reorder control of `cell` began tracking.
    func beginReorder(of cell: UITableViewCell) {
        guard let row = indexPath(for: cell) else { return }
        reorderSource = row
    }

    /// The reorder control moved to `y` (table coordinates): the row follows the finger.
    func updateReorder(of cell: UITableViewCell, toY y: CGFloat) {
        guard reorderSource != nil else { return }
        var frame = cell.frame
        frame.origin.y = y - frame.height / 2
        cell.frame = frame
    }

    /// The reorder control lifted at `y`: the delegate may retarget the drop, then the data source moves
    /// the data and the table shows the new order.
    func endReorder(of cell: UITableViewCell, atY y: CGFloat) {
        guard let source = reorderSource else { return }
        reorderSource = nil
        let proposed = proposedMoveDestination(forY: y, from: source)
        let target =
            tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        if target != source { dataSource?.tableView(self, moveRowAt: source, to: target) }
        reloadGeometry(keeping: selectedRows)
    }

    /// The drop cancelled: the row goes back.
    func cancelReorder() {
        guard reorderSource != nil else { return }
        reorderSource = nil
        reloadGeometry(keeping: selectedRows)
    }

    /// The row under `y`, or the first or last row of the source's section above or below them.
    private func proposedMoveDestination(forY y: CGFloat, from source: IndexPath) -> IndexPath {
        if let row = indexPathForRow(at: CGPoint(x: 1, y: y)) { return row }
        let count = numberOfRows(inSection: source.section)
        let sectionRect = rect(forSection: source.section)
        return IndexPath(row: y < sectionRect.midY ? 0 : max(0, count - 1), section: source.section)
    }
}

/// The grip a row shows in editing mode when it can move (behaviour 14.7): dragging it moves the row. A
/// control, so the scroll view does not take its touch (`touchesShouldCancel(in:)` is false for controls).
@MainActor
final class TableReorderControl: UIControl {
    private var cell: UITableViewCell? { superview as? UITableViewCell }
    private var table: UITableView? { cell?.superview as? UITableView }

    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let cell, let table else { return false }
        table.beginReorder(of: cell)
        return true
    }

    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let cell, let table else { return false }
        table.updateReorder(of: cell, toY: touch.location(in: table).y)
        return true
    }

    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let cell, let table else { return }
        let y = touch?.location(in: table).y ?? cell.frame.midY
        table.endReorder(of: cell, atY: y)
    }

    override func cancelTracking(with event: UIEvent?) {
        table?.cancelReorder()
        super.cancelTracking(with: event)
    }
}
