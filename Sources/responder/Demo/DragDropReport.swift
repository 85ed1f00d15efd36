import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the drag and drop part: the scene, then for each step the delegates' callbacks and the window's
/// explanation lines, in order, timed from the start of the step (as the list part does).
@MainActor
struct DragDropReport {
    let scene: DragAndDropScene

    func printScene() {
        print("ResponderKit demo, part 5: drag and drop, and a context menu")
        print("")
        print(
            "The scene (a fifth application and window; frames are (x, y, width, height) in the superview's coordinates):"
        )
        let window = scene.window
        print("  \(window.accessibilityIdentifier ?? "window") \(format(window.frame))")
        for view in window.subviews { for line in treeLines(view, depth: 2) { print(line) } }
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step began.")
        print("    After each step the clock runs on for 1 s.")
        print("  finger: the input the script sends; card A, todoList, basket, photoMenu, photo…: the drag,")
        print("    drop and context menu delegates' methods (and the menu's handlers) as they are called.")
        print("  Lines starting with \"window:\" come from the window's explanation log (DispatchLog): why a drag")
        print("    did or did not begin, what each drop target proposed, why a drop was refused, recognizers")
        print("    beginning, ending or failing with their causes, and touches taken from views.")
    }

    private func treeLines(_ view: UIView, depth: Int) -> [String] {
        let indent = String(repeating: "  ", count: depth)
        let name = view.accessibilityIdentifier ?? "\(type(of: view))"
        var lines = [indent + "\(name) \(format(view.frame))" + (scene.remark(for: view).map { ": \($0)" } ?? "")]
        for recognizer in view.gestureRecognizers ?? [] {
            lines.append(indent + "  recognizer \(recognizer.explanationName) (\(type(of: recognizer)))")
        }
        for subview in view.subviews { lines += treeLines(subview, depth: depth + 1) }
        return lines
    }

    /// Prints a step that started at `start` on the application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        print("")
        print("Step 5.\(step.label). \(step.title)")
        print("   \(step.explanation)")
        let lines = step.log.lines.map { TimedLine(time: $0.time, key: $0.key, text: $0.text) }
        section("What happened", timeline(lines, since: start))
        if let result = step.result { section("Result", result()) }
    }

    private func section(_ heading: String, _ lines: [String]) {
        print("  \(heading):")
        if lines.isEmpty { print("    (nothing)") }
        for line in lines { print("    " + line) }
    }
}
