import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the layout part: the scene with the frames of the first layout pass, then for each step what
/// the pan, the animation and the controller reported, the frames after each pass, in order, timed from
/// the start of the step (as the text part does).
@MainActor
struct LayoutReport {
    let scene: LayoutScene

    func printScene() {
        print("ResponderKit demo, part 7: Auto Layout")
        print("")
        print(
            "The scene (a seventh application and window; every frame below comes from the constraints, solved by"
        )
        print("the first layout pass, made when the window was shown; (x, y, width, height) in the superview's")
        print("coordinates; the screen's status bar covers the top \(format(LayoutScene.statusBarHeight)) points):")
        let window = scene.window
        print("  \(window.accessibilityIdentifier ?? "window") \(format(window.frame))")
        for view in window.subviews {
            let lines = sceneTreeLines(
                view, depth: 2, listsRecognizers: { !($0 is UITextField) }, remark: scene.remark(for:))
            for line in lines { print(line) }
        }
        print("  Each text field has a UITextInteraction (behaviour 17.9); the app set no view's frame.")
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step began.")
        print("  finger: the input the script sends; poll: the script reading a value; layout pass: the")
        print("    window's layoutIfNeeded(), the pass the run loop makes before a frame is drawn.")
        print("  sheetPan: the pan's action (it sets sheetTop.constant); sheet: the snap animation's completion;")
        print("    root: the view controller; form: the button's .touchUpInside action.")
    }

    /// Prints a step that started at `start` on the application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        step.printReport(number: "7.\(step.label)", startedAt: start)
    }
}
