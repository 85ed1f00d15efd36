import Benchmark
import BenchmarkScenes
import Foundation
import ResponderKit

// Hit-testing, ResponderKit against the hand-written baseline (BaselineNode) over the same geometry in
// the same run: the ratio of the two says how close `UIView.hitTest(_:with:)` is to the cost of the work.
// Each operation is one hit-test from the root; the probe points cycle through the tree's list.

/// A tree built both ways, with its probe points.
@MainActor
final class HitFixture {
    let window: UIWindow
    let baseline: BaselineNode
    let points: [CGPoint]
    var next = 0

    init(_ made: (tree: ViewSpec, points: [CGPoint])) {
        window = ViewTreeBuilder.window(made.tree)
        baseline = BaselineNode(made.tree)
        points = made.points
        // Both must agree on every probe, or the comparison means nothing.
        for point in points {
            let view = window.hitTest(point, with: nil)
            let node = baseline.hitTest(point)
            precondition(
                (view == nil) == (node == nil) && view?.accessibilityIdentifier == node?.name,
                "ResponderKit and the baseline disagree at \(point)")
        }
    }

    func nextPoint() -> CGPoint {
        let point = points[next]
        next = next + 1 == points.count ? 0 : next + 1
        return point
    }

    static let deepChain = HitFixture(BenchmarkTrees.deepChain(depth: 100))
    static let wideContainer = HitFixture(BenchmarkTrees.wideContainer(count: 10_000))
    static let realisticScreen = HitFixture(BenchmarkTrees.realisticScreen())
}

/// Registers the ResponderKit and baseline benchmarks of one tree.
func hitTestBenchmarks(
    _ name: String, scaling: BenchmarkScalingFactor, _ fixture: @escaping @MainActor () -> HitFixture
) {
    var configuration = Benchmark.defaultConfiguration
    configuration.scalingFactor = scaling
    Benchmark("hitTest \(name) ResponderKit", configuration: configuration) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let fixture = fixture()
            let window = fixture.window
            box.value.startMeasurement()
            for _ in box.value.scaledIterations {
                blackHole(window.hitTest(fixture.nextPoint(), with: nil))
            }
            box.value.stopMeasurement()
        }
    }
    Benchmark("hitTest \(name) baseline", configuration: configuration) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let fixture = fixture()
            let root = fixture.baseline
            box.value.startMeasurement()
            for _ in box.value.scaledIterations {
                blackHole(root.hitTest(fixture.nextPoint()))
            }
            box.value.stopMeasurement()
        }
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 10_000
    )
    hitTestBenchmarks("deep chain (depth 100)", scaling: .kilo) { .deepChain }
    hitTestBenchmarks("wide container (10,000 siblings)", scaling: .one) { .wideContainer }
    hitTestBenchmarks("realistic screen (\(BenchmarkTrees.realisticScreen().tree.count) views)", scaling: .kilo) {
        .realisticScreen
    }
}
