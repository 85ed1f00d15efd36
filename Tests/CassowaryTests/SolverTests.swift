import Cassowary
import Testing

/// Adding and removing constraints, their errors, and the classic Cassowary examples with known solutions
/// (kiwisolver's tests/SolverTest.cpp and py/tests/test_solver.py; Badros, Borning and Stuckey, "The
/// Cassowary linear arithmetic constraint solving algorithm", 2001: the midpoint of a line, `x1 + 10 <= x2`).
@Suite struct SolverTests {
    @Test("a required equality places its variable; a variable no constraint mentions is 0")
    func requiredEquality() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let free = solver.makeVariable("free")
        try solver.addConstraint(Constraint(Expression(x), .equal, 20))
        #expect(solver.value(of: x) == 20)
        #expect(solver.value(of: free) == 0)
        #expect(solver.name(of: x) == "x")
        #expect(solver.name(of: solver.makeVariable()) == "v2")
    }

    @Test("the midpoint of a line stays in the middle as its ends move")
    func midpoint() throws {
        var solver = Solver()
        let left = solver.makeVariable("left")
        let middle = solver.makeVariable("middle")
        let right = solver.makeVariable("right")
        try solver.addConstraint(Constraint(2 * middle, .equal, left + right))
        try solver.addConstraint(Constraint(left + 10, .lessThanOrEqual, Expression(right)))
        try solver.addConstraint(Constraint(Expression(right), .lessThanOrEqual, 100))
        try solver.addConstraint(Constraint(Expression(left), .greaterThanOrEqual, 0))
        let leftStay = Constraint(Expression(left), .equal, 20, strength: .weak)
        try solver.addConstraint(leftStay)
        try solver.addConstraint(Constraint(Expression(right), .equal, 60, strength: .weak))
        #expect(solver.value(of: left) == 20)
        #expect(solver.value(of: right) == 60)
        #expect(solver.value(of: middle) == 40)
        try solver.addEditVariable(middle, strength: .strong)
        try solver.suggestValue(middle, 95)
        // The right end stops at 100 and the left end follows only as far as the line must stay 10 long.
        #expect(solver.value(of: middle) == 95)
        #expect(solver.value(of: right) == 100)
        #expect(solver.value(of: left) == 90)
    }

    @Test("x1 + 10 <= x2 with weak preferences: the stronger preference wins the conflict")
    func weakPreferences() throws {
        var solver = Solver()
        let x1 = solver.makeVariable("x1")
        let x2 = solver.makeVariable("x2")
        try solver.addConstraint(Constraint(x1 + 10, .lessThanOrEqual, Expression(x2)))
        try solver.addConstraint(Constraint(Expression(x1), .equal, 50, strength: .medium))
        try solver.addConstraint(Constraint(Expression(x2), .equal, 40, strength: .weak))
        #expect(solver.value(of: x1) == 50)
        #expect(solver.value(of: x2) == 60)
    }

    @Test("strengths decide between conflicting non-required constraints (kiwi's SolvingWithStrength)")
    func strengthsDecide() throws {
        var solver = Solver()
        let v1 = solver.makeVariable()
        let v2 = solver.makeVariable()
        try solver.addConstraint(Constraint(v1 + v2, .equal, 0))
        try solver.addConstraint(Constraint(Expression(v1), .equal, 10))
        try solver.addConstraint(Constraint(Expression(v2), .greaterThanOrEqual, 0, strength: .weak))
        #expect(solver.value(of: v1) == 10)
        #expect(solver.value(of: v2) == -10)
        solver.reset()
        try solver.addConstraint(Constraint(v1 + v2, .equal, 0))
        try solver.addConstraint(Constraint(Expression(v1), .greaterThanOrEqual, 10, strength: .medium))
        try solver.addConstraint(Constraint(Expression(v2), .equal, 2, strength: .strong))
        #expect(solver.value(of: v1) == -2)
        #expect(solver.value(of: v2) == 2)
    }

    @Test("managing constraints: duplicate, unknown and unsatisfiable are refused (kiwi's ManagingConstraints)")
    func managingConstraints() throws {
        var solver = Solver()
        let v = solver.makeVariable("v")
        let atLeastOne = Constraint(Expression(v), .greaterThanOrEqual, 1)
        let atMostZero = Constraint(Expression(v), .lessThanOrEqual, 0)
        #expect(!solver.hasConstraint(atLeastOne))
        try solver.addConstraint(atLeastOne)
        #expect(solver.hasConstraint(atLeastOne))
        #expect(throws: SolverError.duplicateConstraint(atLeastOne)) { try solver.addConstraint(atLeastOne) }
        #expect(throws: SolverError.unknownConstraint(atMostZero)) { try solver.removeConstraint(atMostZero) }
        #expect(throws: SolverError.unsatisfiableConstraint(atMostZero)) { try solver.addConstraint(atMostZero) }
        // The refused constraint left nothing behind.
        #expect(!solver.hasConstraint(atMostZero))
        #expect(solver.value(of: v) == 1)
        try solver.removeConstraint(atLeastOne)
        #expect(!solver.hasConstraint(atLeastOne))
        try solver.addConstraint(atMostZero)
        #expect(solver.hasConstraint(atMostZero))
        solver.reset()
        #expect(!solver.hasConstraint(atMostZero))
    }

    @Test("an unsatisfiable constraint is named in the error's description")
    func unsatisfiableNamesTheConstraint() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, 10))
        let conflicting = Constraint(Expression(x), .equal, 20, name: "width")
        do {
            try solver.addConstraint(conflicting)
            Issue.record("the conflicting constraint was added")
        } catch {
            #expect(error == .unsatisfiableConstraint(conflicting))
            #expect(error.description == "unsatisfiable constraint: width: v0 - 20.0 == 0 | required")
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test("a refused constraint found through the artificial variable leaves the others' solution intact")
    func refusedThroughArtificialVariable() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(Expression(x), .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(Expression(y), .greaterThanOrEqual, 10))
        try solver.addConstraint(Constraint(Expression(x), .equal, 30, strength: .weak))
        try solver.addConstraint(Constraint(Expression(y), .equal, 40, strength: .weak))
        let tooSmall = Constraint(x + y, .lessThanOrEqual, 5)
        #expect(throws: SolverError.unsatisfiableConstraint(tooSmall)) { try solver.addConstraint(tooSmall) }
        #expect(solver.value(of: x) == 30)
        #expect(solver.value(of: y) == 40)
        // The solver goes on: a satisfiable constraint after the refusal is added as usual.
        try solver.addConstraint(Constraint(x + y, .lessThanOrEqual, 50))
        #expect(solver.value(of: x) + solver.value(of: y) == 50)
    }

    @Test("a redundant required equality is accepted; a conflicting one is not")
    func redundantEquality() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(Expression(x), .equal, Expression(y)))
        try solver.addConstraint(Constraint(Expression(y), .equal, 5))
        let redundant = Constraint(Expression(x), .equal, 5)
        try solver.addConstraint(redundant)
        #expect(solver.value(of: x) == 5)
        let conflicting = Constraint(Expression(x), .equal, 6)
        #expect(throws: SolverError.unsatisfiableConstraint(conflicting)) { try solver.addConstraint(conflicting) }
    }

    @Test("removing a constraint restores the solution without it")
    func removalRestores() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        try solver.addConstraint(Constraint(Expression(x), .equal, 10, strength: .weak))
        try solver.addConstraint(Constraint(Expression(y), .equal, Expression(x)))
        let push = Constraint(Expression(x), .greaterThanOrEqual, 70, strength: .strong)
        try solver.addConstraint(push)
        #expect(solver.value(of: y) == 70)
        try solver.removeConstraint(push)
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 10)
        let pin = Constraint(Expression(y), .equal, 3)
        try solver.addConstraint(pin)
        #expect(solver.value(of: x) == 3)
        try solver.removeConstraint(pin)
        #expect(solver.value(of: x) == 10)
    }

    @Test("a copy of a solver is independent")
    func valueSemantics() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, 1, strength: .weak))
        var copy = solver
        try copy.addConstraint(Constraint(Expression(x), .equal, 2))
        #expect(solver.value(of: x) == 1)
        #expect(copy.value(of: x) == 2)
    }
}
