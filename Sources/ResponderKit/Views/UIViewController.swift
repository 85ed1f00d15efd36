import Foundation

/// An object that manages a view hierarchy and takes part in the responder chain (behaviour 3.1).
///
/// Its ``view`` is loaded lazily: the first access calls ``loadView()`` and then ``viewDidLoad()``. It is
/// told when its view appears and disappears (``viewWillAppear(_:)`` and the three others; see
/// `UIViewController+Appearance.swift` for when) and around the layout of its view
/// (``viewWillLayoutSubviews()``, ``viewDidLayoutSubviews()``).
@MainActor
open class UIViewController: UIResponder, UIContentContainer {
    private var loadedView: UIView?

    /// The parent in view-controller containment, or nil.
    public internal(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    public internal(set) var children: [UIViewController] = []
    /// The view controller this one presented, or nil.
    public internal(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one, or nil.
    public internal(set) weak var presentingViewController: UIViewController?

    // MARK: Lifecycle storage (see UIViewController+Appearance.swift)

    /// Where the controller is in an appearance transition.
    var appearanceState: AppearanceState = .disappeared
    /// The `animated` argument of the transition in progress, passed on to its `did` callback.
    var appearanceAnimated = false
    /// What began the transition in progress when its `did` callback is still to come.
    var appearanceEndPending: AppearanceDriver?
    /// The window whose root view controller this is.
    weak var installedWindow: UIWindow?

    /// A name for the controller's view, shown by a navigation bar while it is on top of a navigation
    /// controller. Setting it sets ``navigationItem``'s title. Default nil.
    open var title: String? {
        didSet { storedNavigationItem?.title = title }
    }
    /// The navigation item, made on first access (Navigation/UIViewController+Navigation.swift).
    var storedNavigationItem: UINavigationItem?

    /// Whether the controller is being added to a parent: true from `addChild(_:)` until its view has
    /// appeared (so during `viewWillAppear(_:)` and `viewDidAppear(_:)`) or it is removed.
    public internal(set) var isMovingToParent = false
    /// Whether the controller is being removed from its parent: true from `willMove(toParent: nil)`
    /// until its view has disappeared (during `viewWillDisappear(_:)` and `viewDidDisappear(_:)`) or
    /// ``removeFromParent()``.
    public internal(set) var isMovingFromParent = false
    /// Whether the controller is being presented: true during the appearance callbacks that
    /// ``present(_:animated:completion:)`` causes.
    public internal(set) var isBeingPresented = false
    /// Whether the controller is being dismissed: true during the disappearance callbacks that
    /// ``dismiss(animated:completion:)`` causes.
    public internal(set) var isBeingDismissed = false

    /// Creates a view controller without a view; the view loads on first access.
    public override init() {
        super.init()
    }

    /// Creates a view controller without a view, as ``init()`` does: UIKit's designated initializer, which
    /// subclasses call as `super.init(nibName: nil, bundle: nil)`. ResponderKit has no nibs, so both
    /// arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Present for source compatibility with UIKit subclasses. ResponderKit has no archives, so nothing
    /// is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view of the controller, loaded on first access through ``loadView()``.
    // MARK: Focus (docs/behaviour/focus.md; Focus/)

    /// The identifier of the focus group the view controller belongs to (18.2). Default nil: it belongs
    /// to its parent environment's group.
    open var focusGroupIdentifier: String?

    /// Where an update in this view controller looks first (18.3). Default: its view, when loaded.
    open var preferredFocusEnvironments: [any UIFocusEnvironment] { viewIfLoaded.map { [$0] } ?? [] }

    /// Whether focus may move as `context` says (18.3). Default `true`.
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }

    /// Focus moved into, out of or within this view controller's view (18.3). Default: nothing.
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}

    /// Asks for a focus update in this view controller at the application's next turn (18.3).
    open func setNeedsFocusUpdate() { UIFocusSystem.focusSystem(for: self)?.requestFocusUpdate(to: self) }

    /// Performs a requested focus update now (18.3).
    open func updateFocusIfNeeded() { UIFocusSystem.focusSystem(for: self)?.updateFocusIfNeeded() }

    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the view. The default creates a plain ``UIView`` the size of the window the controller is
    /// being installed in (as root, presented or child), else of the screen, so that code sizing subviews
    /// from `view.bounds` in ``viewDidLoad()`` gets a real area; it is flexible in width and height
    /// (``UIView/autoresizingMask``). Override it to build your own and assign it to ``view`` without
    /// calling `super`.
    open func loadView() {
        view = makeDefaultView()
    }

