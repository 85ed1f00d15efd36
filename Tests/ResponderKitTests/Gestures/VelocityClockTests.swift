import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("Velocity on the application's clock (behaviour 11 \"Velocity\")")
struct VelocityClockTests {
    @Test(
        "behaviour 11: a pan's velocity(in:) falls to zero once the finger has been still for 40 ms, with no new event")
    func panVelocityDecaysWithoutEvents() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(UIView(frame: scene.window.bounds))
        view.isMultipleTouchEnabled = true
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        let finger = touches.drag(from: CGPoint(x: 20, y: 100), to: CGPoint(x: 220, y: 100), duration: 0.2, lift: false)
        #expect(pan.state == .changed)
        #expect(pan.velocity(in: view).x > 500, "about 1000 pt/s while moving")
        touches.wait(0.03)
        #expect(pan.velocity(in: view).x > 500, "still within 40 ms of the last movement")
        touches.wait(0.02)
        #expect(pan.velocity(in: view) == .zero, "50 ms still: zero, though no event arrived")
        touches.lift(finger)
    }

    @Test("behaviour 11: pinch velocity follows the same clock")
    func pinchVelocityDecays() {
        let scene = TestScene(withRootView: false), touches = scene.touches
        let view = scene.add(UIView(frame: scene.window.bounds))
        view.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        touches.pinch(center: CGPoint(x: 160, y: 240), from: 60, to: 200, duration: 0.2, lift: false)
        #expect(pinch.velocity > 0)
        touches.wait(0.05)
        #expect(pinch.velocity == 0)
    }
}
