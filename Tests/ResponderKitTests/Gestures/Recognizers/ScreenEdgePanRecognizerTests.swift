import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UIScreenEdgePanGestureRecognizer (behaviour 4.4)")
struct ScreenEdgePanRecognizerTests {
    @Test("behaviour 4.4: a screen-edge pan begins only from a configured edge")
    func screenEdge() {
        let scene = NamedGestureScene()
        let edge = scene.add(UIScreenEdgePanGestureRecognizer(), name: "edge")
        edge.edges = .left
        scene.touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(scene.actions.isEmpty)
        scene.touches.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 100, y: 100), duration: 0.2)
        #expect(scene.actions.first == "edge:began")
        #expect(scene.actions.last == "edge:ended")
    }
}
