import Cassowary
import Foundation
import ResponderKitTestSupport
import Testing

/// kiwisolver's answers (`Tests/Fixtures/kiwi-oracle/systems.json`, written by `Scripts/kiwi-oracle.py` and
/// checked against a live kiwisolver in CI): every step of every generated system gives the outcome kiwi gave
/// and the same value of every variable, within 1e-6 (docs/decisions.md, "Layout: checked against
/// kiwisolver").
@Suite struct KiwiOracleTests {
    struct Fixture: Decodable {
        var kiwisolver: String
        var systems: [System]
    }

    struct System: Decodable {
        var name: String
        var variables: Int
        var steps: [Step]
    }

    struct Step: Decodable {
        var op: String
        var id: Int?
        var terms: [[Double]]?
        var constant: Double?
        var relation: String?
        var strength: Double?
        var variable: Int?
        var value: Double?
        var again: Bool?
        var outcome: String
        var values: [Double]
    }

    static let fixture: Fixture = {
        let url = RepositoryPaths.fixtures.appendingPathComponent("kiwi-oracle/systems.json")
        do {
            return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
        } catch {
            fatalError("\(url.path): \(error)")
        }
    }()

    static var systemNames: [String] { fixture.systems.map(\.name) }

    @Test("the fixtures hold kiwisolver's answers for every kind of step")
    func fixturesCoverEveryStep() {
        let steps = Set(Self.fixture.systems.flatMap { $0.steps.map { "\($0.op) \($0.outcome)" } })
        for expected in [
            "add done", "add unsatisfiable", "add duplicate", "remove done", "addEdit done", "suggest done",
            "removeEdit done", "setConstant done", "setConstant unsatisfiable", "suggest unknownEditVariable",
            "addEdit badRequiredStrength", "addEdit duplicateEditVariable",
        ] {
            #expect(steps.contains(expected), "no step '\(expected)' in the fixtures")
        }
    }

    @Test("each system's steps give kiwisolver's outcomes and solutions", arguments: systemNames)
    func system(_ name: String) throws {
        let system = try #require(Self.fixture.systems.first { $0.name == name })
        var solver = Solver()
        let variables = (0..<system.variables).map { solver.makeVariable("v\($0)") }
        var constraints: [Int: Constraint] = [:]
        for (index, step) in system.steps.enumerated() {
            let outcome: String
            do {
                try perform(step, on: &solver, variables, &constraints)
                outcome = "done"
            } catch {
                outcome = Self.name(of: error)
            }
            #expect(outcome == step.outcome, "\(name) step \(index) (\(step.op))")
            for (variable, expected) in zip(variables, step.values) {
                let value = solver.value(of: variable)
                #expect(
                    abs(value - expected) <= 1e-6 * max(1, abs(expected)),
                    "\(name) step \(index) (\(step.op)): v\(variable.id) is \(value), kiwi \(expected)")
            }
        }
    }

    func perform(
        _ step: Step, on solver: inout Solver, _ variables: [Variable], _ constraints: inout [Int: Constraint]
    ) throws(SolverError) {
        switch step.op {
        case "add":
            if step.again == true, let constraint = constraints[step.id ?? -1] {
                try solver.addConstraint(constraint)
                return
            }
            let terms = (step.terms ?? []).map { Term(variables[Int($0[0])], $0[1]) }
            let relation: Relation =
                switch step.relation {
                case "<=": .lessThanOrEqual
                case ">=": .greaterThanOrEqual
                default: .equal
                }
            let constraint = Constraint(
                Expression(terms, constant: step.constant ?? 0), relation, strength: Strength(step.strength ?? 0))
            try solver.addConstraint(constraint)
            constraints[step.id ?? -1] = constraint
        case "remove":
            if let constraint = constraints.removeValue(forKey: step.id ?? -1) {
                try solver.removeConstraint(constraint)
            }
        case "setConstant":
            if let constraint = constraints[step.id ?? -1] {
                try solver.setConstant(step.constant ?? 0, of: constraint)
            }
        case "addEdit":
            try solver.addEditVariable(variables[step.variable ?? 0], strength: Strength(step.strength ?? 0))
        case "suggest":
            try solver.suggestValue(variables[step.variable ?? 0], step.value ?? 0)
        case "removeEdit":
            try solver.removeEditVariable(variables[step.variable ?? 0])
        default:
            Issue.record("unknown step \(step.op)")
        }
    }

    static func name(of error: any Error) -> String {
        switch error as? SolverError {
        case .duplicateConstraint: "duplicate"
        case .unsatisfiableConstraint: "unsatisfiable"
        case .unknownConstraint: "unknownConstraint"
        case .duplicateEditVariable: "duplicateEditVariable"
        case .unknownEditVariable: "unknownEditVariable"
        case .badRequiredStrength: "badRequiredStrength"
        case .internalSolverError(let reason): "internal: \(reason)"
        case nil: "\(error)"
        }
    }
}
