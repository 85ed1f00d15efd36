import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the list part: the scene, then for each step the controllers' callbacks and the window's
/// explanation lines, in order, timed from the start of the step (as the controls part does).
@MainActor
struct ListReport {
    let scene: ListScene

    func printScene() {
        print("ResponderKit demo, part 4: a list in a navigation controller")
        print("")
        print(
            "The scene (a fourth application and window; frames are (x, y, width, height) in the superview's coordinates):"
        )
        let window = scene.window
        print(
            "  \(window.accessibilityIdentifier ?? "window") \(format(window.frame)), root view controller: "
                + "UINavigationController, its root MailboxViewController (a UITableViewController)")
        for view in window.subviews { for line in treeLines(view, depth: 2) { print(line) } }
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step began.")
        print("    After each step the clock runs on for 1 s, so transitions end and no tap repeats the last one.")
        print("  finger: the touches the script sends; mailbox and message: the view controllers' methods")
        print("    (the table's data source and delegate, the appearance callbacks) as they are called.")
        print("  Lines starting with \"window:\" come from the window's explanation log (DispatchLog): why a row")
        print("    was or was not selected, recognizers beginning, ending or failing with their causes, and")
        print("    touches taken from views.")
    }

    /// The hierarchy, a cell per line (its content view and labels are left out).
    private func treeLines(_ view: UIView, depth: Int) -> [String] {
        sceneTreeLines(view, depth: depth, descendsInto: { !($0 is UITableViewCell) }, remark: scene.remark(for:))
    }

    /// Prints a step that started at `start` on the application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        step.printReport(number: "4.\(step.label)", startedAt: start)
    }
}
