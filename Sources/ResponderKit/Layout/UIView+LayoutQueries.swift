import Cassowary
import Foundation

// What the layout says about a view (Apple's `hasAmbiguousLayout`, `constraintsAffectingLayout(for:)` and
// `systemLayoutSizeFitting(_:)` pages; behaviour 20.7).

extension UIView {
    /// The size that fits two layout targets: the smallest size the constraints allow.
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size the constraints allow.
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// A value of ``intrinsicContentSize`` along an axis where the view has no intrinsic size: -1.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// Whether the constraints leave the view's frame undetermined: another frame satisfies them as well
    /// (a missing constraint, or two of equal priority that could trade places). False for a view the engine
    /// does not place (one that keeps its frame).
    public var hasAmbiguousLayout: Bool {
        updateLayoutEngineIfNeeded()
        guard !translatesAutoresizingMaskIntoConstraints, let engine = existingLayoutEngine,
            let variables = engine.variables[ObjectIdentifier(self)]
        else { return false }
        return [variables.minX, variables.minY, variables.width, variables.height].contains {
            engine.canMoveFreely($0)
        }
    }

    /// The app's constraints that determine the view's position and size along `axis` in the current layout
    /// (those the system made, for content sizes, autoresizing masks and guides, are listed by
    /// ``layoutExplanation()``).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        updateLayoutEngineIfNeeded()
        guard let engine = existingLayoutEngine else { return [] }
        let determining = Set(engine.determiningConstraints(of: self, axis: axis).map(ObjectIdentifier.init))
        return engine.layoutConstraints.filter { constraint in
            engine.solverConstraint(of: constraint).map { determining.contains(ObjectIdentifier($0)) } ?? false
        }
    }

    /// Why the view has its frame, in words: the constraints that place it along each axis (the app's and
    /// the system's), or that it keeps the frame it was given, or that nothing places it
    /// (behaviour 20.8).
    public func layoutExplanation() -> [String] {
        // The frame read below is the solved one: lay the hierarchy out first.
        hierarchyRoot.layoutIfNeeded()
        let name = DispatchLog.name(of: self)
        let f = frame
        var lines = [
            "\(name): frame (\(f.minX.formatted4) \(f.minY.formatted4); \(f.width.formatted4) \(f.height.formatted4))"
        ]
        guard let engine = existingLayoutEngine, engine.variables[ObjectIdentifier(self)] != nil else {
            lines.append("  no constraint mentions it: it keeps the frame it was given")
            return lines
        }
        if translatesAutoresizingMaskIntoConstraints {
            lines.append(
                "  translatesAutoresizingMaskIntoConstraints is true: it keeps its frame (its autoresizing mask follows its superview)"
            )
            return lines
        }
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let names = engine.determiningConstraints(of: self, axis: axis).map(\.name)
            let label = axis == .horizontal ? "x and width" : "y and height"
            lines.append("  \(label) from: " + (names.isEmpty ? "nothing (ambiguous)" : ""))
            lines += names.map { "    \($0)" }
        }
        if hasAmbiguousLayout {
            lines.append("  the layout is ambiguous: another frame satisfies the constraints as well")
        }
        return lines
    }

    /// Why a view with an empty frame has it, in Auto Layout's terms, for the hit-test log; nil when its frame
    /// has an area or Auto Layout has nothing to say about it.
    var zeroFrameExplanation: String? {
        let size = bounds.size
        guard size.width == 0 || size.height == 0, let engine = existingLayoutEngine,
            engine.variables[ObjectIdentifier(self)] != nil
        else { return nil }
        if translatesAutoresizingMaskIntoConstraints {
            return "constraints mention it but translatesAutoresizingMaskIntoConstraints is true, so it keeps "
                + "the frame it was given (set it to false to place it with constraints)"
        }
        return hasAmbiguousLayout
            ? "its constraints leave its frame undetermined (hasAmbiguousLayout), and the layout gave it no size"
            : "its constraints give it no size"
    }

    /// The smallest (``layoutFittingCompressedSize``) or largest (``layoutFittingExpandedSize``) size, or the
    /// size nearest `targetSize`, that the view's constraints allow for it, its subviews laid out inside.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the view's constraints give it when its width and height are drawn towards `targetSize`
    /// with the given priorities (``UILayoutPriority/required`` makes that dimension exactly the target).
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let width = widthAnchor.constraint(equalToConstant: targetSize.width)
        width.priority = horizontalFittingPriority
        let height = heightAnchor.constraint(equalToConstant: targetSize.height)
        height.priority = verticalFittingPriority
        // Measured as a view placed by constraints, whatever it is, then restored.
        let translates = translatesAutoresizingMaskIntoConstraints
        if translates { layoutState.translatesAutoresizingMaskIntoConstraints = false }
        addConstraint(width)
        addConstraint(height)
        updateLayoutEngineIfNeeded()
        let size = existingLayoutEngine?.solvedRect(of: self)?.size ?? bounds.size
        removeConstraint(width)
        removeConstraint(height)
        if translates { layoutState.translatesAutoresizingMaskIntoConstraints = true }
        constraintsDidChange()
        return size
    }
}

extension LayoutEngine {
    /// Whether `variable` can take another value at no cost: on a copy of the solver, an edit at the weakest
    /// strength (1, below any priority's 1,000 or more per point) pulls it a point each way; if it moves,
    /// no constraint held it (docs/decisions.md, "Layout: ambiguity by a weak pull").
    func canMoveFreely(_ variable: Variable) -> Bool {
        let value = solver.value(of: variable)
        for delta in [1.0, -1.0] {
            var probe = solver
            do {
                try probe.addEditVariable(variable, strength: .weak)
                try probe.suggestValue(variable, value + delta)
            } catch {
                continue
            }
            if abs(probe.value(of: variable) - value) > 1e-6 { return true }
        }
        return false
    }

    /// The solver constraints that determine `view`'s origin and size along `axis`.
    func determiningConstraints(of view: UIView, axis: NSLayoutConstraint.Axis) -> [Cassowary.Constraint] {
        guard let variables = variables[ObjectIdentifier(view)] else { return [] }
        let pair = axis == .horizontal ? [variables.minX, variables.width] : [variables.minY, variables.height]
        var seen = Set<ObjectIdentifier>()
        var result: [Cassowary.Constraint] = []
        for variable in pair {
            for constraint in solver.constraintsDetermining(variable)
            where seen.insert(ObjectIdentifier(constraint)).inserted {
                result.append(constraint)
            }
        }
        return result
    }
}
