import Foundation

/// Motion events (behaviour 8.1): accelerometer input, shake detection, delivery of `motionBegan`,
/// `motionEnded` and `motionCancelled` through the responder chain, and raw-sample subscribers.
///
/// A shake is delivered like UIKit's: through ``UIApplication/sendEvent(_:)`` to the key window, whose
/// `sendEvent(_:)` calls the motion method on its first responder, or on the window itself when there is
/// none (behaviour 11); the default `UIResponder` methods forward to `next`, so an unhandled shake travels
/// up to the window, the application and its delegate. `motionBegan` and `motionEnded` of one shake carry
/// the same `UIEvent` (type `.motion`, subtype `.motionShake`), stamped when each happened.
extension UIApplication {
    /// The detector that turns accelerometer samples into shakes. Change its thresholds to tune detection
    /// (defaults in ``MotionConstants``).
    public var shakeDetector: ShakeDetector { motionState.shakeDetector }

    /// Whether shaking the device offers undo and redo (behaviour 8.1). Default `true`. ResponderKit has no
    /// undo alert to show; the flag is kept for source compatibility, and shakes are delivered to the
    /// first responder whatever its value.
    public var applicationSupportsShakeToEdit: Bool {
        get { motionState.applicationSupportsShakeToEdit }
        set { motionState.applicationSupportsShakeToEdit = newValue }
    }

    /// Starts handing every accelerometer sample the application receives to `handler`, in order, as Core
    /// Motion does: the samples bypass the responder chain (behaviour 3.2) and arrive whether the application
    /// is active or not. The subscription lasts until you call
    /// ``AccelerometerSubscription/cancel()`` or ``stopAccelerometerUpdates()``; the application keeps
    /// it, so you need not. A ResponderKit addition (UIKit apps use `CMMotionManager`).
    @discardableResult
    public func startAccelerometerUpdates(handler: @escaping @MainActor (AccelerometerSample) -> Void)
        -> AccelerometerSubscription
    {
        let subscription = AccelerometerSubscription(application: self, handler: handler)
        motionState.accelerometerSubscriptions.append(subscription)
        return subscription
    }

    /// Cancels every accelerometer subscription.
    public func stopAccelerometerUpdates() {
        for subscription in motionState.accelerometerSubscriptions { subscription.isActive = false }
        motionState.accelerometerSubscriptions.removeAll()
    }

    /// Run-loop step for `.accelerometer` input, one stream for every consumer: subscribers first, then Core
    /// Motion managers (behaviour 8.6), the device orientation (behaviour 8.8), then shake detection (only
    /// while active). A sample stamped before the clock is treated as arriving
    /// now, like all input.
    func handleAccelerometer(_ input: AccelerometerSample) {
        var sample = input
        sample.timestamp = max(input.timestamp, clock.now)
        for subscription in motionState.accelerometerSubscriptions where subscription.isActive {
            subscription.handler(sample)
        }
        for entry in motionState.motionManagers { entry.manager?.receive(sample) }
        updateDeviceOrientation(with: sample)
        guard applicationState == .active else { return }
        deliverShake(motionState.shakeDetector.process(sample))
    }

    /// Cancels the shake in progress, if any (the application resigned active): the first responder gets
    /// `motionCancelled` (behaviour 8.1).
    func cancelShakeInProgress() {
        motionState.shakeTimer?.invalidate()
        motionState.shakeTimer = nil
        if let transition = motionState.shakeDetector.cancel(at: clock.now) { deliverShake([transition]) }
    }

    private func deliverShake(_ transitions: [ShakeDetector.Transition]) {
        for transition in transitions {
            let event: ShakeMotionEvent
            switch transition {
            case .began(let time):
                event = ShakeMotionEvent(phase: .began, timestamp: time)
                motionState.shakeEvent = event
            case .ended(let time):
                event = finishShakeEvent(.ended, at: time)
            case .cancelled(let time):
                event = finishShakeEvent(.cancelled, at: time)
            }
            sendEvent(event)
        }
        scheduleShakeDeadline()
    }

    private func finishShakeEvent(_ phase: ShakeMotionEvent.Phase, at time: TimeInterval) -> ShakeMotionEvent {
        let event = motionState.shakeEvent ?? ShakeMotionEvent(phase: phase, timestamp: time)
        motionState.shakeEvent = nil
        event.phase = phase
        event.timestamp = time
        return event
    }

    /// Keeps one timer pending at the detector's deadline while a shake is in progress. The deadline only
    /// moves later, so the timer re-checks and re-arms itself when it fires early.
    private func scheduleShakeDeadline() {
        guard let deadline = motionState.shakeDetector.nextDeadline else {
            motionState.shakeTimer?.invalidate()
            motionState.shakeTimer = nil
            return
        }
        if let timer = motionState.shakeTimer, timer.isValid { return }
        motionState.shakeTimer = scheduleTimer(at: deadline) { [weak self] in
            guard let self else { return }
            self.motionState.shakeTimer = nil
            self.deliverShake(self.motionState.shakeDetector.expire(at: self.clock.now))
        }
    }
}

/// A subscription to raw accelerometer samples, returned by
/// ``UIApplication/startAccelerometerUpdates(handler:)``.
@MainActor
public final class AccelerometerSubscription {
    weak var application: UIApplication?
    let handler: @MainActor (AccelerometerSample) -> Void
    /// Whether samples are still handed to the handler.
    public internal(set) var isActive = true

    init(application: UIApplication, handler: @escaping @MainActor (AccelerometerSample) -> Void) {
        self.application = application
        self.handler = handler
    }

    /// Stops the updates. Calling it again does nothing.
    public func cancel() {
        isActive = false
        application?.motionState.accelerometerSubscriptions.removeAll { $0 === self }
    }
}

/// The motion event of one shake. UIKit's equivalent class is private; applications see a `UIEvent` of
/// type `.motion` and subtype `.motionShake`.
@MainActor
final class ShakeMotionEvent: UIEvent {
    /// Which motion method the event is delivered with.
    enum Phase { case began, ended, cancelled }

    var phase: Phase

    init(phase: Phase, timestamp: TimeInterval) {
        self.phase = phase
        super.init(type: .motion, subtype: .motionShake, timestamp: timestamp)
    }
}

extension UIWindow {
    /// Delivers a motion event to the first responder, or to the window when there is none (behaviour 11);
    /// the default responder methods forward it up the chain. Motion events you create yourself carry no
    /// phase and are not delivered.
    func deliverMotion(_ event: UIEvent) {
        guard let motion = event as? ShakeMotionEvent else { return }
        let responder = currentFirstResponder ?? self
        switch motion.phase {
        case .began: responder.motionBegan(motion.subtype, with: motion)
        case .ended: responder.motionEnded(motion.subtype, with: motion)
        case .cancelled: responder.motionCancelled(motion.subtype, with: motion)
        }
    }
}
