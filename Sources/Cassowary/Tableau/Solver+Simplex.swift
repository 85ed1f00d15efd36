// kiwi's SolverImpl, step for step (kiwisolver 1.5.1, kiwi/solverimpl.h): the same symbols in the same order,
// the same pivot rules and the same ties (the lowest symbol wins), so that the solutions equal kiwi's even
// where several are optimal (docs/decisions.md, "Layout: checked against kiwisolver"). The storage differs:
// rows in slots found through a dense array by symbol, instead of ordered maps (docs/performance.md, "The
// Cassowary solver").
extension Solver {
    // MARK: Storage

    mutating func makeSymbol(_ kind: Int) -> Symbol {
        let symbol = Symbol(kind: kind, id: nextSymbolID)
        nextSymbolID += 1
        slotOfSymbol.append(-1)
        ownerOfSymbol.append(-1)
        return symbol
    }

    /// The symbol of `variable`, made on first use (kiwi's `getVarSymbol`).
    mutating func variableSymbol(_ variable: Variable) -> Symbol {
        while symbolOfVariable.count <= variable.id {
            symbolOfVariable.append(.invalid)
            variableNames.append("")
            editOfVariable.append(-1)
        }
        let symbol = symbolOfVariable[variable.id]
        if !symbol.isInvalid { return symbol }
        let made = makeSymbol(Symbol.externalKind)
        symbolOfVariable[variable.id] = made
        return made
    }

    mutating func storeRecord(_ record: Record) -> Int {
        let index: Int
        if let free = freeRecords.popLast() {
            index = free
            records[index] = record
        } else {
            index = records.count
            records.append(record)
        }
        recordOfConstraint[ObjectIdentifier(record.constraint)] = index
        return index
    }

