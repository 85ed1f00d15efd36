import Foundation

/// The view the default `loadView()` makes (docs/decisions.md, "View-controller lifecycle"): sized so that
/// code that lays out subviews from `view.bounds` in `viewDidLoad()` gets real areas, as on iOS where the
/// default view fills the screen.
extension UIViewController {
    /// The default frame of a loaded view: the bounds of the window the controller is being installed
    /// in (as a window's root, as a presented controller, or as a child of a controller in a window),
    /// else the main screen's bounds (``UIScreen/main``, the shared application's screen).
    var defaultViewFrame: CGRect {
        if let window = hostWindow { return window.bounds }
        return UIScreen.main.bounds
    }

    /// The view the default `loadView()` makes: `defaultViewFrame`, flexible in width and height.
    func makeDefaultView() -> UIView {
        let view = UIView(frame: defaultViewFrame)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }

    /// The window the controller's view is meant for, before the view is in it.
    private var hostWindow: UIWindow? {
        installedWindow ?? parent?.viewIfLoaded?.window ?? presentingViewController?.viewIfLoaded?.window
    }
}
