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

/// The edit menu (Cut, Copy, Paste...) shown for the first responder (behaviour 3.2, 3.3). Headless: it
/// records where it is shown and which commands it lists, and performs the one you choose.
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
/// (``UIApplication/menuController``), and ``shared`` is the one of ``UIApplication/shared``.
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

    init(application: UIApplication) {
        self.application = application
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
    public private(set) var visibleActions: [Selector] = []

    /// The titles of the listed commands: the action names of standard edit actions, the titles of
    /// custom items (ResponderKit addition).
    public var visibleTitles: [String] {
        visibleActions.map { action in
            (menuItems ?? []).first(where: { $0.action == action && !Selector.standardEditActions.contains(action) })?
                .title
                ?? action.name
        }
    }

    /// The target rectangle in screen coordinates while the menu shows; `.zero` while hidden.
    open var menuFrame: CGRect {
        guard visible, let targetView else { return .zero }
        if let window = targetView as? UIWindow { return window.convert(targetRect, to: nil) }
        let inWindow = targetView.convert(targetRect, to: nil)
        return targetView.window?.convert(inWindow, to: nil) ?? inWindow
    }

    private var visible = false

    /// Shows the menu for `targetRect` of `targetView`, listing what the first responder can perform.
    /// It does not appear when nothing is listed.
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        visibleActions = performableActions()
        visible = !visibleActions.isEmpty
        if !visible { visibleActions = [] }
    }

    /// Hides the menu shown from `targetView`; does nothing when it was shown from another view.
    open func hideMenu(from targetView: UIView) {
        guard targetView === self.targetView else { return }
        hideMenu()
    }

    /// Hides the menu.
    open func hideMenu() {
        visible = false
        visibleActions = []
    }

    /// Lists the commands again (after the first responder's state changed). Does nothing while hidden.
    open func update() {
        guard visible else { return }
        visibleActions = performableActions()
        if visibleActions.isEmpty { hideMenu() }
    }

    /// Chooses a command, as the user tapping it: hides the menu and sends `action` to the first
    /// responder with a nil target, the menu controller as sender. Returns whether a responder performed
    /// it; false (and nothing happens) when the menu is hidden or does not list `action`
    /// (ResponderKit addition).
    @discardableResult
    open func perform(_ action: Selector) -> Bool {
        guard visible, visibleActions.contains(action), let application else { return false }
        hideMenu()
        return application.sendAction(action, to: nil, from: self, for: nil)
    }

    private func performableActions() -> [Selector] {
        guard let responder = application?.keyWindow?.currentFirstResponder else { return [] }
        var actions: [Selector] = []
        let candidates = Selector.standardEditActions + (menuItems ?? []).map(\.action)
        // The same rule as sending: an action is listed only when it has a target, so choosing it reaches someone.
        for action in candidates where !actions.contains(action) {
            if responder.target(forAction: action, withSender: self) != nil { actions.append(action) }
        }
        return actions
    }

    func firstResponderDidChange() {
        if visible { hideMenu() }
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
