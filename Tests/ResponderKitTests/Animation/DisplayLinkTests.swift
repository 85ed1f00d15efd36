import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// CADisplayLink on the application's clock (docs/behaviour/animation.md, 19.6; Apple's `CADisplayLink`,
// `preferredFramesPerSecond`, `preferredFrameRateRange`, `timestamp`, `targetTimestamp`, `isPaused`,
// `invalidate()`).

/// A view controller stepping an animation from a display link, as UIKit code does with `#selector`
/// (here in the form `responder port` writes).
@MainActor
private final class SteppingController: UIViewController {
    var timestamps: [TimeInterval] = []
    var link: CADisplayLink?

    func start() {
        let link = CADisplayLink(target: self, selector: Selector("step:", SteppingController.step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
}

@Suite("Display links")
@MainActor
struct DisplayLinkTests {
    @Test("A link is called once per display frame, at the frame's time, with the next frame's target (19.6)")
    func everyFrame() {
        let scene = TestScene()
        var calls: [(TimeInterval, TimeInterval, TimeInterval)] = []
        let link = CADisplayLink { link in calls.append((link.timestamp, link.targetTimestamp, link.duration)) }
        link.add(to: scene.application)
        #expect(link.timestamp == 0)
        scene.application.advance(by: 0.105)
        #expect(calls.count == 6)
        for (index, call) in calls.enumerated() {
            #expect(abs(call.0 - Double(index + 1) / 60) < 1e-9)
            #expect(abs(call.1 - Double(index + 2) / 60) < 1e-9)
            #expect(abs(call.2 - 1.0 / 60) < 1e-12)
        }
        link.invalidate()
    }

    @Test("preferredFramesPerSecond and preferredFrameRateRange call every n-th frame (19.6)")
    func preferredRate() {
        let scene = TestScene()
        var count = 0
        let thirty = CADisplayLink { _ in count += 1 }
        thirty.preferredFramesPerSecond = 30
        thirty.add(to: scene.application)
        var rangeCount = 0
        let twenty = CADisplayLink { _ in rangeCount += 1 }
        twenty.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 20)
        twenty.add(to: scene.application)
        scene.application.advance(by: 0.505)
        #expect(count == 15)
        #expect(abs(thirty.duration - 1.0 / 30) < 1e-12)
        #expect(rangeCount == 10)
        thirty.invalidate()
        twenty.invalidate()
    }

    @Test("isPaused suspends the calls; invalidate ends them (19.6)")
    func pauseAndInvalidate() {
        let scene = TestScene()
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: scene.application)
        scene.application.advance(by: 0.04)
        #expect(count == 2)
        link.isPaused = true
        scene.application.advance(by: 1)
        #expect(count == 2)
        link.isPaused = false
        scene.application.advance(by: 0.02)
        #expect(count == 3)
        link.invalidate()
        scene.application.advance(by: 1)
        #expect(count == 3)
    }

    @Test("A ported target-selector link on .main ticks on its view controller's application (19.6)")
    func targetSelectorOnTheControllersClock() {
        let controller = SteppingController()
        let scene = TestScene(rootViewController: controller)
        controller.start()
        scene.application.advance(by: 0.035)
        #expect(controller.timestamps.count == 2)
        #expect(abs(controller.timestamps[1] - 2.0 / 60) < 1e-9)
        controller.link?.invalidate()
    }
}
