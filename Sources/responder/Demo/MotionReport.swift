import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// Prints the motion part: the scene, then for each step what the scripted device did and each
/// device-motion update the application's handler received, timed from the start of the step (as the
/// text part does).
@MainActor
struct MotionReport {
    let scene: MotionScene

    func printScene() {
        print("ResponderKit demo, part 8: motion sensors")
        print("")
        print(
            "The scene (an eighth application and window; frames are (x, y, width, height) in the superview's coordinates):"
        )
        let window = scene.window
        print("  \(window.accessibilityIdentifier ?? "window") \(format(window.frame))")
        for view in window.subviews {
            for line in sceneTreeLines(view, depth: 2, remark: scene.remark(for:)) { print(line) }
        }
        print("  A CMMotionManager's device-motion handler moves the bubble and turns the needle (behaviour 8.6).")
        print("")
        print("How to read each step:")
        print("  Times are seconds on the application's virtual clock since the step began.")
        print("  device: what the scripted device does (DeviceSimulator.turn: accelerometer, gyroscope and")
        print("    magnetometer samples, 100 a second); app: what the application calls.")
        print("  level, compass: each device-motion update the handler received: the attitude's roll, pitch")
        print("    and yaw, gravity in the device's frame (g), where it put the bubble, and the heading.")
    }

    /// Prints a step that started at `start` on the application's clock.
    func printStep(_ step: ControlsStep, startedAt start: TimeInterval) {
        step.printReport(number: "8.\(step.label)", startedAt: start)
    }
}
