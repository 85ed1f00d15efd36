import Foundation
import ResponderKit
import ResponderKitTesting

/// A context menu delegate that records every call, in order, and answers with a configuration made by
/// `makeConfiguration` (nil: no menu).
@MainActor
final class RecordingMenuDelegate: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var makeConfiguration: (@MainActor (CGPoint) -> UIContextMenuConfiguration?)?
    var highlightPreview: UITargetedPreview?
    var commitStyle: UIContextMenuInteractionCommitStyle?

    init(makeConfiguration: (@MainActor (CGPoint) -> UIContextMenuConfiguration?)? = nil) {
        self.makeConfiguration = makeConfiguration
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        log.append("configurationForMenuAtLocation (\(Int(location.x)), \(Int(location.y)))")
        return makeConfiguration?(location)
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        log.append("previewForHighlighting")
        return highlightPreview
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willDisplayMenu")
        animator?.addAnimations { [unowned self] in self.log.append("willDisplayMenu animations") }
        animator?.addCompletion { [unowned self] in self.log.append("willDisplayMenu completion") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willEnd")
        animator?.addAnimations { [unowned self] in self.log.append("willEnd animations") }
        animator?.addCompletion { [unowned self] in self.log.append("willEnd completion") }
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        log.append("willPerformPreviewAction \(animator.preferredCommitStyle)")
        if let commitStyle { animator.preferredCommitStyle = commitStyle }
        animator.addCompletion { [unowned self] in self.log.append("commit completion") }
    }
}

/// A scene with one recording view (100 × 100 at (20, 20)) carrying a context menu interaction whose
/// delegate records, and a menu of "Copy", "Share" (a submenu with "Mail" and "Messages") and "Delete".
@MainActor
final class ContextMenuScene {
    let scene = TestScene()
    let photo = RecordingView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let delegate = RecordingMenuDelegate()
    let interaction: UIContextMenuInteraction
    var handled: [String] = []
    var app: UIApplication { scene.application }
    var menus: MenuDriver { scene.menus }
    static let center = CGPoint(x: 70, y: 70)

    init(withMenu: Bool = true) {
        photo.accessibilityIdentifier = "photo"
        scene.add(photo)
        interaction = UIContextMenuInteraction(delegate: delegate)
        photo.addInteraction(interaction)
        if withMenu {
            delegate.makeConfiguration = { [unowned self] _ in
                UIContextMenuConfiguration(identifier: NSString(string: "photo"), previewProvider: nil) { suggested in
                    self.delegate.log.append("actionProvider (\(suggested.count) suggested)")
                    return self.standardMenu()
                }
            }
        }
    }

    func standardMenu() -> UIMenu {
        UIMenu(children: [
            action("Copy"),
            UIMenu(title: "Share", children: [action("Mail"), action("Messages")]),
            action("Delete", attributes: .destructive),
        ])
    }

    func action(_ title: String, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off)
        -> UIAction
    {
        UIAction(title: title, attributes: attributes, state: state) { [unowned self] action in
            self.handled.append(action.title)
            self.delegate.log.append("handler \(action.title)")
        }
    }
}
