/// A variable of a ``Solver``: a cheap handle (an index into the solver's storage) that the solver gives out
/// with ``Solver/makeVariable(_:)``.
///
/// A variable belongs to the solver that made it; its value is read with ``Solver/value(of:)``. Handles hash
/// and compare as small integers, so that a layout engine can key its own tables by them.
public struct Variable: Hashable, Comparable, Sendable {
    /// The variable's index in its solver, from 0 in the order the solver made them (only
    /// ``Solver/makeVariable(_:)`` makes handles: the memberwise initializer is internal, so an index is
    /// never negative).
    public let id: Int

    /// Orders variables by their index.
    public static func < (lhs: Variable, rhs: Variable) -> Bool { lhs.id < rhs.id }
}

/// One term of a linear expression: `coefficient × variable`.
public struct Term: Hashable, Sendable {
    /// The variable.
    public var variable: Variable
    /// The coefficient (1 unless given).
    public var coefficient: Double

    /// The term `coefficient × variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
