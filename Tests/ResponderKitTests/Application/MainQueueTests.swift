import ResponderKitTesting
import Testing

// `DispatchQueue.main` work on the application's clock (docs/behaviour/animation.md, 19.7; Apple's
// `DispatchQueue.async(group:qos:flags:execute:)`, `asyncAfter(deadline:qos:flags:execute:)`,
// `DispatchWorkItem.cancel()`). The file imports no Foundation or Dispatch, as a ported UIKit file does.

/// A view controller that enables a button 2 s after it appears, as UIKit code does with `asyncAfter`.
@MainActor
private final class DelayedButtonController: UIViewController {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        button.isEnabled = false
        view.addSubview(button)
    }

    func enableLater() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
            self?.button.isEnabled = true
        }
    }
}

/// What the work of a test did, in order: main-queue closures are `@Sendable`, so they record into an
/// object rather than a captured variable.
@MainActor
private final class WorkLog {
    var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
}

@Suite("Main-queue work")
@MainActor
struct MainQueueTests {
    @Test("asyncAfter on the main queue runs when the clock has moved 2 s, not before (19.7)")
    func asyncAfterTwoSeconds() {
        let controller = DelayedButtonController()
        let scene = TestScene(rootViewController: controller)
        scene.application.advance(by: 5)
        controller.enableLater()
        scene.application.advance(by: 1.9)
        #expect(!controller.button.isEnabled)
        scene.application.advance(by: 0.1)
        #expect(controller.button.isEnabled)
        #expect(scene.application.clock.now == 7)
    }

    @Test("async on the main queue runs at the next run of the loop, in order, without moving the clock (19.7)")
    func asyncRunsNextTurn() {
        let scene = TestScene()
        let log = WorkLog()
        DispatchQueue.main.async { log.append("1") }
        DispatchQueue.main.async { log.append("2") }
        #expect(log.entries.isEmpty)
        scene.application.advance(by: 0)
        #expect(log.entries == ["1", "2"])
        #expect(scene.application.clock.now == 0)
    }

    @Test("Work a touch handler puts on the main queue runs after that touch's delivery (19.7)")
    func asyncFromTouchHandler() {
        let scene = TestScene()
        let log = WorkLog()
        let view = scene.add(TouchBeganLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.onBegan = {
            DispatchQueue.main.async { log.append("async") }
            log.append("began")
        }
        scene.touches.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["began", "async"])
    }

    @Test("Delayed main-queue work runs before a touch stamped at its deadline (19.7; 11)")
    func orderWithTouches() {
        let scene = TestScene()
        let log = WorkLog()
        let view = scene.add(TouchBeganLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.onBegan = { log.append("began") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 2) { log.append("work") }
        let contact = TouchContact(id: 1, location: CGPoint(x: 10, y: 10))
        scene.application.enqueue(.digitizer(DigitizerFrame(timestamp: 2, contacts: [contact])))
        scene.application.runUntilIdle()
        #expect(log.entries == ["work", "began"])
    }

    @Test("A work item cancelled before its deadline does not run; one not cancelled does; distantFuture never (19.7)")
    func cancelledWorkItem() {
        let scene = TestScene()
        let log = WorkLog()
        // A work item's block is not main-actor isolated (Dispatch's signature): it asserts it runs there.
        let cancelled = DispatchWorkItem { MainActor.assumeIsolated { log.append("cancelled") } }
        let kept = DispatchWorkItem { MainActor.assumeIsolated { log.append("kept") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: cancelled)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: kept)
        let soon = DispatchWorkItem { MainActor.assumeIsolated { log.append("soon") } }
        DispatchQueue.main.async(execute: soon)
        DispatchQueue.main.asyncAfter(deadline: .distantFuture) { log.append("never") }
        scene.application.advance(by: 0.5)
        cancelled.cancel()
        scene.application.advance(by: 1)
        #expect(log.entries == ["soon", "kept"])
        #expect(scene.application.nextTimerDeadline == nil)
    }

    @Test("Work for another queue goes to Dispatch and runs on real time (19.7)", .timeLimit(.minutes(1)))
    func otherQueuesRunOnDispatch() async {
        let scene = TestScene()
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume() }
        }
        await withCheckedContinuation { continuation in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.01) { continuation.resume() }
        }
        #expect(scene.application.clock.now == 0)
    }
}
