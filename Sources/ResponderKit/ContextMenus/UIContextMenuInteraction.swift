import Foundation

/// What made a context menu appear (behaviour 15.1).
public enum ContextMenuTrigger: Sendable, Equatable, CustomStringConvertible {
    /// A finger held still for the given time (``ContextMenuConstants/menuPressDuration``).
    case longPress(duration: TimeInterval)
    /// A press that reached the peek force (where the touch reports force), with the force.
    case forcePress(force: CGFloat)
    /// A secondary (right) click of a pointer, the menu appearing as the button goes down.
    case secondaryClick

    /// `long press 0.5 s`, `force press 1.3333`, `secondary click`.
    public var description: String {
        switch self {
        case .longPress(let duration): "long press \(CGFloat(duration).formatted4) s"
        case .forcePress(let force): "force press \(force.formatted4)"
        case .secondaryClick: "secondary click"
        }
    }
}

/// An interaction that shows a context menu for its view (iOS 13, behaviour 15): a long press, a force
/// press where the touch reports force, or a secondary click asks the delegate for a configuration at
/// the location; a configuration shows the menu (``MenuPresentation``, headless), nil shows nothing and
/// the touch goes on as if the interaction were not there.
///
/// The interaction owns a gesture recognizer (``gestureRecognizer``) added to its view. It takes part in
/// arbitration like any recognizer (behaviour 4.5): it fails when the finger moves farther than 10 pt or
/// lifts first, so scrolling and taps proceed; when the menu appears it recognizes, which cancels the
/// view's touches (``UIGestureRecognizer/cancelsTouchesInView``) and forces the other recognizers of the
/// touch out.
///
/// The delegate's calls as a menu appears, in order: `configurationForMenuAtLocation` (at the trigger),
/// `previewForHighlightingMenuWithConfiguration`, the configuration's preview provider, its action
/// provider, `willDisplayMenuFor` (with an animator). As it ends: `willPerformPreviewActionForMenuWith`
/// (only when the preview is tapped), `willEndFor`, then the chosen action's handler.
@MainActor
public final class UIContextMenuInteraction: UIInteraction {
    /// How the menu appears.
    public enum Appearance: Int, Sendable {
        /// No menu is showing.
        case unknown = 0
        /// With a preview (touch).
        case rich = 1
        /// A compact menu without a preview (pointer).
        case compact = 2
    }

    /// The delegate, held weakly.
    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// A delegate the interaction keeps (the table view's adapter).
    var retainedDelegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?
    /// The recognizer that detects the triggers, added to ``view`` (a ResponderKit addition: UIKit's is
    /// private). Make your own recognizers wait for it with `require(toFail:)` if a press must not also
    /// trigger them.
    public let gestureRecognizer: ContextMenuGestureRecognizer

    /// The menu this interaction shows now, or nil.
    public var presentation: MenuPresentation? {
        guard let menu = view?.window?.application?.visibleContextMenu, menu.owner === self else { return nil }
        return menu
    }

    /// How the menu shows: ``Appearance/rich`` for a touch, ``Appearance/compact`` for a secondary click,
    /// ``Appearance/unknown`` while no menu shows.
    public var menuAppearance: Appearance {
        guard let presentation else { return .unknown }
        return presentation.trigger == .secondaryClick ? .compact : .rich
    }

    /// Creates an interaction with its delegate.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        gestureRecognizer = ContextMenuGestureRecognizer()
        gestureRecognizer.interaction = self
        gestureRecognizer.name = "contextMenu"
    }

    init(retaining delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        retainedDelegate = delegate
        gestureRecognizer = ContextMenuGestureRecognizer()
        gestureRecognizer.interaction = self
        gestureRecognizer.name = "contextMenu"
    }

    /// Called by the view before the interaction is attached or detached.
    public func willMove(to view: UIView?) {
        if view == nil { dismissMenu() }
        self.view?.removeGestureRecognizer(gestureRecognizer)
    }

    /// Called by the view after the interaction is attached or detached.
    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(gestureRecognizer)
    }

    /// Where the touch or click that shows (or last asked for) the menu is, in `view`'s coordinates
    /// (the window's when nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let source = self.view else { return .zero }
        return source.convert(lastLocation, to: view)
    }

    /// Dismisses the menu this interaction shows, as tapping outside it does (the delegate's `willEndFor`;
    /// no handler). Does nothing when none shows.
    public func dismissMenu() {
        presentation?.dismiss()
    }

    /// Replaces the menu shown with the one `block` makes from it (iOS 14). Does nothing when none shows.
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation else { return }
        presentation.replaceMenu(block(presentation.menu))
    }

    // MARK: Driven by the recognizer

    /// Where the last request was, in the view's coordinates.
    private var lastLocation: CGPoint = .zero
    /// The configuration the delegate gave for the pending trigger.
    var pendingConfiguration: UIContextMenuConfiguration?

    /// Asks the delegate for a configuration at `location` (view coordinates).
    func requestConfiguration(at location: CGPoint) -> UIContextMenuConfiguration? {
        lastLocation = location
        let configuration = delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
        pendingConfiguration = configuration
        return configuration
    }

    /// The recognizer recognized: the menu appears.
    func presentMenu(trigger: ContextMenuTrigger) {
        guard let configuration = pendingConfiguration, let view, let application = view.window?.application else {
            return
        }
        pendingConfiguration = nil
        let highlight = delegate?.contextMenuInteraction(
            self, previewForHighlightingMenuWithConfiguration: configuration)
        let previewController = configuration.previewProvider?()
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        if configuration.previewProvider == nil && configuration.actionProvider == nil {
            // An empty configuration begins the interaction and ends it with a cancellation effect.
            gestureRecognizer.explain("the configuration has neither a menu nor a preview: cancelled")
            return
        }
        let presentation = MenuPresentation(
            kind: .contextMenu, application: application, menu: menu, sourceView: view, location: lastLocation,
            owner: self, sender: self,
            trigger: trigger, configuration: configuration, previewViewController: previewController,
            liftedPreview: highlight ?? UITargetedPreview(view: view))
        presentation.willEnd = { [weak self] animator in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        }
        presentation.willCommit = { [weak self] animator in
            guard let self else { return }
            self.delegate?.contextMenuInteraction(
                self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        application.menuController.show(presentation)
        let animator = HeadlessMenuAnimator(previewViewController: previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run(in: application)
        presentation.startLoading()
    }
}

/// The methods of a context menu interaction's delegate (behaviour 15.2). Only
/// ``contextMenuInteraction(_:configurationForMenuAtLocation:)`` is required.
@MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    /// The configuration of the menu for a trigger at `location` (in the interaction's view), or nil for
    /// no menu (the touch then goes on normally).
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The preview the menu lifts, or nil for one of the interaction's view. Default nil.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The preview the menu returns to as it ends, or nil. Default nil. Not called headless: nothing is
    /// animated back.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview?
    /// The preview was tapped: commit it (show the previewed controller for real). Default: nothing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating)
    /// The menu is about to appear. Default: nothing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to end (an action was chosen, it was dismissed, or its preview was committed).
    /// Default: nothing.
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
