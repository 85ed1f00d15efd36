import Cassowary
import Testing

/// Edit variables and changed constants, re-solved from the last solution (kiwisolver's
/// tests/SolverTest.cpp, ManagingEditVariable and SuggestingValuesForEditVariables; docs/decisions.md,
/// "Layout: our own Cassowary solver").
@Suite struct EditTests {
    @Test("managing edit variables: duplicate, unknown and required are refused")
    func managingEditVariables() throws {
        var solver = Solver()
        let v1 = solver.makeVariable("foo")
        let v2 = solver.makeVariable("bar")
        #expect(!solver.hasEditVariable(v1))
        try solver.addEditVariable(v1, strength: .weak)
        #expect(solver.hasEditVariable(v1))
        #expect(throws: SolverError.duplicateEditVariable(v1)) { try solver.addEditVariable(v1, strength: .medium) }
        #expect(throws: SolverError.unknownEditVariable(v2)) { try solver.removeEditVariable(v2) }
        try solver.removeEditVariable(v1)
        #expect(!solver.hasEditVariable(v1))
        #expect(throws: SolverError.badRequiredStrength) { try solver.addEditVariable(v1, strength: .required) }
        try solver.addEditVariable(v2, strength: .strong)
        #expect(throws: SolverError.unknownEditVariable(v1)) { try solver.suggestValue(v1, 10) }
        solver.reset()
        #expect(!solver.hasEditVariable(v2))
    }

    @Test("a suggested value wins over a weaker equality and gives way to a required inequality")
    func suggestions() throws {
        var solver = Solver()
        let v1 = solver.makeVariable()
        try solver.addEditVariable(v1, strength: .medium)
        try solver.addConstraint(Constraint(Expression(v1), .equal, 1, strength: .weak))
        try solver.suggestValue(v1, 2)
        #expect(solver.value(of: v1) == 2)
        solver.reset()
        let v2 = solver.makeVariable()
        try solver.addEditVariable(v2, strength: .weak)
        try solver.addConstraint(Constraint(v1 + v2, .equal, 0))
        try solver.addConstraint(Constraint(Expression(v2), .lessThanOrEqual, -1))
        try solver.addConstraint(Constraint(Expression(v2), .greaterThanOrEqual, 0, strength: .weak))
        try solver.suggestValue(v2, 0)
        #expect(solver.value(of: v2) <= -1)
    }

    @Test("a pan: each suggestion moves the chain, and removing the edit variable restores the rest position")
    func pan() throws {
        var solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.addConstraint(Constraint(Expression(right), .equal, left + width))
        try solver.addConstraint(Constraint(Expression(width), .equal, 100))
        try solver.addConstraint(Constraint(Expression(left), .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(Expression(right), .lessThanOrEqual, 320))
        try solver.addConstraint(Constraint(Expression(left), .equal, 16, strength: .weak))
        try solver.addEditVariable(left, strength: .strong)
        for x in stride(from: -40.0, through: 400, by: 20) {
            try solver.suggestValue(left, x)
            #expect(solver.value(of: left) == min(max(x, 0), 220))
            #expect(solver.value(of: right) == solver.value(of: left) + 100)
        }
        try solver.removeEditVariable(left)
        #expect(solver.value(of: left) == 16)
    }

    @Test("changing a constant re-solves in place; the constant reads back")
    func setConstant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        // y = x + 10, as Auto Layout writes `y = 1 × x + 10`: the expression y - x - 10 == 0.
        let spacing = Constraint(Expression(y), .equal, x + 10)
        try solver.addConstraint(Constraint(Expression(x), .equal, 5, strength: .weak))
        try solver.addConstraint(spacing)
        #expect(solver.value(of: y) == 15)
        #expect(solver.constant(of: spacing) == -10)
        try solver.setConstant(-30, of: spacing)
        #expect(solver.value(of: y) == 35)
        #expect(solver.value(of: x) == 5)
        #expect(solver.constant(of: spacing) == -30)
        // Removed and added again, the constraint has its own constant back.
        try solver.removeConstraint(spacing)
        #expect(solver.constant(of: spacing) == nil)
        try solver.addConstraint(spacing)
        #expect(solver.value(of: y) == 15)
    }

    @Test("changing constants of inequalities and non-required equalities moves what they bound")
    func setConstantOfEveryKind() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let floor = Constraint(Expression(x), .greaterThanOrEqual, 10)
        let ceiling = Constraint(Expression(x), .lessThanOrEqual, 50)
        let preference = Constraint(Expression(x), .equal, 30, strength: .medium)
        for constraint in [floor, ceiling, preference] { try solver.addConstraint(constraint) }
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-40, of: floor)
        #expect(solver.value(of: x) == 40)
        #expect(throws: SolverError.unsatisfiableConstraint(ceiling)) { try solver.setConstant(-35, of: ceiling) }
        try solver.setConstant(-20, of: floor)
        try solver.setConstant(-35, of: ceiling)
        #expect(solver.value(of: x) == 30)
        try solver.setConstant(-60, of: preference)
        #expect(solver.value(of: x) == 35)
        try solver.setConstant(-25, of: preference)
        #expect(solver.value(of: x) == 25)
        let stranger = Constraint(Expression(x), .equal, 0)
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.setConstant(1, of: stranger) }
    }

    @Test("a required constant that cannot hold is refused and the former one stays")
    func unsatisfiableConstant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(Expression(x), .lessThanOrEqual, 100))
        let gap = Constraint(Expression(y), .equal, x + 10)
        try solver.addConstraint(gap)
        try solver.addConstraint(Constraint(Expression(y), .lessThanOrEqual, 50))
        try solver.addConstraint(Constraint(Expression(x), .equal, 20, strength: .weak))
        #expect(solver.value(of: y) == 30)
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, 0))
        #expect(throws: SolverError.unsatisfiableConstraint(gap)) { try solver.setConstant(-60, of: gap) }
        #expect(solver.constant(of: gap) == -10)
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: y) == 30)
        try solver.setConstant(-40, of: gap)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 50)
    }

    @Test("a redundant required equality's constant cannot move away from the others'")
    func redundantConstant() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, 5))
        let redundant = Constraint(Expression(x), .equal, 5)
        try solver.addConstraint(redundant)
        #expect(throws: SolverError.unsatisfiableConstraint(redundant)) { try solver.setConstant(-6, of: redundant) }
        #expect(solver.value(of: x) == 5)
        try solver.setConstant(-5, of: redundant)
    }
}
