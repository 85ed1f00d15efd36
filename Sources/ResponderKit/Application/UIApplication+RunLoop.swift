import Foundation

/// The application's run loop (behaviour 9, step 3): a FIFO queue of raw input that it drains on the main
/// actor, and timers on the application's clock that fire in timestamp order with that input. Before
/// each input and at the end of a run it lays out the views that need layout (Views/UIView+Layout.swift),
/// then draws the views that need drawing (Drawing/UIView+Display.swift).
extension UIApplication {
    /// Appends raw input to the event queue, as a device (or a test) does. Nothing is dispatched until
    /// the run loop runs: call ``runUntilIdle()``, ``run(until:)`` or ``advance(by:)``.
    /// Input stamped earlier than the clock is treated as arriving now.
    public func enqueue(_ input: HardwareInput) {
        inputs.append(input)
    }

    /// Whether input is waiting in the queue.
    public var hasPendingInput: Bool { inputs.hasPending }

    /// Schedules `action` to run when the clock reaches `deadline`. Timers fire in deadline order,
    /// before queued input stamped at or after their deadline.
    @discardableResult
    public func scheduleTimer(at deadline: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ApplicationTimer
    {
        timers.schedule(at: deadline, action)
    }

    /// The deadline of the next pending timer, if any: when a live run loop must wake up.
    public var nextTimerDeadline: TimeInterval? { timers.nextDeadline() }

    /// Processes every queued input, firing the timers due before each one, and leaves the clock at the
    /// last input's time. Timers due later stay pending.
    public func runUntilIdle() {
        drain(until: nil)
    }

    /// Processes queued input and timers in timestamp order up to `time`, then moves the clock to `time`.
    /// On a ``VirtualClock`` this takes no real time; on a ``MonotonicClock`` it waits.
    public func run(until time: TimeInterval) {
        drain(until: time)
    }

    /// Runs the loop for `interval` seconds of the application's clock.
    public func advance(by interval: TimeInterval) {
        run(until: clock.now + interval)
    }

    private func drain(until limit: TimeInterval?) {
        guard inputs.beginDraining() else { return }
        let outer = UIApplication.running
        UIApplication.running = self
        defer {
            inputs.endDraining()
            UIApplication.running = outer
        }
        while let input = inputs.next {
            if let limit, input.timestamp > limit { break }
            // Input stamped before the clock (or with a timestamp that is not a number) arrives now.
            let time = input.timestamp.isFinite ? max(input.timestamp, clock.now) : clock.now
            fireTimers(through: time)
            // Views place their hit areas in `layoutSubviews`: lay them out before the input is hit-tested.
            if isLayoutPending { performLayoutPass() }
            if isDisplayPending { performDisplayPass() }
            inputs.take()
            clock.advance(to: time)
            switch input {
            case .digitizer(var frame):
                frame.timestamp = time
                beginTouchDelivery()
                apply(frame)
                coalesceFollowingFrames(after: time)
                dispatchTouchEvent()
            case .cancelAllContacts:
                cancelAllTouches(reason: .inputSourceLost, ignoreRemainingContacts: false)
            case .estimatedPropertiesUpdate(let update):
                apply(update)
            case .key(let input): handleKeyInput(input)
            case .accelerometer(let sample): handleAccelerometer(sample)
            case .gyroscope(let sample): handleGyroscope(sample)
            case .magnetometer(let sample): handleMagnetometer(sample)
            case .proximity(let sample): handleProximity(sample)
            case .mediaKey(let input): handleMediaKey(input)
            case .pointer(let input): handlePointer(input)
            case .scroll(let input): handleScroll(input)
            case .transform(let input): handleTransform(input)
            }
        }
        if let limit {
            fireTimers(through: limit)
            clock.advance(to: limit)
        }
        // The end of a run stands for a display frame: what changed is laid out before it is shown.
        if isLayoutPending { performLayoutPass() }
        if isDisplayPending { performDisplayPass() }
        inputs.compact()
    }

    /// Folds the queued frames that fall in the same display frame into the delivery being built, as
    /// long as no timer is due in between and no touch would both begin and end in one delivery.
    private func coalesceFollowingFrames(after timestamp: TimeInterval) {
        guard let bucket = displayFrameIndex(of: timestamp) else { return }
        while case .digitizer(let next) = inputs.next,
            displayFrameIndex(of: next.timestamp) == bucket,
            (timers.nextDeadline() ?? .infinity) > next.timestamp,
            canCoalesce(next)
        {
            inputs.take()
            clock.advance(to: next.timestamp)
            var frame = next
            frame.timestamp = max(next.timestamp, clock.now)
            apply(frame)
        }
    }

    /// The display frame a time falls in, counting frames of ``displayFrameInterval`` from time 0: input
    /// stamped within one frame is coalesced into one delivery (behaviour 9.7). A time within a nanosecond
    /// of a frame's start counts as that frame's.
    ///
    /// The one definition of the application's bucketing: the replayer batches a recording's input with
    /// it too. Nil when ``displayFrameInterval`` is not positive (no coalescing), or when the time is not
    /// finite or too large for a frame index (such input is never coalesced).
    public func displayFrameIndex(of time: TimeInterval) -> Int? {
        guard displayFrameInterval > 0 else { return nil }
        // Timestamps come from outside; a frame index that does not fit an Int never coalesces.
        let index = ((time + 1e-9) / displayFrameInterval).rounded(.down)
        guard index.isFinite, abs(index) < 1e15 else { return nil }
        return Int(index)
    }

    private func fireTimers(through time: TimeInterval) {
        while let timer = timers.popDue(at: time) {
            clock.advance(to: timer.deadline)
            timer.fire()
        }
    }
}
