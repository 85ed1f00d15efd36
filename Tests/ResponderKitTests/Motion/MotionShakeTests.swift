import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.1 (motion events: shakes reach the first responder and travel up the chain; motionCancelled on
// interruption or when the shake lasts too long; the device rate-limits shakes) and behaviour 11 (with no
// first responder, motion events go to the key window, which forwards up its chain).

/// A view that can become first responder and records the motion methods it receives.
@MainActor
private final class ShakeRecorder: UIView {
    var log: [String] = []
    var events: [UIEvent] = []
    var forwards = false
    override var canBecomeFirstResponder: Bool { true }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("began", motion, event)
        if forwards { super.motionBegan(motion, with: event) }
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("ended", motion, event)
        if forwards { super.motionEnded(motion, with: event) }
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        record("cancelled", motion, event)
        if forwards { super.motionCancelled(motion, with: event) }
    }

    private func record(_ name: String, _ motion: UIEvent.EventSubtype, _ event: UIEvent?) {
        log.append(motion == .motionShake ? name : "\(name) subtype \(motion.rawValue)")
        if let event { events.append(event) }
    }
}

/// A window that records the motion methods that reach it and forwards them on.
@MainActor
private final class ShakeRecordingWindow: UIWindow {
    var log: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("began")
        super.motionBegan(motion, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("ended")
        super.motionEnded(motion, with: event)
    }
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log.append("cancelled")
        super.motionCancelled(motion, with: event)
    }
}

/// An application delegate that is a responder, at the end of the chain.
@MainActor
private final class ShakeDelegate: UIResponder, UIApplicationDelegate {
    var log: [String] = []
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("began") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("ended") }
}

/// A ``TestScene`` with a shake-recording window holding a shake recorder, by default the first responder.
@MainActor
private struct ShakeScene {
    let scene: TestScene
    var app: UIApplication { scene.application }
    let window: ShakeRecordingWindow
    var device: DeviceSimulator { scene.device }
    let recorder = ShakeRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))

    init(firstResponder: Bool = true) {
        let app = UIApplication()
        let window = ShakeRecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        self.window = window
        scene = TestScene(window: window, withRootView: false)
        scene.add(recorder)
        if firstResponder { recorder.becomeFirstResponder() }
    }
}

@MainActor
@Suite("Motion: shakes through the responder chain (behaviour 8.1, 11)")
struct MotionShakeTests {
    @Test("8.1: a scripted shake sends motionBegan and then motionEnded with .motionShake to the first responder")
    func shakeReachesFirstResponder() {
        let scene = ShakeScene()
        scene.device.shake()
        #expect(scene.recorder.log == ["began", "ended"])
        #expect(scene.window.log.isEmpty, "the first responder handled it without forwarding")
    }

    @Test(
        "8.1: the shake event has type .motion and subtype .motionShake; began and ended share it, stamped when each happened"
    )
    func shakeEventProperties() throws {
        let scene = ShakeScene()
        scene.device.shake()
        try #require(scene.recorder.events.count == 2)
        let began = scene.recorder.events[0], ended = scene.recorder.events[1]
        #expect(began === ended)
        #expect(began.type == .motion)
        #expect(began.subtype == .motionShake)
        #expect(began.allTouches == nil)
        // The third stroke (the second reversal) of a 5 Hz shake starts at 0.24 s; the last sample above
        // the calm threshold is at 0.58 s, so the shake ends 0.3 s later.
        #expect(abs(ended.timestamp - 0.88) < 1e-9)
    }

    @Test("8.1: the shake begins on the stroke that completes the second reversal, not before")
    func shakeBeginsAfterSecondReversal() {
        let scene = ShakeScene()
        scene.device.shake(duration: 0.2, settle: 0)  // two strokes: one reversal
        #expect(scene.recorder.log.isEmpty)
        #expect(!scene.app.shakeDetector.isShaking)
        scene.device.shake(duration: 0.1, settle: 0)  // a third stroke, within the 0.5 s window
        #expect(scene.recorder.log == ["began"])
        #expect(scene.app.shakeDetector.isShaking)
        scene.device.rest(for: 0.5)
        #expect(scene.recorder.log == ["began", "ended"])
    }

    @Test("8.1: motion below the 2 g threshold is not a shake")
    func gentleMotionIsNotAShake() {
        let scene = ShakeScene()
        scene.device.shake(duration: 1, amplitude: 2.5)  // peaks of 2.69 g: 1.69 g from rest
        scene.device.shake(duration: 1, amplitude: 1, frequency: 8)
        #expect(scene.recorder.log.isEmpty)
        #expect(scene.window.log.isEmpty)
    }

    @Test("8.1: jolts too far apart in time are not a shake")
    func slowStrokesAreNotAShake() {
        let scene = ShakeScene()
        scene.device.shake(duration: 3, frequency: 0.5)  // strokes 1 s apart, beyond the 0.5 s window
        #expect(scene.recorder.log.isEmpty)
    }

