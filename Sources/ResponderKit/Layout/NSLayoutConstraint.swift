import Foundation

/// A relation between two layout attributes that the constraint-based layout keeps (Apple's
/// `NSLayoutConstraint` page): `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A new constraint is inactive. Activating it (``isActive``, ``activate(_:)``) installs it on the closest
/// common ancestor of its items (that view's ``UIView/constraints``); the window's layout engine then keeps
/// it at each layout pass (docs/behaviour/layout.md). Its items are held weakly: a constraint kept by a view
/// controller after its views went away has nil items and does nothing.
@MainActor
open class NSLayoutConstraint: @MainActor CustomStringConvertible {
    /// The attributes of an item a constraint can relate (Apple's `NSLayoutConstraint.Attribute` page, with
    /// UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint relate (Apple's `NSLayoutConstraint.Relation` page).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// The two directions a view's content can hug and resist compression in.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// The first item, a view or a layout guide, or nil when it was deallocated.
    public var firstItem: AnyObject? { firstItemReference }
    /// The attribute of the first item.
    public let firstAttribute: Attribute
    /// The relation between the two sides.
    public let relation: Relation
    /// The second item, or nil for a constraint to a constant (or when it was deallocated).
    public var secondItem: AnyObject? { secondItemReference }
    /// The attribute of the second item (``Attribute/notAnAttribute`` when there is none).
    public let secondAttribute: Attribute
    /// The second item's attribute is multiplied by this. Fixed at creation.
    public let multiplier: CGFloat

    private weak var firstItemReference: AnyObject?
    private weak var secondItemReference: AnyObject?

    /// Added to the multiplied second attribute. Changing it on an active constraint re-solves the layout
    /// from the last solution at the next layout pass (docs/behaviour/layout.md).
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue else { return }
            installedView?.constraintConstantDidChange(self)
        }
    }

    /// How much the constraint matters: ``UILayoutPriority/required`` (1000, the default) must hold.
    /// Changing an active constraint between required and not required is refused, as UIKit refuses it (with
    /// an exception there): the change is ignored and reported in ``UIApplication/layoutWarnings``.
    public var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if isActive, (oldValue == .required) != (priority == .required) {
                let refused = priority
                priority = oldValue
                LayoutReport.refused(
                    "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported. You passed priority \(refused.rawValue) and the existing priority was \(oldValue.rawValue).",
                    constraint: self, in: installedView)
                return
            }
            installedView?.constraintsDidChange()
        }
    }

    /// A name for the constraint, shown in its description and in the layout's reports. Default nil.
    public var identifier: String?

    /// Whether the constraint is archived with its view. Recorded only (ResponderKit archives nothing).
    /// Default false.
    public var shouldBeArchived = false

    /// The view the constraint is installed on (the closest common ancestor of its items when activated).
    weak var installedView: UIView?

    /// Whether the constraint takes part in the layout. Default false. Setting it true installs the
    /// constraint on the closest common ancestor of its items; items with no common ancestor cannot be
    /// constrained (UIKit throws): the constraint stays inactive and the refusal is reported in
    /// ``UIApplication/layoutWarnings``.
    public var isActive: Bool {
        get { installedView != nil }
        set {
            if newValue {
                guard installedView == nil else { return }
                guard let ancestor = commonAncestor() else {
                    LayoutReport.refused(
                        "Unable to activate constraint \(self) because it has no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.",
                        constraint: self, in: LayoutItemReference.view(of: firstItem))
                    return
                }
                ancestor.addConstraint(self)
            } else {
                installedView?.removeConstraint(self)
            }
        }
    }

    /// Creates a constraint `view1.attr1 relation multiplier × view2.attr2 + c`, inactive, with priority
    /// ``UILayoutPriority/required``. `view1` and `view2` are views or layout guides; `view2` is nil (and
    /// `attr2` ``Attribute/notAnAttribute``) for a constraint to a constant.
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(
            first: view1 as AnyObject?, firstAttribute: attr1, relation: relation,
            second: view2.map { $0 as AnyObject }, secondAttribute: view2 == nil ? .notAnAttribute : attr2,
            multiplier: multiplier, constant: c)
    }

    init(
        first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?,
        secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
    ) {
        firstItemReference = first
        self.firstAttribute = firstAttribute
        self.relation = relation
        secondItemReference = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates each constraint (``isActive``).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint (``isActive``).
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstItemReference, attribute: firstAttribute)
    }

    /// The second item's anchor for the second attribute, or nil for a constraint to a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItemReference, secondAttribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor(item: secondItemReference, attribute: secondAttribute)
    }

    /// The view the items are laid out in: the closest common ancestor of the items' views (a layout
    /// guide's owning view stands for it), or nil when they share none.
    func commonAncestor() -> UIView? {
        guard let first = LayoutItemReference.view(of: firstItemReference) else { return nil }
        guard let secondItemReference else { return first }
        guard let second = LayoutItemReference.view(of: secondItemReference) else { return nil }
        return first.closestCommonAncestor(with: second)
    }

    /// `<NSLayoutConstraint 'identifier' first.attribute == second.attribute × multiplier + constant
    /// (active)>`, with items named as the explanation log names them (``DispatchLog/name(of:)``): UIKit's
    /// form without the memory addresses, so that reports are the same at each run.
    public var description: String {
        var text = "<NSLayoutConstraint"
        if let identifier { text += " '\(identifier)'" }
        text += " \(LayoutItemReference.name(of: firstItemReference)).\(firstAttribute.name) \(relation.symbol) "
        if secondAttribute == .notAnAttribute || secondItemReference == nil {
            text += constant.formatted4
        } else {
            text += "\(LayoutItemReference.name(of: secondItemReference)).\(secondAttribute.name)"
            if multiplier != 1 { text += " × \(multiplier.formatted4)" }
            if constant > 0 { text += " + \(constant.formatted4)" }
            if constant < 0 { text += " - \((-constant).formatted4)" }
        }
        if priority != .required { text += " @\(CGFloat(priority.rawValue).formatted4)" }
        text += isActive ? "   (active)>" : ">"
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    /// UIKit's name of the attribute in constraint descriptions.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// The relation's symbol in constraint descriptions.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
