import Cassowary
import Foundation

// How a constraint's attributes become linear expressions of the engine's variables
// (behaviour 20.1). Every item's origin is kept in its superview's (a guide's: its
// owning view's) coordinates, as UIKit's engine keeps it; an attribute is expressed in the coordinates of
// the view the constraint is installed on (the items' closest common ancestor) by adding the origins of the
// views between the item and that view. The installed view's own edges are at 0 and at its width or height.

extension LayoutEngine {
    /// The solver constraint of `constraint`, installed on `reference`, at its priority's strength; nil
    /// when an item is gone or not in the engine.
    func makeSolverConstraint(for constraint: NSLayoutConstraint, in reference: UIView) -> Cassowary.Constraint? {
        guard let first = constraint.firstItem,
            let lhs = expression(of: constraint.firstAttribute, of: first, in: reference)
        else { return nil }
        var rhs = LinearExpression(Double(constraint.constant))
        if constraint.secondAttribute != .notAnAttribute, let second = constraint.secondItem {
            guard let attribute = expression(of: constraint.secondAttribute, of: second, in: reference) else {
                return nil
            }
            rhs = attribute * Double(constraint.multiplier) + rhs
        }
        let relation: Cassowary.Relation =
            switch constraint.relation {
            case .lessThanOrEqual: .lessThanOrEqual
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Cassowary.Constraint(
            lhs, relation, rhs, strength: Strength(priority: constraint.priority.rawValue),
            name: constraint.description)
    }

    /// `attribute` of `item` (a view or a layout guide) in the coordinates of `reference`, or nil when the
    /// item is not in the engine.
    func expression(
        of attribute: NSLayoutConstraint.Attribute, of item: AnyObject, in reference: UIView
    ) -> LinearExpression? {
        guard var own = variables[ObjectIdentifier(item)] else { return nil }
        var x = LinearExpression()
        var y = LinearExpression()
        if item !== reference {
            x = LinearExpression(own.minX)
            y = LinearExpression(own.minY)
            // The origins of the views between the item and the reference, less their bounds origins: a
            // view in a scroll view, constrained to one outside it, stays put while the content scrolls
            // (behaviour 20.10).
            var view: UIView? = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
            while let current = view, current !== reference {
                guard let chain = variables[ObjectIdentifier(current)] else { return nil }
                let origin = current.bounds.origin
                x = x + chain.minX - LinearExpression(Double(origin.x))
                y = y + chain.minY - LinearExpression(Double(origin.y))
                foldedBoundsOrigins[ObjectIdentifier(current)] = FoldedBoundsOrigin(view: current, origin: origin)
                current.layoutState.hasFoldedBoundsOrigin = true
                view = current.superview
            }
        } else if attribute.isEdge, let scrollView = item as? UIScrollView,
            let content = scrollView.existingSystemGuide(.scrollContent),
            let contentVariables = variables[ObjectIdentifier(content)]
        {
            // A scroll view's edges and margins, constrained with its content, are its content area's: its
            // content guide's (behaviour 20.10); its width, height and centres stay its frame's.
            own = contentVariables
            x = LinearExpression(own.minX)
            y = LinearExpression(own.minY)
        }
        let width = LinearExpression(own.width)
        let height = LinearExpression(own.height)
        // Read only for a margin attribute: a view's margins follow its safe area, which costs a walk.
        var margins: UIEdgeInsets { (item as? UIView)?.layoutMargins ?? .zero }
        switch attribute {
        case .left, .leading: return x
        case .right, .trailing: return x + width
        case .top: return y
        case .bottom: return y + height
        case .width: return width
        case .height: return height
        case .centerX: return x + width * 0.5
        case .centerY: return y + height * 0.5
        case .leftMargin, .leadingMargin: return x + LinearExpression(Double(margins.left))
        case .rightMargin, .trailingMargin: return x + width - LinearExpression(Double(margins.right))
        case .topMargin: return y + LinearExpression(Double(margins.top))
        case .bottomMargin: return y + height - LinearExpression(Double(margins.bottom))
        case .centerXWithinMargins:
            return x + width * 0.5 + LinearExpression(Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins:
            return y + height * 0.5 + LinearExpression(Double(margins.top - margins.bottom) / 2)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return y + height }
            return baseline(attribute, of: view, top: y, height: height)
        case .notAnAttribute: return nil
        }
    }

    /// A view's baseline: where the text of a view that shows text sits (Layout/UIView+Baseline.swift),
    /// otherwise its bottom edge, as UIKit places the baseline of a view without text.
    private func baseline(
        _ attribute: NSLayoutConstraint.Attribute, of view: UIView, top: LinearExpression, height: LinearExpression
    ) -> LinearExpression {
        guard let offset = view.baselineOffset(last: attribute == .lastBaseline) else { return top + height }
        return top + height * offset.heightFraction + LinearExpression(Double(offset.constant))
    }
}

extension NSLayoutConstraint.Attribute {
    /// Whether the attribute is an edge or a margin (not a size, a centre or a baseline).
    var isEdge: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .top, .bottom, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .topMargin, .bottomMargin:
            true
        case .width, .height, .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .firstBaseline,
            .lastBaseline, .notAnAttribute:
            false
        }
    }
}

extension NSLayoutConstraint {
    /// Whether the constraint relates an edge of `scrollView` (which it is installed on) to its content.
    @MainActor func usesContentArea(of scrollView: UIScrollView) -> Bool {
        (firstItem === scrollView && firstAttribute.isEdge && secondItem !== scrollView && secondItem != nil)
            || (secondItem === scrollView && secondAttribute.isEdge && firstItem !== scrollView)
    }
}
