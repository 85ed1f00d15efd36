import Foundation
import ResponderKit

/// Kinetic scrolling after a two-finger scroll: fingers that lift fast, within
/// ``TouchpadPointer/kineticLiftWindow`` of their last motion, fling the content on, and the run decays on
/// the application's clock at UIScrollView's normal deceleration rate until it is slower than
/// ``TouchpadPointer/kineticStopSpeed`` or a finger lands (docs/input-devices.md, "Touchpads and mice as a
/// pointer"). libinput leaves kinetic scrolling to its caller; iPadOS delivers it as momentum scroll events
/// (``ScrollInput/isMomentum``).
///
/// ```text
///             a fast lift               first step: began              each step: changed, decayed
///     idle ──────────────► armed(velocity) ──────────────► running(velocity) ◄──┐
///      ▲                        │ already slower than           │   │          │
///      │                        │ the stop speed: nothing       │   └──────────┘
///      ├────────────────────────┘                               │ slower than the stop speed: ended
///      ├────────────────────────────────────────────────────────┘
///      └──── a finger lands, or the device goes away: stop (ended, if running)
/// ```
struct TouchpadKineticScroll: Sendable {
    /// The run's state, written only by ``fingersLifted(at:)``, ``step(emitter:at:into:)`` and
    /// ``stop(emitter:at:into:)``.
    enum State: Sendable, Equatable {
        /// No run.
        case idle
        /// A fast lift at `time` armed a run at `velocity` (points per second); its first step begins it.
        case armed(velocity: TouchpadPoint, time: TimeInterval)
        /// A run at `velocity` (points per second), last stepped at `time`.
        case running(velocity: TouchpadPoint, time: TimeInterval)
    }

    /// The run's state.
    private(set) var state = State.idle
    /// The fingers' scroll velocity (points per second), smoothed over their last steps.
    private var fingerVelocity = TouchpadPoint.zero
    /// When the fingers last scrolled.
    private var lastFingerMotion: TimeInterval = -.infinity

    /// Whether a run is armed or running.
    var isActive: Bool { state != .idle }

    /// When the run's next step is due, if there is a run.
    var deadline: TimeInterval? {
        switch state {
        case .idle: nil
        case .armed(_, let time), .running(_, let time): time + TouchpadPointer.kineticStepInterval
        }
    }

    // MARK: The fingers' scroll

    /// Two fingers began to scroll: their velocity starts from rest.
    mutating func fingersBeganScrolling() { fingerVelocity = .zero }

    /// The fingers scrolled by `points` over `interval` at `time`.
    mutating func fingersScrolled(by points: (dx: Double, dy: Double), interval: TimeInterval, at time: TimeInterval) {
        let step = max(interval, PointerAcceleration.shortestInterval)
        let instant = TouchpadPoint(x: points.dx / step, y: points.dy / step)
        fingerVelocity = TouchpadPoint(x: (fingerVelocity.x + instant.x) / 2, y: (fingerVelocity.y + instant.y) / 2)
        lastFingerMotion = time
    }

    // MARK: Transitions

    /// The fingers' scroll ended at `time`: a run is armed when they were still moving fast.
    mutating func fingersLifted(at time: TimeInterval) {
        guard time - lastFingerMotion <= TouchpadPointer.kineticLiftWindow,
            fingerVelocity.length >= TouchpadPointer.kineticStartSpeed
        else { return }
        state = .armed(velocity: fingerVelocity, time: time)
    }

    /// The ``deadline`` came: the run decays and scrolls by one step, or ends.
    mutating func step(emitter: TouchpadEmitter, at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        let velocity: TouchpadPoint, last: TimeInterval, started: Bool
        switch state {
        case .idle: return
        case .armed(let v, let t): (velocity, last, started) = (v, t, false)
        case .running(let v, let t): (velocity, last, started) = (v, t, true)
        }
        let interval = time - last
        let decay = pow(TouchpadPointer.kineticDecelerationPerMillisecond, interval * 1000)
        let decayed = TouchpadPoint(x: velocity.x * decay, y: velocity.y * decay)
        if decayed.length < TouchpadPointer.kineticStopSpeed {
            state = .idle
            if started { emitter.scroll(.zero, phase: .ended, isMomentum: true, at: time, into: &output) }
            return
        }
        state = .running(velocity: decayed, time: time)
        emitter.scroll(
            CGVector(dx: decayed.x * interval, dy: decayed.y * interval), phase: started ? .changed : .began,
            isMomentum: true, at: time, into: &output)
    }

    /// A finger landed, or the device went away: the run stops (and ends, if it had begun).
    mutating func stop(emitter: TouchpadEmitter, at time: TimeInterval, into output: inout [PointerDeviceOutput]) {
        let wasRunning = if case .running = state { true } else { false }
        state = .idle
        if wasRunning { emitter.scroll(.zero, phase: .ended, isMomentum: true, at: time, into: &output) }
    }
}

extension TouchpadPointer {
    /// The interval between kinetic scroll steps (60 per second).
    public static let kineticStepInterval: TimeInterval = 1.0 / 60
    /// How much of the kinetic velocity remains after one millisecond (UIScrollView's normal deceleration rate).
    public static let kineticDecelerationPerMillisecond = 0.998
    /// The scroll speed (points per second) at the lift above which kinetic scrolling starts.
    public static let kineticStartSpeed = 150.0
    /// The speed (points per second) below which a kinetic run ends.
    public static let kineticStopSpeed = 10.0
    /// The lift must come within this time (seconds) of the last scroll motion for a kinetic run: fingers
    /// that stopped before lifting do not fling.
    public static let kineticLiftWindow: TimeInterval = 0.050
}
