import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UIPanGestureRecognizer (behaviour 5.3)")
struct PanRecognizerTests {
    @Test("behaviour 4.3: a pan sends began, changed for every move, ended; never an action on failure")
    func panActions() {
        let scene = NamedGestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        var translations: [CGFloat] = []
        pan.addAction { r in translations.append((r as! UIPanGestureRecognizer).translation(in: scene.view).x) }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.2)
        #expect(scene.actions.first == "pan:began")
        #expect(scene.actions.last == "pan:ended")
        #expect(scene.actions.dropFirst().dropLast().allSatisfy { $0 == "pan:changed" })
        #expect(scene.actions.count > 5)
        // behaviour 11: the first translation already includes the hysteresis distance.
        #expect(translations.first! > 10)
        #expect(abs(translations.last! - 100) < 0.001)
        #expect(scene.view.methods == [.began, .moved, .cancelled])
        scene.actions.removeAll()
        scene.touches.tap(at: CGPoint(x: 50, y: 100))
        #expect(scene.actions.isEmpty)
    }

    @Test(
        "behaviour 5.3: translation is measured from the touch-down centroid; setTranslation rebases it and resets velocity"
    )
    func panSetTranslation() {
        let scene = NamedGestureScene()
        let pan = scene.add(UIPanGestureRecognizer(), name: "pan")
        var afterReset: [CGPoint] = []
        var velocities: [CGPoint] = []
        pan.addAction { r in
            let pan = r as! UIPanGestureRecognizer
            velocities.append(pan.velocity(in: nil))
            afterReset.append(pan.translation(in: nil))
            pan.setTranslation(.zero, in: nil)
        }
        scene.touches.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 150, y: 100), duration: 0.25)
        // Each action sees only the movement since the previous one.
        #expect(afterReset.dropFirst().allSatisfy { $0.x < 10 && $0.x >= 0 })
        #expect(velocities.dropFirst(2).dropLast().contains { $0.x > 300 })
    }
}
