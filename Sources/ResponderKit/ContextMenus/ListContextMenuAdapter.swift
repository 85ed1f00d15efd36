import Foundation

/// The delegate of a list's own `UIContextMenuInteraction` (behaviour 15.7, 15.8), written once for both
/// lists (``ListHost``): forwards each call to the list, which asks its delegate about the row or items
/// under the trigger in its own delegate's names.
@MainActor
final class ListContextMenuAdapter: UIContextMenuInteractionDelegate {
    weak var list: (any ListHost)?

    init(list: any ListHost) {
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

extension ListHost {
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
