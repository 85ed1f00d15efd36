import Foundation

/// Presentation and dismissal, full screen and not animated (docs/decisions.md, "View-controller
/// lifecycle"): the order is UIKit's for a full-screen transition — the covered controller's
/// `viewWillDisappear`, the presented one's `viewWillAppear`, a layout pass, `viewDidDisappear`,
/// `viewDidAppear`, then `completion` — all before `present` or `dismiss` returns.
extension UIViewController {
    func performPresentation(of presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard presentedViewController == nil, presented.presentingViewController == nil, presented !== self,
              let window = viewIfLoaded?.window else { return }
        presentedViewController = presented
        presented.presentingViewController = self
        let presentedView: UIView = presented.view
        presentedView.frame = window.bounds
        let covered = containmentRoot
        let visible = !window.isHidden
        presented.isBeingPresented = true
        if visible {
            covered.beginPendingAppearance(false, animated: animated, by: .transition)
            presented.beginPendingAppearance(true, animated: animated, by: .transition)
        }
        window.addSubview(presentedView)
        if visible {
            window.layoutIfNeeded()
            covered.endPendingAppearance(.transition)
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
        let uncovered = containmentRoot
        for controller in chain { controller.isBeingDismissed = true }
        if visible {
            for controller in chain.reversed() { controller.beginPendingAppearance(false, animated: animated, by: .transition) }
            uncovered.beginPendingAppearance(true, animated: animated, by: .transition)
        }
        for controller in chain.reversed() {
            controller.viewIfLoaded?.removeFromSuperview()
            controller.presentingViewController?.presentedViewController = nil
            controller.presentingViewController = nil
        }
        if visible {
            window?.layoutIfNeeded()
            for controller in chain.reversed() { controller.endPendingAppearance(.transition) }
            uncovered.endPendingAppearance(.transition)
        }
        for controller in chain { controller.isBeingDismissed = false }
        completion?()
    }
}
