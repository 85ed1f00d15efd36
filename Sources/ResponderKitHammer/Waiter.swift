import Foundation
import ResponderKit

extension EventGenerator {
    /// Waits until it is completed or its timeout passes, running the application's clock meanwhile
    /// (lyft/Hammer's `Waiter`, which sleeps the test instead).
    @MainActor
    public final class Waiter {
        /// Where the waiter is in its life.
        public enum State: Sendable {
            /// Not started.
            case idle
            /// Waiting.
            case running
            /// Done: completed in time, or `timeout` true when the time ran out.
            case completed(timeout: Bool)
        }

        /// The longest time to wait, in seconds of the application's clock.
        public let timeout: TimeInterval

        /// Where the waiter is.
        public private(set) var state: State = .idle

        private let application: UIApplication
        private var isCompleted = false

        /// Creates a waiter for the current application (`UIApplication.current`).
        public convenience init(timeout: TimeInterval) {
            self.init(timeout: timeout, application: .current)
        }

        init(timeout: TimeInterval, application: UIApplication) {
            self.timeout = timeout
            self.application = application
        }

        /// Runs the application's clock until ``complete()`` is called (by a timer, an event handler or main
        /// queue work) or the timeout passes: from one pending deadline to the next, at least every 1/120 s.
        /// Throws ``HammerError/waiterIsAlreadyRunning``, or ``HammerError/waiterIsAlreadyCompleted`` when
        /// `throwIfAlreadyCompleted` (default true).
        public func start(throwIfAlreadyCompleted: Bool = true) throws {
            switch state {
            case .running: throw HammerError.waiterIsAlreadyRunning
            case .completed:
                if throwIfAlreadyCompleted { throw HammerError.waiterIsAlreadyCompleted }
                return
            case .idle: break
            }
            state = .running
            let deadline = application.clock.now + timeout
            while !isCompleted && application.clock.now < deadline {
                // To the next pending deadline (timers due now run at once), at most 1/120 s ahead.
                let now = application.clock.now
                let step = min(deadline, now + 1.0 / 120)
                application.run(until: min(step, max(now, application.nextTimerDeadline ?? step)))
            }
            state = .completed(timeout: !isCompleted)
        }

        /// Stops the wait before its timeout. Throws ``HammerError/waiterIsNotRunning`` before
        /// ``start(throwIfAlreadyCompleted:)``, ``HammerError/waiterIsAlreadyCompleted`` after it ended.
        public func complete() throws {
            switch state {
            case .idle: throw HammerError.waiterIsNotRunning
            case .completed: throw HammerError.waiterIsAlreadyCompleted
            case .running: isCompleted = true
            }
        }
    }
}
