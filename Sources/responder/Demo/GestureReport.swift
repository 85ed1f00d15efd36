import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the gesture part: the scene with its recognizers, then for each step the window's
/// explanation log and what the actions printed, both timed from the start of the step.
@MainActor
struct GestureReport {
    let scene: GestureScene
    private var stepNumber = 0

    init(scene: GestureScene) {
        self.scene = scene
    }

    func printScene() {
        print("ResponderKit demo, part 2: gesture recognizers and how they compete for touches")
        print("")
        print(
            "The scene (a second application and window; frames are (x, y, width, height) in the superview's coordinates):"
        )
        let window = scene.window
        print(
            "  \(window.accessibilityIdentifier ?? "window") \(format(window.frame)), root view controller: UIViewController"
        )
        for view in window.subviews { printTree(view, depth: 2) }
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step's first touch went down.")
        print(
            "    After the script the clock runs on for 1 s, so deadlines (tap intervals, long press) fire within the step."
        )
        print("  Explanation log: the window's DispatchLog. For each touch, the recognizers taking part; every state")
        print("    change with its cause; recognizers waiting for another to fail; touches held back from the view and")
        print("    released; the view's touches cancelled when a recognizer takes them; and what the view was sent.")
        print("    A view whose isMultipleTouchEnabled is false (the default) is sent only its first finger; its")
        print("    recognizers still get every finger. A display frame that repeats the previous one is printed once.")
        print("  What the actions printed: the recognizers' target methods, \"name state: ...\", in the recognizer's")
        print("    view's coordinates. A long run of changes is shortened to its first and last display frame.")
    }

    private func printTree(_ view: UIView, depth: Int) {
        for line in sceneTreeLines(view, depth: depth, remark: scene.remark(for:)) { print(line) }
    }

    /// Prints a step that started at `start` on the application's clock.
    mutating func printStep(_ step: GestureStep, startedAt start: TimeInterval) {
        stepNumber += 1
        print("")
        print("Step \(stepNumber). \(step.title)")
        print("   \(step.explanation)")
        print("   The step starts at \(format(CGFloat(start))) s on the application's clock.")
        let logLines = scene.dispatchLog.records.flatMap { record in
            DispatchLog.describe(record.entry).map { TimedLine(time: record.time, key: $0, text: $0) }
        }
        printSection("Explanation log", timeline(logLines, since: start))
        let actionLines = scene.actionLog.lines.map {
            TimedLine(time: $0.time, key: "\($0.recognizer) \($0.state)", text: $0.text)
        }
        printSection("What the actions printed", timeline(actionLines, since: start))
        if let result = step.result { printSection("Result", result()) }
    }
}
