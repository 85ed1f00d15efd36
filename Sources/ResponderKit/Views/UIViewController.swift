import Foundation

/// An object that manages a view hierarchy and takes part in the responder chain (spec 3.1).
///
/// Its ``view`` is loaded lazily: the first access calls ``loadView()`` and then ``viewDidLoad()``.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// The parent in view-controller containment, or nil.
    public private(set) weak var parent: UIViewController?
    /// The child view controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The view controller this one presented, or nil.
    public private(set) var presentedViewController: UIViewController?
    /// The view controller that presented this one, or nil.
    public private(set) weak var presentingViewController: UIViewController?

    /// Creates a view controller without a view; the view loads on first access.
    public override init() {
        super.init()
    }

    /// Present for source compatibility with UIKit's storyboard-based initializer; ResponderKit has no
    /// nibs, so both arguments are ignored.
    public convenience init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init()
    }

    /// Present for source compatibility with UIKit subclasses. ResponderKit has no archives, so nothing
    /// is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: The view

    /// The root view of the controller, loaded on first access through ``loadView()``.
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

    /// Creates the view. The default creates a plain ``UIView``; override it to build your own and
    /// assign it to ``view`` without calling `super`.
    open func loadView() {
        view = UIView(frame: .zero)
    }

    /// Called once, after the view has been loaded. Default: nothing.
    open func viewDidLoad() {}

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: .zero) }
        viewDidLoad()
    }

    // MARK: Containment

    /// Adds `childController` as a child. Add its view to your hierarchy yourself and then call
    /// `didMove(toParent:)` on the child, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        guard childController.parent !== self else { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent. Call `willMove(toParent: nil)` first and remove its view
    /// yourself, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent. Default: nothing.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to or removed from a parent. Default: nothing.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// Presents `viewControllerToPresent` over this controller's window: its view is added in front of
    /// everything in the window, filling it, and its ``presentingViewController`` becomes this controller.
    /// Does nothing when this controller is already presenting another one or is not in a window.
    /// Nothing is animated; `completion` runs at once.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, viewControllerToPresent.presentingViewController == nil,
              let window = viewIfLoaded?.window else { return }
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        let presentedView: UIView = viewControllerToPresent.view
        presentedView.frame = window.bounds
        window.addSubview(presentedView)
        completion?()
    }

    /// Dismisses the controller this one presented (or, when called on the presented controller, itself),
    /// removing its view and any controller it presented in turn. `completion` runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented: UIViewController
        if let own = presentedViewController {
            presented = own
        } else if let presenter = presentingViewController {
            return presenter.dismiss(animated: flag, completion: completion)
        } else {
            completion?()
            return
        }
        if presented.presentedViewController != nil { presented.dismiss(animated: flag) }
        presented.viewIfLoaded?.removeFromSuperview()
        presented.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    // MARK: Responder chain (spec 3.1)

    /// The window when the view is a window's root view, the presenting controller when presented,
    /// otherwise the view's superview.
    open override var next: UIResponder? {
        if let presentingViewController { return presentingViewController }
        return loadedView?.superview
    }

    override var firstResponderScope: UIWindow? { loadedView?.window }

    /// The actions offered below this controller's preview when it is peeked and the user swipes up
    /// (spec 8.4; see `ForceTouch/UIViewControllerPreviewing.swift`). Default: none. Override it.
    open var previewActionItems: [any UIPreviewActionItem] { [] }
}
