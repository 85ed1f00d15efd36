/// An incremental Cassowary solver: kiwi's algorithm (the simplex method on a tableau of restricted and
/// unrestricted variables), with a constant that changes in place for Auto Layout.
///
/// Make variables with ``makeVariable(_:)``, add ``Constraint``s, and read ``value(of:)``: after every call the
/// solution is current (no separate update step). Each change re-solves from the last solution:
/// ``addConstraint(_:)`` and ``removeConstraint(_:)`` pivot the constraint in or out, and
/// ``suggestValue(_:_:)`` and ``setConstant(_:of:)`` move a constant and restore feasibility with the dual
/// simplex, so that a pan that drives a constant every frame costs a few pivots and allocates nothing in the
/// steady state (docs/performance.md, "The Cassowary solver").
///
/// The solver is a value: a copy is an independent solver with the same variables and constraints.
public struct Solver: Sendable {
    /// A constraint in the solver: its marker and other symbols (kiwi's `Tag`) and its current constant.
    struct Record: Sendable {
        var constraint: Constraint
        var marker: Symbol
        var other: Symbol
        /// The coefficients of `marker` and `other` in the constraint's equation when it was added.
        var markerCoefficient: Double
        var otherCoefficient: Double
        /// The expression's constant the solver uses now (``Solver/setConstant(_:of:)``).
        var constant: Double
        /// The variable whose edit constraint this is, or -1.
        var editVariable: Int = -1
    }

    // The tableau: rows in slots, a slot per basic symbol.
    var rows: [Row] = []
    /// The basic symbol of each slot; `.invalid` for a free slot.
    var basic: [Symbol] = []
    var freeSlots: [Int] = []
    /// Per symbol identifier: the slot of its row, or -1 when the symbol is not basic.
    var slotOfSymbol: [Int32] = [-1]
    /// Per symbol identifier: the record of the constraint whose marker or other symbol it is, or -1.
    var ownerOfSymbol: [Int32] = [-1]
    var objective = Row()
    var artificial: Row? = nil
    var infeasible: [Symbol] = []
    var nextSymbolID = 1

    // The variables, indexed by `Variable.id`.
    var symbolOfVariable: [Symbol] = []
    var variableNames: [String] = []
    /// Per variable: the record of its edit constraint, or -1.
    var editOfVariable: [Int32] = []

    // The constraints.
    var records: [Record?] = []
    var freeRecords: [Int] = []
    var recordOfConstraint: [ObjectIdentifier: Int] = [:]

    /// An empty solver.
    public init() {}

    // MARK: Variables

    /// A new variable, named `name` in messages (`v<id>` when empty); its value is 0 until a constraint
    /// places it.
    public mutating func makeVariable(_ name: String = "") -> Variable {
        let variable = Variable(id: symbolOfVariable.count)
        symbolOfVariable.append(.invalid)
        variableNames.append(name)
        editOfVariable.append(-1)
        return variable
    }

    /// The name given to ``makeVariable(_:)``, or `v<id>`.
    public func name(of variable: Variable) -> String {
        let name = variable.id >= 0 && variable.id < variableNames.count ? variableNames[variable.id] : ""
        return name.isEmpty ? "v\(variable.id)" : name
    }

    /// The variable's value in the current solution: 0 for a variable no constraint mentions, or one the
    /// constraints leave free (see ``isAmbiguous(_:)``). kiwi's `updateVariables()` then `value()`, read on
    /// demand in constant time.
    public func value(of variable: Variable) -> Double {
        let symbol = self.symbol(of: variable)
        if symbol.isInvalid { return 0 }
        let slot = Int(slotOfSymbol[symbol.id])
        return slot < 0 ? 0 : rows[slot].constant
    }

    func symbol(of variable: Variable) -> Symbol {
        variable.id >= 0 && variable.id < symbolOfVariable.count ? symbolOfVariable[variable.id] : .invalid
    }

    // MARK: Constraints

