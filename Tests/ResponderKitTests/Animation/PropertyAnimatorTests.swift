import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIViewPropertyAnimator on the application's clock (docs/behaviour/animation.md, 19.4; Apple's
// `UIViewPropertyAnimator`, `UIViewAnimating`, `fractionComplete`, `scrubsLinearly`,
// `continueAnimation(withTimingParameters:durationFactor:)`, `stopAnimation(_:)`, `finishAnimation(at:)`).

@Suite("Property animators")
@MainActor
struct PropertyAnimatorTests {
    private func scene() -> (TestScene, UIView) { sceneWith(UIView()) }

    @Test("States after each call: inactive, active running, active paused, inactive with .end (19.4)")
    func statesAndCompletion() {
        let (scene, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { positions.append($0) }
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 50)
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 150)
        scene.application.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        #expect(abs(presentedX(view) - 75) < 1e-9)
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        scene.application.advance(by: 1)
        #expect(animator.fractionComplete == 0.25)
        #expect(positions.isEmpty)
        animator.startAnimation()
        scene.application.advance(by: 0.75)
        #expect(positions == [.end])
        #expect(animator.state == .inactive)
        #expect(presentedX(view) == 150)
    }

    @Test("The curve applies to the presentation, not to fractionComplete (19.4)")
    func curveAndFraction() {
        let (scene, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 150 }
        animator.startAnimation()
        scene.application.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        #expect(abs(presentedX(view) - (50 + 100 * 0.1291619310473198)) < 1e-9)
    }

    @Test("fractionComplete on an inactive animator makes it active and paused; it scrubs linearly (19.4)")
    func scrubbing() {
        let (_, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 150 }
        animator.fractionComplete = 0.5
        #expect(animator.state == .active && !animator.isRunning)
        #expect(presentedX(view) == 100)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        #expect(abs(presentedX(view) - (50 + 100 * 0.3153568125725393)) < 1e-9)
    }

    @Test("fractionComplete cannot be set while running (19.4)")
    func noScrubbingWhileRunning() {
        let (scene, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation()
        scene.application.advance(by: 0.5)
        animator.fractionComplete = 0.9
        #expect(animator.fractionComplete == 0.5)
    }

    @Test("Reversed, it runs back to the start, the model takes the start values and completions get .start (19.4)")
    func reversed() {
        let (scene, view) = scene()
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { position = $0 }
        animator.startAnimation()
        scene.application.advance(by: 0.5)
        animator.isReversed = true
        scene.application.advance(by: 0.25)
        #expect(abs(animator.fractionComplete - 0.25) < 1e-12)
        #expect(abs(presentedX(view) - 75) < 1e-9)
        scene.application.advance(by: 0.25)
        #expect(position == .start)
        #expect(view.center.x == 50)
    }

    @Test("stopAnimation(true) leaves the views where they are, inactive, with no completion (19.4)")
    func stopWithoutFinishing() {
        let (scene, view) = scene()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        scene.application.advance(by: 0.5)
        animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        #expect(view.center.x == 100)
        #expect(presentedX(view) == 100)
        scene.application.advance(by: 1)
        #expect(!called)
    }

    @Test("stopAnimation(false) then finishAnimation(at:) sets the values of that position (19.4)")
    func stopThenFinish() {
        for (position, x) in [(UIViewAnimatingPosition.end, 150.0), (.start, 50), (.current, 100)] {
            let (scene, view) = scene()
            var reported: UIViewAnimatingPosition?
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
            animator.addCompletion { reported = $0 }
            animator.startAnimation()
            scene.application.advance(by: 0.5)
            animator.stopAnimation(false)
            #expect(animator.state == .stopped)
            #expect(reported == nil)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive)
            #expect(reported == position)
            #expect(abs(view.center.x - x) < 1e-9)
        }
    }

    @Test("pausesOnCompletion keeps it active and paused at the end, without completions (19.4)")
    func pausesOnCompletion() {
        let (scene, view) = scene()
        var called = false
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.pausesOnCompletion = true
        animator.addCompletion { _ in called = true }
        animator.startAnimation()
        scene.application.advance(by: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 1)
        #expect(!called)
        animator.isReversed = true
        animator.startAnimation()
        scene.application.advance(by: 0.5)
        #expect(abs(presentedX(view) - 100) < 1e-9)
    }

    @Test("startAnimation(afterDelay:) waits; animations added while running use the remaining time (19.4)")
    func delayAndAddedAnimations() {
        let (scene, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 150 }
        animator.startAnimation(afterDelay: 0.5)
        #expect(animator.delay == 0.5)
        scene.application.advance(by: 0.5)
        #expect(presentedX(view) == 50)
        scene.application.advance(by: 0.5)
        animator.addAnimations { view.alpha = 0 }
        #expect(view.layer.presentation()!.opacity == 1)
        scene.application.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-6)
    }

    @Test("runningPropertyAnimator starts at once; its views ignore touches without .allowUserInteraction (19.3, 19.4)")
    func runningPropertyAnimator() {
        let (scene, view) = sceneWith(RecordingView())
        var position: UIViewAnimatingPosition?
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 1, delay: 0, options: [], animations: { view.alpha = 0.5 }
        ) { position = $0 }
        #expect(animator.state == .active && animator.isRunning)
        #expect(!animator.isUserInteractionEnabled)
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods.isEmpty)
        scene.application.advance(by: 1)
        #expect(position == .end)
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods == [.began, .ended])
    }

    @Test("A property animator's views take touches by default (isUserInteractionEnabled, 19.4)")
    func animatorViewsTakeTouches() {
        let (scene, view) = sceneWith(RecordingView())
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0.5 }
        animator.startAnimation()
        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.methods == [.began, .ended])
    }

    @Test("A spring animator with mass, stiffness and damping lasts the spring's settling time (19.2)")
    func physicalSpring() {
        let parameters = UISpringTimingParameters(
            mass: 1, stiffness: 100, damping: 20, initialVelocity: CGVector(dx: 0, dy: 0))
        let animator = UIViewPropertyAnimator(duration: 5, timingParameters: parameters)
        // ω = 10, ζ = 1: the envelope falls to 0.001 after ln(1000) / 10 s.
        #expect(abs(animator.duration - log(1000) / 10) < 1e-12)
        #expect(parameters.timingCurveType == .spring)
        #expect(UICubicTimingParameters().controlPoint1 == CGPoint(x: 0.42, y: 0))
    }

    @Test("The interactive transition: a pan scrubs fractionComplete, release continues to the end (19.4)")
    func panDrivenTransition() {
        let scene = TestScene()
        let card = scene.add(UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100)))
        var animator: UIViewPropertyAnimator?
        var fractions: [CGFloat] = []
        var ended: (TimeInterval, UIViewAnimatingPosition)?
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            switch pan.state {
            case .began:
                let transition = UIViewPropertyAnimator(duration: 1, curve: .easeOut) { card.center.x = 250 }
                transition.addCompletion { ended = (scene.application.clock.now, $0) }
                transition.pauseAnimation()
                animator = transition
            case .changed:
                animator?.fractionComplete = pan.translation(in: scene.window).x / 200
                fractions.append(animator?.fractionComplete ?? -1)
            case .ended:
                animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            default: break
            }
        }
        scene.window.addGestureRecognizer(pan)
        let finger = scene.touches.touchDown(at: CGPoint(x: 50, y: 250))
        for x in stride(from: 60, through: 150, by: 10) {
            scene.touches.wait(0.02)
            scene.touches.move(finger, to: CGPoint(x: CGFloat(x), y: 250))
        }
        #expect(animator?.isRunning == false)
        #expect(fractions.last == 0.5)
        #expect(card.layer.presentation()!.position.x == 150)
        scene.touches.lift(finger)
        #expect(animator?.isRunning == true)
        let released = scene.application.clock.now
        scene.application.advance(by: 1)
        // Half the distance remained: half the duration.
        #expect(ended.map { abs($0.0 - (released + 0.5)) < 1e-9 && $0.1 == .end } == true)
        #expect(card.center.x == 250)
    }
}
