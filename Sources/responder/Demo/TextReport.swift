import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the text part: the scene, then for each step the delegates' and targets' calls, the keyboard
/// and the text interaction's lines, in order, timed from the start of the step (as the list part does).
@MainActor
struct TextReport {
    let scene: TextInputScene

    func printScene() {
        print("ResponderKit demo, part 6: text input")
        print("")
        print(
            "The scene (a sixth application and window; frames are (x, y, width, height) in the superview's coordinates):"
        )
        let window = scene.window
        print("  \(window.accessibilityIdentifier ?? "window") \(format(window.frame))")
        for view in window.subviews {
            let lines = sceneTreeLines(
                view, depth: 2, listsRecognizers: { !($0 is UITextField || $0 is UITextView) },
                remark: scene.remark(for:))
            for line in lines { print(line) }
        }
        print("  Each text field and the text view has a UITextInteraction (taps, press, drag, edit menu; 17.9).")
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step began.")
        print("  finger, keyboard (the on-screen keyboard): what the user does; keyboard: shown for…: the")
        print("    input-view presenter following the first responder; poll: the script reading a value.")
        print("  usernameField, passwordField, notes: their delegate's methods with its answers, and their")
        print("    control events (.editingChanged); form: the form's own targets. Ranges are NSRange")
        print("    {location, length} in UTF-16 units; the edit menu names its items by selector (copy:).")
        print("  \"window:\" lines come from the window's explanation log (DispatchLog): what the text")
        print("    interaction selected and what its edit menu listed.")
    }

    /// Prints a step that started at `start` on the application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        step.printReport(number: "6.\(step.label)", startedAt: start)
    }
}
