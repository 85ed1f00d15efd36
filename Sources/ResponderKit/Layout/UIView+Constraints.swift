import Foundation

// The constraints, anchors and content priorities of a view (Apple's `UIView` page, "Managing the view's
// constraints", "Creating constraints using layout anchors", "Managing the content size"; the layout they
// make: docs/behaviour/layout.md).

extension UIView {
    /// The view's Auto Layout state, made when first needed.
    var layoutState: ViewLayoutState {
        if let state = storedLayoutState { return state }
        let state = ViewLayoutState()
        storedLayoutState = state
        return state
    }

    // MARK: Anchors

    /// The view's leading edge (its left edge: ResponderKit lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge (its right edge: ResponderKit lays out left to right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (``forFirstBaselineLayout``'s).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (``forLastBaselineLayout``'s).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Installed constraints

    /// The constraints installed on this view: those activated with this view as the closest common
    /// ancestor of their items, and those added with ``addConstraint(_:)``.
    public var constraints: [NSLayoutConstraint] { storedLayoutState?.constraints ?? [] }

    /// Installs `constraint` on this view, which must be its items' common ancestor (or one of its items).
    /// Prefer ``NSLayoutConstraint/isActive``, which finds the view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let installed = constraint.installedView {
            if installed === self { return }
            installed.removeConstraint(constraint)
        }
        layoutState.constraints.append(constraint)
        constraint.installedView = self
        constraintsDidChange()
    }

    /// Installs each of `constraints` (``addConstraint(_:)``).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes `constraint` from this view: it no longer takes part in the layout. Nothing happens when it is
    /// not installed here.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self, let state = storedLayoutState else { return }
        state.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        constraintsDidChange()
    }

    /// Removes each of `constraints` (``removeConstraint(_:)``).
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view's frame comes from its ``autoresizingMask`` (and ``frame``) rather than from
    /// constraints. Default true, as in UIKit: set it false on every view you place with constraints. When
    /// true and the view takes part in a constraint, its frame is kept by constraints made from the
    /// autoresizing mask.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedLayoutState?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            constraintsDidChange()
        }
    }

    // MARK: Content priorities

    /// How much the view resists growing larger than its intrinsic content size along `axis`. Default
    /// ``UILayoutPriority/defaultLow`` (250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = storedLayoutState else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets how much the view resists growing larger than its intrinsic content size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard priority != contentHuggingPriority(for: axis) else { return }
        if axis == .horizontal {
            layoutState.hugging.horizontal = priority
        } else {
            layoutState.hugging.vertical = priority
        }
        contentPriorityDidChange()
    }

    /// How much the view resists shrinking below its intrinsic content size along `axis`. Default
    /// ``UILayoutPriority/defaultHigh`` (750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = storedLayoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets how much the view resists shrinking below its intrinsic content size along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        guard priority != contentCompressionResistancePriority(for: axis) else { return }
        if axis == .horizontal {
            layoutState.compressionResistance.horizontal = priority
        } else {
            layoutState.compressionResistance.vertical = priority
        }
        contentPriorityDidChange()
    }

    /// A stack view's `.fill` distribution depends on its arranged views' priorities (behaviour 20.9).
    private func contentPriorityDidChange() {
        constraintsDidChange()
        (superview as? UIStackView)?.arrangedSubviewDidChange(self)
    }

    // MARK: Layout guides

    /// The layout guides this view owns, in the order they were added.
    public var layoutGuides: [UILayoutGuide] { storedLayoutState?.layoutGuides ?? [] }

    /// Adds `layoutGuide` to this view: its frame is then in this view's coordinates. A guide owned by
    /// another view moves here.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let owner = layoutGuide.owningView {
            if owner === self { return }
            owner.removeLayoutGuide(layoutGuide)
        }
        layoutState.layoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        constraintsDidChange()
    }

    /// Removes `layoutGuide` from this view.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self, let state = storedLayoutState else { return }
        state.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        constraintsDidChange()
    }

    // MARK: Ancestry

    /// The closest view that is this view or one of its ancestors and also `other` or one of its ancestors.
    func closestCommonAncestor(with other: UIView) -> UIView? {
        var depthOfSelf = 0
        var depthOfOther = 0
        var view: UIView? = self
        while let current = view { depthOfSelf += 1; view = current.superview }
        view = other
        while let current = view { depthOfOther += 1; view = current.superview }
        var a: UIView? = self
        var b: UIView? = other
        while depthOfSelf > depthOfOther { a = a?.superview; depthOfSelf -= 1 }
        while depthOfOther > depthOfSelf { b = b?.superview; depthOfOther -= 1 }
        while let left = a, let right = b {
            if left === right { return left }
            a = left.superview
            b = right.superview
        }
        return nil
    }
}

/// How constraint code refers to an item (a view or a layout guide).
@MainActor
enum LayoutItemReference {
    /// The view an item lays out in: the view itself, or a layout guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningView }
        return nil
    }

    /// An item's name in descriptions and reports: a view as the explanation log names it, a guide by its
    /// identifier (or its class and its owning view's name).
    static func name(of item: AnyObject?) -> String {
        switch item {
        case let view as UIView: DispatchLog.name(of: view)
        case let guide as UILayoutGuide:
            guide.identifier.isEmpty
                ? "\(DispatchLog.typeName(of: guide))(\(guide.owningView.map(DispatchLog.name(of:)) ?? "no view"))"
                : guide.identifier
        case nil: "(deallocated)"
        case let other?: DispatchLog.typeName(of: other)
        }
    }
}
