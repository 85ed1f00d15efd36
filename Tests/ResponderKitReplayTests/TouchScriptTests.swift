import Foundation
import ResponderKit
import ResponderKitReplay
import ResponderKitTesting
import Testing

// One description of a gesture (TouchScript) rendered by both scripting vocabularies: TouchSimulator
// (behaviour 9.3: hardware-level digitizer frames into the application's queue) and SyntheticRecording
// (input behaviour 1.3, 2: a protocol B touchscreen's stream). A script means exactly what the renderer's own
// methods mean (docs/decisions.md, "One definition per rule").

/// What a view saw: each touches call with its time and the touches' locations, sorted.
@MainActor
private func calls(of scene: TestScene) -> () -> [String] {
    var seen: [String] = []
    scene.rootView.onCall = { method, touches, event in
        let points = touches.map { "\($0.location(in: nil))" }.sorted()
        seen.append("\(method) \(event?.timestamp ?? -1) \(points)")
    }
    return { seen }
}

private let sample = TouchScript()
    .tap(at: CGPoint(x: 100, y: 100))
    .wait(0.6)
    .tap(at: CGPoint(x: 150, y: 200), count: 2)
    .wait(0.6)
    .tap(at: CGPoint(x: 160, y: 200), numberOfTouches: 2)
    .wait(0.6)
    .longPress(at: CGPoint(x: 50, y: 60))
    .wait(0.6)
    .drag(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 200, y: 300))
    .wait(0.6)
    .swipe(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 250, y: 310), duration: 0.1)
    .wait(0.6)
    .pinch(center: CGPoint(x: 160, y: 240), from: 60, to: 150)
    .wait(0.6)
    .rotate(center: CGPoint(x: 160, y: 240), by: 0.8, duration: 0.3)

@MainActor
@Suite("TouchScript: one description of a gesture, rendered by TouchSimulator and SyntheticRecording")
struct TouchScriptTests {
    @Test("a script lists its gestures in order, nil where the renderer's default applies")
    func building() {
        let script = TouchScript().tap(at: .zero).wait(0.5).drag(from: .zero, to: CGPoint(x: 1, y: 1), duration: 0.2)
        #expect(
            script.gestures == [
                .tap(at: .zero, count: 1, numberOfTouches: 1), .wait(0.5),
                .drag(from: .zero, to: CGPoint(x: 1, y: 1), duration: 0.2),
            ])
        #expect(TouchScript().longPress(at: .zero).gestures == [.longPress(at: .zero, duration: nil)])
        #expect(TouchScript([.wait(1)]) == TouchScript().wait(1))
    }

    @Test("behaviour 9.3: TouchSimulator plays a script exactly as its own methods, call by call")
    func touchSimulatorRendering() {
        let scripted = TestScene(), direct = TestScene()
        let scriptedCalls = calls(of: scripted), directCalls = calls(of: direct)
        scripted.touches.perform(sample)

        let touches = direct.touches
        touches.tap(at: CGPoint(x: 100, y: 100))
        touches.wait(0.6)
        touches.tap(at: CGPoint(x: 150, y: 200), count: 2)
        touches.wait(0.6)
        touches.tap(at: CGPoint(x: 160, y: 200), numberOfTouches: 2)
        touches.wait(0.6)
        touches.longPress(at: CGPoint(x: 50, y: 60))
        touches.wait(0.6)
        touches.drag(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 200, y: 300))
        touches.wait(0.6)
        touches.swipe(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 250, y: 310), duration: 0.1)
        touches.wait(0.6)
        touches.pinch(center: CGPoint(x: 160, y: 240), from: 60, to: 150)
        touches.wait(0.6)
        touches.rotate(center: CGPoint(x: 160, y: 240), by: 0.8, duration: 0.3)

        #expect(scriptedCalls().count > 20)
        #expect(scriptedCalls() == directCalls())
        #expect(scripted.application.clock.now == direct.application.clock.now)
    }

    @Test("input behaviour 1.3: SyntheticRecording renders a script exactly as its own methods, event by event")
    func syntheticRendering() {
        var scripted = SyntheticRecording(seed: 5)
        scripted.perform(sample)

        var direct = SyntheticRecording(seed: 5)
        direct.tap(at: CGPoint(x: 100, y: 100))
        direct.wait(0.6)
        direct.doubleTap(at: CGPoint(x: 150, y: 200))
        direct.wait(0.6)
        direct.twoFingerTap(at: CGPoint(x: 160, y: 200))
        direct.wait(0.6)
        direct.longPress(at: CGPoint(x: 50, y: 60))
        direct.wait(0.6)
        direct.drag(from: CGPoint(x: 20, y: 30), to: CGPoint(x: 200, y: 300))
        direct.wait(0.6)
        direct.swipe(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 250, y: 310), duration: 0.1)
        direct.wait(0.6)
        direct.pinch(center: CGPoint(x: 160, y: 240), from: 60, to: 150)
        direct.wait(0.6)
        direct.rotate(center: CGPoint(x: 160, y: 240), by: 0.8, duration: 0.3)

        #expect(scripted.events.count > 100)
        #expect(scripted.evemuText == direct.evemuText)
        #expect(scripted.traceText == direct.traceText)
    }

    @Test("input behaviour 1.3: a three-finger double tap lands three contacts per tap, 44 pt apart")
    func multiFingerTaps() {
        var recording = SyntheticRecording(seed: 3)
        recording.perform(TouchScript().tap(at: CGPoint(x: 500, y: 300), count: 2, numberOfTouches: 3))
        var firstSeen: [Int: CGPoint] = [:], order: [Int] = []
        var lifts = 0
        for case .digitizer(let frame) in recording.traceInputs {
            for contact in frame.contacts {
                if contact.state == .lifted { lifts += 1; continue }
                if firstSeen[contact.id] == nil { firstSeen[contact.id] = contact.location; order.append(contact.id) }
            }
        }
        #expect(order.count == 6)
        let xs = order.prefix(3).compactMap { firstSeen[$0]?.x }
        #expect(zip(xs, [456, 500, 544] as [CGFloat]).allSatisfy { abs($0 - $1) <= 1 })
        #expect(lifts == 6)
    }
}
