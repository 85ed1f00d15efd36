// Moving a constraint's constant in place: kiwi's `suggestValue` technique, for every constraint.
extension Solver {
    /// Changes record `index`'s expression constant to `constant` and restores feasibility with the dual
    /// simplex.
    ///
    /// The constraint's equation `T + c + m × marker + … = 0` with the constant `c + Δ` is the same equation
    /// in `marker' = marker - Δ / m`, so the tableau stays valid once `marker = marker' + Δ / m` is put
    /// wherever the marker is: in its own row when it is basic, else in every row that holds it. When the
    /// other symbol is basic instead, it takes the change alone (with its own coefficient), as in kiwi. A
    /// restricted row whose constant turned negative is infeasible and the dual simplex pivots it out; a
    /// required constraint that cannot hold at the new constant gets its former constant back.
    mutating func moveConstant(ofRecord index: Int, to constant: Double) throws(SolverError) {
        guard let record = records[index] else { return }
        let delta = constant - record.constant
        if delta == 0 { return }
        records[index]?.constant = constant
        shift(record, by: delta)
        // A basic dummy is a redundant required equality's row, of dummies only: no pivot can mend it.
        let markerSlot = Int(slotOfSymbol[record.marker.id])
        let redundantRowBroken = record.marker.isDummy && markerSlot >= 0 && !nearZero(rows[markerSlot].constant)
        do throws(SolverError) {
            if redundantRowBroken { throw SolverError.unsatisfiableConstraint(record.constraint) }
            try dualOptimize()
        } catch {
            guard record.constraint.strength.isRequired else { throw error }
            // Back to the former constant: that system was feasible, so the dual simplex succeeds from any
            // basis once every infeasible restricted row is listed again.
            records[index]?.constant = record.constant
            shift(record, by: -delta)
            infeasible.removeAll(keepingCapacity: true)
            for slot in rows.indices {
                let symbol = basic[slot]
                if !symbol.isInvalid && !symbol.isExternal && rows[slot].constant < 0 { infeasible.append(symbol) }
            }
            try dualOptimize()
            throw .unsatisfiableConstraint(record.constraint)
        }
    }

    /// Adds `delta` to the constraint's expression constant in the tableau, noting the rows made infeasible.
    private mutating func shift(_ record: Record, by delta: Double) {
        let markerSlot = Int(slotOfSymbol[record.marker.id])
        if markerSlot >= 0 {
            if rows[markerSlot].add(-(delta / record.markerCoefficient)) < 0 { infeasible.append(record.marker) }
            return
        }
        if !record.other.isInvalid {
            let otherSlot = Int(slotOfSymbol[record.other.id])
            if otherSlot >= 0 {
                if rows[otherSlot].add(-(delta / record.otherCoefficient)) < 0 { infeasible.append(record.other) }
                return
            }
        }
        let step = delta / record.markerCoefficient
        let start = infeasible.count
        for slot in rows.indices {
            let symbol = basic[slot]
            if symbol.isInvalid { continue }
            let coefficient = rows[slot].coefficient(for: record.marker)
            if coefficient != 0 && rows[slot].add(step * coefficient) < 0 && !symbol.isExternal {
                infeasible.append(symbol)
            }
        }
        sortInfeasible(from: start)
    }
}
