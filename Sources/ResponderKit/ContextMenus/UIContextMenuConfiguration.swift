import Foundation

/// Provides the menu of a context menu, given the actions the system suggests (none, headless).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// Provides the view controller a context menu previews, or nil for the view itself.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: its menu and its preview, each made by a closure called when the menu
/// appears (behaviour 15.2). A delegate returns one from
/// ``UIContextMenuInteractionDelegate/contextMenuInteraction(_:configurationForMenuAtLocation:)``.
@MainActor
public final class UIContextMenuConfiguration {
    /// The identifier given, or a unique generated one (an `NSString` of a UUID).
    public let identifier: any NSCopying
    /// Called when the menu appears, for the preview's view controller. Nil: the view is the preview.
    public let previewProvider: UIContextMenuContentPreviewProvider?
    /// Called when the menu appears, with the suggested actions, for the menu. Nil: no menu.
    public let actionProvider: UIContextMenuActionProvider?

    /// Creates a configuration. Without `identifier`, a unique one is generated.
    public init(
        identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// How a context menu's preview is committed when it is tapped.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview goes away without an animation.
    case dismiss = 0
    /// The preview pops into the destination (the default here; Apple documents none).
    case pop = 1
}

/// Animations alongside a context menu's appearance or disappearance (behaviour 15.2). Headless: the
/// animations run as soon as the delegate method that received the animator returns, in the order they
/// were added; the completions run after them, in order, on the application's clock (at its next
/// run-loop turn: the animation takes no time).
@MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    /// The view controller the menu previews, if any.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a completion to run after the animations.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator of a preview commit (``UIContextMenuInteractionDelegate/contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)``).
@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview is committed. Default ``UIContextMenuInteractionCommitStyle/pop``.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// Animations alongside an edit menu's appearance or disappearance; headless as
/// ``UIContextMenuInteractionAnimating``.
@MainActor
public protocol UIEditMenuInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a completion to run after the animations.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The headless animator of menus: collects what a delegate adds, then runs the animations at once and
/// the completions on the application's clock. The one place that timing is decided.
@MainActor
final class HeadlessMenuAnimator: UIContextMenuInteractionCommitAnimating, UIEditMenuInteractionAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the animations now and schedules the completions at `application`'s current time (without an
    /// application, the completions run now too).
    func run(in application: UIApplication?) {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        for animation in animations { animation() }
        guard !completions.isEmpty else { return }
        guard let application else {
            for completion in completions { completion() }
            return
        }
        _ = application.scheduleTimer(at: application.clock.now) {
            for completion in completions { completion() }
        }
    }
}