    /// Called once, after the view has been loaded. Default: nothing.
    open func viewDidLoad() {}

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = makeDefaultView() }
        viewDidLoad()
    }

    // MARK: Appearance (UIKit's order: UIViewController+Appearance.swift)

    /// Called before the view is added to a visible window's hierarchy: when its window becomes visible,
    /// when it becomes a visible window's root, when it is presented or uncovered by a dismissal, or
    /// when it (as a child's view) is added to a visible hierarchy. Default: nothing.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view was added to a visible window's hierarchy and laid out. Default: nothing.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves a visible window's hierarchy or is covered by a presented
    /// controller. Default: nothing.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left a visible window's hierarchy or was covered. Default: nothing.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Called by a layout pass just before the view's `layoutSubviews()`. Default: nothing.
    open func viewWillLayoutSubviews() {}

    /// Called by a layout pass just after the view's `layoutSubviews()`. Default: nothing.
    open func viewDidLayoutSubviews() {}

    /// Tells the controller its view is about to appear (`isAppearing` true) or disappear: calls
    /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)`` unless it already is in that state, and
    /// forwards to the children showing their views when ``shouldAutomaticallyForwardAppearanceMethods``.
    /// A custom container that does not forward automatically calls it on its children itself.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        _ = beginAppearance(isAppearing, animated: animated)
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: calls ``viewDidAppear(_:)``
    /// or ``viewDidDisappear(_:)``, then forwards like it. Does nothing when no transition is in progress.
    open func endAppearanceTransition() {
        endAppearance()
    }

    /// Whether appearance callbacks are forwarded to the children automatically. Default `true`;
    /// override it to return `false` in a container that calls
    /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` on its children.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    // MARK: Auto Layout (Layout/; docs/behaviour/layout.md)

    /// Insets added to the safe area of the view controller's root view (and so of its descendants), for
    /// bars the controller draws itself. Default zero.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue, isViewLoaded else { return }
            // The safe area changed without a view moving (Layout/UIView+LayoutPass.swift).
            UIView.geometryGeneration &+= 1
            view.setNeedsLayout()
            view.constraintsDidChange()
        }
    }

    /// Whether the root view's margins are at least ``systemMinimumLayoutMargins``. Default true.
    open var viewRespectsSystemMinimumLayoutMargins: Bool = true {
        didSet {
            guard viewRespectsSystemMinimumLayoutMargins != oldValue, isViewLoaded else { return }
            view.constraintsDidChange()
        }
    }

    /// The smallest margins the root view has: 16 points leading and trailing on a phone, 20 on a pad
    /// (``UIDevice/userInterfaceIdiom``), 0 top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = UIDevice.current.userInterfaceIdiom == .phone ? 16 : 20
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Called when the root view's safe area insets change. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the root view's layout margins change. The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Updates the root view's constraints, in its update pass, in place of the root view's own
    /// ``UIView/updateConstraints()``, which the default calls in turn (as AppKit's
    /// `NSViewController.updateViewConstraints()` page says of both). Call `super.updateViewConstraints()` as
    /// the final step, as UIKit requires.
    open func updateViewConstraints() {
        calledSuperUpdateViewConstraints = true
        viewIfLoaded?.updateConstraints()
    }

    /// Set by UIViewController's ``updateViewConstraints()``: an override that did not call `super` is reported.
    var calledSuperUpdateViewConstraints = false

    // MARK: Content size (UIContentContainer)

    /// The size the controller would like its view to have, for a container to use. Default `.zero`.
    /// Changing it tells the ``parent`` through ``preferredContentSizeDidChange(forChildContentContainer:)``.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            if preferredContentSize != oldValue {
                parent?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }

    /// Called when a child's ``preferredContentSize`` changed. Default: nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    // MARK: Containment (UIViewController+Containment.swift)

    /// Adds `childController` as a child: it leaves its previous parent, gets `willMove(toParent: self)`
    /// and is appended to ``children``. Add its view to your hierarchy yourself (its appearance
    /// callbacks follow when that hierarchy is visible) and then call `didMove(toParent:)` on the child.
    open func addChild(_ childController: UIViewController) {
        attach(childController)
    }

    /// Removes the controller from its parent and calls `didMove(toParent: nil)`. First call
    /// `willMove(toParent: nil)` and remove its view yourself, as in UIKit.
    open func removeFromParent() {
        detachFromParent()
    }

    /// Called before the controller is added to or removed from a parent (nil). `addChild(_:)` calls
    /// it; call it yourself before removing. The default records the move for ``isMovingToParent`` and
    /// ``isMovingFromParent``: call `super` when you override it.
    open func willMove(toParent parent: UIViewController?) {
        if parent != nil {
            isMovingToParent = true
        } else if self.parent != nil {
            isMovingFromParent = true
        }
    }

    /// Called after the controller was added to or removed from a parent. ``removeFromParent()`` calls
    /// it; call it yourself after adding. Default: nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (UIViewController+Presentation.swift)

    /// How the controller is shown when presented. Default ``UIModalPresentationStyle/automatic`` (a
    /// sheet: the presenter stays in sight); `.fullScreen` and `.currentContext` take the presenter out
    /// of sight, with its disappearance callbacks.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Presents `viewControllerToPresent` over this controller's window: its view is added in front of
    /// everything in the window, filling it, and its ``presentingViewController`` becomes this controller.
    /// The presented controller appears (and, for a full-screen ``modalPresentationStyle``, the covered
    /// one disappears) in UIKit's order; nothing is animated, so everything (`completion` last) happens
    /// before this returns. Does nothing when this controller is already presenting another one or is
    /// not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil)
    {
        performPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (or, when called on the presented controller, itself),
    /// removing its view and any controller it presented in turn. The dismissed controllers disappear
    /// (and a controller a full-screen presentation covered appears again) in UIKit's order, then
    /// `completion` runs, all before this returns.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismissal(animated: flag, completion: completion)
    }

    // MARK: Responder chain (behaviour 3.1)

    /// The window when the view is a window's root view, the presenting controller when presented,
    /// otherwise the view's superview.
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        return loadedView?.superview
    }

    override var firstResponderScope: UIWindow? { loadedView?.window }

    /// The actions offered below this controller's preview when it is peeked and the user swipes up
    /// (behaviour 8.4; see `ForceTouch/UIViewControllerPreviewing.swift`). Default: none. Override it.
    open var previewActionItems: [any UIPreviewActionItem] { [] }
}

/// A controller whose content size a container can follow (UIKit's `UIContentContainer`, the part
/// about preferred sizes; there are no size transitions without a screen that rotates).
@MainActor
public protocol UIContentContainer: AnyObject {
    /// The size the container would like its content to have.
    var preferredContentSize: CGSize { get }
    /// Called on a container when a child's preferred content size changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
}
