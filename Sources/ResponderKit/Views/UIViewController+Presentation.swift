import Foundation

/// Presentation and dismissal, not animated (docs/decisions.md, "View-controller lifecycle"). The
/// presented view fills the window whatever the style (sheets and popovers have no geometry of their
/// own here). A full-screen style (`.fullScreen`, `.currentContext`) takes the covered controller out
/// of sight, in UIKit's order for a full-screen transition: the covered controller's
/// `viewWillDisappear`, the presented one's `viewWillAppear`, a layout pass, `viewDidDisappear`,
/// `viewDidAppear`, then `completion`. Every other style (the default `.automatic` is a sheet) leaves
/// the covered controller alone, as iOS 13 and later do. All of it happens before `present` or
/// `dismiss` returns.
extension UIViewController {
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil, presented.presentingViewController == nil, presented !== self,
            let window = viewIfLoaded?.window
        else { return }
        presentedViewController = presented
        presented.presentingViewController = self
        let presentedView: UIView = presented.view
        presentedView.frame = window.bounds
        let covered: UIViewController? = presented.hidesPresenter ? containmentRoot : nil
        let visible = !window.isHidden
        presented.isBeingPresented = true
        if visible {
            covered?.beginPendingAppearance(false, animated: animated, by: .transition)
            presented.beginPendingAppearance(true, animated: animated, by: .transition)
        }
        window.addSubview(presentedView)
        if visible {
            window.layoutIfNeeded()
            covered?.endPendingAppearance(.transition)
            presented.endPendingAppearance(.transition)
        }
        presented.isBeingPresented = false
        completion?()
    }

    func performDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentedViewController else {
            if let presenter = presentingViewController {
                presenter.performDismissal(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        // The dismissed controller and every controller it presented in turn, bottom to top.
        var chain: [UIViewController] = []
        var next: UIViewController? = presented
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        let window = presented.viewIfLoaded?.window
        let visible = window.map { !$0.isHidden } ?? false
        let uncovered: UIViewController? = presented.hidesPresenter ? containmentRoot : nil
        for controller in chain { controller.isBeingDismissed = true }
        if visible {
            for controller in chain.reversed() {
                controller.beginPendingAppearance(false, animated: animated, by: .transition)
            }
            uncovered?.beginPendingAppearance(true, animated: animated, by: .transition)
        }
        for controller in chain.reversed() {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presentingViewController?.presentedViewController = nil
            controller.presentingViewController = nil
        }
        if visible {
            window?.layoutIfNeeded()
            for controller in chain.reversed() { controller.endPendingAppearance(.transition) }
            uncovered?.endPendingAppearance(.transition)
        }
        for controller in chain { controller.isBeingDismissed = false }
        completion?()
    }

    /// Whether presenting this controller takes its presenter out of sight (the full-screen styles).
    var hidesPresenter: Bool {
        switch modalPresentationStyle {
        case .fullScreen, .currentContext: return true
        default: return false
        }
    }

    /// Whether a controller this one presented (with a full-screen style) keeps it out of sight.
    var isCoveredByPresentation: Bool {
        presentedViewController?.hidesPresenter ?? false
    }
}

/// How a presented view controller is shown (UIKit's `UIModalPresentationStyle`). Only whether the
/// presenter leaves the screen matters here: `.fullScreen` and `.currentContext` take it out of sight
/// (it gets disappearance callbacks); the others leave it in place. The presented view always fills
/// the window.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's default: a sheet on iOS 13 and later (`.pageSheet`, `.formSheet` from iOS 18).
    case automatic = -2
    /// No adaptation.
    case none = -1
    /// The presented view covers the screen; the presenter leaves it.
    case fullScreen = 0
    /// A sheet that partly covers the presenter.
    case pageSheet = 1
    /// A sheet centered on the screen.
    case formSheet = 2
    /// Shown over the defining controller's content, which leaves the screen.
    case currentContext = 3
    /// Managed by a custom presentation controller.
    case custom = 4
    /// Covers the screen, leaving the presenter in place beneath.
    case overFullScreen = 5
    /// Shown over the defining controller's content, leaving it in place.
    case overCurrentContext = 6
    /// A popover.
    case popover = 7
}
