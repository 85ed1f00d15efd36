import Cassowary
import Testing

/// Expressions, constraints and strengths as kiwi builds them (kiwisolver's tests/ExpressionTest.cpp,
/// ConstraintTest.cpp and StrengthTest.cpp).
@Suite struct ExpressionTests {
    @Test("arithmetic builds the terms and the constant")
    func arithmetic() {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let expression = 2 * x + y - 10
        #expect(expression.terms == [Term(x, 2), Term(y, 1)])
        #expect(expression.constant == -10)
        let negated = -(x - y) / 2
        #expect(negated.terms == [Term(x, -0.5), Term(y, 0.5)])
        #expect((x * 3).terms == [Term(x, 3)])
    }

    @Test("a constraint merges each variable's terms, ordered by variable, into lhs - rhs")
    func constraintReducesItsExpression() {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        let constraint = Constraint(y + x + 5, .lessThanOrEqual, 2 * x + 1)
        #expect(constraint.expression.terms == [Term(x, -1), Term(y, 1)])
        #expect(constraint.expression.constant == 4)
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.strength == .required)
        #expect(constraint.description == "-v0 + v1 + 4.0 <= 0 | required")
    }

    @Test("constraints are objects: two written alike are two constraints")
    func constraintIdentity() {
        var solver = Solver()
        let x = solver.makeVariable()
        let first = Constraint(Expression(x), .equal, 1)
        let second = Constraint(Expression(x), .equal, 1)
        #expect(first != second)
        #expect(first == first)
        #expect(Constraint(first, strength: .weak).strength == .weak)
    }

    @Test("the named strengths and create() are kiwi's; strengths clip to 0 ... required")
    func strengths() {
        #expect(Strength.weak.value == 1)
        #expect(Strength.medium.value == 1_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength(strong: 1, medium: 2, weak: 3, weight: 2).value == 2_004_006)
        #expect(Strength(strong: 5_000, medium: 0, weak: 0).value == 1_000_000_000)
        #expect(Strength(2e10) == .required)
        #expect(Strength(-1).value == 0)
        #expect(Strength.required.isRequired && !Strength.strong.isRequired)
    }

    @Test("Auto Layout priorities map to strengths in their order, 1000 to required")
    func priorities() {
        #expect(Strength(priority: 1000) == .required)
        #expect(Strength(priority: 750).value == 750_000)
        #expect(Strength(priority: 250).value == 250_000)
        #expect(Strength(priority: 999) < Strength(priority: 1000))
        #expect(Strength(priority: 1) < Strength(priority: 2))
        #expect(Strength(priority: 1) == .medium && Strength(priority: 999) < .strong)
        #expect(Strength(priority: 999).isRequired == false)
    }
}
