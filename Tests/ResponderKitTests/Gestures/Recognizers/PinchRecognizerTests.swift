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

    @Test("behaviour 5.6: defaults — scale 1.0, velocity 0, hysteresis 8 pt (UIKit's private _hysteresis)")
    func defaults() {
        let pinch = UIPinchGestureRecognizer()
        #expect(pinch.scale == 1)
        #expect(pinch.velocity == 0)
        #expect(pinch.hysteresis == 8)
        #expect(pinch.state == .possible)
    }

    @Test(
        "behaviour 5.6: spreading 100 → 200 pt — began, changed…, ended at scale 200 / 108 (measured from where it began) with a positive velocity"
    )
    func pinchOut() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 100, to: 200, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(scene.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(scene.states.count > 5)
        let atBegan = scene.log.values[0]
        #expect(atBegan > 1 && atBegan < 1.03, "measured from 108 pt, where it began: the hysteresis is not in it")
        #expect(near(scene.log.values.last!, 200.0 / 108))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 > 0 })
        let rate: CGFloat = 100.0 / 108 / 0.4  // 100 → 200 pt in 0.4 s, measured from 108 pt
        #expect(near(scene.log.rates.last!, rate, 0.25))
        #expect(scene.recognizer.scale == 1, "reset after the gesture")
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.6: closing 200 → 100 pt ends at scale 100 / 192 (measured from where it began), velocity < 0")
    func pinchIn() {
        let scene = pinchScene()
        scene.touches.pinch(center: point(160, 240), from: 200, to: 100, angle: .pi / 4, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(near(scene.log.values.last!, 100.0 / 192))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 < 0 })
        let rate: CGFloat = -100.0 / 192 / 0.4  // 200 → 100 pt in 0.4 s, measured from 192 pt
        #expect(near(scene.log.rates.last!, rate, 0.15))
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
        #expect(near(scene.log.values[0], 109.0 / 108, 1e-9), "measured from 100 + 8 pt, where it began")
        scene.touches.lift(fingers)
    }

    /// Two fingers `start` pt apart; the second moves until they are `first` pt apart (just past the
    /// hysteresis: the pinch begins there), then `end` pt apart, and both lift. The scale at `.began` and at
    /// `.ended`.
    private func pinchScales(start: CGFloat, first: CGFloat, end: CGFloat) -> (began: CGFloat, ended: CGFloat) {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(60 + start, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(60 + first, 240))
        #expect(scene.states == [.began])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(60 + end, 240))
        scene.touches.lift(fingers)
        #expect(scene.states.last == .ended)
        return (scene.log.values.first ?? 0, scene.log.values.last ?? 0)
    }

    @Test(
        "behaviour 5.6: spreading, the scale is measured from the touch-down distance plus the hysteresis: 20 → 29 pt begins at 29 / 28, 200 pt reads 200 / 28 (not 10)"
    )
    func scaleMeasuredFromHysteresisWhenSpreading() {
        let scales = pinchScales(start: 20, first: 29, end: 200)
        #expect(near(scales.began, 29.0 / 28, 1e-9))
        #expect(near(scales.ended, 200.0 / 28, 1e-9), "not 200 / 20: the 8 pt before began are not scale")
    }

    @Test(
        "behaviour 5.6: closing, the scale is measured from the touch-down distance minus the hysteresis: 200 → 191 pt begins at 191 / 192, 20 pt reads 20 / 192"
    )
    func scaleMeasuredFromHysteresisWhenClosing() {
        let scales = pinchScales(start: 200, first: 191, end: 20)
        #expect(near(scales.began, 191.0 / 192, 1e-9))
        #expect(near(scales.ended, 20.0 / 192, 1e-9))
    }

    @Test("behaviour 5.6/11: the velocity at began is measured like the scale, with no jump from the new origin")
    func velocityAtBeganFollowsTheNewOrigin() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        // 1 pt every 5 ms: 200 pt per second, 200 / 108 scale per second once measured from 108 pt.
        for step in 1...12 {
            scene.touches.wait(0.005)
            scene.touches.move(fingers[1], to: point(160 + CGFloat(step), 240))
        }
        #expect(scene.states.first == .began)
        #expect(near(scene.log.rates[0], 200.0 / 108, 0.05))
        #expect(near(scene.recognizer.velocity, 200.0 / 108, 0.05))
        scene.touches.lift(fingers)
    }

    @Test("behaviour 5.6: setting scale rebases it to the fingers' current distance and resets velocity")
    func settingScaleRebases() {
        let scene = pinchScene()
        let fingers = scene.touches.touchDown(at: [point(60, 240), point(160, 240)])
        scene.touches.wait(0.02)
        scene.touches.move(fingers[1], to: point(210, 240))
        #expect(near(scene.recognizer.scale, 150.0 / 108, 1e-9))
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
        #expect(near(scene.recognizer.scale, 150.0 / 108, 1e-9))
        scene.touches.lift(fingers[1])
        #expect(scene.states == [.began, .ended])
        #expect(near(scene.log.values.last!, 150.0 / 108, 1e-9))
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
        #expect(near(scene.recognizer.scale, 200.0 / 108, 1e-9))
        // An ignored finger moving far changes nothing.
        scene.touches.wait(0.02)
        scene.touches.move(fingers[39], to: point(300, 460))
        #expect(scene.states == [.began])
        #expect(near(scene.recognizer.scale, 200.0 / 108, 1e-9))
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
        #expect(near(scales.last!, 50.0 / 92))
    }
}
