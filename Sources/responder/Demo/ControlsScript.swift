import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting

/// The controls part's input, in order: touches, a shake, media keys, keyboard shortcuts, quick actions
/// and force presses, each from the simulator a test would use. Points are computed from the views they
/// aim at.
@MainActor
struct ControlsScript {
    let touches: TouchSimulator
    let keyboard: KeyboardSimulator
    let device: DeviceSimulator
    let steps: [ControlsStep]

    init(scene: ControlsScene, quickActions: QuickActionScene) {
        touches = TouchSimulator(application: scene.app)
        keyboard = KeyboardSimulator(application: scene.app)
        device = DeviceSimulator(application: scene.app)
        steps =
            ButtonSteps(scene: scene, touches: touches).steps
            + ScrollViewSteps(scene: scene, touches: touches).steps
            + ResponderSteps(scene: scene, keyboard: keyboard, device: device).steps
            + ForceTouchSteps(scene: scene, device: device, quickActions: quickActions).steps
    }
}
