import Foundation

/// A custom command of the edit menu: its title and the action it sends through the responder chain.
@MainActor
open class UIMenuItem {
    /// The title shown in the menu.
    open var title: String
    /// The action sent to the first responder (nil target) when the item is chosen.
    open var action: Selector

    /// Creates a menu item.
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}

/// The edit menu (Cut, Copy, Paste...) shown for the first responder (behaviour 3.2, 3.3), deprecated in
/// iOS 16 for ``UIEditMenuInteraction`` but working, as UIKit keeps it. ResponderKit implements it on top
/// of an edit menu interaction of its own (behaviour 15.5): its menu is the application's
/// ``UIApplication/visibleEditMenu`` while it shows.
///
/// The menu lists the standard edit actions (``Selector/standardEditActions``, in that order) and then
/// ``menuItems``, keeping each action for which ``UIResponder/target(forAction:withSender:)``, asked of
/// the key window's first responder with the menu controller as sender, finds a responder (the first up
/// the chain whose ``UIResponder/canPerformAction(_:withSender:)`` says yes): the rule sending uses, so
/// a listed command always reaches someone. With no first responder, or nothing to list, the menu does not
/// appear. Choosing a command (``perform(_:)``) hides the menu and sends the action through
/// ``UIApplication/sendAction(_:to:from:for:)`` with a nil target. The menu also hides when the key
/// window's first responder changes or another window becomes key.
///
/// UIKit has one menu controller per process, ``shared``; ResponderKit has one per application
/// (``UIApplication/menuController``), and ``shared`` is the one of ``UIApplication/shared``. It also
/// keeps the application's visible menus (one context menu, one edit menu).
@MainActor
open class UIMenuController {
    /// Where the menu's arrow points.
    public enum ArrowDirection: Int, Sendable {
        /// The system chooses.
        case `default` = 0
        /// Points up.
        case up = 1
        /// Points down.
        case down = 2
        /// Points left.
        case left = 3
        /// Points right.
        case right = 4
    }

    /// The menu controller of ``UIApplication/shared``.
    public static var shared: UIMenuController { UIApplication.shared.menuController }

    /// The application the menu belongs to.
    public private(set) weak var application: UIApplication?

    /// The edit menu interaction the controller presents its menus with (not attached to a view).
    private let editInteraction = UIEditMenuInteraction(delegate: nil)

    init(application: UIApplication) {
        self.application = application
        editInteraction.actionSender = self
        editInteraction.hostApplication = application
        editInteraction.menuBuilder = { [weak self] _ in self?.makeMenu() }
    }

    /// Custom items listed after the standard edit actions, or nil (the default).
    open var menuItems: [UIMenuItem]?

    /// Where the menu's arrow points. Default ``ArrowDirection/default``.
    open var arrowDirection: ArrowDirection = .default

    /// Whether the menu is showing. Setting `true` shows it again at the last target (if it still
    /// lists something); setting `false` hides it.
    open var isMenuVisible: Bool {
        get { visible }
        set {
            if newValue, let targetView {
                showMenu(from: targetView, rect: targetRect)
            } else if !newValue {
                hideMenu()
            }
        }
    }

    /// The view the menu was last shown from (ResponderKit addition, for tests).
    public private(set) weak var targetView: UIView?
    /// The rectangle the menu was last shown for, in ``targetView``'s coordinates (ResponderKit addition).
    public private(set) var targetRect: CGRect = .zero
    /// The actions the showing menu lists, in order; empty while hidden (ResponderKit addition).
    public var visibleActions: [Selector] {
        editInteraction.presentation?.listedActions.compactMap(\.editSelector) ?? []
    }

    /// The titles of the listed commands: the action names of standard edit actions, the titles of
    /// custom items (ResponderKit addition).
    public var visibleTitles: [String] {
        editInteraction.presentation?.listedActions.map(\.title) ?? []
    }

