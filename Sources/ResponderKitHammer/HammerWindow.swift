import ResponderKit

/// The window an ``EventGenerator`` makes for a view or view controller that has none: the main screen's
/// size, key and visible, presenting the content as a child view controller with its appearance callbacks
/// (lyft/Hammer's `HammerWindow`).
final class HammerWindow: UIWindow {
    private let hammerViewController = HammerViewController()

    /// Whether the presented content has appeared (`viewDidAppear`) and not begun to disappear.
    var viewControllerHasAppeared: Bool { hammerViewController.hasAppeared }

    init() {
        super.init(frame: UIScreen.main.bounds, application: .shared)
        rootViewController = hammerViewController
        backgroundColor = .systemBackground
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    func presentContained(_ viewController: UIViewController) {
        makeVisibleAndKey()
        hammerViewController.presentContained(viewController)
    }

    func dismissContained() {
        hammerViewController.dismissContained()
        removeFromScene(removeViewController: false)
    }
}

/// The window's root view controller: a container filling the window, its child's appearance forwarded
/// by hand so that `viewDidAppear` comes when the child is in place.
private final class HammerViewController: UIViewController {
    private let containerView = UIView()

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    var hasAppeared = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        containerView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(containerView)
        containerView.pin(to: view)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hasAppeared = true
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        hasAppeared = false
    }

    func presentContained(_ viewController: UIViewController) {
        viewController.beginAppearanceTransition(true, animated: false)
        addChild(viewController)
        viewController.view.translatesAutoresizingMaskIntoConstraints = false
        containerView.addSubview(viewController.view)
        viewController.view.pin(to: containerView)
        viewController.didMove(toParent: self)
        viewController.endAppearanceTransition()
        view.layoutIfNeeded()
    }

    func dismissContained() {
        for viewController in children {
            viewController.beginAppearanceTransition(false, animated: false)
            viewController.willMove(toParent: nil)
            viewController.view.removeFromSuperview()
            viewController.removeFromParent()
            viewController.endAppearanceTransition()
        }
    }
}

extension UIView {
    /// Pins the view's four edges to `other`'s.
    fileprivate func pin(to other: UIView) {
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: other.topAnchor),
            bottomAnchor.constraint(equalTo: other.bottomAnchor),
            leadingAnchor.constraint(equalTo: other.leadingAnchor),
            trailingAnchor.constraint(equalTo: other.trailingAnchor),
        ])
    }

    /// The view at the top of the view's hierarchy (a window, when it is in one).
    var topLevelView: UIView { superview?.topLevelView ?? self }
}

extension UIWindow {
    /// Makes the window key and visible, in the application's first window scene if it has none.
    func makeVisibleAndKey() {
        addToMainSceneIfNeeded()
        makeKeyAndVisible()
    }

    /// Puts the window in the application's first connected window scene when it is in none. A headless
    /// application often has no scenes: the window then stays without one, which is ready too.
    func addToMainSceneIfNeeded() {
        guard windowScene == nil else { return }
        let scenes = (application ?? .shared).connectedScenes.compactMap { $0 as? UIWindowScene }
        if let scene = scenes.first(where: { $0.screen === UIScreen.main }) ?? scenes.first {
            windowScene = scene
        }
    }

    /// Hides the window, takes it out of its scene and, unless told otherwise, drops its root view
    /// controller.
    func removeFromScene(removeViewController: Bool = true) {
        isHidden = true
        windowScene = nil
        if removeViewController { rootViewController = nil }
    }
}

extension UIViewController {
    /// A view controller whose view holds `view`, filling it or centred at its own size.
    convenience init(wrapping view: UIView, alignment: EventGenerator.WrappingAlignment) {
        self.init(nibName: nil, bundle: nil)
        view.translatesAutoresizingMaskIntoConstraints = false
        self.view.addSubview(view)
        switch alignment {
        case .fill:
            view.pin(to: self.view)
        case .center:
            NSLayoutConstraint.activate([
                view.centerYAnchor.constraint(equalTo: self.view.centerYAnchor),
                view.centerXAnchor.constraint(equalTo: self.view.centerXAnchor),
                view.topAnchor.constraint(greaterThanOrEqualTo: self.view.topAnchor),
                view.bottomAnchor.constraint(lessThanOrEqualTo: self.view.bottomAnchor),
                view.leadingAnchor.constraint(greaterThanOrEqualTo: self.view.leadingAnchor),
                view.trailingAnchor.constraint(lessThanOrEqualTo: self.view.trailingAnchor),
            ])
        }
    }
}

extension UIDevice {
    /// How many fingers the device tracks at once: 5 on a phone or in CarPlay, 10 on a pad, none
    /// otherwise (lyft/Hammer's rule).
    public var maxNumberOfFingers: Int {
        switch userInterfaceIdiom {
        case .phone, .carPlay: 5
        case .pad: 10
        default: 0
        }
    }

    /// Whether the device takes a stylus: a pad (lyft/Hammer's rule). ResponderKit's device is a pad
    /// unless a test sets another idiom.
    public var supportsStylus: Bool { userInterfaceIdiom == .pad }
}
