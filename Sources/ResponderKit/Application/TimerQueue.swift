import Foundation

/// A one-shot timer on an application's clock. Gesture recognizers and scroll views use timers for
/// their deadlines (long press, multi-tap interval, content-touch delay); they fire in timestamp order
/// with the queued input (behaviour 11 "Time").
@MainActor
public final class ApplicationTimer {
    /// When the timer fires.
    public private(set) var deadline: TimeInterval
    /// Whether the timer was cancelled or has fired.
    public private(set) var isValid = true
    /// How many times the timer was armed: a queue entry made for an earlier arming is stale.
    private(set) var generation = 0
    /// What firing does. Cleared by ``ownerWentAway()`` from a nonisolated `deinit`, hence unchecked.
    nonisolated(unsafe) private var action: (@MainActor () -> Void)?
    /// Whether its owner arms the timer again after it fired or was invalidated (a recognizer's deadline,
    /// `UIGestureRecognizer.rearmDeadline(_:after:_:)`): it keeps its action, which captures its owner
    /// weakly, so that arming it again allocates nothing.
    let isReusable: Bool

    init(deadline: TimeInterval, reusable: Bool = false, action: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.isReusable = reusable
        self.action = action
    }

    /// Stops the timer from firing.
    public func invalidate() {
        isValid = false
        if !isReusable { action = nil }
    }

    /// The timer's owner is going away (its `deinit`, which is not isolated): the action, which refers to
    /// the owner unretained, must never run again. A reusable deadline's action holds its recognizer
    /// `unowned(unsafe)` rather than `weak`, so that the recognizer has no side table and its retains stay
    /// on the runtime's fast path (docs/performance.md, "Back references held unretained").
    nonisolated func ownerWentAway() { action = nil }

    func fire() {
        guard isValid, let action else { return }
        invalidate()
        action()
    }

    /// Arms the timer again for `deadline` (a reusable timer only); earlier queue entries become stale.
    fileprivate func arm(at deadline: TimeInterval) {
        self.deadline = deadline
        generation &+= 1
        isValid = true
    }
}

/// Pending timers ordered by deadline, then by scheduling order. One per application (``UIApplication``'s
/// `timers`). The run loop asks for the next deadline before every input: the array is changed on a local
/// copy swapped out of its private storage, so that no access spans a call the optimizer cannot see into
/// and none needs a runtime exclusivity check (docs/performance.md, "Arrays changed on a local copy").
@MainActor
final class TimerQueue {
    /// A timer as queued: the arming it was queued for, so that a timer armed again is not fired for an
    /// earlier arming.
    @MainActor
    private struct Entry {
        let timer: ApplicationTimer
        let generation: Int
        let deadline: TimeInterval
        var isLive: Bool { timer.isValid && timer.generation == generation }
    }

    private var entries: [Entry] = []

    func schedule(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer {
        let timer = ApplicationTimer(deadline: deadline, action: action)
        insert(timer)
        return timer
    }

    /// Queues a reusable `timer` again for `deadline`, in place of any earlier arming.
    func reschedule(_ timer: ApplicationTimer, at deadline: TimeInterval) {
        timer.arm(at: deadline)
        insert(timer)
    }

    private func insert(_ timer: ApplicationTimer) {
        let deadline = timer.deadline
        var list = entries
        entries = []
        // Binary search for the first timer that fires strictly later.
        var low = 0, high = list.count
        while low < high {
            let mid = (low + high) / 2
            if list[mid].deadline <= deadline { low = mid + 1 } else { high = mid }
        }
        list.insert(Entry(timer: timer, generation: timer.generation, deadline: deadline), at: low)
        entries = list
    }

    /// The earliest deadline of a valid timer.
    func nextDeadline() -> TimeInterval? {
        if let first = entries.first, !first.isLive {
            var list = entries
            entries = []
            while let first = list.first, !first.isLive { list.removeFirst() }
            entries = list
        }
        return entries.first?.deadline
    }

    /// Removes and returns the earliest valid timer if it is due at `time`.
    func popDue(at time: TimeInterval) -> ApplicationTimer? {
        guard let deadline = nextDeadline(), deadline <= time else { return nil }
        var list = entries
        entries = []
        let timer = list.removeFirst().timer
        entries = list
        return timer
    }
}