    /// Adds `constraint` and re-solves from the current solution.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` when the solver already has it;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` when it is required and cannot hold with the required
    ///   constraints already there (the solver then goes on without it).
    public mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if recordOfConstraint[ObjectIdentifier(constraint)] != nil { throw .duplicateConstraint(constraint) }
        var record = Record(
            constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: 0, otherCoefficient: 0,
            constant: constraint.expression.constant)
        var row = makeRow(for: constraint, &record)
        var subject = chooseSubject(row, record)
        // A row of dummies only: a redundant required equality when its constant is zero, else a conflict.
        if subject.isInvalid && row.cells.allSatisfy({ $0.symbol.isDummy }) {
            if !nearZero(row.constant) { throw .unsatisfiableConstraint(constraint) }
            subject = record.marker
        }
        if subject.isInvalid {
            if try !addWithArtificialVariable(row) { throw .unsatisfiableConstraint(constraint) }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(row, basic: subject)
        }
        let index = storeRecord(record)
        ownerOfSymbol[record.marker.id] = Int32(index)
        if !record.other.isInvalid { ownerOfSymbol[record.other.id] = Int32(index) }
        try optimize(artificialObjective: false)
    }

    /// Removes `constraint` and re-solves from the current solution: the solution is again the one without
    /// it.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not have it.
    public mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint.removeValue(forKey: ObjectIdentifier(constraint)),
            let record = records[index]
        else { throw .unknownConstraint(constraint) }
        records[index] = nil
        freeRecords.append(index)
        if record.editVariable >= 0 { editOfVariable[record.editVariable] = -1 }
        ownerOfSymbol[record.marker.id] = -1
        if !record.other.isInvalid { ownerOfSymbol[record.other.id] = -1 }
        // The error's weight leaves the objective before any pivot (kiwi's removeConstraintEffects).
        let strength = constraint.strength.value
        if record.marker.isError { removeMarkerEffects(record.marker, strength) }
        if record.other.isError { removeMarkerEffects(record.other, strength) }
        let slot = Int(slotOfSymbol[record.marker.id])
        if slot >= 0 {
            freeSlot(slot)
        } else {
            let leavingSlot = markerLeavingSlot(record.marker)
            guard leavingSlot >= 0 else { throw .internalSolverError("failed to find leaving row") }
            let leaving = basic[leavingSlot]
            var row = takeRow(leavingSlot)
            freeSlot(leavingSlot)
            row.solve(for: leaving, record.marker)
            substitute(record.marker, row)
            rows[leavingSlot] = row
            rows[leavingSlot].cells.removeAll(keepingCapacity: true)
        }
        try optimize(artificialObjective: false)
    }

    /// Whether the solver has `constraint`.
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        recordOfConstraint[ObjectIdentifier(constraint)] != nil
    }

    /// The expression constant the solver uses for `constraint`: the constraint's own, or the last
    /// ``setConstant(_:of:)``; nil when the solver does not have it.
    public func constant(of constraint: Constraint) -> Double? {
        recordOfConstraint[ObjectIdentifier(constraint)].flatMap { records[$0]?.constant }
    }

    /// Changes the constant of `constraint`'s expression (`expression relation 0`) to `constant` and
    /// re-solves from the current solution, as ``suggestValue(_:_:)`` does: the change moves the constants of
    /// the rows that hold the constraint's marker, and the dual simplex restores feasibility. Auto Layout's
    /// `NSLayoutConstraint.constant` (`first = multiplier × second + c` is the expression
    /// `first - multiplier × second - c`, so its constant is `-c`). Allocates nothing in the steady state.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when the solver does not have it;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` when it is required and cannot hold at the new constant
    ///   with the other required constraints (the former constant and solution then stay).
    public mutating func setConstant(_ constant: Double, of constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        try moveConstant(ofRecord: index, to: constant)
    }

    // MARK: Edit variables

    /// Makes `variable` an edit variable: an equality `variable == suggested value` at `strength` (strong
    /// unless given), the suggested value 0 until ``suggestValue(_:_:)``.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` when it already is one;
    ///   ``SolverError/badRequiredStrength`` at ``Strength/required``.
    public mutating func addEditVariable(_ variable: Variable, strength: Strength = .strong) throws(SolverError) {
        if hasEditVariable(variable) { throw .duplicateEditVariable(variable) }
        if strength.isRequired { throw .badRequiredStrength }
        let constraint = Constraint(
            Expression(variable), .equal, strength: strength, name: "edit \(name(of: variable))")
        try addConstraint(constraint)
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else { return }
        while editOfVariable.count <= variable.id { editOfVariable.append(-1) }
        editOfVariable[variable.id] = Int32(index)
        records[index]?.editVariable = variable.id
    }

    /// Removes `variable`'s edit constraint.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
    public mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editRecord(of: variable), let record = records[index] else {
            throw .unknownEditVariable(variable)
        }
        try removeConstraint(record.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool { editRecord(of: variable) != nil }

    /// Suggests `value` for the edit variable `variable` and re-solves from the current solution (kiwi's
    /// `suggestValue`: the dual simplex from the last solution). Allocates nothing in the steady state.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` when it is not an edit variable.
    public mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard let index = editRecord(of: variable) else { throw .unknownEditVariable(variable) }
        // The edit constraint is `variable == 0` moved by its constant: `variable - value == 0`.
        try moveConstant(ofRecord: index, to: -value)
    }

    func editRecord(of variable: Variable) -> Int? {
        guard variable.id >= 0 && variable.id < editOfVariable.count else { return nil }
        let index = Int(editOfVariable[variable.id])
        return index < 0 ? nil : index
    }

    /// Removes every constraint and edit variable; the variables stay, all 0 (kiwi's `reset`).
    public mutating func reset() {
        let variables = symbolOfVariable.count
        let names = variableNames
        self = Solver()
        symbolOfVariable = Array(repeating: .invalid, count: variables)
        variableNames = names
        editOfVariable = Array(repeating: -1, count: variables)
    }
}
