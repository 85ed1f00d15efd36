import Cassowary
import Foundation

// The constraints the system adds for the views in the engine (behaviour 20.3), as UIKit adds them:
// - a view whose `translatesAutoresizingMaskIntoConstraints` is true keeps its frame, and follows its
//   superview's size by its autoresizing mask (the sharing rule of Views/UIView+Autoresizing.swift), with
//   required constraints;
// - a view placed by constraints keeps its intrinsic content size along each axis where it has one: its
//   size at most the intrinsic size at its content hugging priority, at least at its compression resistance;
// - a system layout guide (safe area, margins, a scroll view's frame) sits at its owning view's bounds
//   origin, inset by the current insets; a scroll view's content guide sits at the content's origin
//   (behaviour 20.10).

extension LayoutEngine {
    /// Adds the system's constraints of `view` and of the system guides it owns.
    func addSystemConstraints(of view: UIView) {
        addFrameConstraints(of: view)
        for guide in view.layoutGuides {
            guard let kind = guide.systemKind, variables[ObjectIdentifier(guide)] != nil else { continue }
            for constraint in guideConstraints(of: guide, kind: kind, in: view) {
                try? solver.addConstraint(constraint)
            }
        }
    }

    /// Makes `view`'s system constraints again when its frame (translated) or intrinsic size changed.
    func refreshSystemConstraints(of view: UIView) {
        guard let old = systemConstraintsByView[ObjectIdentifier(view)] else { return }
        if view.translatesAutoresizingMaskIntoConstraints {
            let frame = view.alignmentFrame
            let extent = view.superview?.bounds.size ?? .zero
            guard frame != old.translatedFrame || extent != old.translatedExtent else { return }
        } else {
            guard view.intrinsicContentSize != old.intrinsicSize else { return }
        }
        for constraint in old.autoresizing + old.contentSize { try? solver.removeConstraint(constraint) }
        addFrameConstraints(of: view)
    }

    /// Adds the constraints that keep `view`'s frame (translated) or its content size (placed by constraints),
    /// and records what they were made from.
    private func addFrameConstraints(of view: UIView) {
        var made = SystemConstraints()
        if view.translatesAutoresizingMaskIntoConstraints {
            made.translatedFrame = view.alignmentFrame
            made.translatedExtent = view.superview?.bounds.size ?? .zero
            made.autoresizing = autoresizingConstraints(of: view, frame: made.translatedFrame)
        } else {
            made.intrinsicSize = view.intrinsicContentSize
            made.contentSize = contentSizeConstraints(of: view, size: made.intrinsicSize)
        }
        for constraint in made.autoresizing + made.contentSize { try? solver.addConstraint(constraint) }
        systemConstraintsByView[ObjectIdentifier(view)] = made
    }

    /// The four required constraints that keep a translated view at `frame`, following its superview's size
    /// by its autoresizing mask when the superview is in the engine.
    private func autoresizingConstraints(of view: UIView, frame: CGRect) -> [Cassowary.Constraint] {
        guard let own = variables[ObjectIdentifier(view)] else { return [] }
        let name = "\(LayoutItemReference.name(of: view)) (autoresizing mask)"
        let mask = view.autoresizingMask
        let superview = view.superview
        let parent = superview.flatMap { variables[ObjectIdentifier($0)] }
        let follows = parent != nil && superview?.autoresizesSubviews == true
        let extent = superview?.bounds.size ?? .zero

        func axis(
            origin: Variable, length: Variable, frameOrigin: CGFloat, frameLength: CGFloat, extentVariable: Variable?,
            oldExtent: CGFloat, leading: Bool, flexible: Bool, trailing: Bool
        ) -> [Cassowary.Constraint] {
            var originExpression = LinearExpression(Double(frameOrigin))
            var lengthExpression = LinearExpression(Double(frameLength))
            if follows, let extentVariable {
                let shares = UIView.autoresizingShares(
                    origin: frameOrigin, length: frameLength, in: oldExtent, leading: leading, length: flexible,
                    trailing: trailing)
                if shares.divisor != 0 {
                    // The change of the superview's extent, shared: extent − oldExtent.
                    let change = LinearExpression(extentVariable) - LinearExpression(Double(oldExtent))
                    originExpression = originExpression + change * Double(shares.origin / shares.divisor)
                    lengthExpression = lengthExpression + change * Double(shares.length / shares.divisor)
                }
            }
            return [
                Cassowary.Constraint(LinearExpression(origin), .equal, originExpression, name: name),
                Cassowary.Constraint(LinearExpression(length), .equal, lengthExpression, name: name),
            ]
        }
        return axis(
            origin: own.minX, length: own.width, frameOrigin: frame.minX, frameLength: frame.width,
            extentVariable: parent?.width, oldExtent: extent.width, leading: mask.contains(.flexibleLeftMargin),
            flexible: mask.contains(.flexibleWidth), trailing: mask.contains(.flexibleRightMargin))
            + axis(
                origin: own.minY, length: own.height, frameOrigin: frame.minY, frameLength: frame.height,
                extentVariable: parent?.height, oldExtent: extent.height, leading: mask.contains(.flexibleTopMargin),
                flexible: mask.contains(.flexibleHeight), trailing: mask.contains(.flexibleBottomMargin))
    }

