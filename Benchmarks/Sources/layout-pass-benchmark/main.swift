// A layout pass of the realistic screen (about 300 views) placed by constraints, against the same screen
// framed by hand in layoutSubviews(), in one run (docs/performance.md, "Auto Layout in the layout pass"):
//
//     swift build -c release --package-path Benchmarks --product layout-pass-benchmark
//     Benchmarks/.build/release/layout-pass-benchmark [samples]
//
// It measures, p50 and p90 of the wall clock per pass:
// - the first pass: a fresh window whose tree was just added (built outside the timing), laid out once;
// - a pan frame: the list's cells moved by one constraint's constant (the baseline: the section's offset and
//   setNeedsLayout()), then the window's layoutIfNeeded();
// - a pass with nothing changed: the root view's setNeedsLayout(), then the window's layoutIfNeeded().
// The two screens' samples alternate, so that the machine's load weighs on both alike. It exits 1 when the
// two screens' frames differ after the first pass or when a pan frame leaves a cell misplaced.
//
// `profile <operation> <count>` runs only `count` operations of one kind, each inside a function of its own,
// for callgrind's instruction counts; operations: first, pan, unchanged (the constraints), framed-first,
// framed-pan, framed-unchanged (the baseline):
//
//     objcopy --strip-debug Benchmarks/.build/release/layout-pass-benchmark /tmp/layout-pass-benchmark
//     valgrind --tool=callgrind --toggle-collect='*profiled*' /tmp/layout-pass-benchmark profile pan 400
import BenchmarkScenes
import Foundation
import ResponderKit

/// Nanoseconds `body` takes.
@inline(never)
func time(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = start.duration(to: clock.now)
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

/// The value below which `fraction` of `values` lie.
func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
}

/// The offset of the pan's `frame`: 0 to 200 points and back, 400 frames a round trip.
func panOffset(_ frame: Int) -> CGFloat {
    let phase = frame % 400
    return CGFloat(phase < 200 ? phase : 400 - phase)
}

/// The first layout pass of a fresh screen.
@inline(never) @MainActor
func profiledFirstPass(_ screen: ConstrainedScreen) { screen.window.layoutIfNeeded() }

/// One frame of the pan: one constant (or the section's offset) changed, then the window's pass.
@inline(never) @MainActor
func profiledPanFrame(_ screen: ConstrainedScreen, _ frame: Int) {
    screen.pan(to: panOffset(frame))
    screen.window.layoutIfNeeded()
}

/// A pass with nothing changed: the root view marked, then the window's pass.
@inline(never) @MainActor
func profiledUnchangedPass(_ screen: ConstrainedScreen) {
    screen.root.setNeedsLayout()
    screen.window.layoutIfNeeded()
}

struct Comparison {
    var name: String
    var constrained: [Double] = []
    var framed: [Double] = []
}

@MainActor
func run(samples: Int) -> Bool {
    var ok = true
    var first = Comparison(name: "first layout pass of a fresh window")
    var pan = Comparison(name: "pan frame: one constant changed, then the pass")
    var unchanged = Comparison(name: "pass with nothing changed (root marked)")
    let application = UIApplication()
    let probe = ConstrainedScreen.constrained(application: application)
    probe.window.layoutIfNeeded()
    let reference = ConstrainedScreen.framed(application: application)
    reference.window.layoutIfNeeded()
    print(
        "realistic screen: \(probe.viewCount) views below the window, \(probe.constraintCount) constraints "
            + "activated by the app")
    if probe.frames != reference.frames {
        let differing = zip(probe.frames, reference.frames).filter { $0 != $1 }.count
        print("  the two screens' frames differ after the first pass (\(differing) views)")
        ok = false
    }
    let steps = 100
    var frame = 0
    var misplaced = 0
    for _ in 0..<samples {
        for isConstrained in [true, false] {
            let screen =
                isConstrained
                ? ConstrainedScreen.constrained(application: application)
                : ConstrainedScreen.framed(application: application)
            let nanoseconds = time { profiledFirstPass(screen) }
            if isConstrained { first.constrained.append(nanoseconds) } else { first.framed.append(nanoseconds) }
            screen.window.isHidden = true
        }
        for screen in [probe, reference] {
            let start = frame
            let nanoseconds = time { for step in 0..<steps { profiledPanFrame(screen, start + step) } }
            if !screen.isPlaced(panOffset: panOffset(start + steps - 1)) { misplaced += 1 }
            let still = time { for _ in 0..<steps { profiledUnchangedPass(screen) } }
            if screen === probe {
                pan.constrained.append(nanoseconds / Double(steps))
                unchanged.constrained.append(still / Double(steps))
            } else {
                pan.framed.append(nanoseconds / Double(steps))
                unchanged.framed.append(still / Double(steps))
            }
        }
        frame += steps
    }
    if misplaced > 0 {
        print("  \(misplaced) pan samples left the first cell misplaced")
        ok = false
    }
    for comparison in [first, pan, unchanged] {
        let p50 = percentile(comparison.constrained, 0.5)
        let baseline = percentile(comparison.framed, 0.5)
        print(
            "  \(comparison.name): constraints p50 \(format(nanoseconds: p50)), p90 "
                + "\(format(nanoseconds: percentile(comparison.constrained, 0.9))); framed p50 \(format(nanoseconds: baseline)), p90 "
                + "\(format(nanoseconds: percentile(comparison.framed, 0.9))); ratio \(format(p50 / baseline, digits: 1))"
        )
    }
    return ok
}

/// Runs `count` operations of one kind (after 100 of warming up for the steady ones); false for an unknown one.
@MainActor
func profile(_ operation: String, _ count: Int) -> Bool {
    let application = UIApplication()
    let isConstrained = !operation.hasPrefix("framed-")
    let kind = isConstrained ? operation : String(operation.dropFirst("framed-".count))
    func make() -> ConstrainedScreen {
        isConstrained
            ? ConstrainedScreen.constrained(application: application)
            : ConstrainedScreen.framed(application: application)
    }
    switch kind {
    case "first":
        for _ in 0..<count {
            let screen = make()
            profiledFirstPass(screen)
            screen.window.isHidden = true
        }
    case "pan", "unchanged":
        let screen = make()
        screen.window.layoutIfNeeded()
        // Warming up outside the profiled functions, so that callgrind counts only the `count` operations.
        for step in 0..<100 {
            screen.pan(to: panOffset(step))
            screen.window.layoutIfNeeded()
        }
        for step in 0..<count {
            if kind == "pan" { profiledPanFrame(screen, 100 + step) } else { profiledUnchangedPass(screen) }
        }
    default:
        return false
    }
    return true
}

let arguments = CommandLine.arguments
if arguments.count > 1 && arguments[1] == "profile" {
    guard arguments.count == 4, let count = Int(arguments[3]),
        MainActor.assumeIsolated({ profile(arguments[2], count) })
    else {
        print("usage: layout-pass-benchmark profile [framed-]first|[framed-]pan|[framed-]unchanged <count>")
        exit(2)
    }
    exit(0)
}
let samples = arguments.count > 1 ? Int(arguments[1]) ?? 21 : 21
exit(MainActor.assumeIsolated { run(samples: samples) } ? 0 : 1)
