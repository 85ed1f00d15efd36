import Foundation

// Auto Layout in the layout pass (behaviour 20.2; Apple's `updateConstraints()`,
// `setNeedsUpdateConstraints()` and `layoutSubviews()` pages): before a hierarchy is laid out, views marked
// as needing it update their constraints, bottom-up; the engine brings its solution up to date; each view
// whose solved frame differs from its frame marks its superview; then the top-down layout gives each view
// laid out the solved frames of its subviews placed by constraints, before its `layoutSubviews()` runs (the
// work UIKit's default `layoutSubviews()` does, done here whether or not an override calls `super`).

extension UIView {
    // MARK: Marks

    /// The top of the view's hierarchy: the window, or the top of a hierarchy not in one.
    var hierarchyRoot: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The layout engine of the view's hierarchy, made when first needed.
    var layoutEngine: LayoutEngine {
        let root = hierarchyRoot
        if let engine = root.storedLayoutState?.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        return engine
    }

    /// The layout engine of the view's hierarchy, if it has one.
    var existingLayoutEngine: LayoutEngine? { hierarchyRoot.storedLayoutState?.engine }

    /// Constraints, priorities, guides or the way the view is placed changed: the engine is rebuilt at the
    /// next layout pass.
    func constraintsDidChange() {
        layoutEngine.needsRebuild = true
        hierarchyRoot.layoutState.subtreeNeedsUpdateConstraints = true
        setNeedsLayout()
    }

    /// The constant of `constraint`, installed on this view, changed: it is set in place at the next pass.
    func constraintConstantDidChange(_ constraint: NSLayoutConstraint) {
        layoutEngine.constantDidChange(constraint)
        setNeedsLayout()
    }

    /// The view's intrinsic content size changed (``invalidateIntrinsicContentSize()``).
    func intrinsicContentSizeDidChange() {
        // A stack view's constraints use its arranged views' intrinsic lengths (behaviour 20.9).
        (superview as? UIStackView)?.arrangedSubviewDidChange(self)
        // Nothing to do outside Auto Layout: a view laid out by frames ignores its intrinsic size.
        guard let engine = existingLayoutEngine else { return }
        engine.viewDidChange(self)
        setNeedsLayout()
    }

    /// The bounds origin moved (a scroll): the guides that stay on the visible rectangle move with it at
    /// the next layout pass (behaviour 20.10).
    func boundsOriginDidChange() {
        guard let state = storedLayoutState,
            state.hasFoldedBoundsOrigin
                || state.layoutGuides.contains(where: { $0.systemKind?.followsBoundsOrigin == true }),
            existingLayoutEngine != nil
        else { return }
        setNeedsLayout()
    }

    /// The frame of a view that translates its autoresizing mask changed: the engine keeps the new one.
    func translatedFrameDidChange() {
        guard let state = storedLayoutState, state.translatesAutoresizingMaskIntoConstraints else { return }
        existingLayoutEngine?.viewDidChange(self)
    }

    // MARK: Updating constraints

