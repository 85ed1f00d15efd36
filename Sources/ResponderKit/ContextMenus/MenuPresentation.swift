import Foundation

/// A menu on screen, headless (behaviour 15.4): the context menu of a ``UIContextMenuInteraction`` or an
/// edit menu (``UIEditMenuInteraction``, ``UIMenuController``). Read what it lists (``items``,
/// ``outline``), choose an action (`choose(_:)`), dismiss it (``dismiss()``) or, for a context menu, tap
/// its preview (``commitPreview()``). An application shows at most one context menu and one edit menu:
/// ``UIApplication/visibleContextMenu``, ``UIApplication/visibleEditMenu``.
///
/// The menu goes away before the chosen action's handler runs: the delegate is told the menu will end
/// (with an animator whose animations run at once), then the handler runs once, then the animator's
/// completions run on the application's clock. Dismissing runs no handler.
@MainActor
public final class MenuPresentation {
    /// Which kind of menu.
    public enum Kind: Sendable, Equatable {
        /// A context menu (``UIContextMenuInteraction``).
        case contextMenu
        /// An edit menu (``UIEditMenuInteraction`` or ``UIMenuController``).
        case editMenu
    }

    /// A listed element, as the menu shows it.
    public struct Item: Sendable, Equatable, CustomStringConvertible {
        /// What the element is.
        public enum Kind: Sendable, Equatable {
            /// An action (``UIAction``).
            case action
            /// A submenu: a ``UIMenu`` shown as an item that opens its children.
            case submenu
            /// An inline section: a ``UIMenu`` with ``UIMenu/Options-swift.struct/displayInline``.
            case section
            /// A ``UIDeferredMenuElement`` whose elements are loading.
            case loading
        }

        /// What the element is.
        public let kind: Kind
        /// Its title (empty for a loading item).
        public let title: String
        /// Its subtitle.
        public let subtitle: String?
        /// An action's attributes (empty for other items).
        public let attributes: UIMenuElement.Attributes
        /// An action's state (``UIMenuElement/State/off`` for other items).
        public let state: UIMenuElement.State
        /// A menu's options (empty for other items).
        public let options: UIMenu.Options
        /// A submenu's or section's items.
        public let children: [Item]

        /// The item as one line: the title, then `[on]`/`[mixed]`, `(disabled)`, `(destructive)`, `▸` for a
        /// submenu; `(loading)` for a loading item; `-- title --` for a section.
        public var description: String {
            switch kind {
            case .loading: return "(loading)"
            case .section: return title.isEmpty ? "--" : "-- \(title) --"
            case .submenu, .action:
                var text = title
                if state == .on { text += " [on]" }
                if state == .mixed { text += " [mixed]" }
                if attributes.contains(.disabled) { text += " (disabled)" }
                if attributes.contains(.destructive) || options.contains(.destructive) { text += " (destructive)" }
                if kind == .submenu { text += " ▸" }
                return text
            }
        }
    }

    /// What happened to the menu, in order.
    public enum Event: Sendable, Equatable {
        /// The menu appeared.
        case appeared
        /// A deferred element's provider was called (it was loading).
        case loadingStarted
        /// A deferred element's elements arrived.
        case loaded
        /// The action with this title was chosen.
        case chose(String)
        /// The preview was tapped (a context menu's commit).
        case committedPreview
        /// The menu was dismissed without a choice.
        case dismissed
    }

