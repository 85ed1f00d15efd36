import Foundation

/// A container that shows one view controller of a stack at a time and the navigation between them
/// (UIKit's `UINavigationController`; behaviour 13).
///
/// The stack (``viewControllers``) is its ``UIViewController/children``: each pushed controller is
/// added with `addChild(_:)` (so its `willMove(toParent:)` comes first) and gets `didMove(toParent:)`
/// when the push completes; a popped one gets `willMove(toParent: nil)` first and
/// `removeFromParent()` when the pop completes. Only the top controller's view is in the navigation
/// controller's view, filling it, under the headless ``navigationBar``; the responder chain goes from
/// the top controller's view up through it to the navigation controller
/// (``UIViewController/navigationController``).
///
/// A push, a pop or a replacement of the stack while the navigation controller's view is in a visible
/// window calls the appearance callbacks in UIKit's order: the leaving controller's
/// `viewWillDisappear(_:)`, the arriving one's `viewWillAppear(_:)`, the delegate's
/// `navigationController(_:willShow:animated:)`, a layout pass, the leaving controller's
/// `viewDidDisappear(_:)`, the arriving one's `viewDidAppear(_:)`, then
/// `navigationController(_:didShow:animated:)`. Not animated, all of it happens before the call
/// returns; animated, the `did` half comes ``NavigationConstants/transitionDuration`` later on the
/// application's clock (a new push or pop first completes the one in progress).
///
/// The ``interactivePopGestureRecognizer`` pops with a swipe from the left edge
/// (`UINavigationController+InteractivePop.swift`).
@MainActor
open class UINavigationController: UIViewController, UIGestureRecognizerDelegate {
    /// The stack, root first. Read through ``viewControllers``.
    var stack: [UIViewController] = []
    /// The transition whose `did` half is still to come, if any.
    var transition: NavigationTransition?
    /// The bar, made with the controller.
    private let bar = UINavigationBar(frame: .zero)
    /// The left-edge pan that pops, made with the controller and added to its view when it loads.
    private let popRecognizer = UIScreenEdgePanGestureRecognizer()

    /// The object told when a controller is shown. Held weakly. Default nil.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// Creates a navigation controller with an empty stack.
    public override init() {
        super.init()
        configure()
    }

    /// Creates a navigation controller whose stack is `rootViewController` alone (pushed, not
    /// animated: it gets `willMove(toParent:)` and `didMove(toParent:)` now).
    public convenience init(rootViewController: UIViewController) {
        self.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        popRecognizer.edges = .left
        popRecognizer.delegate = self
        popRecognizer.addTarget(self, action: UINavigationController.handleInteractivePop(_:))
        bar.backAction = { [weak self] in _ = self?.popViewController(animated: true) }
    }

    // MARK: The stack

    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` not animated.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, or nil when it is empty.
    open var topViewController: UIViewController? { stack.last }

    /// The controller whose view the user sees: one presented by the navigation controller or by its
    /// top controller, else the top controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// The bar at the top of the view.
    open var navigationBar: UINavigationBar { bar }

    /// Whether the ``navigationBar`` is hidden (it then takes no touches, and the back swipe is refused
    /// as on iOS). Default false.
    open var isNavigationBarHidden: Bool {
        get { bar.isHidden }
        set { bar.isHidden = newValue }
    }

    /// Hides or shows the ``navigationBar``; `animated` is accepted for source compatibility.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// The gesture recognizer that pops the top controller with a swipe from the left edge: a
    /// ``UIScreenEdgePanGestureRecognizer`` with `edges` `.left`, on the navigation controller's view,
    /// whose delegate is the navigation controller (which refuses to let it begin on the root, during
    /// a transition, or without a back button; see ``gestureRecognizerShouldBegin(_:)``). Make your own recognizers `require(toFail:)` it so that the back swipe wins.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { popRecognizer }

    /// Pushes `viewController` on top of the stack and shows it. Does nothing when it is already in the
    /// stack (UIKit raises an exception).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else { return }
        performTransition(to: stack + [viewController], animated: animated)
    }

    /// Pops the top controller and shows the one below. Returns the popped controller, or nil (doing
    /// nothing) when the top is the root or the stack is empty.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        performTransition(to: Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above `viewController`. Returns the popped controllers, bottom first (empty
    /// when `viewController` is already on top), or nil, doing nothing, when it is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { performTransition(to: Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Pops every controller but the root. Returns the popped controllers, bottom first (empty when the
    /// root is on top), or nil when the stack is empty.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Replaces the stack. Controllers that leave it are removed from the navigation controller,
    /// new ones added; when the top changes, the old top disappears and the new one appears as for a
    /// push or pop. A controller listed twice is kept once (its first place).
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var unique: [UIViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        performTransition(to: unique, animated: animated)
    }

    // MARK: The view

    /// Makes the view: a plain view as ``UIViewController/loadView()`` makes, with the
    /// ``navigationBar`` in front, the top controller's view filling it behind the bar, and the
    /// ``interactivePopGestureRecognizer``.
    open override func loadView() {
        super.loadView()
        let view: UIView = self.view
        bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: NavigationConstants.barHeight)
        bar.autoresizingMask = [.flexibleWidth]
        view.addSubview(bar)
        view.addGestureRecognizer(popRecognizer)
        if let top = stack.last { install(top) }
        bar.setItems(stack.map(\.navigationItem), animated: false)
    }

    /// Puts `controller`'s view in the navigation controller's view, filling it, behind the bar.
    func install(_ controller: UIViewController, below other: UIView? = nil) {
        guard let container = viewIfLoaded else { return }
        let child: UIView = controller.view
        child.frame = container.bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let other, other.superview === container {
            container.insertSubview(child, belowSubview: other)
        } else {
            container.insertSubview(child, belowSubview: bar)
        }
    }

    // MARK: The back swipe's delegate

    /// Lets the ``interactivePopGestureRecognizer`` begin only when there is a controller to go back
    /// to, no transition is in progress, and the bar shows a back button (as on iOS, where hiding the
    /// bar or the back button, or replacing it with left items, turns the back swipe off; setting the
    /// recognizer's delegate to nil, the usual workaround, turns it back on). Other recognizers: true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === popRecognizer else { return true }
        if stack.count <= 1 {
            gestureRecognizer.explain("the navigation controller refuses: the root is on top, nothing to pop")
            return false
        }
        if transition != nil {
            gestureRecognizer.explain("the navigation controller refuses: a transition is in progress")
            return false
        }
        if bar.isHidden || bar.backButton == nil {
            gestureRecognizer.explain(
                "the navigation controller refuses: no back button is shown (bar hidden, back button hidden or replaced by left items)"
            )
            return false
        }
        return true
    }
}
