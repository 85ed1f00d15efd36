import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

@MainActor
@Suite("UIPinchGestureRecognizer (behaviour 5.6)")
struct PinchRecognizerTests {
    private func pinchScene() -> RecognizerScene<UIPinchGestureRecognizer> {
        RecognizerScene(UIPinchGestureRecognizer(), value: { $0.scale }, rate: { $0.velocity })
    }

    @Test("behaviour 5.6: defaults — scale 1.0, velocity 0, hysteresis 8 pt (EMP)")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(pinch.hysteresis == 8)
        #expect(pinch.state == .possible)
    }

    @Test("behaviour 5.6: spreading 100 → 200 pt — began, changed…, ended at scale 2 with a positive velocity")
    func pinchOut() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 100, to: 200, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(scene.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(scene.states.count > 5)
        let atBegan = scene.log.values[0]
        #expect(atBegan > 1.08 && atBegan < 1.2, "the first scale already includes the hysteresis")
        #expect(near(scene.log.values.last!, 2.0))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 > 0 })
        #expect(near(scene.log.rates.last!, 2.5, 0.25), "100 → 200 pt in 0.4 s is 2.5 per second")
        #expect(scene.recognizer.scale == 1, "reset after the gesture")
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.6: closing 200 → 100 pt ends at scale 0.5 with a negative velocity")
    func pinchIn() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 200, to: 100, angle: .pi / 4, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(near(scene.log.values.last!, 0.5))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 < 0 })
        #expect(near(scene.log.rates.last!, -1.25, 0.15))
    }

    @Test("behaviour 5.6: begins only once the distance changed by more than the hysteresis")
    func hysteresis() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(110, 240), point(210, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(216, 240))
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(208, 240))
        #expect(scene.states.isEmpty)
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(219, 240))
        #expect(scene.states == [.began])
        #expect(near(scene.log.values[0], 1.09, 1e-9))
        scene.touches.lift(fingers)
    }

    @Test("behaviour 5.6: setting scale rebases it to the fingers' current distance and resets velocity")
    func settingScaleRebases() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(210, 240))
        #expect(near(scene.recognizer.scale, 1.5, 1e-9))
        #expect(scene.recognizer.velocity > 0)
        scene.recognizer.scale = 1
        #expect(scene.recognizer.scale == 1)
        #expect(scene.recognizer.velocity == 0)
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(285, 240))
        #expect(near(scene.log.values.last!, 1.5, 1e-9), "225 pt now maps to 225 / 150")
        scene.recognizer.scale = 3
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(135, 240))
        #expect(near(scene.log.values.last!, 1.0, 1e-9), "75 pt maps to 3 × 75 / 225")
        scene.touches.lift(fingers)
        #expect(scene.states.last == .ended)
    }

    @Test("behaviour 5.6: a finger lifted before began fails (one finger alone, or one of two)")
    func liftBeforeBeganFails() {
        let scene = pinchScene()
        scene.touches.tap(at: point(100, 100))
        #expect(scene.committed == [.failed])
        #expect(scene.lastStateCause == .explained("a finger lifted before a second one came down"))
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.05)
        scene.touches.lift(fingers[0])
        #expect(scene.recognizer.state == .failed)
        scene.touches.move(fingers[1], to: point(260, 240))
        scene.touches.lift(fingers[1])
        #expect(scene.states.isEmpty)
    }

    @Test(
        "behaviour 5.6: ends only when all fingers lifted; with one finger left the scale holds and no changed is sent")
    func endsWhenAllLift() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(210, 240))
        scene.touches.wait(0.02)
        scene.touches.lift(fingers[0])
        #expect(scene.recognizer.state == .began)
        #expect(scene.recognizer.numberOfTouches == 1)
        let actions = scene.states.count
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(300, 300))
        #expect(scene.states.count == actions)
        #expect(near(scene.recognizer.scale, 1.5, 1e-9))
        scene.touches.lift(fingers[1])
        #expect(scene.states == [.began, .ended])
        #expect(near(scene.log.values.last!, 1.5, 1e-9))
    }

    @Test(
        "behaviour 5.6: a frame landing 40 fingers at once: the pinch follows the first two, the others move nothing"
    )
    func manyFingersInOneFrame() {
        let scene = pinchScene()
        // The first two 100 pt apart, then 38 more in a grid below them, all in one frame.
        let extra = (0..<38).map { point(20 + CGFloat($0 % 19) * 15, 300 + CGFloat($0 / 19) * 40) }
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)] + extra)
        #expect(fingers.count == 40)
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(260, 240))
        #expect(scene.states == [.began])
        #expect(scene.recognizer.numberOfTouches == 2)
        #expect(near(scene.recognizer.scale, 2, 1e-9))
        // An ignored finger moving far changes nothing.
        scene.touches.wait(0.02)
        scene.touches.move(fingers[39], to: point(300, 460))
        #expect(scene.states == [.began])
        #expect(near(scene.recognizer.scale, 2, 1e-9))
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 4.6/5.6: touchesCancelled after began gives cancelled")
    func cancelled() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 100, to: 160, duration: 0.2, lift: false)
        scene.touches.cancelAll()
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .cancelled)
        #expect(scene.view.methods.first == .began)
        #expect(scene.view.methods.last == .cancelled, "cancelsTouchesInView: the view lost its touches at began")
        #expect(!scene.view.methods.contains(.ended))
    }

    @Test("behaviour 4.1/5.6: the handler initializer UIPinchGestureRecognizer { g in … } receives the pinch")
    func handlerInitializer() {
        var scales: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer { g in scales.append((g as? UIPinchGestureRecognizer)?.scale ?? -1) }
        let scene = RecognizerScene(pinch)
        scene.touches.pinch(center: point(160, 240), from: 100, to: 50, duration: 0.3)
        #expect(scales.count == scene.states.count)
        #expect(near(scales.last!, 0.5))
    }
}