    @Test("8.1: the default motion methods forward the shake up the chain from the first responder")
    func shakeForwardsUpTheChain() {
        let scene = ShakeScene()
        let child = ShakeRecorder(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        scene.recorder.addSubview(child)
        child.forwards = true
        #expect(child.becomeFirstResponder())
        scene.device.shake()
        #expect(child.log == ["began", "ended"])
        #expect(scene.recorder.log == ["began", "ended"], "the superview receives what the child forwarded")
    }

    @Test(
        "11: with no first responder the shake goes to the key window, which forwards it to the application's delegate")
    func noFirstResponderGoesToKeyWindow() {
        let scene = ShakeScene(firstResponder: false)
        let delegate = ShakeDelegate()
        scene.app.delegate = delegate
        scene.device.shake()
        #expect(scene.recorder.log.isEmpty)
        #expect(scene.window.log == ["began", "ended"])
        #expect(delegate.log == ["began", "ended"], "window → application → delegate")
    }

    @Test("11: the key window's first responder gets the shake, not another window's")
    func onlyTheKeyWindowIsAsked() {
        let scene = ShakeScene()
        let other = ShakeRecordingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: scene.app)
        let otherRecorder = ShakeRecorder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        other.addSubview(otherRecorder)
        other.makeKeyAndVisible()
        otherRecorder.becomeFirstResponder()
        scene.device.shake()
        #expect(otherRecorder.log == ["began", "ended"])
        #expect(scene.recorder.log.isEmpty)
    }

    @Test("8.1: a second shake within 1 s of the end of the first is not reported; one after that is")
    func shakesAreRateLimited() {
        let scene = ShakeScene()
        scene.device.shake(settle: 0.35)  // ends at 0.88; the simulation stops at 0.95
        #expect(scene.recorder.log == ["began", "ended"])
        scene.device.shake(settle: 0.4)  // strokes at 1.0–1.55, all before 1.88
        #expect(scene.recorder.log == ["began", "ended"])
        scene.device.rest(for: 0.5)  // now past 1.88
        scene.device.shake()
        #expect(scene.recorder.log == ["began", "ended", "began", "ended"])
    }

    @Test("8.1: the application resigning active mid-shake sends motionCancelled, and no motionEnded follows")
    func resignActiveCancelsTheShake() throws {
        let scene = ShakeScene()
        scene.device.shake(settle: 0)
        #expect(scene.recorder.log == ["began"])
        scene.app.resignActive()
        #expect(scene.recorder.log == ["began", "cancelled"])
        try #require(scene.recorder.events.count == 2)
        #expect(scene.recorder.events[0] === scene.recorder.events[1])
        scene.device.rest(for: 1)
        scene.device.shake()
        #expect(scene.recorder.log == ["began", "cancelled"], "no shakes are detected while inactive")
        scene.app.becomeActive()
        scene.device.rest(for: 1)
        scene.device.shake()
        #expect(scene.recorder.log == ["began", "cancelled", "began", "ended"])
    }

    @Test("8.1: a shake lasting longer than 3 s is cancelled at 3 s, and the next needs calm and 1 s first")
    func overlongShakeIsCancelled() throws {
        let scene = ShakeScene()
        scene.device.shake(duration: 5, settle: 0)
        #expect(scene.recorder.log == ["began", "cancelled"])
        try #require(scene.recorder.events.count == 2)
        #expect(abs(scene.recorder.events[1].timestamp - (0.24 + 3)) < 1e-9)
        scene.device.rest(for: 1.5)
        scene.device.shake()
        #expect(scene.recorder.log == ["began", "cancelled", "began", "ended"])
    }

    @Test("8.1: a shake ends on time even when the accelerometer stops reporting")
    func shakeEndsWithoutFurtherSamples() throws {
        let scene = ShakeScene()
        scene.device.shake(settle: 0)
        #expect(scene.recorder.log == ["began"])
        scene.device.wait(1)
        #expect(scene.recorder.log == ["began", "ended"])
        try #require(scene.recorder.events.count == 2)
        #expect(abs(scene.recorder.events[1].timestamp - 0.88) < 1e-9)
    }

    @Test("8.1: thresholds are configurable on the application's shake detector")
    func thresholdsAreConfigurable() {
        let scene = ShakeScene()
        #expect(scene.app.shakeDetector.accelerationThreshold == MotionConstants.shakeAccelerationThreshold)
        #expect(scene.app.shakeDetector.minimumIntervalBetweenShakes == 1)
        scene.app.shakeDetector.accelerationThreshold = 1.2
        scene.device.shake(amplitude: 2.5)
        #expect(scene.recorder.log == ["began", "ended"])
    }

    @Test("8.1: applicationSupportsShakeToEdit defaults to true and can be changed")
    func shakeToEditFlag() {
        let app = UIApplication()
        #expect(app.applicationSupportsShakeToEdit)
        app.applicationSupportsShakeToEdit = false
        #expect(!app.applicationSupportsShakeToEdit)
    }

    @Test("8.1: an application subclass overriding sendEvent sees the motion events")
    func applicationSendEventSeesMotion() {
        @MainActor final class ObservingApplication: UIApplication {
            var seen: [(UIEvent.EventType, UIEvent.EventSubtype)] = []
            override func sendEvent(_ event: UIEvent) {
                seen.append((event.type, event.subtype))
                super.sendEvent(event)
            }
        }
        let app = ObservingApplication()
        TestScene(size: CGSize(width: 100, height: 100), application: app, withRootView: false).device.shake()
        #expect(app.seen.count == 2)
        #expect(app.seen.allSatisfy { $0.0 == .motion && $0.1 == .motionShake })
    }
}
