import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Animation blocks on the application's clock (docs/behaviour/animation.md, 19.1 and 19.2; Apple's
// `animate(withDuration:delay:options:animations:completion:)`, `UIView.AnimationOptions` and
// `CALayer.presentation()`): the model changes at once, the presentation follows the curve, the
// completion runs on the clock.

@Suite("Animation blocks")
@MainActor
struct AnimationBlockTests {
    private func scene() -> (TestScene, UIView) { sceneWith(UIView()) }

    @Test("The model value changes at once; the presented value follows ease-in-ease-out (19.1, 19.2)")
    func modelAtOncePresentationAlongTheCurve() {
        let (scene, view) = scene()
        UIView.animate(withDuration: 1) { view.center.x = 150 }
        #expect(view.center.x == 150)
        #expect(view.frame.origin.x == 100)
        #expect(presentedX(view) == 50)
        scene.application.advance(by: 0.25)
        // CAMediaTimingFunction easeInEaseOut (0.42, 0, 0.58, 1) at x = 0.25 is 0.1291619310...
        #expect(abs(presentedX(view) - (50 + 100 * 0.1291619310473198)) < 1e-9)
        scene.application.advance(by: 0.25)
        #expect(abs(presentedX(view) - 100) < 1e-9)
        scene.application.advance(by: 0.5)
        #expect(presentedX(view) == 150)
    }

    @Test(
        "animationKeys() names the layer key paths animating, and is nil when nothing does (Apple's CALayer.animationKeys())"
    )
    func animationKeys() {
        let (scene, view) = scene()
        #expect(view.layer.animationKeys() == nil)
        UIView.animate(withDuration: 1) {
            view.center.x = 150
            view.alpha = 0.5
        }
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"])
        scene.application.advance(by: 1)
        #expect(view.layer.animationKeys() == nil)
    }

    @Test("Each named curve has CAMediaTimingFunction's control points (19.2)")
    func namedCurves() {
        let expected: [(UIView.AnimationOptions, Double)] = [
            (.curveEaseInOut, 0.5), (.curveEaseIn, 0.3153568125725393), (.curveEaseOut, 0.6846431874274607),
            (.curveLinear, 0.5),
        ]
        for (option, value) in expected {
            let (scene, view) = scene()
            UIView.animate(withDuration: 2, delay: 0, options: option, animations: { view.alpha = 0 })
            scene.application.advance(by: 1)
            #expect(abs(Double(view.layer.presentation()!.opacity) - (1 - value)) < 1e-6)
        }
    }

