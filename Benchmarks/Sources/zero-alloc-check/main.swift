// A plain pass/fail check, outside the benchmark harness, that a moved touch allocates nothing in the
// steady state of a drag through GestureScene (eight recognizers on the hit path, pan, pinch and
// rotation changing together), that a continuous scroll step through a scroll view and its pan
// allocates nothing either (behaviour 12.3), and neither does a hovering pointer's movement (behaviour 12.1). Exits 0 when no allocation was counted, 1 when one was, 2 when the
// counter does not work.
//
//     cd Benchmarks && swift build -c release --product zero-alloc-check && .build/release/zero-alloc-check
//
// The counts come from ordo-one's malloc interposer. Linking it is enough on Linux when its library
// comes before libc in the load order (it does here); otherwise preload it with
// LD_PRELOAD=.build/release/libMallocInterposerSwift.so. The check makes one allocation of its own first
// and refuses to trust a zero if that one was not counted.
import BenchmarkScenes
import Foundation
import MallocInterposerSwift
import ResponderKit

@MainActor
func countMallocs(_ body: () -> Void) -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
}

/// One heap allocation the interposer must see (kept out of the optimizer's reach).
nonisolated(unsafe) var probeSink: UnsafeMutableRawPointer?

@inline(never)
func allocateOnce() {
    probeSink = malloc(64)
}

@MainActor
func check() -> Int32 {
    let probe = countMallocs { allocateOnce() }
    free(probeSink)
    guard probe > 0 else {
        print(
            "zero-alloc-check: the malloc interposer is not counting; run with",
            "LD_PRELOAD=<build folder>/libMallocInterposerSwift.so")
        return 2
    }
    let scene = GestureScene()
    let driver = TouchDriver(application: scene.application)
    var failed = false
    for (label, points) in [("1 finger", GestureScene.oneFinger), ("2 fingers", GestureScene.twoFingers)] {
        driver.down(at: points)
        driver.move(times: 120)
        let moves = 10_000
        let clock = ContinuousClock()
        let start = clock.now
        let mallocs = countMallocs { driver.move(times: moves) }
        let elapsed = start.duration(to: clock.now)
        driver.lift()
        driver.settle()
        let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
        print(
            "moved touch, \(label), 8 recognizers: \(mallocs) mallocs in \(moves) moves",
            "(\(Int(nanoseconds / Double(moves))) ns per move, counting included)")
        if mallocs > 0 { failed = true }
    }
    if scrollStepMallocs() > 0 { failed = true }
    for withRecognizer in [false, true] where hoverMoveMallocs(withRecognizer: withRecognizer) > 0 { failed = true }
    print(
        failed
            ? "FAIL: a moved touch, a scroll step or a hover movement allocates"
            : "OK: a moved touch, a scroll step and a hover movement allocate nothing")
    return failed ? 1 : 0
}

/// A trackpad scroll through a scroll view (behaviour 12.3): once the scroll began, each continuous step goes
/// through the run loop, the scroll view's pan and the scroll view, and should allocate nothing.
@MainActor
func scrollStepMallocs() -> Int {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
    let scrollView = UIScrollView(frame: window.bounds)
    scrollView.contentSize = CGSize(width: 320, height: 1_000_000_000)
    window.addSubview(scrollView)
    window.makeKeyAndVisible()
    var time: TimeInterval = 0
    func step(_ phase: PointerGesturePhase) {
        time += 1.0 / 120
        application.enqueue(
            .scroll(
                ScrollInput(
                    timestamp: time, device: .trackpad, location: CGPoint(x: 160, y: 240),
                    kind: .continuous, phase: phase, delta: CGVector(dx: 0, dy: -1))))
        application.runUntilIdle()
    }
    step(.began)
    for _ in 0..<120 { step(.changed) }
    let steps = 10_000
    let mallocs = countMallocs { for _ in 0..<steps { step(.changed) } }
    step(.ended)
    print("scroll event, continuous, through a scroll view: \(mallocs) mallocs in \(steps) steps")
    return mallocs
}

/// A hovering pointer (behaviour 12.1): once it hovers over the window, each movement goes through the run
/// loop, the hover hit-test, the hover event and the pointer-interaction walk, and should allocate nothing;
/// with a `UIHoverGestureRecognizer` on the view, its changes too.
@MainActor
func hoverMoveMallocs(withRecognizer: Bool) -> Int {
    let application = UIApplication()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
    let view = UIView(frame: window.bounds)
    var changes = 0
    if withRecognizer {
        let hover = UIHoverGestureRecognizer()
        hover.addAction { _ in changes += 1 }
        view.addGestureRecognizer(hover)
    }
    window.addSubview(view)
    window.makeKeyAndVisible()
    var time: TimeInterval = 0
    var x: CGFloat = 100
    func move() {
        time += 1.0 / 120
        x = x == 100 ? 101 : 100
        application.enqueue(
            .pointer(PointerInput(timestamp: time, device: .mouse, location: CGPoint(x: x, y: 240))))
        application.runUntilIdle()
    }
    for _ in 0..<120 { move() }
    let moves = 10_000
    let mallocs = countMallocs { for _ in 0..<moves { move() } }
    print(
        "hover movement, \(withRecognizer ? "with a hover recognizer" : "plain view"): \(mallocs) mallocs in",
        "\(moves) moves (\(changes) recognizer actions)")
    return mallocs
}

exit(MainActor.assumeIsolated { check() })
