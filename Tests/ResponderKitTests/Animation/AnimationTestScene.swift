import Foundation
import ResponderKit
import ResponderKitTesting

/// A test scene with `view` added at (0, 0, 100 × 100), its center at (50, 50): the start of most
/// animation tests.
@MainActor
func sceneWith<View: UIView>(_ view: View) -> (TestScene, View) {
    let scene = TestScene()
    view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    return (scene, scene.add(view))
}

/// The presented x of the view's center (`layer.presentation()`).
@MainActor
func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }
