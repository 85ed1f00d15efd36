import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import Testing

/// Two-finger scrolling and the kinetic run after a fast lift: `TouchpadKineticScroll` (docs/input-devices.md,
/// "Touchpads and mice as a pointer"; libinput's scrolling page).
@Suite("Touchpad kinetic scrolling")
struct TouchpadKineticScrollTests {
    /// Two fingers 20 mm apart moving down by `step` units per 10 ms frame, `frames` times, then lifted.
    private func twoFingerScroll(step: Int32, frames: Int, stream: inout EvdevStream) {
        stream.twoFingerStroke(from: (400, 100), (600, 100), steps: (0, step), (0, step), frames: frames)
    }

    @Test(
        "libinput two-finger scrolling: two fingers moving down scroll down (began, changed, ended); a fast lift flings, decaying on the clock"
    )
    func twoFingerScrollWithKineticMomentum() throws {
        var translator = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        twoFingerScroll(step: 30, frames: 10, stream: &stream)
        let output = translator.consume(stream.events)
        let fingers = output.scrolls
        #expect(fingers.first?.phase == .began && fingers.last?.phase == .ended)
        #expect(
            fingers.allSatisfy {
                $0.kind == .continuous && !$0.isMomentum && $0.device == .trackpad && $0.delta.dx == 0
            })
        #expect(fingers.reduce(0) { $0 + $1.delta.dy } > 100)
        // Momentum: one step per 1/60 s on the clock, each smaller than the one before, ending by itself.
        var momentum: [ScrollInput] = []
        var deadlines: [TimeInterval] = []
        while let deadline = translator.nextDeadline, deadlines.count < 2000 {
            deadlines.append(deadline)
            momentum += translator.advance(to: deadline).scrolls
        }
        #expect(abs(deadlines[0] - (stream.time + TouchpadPointer.kineticStepInterval)) < 1e-5)
        #expect(momentum.first?.phase == .began && momentum.last?.phase == .ended)
        #expect(momentum.allSatisfy { $0.isMomentum })
        let steps = momentum.dropLast().map(\.delta.dy)
        #expect(steps.count > 10 && zip(steps, steps.dropFirst()).allSatisfy { $0 > $1 && $1 > 0 })
    }

    @Test("libinput two-finger scrolling: a slow lift does not fling; a touch stops a kinetic run")
    func kineticStartsOnlyAfterAFastLiftAndStopsOnTouch() throws {
        var slow = try TestPads.translator()
        var slowStream = EvdevStream(start: 0.99)
        twoFingerScroll(step: 2, frames: 20, stream: &slowStream)
        _ = slow.consume(slowStream.events)
        #expect(slow.nextDeadline == nil)

        var fast = try TestPads.translator()
        var stream = EvdevStream(start: 0.99)
        twoFingerScroll(step: 30, frames: 10, stream: &stream)
        _ = fast.consume(stream.events)
        _ = fast.advance(to: stream.time + 0.05)
        var touch = EvdevStream(start: stream.time + 0.06)
        touch.frame(after: 0) {
            $0.down(slot: 0, id: 9, x: 500, y: 300); $0.key(EvdevCode.BTN_TOOL_FINGER, 1)
        }
        let stopped = fast.consume(touch.events).scrolls
        #expect(stopped.last?.phase == .ended && stopped.last?.isMomentum == true)
        #expect(fast.nextDeadline == nil)
    }
}
