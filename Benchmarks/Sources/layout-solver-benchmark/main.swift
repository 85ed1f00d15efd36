// The Cassowary solver against kiwi's C++ (CKiwiBaseline) on the same generated systems, in one run
// (docs/performance.md, "The Cassowary solver"):
//
//     swift build -c release --package-path Benchmarks --product layout-solver-benchmark
//     Benchmarks/.build/release/layout-solver-benchmark [samples]
//
// For each system (a screen of 80 views, and 400 views) it measures the p50 wall-clock time of building and
// solving from scratch, of adding then removing one constraint, of a pan that edits one constraint's
// constant (the Swift solver's setConstant; kiwi's only way, removing the constraint and adding it changed)
// and of a pan that suggests a value for an edit variable, each followed by reading every variable's value
// (kiwi: updateVariables). The two solvers' samples alternate, so that the machine's load weighs on both
// alike. Prints one line per operation with both times and the ratio Swift / kiwi, and exits 1 when the
// two solvers' values differ.
//
// `profile <operation> <count>` runs only `count` frames of one pan on the screen, each inside a function of
// its own, for callgrind's instruction counts (docs/performance.md, "The Cassowary solver"); operations:
// constant, suggest, add-remove (the Swift solver), kiwi-constant, kiwi-suggest, kiwi-add-remove (count + 600
// calls in all, the warm-up's included):
//
//     valgrind --tool=callgrind --toggle-collect='*profiled*' \
//         Benchmarks/.build/release/layout-solver-benchmark profile constant 1000
import BenchmarkScenes
import CKiwiBaseline
import Cassowary
import Foundation

