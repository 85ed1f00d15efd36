import Foundation

/// A one-shot timer on an application's clock. Gesture recognizers and scroll views use timers for
/// their deadlines (long press, multi-tap interval, content-touch delay); they fire in timestamp order
/// with the queued input (behaviour 11 "Time").
@MainActor
public final class ApplicationTimer {
    /// When the timer fires.
    public let deadline: TimeInterval
    /// Whether the timer was cancelled or has fired.
    public private(set) var isValid = true
    let sequence: Int
    private var action: (@MainActor () -> Void)?

    init(deadline: TimeInterval, sequence: Int, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.sequence = sequence
        self.action = action
    }

    /// Stops the timer from firing.
    public func invalidate() {
        isValid = false
        action = nil
    }

    func fire() {
        guard isValid, let action else { return }
        invalidate()
        action()
    }
}

/// Pending timers ordered by deadline, then by scheduling order.
@MainActor
struct TimerQueue {
    private var timers: [ApplicationTimer] = []
    private var nextSequence = 0

    mutating func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer {
        let timer = ApplicationTimer(deadline: deadline, sequence: nextSequence, action: action)
        nextSequence += 1
        // Binary search for the first timer that fires strictly later.
        var low = 0, high = timers.count
        while low < high {
            let mid = (low + high) / 2
            if timers[mid].deadline <= deadline { low = mid + 1 } else { high = mid }
        }
        timers.insert(timer, at: low)
        return timer
    }

    /// The earliest deadline of a valid timer.
    mutating func nextDeadline() -> TimeInterval? {
        while let first = timers.first, !first.isValid { timers.removeFirst() }
        return timers.first?.deadline
    }

    /// Removes and returns the earliest valid timer if it is due at `time`.
    mutating func popDue(at time: TimeInterval) -> ApplicationTimer? {
        guard let deadline = nextDeadline(), deadline <= time else { return nil }
        return timers.removeFirst()
    }
}
