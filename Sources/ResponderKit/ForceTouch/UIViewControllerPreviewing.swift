import Foundation

/// The context of a source view registered for peek and pop (behaviour 8.4), returned by
/// `UIViewController.registerForPreviewing(with:sourceView:)`.
@MainActor
public protocol UIViewControllerPreviewing: AnyObject {
    /// The recognizer that detects the force press. Make your own recognizers on the source view wait
    /// for it (`require(toFail:)`) when a press should not also trigger them.
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    /// The delegate that provides the preview and commits it. Held weakly (a deviation from UIKit's
    /// non-optional property: the delegate is usually the registering controller, which the context must
    /// not keep alive).
    var delegate: (any UIViewControllerPreviewingDelegate)? { get }
    /// The view whose force presses show previews.
    var sourceView: UIView { get }
    /// The area of the source view, in its coordinates, that the preview appears to come from; set it
    /// in `previewingContext(_:viewControllerForLocation:)` (say to the pressed row's frame). Default:
    /// the source view's bounds.
    var sourceRect: CGRect { get set }
}

/// Provides the previews of a registered source view and commits them (behaviour 8.4).
@MainActor
public protocol UIViewControllerPreviewingDelegate: AnyObject {
    /// Called when a force press on the source view reaches the peek force: return the view controller
    /// to preview for `location` (in the source view's coordinates), or nil for no preview there, in
    /// which case the press goes on as an ordinary touch (the preview recognizer fails).
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing,
        viewControllerForLocation location: CGPoint
    ) -> UIViewController?
    /// Called when the press deepens to the pop force during a peek: show `viewControllerToCommit`
    /// for real (push or present it).
    func previewingContext(
        _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// The system-managed previewing context ResponderKit returns from
/// `UIViewController.registerForPreviewing(with:sourceView:)`: the ``UIViewControllerPreviewing``
/// properties plus the headless state of the preview (what UIKit would draw), so tests and tools can see
/// and drive it.
///
/// The preview's life: a force press reaches the peek force → the delegate is asked for a controller →
/// **peeking** (``previewedViewController``, ``previewActions``); moving the finger up reveals the
/// preview actions (``isShowingPreviewActions``); pressing to the pop force **commits** (the delegate's
/// `previewingContext(_:commit:)`); lifting the finger **dismisses** the preview unless the actions are
/// showing, which stay until one is picked (``selectPreviewAction(titled:inGroup:)``) or the preview is
/// dismissed (``dismissPreview()``, or a new press on the source view).
@MainActor
public final class PreviewingContext: UIViewControllerPreviewing, @MainActor CustomStringConvertible {
    /// What happened to the previews of this context, in order.
    public enum Event: Equatable, CustomStringConvertible {
        /// The delegate returned no controller for a press at this location (source view coordinates).
        case noPreview(at: CGPoint)
        /// A preview of the controller appeared.
        case peeked(UIViewController)
        /// The preview actions were revealed.
        case actionsShown
        /// The preview action with this title was picked.
        case actionSelected(String)
        /// The previewed controller was committed (popped).
        case committed(UIViewController)
        /// The preview went away without a commit or an action.
        case dismissed

        public var description: String {
            switch self {
            case .noPreview(let point): "no preview at (\(point.x.formatted4), \(point.y.formatted4))"
            case .peeked(let controller): "peeked \(type(of: controller))"
            case .actionsShown: "actions shown"
            case .actionSelected(let title): "action \"\(title)\" selected"
            case .committed(let controller): "committed \(type(of: controller))"
            case .dismissed: "dismissed"
            }
        }
    }

    /// The controller that registered the source view (held weakly).
    public private(set) weak var viewController: UIViewController?
    /// The delegate that provides and commits the previews (held weakly).
    public private(set) weak var delegate: (any UIViewControllerPreviewingDelegate)?
    /// The registered view whose force presses show previews.
    public let sourceView: UIView
    private var explicitSourceRect: CGRect?

    /// The area of the source view the preview appears to come from, in its coordinates. Default: the
    /// source view's current bounds, until set.
    public var sourceRect: CGRect {
        get { explicitSourceRect ?? sourceView.bounds }
        set { explicitSourceRect = newValue }
    }

    /// The force-press recognizer attached to the source view.
    public let previewingGestureRecognizer: PreviewForceGestureRecognizer

    /// The force-press recognizer, for `require(toFail:)` relationships: the same object as
    /// ``previewingGestureRecognizer``.
    public var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { previewingGestureRecognizer }

    // MARK: Headless state

    /// The controller being previewed (peeking, or its actions showing); nil otherwise.
    public private(set) var previewedViewController: UIViewController?
    /// Whether a preview is on screen: from the peek until it is committed, dismissed, or an action is
    /// picked.
    public var isPeeking: Bool { previewedViewController != nil }
    /// Whether the preview actions are revealed (the headless swipe-up menu).
    public private(set) var isShowingPreviewActions = false
    /// The previewed controller's `previewActionItems`, read when the peek began; empty when not peeking.
    public private(set) var previewActions: [any UIPreviewActionItem] = []
    /// The controller most recently committed (popped) through this context.
    public private(set) var committedViewController: UIViewController?
    /// Everything that happened to this context's previews, oldest first.
    public private(set) var events: [Event] = []
    /// Whether the context is still registered.
    public private(set) var isRegistered = true

    init(viewController: UIViewController, delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        self.viewController = viewController
        self.delegate = delegate
        self.sourceView = sourceView
        previewingGestureRecognizer = PreviewForceGestureRecognizer()
        previewingGestureRecognizer.context = self
        previewingGestureRecognizer.name = "preview"
    }

    public var description: String {
        "<PreviewingContext source=\(sourceView) peeking=\(isPeeking) actionsShown=\(isShowingPreviewActions)>"
    }

    // MARK: Driving the preview headlessly

    /// Reveals the preview actions, as swiping up on the preview does. Returns false when not peeking
    /// or when the previewed controller has no actions.
    @discardableResult
    public func showPreviewActions() -> Bool {
        guard isPeeking, !previewActions.isEmpty else { return false }
        if !isShowingPreviewActions {
            isShowingPreviewActions = true
            events.append(.actionsShown)
        }
        return true
    }

    /// Picks the preview action titled `title` (inside the group titled `groupTitle`, or at the top level
    /// or in any group when nil), as tapping it in the revealed actions does: the preview goes away, then
    /// the action's handler runs with the action and the previewed controller. Reveals the actions first
    /// if needed. Returns false, changing nothing, when not peeking or when no such action exists
    /// (picking a group itself only opens it, so it returns false too).
    @discardableResult
    public func selectPreviewAction(titled title: String, inGroup groupTitle: String? = nil) -> Bool {
        guard let controller = previewedViewController, let action = findAction(title, inGroup: groupTitle) else {
            return false
        }
        showPreviewActions()
        events.append(.actionSelected(title))
        closePreview()
        previewingGestureRecognizer.previewClosedExternally()
        action.handler(action, controller)
        return true
    }

    /// Dismisses the preview (and its actions) without committing, as tapping outside it does. Does
    /// nothing when not peeking.
    public func dismissPreview() {
        guard isPeeking else { return }
        closePreview()
        events.append(.dismissed)
        previewingGestureRecognizer.previewClosedExternally()
    }

    private func findAction(_ title: String, inGroup groupTitle: String?) -> UIPreviewAction? {
        for item in previewActions {
            if let action = item as? UIPreviewAction, groupTitle == nil, action.title == title { return action }
            if let group = item as? UIPreviewActionGroup, groupTitle == nil || group.title == groupTitle,
                let action = group.actions.first(where: { $0.title == title })
            {
                return action
            }
        }
        return nil
    }

    private func closePreview() {
        previewedViewController = nil
        isShowingPreviewActions = false
        previewActions = []
    }

    // MARK: Called by the recognizer

    /// Asks the delegate for the controller to preview at `location` (source-view coordinates).
    func previewController(at location: CGPoint) -> UIViewController? {
        guard isRegistered, viewController != nil, let delegate else { return nil }
        let controller = delegate.previewingContext(self, viewControllerForLocation: location)
        if controller == nil { events.append(.noPreview(at: location)) }
        return controller
    }

    /// The recognizer began: the preview appears.
    func beginPeek(_ controller: UIViewController) {
        if isPeeking { closePreview() }
        previewedViewController = controller
        previewActions = controller.previewActionItems
        isShowingPreviewActions = false
        events.append(.peeked(controller))
    }

    /// The press reached the pop force: commit the previewed controller.
    func commitPeek() {
        guard let controller = previewedViewController else { return }
        closePreview()
        committedViewController = controller
        events.append(.committed(controller))
        delegate?.previewingContext(self, commit: controller)
    }

    /// The finger lifted during a peek: the preview goes away unless its actions are showing.
    func fingerLifted() {
        guard isPeeking, !isShowingPreviewActions else { return }
        closePreview()
        events.append(.dismissed)
    }

    /// The press was cancelled (the touch was cancelled or another recognizer took it).
    func pressCancelled() {
        guard isPeeking else { return }
        closePreview()
        events.append(.dismissed)
    }

    /// Removes the recognizer from the source view and ends any preview.
    func detach() {
        guard isRegistered else { return }
        isRegistered = false
        if isPeeking {
            closePreview()
            events.append(.dismissed)
        }
        sourceView.removeGestureRecognizer(previewingGestureRecognizer)
    }
}

/// The registered contexts of each view controller, held here because extensions cannot add storage to
/// `UIViewController`. Entries whose controller is gone are pruned (their recognizers removed from the
/// source views) whenever a registration changes: UIKit unregisters when the controller is deallocated.
@MainActor
enum PreviewingRegistry {
    struct Entry {
        weak var controller: UIViewController?
        var contexts: [PreviewingContext]
    }

    static var entries: [Entry] = []

    static func prune() {
        for entry in entries where entry.controller == nil {
            for context in entry.contexts { context.detach() }
        }
        entries.removeAll { $0.controller == nil }
    }

    /// The live context registered for `sourceView`, if any.
    static func context(for sourceView: UIView) -> PreviewingContext? {
        for entry in entries where entry.controller != nil {
            if let context = entry.contexts.first(where: { $0.sourceView === sourceView }) { return context }
        }
        return nil
    }
}

extension UIViewController {
    /// Registers `sourceView` for peek and pop (behaviour 8.4, deprecated in iOS 13 in favour of context
    /// menus): a force press on it asks `delegate` for a preview controller, and a deeper press commits
    /// it. A controller may register several source views; a source view can be registered only once, so
    /// registering one that already is returns its existing context unchanged. A
    /// ``PreviewForceGestureRecognizer`` is added to the source view. The context stops working when this
    /// controller is deallocated.
    ///
    /// ResponderKit returns its concrete ``PreviewingContext`` (which conforms to
    /// ``UIViewControllerPreviewing``), so the headless preview state can be read without a cast.
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView)
        -> PreviewingContext
    {
        PreviewingRegistry.prune()
        if let existing = PreviewingRegistry.context(for: sourceView) { return existing }
        let context = PreviewingContext(viewController: self, delegate: delegate, sourceView: sourceView)
        sourceView.addGestureRecognizer(context.previewingGestureRecognizer)
        if let index = PreviewingRegistry.entries.firstIndex(where: { $0.controller === self }) {
            PreviewingRegistry.entries[index].contexts.append(context)
        } else {
            PreviewingRegistry.entries.append(PreviewingRegistry.Entry(controller: self, contexts: [context]))
        }
        return context
    }

    /// Unregisters a source view registered by this controller: its preview recognizer is removed and any
    /// preview in progress is dismissed. Contexts of other controllers are left alone.
    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
        PreviewingRegistry.prune()
        guard let index = PreviewingRegistry.entries.firstIndex(where: { $0.controller === self }),
            let position = PreviewingRegistry.entries[index].contexts.firstIndex(where: { $0 === previewing })
        else { return }
        let context = PreviewingRegistry.entries[index].contexts.remove(at: position)
        if PreviewingRegistry.entries[index].contexts.isEmpty { PreviewingRegistry.entries.remove(at: index) }
        context.detach()
    }

    /// The source views this controller registered for previewing, as contexts, in registration order.
    /// A ResponderKit addition.
    public var previewingContexts: [PreviewingContext] {
        PreviewingRegistry.entries.first { $0.controller === self }?.contexts ?? []
    }
}
