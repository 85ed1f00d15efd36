import Foundation

/// A push, pop or replacement of a navigation controller's stack whose `did` half is still to come
/// (behaviour 13.1): between the `will` and the `did` callbacks of an animated transition, and during
/// a back swipe.
@MainActor
final class NavigationTransition {
    /// The top before the change, and after it.
    let from: UIViewController?, to: UIViewController?
    /// The controllers leaving the stack (they got `willMove(toParent: nil)`) and joining it (they got
    /// `willMove(toParent:)` through `addChild(_:)`).
    let leaving: [UIViewController], arriving: [UIViewController]
    /// The stack before the change, put back when a back swipe is cancelled.
    let previousStack: [UIViewController]
    /// Whether the change is animated, whether the navigation controller's view is in a visible window
    /// (only then are appearance and delegate callbacks made), and whether a back swipe drives it.
    let animated: Bool, visible: Bool, isInteractive: Bool
    /// The timer ending an animated transition.
    var timer: ApplicationTimer?

    init(
        from: UIViewController?, to: UIViewController?, leaving: [UIViewController], arriving: [UIViewController],
        previousStack: [UIViewController], animated: Bool, visible: Bool, isInteractive: Bool
    ) {
        self.from = from
        self.to = to
        self.leaving = leaving
        self.arriving = arriving
        self.previousStack = previousStack
        self.animated = animated
        self.visible = visible
        self.isInteractive = isInteractive
    }

    /// Whether the top changes (only then do views move and appearance callbacks happen).
    var changesTop: Bool { from !== to }
}

/// The one place a navigation controller's stack changes (behaviour 13.1). The appearance callbacks
/// come from the view controllers' own machinery (`UIViewController+Appearance.swift`): the
/// transition begins the leaving top's disappearance and the arriving top's appearance as one
/// transition, so the view moves in between do not end them early.
extension UINavigationController {
    /// Changes the stack to `newStack`: the `will` half now, the `did` half now (not animated, not
    /// visible), after ``NavigationConstants/transitionDuration`` on the application's clock
    /// (animated), or when the back swipe ends (`interactive`).
    func performTransition(to newStack: [UIViewController], animated: Bool, interactive: Bool = false) {
        completeTransition()
        let oldStack = stack
        let from = oldStack.last, to = newStack.last
        let leaving = oldStack.filter { old in !newStack.contains { $0 === old } }
        let arriving = newStack.filter { new in !oldStack.contains { $0 === new } }
        for controller in arriving { addChild(controller) }
        for controller in leaving { controller.willMove(toParent: nil) }
        stack = newStack
        let window = viewIfLoaded?.window
        let visible = window.map { !$0.isHidden } ?? false
        let transition = NavigationTransition(
            from: from, to: to, leaving: leaving, arriving: arriving, previousStack: oldStack,
            animated: animated, visible: visible, isInteractive: interactive)
        self.transition = transition
        if transition.changesTop {
            // The arriving view loads before the callbacks (viewDidLoad first, as on iOS).
            if visible { to?.loadViewIfNeeded() }
            if visible {
                from?.beginPendingAppearance(false, animated: animated, by: .transition)
                to?.beginPendingAppearance(true, animated: animated, by: .transition)
            }
            if let to {
                // A pop uncovers the controller below: its view goes behind the leaving one.
                let fromLeaves = from.map { old in leaving.contains { $0 === old } } ?? false
                install(to, below: fromLeaves ? from?.viewIfLoaded : nil)
            }
            if visible, let to { delegate?.navigationController(self, willShow: to, animated: animated) }
        }
        navigationBar.setItems(newStack.map(\.navigationItem), animated: animated)
        if interactive { return }
        if animated, visible, let application = window?.application {
            transition.timer = application.scheduleTimer(
                at: application.clock.now + NavigationConstants.transitionDuration
            ) { [weak self] in
                self?.completeTransition()
            }
        } else {
            completeTransition()
        }
    }

    /// Ends the transition in progress, if any: the leaving top's view leaves, a layout pass, the `did`
    /// callbacks, the leaving controllers' `didMove(toParent: nil)` (through `removeFromParent()`), the
    /// arriving ones' `didMove(toParent:)`, then the delegate's `didShow`.
    func completeTransition() {
        guard let transition else { return }
        self.transition = nil
        transition.timer?.invalidate()
        if transition.changesTop {
            if let fromView = transition.from?.viewIfLoaded, fromView.superview === viewIfLoaded {
                fromView.removeFromSuperview()
                fromView.frame.origin.x = 0
            }
            if transition.visible {
                viewIfLoaded?.window?.layoutIfNeeded()
                transition.from?.endPendingAppearance(.transition)
                transition.to?.endPendingAppearance(.transition)
            }
        }
        for controller in transition.leaving { controller.removeFromParent() }
        for controller in transition.arriving { controller.didMove(toParent: self) }
        orderChildrenAsStack()
        if transition.visible, transition.changesTop, let to = transition.to {
            delegate?.navigationController(self, didShow: to, animated: transition.animated)
        }
    }

    /// Undoes a back swipe (behaviour 13.4): the stack is put back; the controller that was uncovered
    /// disappears (`viewWillDisappear`, `viewDidDisappear`), then the top appears again
    /// (`viewWillAppear`, a layout pass, `viewDidAppear`), and gets `didMove(toParent:)` with the
    /// navigation controller, as on iOS. The delegate hears nothing more.
    func cancelInteractiveTransition() {
        guard let transition, transition.isInteractive else { return }
        self.transition = nil
        stack = transition.previousStack
        if transition.visible {
            transition.to?.beginPendingAppearance(false, animated: true, by: .transition)
            transition.to?.endPendingAppearance(.transition)
            transition.from?.beginPendingAppearance(true, animated: true, by: .transition)
        }
        if let toView = transition.to?.viewIfLoaded, toView.superview === viewIfLoaded { toView.removeFromSuperview() }
        transition.from?.viewIfLoaded?.frame.origin.x = 0
        navigationBar.setItems(stack.map(\.navigationItem), animated: true)
        if transition.visible {
            viewIfLoaded?.window?.layoutIfNeeded()
            transition.from?.endPendingAppearance(.transition)
        }
        for controller in transition.leaving {
            controller.isMovingFromParent = false
            controller.didMove(toParent: self)
        }
    }

    /// Keeps ``UIViewController/children`` in stack order (children added otherwise stay after them).
    private func orderChildrenAsStack() {
        let others = children.filter { child in !stack.contains { $0 === child } }
        children = stack + others
    }
}
