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
        sceneTreeLines(view, depth: depth, recognizerName: { $0.explanationName }, remark: scene.remark(for:))
    }

    /// Prints a step that started at `start` on the application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        step.printReport(number: "5.\(step.label)", startedAt: start)
    }
}