    /// The target rectangle in screen coordinates while the menu shows; `.zero` while hidden.
    open var menuFrame: CGRect {
        guard visible, let targetView else { return .zero }
        if let window = targetView as? UIWindow { return window.convert(targetRect, to: nil) }
        let inWindow = targetView.convert(targetRect, to: nil)
        return targetView.window?.convert(inWindow, to: nil) ?? inWindow
    }

    private var visible: Bool { editInteraction.presentation != nil }

    /// Shows the menu for `targetRect` of `targetView`, listing what the first responder can perform.
    /// It does not appear when nothing is listed.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        editInteraction.hostView = targetView
        let configuration = UIEditMenuConfiguration(
            identifier: nil, sourcePoint: CGPoint(x: targetRect.midX, y: targetRect.midY))
        editInteraction.present(configuration: configuration, public: false)
    }

    /// Hides the menu shown from `targetView`; does nothing when it was shown from another view.
    open func hideMenu(from targetView: UIView) {
        guard targetView === self.targetView else { return }
        hideMenu()
    }

    /// Hides the menu.
    open func hideMenu() {
        editInteraction.dismissMenu()
    }

    /// Lists the commands again (after the first responder's state changed). Does nothing while hidden.
    open func update() {
        guard visible else { return }
        editInteraction.reloadVisibleMenu()
    }

    /// Chooses a command, as the user tapping it: hides the menu and sends `action` to the first
    /// responder with a nil target, the menu controller as sender. Returns whether a responder performed
    /// it; false (and nothing happens) when the menu is hidden or does not list `action`
    /// (ResponderKit addition).
    @discardableResult
    open func perform(_ action: Selector) -> Bool {
        guard let presentation = editInteraction.presentation,
            let item = presentation.listedActions.first(where: { $0.editSelector == action })
        else { return false }
        lastEditActionDelivered = false
        presentation.choose(item)
        return lastEditActionDelivered
    }

    /// The menu of the controller: the performable standard edit actions, then ``menuItems``.
    private func makeMenu() -> UIMenu? {
        guard let application else { return nil }
        let candidates = Selector.standardEditActions + (menuItems ?? []).map(\.action)
        let actions = application.performableEditActions(candidates, sender: self).map { action in
            let title =
                (menuItems ?? []).first(where: { $0.action == action && !Selector.standardEditActions.contains(action) }
                )?
                .title ?? action.name
            return UIAction.editAction(action, title: title, application: application)
        }
        return UIMenu(children: actions)
    }

    func firstResponderDidChange() {
        editMenuPresentation?.dismiss()
    }

    // MARK: The application's visible menus (behaviour 15.4)

    /// The context menu on screen.
    private(set) var contextMenuPresentation: MenuPresentation?
    /// The edit menu on screen.
    private(set) var editMenuPresentation: MenuPresentation?
    /// Whether the last edit action chosen reached a responder (for ``perform(_:)``'s result).
    var lastEditActionDelivered = false

    /// Shows `presentation`, ending the menu of its kind already on screen.
    func show(_ presentation: MenuPresentation) {
        switch presentation.kind {
        case .contextMenu:
            contextMenuPresentation?.dismiss()
            contextMenuPresentation = presentation
        case .editMenu:
            editMenuPresentation?.dismiss()
            editMenuPresentation = presentation
        }
    }

    /// `presentation` ended: it is no longer on screen.
    func presentationEnded(_ presentation: MenuPresentation) {
        if contextMenuPresentation === presentation { contextMenuPresentation = nil }
        if editMenuPresentation === presentation { editMenuPresentation = nil }
    }
}

extension UIApplication {
    /// The application's edit menu (``UIMenuController/shared`` is the one of ``UIApplication/shared``).
    public var menuController: UIMenuController {
        if let controller = responderServices.menuControllerStorage { return controller }
        let controller = UIMenuController(application: self)
        responderServices.menuControllerStorage = controller
        return controller
    }
}
