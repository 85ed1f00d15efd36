import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.2 / 8.1: raw sensor data (Core Motion's role) bypasses the responder chain and reaches
// subscribers directly; the shake detector that turns samples into motion events, on its own.

@MainActor
@Suite("Motion: raw accelerometer samples and the shake detector (behaviour 8.1, 3.2)")
struct MotionSampleTests {
    @Test("8.1: every accelerometer sample reaches a subscriber, in order, without a window or first responder")
    func samplesReachSubscriber() {
        let app = UIApplication()
        var received: [AccelerometerSample] = []
        let subscription = app.startAccelerometerUpdates { received.append($0) }
        let samples = [
            AccelerometerSample(timestamp: 0.01, x: 0, y: 0, z: -1),
            AccelerometerSample(timestamp: 0.02, x: 0.5, y: -0.25, z: -1),
            AccelerometerSample(timestamp: 0.03, x: 3, y: 0, z: -1),
        ]
        for sample in samples { app.enqueue(.accelerometer(sample)) }
        app.runUntilIdle()
        #expect(received == samples)
        #expect(subscription.isActive)
    }

    @Test("8.1: subscribers get samples while the application is inactive; cancel stops them")
    func cancelStopsUpdates() {
        let app = UIApplication()
        let device = DeviceSimulator(application: app)
        var first = 0, second = 0
        let subscription = app.startAccelerometerUpdates { _ in first += 1 }
        app.startAccelerometerUpdates { _ in second += 1 }
        app.resignActive()
        device.rest(for: 0.1)  // 10 samples at 100 Hz
        #expect(first == 10 && second == 10)
        subscription.cancel()
        #expect(!subscription.isActive)
        device.rest(for: 0.1)
        #expect(first == 10 && second == 20)
        app.stopAccelerometerUpdates()
        device.rest(for: 0.1)
        #expect(second == 20)
    }

    @Test("8.1: a shake's samples reach the subscriber as well as producing the motion event")
    func shakeSamplesReachSubscriberToo() {
        let scene = TestScene(size: CGSize(width: 100, height: 100), withRootView: false), app = scene.application
        var peak = 0.0
        app.startAccelerometerUpdates { peak = max(peak, $0.magnitude) }
        scene.device.shake()
        #expect(peak > 3)
    }

    @Test("8.1: input stamped before the clock is treated as arriving now")
    func lateSamplesAreRestamped() {
        let app = UIApplication()
        var times: [TimeInterval] = []
        app.startAccelerometerUpdates { times.append($0.timestamp) }
        app.advance(by: 1)
        app.enqueue(.accelerometer(AccelerometerSample(timestamp: 0.5, x: 0, y: 0, z: -1)))
        app.runUntilIdle()
        #expect(times == [1])
        #expect(HardwareInput.accelerometer(AccelerometerSample(timestamp: 2, x: 0, y: 0, z: 1)).timestamp == 2)
    }

    @Test(
        "8.1: the detector reports began on the second reversal, ended after 0.3 s of calm, with the documented defaults"
    )
    func detectorStandalone() {
        let detector = ShakeDetector()
        #expect(detector.accelerationThreshold == 2)
        #expect(detector.requiredReversals == 2)
        #expect(detector.reversalWindow == 0.5)
        #expect(detector.calmThreshold == 0.5)
        #expect(detector.calmInterval == 0.3)
        #expect(detector.maximumShakeDuration == 3)
        #expect(detector.minimumIntervalBetweenShakes == 1)
        #expect(detector.process(AccelerometerSample(timestamp: 0.0, x: 3.5, y: 0, z: -1)).isEmpty)
        #expect(detector.process(AccelerometerSample(timestamp: 0.1, x: -3.5, y: 0, z: -1)).isEmpty)
        #expect(detector.process(AccelerometerSample(timestamp: 0.2, x: 3.5, y: 0, z: -1)) == [.began(0.2)])
        #expect(detector.isShaking && detector.shakeBeganAt == 0.2)
        #expect(abs((detector.nextDeadline ?? 0) - 0.5) < 1e-9)
        #expect(detector.process(AccelerometerSample(timestamp: 0.3, x: 0, y: 0, z: -1)).isEmpty)
        #expect(detector.expire(at: 0.49).isEmpty)
        let transitions = detector.expire(at: 0.51)
        guard case .ended(let time)? = transitions.first, transitions.count == 1 else {
            Issue.record("expected one ended transition, got \(transitions)")
            return
        }
        #expect(abs(time - 0.5) < 1e-9, "the end is stamped when the calm interval elapsed, not when it was noticed")
        #expect(!detector.isShaking && detector.nextDeadline == nil)
    }

    @Test("8.1: jolts in the same direction are one stroke; a reversal needs opposite directions")
    func sameDirectionIsOneStroke() {
        let detector = ShakeDetector()
        for step in 0..<10 {
            #expect(detector.process(AccelerometerSample(timestamp: Double(step) * 0.01, x: 3.5, y: 0, z: -1)).isEmpty)
        }
        #expect(!detector.isShaking)
    }

    @Test("8.1: cancel during a shake reports cancelled; outside one it reports nothing")
    func detectorCancel() {
        let detector = ShakeDetector()
        #expect(detector.cancel(at: 0) == nil)
        _ = detector.process(AccelerometerSample(timestamp: 0.0, x: 0, y: 3.5, z: -1))
        _ = detector.process(AccelerometerSample(timestamp: 0.1, x: 0, y: -3.5, z: -1))
        _ = detector.process(AccelerometerSample(timestamp: 0.2, x: 0, y: 3.5, z: -1))
        #expect(detector.cancel(at: 0.25) == .cancelled(0.25))
        #expect(!detector.isShaking)
    }
}
