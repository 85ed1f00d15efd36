import Benchmark
import BenchmarkScenes
import Foundation
import ResponderKit

// Touch dispatch through GestureScene: eight recognizers on the hit path of a thumbnail in the realistic
// screen, with pan, pinch and rotation recognizing simultaneously. Each phase is measured on its own:
// - began: one or two fingers land (hit-test, recognizer collection, touchesBegan to all eight);
// - moved: the fingers move one 120 Hz step while the pan (and, with two fingers, the pinch and the
//   rotation) is changing, the others having failed: the steady state of a drag;
// - ended: the fingers lift after a drag.
// - moved baseline: the same moved touch through BaselineTouchDispatch, the hand-written baseline (the same
//   eight recognizers visited, the pan, pinch and rotation arithmetic, the touch records, the view),
//   measured in the same run: the ratio of "touch moved" to it is what the dispatch machinery costs.
// Everything else (building the scene, landing and moving to reach the steady state, lifting and letting
// the timers run out) happens outside startMeasurement/stopMeasurement.

/// The scene and its driver, built once per process on the main actor.
@MainActor
enum Fixture {
    static let scene = GestureScene()
    static let driver = TouchDriver(application: scene.application)
    /// Frames of movement before the steady state: past the pan's hysteresis, the tap's duration limit
    /// and the long press's delay, so that every competitor has failed.
    static let warmUpMoves = 120
    static let baseline = BaselineTouchDispatch(screenScale: scene.application.screenScale)

    /// The finger counts whose baseline was checked against ResponderKit.
    static var checkedFingerCounts: Set<Int> = []

    /// Stops the run if the baseline does not compute what ResponderKit computes after the same warm-up:
    /// the same translation, scale and rotation, and the same recognizers changing. Once per finger count.
    static func checkBaselineAgrees(_ points: [CGPoint]) {
        guard checkedFingerCounts.insert(points.count).inserted else { return }
        // An eighth of a loop past the warm-up, where the group is turned and scaled (at the warm-up's end,
        // half a loop, the angle and the scale are back to their landing values).
        let moves = warmUpMoves + TouchDriver.pathLength / 8
        driver.down(at: points)
        driver.move(times: moves)
        baseline.down(at: points)
        baseline.move(times: moves)
        let pan = scene.recognizers[0] as! UIPanGestureRecognizer
        let pinch = scene.recognizers[1] as! UIPinchGestureRecognizer
        let rotation = scene.recognizers[2] as! UIRotationGestureRecognizer
        let translation = pan.translation(in: nil)
        let inPlay = scene.recognizers.count { $0.state == .began || $0.state == .changed }
        guard abs(translation.x - baseline.translation.x) < 1e-9, abs(translation.y - baseline.translation.y) < 1e-9,
            abs(pinch.scale - baseline.scale) < 1e-9, abs(rotation.rotation - baseline.rotation) < 1e-9,
            inPlay == baseline.recognizersChanging
        else {
            fatalError(
                "the baseline disagrees with ResponderKit: translation \(translation) / \(baseline.translation), "
                    + "scale \(pinch.scale) / \(baseline.scale), rotation \(rotation.rotation) / \(baseline.rotation), "
                    + "recognizers changing \(inPlay) / \(baseline.recognizersChanging)")
        }
        print(
            "baseline agrees with ResponderKit (\(points.count) finger(s)): translation \(translation),",
            "scale \(pinch.scale), rotation \(rotation.rotation), \(inPlay) recognizer(s) changing")
        driver.lift()
        driver.settle()
        baseline.lift()
    }
}

/// Registers the began, moved and ended benchmarks for fingers landing at `points`.
func dispatchBenchmarks(_ label: String, _ points: [CGPoint]) {
    var single = Benchmark.defaultConfiguration
    single.scalingFactor = .one
    Benchmark("touch began (\(label))", configuration: single) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let driver = Fixture.driver
            box.value.startMeasurement()
            driver.down(at: points)
            box.value.stopMeasurement()
            driver.move(times: Fixture.warmUpMoves)
            driver.lift()
            driver.settle()
        }
    }
    Benchmark("touch moved (\(label))") { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let driver = Fixture.driver
            driver.down(at: points)
            driver.move(times: Fixture.warmUpMoves)
            box.value.startMeasurement()
            for _ in box.value.scaledIterations { driver.move() }
            box.value.stopMeasurement()
            driver.lift()
            driver.settle()
        }
    }
    Benchmark("touch moved baseline (\(label))") { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            Fixture.checkBaselineAgrees(points)
            let baseline = Fixture.baseline
            baseline.down(at: points)
            baseline.move(times: Fixture.warmUpMoves)
            box.value.startMeasurement()
            for _ in box.value.scaledIterations { baseline.move() }
            box.value.stopMeasurement()
            baseline.lift()
        }
    }
    Benchmark("touch ended (\(label))", configuration: single) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let driver = Fixture.driver
            driver.down(at: points)
            driver.move(times: Fixture.warmUpMoves)
            box.value.startMeasurement()
            driver.lift()
            box.value.stopMeasurement()
            driver.settle()
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
    // What the harness itself costs when one operation is measured per sample (as for began and ended):
    // startMeasurement and stopMeasurement around nothing. Its mallocs are the harness's, not
    // ResponderKit's; subtract them from the began and ended figures.
    var single = Benchmark.defaultConfiguration
    single.scalingFactor = .one
    Benchmark("harness floor (empty measured region, 1 per sample)", configuration: single) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            box.value.startMeasurement()
            box.value.stopMeasurement()
        }
    }
    dispatchBenchmarks("1 finger, 8 recognizers", GestureScene.oneFinger)
    dispatchBenchmarks("2 fingers, 8 recognizers", GestureScene.twoFingers)

    // The steady-state check: a moved touch must not allocate. The absolute threshold of 0 on every
    // percentile makes `benchmark thresholds check` fail as soon as one malloc appears (the stored
    // threshold, Thresholds/TouchDispatch.moved-touch-*.json, is 0 as well).
    let zero: BenchmarkThresholds.AbsoluteThresholds = [.p0: 0, .p25: 0, .p50: 0, .p75: 0, .p90: 0, .p99: 0, .p100: 0]
    // No spaces in this name: the threshold tool writes the file name with underscores but looks it up
    // with the name as is.
    Benchmark(
        "moved-touch-allocates-nothing-2-fingers-8-recognizers",
        configuration: .init(
            metrics: [.mallocCountTotal], warmupIterations: 3, scalingFactor: .kilo,
            maxDuration: .seconds(1), maxIterations: 100,
            thresholds: [.mallocCountTotal: .init(absolute: zero)])
    ) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let driver = Fixture.driver
            driver.down(at: GestureScene.twoFingers)
            driver.move(times: Fixture.warmUpMoves)
            box.value.startMeasurement()
            for _ in box.value.scaledIterations { driver.move() }
            box.value.stopMeasurement()
            driver.lift()
            driver.settle()
        }
    }
}
