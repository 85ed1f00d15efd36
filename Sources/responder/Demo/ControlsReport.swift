import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the controls part: the scene, then for each step what happened, in order, timed from the
/// start of the step.
@MainActor
struct ControlsReport {
    let scene: ControlsScene
    let quickActions: QuickActionScene

    func printScene() {
        print("ResponderKit demo, part 3: controls, scroll views, and events that are not touches")
        print("")
        print(
            "The scene (a third application and window; frames are (x, y, width, height) in the superview's coordinates):"
        )
        let window = scene.window
        print(
            "  \(window.accessibilityIdentifier ?? "window") \(format(window.frame)), root view controller: ControlsViewController"
        )
        for view in window.subviews { printTree(view, depth: 2) }
        print("  and a mail application of its own, not launched yet, with home-screen quick actions (step 6)")
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step began.")
        print("    After each step the clock runs on for 1 s, so no tap counts as a repeat of the previous step's.")
        print("  Each line says who noticed what, as it happened:")
        print("    finger, device, keyboard, home screen: the input the script sends, through the test simulators;")
        print("    poll: the script reading a property;")
        print("    a view, controller or delegate name: a method of the demo's code that was just called.")
        print("  Lines starting with \"window:\" come from the window's explanation log (DispatchLog): recognizer")
        print("    state changes with their causes, touches held back from views, released to them or cancelled,")
        print("    and the touch methods the window called on views.")
        print("  A run of alike display frames is printed as its first and last frame.")
    }

    private func printTree(_ view: UIView, depth: Int) {
        for line in sceneTreeLines(view, depth: depth, remark: scene.remark(for:)) { print(line) }
    }

    /// Prints a step that started at `start` on its application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        let clock = step.log === quickActions.log ? "the mail application's clock" : "the application's clock"
        step.printReport(
            number: step.label, startedAt: start, notes: ["The step starts at \(format(CGFloat(start))) s on \(clock)."]
        )
    }
}