    /// Which kind of menu.
    public let kind: Kind
    /// The menu shown (its deferred elements resolve as they load; see ``items``).
    public private(set) var menu: UIMenu
    /// The view the menu is for.
    public private(set) weak var sourceView: UIView?
    /// Where the menu was asked for, in ``sourceView``'s coordinates.
    public let location: CGPoint
    /// What made a context menu appear (nil for edit menus).
    public let trigger: ContextMenuTrigger?
    /// A context menu's configuration (nil for edit menus).
    public let configuration: UIContextMenuConfiguration?
    /// An edit menu's configuration (nil for context menus and for ``UIMenuController``'s menus).
    public let editConfiguration: UIEditMenuConfiguration?
    /// A context menu's preview controller (its configuration's `previewProvider`), if any.
    public let previewViewController: UIViewController?
    /// The lifted preview of a context menu: the delegate's highlighting preview, or one of the source
    /// view. When the source view also has a ``UIDragInteraction``, moving the finger still down drags
    /// from it and dismisses the menu, as on iOS (behaviour 15.6).
    public let liftedPreview: UITargetedPreview?
    /// Whether the menu is on screen.
    public private(set) var isVisible = true
    /// Everything that happened to the menu, oldest first.
    public private(set) var events: [Event] = [.appeared]
    /// Deferred-element completions called more than once (the extra calls are ignored and counted).
    public private(set) var ignoredDeferredCompletions = 0

    /// The object set as the chosen action's ``UIAction/sender``: the interaction or menu controller.
    let sender: AnyObject
    /// The interaction that shows the menu.
    let owner: AnyObject
    /// Tells the owner's delegate the menu will end, with the animator.
    var willEnd: (@MainActor (HeadlessMenuAnimator) -> Void)?
    /// Tells a context menu's delegate the preview will be committed, with the animator.
    var willCommit: (@MainActor (HeadlessMenuAnimator) -> Void)?
    /// Elements of deferred elements loaded while this menu showed.
    private var loadedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var loadingStarted: Set<ObjectIdentifier> = []

    init(
        kind: Kind, application: UIApplication, menu: UIMenu, sourceView: UIView?, location: CGPoint,
        owner: AnyObject, sender: AnyObject,
        trigger: ContextMenuTrigger? = nil, configuration: UIContextMenuConfiguration? = nil,
        editConfiguration: UIEditMenuConfiguration? = nil, previewViewController: UIViewController? = nil,
        liftedPreview: UITargetedPreview? = nil
    ) {
        self.kind = kind
        self.application = application
        self.menu = menu
        self.sourceView = sourceView
        self.location = location
        self.sender = sender
        self.owner = owner
        self.trigger = trigger
        self.configuration = configuration
        self.editConfiguration = editConfiguration
        self.previewViewController = previewViewController
        self.liftedPreview = liftedPreview
    }

    // MARK: Reading

    /// The listed items, in order: hidden actions are left out, inline sections and submenus carry their
    /// children, a deferred element still loading is one ``Item/Kind/loading`` item.
    public var items: [Item] { describe(menu.children) }

    /// The listed items as lines (``Item/description``), children indented by two spaces: what tests
    /// compare, e.g. `["Copy", "Share ▸", "  Mail", "(loading)", "Delete (destructive)"]`.
    public var outline: [String] {
        var lines: [String] = []
        func add(_ items: [Item], depth: Int) {
            for item in items {
                lines.append(String(repeating: "  ", count: depth) + item.description)
                add(item.children, depth: item.kind == .submenu ? depth + 1 : depth)
            }
        }
        add(items, depth: 0)
        return lines
    }

    /// The titles of the listed actions, depth first (submenus and sections included).
    public var actionTitles: [String] { listedActions.map(\.title) }

    /// The listed actions, depth first.
    public var listedActions: [UIAction] {
        var actions: [UIAction] = []
        func walk(_ elements: [UIMenuElement]) {
            for element in elements {
                if let action = element as? UIAction, !action.attributes.contains(.hidden) { actions.append(action) }
                if let menu = element as? UIMenu { walk(menu.children) }
                if let deferred = element as? UIDeferredMenuElement, let loaded = resolved(deferred) { walk(loaded) }
            }
        }
        walk(menu.children)
        return actions
    }

    /// Whether a deferred element of the menu is still loading.
    public var isLoading: Bool {
        func loading(_ items: [Item]) -> Bool { items.contains { $0.kind == .loading || loading($0.children) } }
        return loading(items)
    }

    // MARK: Driving

    /// Chooses the first listed action titled `title`, as tapping it does. Returns false (nothing
    /// happens) when the menu is not visible, lists no such action, or the action is disabled.
    @discardableResult
    public func choose(_ title: String) -> Bool {
        guard let action = listedActions.first(where: { $0.title == title }) else { return false }
        return choose(action)
    }