    /// Marks the view's constraints as needing an update: its ``updateConstraints()`` runs in the next
    /// layout pass (or at ``updateConstraintsIfNeeded()``).
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        hierarchyRoot.layoutState.subtreeNeedsUpdateConstraints = true
        setNeedsLayout()
    }

    /// Whether the view's ``updateConstraints()`` runs in the next update pass.
    public func needsUpdateConstraints() -> Bool { storedLayoutState?.needsUpdateConstraints ?? false }

    /// Runs the update pass of the view's subtree now: each marked view's ``updateConstraints()`` (a view
    /// controller's root view: its controller's ``UIViewController/updateViewConstraints()``), subviews
    /// before their superview.
    public func updateConstraintsIfNeeded() {
        forEachInSubtreeBottomUp { view in
            guard let state = view.storedLayoutState, state.needsUpdateConstraints else { return }
            state.needsUpdateConstraints = false
            state.calledSuperUpdateConstraints = false
            if let controller = view.owningViewController {
                controller.calledSuperUpdateViewConstraints = false
                controller.updateViewConstraints()
                if !controller.calledSuperUpdateViewConstraints {
                    LayoutReport.missingSuperCall(
                        "updateViewConstraints()", of: DispatchLog.name(of: controller), in: view)
                    // The view's own updateConstraints() never ran: only the controller is at fault.
                    return
                }
            } else {
                view.updateConstraints()
            }
            if !state.calledSuperUpdateConstraints {
                LayoutReport.missingSuperCall("updateConstraints()", of: DispatchLog.name(of: view), in: view)
            }
        }
    }

    // MARK: The pass

    /// The Auto Layout part of a layout pass of this view's hierarchy: the update pass when one is marked,
    /// then the engine's solution, marking the superview of every view whose solved frame changed.
    func updateLayoutEngineIfNeeded() {
        let root = hierarchyRoot
        guard let rootState = root.storedLayoutState else { return }
        if rootState.subtreeNeedsUpdateConstraints {
            rootState.subtreeNeedsUpdateConstraints = false
            root.updateConstraintsIfNeeded()
        }
        guard let engine = rootState.engine else { return }
        root.reportSafeAreaChanges(rootState)
        engine.checkSystemGuides()
        guard engine.needsUpdate else { return }
        engine.update()
        engine.markChangedFrames()
    }

    /// Calls ``safeAreaInsetsDidChange()`` (and the view controller's ``UIViewController/viewSafeAreaInsetsDidChange()``)
    /// on each view of the subtree taking part in Auto Layout whose safe area insets changed since it was last
    /// told. One walk from the top, each view's insets from its superview's safe rectangle (the rule of
    /// ``safeAreaInsets``, without its walk up to the window for every view), and none at all when no view
    /// moved and the window's insets are the same since the last walk.
    private func reportSafeAreaChanges(_ state: ViewLayoutState) {
        let window = self as? UIWindow
        let insets = window?.windowSafeAreaInsets ?? .zero
        guard UIView.geometryGeneration != state.safeAreaWalkGeneration || insets != state.reportedSafeAreaInsets
        else { return }
        state.safeAreaWalkGeneration = UIView.geometryGeneration
        guard let window else {
            // Outside a window every view's insets are zero.
            forEachInSubtree { $0.reportSafeAreaInsets(.zero) }
            return
        }
        reportSafeAreaInsets(insets)
        let safeRect = window.bounds.inset(by: insets)
        // The window's coordinates are the ones the walk measures in: its origin is at zero.
        for subview in subviews {
            subview.reportSafeAreaChanges(insideSafeRect: safeRect, superviewOrigin: .zero, of: window)
        }
    }

    /// `superviewOrigin`: where the superview's coordinate origin lies in the window, when the views above
    /// are only translated (nil: convert through the transforms).
    private func reportSafeAreaChanges(insideSafeRect superRect: CGRect, superviewOrigin: CGPoint?, of window: UIWindow)
    {
        var origin: CGPoint?
        let rect: CGRect
        if let superviewOrigin, hasIdentityTransform {
            let frame = self.frame
            rect = frame.offsetBy(dx: superviewOrigin.x, dy: superviewOrigin.y)
            origin = CGPoint(x: rect.minX - bounds.minX, y: rect.minY - bounds.minY)
        } else {
            rect = convert(bounds, to: window)
        }
        let insets = safeAreaInsets(rectInWindow: rect, insideSafeRect: superRect)
        reportSafeAreaInsets(insets)
        guard !subviews.isEmpty else { return }
        let safeRect = rect.inset(by: insets)
        for subview in subviews {
            subview.reportSafeAreaChanges(insideSafeRect: safeRect, superviewOrigin: origin, of: window)
        }
    }

    /// Tells a view taking part in Auto Layout that its safe area insets are now `insets`, if they changed.
    private func reportSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard let state = storedLayoutState, insets != state.reportedSafeAreaInsets else { return }
        state.reportedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Gives the subviews placed by constraints their solved frames (before ``layoutSubviews()``).
    func applySolvedFramesToSubviews() {
        // The engine is found (a walk to the root) only when a subview is placed by constraints.
        var engine: LayoutEngine?
        var index = 0
        while index < subviews.count {
            let subview = subviews[index]
            index += 1
            guard let state = subview.storedLayoutState, !state.translatesAutoresizingMaskIntoConstraints else {
                continue
            }
            if engine == nil { engine = existingLayoutEngine }
            guard let rect = engine?.solvedRect(of: subview) else { continue }
            let frame = subview.frame(forAlignmentRect: rect)
            let oldWidth = subview.frame.width
            guard frame != subview.frame else { continue }
            subview.frame = frame
            // A multiline label wraps within its width: a new width is a new intrinsic height, solved at the
            // next pass (behaviour 20.4).
            if frame.width != oldWidth, let label = subview as? UILabel, label.numberOfLines != 1,
                label.preferredMaxLayoutWidth == 0
            {
                label.invalidateIntrinsicContentSize()
            }
        }
    }

    // MARK: Alignment rectangles

    /// The view's alignment rectangle for `frame`: `frame` inset by ``alignmentRectInsets``.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame whose alignment rectangle is `alignmentRect`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view's alignment rectangle in its superview's coordinates.
    var alignmentFrame: CGRect { alignmentRect(forFrame: frame) }
}

extension LayoutEngine {
    /// Marks the superview of every view placed by constraints whose solved frame differs from its frame,
    /// and sets every guide's ``UILayoutGuide/layoutFrame``.
    func markChangedFrames() {
        for handle in items {
            switch handle.object {
            case let view as UIView:
                guard !view.translatesAutoresizingMaskIntoConstraints, let rect = solvedRect(of: view) else { continue }
                if view.frame(forAlignmentRect: rect) != view.frame { view.superview?.setNeedsLayout() }
            case let guide as UILayoutGuide:
                guard let rect = solvedRect(of: guide) else { continue }
                guide.layoutFrame = rect
                // The content guide's size is the scroll view's content size (behaviour 20.10).
                if guide.systemKind == .scrollContent, let scrollView = guide.owningView as? UIScrollView,
                    scrollView.contentSize != rect.size
                {
                    scrollView.contentSize = rect.size
                }
            default: continue
            }
        }
    }
}