    /// Puts `row` in the tableau with `basic` as its basic symbol, in a free slot (whose storage it replaces).
    mutating func insertRow(_ row: Row, basic symbol: Symbol) {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basic[slot] = symbol
        } else {
            slot = rows.count
            rows.append(row)
            basic.append(symbol)
        }
        slotOfSymbol[symbol.id] = Int32(slot)
    }

    /// Moves the row out of `slot`, leaving the slot's storage empty (no allocation either way).
    mutating func takeRow(_ slot: Int) -> Row {
        var row = Row()
        swap(&row, &rows[slot])
        return row
    }

    mutating func freeSlot(_ slot: Int) {
        slotOfSymbol[basic[slot].id] = -1
        basic[slot] = .invalid
        rows[slot].constant = 0
        rows[slot].cells.removeAll(keepingCapacity: true)
        freeSlots.append(slot)
    }

    // MARK: Adding a constraint

    /// The constraint's row with the basic variables substituted, its slack, error or dummy symbols, and a
    /// non-negative constant (kiwi's `createRow`); fills `record`'s symbols.
    mutating func makeRow(for constraint: Constraint, _ record: inout Record) -> Row {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        row.cells.reserveCapacity(expression.terms.count + 2)
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = variableSymbol(term.variable)
            let slot = Int(slotOfSymbol[symbol.id])
            if slot >= 0 {
                row.insert(rows[slot], term.coefficient)
            } else {
                row.insert(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = makeSymbol(Symbol.slackKind)
            record.marker = slack
            record.markerCoefficient = coefficient
            row.insert(slack, coefficient)
            if !strength.isRequired {
                let error = makeSymbol(Symbol.errorKind)
                record.other = error
                record.otherCoefficient = -coefficient
                row.insert(error, -coefficient)
                objective.insert(error, strength.value)
            }
        case .equal:
            if !strength.isRequired {
                let plus = makeSymbol(Symbol.errorKind)
                let minus = makeSymbol(Symbol.errorKind)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                record.otherCoefficient = 1
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.value)
                objective.insert(minus, strength.value)
            } else {
                let dummy = makeSymbol(Symbol.dummyKind)
                record.marker = dummy
                record.markerCoefficient = 1
                row.insert(dummy)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The first external symbol of the row, else the marker or the other symbol when it is a slack or error
    /// with a negative coefficient, else `.invalid` (kiwi's `chooseSubject`).
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol {
        for cell in row.cells where cell.symbol.isExternal { return cell.symbol }
        if record.marker.isPivotable && row.coefficient(for: record.marker) < 0 { return record.marker }
        if record.other.isPivotable && row.coefficient(for: record.other) < 0 { return record.other }
        return .invalid
    }

    /// Adds the row through an artificial variable minimized to zero; false when it cannot be (kiwi's
    /// `addWithArtificialVariable`).
    ///
    /// On failure kiwi keeps the row without the artificial variable, which imposes the refused constraint
    /// on the tableau; here the artificial variable leaves as a removed constraint's marker does, so that
    /// the solver goes on with exactly the constraints it had (docs/decisions.md, "Layout: checked against
    /// kiwisolver").
    mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        let artificialSymbol = makeSymbol(Symbol.slackKind)
        insertRow(row, basic: artificialSymbol)
        artificial = row
        try optimize(artificialObjective: true)
        let success = nearZero(artificial?.constant ?? 0)
        artificial = nil
        let slot = Int(slotOfSymbol[artificialSymbol.id])
        if !success {
            if slot >= 0 {
                freeSlot(slot)
            } else {
                let leavingSlot = markerLeavingSlot(artificialSymbol)
                guard leavingSlot >= 0 else { throw .internalSolverError("failed to find leaving row") }
                let leaving = basic[leavingSlot]
                var leavingRow = takeRow(leavingSlot)
                freeSlot(leavingSlot)
                leavingRow.solve(for: leaving, artificialSymbol)
                substitute(artificialSymbol, leavingRow)
            }
            objective.remove(artificialSymbol)
            try optimize(artificialObjective: false)
            return false
        }
        if slot >= 0 {
            var basicRow = takeRow(slot)
            freeSlot(slot)
            if basicRow.cells.isEmpty { return success }
            guard let entering = basicRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else {
                return false
            }
            basicRow.solve(for: artificialSymbol, entering)
            substitute(entering, basicRow)
            insertRow(basicRow, basic: entering)
        }
        for slot in rows.indices where !basic[slot].isInvalid { rows[slot].remove(artificialSymbol) }
        objective.remove(artificialSymbol)
        return success
    }

    // MARK: Pivoting

    /// Replaces `symbol` by `row` in every row and the objectives, noting the restricted rows that became
    /// infeasible in the order of their symbols (kiwi's `substitute`).
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let start = infeasible.count
        for slot in rows.indices {
            let basicSymbol = basic[slot]
            if basicSymbol.isInvalid { continue }
            rows[slot].substitute(symbol, row)
            if !basicSymbol.isExternal && rows[slot].constant < 0 { infeasible.append(basicSymbol) }
        }
        sortInfeasible(from: start)
        objective.substitute(symbol, row)
        if artificial != nil { artificial?.substitute(symbol, row) }
    }

    /// Orders the infeasible symbols noted since `start` by symbol, as kiwi's ordered map yields them.
    mutating func sortInfeasible(from start: Int) {
        guard infeasible.count - start > 1 else { return }
        infeasible.withUnsafeMutableBufferPointer { list in
            for index in (start + 1)..<list.count {
                let symbol = list[index]
                var position = index
                while position > start && list[position - 1].raw > symbol.raw {
                    list[position] = list[position - 1]
                    position -= 1
                }
                list[position] = symbol
            }
        }
    }

    /// Pivots `entering` into the basis in place of the row in `slot`.
    mutating func pivot(slot: Int, entering: Symbol) {
        let leaving = basic[slot]
        var row = takeRow(slot)
        slotOfSymbol[leaving.id] = -1
        basic[slot] = .invalid
        row.solve(for: leaving, entering)
        substitute(entering, row)
        swap(&row, &rows[slot])
        basic[slot] = entering
        slotOfSymbol[entering.id] = Int32(slot)
    }

    /// The primal simplex on the objective (or the artificial one) until no symbol lowers it (kiwi's
    /// `optimize`).
    mutating func optimize(artificialObjective: Bool) throws(SolverError) {
        while true {
            let entering = artificialObjective ? enteringSymbol(artificial ?? Row()) : enteringSymbol(objective)
            if entering.isInvalid { return }
            let slot = leavingSlot(entering)
            guard slot >= 0 else { throw .internalSolverError("the objective is unbounded") }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The dual simplex over the infeasible rows until every restricted row is feasible (kiwi's
    /// `dualOptimize`).
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let slot = Int(slotOfSymbol[leaving.id])
            guard slot >= 0 else { continue }
            let constant = rows[slot].constant
            guard !nearZero(constant) && constant < 0 else { continue }
            let entering = dualEnteringSymbol(rows[slot])
            guard !entering.isInvalid else {
                infeasible.append(leaving)
                throw .internalSolverError("dual optimize failed")
            }
            pivot(slot: slot, entering: entering)
        }
    }

    /// The first non-dummy symbol with a negative coefficient in the objective (kiwi's `getEnteringSymbol`).
    func enteringSymbol(_ objective: Row) -> Symbol {
        for cell in objective.cells where !cell.symbol.isDummy && cell.coefficient < 0 { return cell.symbol }
        return .invalid
    }

    /// The symbol of positive coefficient in `row` whose objective coefficient over it is least (kiwi's
    /// `getDualEnteringSymbol`).
    func dualEnteringSymbol(_ row: Row) -> Symbol {
        var entering = Symbol.invalid
        var ratio = Double.greatestFiniteMagnitude
        for cell in row.cells where cell.coefficient > 0 && !cell.symbol.isDummy {
            let candidate = objective.coefficient(for: cell.symbol) / cell.coefficient
            if candidate < ratio {
                ratio = candidate
                entering = cell.symbol
            }
        }
        return entering
    }

    /// The slot of the restricted row that limits `entering` first, the lowest symbol on a tie; -1 when none
    /// does (kiwi's `getLeavingRow`).
    func leavingSlot(_ entering: Symbol) -> Int {
        var ratio = Double.greatestFiniteMagnitude
        var found = -1
        var foundRaw = Int.max
        for slot in rows.indices {
            let symbol = basic[slot]
            if symbol.isInvalid || symbol.isExternal { continue }
            let coefficient = rows[slot].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -rows[slot].constant / coefficient
            if candidate < ratio || (candidate == ratio && symbol.raw < foundRaw) {
                ratio = candidate
                found = slot
                foundRaw = symbol.raw
            }
        }
        return found
    }

    /// The slot of the row a constraint's non-basic marker leaves the basis through (kiwi's
    /// `getMarkerLeavingRow`): the restricted row of least ratio with a negative coefficient, else of least
    /// ratio with a positive one, else the last unrestricted row holding the marker; -1 when none holds it.
    func markerLeavingSlot(_ marker: Symbol) -> Int {
        var ratio1 = Double.greatestFiniteMagnitude
        var ratio2 = Double.greatestFiniteMagnitude
        var first = -1
        var second = -1
        var third = -1
        var firstRaw = Int.max
        var secondRaw = Int.max
        var thirdRaw = Int.min
        for slot in rows.indices {
            let symbol = basic[slot]
            if symbol.isInvalid { continue }
            let coefficient = rows[slot].coefficient(for: marker)
            if coefficient == 0 { continue }
            if symbol.isExternal {
                if symbol.raw > thirdRaw {
                    third = slot
                    thirdRaw = symbol.raw
                }
            } else if coefficient < 0 {
                let candidate = -rows[slot].constant / coefficient
                if candidate < ratio1 || (candidate == ratio1 && symbol.raw < firstRaw) {
                    ratio1 = candidate
                    first = slot
                    firstRaw = symbol.raw
                }
            } else {
                let candidate = rows[slot].constant / coefficient
                if candidate < ratio2 || (candidate == ratio2 && symbol.raw < secondRaw) {
                    ratio2 = candidate
                    second = slot
                    secondRaw = symbol.raw
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }

    /// Takes an error symbol's weight out of the objective (kiwi's `removeMarkerEffects`).
    mutating func removeMarkerEffects(_ marker: Symbol, _ strength: Double) {
        let slot = Int(slotOfSymbol[marker.id])
        if slot >= 0 {
            objective.insert(rows[slot], -strength)
        } else {
            objective.insert(marker, -strength)
        }
    }
}