    /// Chooses `action`, as tapping it does: a ``UIMenu/Options-swift.struct/singleSelection`` menu turns
    /// it on and its other actions off; then, unless the action keeps the menu presented, the menu ends
    /// (the delegate's `willEnd…`/`willDismiss…` with an animator); then the handler runs once, with
    /// ``UIAction/sender`` set to the interaction or menu controller. Returns false (nothing happens) when
    /// the menu is not visible, does not list the action, or it is disabled.
    @discardableResult
    public func choose(_ action: UIAction) -> Bool {
        guard isVisible, listedActions.contains(where: { $0 === action }), !action.attributes.contains(.disabled)
        else { return false }
        applySingleSelection(choosing: action)
        events.append(.chose(action.title))
        if !action.attributes.contains(.keepsMenuPresented) { end() }
        action.perform(sender: sender)
        return true
    }

    /// Dismisses the menu without a choice, as tapping outside it does: the delegate is told the menu will
    /// end; no handler runs. Does nothing when the menu is not visible.
    public func dismiss() {
        guard isVisible else { return }
        events.append(.dismissed)
        end()
    }

    /// Taps a context menu's preview: the delegate's `willPerformPreviewActionForMenuWith` (with a commit
    /// animator), then the menu ends (`willEndFor`). Returns false (nothing happens) for an edit menu or
    /// when the menu is not visible.
    @discardableResult
    public func commitPreview() -> Bool {
        guard isVisible, let willCommit else { return false }
        events.append(.committedPreview)
        let animator = HeadlessMenuAnimator(previewViewController: previewViewController)
        willCommit(animator)
        animator.run(in: application)
        end()
        return true
    }

    // MARK: Owner

    /// The application the menu shows in.
    private weak var application: UIApplication?

    /// Ends the menu: it stops being visible and the owner's delegate is told, with an animator.
    func end() {
        guard isVisible else { return }
        isVisible = false
        application?.menuController.presentationEnded(self)
        let animator = HeadlessMenuAnimator(previewViewController: previewViewController)
        willEnd?(animator)
        animator.run(in: application)
    }

    /// Replaces the menu shown (``UIContextMenuInteraction/updateVisibleMenu(_:)``, edit-menu reloads)
    /// and starts loading its new deferred elements.
    func replaceMenu(_ newMenu: UIMenu) {
        menu = newMenu
        startLoading()
    }

    /// Calls the providers of the deferred elements not yet loaded, on the application's clock.
    func startLoading() {
        var pending: [UIDeferredMenuElement] = []
        func walk(_ elements: [UIMenuElement]) {
            for element in elements {
                if let menu = element as? UIMenu { walk(menu.children) }
                guard let deferred = element as? UIDeferredMenuElement else { continue }
                if let loaded = resolved(deferred) {
                    walk(loaded)
                } else if !loadingStarted.contains(ObjectIdentifier(deferred)) {
                    pending.append(deferred)
                }
            }
        }
        walk(menu.children)
        for deferred in pending {
            loadingStarted.insert(ObjectIdentifier(deferred))
            let load: @MainActor () -> Void = { [weak self] in
                guard let self else { return }
                self.events.append(.loadingStarted)
                var completed = false
                deferred.provider { [weak self, weak deferred] elements in
                    guard let self, let deferred else { return }
                    if completed {
                        self.ignoredDeferredCompletions += 1
                        return
                    }
                    completed = true
                    if !deferred.isUncached { deferred.cachedElements = elements }
                    self.loadedElements[ObjectIdentifier(deferred)] = elements
                    self.events.append(.loaded)
                    if self.isVisible { self.startLoading() }
                }
            }
            if let application {
                _ = application.scheduleTimer(at: application.clock.now, load)
            } else {
                load()
            }
        }
    }

    private func resolved(_ deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        if let loaded = loadedElements[ObjectIdentifier(deferred)] { return loaded }
        return deferred.isUncached ? nil : deferred.cachedElements
    }

