import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A 320×480 test scene (its root view fills the window) with a recorder of recognizer actions, as
/// "name:state" strings. Shared by the arbitration suite and the per-recognizer suites.
@MainActor
final class NamedGestureScene {
    let scene = TestScene(size: CGSize(width: 320, height: 480))
    var app: UIApplication { scene.application }
    var window: UIWindow { scene.window }
    var view: RecordingView { scene.rootView }
    var touches: TouchSimulator { scene.touches }
    var actions: [String] = []

    /// Adds `recognizer` to `target` (default: the view) and records "name:state" for each action.
    @discardableResult
    func add<R: UIGestureRecognizer>(_ recognizer: R, name: String, to target: UIView? = nil) -> R {
        recognizer.name = name
        recognizer.addAction { [unowned self] r in self.actions.append("\(name):\(r.state)") }
        (target ?? view).addGestureRecognizer(recognizer)
        return recognizer
    }
}
