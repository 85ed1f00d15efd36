import Foundation

/// The context menus of a collection view's items (behaviour 15.8): as the table (behaviour 15.7), the
/// collection view installs a ``UIContextMenuInteraction`` on itself whose delegate asks the collection
/// view's delegate, here with the index paths the menu acts on
/// (`collectionView(_:contextMenuConfigurationForItemsAt:point:)`).
extension UICollectionView {
    func listContextMenuConfiguration(at location: CGPoint) -> UIContextMenuConfiguration? {
        guard let delegate = collectionDelegate else { return nil }
        return delegate.collectionView(
            self, contextMenuConfigurationForItemsAt: contextMenuIndexPaths(at: location), point: location)
    }

    /// The items a menu at `location` acts on (Apple's `contextMenuConfigurationForItemsAt` page): none
    /// between items; the pressed item; and when it is one of several selected items, the pressed item
    /// first, then the other selected items in the order they were selected.
    func contextMenuIndexPaths(at location: CGPoint) -> [IndexPath] {
        guard let pressed = indexPathForItem(at: location) else { return [] }
        guard selectedItems.count > 1, selectedItems.contains(pressed) else { return [pressed] }
        return [pressed] + selectedItems.filter { $0 != pressed }
    }

    func listWillPerformPreviewAction(
        for configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating
    ) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func listWillDisplayContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
    ) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func listWillEndContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?
    ) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }

    /// The collection view's context menu interaction (a ResponderKit addition: UIKit's is private).
    public var contextMenuInteraction: UIContextMenuInteraction? { listContextMenuInteraction }
}
