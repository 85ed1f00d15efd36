import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// A user subclass overriding an open property and a touch method, created with the base class's
/// convenience initializers.
@MainActor
private final class TracingRotation: UIRotationGestureRecognizer {
    var moves = 0
    override var rotationThreshold: CGFloat {
        get { .pi / 4 }
        set {}
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        moves += 1
        super.touchesMoved(touches, with: event)
    }
}

@MainActor
@Suite("UIRotationGestureRecognizer (behaviour 5.7)")
struct RotationRecognizerTests {
    private let center = CGPoint(x: 160, y: 240)

    private func rotationScene() -> RecognizerScene<UIRotationGestureRecognizer> {
        RecognizerScene(UIRotationGestureRecognizer(), value: { $0.rotation }, rate: { $0.velocity })
    }

    /// The two finger positions, `radius` from the center, with their line at `degrees`.
    private func fingers(at degrees: CGFloat, radius: CGFloat = 50) -> [CGPoint] {
        let angle = degrees * .pi / 180
        let offset = CGPoint(x: radius * cos(angle), y: radius * sin(angle))
        return [point(center.x - offset.x, center.y - offset.y), point(center.x + offset.x, center.y + offset.y)]
    }

    @Test("behaviour 5.7: defaults — rotation 0, velocity 0, rotationThreshold 5° (EMP)")
    func defaults() {
        let rotation = UIRotationGestureRecognizer()
        #expect(rotation.rotation == 0)
        #expect(rotation.velocity == 0)
        #expect(near(rotation.rotationThreshold, .pi / 36, 1e-12))
        #expect(rotation.state == .possible)
    }

    @Test("behaviour 5.7: turning clockwise on screen by π/2 gives rotation +π/2 and a positive velocity")
    func clockwise() {
        let scene = rotationScene()
        scene.touches.rotate(center: center, by: .pi / 2, duration: 0.4)
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .ended)
        #expect(scene.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(scene.log.values[0] > .pi / 36 && scene.log.values[0] < .pi / 8)
        #expect(near(scene.log.values.last!, .pi / 2))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 > 0 })
        #expect(near(scene.log.rates.last!, CGFloat.pi / 2 / 0.4, 0.4))
        #expect(scene.illegalTransitions == 0)
    }

    @Test("behaviour 5.7: turning counter-clockwise by π/3 gives rotation −π/3 and a negative velocity")
    func counterClockwise() {
        let scene = rotationScene()
        scene.touches.rotate(center: center, radius: 80, from: .pi / 3, by: -.pi / 3, duration: 0.3)
        #expect(near(scene.log.values.last!, -.pi / 3))
        #expect(scene.log.rates.dropFirst().allSatisfy { $0 < 0 })
    }

    @Test("behaviour 5.7: rotation is unwrapped continuously — one and a half turns give 3π")
    func unwrapped() {
        let scene = rotationScene()
        scene.touches.rotate(center: center, by: 3 * .pi, duration: 0.6)
        #expect(near(scene.log.values.last!, 3 * .pi))
        let counter = rotationScene()
        counter.touches.rotate(center: center, by: -2.5 * .pi, duration: 0.6)
        #expect(near(counter.log.values.last!, -2.5 * CGFloat.pi))
    }

    @Test("behaviour 5.7: begins only once the line turned more than the threshold")
    func threshold() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.02)
        let small = fingers(at: 3)
        scene.touches.move([(down[0], small[0]), (down[1], small[1])])
        #expect(scene.states.isEmpty)
        scene.touches.wait(0.02)
        let enough = fingers(at: 7)
        scene.touches.move([(down[0], enough[0]), (down[1], enough[1])])
        #expect(scene.states == [.began])
        #expect(near(scene.log.values[0], 7 * .pi / 180))
        scene.touches.lift(down)
        #expect(scene.states == [.began, .ended])
    }

    @Test("behaviour 5.7: setting rotation rebases it to the current line and resets velocity")
    func settingRotationRebases() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.02)
        let turned = fingers(at: 30)
        scene.touches.move([(down[0], turned[0]), (down[1], turned[1])])
        #expect(near(scene.recognizer.rotation, .pi / 6))
        #expect(scene.recognizer.velocity > 0)
        scene.recognizer.rotation = 0
        #expect(scene.recognizer.rotation == 0)
        #expect(scene.recognizer.velocity == 0)
        scene.touches.wait(0.02)
        let further = fingers(at: 60)
        scene.touches.move([(down[0], further[0]), (down[1], further[1])])
        #expect(near(scene.log.values.last!, .pi / 6))
        scene.recognizer.rotation = .pi
        scene.touches.wait(0.02)
        let back = fingers(at: 45)
        scene.touches.move([(down[0], back[0]), (down[1], back[1])])
        #expect(near(scene.log.values.last!, .pi - .pi / 12))
        scene.touches.lift(down)
    }

    @Test("behaviour 5.7: a finger lifted before began fails; touchesCancelled after began gives cancelled")
    func failureAndCancellation() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.05)
        scene.touches.lift(down[1])
        #expect(scene.recognizer.state == .failed)
        #expect(scene.lastStateCause == .explained("a finger lifted before the line turned 5°"))
        scene.touches.lift(down[0])
        scene.touches.rotate(center: center, by: .pi / 4, duration: 0.2, lift: false)
        scene.touches.cancelAll()
        #expect(scene.states.first == .began)
        #expect(scene.states.last == .cancelled)
    }

    @Test("behaviour 5.7: ends only when all fingers lifted; the rotation holds with one finger left")
    func endsWhenAllLift() {
        let scene = rotationScene()
        let down = scene.touches.touchDown(at: fingers(at: 0))
        scene.touches.wait(0.02)
        let turned = fingers(at: 20)
        scene.touches.move([(down[0], turned[0]), (down[1], turned[1])])
        scene.touches.lift(down[1])
        #expect(scene.recognizer.state == .began)
        scene.touches.move(down[0], to: point(10, 10))
        #expect(scene.states == [.began])
        scene.touches.lift(down[0])
        #expect(scene.states == [.began, .ended])
        #expect(near(scene.log.values.last!, 20 * .pi / 180))
    }

    @Test("behaviour 4.6/5.7: a user subclass overrides open members and uses the base convenience initializers")
    func subclassing() {
        let controller = Controller()
        let tracing = TracingRotation(target: controller, action: Controller.rotated)
        let scene = RecognizerScene(tracing, value: { $0.rotation })
        scene.touches.rotate(center: center, by: .pi / 6, duration: 0.2)
        #expect(controller.states.isEmpty, "30° stays below the overridden 45° threshold")
        #expect(tracing.moves > 0)
        scene.touches.rotate(center: center, by: .pi / 2, duration: 0.3)
        #expect(controller.states.first == .began)
        #expect(controller.states.last == .ended)
        #expect(scene.log.values[0] > .pi / 4)
        var handled = 0
        let closureForm = TracingRotation { _ in handled += 1 }
        #expect(closureForm.rotationThreshold == .pi / 4 && handled == 0)
    }
}
