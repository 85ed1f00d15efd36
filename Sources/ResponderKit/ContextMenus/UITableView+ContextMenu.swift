import Foundation

/// The context menus of a table view's rows (behaviour 15.7): the table installs a
/// ``UIContextMenuInteraction`` on itself (through the list adapter shared with the collection view)
/// whose delegate asks the table's delegate for the row under the trigger
/// (`tableView(_:contextMenuConfigurationForRowAt:point:)`) and tells it the menu appears, is committed
/// and ends. Between rows the delegate is not asked: no menu.
extension UITableView {
    func listContextMenuConfiguration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = tableDelegate, let indexPath = indexPathForRow(at: location) else { return nil }
        return delegate.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: location)
    }

    func listWillPerformPreviewAction(
        for configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
    ) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func listWillDisplayContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
    ) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func listWillEndContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
    ) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}

extension UITableView {
    /// The table's context menu interaction (a ResponderKit addition: UIKit's is private).
    public var contextMenuInteraction: UIContextMenuInteraction? { listContextMenuInteraction }
}
