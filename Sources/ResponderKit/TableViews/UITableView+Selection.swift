import Foundation

/// Selection (behaviour 14.3): by touch through ``ListTouchTracker``, and by code without delegate calls.
extension UITableView {
    /// The selected row (the first selected, with multiple selection), or nil.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in the order they were selected, or nil when none is.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row at `indexPath` (nil: clears the selection) and scrolls to it at `scrollPosition`,
    /// without any delegate call (as UIKit). Without multiple selection the previous selection is cleared,
    /// also without delegate calls. A row that does not exist is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selectedRows { setRow(row, selected: false, animated: animated) }
            return
        }
        guard rectForRow(at: indexPath) != .zero || numberOfRows(inSection: indexPath.section) > indexPath.row else {
            return
        }
        if !allowsMultipleSelection {
            for row in selectedRows where row != indexPath { setRow(row, selected: false, animated: animated) }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row at `indexPath`, without any delegate call (as UIKit).
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    /// Records the selection of one row and tells its cell, if in view.
    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected {
            if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        } else {
            selectedRows.removeAll { $0 == indexPath }
        }
        if let cell = visibleCellsByIndexPath[indexPath], cell.isSelected != selected {
            cell.setSelected(selected, animated: animated)
        }
    }

    // MARK: ListHost: index paths and touch selection (ListTouchTracker)

    func listItem(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }

    var listItemKind: ListItemKind { .row }

    var listAllowsTouchSelection: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    func listShouldHighlightItem(at item: IndexPath) -> Bool {
        tableDelegate?.tableView(self, shouldHighlightRowAt: item) ?? true
    }

    func listSetHighlighted(_ highlighted: Bool, at item: IndexPath) {
        visibleCellsByIndexPath[item]?.setHighlighted(highlighted, animated: false)
        if highlighted {
            tableDelegate?.tableView(self, didHighlightRowAt: item)
        } else {
            tableDelegate?.tableView(self, didUnhighlightRowAt: item)
        }
    }

    /// The lift on a row, in UIKit's order (behaviour 14.3): with multiple selection a selected row is
    /// deselected (`willDeselectRowAt`, `didUnhighlightRowAt`, `didDeselectRowAt`); otherwise
    /// `willSelectRowAt` (redirect or refuse), each previously selected row's `willDeselectRowAt` and
    /// `didDeselectRowAt` (single selection), `didUnhighlightRowAt`, then `didSelectRowAt`.
    func listSelectByTouch(at item: IndexPath, highlighted: Bool) -> ListTouchOutcome {
        let delegate = tableDelegate
        if allowsMultipleSelection, selectedRows.contains(item) {
            guard let target = delegate?.tableView(self, willDeselectRowAt: item) ?? (delegate == nil ? item : nil)
            else {
                if highlighted { listSetHighlighted(false, at: item) }
                return .selectionRefused
            }
            if highlighted { listSetHighlighted(false, at: item) }
            setRow(target, selected: false, animated: false)
            delegate?.tableView(self, didDeselectRowAt: target)
            return .deselected
        }
        guard let target = delegate?.tableView(self, willSelectRowAt: item) ?? (delegate == nil ? item : nil) else {
            if highlighted { listSetHighlighted(false, at: item) }
            return .selectionRefused
        }
        if !allowsMultipleSelection {
            for previous in selectedRows where previous != target {
                guard
                    let deselected = delegate?.tableView(self, willDeselectRowAt: previous)
                        ?? (delegate == nil ? previous : nil)
                else { continue }
                setRow(deselected, selected: false, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if highlighted { listSetHighlighted(false, at: item) }
        setRow(target, selected: true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        return .selected(redirectedFrom: target == item ? nil : item)
    }
}