    @Test("The completion runs on the clock at the end with true, not during the block (19.1)")
    func completionOnTheClock() {
        let (scene, view) = scene()
        var calls: [(TimeInterval, Bool)] = []
        UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.5 }) { finished in
            calls.append((scene.application.clock.now, finished))
        }
        #expect(calls.isEmpty)
        scene.application.advance(by: 0.29)
        #expect(calls.isEmpty)
        scene.application.advance(by: 0.1)
        #expect(calls.count == 1)
        #expect(abs(calls[0].0 - 0.3) < 1e-12)
        #expect(calls[0].1)
    }

    @Test("Completions run in the order the animations end")
    func completionOrder() {
        let (scene, view) = scene()
        var order: [String] = []
        UIView.animate(withDuration: 0.5, animations: { view.alpha = 0.5 }) { _ in order.append("long") }
        UIView.animate(withDuration: 0.2, animations: { view.center.y = 10 }) { _ in order.append("short") }
        scene.application.advance(by: 1)
        #expect(order == ["short", "long"])
    }

    @Test("A delay shows the start value until the animation begins (19.1)")
    func delay() {
        let (scene, view) = scene()
        var finishedAt: TimeInterval?
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 150 }) { _ in
            finishedAt = scene.application.clock.now
        }
        scene.application.advance(by: 0.5)
        #expect(presentedX(view) == 50)
        scene.application.advance(by: 0.5)
        #expect(abs(presentedX(view) - 100) < 1e-9)
        scene.application.advance(by: 1)
        #expect(finishedAt.map { abs($0 - 1.5) < 1e-12 } == true)
    }

    @Test("Zero duration changes without animating; the completion still runs on the clock")
    func zeroDuration() {
        let (scene, view) = scene()
        var finished: Bool?
        UIView.animate(withDuration: 0, animations: { view.center.x = 150 }) { finished = $0 }
        #expect(presentedX(view) == 150)
        #expect(finished == nil)
        scene.application.advance(by: 0)
        #expect(finished == true)
    }

    @Test("Outside a window nothing animates and the completion runs at once with true")
    func outsideAWindow() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }) { finished = $0 }
        #expect(finished == true)
        #expect(view.layer.presentation()!.opacity == 0)
    }

    @Test("A frame animates as center and bounds; the presented frame follows (19.1)")
    func frameAnimatesAsCenterAndBounds() {
        let (scene, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.frame = CGRect(x: 100, y: 0, width: 200, height: 100)
        }
        scene.application.advance(by: 0.5)
        let presented = view.layer.presentation()!
        #expect(presented.frame == CGRect(x: 50, y: 0, width: 150, height: 100))
        #expect(presented.bounds.size == CGSize(width: 150, height: 100))
    }

    @Test("A rotation turns through its decomposed angle, not through the halfway matrix (19.1)")
    func rotationInterpolatesTheAngle() {
        let (scene, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        }
        scene.application.advance(by: 0.5)
        let t = view.layer.presentation()!.affineTransform()
        #expect(abs(t.a - cos(.pi / 4)) < 1e-9)
        #expect(abs(t.b - sin(.pi / 4)) < 1e-9)
    }

    @Test("A background color animates its components")
    func backgroundColor() {
        let (scene, view) = scene()
        view.backgroundColor = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        scene.application.advance(by: 0.25)
        #expect(view.layer.presentation()!.backgroundColor?.components == [0.25, 0, 0, 1])
    }

    @Test(".autoreverse runs there and back, then snaps to the model value (19.1)")
    func autoreverse() {
        let (scene, view) = scene()
        var finishedAt: TimeInterval?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear],
            animations: {
                view.center.x = 150
            }
        ) { _ in finishedAt = scene.application.clock.now }
        scene.application.advance(by: 1)
        #expect(abs(presentedX(view) - 150) < 1e-9)
        scene.application.advance(by: 0.5)
        #expect(abs(presentedX(view) - 100) < 1e-9)
        scene.application.advance(by: 0.5)
        #expect(finishedAt.map { abs($0 - 2) < 1e-12 } == true)
        #expect(presentedX(view) == 150)
    }

    @Test(".repeat never ends; removeAllAnimations ends it with false (19.1)")
    func repeatUntilRemoved() {
        let (scene, view) = scene()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.repeat, .curveLinear],
            animations: {
                view.center.x = 150
            }
        ) { finished = $0 }
        scene.application.advance(by: 10.25)
        #expect(abs(presentedX(view) - 75) < 1e-9)
        #expect(finished == nil)
        view.layer.removeAllAnimations()
        #expect(presentedX(view) == 150)
        scene.application.advance(by: 0)
        #expect(finished == false)
    }

    @Test("Animations add up; .beginFromCurrentState takes over and ends the earlier one with false (19.1)")
    func additiveAndBeginFromCurrentState() {
        let (scene, view) = scene()
        var first: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 }) {
            first = $0
        }
        scene.application.advance(by: 0.5)
        // Additive: a second animation starts from the model value, the first goes on.
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { view.center.x = 250 }
        #expect(abs(presentedX(view) - 100) < 1e-9)
        scene.application.advance(by: 0.5)
        // First: done (0 left); second: half of 150 → 250 left.
        #expect(abs(presentedX(view) - 200) < 1e-9)
        #expect(first == true)

        let (scene2, view2) = self.scene()
        var earlier: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view2.center.x = 150 }) {
            earlier = $0
        }
        scene2.application.advance(by: 0.5)
        UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear]) {
            view2.center.x = 250
        }
        #expect(abs(presentedX(view2) - 100) < 1e-9)
        scene2.application.advance(by: 0)
        #expect(earlier == false)
        scene2.application.advance(by: 0.5)
        #expect(abs(presentedX(view2) - 175) < 1e-9)
    }

    @Test("A nested block inherits the outer duration and curve unless it overrides them (19.1)")
    func nestedBlocks() {
        let (scene, view) = scene()
        var inner: TimeInterval?, overriding: TimeInterval?
        UIView.animate(withDuration: 1) {
            UIView.animate(withDuration: 0.2, animations: { view.alpha = 0.5 }) { _ in
                inner = scene.application.clock.now
            }
            UIView.animate(
                withDuration: 0.2, delay: 0, options: .overrideInheritedDuration,
                animations: {
                    view.center.y = 10
                }
            ) { _ in overriding = scene.application.clock.now }
        }
        scene.application.advance(by: 2)
        #expect(inner.map { abs($0 - 1) < 1e-12 } == true)
        #expect(overriding.map { abs($0 - 0.2) < 1e-12 } == true)
    }

    @Test("performWithoutAnimation changes at once, even inside an animation block")
    func performWithoutAnimation() {
        let (scene, view) = scene()
        UIView.animate(withDuration: 1) {
            view.alpha = 0.5
            UIView.performWithoutAnimation {
                #expect(!UIView.areAnimationsEnabled)
                view.center.x = 150
            }
        }
        #expect(UIView.areAnimationsEnabled)
        scene.application.advance(by: 0.5)
        #expect(presentedX(view) == 150)
        #expect(view.layer.presentation()!.opacity == 0.75)
    }

    @Test("layoutIfNeeded inside a block animates the frames layout sets (19.1)")
    func layoutInsideABlockAnimates() {
        final class Container: UIView {
            let child = UIView()
            var childWidth: CGFloat = 10
            override func layoutSubviews() { child.frame = CGRect(x: 0, y: 0, width: childWidth, height: 10) }
        }
        let scene = TestScene()
        let container = scene.add(Container(frame: CGRect(x: 0, y: 0, width: 300, height: 300)))
        container.addSubview(container.child)
        container.layoutIfNeeded()
        container.childWidth = 110
        container.setNeedsLayout()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.layoutIfNeeded() }
        #expect(container.child.frame.width == 110)
        scene.application.advance(by: 0.5)
        #expect(container.child.layer.presentation()!.bounds.width == 60)
    }

    @Test("A spring follows a damped harmonic oscillator that settles at the end of its duration (19.2)")
    func spring() {
        let (scene, view) = scene()
        var finished: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
            animations: { view.center.x = 150 }
        ) { finished = $0 }
        scene.application.advance(by: 0.25)
        // ζ = 0.5, ω = ln(1000) / (ζ × 1 s): progress 1.1604312032672137 (it overshoots).
        #expect(abs(presentedX(view) - (50 + 100 * 1.1604312032672137)) < 1e-9)
        scene.application.advance(by: 0.25)
        #expect(abs(presentedX(view) - (50 + 100 * 0.9752089947246398)) < 1e-9)
        scene.application.advance(by: 0.5)
        #expect(finished == true)
        #expect(presentedX(view) == 150)
    }
}
