import ResponderKitHammer
import Testing

/// Waits run the application's virtual clock: timers and animations fire in order, no real time passes
/// (docs/testing-ios-tests.md, "Waits on the virtual clock").
@MainActor
struct EventGeneratorWaitingTests {
    @Test("waitUntilVisible returns at the first check after a timer shows the view, at that virtual time")
    func waitForATimer() throws {
        let button = sized(UIButton(), width: 50, height: 50)
        let generator = try EventGenerator(view: button)
        let clock = generator.window.application!.clock
        button.isHidden = true
        let shown = clock.now + 0.25
        generator.window.application!.scheduleTimer(at: shown) { button.isHidden = false }
        let start = clock.now
        try generator.waitUntilVisible(button, timeout: 1)
        #expect(clock.now >= shown)
        #expect(abs(clock.now - start - 0.3) < 1e-9)
    }

    @Test("a condition that never holds times out after the timeout on the clock, with the timeout in the error")
    func timeout() throws {
        let generator = try EventGenerator(view: sized(UIView(), width: 10, height: 10))
        let clock = generator.window.application!.clock
        let start = clock.now
        #expect(throws: HammerError.self) { try generator.waitUntil(false, timeout: 2) }
        #expect(clock.now - start > 2)
        #expect(clock.now - start < 2.2)
    }

    @Test("a waiter completes when a timer completes it, not at its timeout; it cannot be started twice")
    func waiter() throws {
        let generator = try EventGenerator(view: sized(UIView(), width: 10, height: 10))
        let application = generator.window.application!
        let start = application.clock.now
        try generator.waitUntil(
            { waiter in
                application.scheduleTimer(at: start + 0.5) { try? waiter.complete() }
            }, timeout: 3)
        #expect(abs(application.clock.now - start - 0.5) < 1e-9)
        let waiter = EventGenerator.Waiter(timeout: 0.1)
        #expect(throws: HammerError.self) { try waiter.complete() }
        try waiter.start()
        #expect(throws: HammerError.self) { try waiter.start() }
    }

    @Test("hasRunningAnimations is true while an animation is in flight, and waitUntilAnimationsAreFinished ends it")
    func animations() throws {
        let view = sized(UIView(), width: 40, height: 40)
        let generator = try EventGenerator(view: view)
        UIView.animate(withDuration: 1) { view.alpha = 0.5 }
        #expect(generator.hasRunningAnimations)
        #expect(view.layer.animationKeys() == ["opacity"])
        try generator.waitUntilAnimationsAreFinished(timeout: 2)
        #expect(!generator.hasRunningAnimations)
        #expect(view.layer.animationKeys() == nil)
    }
}
