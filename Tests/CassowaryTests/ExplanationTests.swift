import Cassowary
import Testing

/// Which constraints place a variable and whether it is ambiguous, for the explanation log and
/// `hasAmbiguousLayout` (docs/decisions.md, "Layout: which constraints place a variable, and ambiguity";
/// Apple's UIView.hasAmbiguousLayout: "the constraints on the view are not sufficient to uniquely determine
/// its location").
@Suite struct ExplanationTests {
    @Test("the constraints determining a variable are those whose constant moves it")
    func determiningConstraints() throws {
        var solver = Solver()
        let left = solver.makeVariable("left")
        let width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        let sum = Constraint(Expression(right), .equal, left + width, name: "sum")
        let leading = Constraint(Expression(left), .equal, 16, strength: .strong, name: "leading")
        let fixedWidth = Constraint(Expression(width), .equal, 100, name: "width")
        let slackCeiling = Constraint(Expression(right), .lessThanOrEqual, 500, name: "ceiling")
        for constraint in [sum, leading, fixedWidth, slackCeiling] { try solver.addConstraint(constraint) }
        #expect(Set(solver.constraintsDetermining(right)) == [sum, leading, fixedWidth])
        #expect(solver.constraintsDetermining(left) == [leading])
        // The inequality is slack (right is 116): it determines nothing; tight, it does.
        try solver.setConstant(-116, of: slackCeiling)
        try solver.setConstant(-50, of: leading)
        // The ceiling holds right at 116 against the leading edge's wish for 50: the ceiling places left now,
        // and the violated wish does not.
        #expect(solver.value(of: left) == 16)
        #expect(solver.constraintsDetermining(left).contains(slackCeiling))
        #expect(!solver.constraintsDetermining(left).contains(leading))
        #expect(solver.constraintsDetermining(solver.makeVariable()).isEmpty)
    }

    @Test("an edit variable's edit constraint is among those placing it")
    func editConstraintDetermines() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        try solver.addConstraint(Constraint(Expression(x), .equal, 0, strength: .weak))
        try solver.addEditVariable(x)
        try solver.suggestValue(x, 42)
        let names = solver.constraintsDetermining(x).map(\.name)
        #expect(names == ["edit x"])
    }

    @Test("a variable is ambiguous when no constraint fixes it, or an inequality or a tie leaves it room")
    func ambiguity() throws {
        var solver = Solver()
        let x = solver.makeVariable("x")
        let y = solver.makeVariable("y")
        #expect(solver.isAmbiguous(x))
        // x + y == 100 alone: one of them is chosen, both can slide.
        try solver.addConstraint(Constraint(x + y, .equal, 100))
        #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
        try solver.addConstraint(Constraint(Expression(x), .equal, 30))
        #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))

        let z = solver.makeVariable("z")
        try solver.addConstraint(Constraint(Expression(z), .greaterThanOrEqual, 0))
        try solver.addConstraint(Constraint(Expression(z), .lessThanOrEqual, 10))
        #expect(solver.isAmbiguous(z))
        let preference = Constraint(Expression(z), .equal, 4, strength: .weak)
        try solver.addConstraint(preference)
        #expect(!solver.isAmbiguous(z))

        // Two equally strong wishes 10 apart: any value between them costs the same.
        let w = solver.makeVariable("w")
        try solver.addConstraint(Constraint(Expression(w), .equal, 10, strength: .medium))
        try solver.addConstraint(Constraint(Expression(w), .equal, 20, strength: .medium))
        #expect(solver.isAmbiguous(w))
        try solver.addConstraint(Constraint(Expression(w), .equal, 15, strength: .weak))
        #expect(!solver.isAmbiguous(w))
        #expect(solver.value(of: w) == 15)
    }
}
