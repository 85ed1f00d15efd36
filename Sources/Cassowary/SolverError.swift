/// Why a ``Solver`` refused an operation (kiwi's exceptions, one case each). The solver is unchanged after
/// an error, except as each case says.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// ``Solver/addConstraint(_:)`` of a constraint the solver already has.
    case duplicateConstraint(Constraint)
    /// A required constraint that cannot hold together with the required constraints already added:
    /// ``Solver/addConstraint(_:)`` leaves it out, and ``Solver/setConstant(_:of:)`` keeps the former
    /// constant.
    case unsatisfiableConstraint(Constraint)
    /// ``Solver/removeConstraint(_:)`` or ``Solver/setConstant(_:of:)`` of a constraint the solver does not
    /// have.
    case unknownConstraint(Constraint)
    /// ``Solver/addEditVariable(_:strength:)`` of a variable that already is an edit variable.
    case duplicateEditVariable(Variable)
    /// ``Solver/suggestValue(_:_:)`` or ``Solver/removeEditVariable(_:)`` of a variable that is not an edit
    /// variable.
    case unknownEditVariable(Variable)
    /// ``Solver/addEditVariable(_:strength:)`` at ``Strength/required``: an edit variable must be able to
    /// give way.
    case badRequiredStrength
    /// The solver's own invariants failed (kiwi's `InternalSolverError`: an unbounded objective, a failed
    /// dual optimization); a bug, named by `reason`.
    case internalSolverError(String)

    /// What went wrong, naming the constraint or variable.
    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): "duplicate constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint): "unsatisfiable constraint: \(constraint)"
        case .unknownConstraint(let constraint): "unknown constraint: \(constraint)"
        case .duplicateEditVariable(let variable): "duplicate edit variable: v\(variable.id)"
        case .unknownEditVariable(let variable): "unknown edit variable: v\(variable.id)"
        case .badRequiredStrength: "an edit variable cannot be required"
        case .internalSolverError(let reason): "internal solver error: \(reason)"
        }
    }
}
