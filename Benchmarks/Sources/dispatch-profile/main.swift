// A driver for instruction counts (callgrind) of the dispatch paths, outside the benchmark harness: it runs
// one phase of GestureScene's touch dispatch (or a scroll step, or a hover movement) a given number of
// times, each inside a function of its own, so that callgrind counts only those calls:
//
//     swift build -c release --package-path Benchmarks --product dispatch-profile
//     valgrind --tool=callgrind --toggle-collect='*profiled*' \
//         Benchmarks/.build/release/dispatch-profile land 200
//
// and the total instructions over the count is the figure per operation (docs/performance.md, "Instruction
// counts of the dispatch paths"). Instructions do not move with the machine's load, unlike times, so they
// compare two builds run at different moments. Phases: land, lift, move (1 finger; add `2` for two
// fingers), scroll, hover, type (a key down and up into a UIKeyInput view), type-baseline (the same
// through the hand-written BaselineTyping) and replay (the Replay suite's 60 s recording from its text).
import BenchmarkScenes
import Foundation
import ResponderKit

/// One landing of the fingers (hit-test, gathering eight recognizers, touchesBegan to all).
@inline(never) @MainActor
func profiledLanding(_ driver: TouchDriver, _ points: [CGPoint]) { driver.down(at: points) }

/// One lift after a drag (the recognizers end or fail and reset).
@inline(never) @MainActor
func profiledLift(_ driver: TouchDriver) { driver.lift() }

/// One moved frame in the steady state of a drag (pan, pinch and rotation changing).
@inline(never) @MainActor
func profiledMove(_ driver: TouchDriver) { driver.move() }

/// One continuous scroll step through a scroll view's pan.
@inline(never) @MainActor
func profiledScrollStep(_ step: () -> Void) { step() }

/// One hover movement over a view with a hover recognizer.
@inline(never) @MainActor
func profiledHover(_ step: () -> Void) { step() }

/// One replay of the benchmark's 60 s recording from its text (decode, route, dispatch, report).
@inline(never) @MainActor
func profiledReplay(_ text: String) { _ = try? LongRecording.replay(text) }

/// One typed key (down and up) into a UIKeyInput view, or into the hand-written baseline.
@inline(never) @MainActor
func profiledKey(_ step: () -> Void) { step() }

@MainActor
func run(_ phase: String, count: Int, fingers: Int) {
    let points = fingers == 2 ? GestureScene.twoFingers : GestureScene.oneFinger
    switch phase {
    case "land", "lift", "move":
        let scene = GestureScene()
        let driver = TouchDriver(application: scene.application)
        if phase == "move" {
            driver.down(at: points)
            driver.move(times: 120)
            for _ in 0..<count { profiledMove(driver) }
            driver.lift()
            return
        }
        for _ in 0..<count {
            if phase == "land" { profiledLanding(driver, points) } else { driver.down(at: points) }
            driver.move(times: 120)
            if phase == "lift" { profiledLift(driver) } else { driver.lift() }
            driver.settle()
        }
    case "scroll":
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 1_000_000_000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let driver = PointerDriver(application: application, location: CGPoint(x: 160, y: 240))
        driver.scroll(.began)
        for _ in 0..<120 { driver.scroll(.changed) }
        for _ in 0..<count { profiledScrollStep { driver.scroll(.changed) } }
        driver.scroll(.ended)
    case "hover":
        let application = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let view = UIView(frame: window.bounds)
        view.addGestureRecognizer(UIHoverGestureRecognizer())
        window.addSubview(view)
        window.makeKeyAndVisible()
        let driver = PointerDriver(application: application, location: CGPoint(x: 100, y: 200))
        for _ in 0..<120 { driver.hover() }
        for _ in 0..<count { profiledHover { driver.hover() } }
    case "type", "type-baseline":
        let scene = TypingScene()
        let baseline = BaselineTyping(target: scene.view)
        scene.type(times: 260)
        baseline.type(times: 260)
        for index in 0..<count {
            let usage = UIKeyboardHIDUsage(rawValue: 4 + index % 26)
            if phase == "type" { profiledKey { scene.type(usage) } } else { profiledKey { baseline.type(usage) } }
        }
    case "replay":
        let text = LongRecording.evemuText(seconds: 60).text
        for _ in 0..<count { profiledReplay(text) }
    default:
        print("usage: dispatch-profile land|lift|move|scroll|hover|type|type-baseline|replay [count] [fingers]")
        exit(2)
    }
}

let arguments = CommandLine.arguments
let phase = arguments.count > 1 ? arguments[1] : ""
let count = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
let fingers = arguments.count > 3 ? Int(arguments[3]) ?? 1 : 1
MainActor.assumeIsolated { run(phase, count: count, fingers: fingers) }
