/// How strongly the solver tries to satisfy a ``Constraint``: ``required`` constraints hold exactly, the
/// others are weighed against each other.
///
/// A non-required constraint's violation costs its strength per unit in the objective the solver minimizes,
/// as in kiwi: the named strengths are 1000 apart (``weak`` 1, ``medium`` 1,000, ``strong`` 1,000,000), and
/// ``required`` is 1,001,001,000, the largest strength. Auto Layout priorities map with ``init(priority:)``
/// (docs/decisions.md, "Layout: priorities as strengths").
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The weight, between 0 and ``required``'s.
    public let value: Double

    /// A strength of `value`, clipped to 0 ... ``required`` (kiwi's `strength::clip`).
    public init(_ value: Double) {
        self.value = max(0, min(Strength.requiredValue, value.isNaN ? 0 : value))
    }

    /// kiwi's `strength::create(a, b, c, w)`: `strong`, `medium` and `weak` parts, each scaled by `weight`
    /// and clipped to 0 ... 1000, weighed 1,000,000, 1,000 and 1.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func part(_ value: Double) -> Double { max(0, min(1000, value * weight)) }
        self.init(part(strong) * 1_000_000 + part(medium) * 1_000 + part(weak))
    }

    /// The strength of an Auto Layout priority (`UILayoutPriority`'s raw value, 1 to 1000): 1000 and above
    /// are ``required``; below, `priority × 1000` (kiwi's `create(0, priority, 0)`), so that a higher priority
    /// always weighs more, `defaultHigh` (750) is 750,000 and `defaultLow` (250) is 250,000: from ``medium``
    /// (priority 1) to just below ``strong``. Weights add up: two violated constraints at 250 weigh as one at 500.
    public init(priority: Float) {
        if priority >= 1000 {
            self = .required
        } else {
            self.init(strong: 0, medium: Double(max(priority, 0)), weak: 0)
        }
    }

    static let requiredValue = 1_001_001_000.0

    /// Holds exactly, or the solver refuses the constraint (``SolverError/unsatisfiableConstraint(_:)``).
    public static let required = Strength(requiredValue)
    /// kiwi's `strong`: 1,000,000.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// kiwi's `medium`: 1,000.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// kiwi's `weak`: 1.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether this is ``required``.
    public var isRequired: Bool { value >= Strength.requiredValue }

    /// Orders strengths by weight.
    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

    /// `required`, or the weight.
    public var description: String { isRequired ? "required" : "\(value)" }
}
