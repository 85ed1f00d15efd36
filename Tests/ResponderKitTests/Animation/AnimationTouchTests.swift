import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Touches and animating views (docs/behaviour/animation.md, 19.3; Apple's `isUserInteractionEnabled`:
// "During an animation, user interactions are temporarily disabled for all views involved in the
// animation, regardless of the value in this property. You can disable this behavior by specifying the
// allowUserInteraction option when configuring the animation.").

@Suite("Touches on animating views")
@MainActor
struct AnimationTouchTests {
    private func scene() -> (TestScene, RecordingView) {
        let (scene, view) = sceneWith(RecordingView())
        view.accessibilityIdentifier = "card"
        return (scene, view)
    }

    @Test("A view animating without .allowUserInteraction ignores touches until its animation ends (19.3)")
    func animatingViewIgnoresTouches() {
        let (scene, view) = scene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods.isEmpty)
        #expect(scene.rootView.methods == [.began, .ended])
        #expect(log.lines.contains { $0.contains("card: skipped, animating without .allowUserInteraction") })
        scene.application.advance(by: 1)
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods == [.began, .ended])
    }

    @Test("With .allowUserInteraction the animating view takes touches (19.3)")
    func allowUserInteraction() {
        let (scene, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.5 })
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods == [.began, .ended])
    }

    @Test("Hit-testing uses the model values: a touch where the view appears misses it, and the log says why (19.3)")
    func hitTestingUsesTheModel() {
        let (scene, view) = scene()
        let log = DispatchLog()
        scene.application.dispatchLog = log
        UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .curveLinear]) {
            view.center = CGPoint(x: 250, y: 50)
        }
        scene.application.advance(by: 0.25)
        // Presented at x 50...150 (a quarter of the way); the model frame is x 200...300.
        #expect(view.layer.presentation()!.frame.minX == 50)
        scene.touches.tap(at: CGPoint(x: 60, y: 50))
        #expect(view.methods.isEmpty)
        #expect(
            log.lines.contains {
                $0.contains("card: at (-140, 50) is outside its bounds, though the view appears there mid-animation")
                    && $0.hasSuffix("hit-testing uses the model values (where the animation ends)")
            })
        scene.touches.tap(at: CGPoint(x: 250, y: 50))
        #expect(view.methods == [.began, .ended])
    }
}
