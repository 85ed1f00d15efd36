import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Keyframes and transitions (docs/behaviour/animation.md, 19.5; Apple's
// `animateKeyframes(withDuration:delay:options:animations:completion:)`,
// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`,
// `transition(with:duration:options:animations:completion:)` and `transition(from:to:duration:options:completion:)`).

@Suite("Keyframes and transitions")
@MainActor
struct KeyframeAndTransitionTests {
    @Test("Keyframes run in their relative slices and chain; one completion at the end (19.5)")
    func keyframes() {
        let (scene, view) = sceneWith(UIView())
        var finishedAt: TimeInterval?
        UIView.animateKeyframes(
            withDuration: 2, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) { view.center.x = 50 }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { view.alpha = 0 }
            }
        ) { _ in finishedAt = scene.application.clock.now }
        #expect(view.center.x == 50 && view.alpha == 0)
        let presented = { view.layer.presentation()! }
        scene.application.advance(by: 0.5)
        #expect(abs(presented().position.x - 100) < 1e-9)
        scene.application.advance(by: 0.5)
        #expect(abs(presented().position.x - 150) < 1e-9)
        scene.application.advance(by: 0.25)
        #expect(abs(presented().position.x - 100) < 1e-9)
        #expect(presented().opacity == 1)
        scene.application.advance(by: 0.5)
        #expect(abs(presented().opacity - 0.5) < 1e-6)
        #expect(finishedAt == nil)
        scene.application.advance(by: 0.25)
        #expect(finishedAt.map { abs($0 - 2) < 1e-12 } == true)
    }

    @Test("transition(with:) changes at once; the view ignores touches until it ends (19.3, 19.5)")
    func transitionWithView() {
        let (scene, view) = sceneWith(RecordingView())
        var finished: Bool?
        UIView.transition(
            with: view, duration: 0.5, options: .transitionFlipFromLeft,
            animations: {
                view.backgroundColor = .red
            }
        ) { finished = $0 }
        #expect(view.layer.presentation()!.backgroundColor == UIColor.red.cgColor)
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods.isEmpty)
        scene.application.advance(by: 0.5)
        #expect(finished == true)
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods == [.began, .ended])
    }

    @Test(
        "transition(from:to:) puts toView in fromView's place; with .showHideTransitionViews it hides and shows (19.5)")
    func transitionFromTo() {
        let scene = TestScene()
        let below = scene.add(UIView()), from = scene.add(UIView()), above = scene.add(UIView())
        let to = UIView()
        var finished: Bool?
        UIView.transition(from: from, to: to, duration: 0.3, options: .transitionCrossDissolve) { finished = $0 }
        #expect(from.superview == nil)
        #expect(scene.rootView.subviews == [below, to, above])
        scene.application.advance(by: 0.3)
        #expect(finished == true)

        let hidden = scene.add(UIView())
        hidden.isHidden = true
        UIView.transition(from: above, to: hidden, duration: 0.3, options: .showHideTransitionViews)
        #expect(above.isHidden && !hidden.isHidden)
        #expect(above.superview === scene.rootView)
    }
}
