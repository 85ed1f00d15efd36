import Foundation

/// Where an edit menu's arrow points (iOS 16).
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// The system chooses.
    case automatic = 0
    /// Points up.
    case up = 1
    /// Points down.
    case down = 2
    /// Points left.
    case left = 3
    /// Points right.
    case right = 4
}

/// What an edit menu is for: an identifier and the point it is presented from (iOS 16).
@MainActor
public final class UIEditMenuConfiguration {
    /// The identifier given, or a unique generated one (an `NSString` of a UUID).
    public let identifier: any NSCopying
    /// The point the menu is presented from, in the interaction's view.
    public let sourcePoint: CGPoint
    /// Where the menu's arrow points. Default ``UIEditMenuArrowDirection/automatic``.
    public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// Creates a configuration. Without `identifier`, a unique one is generated.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.sourcePoint = sourcePoint
    }
}

/// An interaction that presents the edit menu (Cut, Copy, Paste...) for its view (iOS 16, behaviour
/// 15.5), the successor of ``UIMenuController``, which ResponderKit implements on top of it.
///
/// ``presentEditMenu(with:)`` gathers the suggested actions (the standard edit actions the key window's
/// first responder chain can perform, in the order of ``Selector/standardEditActions``: the rule
/// ``UIApplication/sendAction(_:to:from:for:)`` uses, so a listed command reaches someone), asks the
/// delegate for the menu (nil: the suggested actions; an empty menu: no menu), and shows it
/// (``UIApplication/visibleEditMenu``): `willPresentMenuFor`. Choosing an action dismisses the menu
/// (`willDismissMenuFor`), then runs its handler; a suggested action sends its edit action to the first
/// responder. One edit menu shows at a time: presenting one dismisses the other, and the menu is
/// dismissed when the key window's first responder changes.
@MainActor
public final class UIEditMenuInteraction: UIInteraction {
    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public var view: UIView? { attachedView ?? hostView }
    private weak var attachedView: UIView?
    /// The view of an interaction used without being attached (``UIMenuController``'s).
    weak var hostView: UIView?
    /// The application of an interaction used without being attached (``UIMenuController``'s).
    weak var hostApplication: UIApplication?
    /// The application the interaction's menus show in.
    private var application: UIApplication? { view?.window?.application ?? hostApplication }
    /// The object set as a chosen suggested action's sender (the menu controller for its menus).
    weak var actionSender: AnyObject?
    /// Builds the menu instead of the delegate (``UIMenuController``'s items).
    var menuBuilder: (@MainActor ([UIAction]) -> UIMenu?)?

