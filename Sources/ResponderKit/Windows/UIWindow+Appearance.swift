import Foundation

/// A window's part in view-controller appearance (Views/UIViewController+Appearance.swift): showing or
/// hiding it makes its controllers appear or disappear, and it installs its root view controller.
extension UIWindow {
    /// The window is about to be shown or hidden: its controllers begin to appear or disappear.
    /// Called from `isHidden`'s `willSet`.
    func visibilityWillChange(toHidden hidden: Bool) {
        beginPendingAppearanceInSubtree(!hidden, by: .windowVisibility)
    }

    /// The window was shown or hidden: a shown window is laid out (and queued for the run loop's
    /// pass if a view still needs layout), then its controllers' transitions end. Called from
    /// `isHidden`'s `didSet`.
    func visibilityDidChange() {
        if !isHidden {
            layoutIfNeeded()
            if (needsLayout || descendantNeedsLayout) && !isQueuedForLayout { application?.windowNeedsLayout(self) }
        }
        endPendingAppearanceInSubtree(.windowVisibility)
    }

    /// Installs a new root view controller (the `rootViewController` property's `didSet`). Its view is
    /// loaded at the window's size and put behind the window's other subviews, replacing the old root's
    /// view. On a shown window the old root disappears and the new one appears in the order of UIKit's
    /// navigation transitions: new `viewDidLoad` (when first loaded), old `viewWillDisappear`, new
    /// `viewWillAppear`, the views swap, a layout pass, old `viewDidDisappear`, new `viewDidAppear`.
    func installRootViewController(_ controller: UIViewController?, replacing old: UIViewController?) {
        if let old, old.installedWindow === self { old.installedWindow = nil }
        controller?.installedWindow = self
        let rootView: UIView? = controller?.view
        rootView?.frame = bounds
        let visible = !isHidden
        if visible {
            old?.beginPendingAppearance(false, animated: false, by: .transition)
            controller?.beginPendingAppearance(true, animated: false, by: .transition)
        }
        if let oldView = old?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
        if let rootView { insertSubview(rootView, at: 0) }
        guard visible else { return }
        layoutIfNeeded()
        old?.endPendingAppearance(.transition)
        controller?.endPendingAppearance(.transition)
    }
}
