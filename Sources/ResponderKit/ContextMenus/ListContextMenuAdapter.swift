import Foundation

/// A list (a table or a collection view) whose context menus belong to its rows or items: the list
/// answers for its delegate (behaviour 15.7, 15.8). The decision of what the list installs and when its
/// delegate is asked is made once, in `ListContextMenuAdapter`; each list only translates to its own
/// delegate's methods.
@MainActor
protocol ListContextMenuHost: UIView {
    /// The menu for a trigger at `location` (in the list's coordinates), asking the list's delegate for
    /// the row or item there; nil: no menu.
    func listContextMenuConfiguration(at location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu's preview was tapped.
    func listWillPerformPreviewAction(
        for configuration: UIContextMenuConfiguration, animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to appear.
    func listWillDisplayContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to end.
    func listWillEndContextMenu(
        _ configuration: UIContextMenuConfiguration, animator: (any UIContextMenuInteractionAnimating)?)
}

/// The delegate of a list's own `UIContextMenuInteraction` (behaviour 15.7, 15.8): forwards each call
/// to the list, which asks its delegate about the row or item under the trigger.
@MainActor
final class ListContextMenuAdapter: UIContextMenuInteractionDelegate {
    weak var list: (any ListContextMenuHost)?

    init(list: any ListContextMenuHost) {
        self.list = list
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        list?.listContextMenuConfiguration(at: location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        list?.listWillPerformPreviewAction(for: configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        list?.listWillDisplayContextMenu(configuration, animator: animator)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        list?.listWillEndContextMenu(configuration, animator: animator)
    }
}

extension ListContextMenuHost {
    /// Installs the list's own context menu interaction (called once, when the list is made).
    func installListContextMenuInteraction() {
        addInteraction(UIContextMenuInteraction(retaining: ListContextMenuAdapter(list: self)))
    }

    /// The interaction installed by `installListContextMenuInteraction()`.
    var listContextMenuInteraction: UIContextMenuInteraction? {
        interactions.lazy.compactMap { $0 as? UIContextMenuInteraction }.first {
            $0.retainedDelegate is ListContextMenuAdapter
        }
    }
}
