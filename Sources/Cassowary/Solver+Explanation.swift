// What placed a variable, and whether the constraints leave it free: the questions a layout engine's
// explanation log and `hasAmbiguousLayout` ask (docs/decisions.md, "Layout: which constraints place a
// variable, and ambiguity").
extension Solver {
    /// The constraints that currently determine `variable`'s value: those whose constant, changed a little,
    /// moves it.
    ///
    /// In the current solution a variable is either 0 and outside the basis, or the constant of its row
    /// `variable = c + Σ k × s`, where every `s` is at zero: a constraint's slack (the inequality is tight),
    /// its error (the constraint holds exactly) or its dummy (a required equality). The constraints listed
    /// are the owners of those symbols, edit variables' edit constraints included (named `edit <variable>`),
    /// in the order of their symbols; a tight inequality is listed, a slack one is not. A violated
    /// non-required constraint is listed when its error is not in the basis (its constant still moves the
    /// variable), not when its error is. Empty for a variable no constraint mentions. Costs one pass over the
    /// variable's row.
    public func constraintsDetermining(_ variable: Variable) -> [Constraint] {
        let symbol = self.symbol(of: variable)
        if symbol.isInvalid { return [] }
        let slot = Int(slotOfSymbol[symbol.id])
        guard slot >= 0 else { return [] }
        var found: [Constraint] = []
        var seen: Set<Int> = []
        for cell in rows[slot].cells {
            let owner = Int(ownerOfSymbol[cell.symbol.id])
            if owner >= 0, let record = records[owner], seen.insert(owner).inserted {
                found.append(record.constraint)
            }
        }
        return found
    }

    /// Whether the constraints leave `variable` free: another solution exists, as good under the constraints'
    /// strengths, in which the variable has another value (Auto Layout's `hasAmbiguousLayout`).
    ///
    /// The variable is ambiguous when no constraint mentions it, when it is outside the basis (the solver
    /// left it at 0: nothing fixed it), or when its row `variable = c + Σ k × s` holds a symbol that can move
    /// without cost: another external variable (free both ways), or a slack or error whose weight in the
    /// objective is zero (an inequality with room, or a tie between equally strong constraints). A dummy
    /// cannot move (its required equality holds exactly), and a symbol with a positive weight would make the
    /// solution worse. A degenerate solution may report a free direction that another row blocks at once;
    /// the answer errs toward "ambiguous". Costs one pass over the variable's row with a lookup in the
    /// objective per symbol.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        let symbol = self.symbol(of: variable)
        if symbol.isInvalid { return true }
        let slot = Int(slotOfSymbol[symbol.id])
        guard slot >= 0 else { return true }
        for cell in rows[slot].cells {
            if cell.symbol.isExternal { return true }
            if cell.symbol.isPivotable && nearZero(objective.coefficient(for: cell.symbol)) { return true }
        }
        return false
    }
}
