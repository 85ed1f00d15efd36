import Foundation

/// The context menus of a table view's rows (behaviour 15.7): the table installs a
/// ``UIContextMenuInteraction`` on itself whose delegate asks the table's delegate for the row under
/// the trigger (`tableView(_:contextMenuConfigurationForRowAt:point:)`) and tells it the menu appears,
/// is committed and ends.
@MainActor
final class TableContextMenuAdapter: UIContextMenuInteractionDelegate {
    weak var table: UITableView?

    init(table: UITableView) {
        self.table = table
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let table, let delegate = table.tableDelegate, let indexPath = table.indexPathForRow(at: location) else {
            return nil
        }
        return delegate.tableView(table, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        guard let table else { return }
        table.tableDelegate?.tableView(table, willEndContextMenuInteraction: configuration, animator: animator)
    }
}

extension UITableView {
    /// Installs the table's own context menu interaction (called once, when the table is made).
    func installContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(retaining: TableContextMenuAdapter(table: self)))
    }

    /// The table's context menu interaction (a ResponderKit addition: UIKit's is private).
    public var contextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first {
            $0.retainedDelegate is TableContextMenuAdapter
        }
    }
}