    private func describe(_ elements: [UIMenuElement]) -> [Item] {
        var items: [Item] = []
        for element in elements {
            if let action = element as? UIAction {
                guard !action.attributes.contains(.hidden) else { continue }
                items.append(
                    Item(
                        .action, title: action.title, subtitle: action.subtitle, attributes: action.attributes,
                        state: action.state))
            } else if let menu = element as? UIMenu {
                items.append(
                    Item(
                        menu.options.contains(.displayInline) ? .section : .submenu, title: menu.title,
                        subtitle: menu.subtitle, options: menu.options, children: describe(menu.children)))
            } else if let deferred = element as? UIDeferredMenuElement {
                if let loaded = resolved(deferred) { items += describe(loaded) } else { items.append(Item(.loading)) }
            }
        }
        return items
    }

    /// The nearest menu enclosing `action` with single selection: its actions (and its submenus') are
    /// turned off and `action` on.
    private func applySingleSelection(choosing action: UIAction) {
        var group: [UIAction]?
        func walk(_ elements: [UIMenuElement], selectionGroup: [UIAction]?) -> Bool {
            for element in elements {
                if element === action {
                    group = selectionGroup
                    return true
                }
                if let menu = element as? UIMenu {
                    let inner = menu.options.contains(.singleSelection) ? actions(in: menu) : selectionGroup
                    if walk(menu.children, selectionGroup: inner) { return true }
                }
                if let deferred = element as? UIDeferredMenuElement, let loaded = resolved(deferred),
                    walk(loaded, selectionGroup: selectionGroup)
                {
                    return true
                }
            }
            return false
        }
        _ = walk(menu.children, selectionGroup: menu.options.contains(.singleSelection) ? actions(in: menu) : nil)
        guard let group else { return }
        for other in group { other.state = .off }
        action.state = .on
    }

    private func actions(in menu: UIMenu) -> [UIAction] {
        var result: [UIAction] = []
        for element in menu.children {
            if let action = element as? UIAction { result.append(action) }
            if let submenu = element as? UIMenu { result += actions(in: submenu) }
            if let deferred = element as? UIDeferredMenuElement, let loaded = resolved(deferred) {
                result += actions(in: UIMenu(children: loaded))
            }
        }
        return result
    }
}

extension MenuPresentation.Item {
    init(
        _ kind: Kind, title: String = "", subtitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, options: UIMenu.Options = [], children: [MenuPresentation.Item] = []
    ) {
        self.kind = kind
        self.title = title
        self.subtitle = subtitle
        self.attributes = attributes
        self.state = state
        self.options = options
        self.children = children
    }
}

extension UIApplication {
    /// The context menu on screen, or nil (behaviour 15.4).
    public var visibleContextMenu: MenuPresentation? { menuController.contextMenuPresentation }
    /// The edit menu on screen (from a ``UIEditMenuInteraction`` or ``UIMenuController``), or nil.
    public var visibleEditMenu: MenuPresentation? { menuController.editMenuPresentation }

    /// A new touch or click hit `view` (behaviour 15.4): when a context menu shows and `view` is outside
    /// its lifted preview (the preview's view and its subviews), the menu is dismissed as the touch begins
    /// (its delegate's `willEndFor`, no handler) and the touch is consumed: no view or recognizer gets it.
    /// Returns the name of the dismissed menu's source view when the touch is consumed, else nil. A touch
    /// on the preview goes on (a press there dismisses through the interaction's recognizer, as before).
    func contextMenuDismissed(byTouchOn view: UIView) -> String? {
        // The stored controller, not `menuController`: a touch must not make one (the dispatch path
        // allocates nothing, docs/performance.md).
        guard let menu = responderServices.menuControllerStorage?.contextMenuPresentation, menu.isVisible
        else { return nil }
        let preview = menu.liftedPreview?.view ?? menu.sourceView
        if let preview, view.isDescendant(of: preview) { return nil }
        let name = menu.sourceView.map(DispatchLog.name(of:)) ?? "?"
        menu.dismiss()
        return name
    }
}
