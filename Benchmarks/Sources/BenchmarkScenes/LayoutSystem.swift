import Cassowary

/// A generated Auto Layout-like system for the solver benchmark and the allocation check: rows of four views
/// on one axis, each view a left, a width and a right (`right == left + width`), the first view 16 points
/// from the screen's leading edge (priority 999, the constant a pan edits), the others 8 points after the
/// previous one, the last 16 before the trailing edge (999), equal widths (750), a minimum width (required)
/// and an intrinsic width (250). Plain data, so that the Swift solver and kiwi get the same system
/// (docs/performance.md, "The Cassowary solver").
public struct LayoutSystem: Sendable {
    /// One constraint: `Σ coefficients × variables + constant relation 0` (relation -1 `<=`, 0 `==`, 1 `>=`).
    public struct Spec: Sendable {
        /// The variables' indices, one per term.
        public var variables: [Int32]
        /// The terms' coefficients.
        public var coefficients: [Double]
        /// The expression's constant.
        public var constant: Double
        /// -1 `<=`, 0 `==`, 1 `>=`.
        public var relation: Int32
        /// The strength's value (``Strength/value``).
        public var strength: Double
    }

    /// How many variables the system has, numbered from 0.
    public var variableCount = 0
    /// The constraints, in the order they are added.
    public var constraints: [Spec] = []
    /// The index in `constraints` of the first row's leading constraint, whose constant a pan edits.
    public var panned = 0
    /// A constraint outside the system, added then removed by the benchmark.
    public var probe: Spec
    /// The variable a pan suggests values for (the last row's first left edge).
    public var editVariable = 0

    /// `rows` rows of four views: `3 × 4 × rows` variables and `22 × rows` constraints.
    public init(rows: Int) {
        let required = Strength.required.value
        func priority(_ value: Float) -> Double { Strength(priority: value).value }
        var constraints: [Spec] = []
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Int32, _ strength: Double) {
            constraints.append(
                Spec(
                    variables: terms.map { Int32($0.0) }, coefficients: terms.map(\.1), constant: constant,
                    relation: relation, strength: strength))
        }
        let screenWidth = 375.0
        var intrinsic = 37.0
        for row in 0..<rows {
            let first = row * 12
            func left(_ view: Int) -> Int { first + view * 3 }
            func width(_ view: Int) -> Int { first + view * 3 + 1 }
            func right(_ view: Int) -> Int { first + view * 3 + 2 }
            for view in 0..<4 {
                add([(right(view), 1), (left(view), -1), (width(view), -1)], 0, 0, required)
                add([(width(view), 1)], -44, 1, required)
                intrinsic = (intrinsic * 37).truncatingRemainder(dividingBy: 97)
                add([(width(view), 1)], -(20 + intrinsic), 0, priority(250))
                if view == 0 {
                    add([(left(0), 1)], -16, 0, priority(999))
                } else {
                    add([(left(view), 1), (right(view - 1), -1)], -8, 0, required)
                    add([(width(view), 1), (width(0), -1)], 0, 0, priority(750))
                }
            }
            add([(right(3), 1)], -(screenWidth - 16), 0, priority(999))
            add([(right(3), 1)], -screenWidth, -1, required)
        }
        variableCount = rows * 12
        self.constraints = constraints
        probe = Spec(
            variables: [Int32(rows / 2 * 12 + 4)], coefficients: [1], constant: -120, relation: 0,
            strength: priority(500))
        editVariable = (rows - 1) * 12
    }
}

extension LayoutSystem {
    /// The leading constraint's constant at `frame` of a pan: the first row's first view goes back and forth
    /// from 16 to 216 points, 400 frames a round trip, squeezing the row's views to their minimum width and
    /// past it (the trailing constraint then gives way), so that the pan crosses pivots.
    public static func panConstant(_ frame: Int) -> Double { -(16 + triangle(frame)) }

    /// The edit variable's suggested value at `frame` of a pan: 0 to 200 points and back, as
    /// ``panConstant(_:)``.
    public static func panSuggestion(_ frame: Int) -> Double { triangle(frame) }

    private static func triangle(_ frame: Int) -> Double {
        let phase = frame % 400
        return Double(phase < 200 ? phase : 400 - phase)
    }
}

extension LayoutSystem.Spec {
    /// The constraint for a solver whose variables are `variables`.
    public func constraint(_ variables: [Variable]) -> Constraint {
        let terms = zip(self.variables, coefficients).map { Term(variables[Int($0.0)], $0.1) }
        let relation: Relation = relation < 0 ? .lessThanOrEqual : relation > 0 ? .greaterThanOrEqual : .equal
        return Constraint(Expression(terms, constant: constant), relation, strength: Strength(strength))
    }
}

/// The system in a Swift solver, solved.
public struct SolvedLayout {
    /// The solver.
    public var solver = Solver()
    /// The system's variables, by index.
    public var variables: [Variable] = []
    /// The system's constraints, as `LayoutSystem.constraints`.
    public var constraints: [Constraint] = []

    /// Makes the variables and adds every constraint (a refused one is left out).
    public init(_ system: LayoutSystem) {
        variables = (0..<system.variableCount).map { _ in solver.makeVariable() }
        constraints = system.constraints.map { $0.constraint(variables) }
        for constraint in constraints { try? solver.addConstraint(constraint) }
    }

    /// The sum of every variable's value (kiwi's `updateVariables`, read).
    public func readValues() -> Double {
        var sum = 0.0
        for variable in variables { sum += solver.value(of: variable) }
        return sum
    }
}
