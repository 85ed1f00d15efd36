import Foundation

/// A timer that fires after an interval on the application's clock (Apple's `Timer`;
/// docs/behaviour/animation.md, 19.7).
///
/// It stands in for Foundation's `Timer` in files that import ResponderKit and not Foundation, as ported
/// UIKit files do (docs/decisions.md, "Timers and main-queue work run on the current application's
/// clock"): `Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in ... }` fires when the
/// application's clock reaches 2 s from now, in timestamp order with its input, so a test advances a
/// ``VirtualClock`` instead of sleeping.
///
/// A timer belongs to ``UIApplication/current`` when it is created. Once scheduled it keeps itself alive,
/// as the run loop retains it in UIKit, until it is invalidated; a non-repeating timer is invalidated
/// after it fires. A repeating timer keeps its schedule from its fire date: after firing late it fires
/// once and then at the next multiple of its interval that is still ahead, skipping the ones missed.
@MainActor
public final class Timer {
    /// The timer's interval in seconds; 0 for a non-repeating timer, even if an interval was given.
    public var timeInterval: TimeInterval { repeats ? interval : 0 }
    /// How late the timer may fire. Accepted and not used: the application's clock fires every timer at
    /// its fire date. Default 0.
    public var tolerance: TimeInterval = 0
    /// The object given when the timer was created with a target; nil for a block timer.
    public let userInfo: Any?
    /// Whether the timer can still fire: false once invalidated (a non-repeating timer after firing).
    public private(set) var isValid = true

    /// When the timer fires next (if invalid, when it fired last). A date is wall-clock time: it is
    /// converted from and to the application's clock relative to the current date.
    public var fireDate: Date {
        get { Date(timeIntervalSinceNow: deadline - (application?.clock.now ?? deadline)) }
        set {
            guard let application else { return }
            deadline = application.clock.now + newValue.timeIntervalSinceNow
            if isScheduled { arm() }
        }
    }

    private let interval: TimeInterval
    private let repeats: Bool
    private var action: Action?
    private weak var application: UIApplication?
    /// When the timer fires next, on its application's clock.
    private var deadline: TimeInterval
    private var armed: ApplicationTimer?
    /// The timer itself while it is scheduled: the run loop's retain in UIKit.
    private var retainedWhileScheduled: Timer?
    private var isScheduled: Bool { retainedWhileScheduled != nil }

    private enum Action {
        case block(@MainActor (Timer) -> Void)
        case selector(AnyObject, Selector)
    }

    private init(delay: TimeInterval, interval: TimeInterval, repeats: Bool, userInfo: Any?, action: Action) {
        let application = UIApplication.current
        self.application = application
        // Apple: an interval of 0 or less is taken as 0.1 ms.
        self.interval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.userInfo = userInfo
        self.action = action
        deadline = application.clock.now + (delay > 0 ? delay : 0.0001)
    }

    /// A timer that calls `block` `interval` seconds after it is added to a run loop with
    /// `RunLoop.add(_:forMode:)`, and every `interval` seconds after that if `repeats`.
    public convenience init(
        timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) {
        self.init(delay: interval, interval: interval, repeats: repeats, userInfo: nil, action: .block(block))
    }

    /// A timer that first calls `block` at `date`, then every `interval` seconds if `repeats`; it fires
    /// once it is added to a run loop.
    public convenience init(
        fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) {
        self.init(
            delay: date.timeIntervalSinceNow, interval: interval, repeats: repeats, userInfo: nil,
            action: .block(block))
    }

    /// A timer that calls `selector` on `target` with the timer (`@objc func tick(_ timer: Timer)`, ported
    /// as `Selector("tick:", Controller.tick(_:))`); it keeps `target` until it is invalidated.
    public convenience init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        self.init(
            delay: interval, interval: interval, repeats: repeats, userInfo: userInfo,
            action: .selector(target as AnyObject, selector))
    }

    /// Creates a timer with ``init(timeInterval:repeats:block:)`` and schedules it on the current run loop.
    @discardableResult
    public class func scheduledTimer(
        withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Creates a timer with ``init(timeInterval:target:selector:userInfo:repeats:)`` and schedules it on
    /// the current run loop.
    @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }

    /// Calls the timer's block (or target) now. A repeating timer keeps its schedule; a non-repeating one
    /// is invalidated, even before its fire date.
    public func fire() {
        guard isValid else { return }
        callAction()
        if !repeats { invalidate() }
    }

    /// Stops the timer from firing again and releases its block or target.
    public func invalidate() {
        isValid = false
        armed?.invalidate()
        action = nil
        retainedWhileScheduled = nil
    }

    /// Starts the timer on its application's clock (what `RunLoop.add(_:forMode:)` does); adding it again
    /// has no effect.
    func schedule() {
        guard isValid, !isScheduled, application != nil else { return }
        retainedWhileScheduled = self
        arm()
    }

    private func arm() {
        guard let application else { return }
        if armed == nil {
            armed = ApplicationTimer(deadline: deadline, reusable: true) { [weak self] in self?.deadlineReached() }
        }
        if let armed { application.timers.reschedule(armed, at: deadline) }
    }

    /// The clock reached the fire date: call, then (as a run loop does after the callout) invalidate a
    /// non-repeating timer or move a repeating one to its next fire date still ahead.
    private func deadlineReached() {
        let firedAt = deadline
        callAction()
        guard isValid else { return }
        guard repeats, let application else { return invalidate() }
        // The block may have set a new fire date; otherwise keep the schedule, skipping missed fires.
        if deadline == firedAt {
            let missed = ((application.clock.now - firedAt) / interval).rounded(.down)
            deadline = firedAt + (max(missed, 0) + 1) * interval
        }
        arm()
    }

    private func callAction() {
        switch action {
        case .block(let block): block(self)
        case .selector(let target, let selector): selector.perform(on: target, sender: self, event: nil)
        case nil: break
        }
    }
}

extension RunLoop {
    /// Schedules a ResponderKit `Timer` on its application's clock. The mode is accepted and has no
    /// effect (the application's run loop has one); every run loop is the application's.
    @MainActor
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        timer.schedule()
    }
}