/// Nanoseconds per operation of `body`, which runs `count` operations.
@inline(never)
func time(_ count: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = start.duration(to: clock.now)
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(count)
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// The system in a kiwi solver, solved; each spec's handle.
final class KiwiLayout {
    let solver: OpaquePointer
    var handles: [Int32] = []
    let variableCount: Int

    init(_ system: LayoutSystem) {
        solver = ckiwi_new(Int32(system.variableCount))
        variableCount = system.variableCount
        handles = system.constraints.map { add($0) }
    }

    deinit { ckiwi_free(solver) }

    func add(_ spec: LayoutSystem.Spec) -> Int32 {
        spec.variables.withUnsafeBufferPointer { variables in
            spec.coefficients.withUnsafeBufferPointer { coefficients in
                var constraint = ckiwi_constraint(
                    term_count: Int32(variables.count), variables: variables.baseAddress,
                    coefficients: coefficients.baseAddress, constant: spec.constant, relation: spec.relation,
                    strength: spec.strength)
                return ckiwi_add(solver, &constraint)
            }
        }
    }

    func readValues() -> Double {
        ckiwi_update_variables(solver)
        var sum = 0.0
        for variable in 0..<variableCount { sum += ckiwi_value(solver, Int32(variable)) }
        return sum
    }
}

nonisolated(unsafe) var sink = 0.0

struct Comparison {
    var name: String
    var swift: [Double] = []
    var kiwi: [Double] = []
}

func run(_ label: String, rows: Int, samples: Int) -> Bool {
    let system = LayoutSystem(rows: rows)
    print("\(label): \(system.variableCount) variables, \(system.constraints.count) constraints")
    var build = Comparison(name: "build and solve from scratch")
    var addRemove = Comparison(name: "add then remove one constraint")
    var constant = Comparison(name: "pan: edit one constant, read the values")
    var suggest = Comparison(name: "pan: suggest one edit value, read the values")
    var swiftLayout = SolvedLayout(system)
    let kiwiLayout = KiwiLayout(system)
    let probe = system.probe.constraint(swiftLayout.variables)
    let panned = swiftLayout.constraints[system.panned]
    let pannedHandle = kiwiLayout.handles[system.panned]
    let edit = swiftLayout.variables[system.editVariable]
    try? swiftLayout.solver.addEditVariable(edit, strength: .strong)
    _ = ckiwi_add_edit_variable(kiwiLayout.solver, Int32(system.editVariable), Strength.strong.value)
    let buildRepeats = max(1, 2_000 / system.constraints.count)
    let steps = 200
    var frame = 0
    var agree = true
    for _ in 0..<samples {
        build.swift.append(
            time(buildRepeats) {
                for _ in 0..<buildRepeats { sink += SolvedLayout(system).readValues() }
            })
        build.kiwi.append(
            time(buildRepeats) {
                for _ in 0..<buildRepeats { sink += KiwiLayout(system).readValues() }
            })
        addRemove.swift.append(
            time(steps) {
                for _ in 0..<steps {
                    try? swiftLayout.solver.addConstraint(probe)
                    try? swiftLayout.solver.removeConstraint(probe)
                }
            })
        addRemove.kiwi.append(
            time(steps) {
                for _ in 0..<steps {
                    let handle = kiwiLayout.add(system.probe)
                    _ = ckiwi_remove(kiwiLayout.solver, handle)
                }
            })
        let start = frame
        constant.swift.append(
            time(steps) {
                for step in 0..<steps {
                    try? swiftLayout.solver.setConstant(LayoutSystem.panConstant(start + step), of: panned)
                    sink += swiftLayout.readValues()
                }
            })
        constant.kiwi.append(
            time(steps) {
                for step in 0..<steps {
                    _ = ckiwi_set_constant(kiwiLayout.solver, pannedHandle, LayoutSystem.panConstant(start + step))
                    sink += kiwiLayout.readValues()
                }
            })
        suggest.swift.append(
            time(steps) {
                for step in 0..<steps {
                    try? swiftLayout.solver.suggestValue(edit, LayoutSystem.panSuggestion(start + step))
                    sink += swiftLayout.readValues()
                }
            })
        suggest.kiwi.append(
            time(steps) {
                for step in 0..<steps {
                    _ = ckiwi_suggest_value(
                        kiwiLayout.solver, Int32(system.editVariable), LayoutSystem.panSuggestion(start + step))
                    sink += kiwiLayout.readValues()
                }
            })
        frame += steps
        let swiftSum = swiftLayout.readValues()
        let kiwiSum = kiwiLayout.readValues()
        if abs(swiftSum - kiwiSum) > 1e-6 * max(1, abs(kiwiSum)) {
            print("  the solutions differ: Swift's values sum to \(swiftSum), kiwi's to \(kiwiSum)")
            agree = false
        }
    }
    for comparison in [build, addRemove, constant, suggest] {
        let swift = median(comparison.swift)
        let kiwi = median(comparison.kiwi)
        let ratio = swift / kiwi
        print(
            "  \(comparison.name): Swift \(format(nanoseconds: swift)), kiwi \(format(nanoseconds: kiwi)), ratio \(format(ratio, digits: 2))",
            ratio <= 2 ? "" : "(more than 2×)")
    }
    return agree
}

/// One frame of a pan that edits a constant, then reads every value.
@inline(never)
func profiledConstant(_ layout: inout SolvedLayout, _ constraint: Constraint, _ step: Int) {
    try? layout.solver.setConstant(LayoutSystem.panConstant(step), of: constraint)
    sink += layout.readValues()
}

/// One frame of a pan that suggests an edit variable's value, then reads every value.
@inline(never)
func profiledSuggest(_ layout: inout SolvedLayout, _ variable: Variable, _ step: Int) {
    try? layout.solver.suggestValue(variable, LayoutSystem.panSuggestion(step))
    sink += layout.readValues()
}

/// The same frames through kiwi.
@inline(never)
func profiledKiwiConstant(_ layout: KiwiLayout, _ handle: Int32, _ step: Int) {
    _ = ckiwi_set_constant(layout.solver, handle, LayoutSystem.panConstant(step))
    sink += layout.readValues()
}

@inline(never)
func profiledKiwiSuggest(_ layout: KiwiLayout, _ variable: Int32, _ step: Int) {
    _ = ckiwi_suggest_value(layout.solver, variable, LayoutSystem.panSuggestion(step))
    sink += layout.readValues()
}

/// Adds then removes the probe constraint.
@inline(never)
func profiledAddRemove(_ layout: inout SolvedLayout, _ probe: Constraint) {
    try? layout.solver.addConstraint(probe)
    try? layout.solver.removeConstraint(probe)
}

@inline(never)
func profiledKiwiAddRemove(_ layout: KiwiLayout, _ probe: LayoutSystem.Spec) {
    _ = ckiwi_remove(layout.solver, layout.add(probe))
}

/// Runs `count` frames of one pan after 600 frames of warming up; false for an unknown operation.
func profile(_ operation: String, _ count: Int) -> Bool {
    let system = LayoutSystem(rows: 20)
    var swiftLayout = SolvedLayout(system)
    let kiwiLayout = KiwiLayout(system)
    let panned = swiftLayout.constraints[system.panned]
    let edit = swiftLayout.variables[system.editVariable]
    try? swiftLayout.solver.addEditVariable(edit, strength: .strong)
    _ = ckiwi_add_edit_variable(kiwiLayout.solver, Int32(system.editVariable), Strength.strong.value)
    let frame: (Int) -> Void
    switch operation {
    case "constant": frame = { profiledConstant(&swiftLayout, panned, $0) }
    case "suggest": frame = { profiledSuggest(&swiftLayout, edit, $0) }
    case "kiwi-constant": frame = { profiledKiwiConstant(kiwiLayout, kiwiLayout.handles[system.panned], $0) }
    case "kiwi-suggest": frame = { profiledKiwiSuggest(kiwiLayout, Int32(system.editVariable), $0) }
    case "add-remove":
        let probe = system.probe.constraint(swiftLayout.variables)
        frame = { _ in profiledAddRemove(&swiftLayout, probe) }
    case "kiwi-add-remove": frame = { _ in profiledKiwiAddRemove(kiwiLayout, system.probe) }
    default: return false
    }
    for step in 0..<600 { frame(step) }
    for step in 0..<count { frame(step) }
    return true
}

if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == "profile" {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let count = Int(arguments[3]), profile(arguments[2], count) else {
        print("usage: layout-solver-benchmark profile [kiwi-]constant|[kiwi-]suggest|[kiwi-]add-remove <count>")
        exit(2)
    }
    exit(0)
}
let samples = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 21 : 21
let screen = run("screen (20 rows of 4 views)", rows: 20, samples: samples)
let large = run("large (100 rows of 4 views)", rows: 100, samples: max(3, samples / 3))
exit(screen && large ? 0 : 1)
