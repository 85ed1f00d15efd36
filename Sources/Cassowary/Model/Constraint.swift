/// The relation of a ``Constraint``'s expression to zero.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression == 0`.
    case equal
    /// `expression >= 0`.
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// A linear constraint `expression relation 0` with a ``Strength``, added to a ``Solver`` with
/// ``Solver/addConstraint(_:)``.
///
/// A constraint is an object: the solver knows it by identity, as kiwi does and as Auto Layout knows an
/// `NSLayoutConstraint`, so two constraints written alike are two constraints. It never changes; the
/// constant a solver currently uses for it, after ``Solver/setConstant(_:of:)``, is
/// ``Solver/constant(of:)``.
public final class Constraint: Hashable, Sendable, CustomStringConvertible {
    /// `lhs - rhs`, each variable's terms merged into one and ordered by variable.
    public let expression: Expression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// The strength, clipped to ``Strength/required``.
    public let strength: Strength
    /// A name for messages and explanations (empty unless given).
    public let name: String

    /// The constraint `lhs relation rhs` at `strength` (``Strength/required`` unless given).
    public init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression = 0, strength: Strength = .required,
        name: String = ""
    ) {
        expression = Constraint.reduced(lhs - rhs)
        self.relation = relation
        self.strength = strength
        self.name = name
    }

    /// A copy of `other` at another strength (kiwi's `Constraint(other, strength)`): a new constraint.
    public init(_ other: Constraint, strength: Strength) {
        expression = other.expression
        relation = other.relation
        self.strength = strength
        name = other.name
    }

    /// kiwi's `reduce`: one term per variable, ordered by variable.
    private static func reduced(_ expression: Expression) -> Expression {
        var terms = expression.terms.sorted { $0.variable < $1.variable }
        var write = 0
        for term in terms {
            if write > 0 && terms[write - 1].variable == term.variable {
                terms[write - 1].coefficient += term.coefficient
            } else {
                terms[write] = term
                write += 1
            }
        }
        terms.removeLast(terms.count - write)
        return Expression(terms, constant: expression.constant)
    }

    /// Identity.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The name if any, then `Σ terms + constant relation 0 | strength`, variables written `v<id>`.
    public var description: String {
        var text = name.isEmpty ? "" : "\(name): "
        for (index, term) in expression.terms.enumerated() {
            let sign = term.coefficient < 0 ? "-" : "+"
            text += index == 0 ? (term.coefficient < 0 ? "-" : "") : " \(sign) "
            let magnitude = abs(term.coefficient)
            text += magnitude == 1 ? "v\(term.variable.id)" : "\(magnitude) * v\(term.variable.id)"
        }
        if expression.constant != 0 || expression.terms.isEmpty {
            text +=
                expression.terms.isEmpty
                ? "\(expression.constant)" : " \(expression.constant < 0 ? "-" : "+") \(abs(expression.constant))"
        }
        return text + " \(relation) 0 | \(strength)"
    }
}