    /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) along each axis where
    /// `size` is not ``UIView/noIntrinsicMetric``.
    private func contentSizeConstraints(of view: UIView, size: CGSize) -> [Cassowary.Constraint] {
        guard let own = variables[ObjectIdentifier(view)] else { return [] }
        let name = LayoutItemReference.name(of: view)
        var made: [Cassowary.Constraint] = []
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric else { continue }
            let variable = axis == .horizontal ? own.width : own.height
            let label = axis == .horizontal ? "width" : "height"
            made.append(
                Cassowary.Constraint(
                    LinearExpression(variable), .lessThanOrEqual, LinearExpression(Double(length)),
                    strength: Strength(priority: view.contentHuggingPriority(for: axis).rawValue),
                    name: "\(name).\(label) <= \(length.formatted4) (content hugging)"))
            made.append(
                Cassowary.Constraint(
                    LinearExpression(variable), .greaterThanOrEqual, LinearExpression(Double(length)),
                    strength: Strength(priority: view.contentCompressionResistancePriority(for: axis).rawValue),
                    name: "\(name).\(label) >= \(length.formatted4) (compression resistance)"))
        }
        return made
    }

    /// The constraints that place a system guide in its owning view: the content guide at the content's
    /// origin, as large as the content size unless constraints say otherwise; every other guide at the
    /// view's bounds origin (so that it stays put while a scroll view's content scrolls), inset by its
    /// insets, and as large as the view less them.
    private func guideConstraints(of guide: UILayoutGuide, kind: SystemLayoutGuideKind, in view: UIView)
        -> [Cassowary.Constraint]
    {
        guard let own = variables[ObjectIdentifier(guide)], let owner = variables[ObjectIdentifier(view)] else {
            return []
        }
        let name = "\(LayoutItemReference.name(of: guide)) (insets)"
        if kind == .scrollContent {
            // The content size the app set holds only where no constraint decides it.
            let size = (view as? UIScrollView)?.contentSize ?? .zero
            let sizeName = "\(LayoutItemReference.name(of: guide)) (content size)"
            return [
                Cassowary.Constraint(LinearExpression(own.minX), .equal, LinearExpression(0), name: name),
                Cassowary.Constraint(LinearExpression(own.minY), .equal, LinearExpression(0), name: name),
                Cassowary.Constraint(
                    LinearExpression(own.width), .equal, LinearExpression(Double(size.width)), strength: .weak,
                    name: sizeName),
                Cassowary.Constraint(
                    LinearExpression(own.height), .equal, LinearExpression(Double(size.height)), strength: .weak,
                    name: sizeName),
            ]
        }
        let insets = kind.insets(of: view)
        let origin = view.bounds.origin
        let x = Cassowary.Constraint(
            LinearExpression(own.minX), .equal, LinearExpression(Double(origin.x + insets.left)), name: name)
        let y = Cassowary.Constraint(
            LinearExpression(own.minY), .equal, LinearExpression(Double(origin.y + insets.top)), name: name)
        guidePositions[ObjectIdentifier(guide)] = GuidePosition(x: x, y: y, boundsOrigin: origin, insets: insets)
        return [
            x, y,
            Cassowary.Constraint(
                LinearExpression(own.width), .equal,
                LinearExpression(owner.width) - LinearExpression(Double(insets.left + insets.right)),
                name: name),
            Cassowary.Constraint(
                LinearExpression(own.height), .equal,
                LinearExpression(owner.height) - LinearExpression(Double(insets.top + insets.bottom)), name: name),
        ]
    }

    /// Checks, at every pass, what the system's constraints were made from: the engine is marked for a
    /// rebuild when the insets of a system guide (safe area, margins) changed, or when a bounds origin
    /// folded into a constraint moved; otherwise the guides whose owning view's bounds origin moved (a
    /// scroll) move in place.
    func checkSystemGuides() {
        defer { if !needsRebuild { moveGuidesWithBoundsOrigins() } }
        for folded in foldedBoundsOrigins.values {
            if let view = folded.view, view.bounds.origin != folded.origin { needsRebuild = true }
        }
        for handle in systemGuides {
            guard let guide = handle.object as? UILayoutGuide, let kind = guide.systemKind,
                let view = guide.owningView
            else { continue }
            let insets = kind.insets(of: view)
            if guideInsets[ObjectIdentifier(guide)] != insets {
                guideInsets[ObjectIdentifier(guide)] = insets
                needsRebuild = true
            }
        }
    }

    /// Moves the guides that follow their owning view's bounds origin to where the origin is now, in place
    /// (a scroll: a few pivots, nothing rebuilt).
    func moveGuidesWithBoundsOrigins() {
        for handle in systemGuides {
            guard let guide = handle.object as? UILayoutGuide, let view = guide.owningView,
                var position = guidePositions[ObjectIdentifier(guide)]
            else { continue }
            let origin = view.bounds.origin
            guard origin != position.boundsOrigin else { continue }
            // `minX == c` is the expression `minX - c`: its constant is −c.
            try? solver.setConstant(-Double(origin.x + position.insets.left), of: position.x)
            try? solver.setConstant(-Double(origin.y + position.insets.top), of: position.y)
            position.boundsOrigin = origin
            guidePositions[ObjectIdentifier(guide)] = position
            guidesMoved = true
        }
    }
}
