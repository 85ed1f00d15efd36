import Foundation
import ResponderKit

// Waiting (lyft/Hammer's `Waiting`), on the application's clock: a wait moves the clock, firing timers,
// animations and recognizer deadlines in order, and takes no real time.
extension EventGenerator {
    /// Runs the application's clock for `interval` seconds.
    public func wait(_ interval: TimeInterval) throws {
        application.advance(by: max(0, interval))
    }

    /// Calls `condition` with a waiter, then waits until the condition (or something it set up) calls
    /// ``Waiter/complete()``, or `timeout` passes.
    public func waitUntil(_ condition: @escaping (Waiter) throws -> Void, timeout: TimeInterval) throws {
        let waiter = Waiter(timeout: timeout, application: application)
        try condition(waiter)
        try waiter.start(throwIfAlreadyCompleted: false)
    }

    /// Waits until `condition` is true, checking it every `checkInterval` (default 0.1 s) of the clock.
    /// Throws ``HammerError/waitConditionTimeout(_:)`` when more than `timeout` has passed.
    public func waitUntil(
        _ condition: @autoclosure @escaping () throws -> Bool, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try waitUntilExists(try condition() ? true : nil, timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until `exists` returns an object, checking every `checkInterval` (default 0.1 s), and returns
    /// it. Throws ``HammerError/waitConditionTimeout(_:)`` when more than `timeout` has passed.
    @discardableResult
    public func waitUntilExists<T>(
        _ exists: @autoclosure @escaping () throws -> T?, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws -> T {
        let start = application.clock.now
        while true {
            if let element = try exists() { return element }
            if application.clock.now - start > timeout { throw HammerError.waitConditionTimeout(timeout) }
            try wait(checkInterval)
        }
    }

    /// Waits until a view with `accessibilityIdentifier` is in the window.
    public func waitUntilExists(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try waitUntilExists(
            try? self.viewWithIdentifier(accessibilityIdentifier), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until the view with `accessibilityIdentifier` is visible.
    public func waitUntilVisible(
        _ accessibilityIdentifier: String, visibility: Visibility = .partial, timeout: TimeInterval,
        checkInterval: TimeInterval = 0.1
    ) throws {
        try waitUntil(
            self.viewIsVisible(accessibilityIdentifier, visibility: visibility), timeout: timeout,
            checkInterval: checkInterval)
    }

    /// Waits until `view` is visible.
    public func waitUntilVisible(
        _ view: UIView, visibility: Visibility = .partial, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try waitUntil(self.viewIsVisible(view, visibility: visibility), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until `rect` (window coordinates) is visible.
    public func waitUntilVisible(
        _ rect: CGRect, visibility: Visibility = .partial, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try waitUntil(self.rectIsVisible(rect, visibility: visibility), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until `point` (window coordinates) is inside the window.
    public func waitUntilVisible(_ point: CGPoint, timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try waitUntil(self.pointIsVisible(point), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until the view with `accessibilityIdentifier` is hittable.
    public func waitUntilHittable(
        _ accessibilityIdentifier: String, timeout: TimeInterval, checkInterval: TimeInterval = 0.1
    ) throws {
        try waitUntil(self.viewIsHittable(accessibilityIdentifier), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until `view` is hittable.
    public func waitUntilHittable(_ view: UIView, timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try waitUntil(self.viewIsHittable(view), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until a touch at `point` (window coordinates) would reach a view.
    public func waitUntilHittable(_ point: CGPoint, timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try waitUntil(self.pointIsHittable(point), timeout: timeout, checkInterval: checkInterval)
    }

    /// Waits until ``mainView`` is hittable.
    public func waitUntilHittable(timeout: TimeInterval, checkInterval: TimeInterval = 0.1) throws {
        try waitUntil(self.viewIsHittable(self.mainView), timeout: timeout, checkInterval: checkInterval)
    }

    // MARK: - The run loop

    /// Waits until the main queue's work submitted before this call has run.
    public func waitUntilRunloopIsFlushed(timeout: TimeInterval) throws {
        let application = application
        try waitUntil(
            { waiter in application.scheduleTimer(at: application.clock.now) { try? waiter.complete() } },
            timeout: timeout)
    }

    /// Waits until the next frame (the next 1/60 s tick of the display).
    public func waitUntilFrameIsRendered(timeout: TimeInterval) throws {
        try wait(min(timeout, EventGenerator.fingerMoveInterval))
    }
}
