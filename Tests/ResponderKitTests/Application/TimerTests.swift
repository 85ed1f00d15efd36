import ResponderKitTesting
import Testing

// ResponderKit's `Timer` on the application's clock (docs/behaviour/animation.md, 19.7; Apple's `Timer`,
// `scheduledTimer(withTimeInterval:repeats:block:)`, `fire()`, `invalidate()`, `timeInterval`). The file
// imports no Foundation, as a ported UIKit file does, so `Timer` is ResponderKit's.

/// A view controller showing a banner that hides itself 2 s later, as UIKit code does with a timer.
@MainActor
private final class BannerController: UIViewController {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    var hideTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.isHidden = true
        view.addSubview(banner)
    }

    func showBanner() {
        banner.isHidden = false
        hideTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
            self?.banner.isHidden = true
        }
    }

    func tick(_ timer: Timer) { ticks.append(timer.userInfo as? String ?? "") }
    var ticks: [String] = []
}

/// A clock that lands later than asked the first time it moves, like a run loop back from a long callout.
@MainActor
private final class LateClock: ApplicationClock {
    var now: TimeInterval = 0
    var lateness: TimeInterval = 0

    func advance(to time: TimeInterval) {
        now = max(now, time + lateness)
        lateness = 0
    }
}

@Suite("Timers")
@MainActor
struct TimerTests {
    @Test("A scheduled timer hides a banner when the clock has moved 2 s, not before (19.7)")
    func bannerHidesAfterTwoSeconds() {
        let controller = BannerController()
        let scene = TestScene(rootViewController: controller)
        controller.showBanner()
        scene.application.advance(by: 1.9)
        #expect(!controller.banner.isHidden)
        #expect(controller.hideTimer?.isValid == true)
        scene.application.advance(by: 0.1)
        #expect(controller.banner.isHidden)
        #expect(controller.hideTimer?.isValid == false)
        #expect(controller.hideTimer?.timeInterval == 0)
    }

    @Test("A repeating timer fires every interval from its fire date until invalidated (19.7)")
    func repeatingTimer() {
        let scene = TestScene()
        var times: [TimeInterval] = []
        let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
            times.append(scene.application.clock.now)
            if times.count == 4 { timer.invalidate() }
        }
        #expect(timer.timeInterval == 0.5)
        scene.application.advance(by: 1.2)
        #expect(times == [0.5, 1.0])
        #expect(timer.isValid)
        scene.application.advance(by: 5)
        #expect(times == [0.5, 1.0, 1.5, 2.0])
        #expect(!timer.isValid)
    }

    @Test("A repeating timer that fires late fires once and skips the fire dates it missed (19.7)")
    func lateRepeatingTimerSkipsMissedFires() {
        let clock = LateClock()
        let scene = TestScene(application: UIApplication(clock: clock))
        var count = 0
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in count += 1 }
        clock.lateness = 2.5
        scene.application.run(until: 1)
        #expect(count == 1)
        #expect(scene.application.clock.now == 3.5)
        scene.application.run(until: 3.9)
        #expect(count == 1)
        scene.application.run(until: 4)
        #expect(count == 2)
        timer.invalidate()
    }

    @Test("An invalidated timer never fires (19.7)")
    func invalidateBeforeFiring() {
        let controller = BannerController()
        let scene = TestScene(rootViewController: controller)
        controller.showBanner()
        scene.application.advance(by: 1)
        controller.hideTimer?.invalidate()
        scene.application.advance(by: 5)
        #expect(!controller.banner.isHidden)
        #expect(scene.application.nextTimerDeadline == nil)
    }

    @Test("fire() calls a repeating timer without moving its schedule, and invalidates a one-shot timer (19.7)")
    func fireNow() {
        let scene = TestScene()
        var repeatingTimes: [TimeInterval] = []
        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            repeatingTimes.append(scene.application.clock.now)
        }
        scene.application.advance(by: 0.25)
        repeating.fire()
        scene.application.advance(by: 0.75)
        #expect(repeatingTimes == [0.25, 1.0])
        repeating.invalidate()

        var oneShotCount = 0
        let oneShot = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in oneShotCount += 1 }
        oneShot.fire()
        #expect(oneShotCount == 1)
        #expect(!oneShot.isValid)
        scene.application.advance(by: 2)
        #expect(oneShotCount == 1)
    }

    @Test("A timer made with init fires once added to the run loop, its interval after it was made (19.7)")
    func initThenAdd() {
        let scene = TestScene()
        var firedAt: [TimeInterval] = []
        let timer = Timer(timeInterval: 2, repeats: false) { _ in firedAt.append(scene.application.clock.now) }
        scene.application.advance(by: 3)
        #expect(firedAt.isEmpty)
        RunLoop.main.add(timer, forMode: .common)
        scene.application.advance(by: 0)
        #expect(firedAt == [3])
    }

    @Test("A timer made with a fire date fires when the clock reaches it (19.7)")
    func fireDate() {
        let scene = TestScene()
        var count = 0
        let timer = Timer(fire: Date(timeIntervalSinceNow: 1), interval: 0, repeats: false) { _ in count += 1 }
        RunLoop.current.add(timer, forMode: .default)
        scene.application.advance(by: 0.9)
        #expect(count == 0)
        #expect(timer.fireDate > Date())
        scene.application.advance(by: 0.2)
        #expect(count == 1)
    }

    @Test("A target-selector timer calls its method with the timer and its userInfo (19.7)")
    func targetSelector() {
        let controller = BannerController()
        let scene = TestScene(rootViewController: controller)
        let timer = Timer.scheduledTimer(
            timeInterval: 1, target: controller, selector: Selector("tick:", BannerController.tick(_:)),
            userInfo: "tick", repeats: true)
        scene.application.advance(by: 2.5)
        #expect(controller.ticks == ["tick", "tick"])
        timer.invalidate()
    }

    @Test("A timer fires before a touch stamped at its fire date, after one stamped before it (19.7; 11)")
    func orderWithTouches() {
        let scene = TestScene()
        var log: [String] = []
        let view = scene.add(TouchBeganLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        view.onBegan = { log.append("began \(scene.application.clock.now)") }
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in log.append("timer") }
        let first = TouchContact(id: 1, location: CGPoint(x: 10, y: 10))
        scene.application.enqueue(.digitizer(DigitizerFrame(timestamp: 1, contacts: [first])))
        scene.application.enqueue(
            .digitizer(
                DigitizerFrame(
                    timestamp: 1.5, contacts: [TouchContact(id: 1, location: first.location, state: .lifted)])))
        scene.application.enqueue(
            .digitizer(DigitizerFrame(timestamp: 2, contacts: [TouchContact(id: 2, location: first.location)])))
        scene.application.runUntilIdle()
        #expect(log == ["began 1.0", "timer", "began 2.0"])
    }
}

/// A view reporting each `touchesBegan`.
@MainActor
final class TouchBeganLoggingView: UIView {
    var onBegan: () -> Void = {}

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan() }
}