    /// Creates an interaction with its delegate.
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Called by the view before the interaction is attached or detached.
    public func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
    }

    /// Called by the view after the interaction is attached or detached.
    public func didMove(to view: UIView?) {
        attachedView = view
    }

    /// The menu this interaction shows now, or nil.
    public var presentation: MenuPresentation? {
        guard let menu = application?.visibleEditMenu, menu.owner === self else { return nil }
        return menu
    }

    /// Where the menu this interaction shows was presented from, in `view`'s coordinates (the window's
    /// when nil); `.zero` while none shows.
    public func location(in view: UIView?) -> CGPoint {
        guard let presentation, let source = self.view else { return .zero }
        return source.convert(presentation.location, to: view)
    }

    /// Presents the edit menu for `configuration` (see the type's description). Nothing appears when the
    /// interaction has no view in a window, or the menu is empty.
    public func presentEditMenu(with configuration: UIEditMenuConfiguration) {
        present(configuration: configuration)
    }

    /// Dismisses the menu this interaction shows (`willDismissMenuFor`; no handler). Does nothing when
    /// none shows.
    public func dismissMenu() {
        presentation?.dismiss()
    }

    /// Asks the delegate for the menu again and shows the new one (no `willPresentMenuFor`); dismisses
    /// the menu when it became empty. Does nothing when none shows.
    public func reloadVisibleMenu() {
        guard let presentation, let configuration = presentation.editConfiguration ?? lastConfiguration else { return }
        guard let menu = makeMenu(for: configuration), !menu.children.isEmpty else { return presentation.dismiss() }
        presentation.replaceMenu(menu)
    }

    // MARK: Presenting

    private var lastConfiguration: UIEditMenuConfiguration?

    /// Presents the menu; returns the presentation, nil when nothing appeared.
    @discardableResult
    func present(configuration: UIEditMenuConfiguration, public isPublic: Bool = true) -> MenuPresentation? {
        guard let view, let application else { return nil }
        lastConfiguration = configuration
        guard let menu = makeMenu(for: configuration), !menu.children.isEmpty else {
            presentation?.dismiss()
            return nil
        }
        let presentation = MenuPresentation(
            kind: .editMenu, application: application, menu: menu, sourceView: view,
            location: configuration.sourcePoint, owner: self,
            sender: actionSender ?? self,
            editConfiguration: isPublic ? configuration : nil)
        presentation.willEnd = { [weak self] animator in
            guard let self else { return }
            self.delegate?.editMenuInteraction(self, willDismissMenuFor: configuration, animator: animator)
        }
        application.menuController.show(presentation)
        let animator = HeadlessMenuAnimator(previewViewController: nil)
        delegate?.editMenuInteraction(self, willPresentMenuFor: configuration, animator: animator)
        animator.run(in: application)
        presentation.startLoading()
        return presentation
    }

    private func makeMenu(for configuration: UIEditMenuConfiguration) -> UIMenu? {
        guard let application else { return nil }
        let sender: AnyObject = actionSender ?? self
        let suggested = application.performableEditActions(Selector.standardEditActions, sender: sender)
            .map { selector in UIAction.editAction(selector, title: selector.name, application: application) }
        if let menuBuilder { return menuBuilder(suggested) }
        return delegate?.editMenuInteraction(self, menuFor: configuration, suggestedActions: suggested)
            ?? UIMenu(children: suggested)
    }
}

/// The methods of an edit menu interaction's delegate (iOS 16, behaviour 15.5); all optional.
@MainActor
public protocol UIEditMenuInteractionDelegate: AnyObject {
    /// The menu to show: include `suggestedActions`; nil for the system's menu (the suggested actions),
    /// an empty menu for none. Default nil.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The rectangle the menu points at, in the view. Default: an empty rectangle at the source point.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration)
        -> CGRect
    /// The menu is about to appear. Default: nothing.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
    /// The menu is about to go away (an action was chosen or it was dismissed). Default: nothing.
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
    )
        -> CGRect
    { CGRect(origin: configuration.sourcePoint, size: .zero) }
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {}
}

extension UIAction {
    /// An edit-menu action that sends `selector` to the first responder (nil target) with the action's
    /// sender (the interaction or menu controller), as choosing a command of the edit menu does.
    static func editAction(_ selector: Selector, title: String, application: UIApplication) -> UIAction {
        let action = UIAction(title: title) { [weak application] action in
            guard let application else { return }
            let delivered = application.sendAction(selector, to: nil, from: action.sender, for: nil)
            application.menuController.lastEditActionDelivered = delivered
        }
        action.editSelector = selector
        return action
    }
}

extension UIApplication {
    /// The actions among `candidates` (duplicates dropped) that the key window's first responder chain can
    /// perform with `sender`: the one rule of what an edit menu lists (the rule of sending, so a listed
    /// command always reaches someone).
    func performableEditActions(_ candidates: [Selector], sender: AnyObject) -> [Selector] {
        guard let responder = keyWindow?.currentFirstResponder else { return [] }
        var actions: [Selector] = []
        for action in candidates where !actions.contains(action) {
            if responder.target(forAction: action, withSender: sender) != nil { actions.append(action) }
        }
        return actions
    }
}
