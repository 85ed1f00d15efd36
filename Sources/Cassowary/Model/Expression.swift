/// A linear expression `Σ coefficient × variable + constant`, the two sides of a ``Constraint``.
///
/// Build one with the arithmetic operators (`2 * x + y - 10`), or from its terms. A literal number is an
/// expression with no terms.
public struct Expression: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The terms, in the order they were written (a variable may appear more than once until a
    /// ``Constraint`` merges them).
    public var terms: [Term]
    /// The constant.
    public var constant: Double

    /// The expression `Σ terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `variable`.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The expression `constant`.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The expression `value` (a literal such as `10.5`).
    public init(floatLiteral value: Double) { self.init(value) }

    /// The expression `value` (a literal such as `10`).
    public init(integerLiteral value: Int) { self.init(Double(value)) }

    /// The expression scaled by `factor`.
    public func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }

    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs.scaled(by: -1) }

    /// The negated expression.
    public static prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

    /// The expression scaled by a number.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }

    /// The expression scaled by a number.
    public static func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }

    /// The expression divided by a number.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
}

extension Variable {
    /// The sum of a variable and an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    /// The sum of an expression and a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

    /// A variable minus an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

    /// An expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

    /// The negated variable.
    public static prefix func - (operand: Variable) -> Expression { -Expression(operand) }

    /// The variable scaled by a number.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }

    /// The variable scaled by a number.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
}
