import Foundation

extension UIView {
    /// The window the view is in, or nil.
    public var window: UIWindow? { cachedWindow }

    /// Adds `view` on top of the other subviews. Adding a view that is already a subview moves it to
    /// the front. The view is first removed from its previous superview.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in ``subviews`` (clamped to the valid range).
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(
            view !== self && !isDescendant(of: view), "Can't add a view as a subview of itself or its descendant")
        if view.superview === self {
            changeSubviews { list in
                guard let current = list.firstIndex(of: view) else { return }
                list.remove(at: current)
                list.insert(view, at: max(0, min(index > current ? index - 1 : index, list.count)))
            }
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if let old = view.superview { old.willRemoveSubview(view) }
        let hadConstraints = view.superview.map { view.constraintsWillLeave($0) } ?? false
        if oldWindow !== newWindow { view.windowWillChange(from: oldWindow, to: newWindow) }
        view.superview?.changeSubviews { list in
            if let i = list.firstIndex(of: view) { list.remove(at: i) }
        }
        changeSubviews { list in list.insert(view, at: max(0, min(index, list.count))) }
        view.superview = self
        view.constraintsDidJoin(hadConstraints: hadConstraints)
        // UIKit lays out both the added view and its new superview.
        view.setNeedsLayout()
        setNeedsLayout()
        if oldWindow !== newWindow { view.windowDidChange(to: newWindow) }
        view.didMoveToSuperview()
        didAddSubview(view)
    }

    /// Inserts `view` just above `siblingSubview` (in front of it).
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(of: siblingSubview) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Inserts `view` just below `siblingSubview` (behind it).
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(of: siblingSubview) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: index)
    }

    /// Moves `view` to the front of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        changeSubviews { list in
            guard let index = list.firstIndex(of: view) else { return }
            list.remove(at: index)
            list.append(view)
        }
    }

    /// Moves `view` to the back of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        changeSubviews { list in
            guard let index = list.firstIndex(of: view) else { return }
            list.remove(at: index)
            list.insert(view, at: 0)
        }
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        changeSubviews { list in
            guard list.indices.contains(index1), list.indices.contains(index2) else { return }
            list.swapAt(index1, index2)
        }
    }

    /// Removes the view from its superview and window. Touches the view (or a subview) is tracking get
    /// `touchesCancelled` first (behaviour 2.3), and a first responder inside it resigns.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        let hadConstraints = constraintsWillLeave(parent)
        if oldWindow != nil { windowWillChange(from: oldWindow, to: nil) }
        parent.changeSubviews { list in
            if let i = list.firstIndex(of: self) { list.remove(at: i) }
        }
        superview = nil
        constraintsDidJoin(hadConstraints: hadConstraints)
        parent.setNeedsLayout()
        if oldWindow != nil { windowDidChange(to: nil) }
        didMoveToSuperview()
    }

    /// Whether the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view in the subtree (the view itself first, then depth-first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Window bookkeeping

    /// Cancels touches tracked in the old window by views of this subtree, resigns a first responder
    /// inside it, then tells every view of the subtree about the move.
    func windowWillChange(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
        if let oldWindow {
            withdrawGestureRecognizersInSubtree()
            oldWindow.application?.cancelViewTouches(inSubtree: self, reason: .viewLeftWindow)
            if let responder = oldWindow.currentFirstResponder, responder.isInSubtree(of: self) {
                _ = responder.resignFirstResponder()
                if oldWindow.currentFirstResponder === responder { oldWindow.currentFirstResponder = nil }
            }
        }
        forEachInSubtree { $0.willMove(toWindow: newWindow) }
        appearanceWillMove(from: oldWindow, to: newWindow)
    }

    func windowDidChange(to newWindow: UIWindow?) {
        forEachInSubtree { view in
            view.cachedWindow = (view as? UIWindow) ?? newWindow
            view.displayDidMoveToWindow()
        }
        forEachInSubtree { $0.didMoveToWindow() }
        appearanceDidMove()
    }

    /// Visits the view and every view below it, each view before its subviews.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviews { subview.forEachInSubtree(body) }
    }

    /// Visits the view and every view below it, each view after its subviews (Auto Layout's update pass:
    /// behaviour 20.2). By index: `body` may change the subviews of the views it has visited.
    func forEachInSubtreeBottomUp(_ body: (UIView) -> Void) {
        var index = 0
        while index < subviews.count {
            subviews[index].forEachInSubtreeBottomUp(body)
            index += 1
        }
        body(self)
    }
}

extension UIResponder {
    /// Whether this responder is `view`, a view inside it, or a view controller whose view is inside it.
    func isInSubtree(of view: UIView) -> Bool {
        if let selfView = self as? UIView { return selfView.isDescendant(of: view) }
        if let controller = self as? UIViewController, let own = controller.viewIfLoaded {
            return own.isDescendant(of: view)
        }
        return false
    }
}
