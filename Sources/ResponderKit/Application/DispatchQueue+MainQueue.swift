import Foundation

/// `DispatchQueue.main` work on the application's clock (docs/behaviour/animation.md, 19.7): in files that
/// import ResponderKit and not Foundation or Dispatch, these stand in for Dispatch's methods of the same
/// signatures (docs/decisions.md, "Timers and main-queue work run on the current application's clock").
/// They are disfavored, so that in a file that imports Foundation or Dispatch (where they do not shadow
/// Dispatch's, but are still visible) Dispatch's are chosen rather than the call being ambiguous.
/// Work for the main queue runs on ``UIApplication/current``'s run loop, in timestamp order with its input
/// and timers; work for any other queue goes to Dispatch unchanged.
extension DispatchQueue {
    /// Submits `work` to run as soon as possible: on the main queue, at the application's next run at
    /// its current time (after the event or timer being handled).
    @_disfavoredOverload
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        let item = DispatchWorkItem(qos: qos, flags: flags, block: work)
        guard isMainQueue else { return submit(item, group: group) }
        runOnApplication(item, at: nil, group: group)
    }

    /// Submits a work item to run as soon as possible; a cancelled item does not run.
    @_disfavoredOverload
    public func async(execute workItem: DispatchWorkItem) {
        guard isMainQueue else { return submit(workItem, group: nil) }
        runOnApplication(workItem, at: nil, group: nil)
    }

    /// Submits `work` to run at `deadline`: on the main queue, when the application's clock reaches it.
    @_disfavoredOverload
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable @convention(block) () -> Void
    ) {
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(qos: qos, flags: flags, block: work))
    }

    /// Submits a work item to run at `deadline`; cancelling it before then keeps it from running.
    @_disfavoredOverload
    public func asyncAfter(deadline: DispatchTime, execute: DispatchWorkItem) {
        guard isMainQueue else { return submit(execute, at: deadline) }
        runOnApplication(execute, at: deadline, group: nil)
    }

    /// Whether this is the main queue (on Linux each `DispatchQueue.main` is a new wrapper of it).
    private var isMainQueue: Bool { label == DispatchQueue.main.label }

    /// Whether the calling code runs on the main queue, where the main actor runs. Not the main thread:
    /// after `dispatchMain()` (which a test runner on Linux calls) the main queue runs on another thread.
    static var isRunningOnMain: Bool { getSpecific(key: mainQueueKey) != nil }

    /// A key only the main queue has a value for.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Queues `item` on the current application's run loop at `deadline` (now when nil). A deadline made on
    /// the main queue is on the application's clock; one made elsewhere is Dispatch's, so it is taken as a
    /// delay from the moment the work reaches the main actor.
    private func runOnApplication(_ item: DispatchWorkItem, at deadline: DispatchTime?, group: DispatchGroup?) {
        group?.enter()
        // A work item is safe to use from any thread (Dispatch locks its state); Linux's overlay does not
        // mark it Sendable.
        nonisolated(unsafe) let item = item
        let work: @MainActor @Sendable () -> Void = {
            if !item.isCancelled { item.perform() }
            group?.leave()
        }
        if DispatchQueue.isRunningOnMain {
            MainActor.assumeIsolated {
                let application = UIApplication.current
                let time = deadline?.applicationTime ?? application.clock.now
                // `distantFuture` never comes: no timer, so a live run loop does not wait for it.
                guard time.isFinite else { return }
                application.scheduleTimer(at: time, work)
            }
        } else {
            let delay = deadline?.secondsFromUptimeNow ?? 0
            guard delay.isFinite else { return }
            Task { @MainActor in
                let application = UIApplication.current
                application.scheduleTimer(at: application.clock.now + max(delay, 0), work)
            }
        }
    }

    /// Hands `item` to Dispatch now (through its group form: the closure forms are the ones above).
    private func submit(_ item: DispatchWorkItem, group: DispatchGroup?) {
        async(group: group ?? DispatchGroup(), execute: item)
    }

    /// Hands `item` to Dispatch at `deadline`, with a one-shot timer source (Dispatch's `asyncAfter` forms
    /// are the ones above). A deadline made on the main queue is on the application's clock: it is
    /// moved to Dispatch's by the time left until it.
    private func submit(_ item: DispatchWorkItem, at deadline: DispatchTime) {
        var dispatchDeadline = deadline
        if DispatchQueue.isRunningOnMain, deadline != .distantFuture {
            let left = MainActor.assumeIsolated { deadline.applicationTime - UIApplication.current.clock.now }
            dispatchDeadline = DispatchTime(uptimeNanoseconds: MonotonicClock.uptimeNanoseconds()) + max(left, 0)
        }
        let source = DispatchSource.makeTimerSource(queue: self)
        source.schedule(deadline: dispatchDeadline)
        source.setEventHandler { [self] in
            source.cancel()
            submit(item, group: nil)
        }
        source.activate()
    }
}
