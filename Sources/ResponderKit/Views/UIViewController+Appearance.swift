import Foundation

/// Appearance callbacks in UIKit's order (Apple's `beginAppearanceTransition(_:animated:)`
/// page; docs/decisions.md, "View-controller lifecycle").
///
/// A controller appears when its view enters a visible window's hierarchy and disappears when it leaves
/// it. Two kinds of change drive the callbacks, both synchronously:
/// - a view move (a child's view added to or removed from a visible hierarchy): `will` and `did` are
///   called around the move, as UIKit does from `willMove(toWindow:)` and `didMoveToWindow()`;
/// - a transition (a window shown or hidden, a root view controller replaced, a presentation, a
///   dismissal): every `will` first, then a layout pass of the window (so `viewWillLayoutSubviews()` and
///   `viewDidLayoutSubviews()` come before `viewDidAppear(_:)`, as on iOS), then every `did`.
/// A parent forwards each callback to the children whose views are inside its own, after its own
/// callback, unless it turns ``UIViewController/shouldAutomaticallyForwardAppearanceMethods`` off.
enum AppearanceState {
    case disappeared, appearing, appeared, disappearing
}

/// What began a transition whose `did` callback is still to come: each driver ends only its own, so a
/// view moved during a presentation does not end the presentation's transition early.
enum AppearanceDriver {
    case viewMove, windowVisibility, transition
}

extension UIViewController {
    /// Starts an appearance transition; returns whether the state changed (a `will` callback was made).
    func beginAppearance(_ appearing: Bool, animated: Bool) -> Bool {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            appearanceAnimated = animated
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            appearanceAnimated = animated
            viewWillDisappear(animated)
        default:
            return false
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return true }
        for child in childrenShowingTheirViews() {
            _ = child.beginAppearance(appearing, animated: animated)
        }
        return true
    }

    /// Ends the transition in progress, if any, with its `did` callback, then forwards.
    func endAppearance() {
        appearanceEndPending = nil
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
            isMovingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
            isMovingFromParent = false
        default:
            return
        }
        guard shouldAutomaticallyForwardAppearanceMethods else { return }
        for child in childrenShowingTheirViews()
        where child.appearanceState == .appearing || child.appearanceState == .disappearing {
            child.endAppearance()
        }
    }

    /// Begins a transition whose `did` callback `endPendingAppearance(_:)` makes later.
    func beginPendingAppearance(_ appearing: Bool, animated: Bool, by driver: AppearanceDriver) {
        if beginAppearance(appearing, animated: animated) { appearanceEndPending = driver }
    }

    /// Ends the transition `driver` began with `beginPendingAppearance(_:animated:by:)`, if still pending.
    func endPendingAppearance(_ driver: AppearanceDriver) {
        if appearanceEndPending == driver { endAppearance() }
    }

    /// The children whose views are loaded and inside this controller's view, in ``children`` order.
    private func childrenShowingTheirViews() -> [UIViewController] {
        guard let own = viewIfLoaded, !children.isEmpty else { return [] }
        return children.filter { $0.viewIfLoaded?.isDescendant(of: own) == true }
    }

    /// Whether a move of the view into or out of a shown window, or the window being shown or hidden,
    /// drives this controller's callbacks: not when its parent forwards appearance itself (a custom
    /// container), nor while a presented controller covers it (it stays out of sight).
    var followsViewMoves: Bool {
        if containmentRoot.isCoveredByPresentation { return false }
        guard let parent else { return true }
        return parent.shouldAutomaticallyForwardAppearanceMethods
    }

    /// The controller whose view a presentation covers: the top of this controller's containment.
    var containmentRoot: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }
}

extension UIView {
    /// The subtree leaves or enters a visible window: its controllers (parents first) begin to
    /// disappear or appear. Called from `windowWillChange(from:to:)`.
    func appearanceWillMove(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        let wasVisible = oldWindow.map { !$0.isHidden } ?? false
        let willBeVisible = newWindow.map { !$0.isHidden } ?? false
        guard wasVisible != willBeVisible else { return }
        beginPendingAppearanceInSubtree(willBeVisible, by: .viewMove)
    }

    /// The subtree has moved: the transitions `appearanceWillMove(from:to:)` began end.
    func appearanceDidMove() {
        endPendingAppearanceInSubtree(.viewMove)
    }

    /// Begins appearing or disappearing for the controllers of this subtree that the move (or the
    /// window's visibility, when this is the window) drives: contained controllers that follow view
    /// moves, and a controller without a parent only when its view is this view or, for a window, one
    /// of the window's own subviews (its root, presented controllers). A controller whose view was put
    /// inside another controller's view without `addChild(_:)` is left alone, as UIKit leaves it.
    /// Depth-first, so a parent (which forwards to its children) comes before them.
    func beginPendingAppearanceInSubtree(_ appearing: Bool, by driver: AppearanceDriver) {
        let windowRoot = self is UIWindow
        forEachInSubtree { view in
            guard let controller = view.owningViewController, controller.followsViewMoves else { return }
            let isTopLevel = view === self || (windowRoot && view.superview === self)
            guard controller.parent != nil || isTopLevel else { return }
            controller.beginPendingAppearance(appearing, animated: false, by: driver)
        }
    }

    /// Ends the pending transitions of the subtree's controllers, parents first.
    func endPendingAppearanceInSubtree(_ driver: AppearanceDriver) {
        forEachInSubtree { view in view.owningViewController?.endPendingAppearance(driver) }
    }
}
