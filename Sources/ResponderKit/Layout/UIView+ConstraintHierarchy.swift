import Foundation

// Constraints when views move (Apple's `removeFromSuperview()` page: "Calling this method removes any
// constraints that refer to the view you are removing, or that refer to any view in the subtree of the view
// you are removing"): the old hierarchy's engine is rebuilt without them, and a view that joins a hierarchy
// brings its subtree's constraints into that hierarchy's engine (behaviour 20.1).

extension UIView {
    /// Before this view leaves `parent`: removes the constraints installed on `parent` and its ancestors
    /// that mention a view (or a guide of a view) of this view's subtree. Returns whether the old hierarchy
    /// lays out with constraints (so this view's subtree may have some of its own).
    @discardableResult
    func constraintsWillLeave(_ parent: UIView) -> Bool {
        guard let engine = parent.existingLayoutEngine else { return false }
        var ancestor: UIView? = parent
        while let current = ancestor {
            if let state = current.storedLayoutState {
                for constraint in state.constraints where mentionsSubtree(constraint) {
                    current.removeConstraint(constraint)
                }
            }
            ancestor = current.superview
        }
        engine.needsRebuild = true
        return true
    }

    /// After this view joined a hierarchy (or became the top of its own): its own engine, if it had one, is
    /// dropped, and the hierarchy's is rebuilt with its subtree.
    func constraintsDidJoin(hadConstraints: Bool) {
        let ownEngine = storedLayoutState?.engine
        if superview != nil { storedLayoutState?.engine = nil }
        // An update pass marked before the view joined (a stack view filled before it is added) runs in
        // the new hierarchy's pass (behaviour 20.9).
        if superview != nil, let state = storedLayoutState, state.subtreeNeedsUpdateConstraints {
            state.subtreeNeedsUpdateConstraints = false
            hierarchyRoot.layoutState.subtreeNeedsUpdateConstraints = true
        }
        guard hadConstraints || ownEngine != nil || existingLayoutEngine != nil else { return }
        constraintsDidChange()
    }

    private func mentionsSubtree(_ constraint: NSLayoutConstraint) -> Bool {
        [constraint.firstItem, constraint.secondItem].contains { item in
            guard let view = LayoutItemReference.view(of: item) else { return false }
            return view.isDescendant(of: self)
        }
    }
}
