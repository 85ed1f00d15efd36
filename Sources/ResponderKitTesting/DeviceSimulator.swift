import Foundation
@_exported import ResponderKit

/// Scripts the device around the touch screen on an application's virtual clock, for tests: shakes and
/// other accelerometer motion (behaviour 8.1), turns, holding and walking measured by all three motion
/// sensors (behaviour 8.6, 8.8), covering the proximity sensor (behaviour 8.7), media keys (behaviour 8.2),
/// force presses for peek and pop, and picking home-screen quick actions (behaviour 8.4).
///
/// Like ``TouchSimulator``, every call feeds hardware-level input (`AccelerometerSample`,
/// `MediaKeyInput`, `DigitizerFrame` with force) into the application's queue and runs the run loop
/// to the end of the script, so timers fire in order and nothing sleeps.
///
/// ```swift
/// let device = DeviceSimulator(application: app)
/// device.shake()                              // motionBegan, then motionEnded once it calms down
/// device.press(.togglePlayPause)              // remoteControlReceived, if receiving
/// let finger = device.forceTouchDown(at: p)   // light touch with force information
/// device.changeForce(of: finger, to: 2)       // peek
/// device.changeForce(of: finger, to: 6)       // pop
/// device.lift(finger)
/// ```
///
/// Force presses use contact ids from 10 001 up, so they never collide with a ``TouchSimulator`` on the
/// same application.
@MainActor
public final class DeviceSimulator {
    /// An axis of the device.
    public enum Axis: Sendable {
        /// Left–right across the screen.
        case x
        /// Up–down along the screen.
        case y
        /// In and out of the screen.
        case z
    }

    /// The application receiving the input.
    public let application: UIApplication
    /// Sensor samples per second in scripted motion (accelerometer; gyroscope and magnetometer too while
    /// turning). Default 100.
    public var accelerometerSampleRate: Double = 100
    /// The acceleration at rest, in g: gravity in the device's frame. Default (0, 0, -1), lying face up.
    public var gravity: (x: Double, y: Double, z: Double) = (0, 0, -1)
    /// The `maximumPossibleForce` force presses report. Default 6.67 (an iPhone 6s screen,
    /// `ForceTouchConstants.quotedMaximumPossibleForce`).
    public var maximumPossibleForce: CGFloat = ForceTouchConstants.quotedMaximumPossibleForce
    /// Digitizer samples per second while force changes. Default 120.
    public var touchSampleRate: Double = 120

    /// The Earth's magnetic field the magnetometer measures, in microteslas, in the magnetic-north frame
    /// (x north, y west, z up). Default (20, 0, −40): 20 µT towards north, 40 µT downwards, a field of
    /// the northern mid-latitudes.
    public var magneticField: (x: Double, y: Double, z: Double) = (20, 0, -40)
    /// The device's orientation after the last ``turn(for:attitude:)``. Default: lying face up, its
    /// right edge (x axis) towards magnetic north (roll, pitch and yaw 0).
    public private(set) var attitude = DeviceAttitude(roll: 0, pitch: 0, yaw: 0)

    /// The vertical acceleration of each step in ``walk(for:stepsPerSecond:)``, in g. Default 0.25.
    public var walkingBounce: Double = 0.25
    /// How far the device rolls from side to side while walking, in radians. Default 0.035 (2°).
    public var walkingSway: Double = 0.035

    private var nextContactID = 10_001
    private var contacts: [Int: (location: CGPoint, force: CGFloat)] = [:]

    /// Creates a simulator feeding `application`.
    public init(application: UIApplication) {
        self.application = application
    }

    /// The application's current time.
    public var now: TimeInterval { application.clock.now }

    /// Runs the application's clock forward by `interval`, firing timers in order (no samples are sent).
    public func wait(_ interval: TimeInterval) {
        application.advance(by: interval)
    }

    // MARK: Motion (behaviour 8.1)

    /// Sends one accelerometer sample now (values in g, gravity included) and runs the loop up to it.
    public func sendAcceleration(x: Double, y: Double, z: Double) {
        application.enqueue(.accelerometer(AccelerometerSample(timestamp: now, x: x, y: y, z: z)))
        application.run(until: now)
    }

    /// Holds the device still for `duration`: samples of ``gravity`` at ``accelerometerSampleRate``. A
    /// shake in progress ends once the calm interval elapsed.
    public func rest(for duration: TimeInterval) {
        move(for: duration) { _ in (0, 0, 0) }
    }

    /// Shakes the device: a sinusoidal acceleration of `amplitude` g along `axis` at `frequency` full
    /// back-and-forth cycles per second for `duration`, on top of ``gravity``; then rests for `settle`
    /// seconds so that the shake can end (0 leaves it in progress). The defaults (3 g, 5 Hz, 0.6 s) make
    /// a shake the default `ShakeDetector` detects after the third stroke, about 0.25 s in, and ends
    /// 0.3 s after the motion calms.
    public func shake(
        duration: TimeInterval = 0.6, amplitude: Double = 3, frequency: Double = 5, axis: Axis = .x,
        settle: TimeInterval = 0.5
    ) {
        move(for: duration) { elapsed in
            let value = amplitude * sin(2 * Double.pi * frequency * elapsed)
            switch axis {
            case .x: return (value, 0, 0)
            case .y: return (0, value, 0)
            case .z: return (0, 0, value)
            }
        }
        if settle > 0 { rest(for: settle) }
    }

    /// Sends accelerometer samples for `duration` at ``accelerometerSampleRate``: ``gravity`` plus what
    /// `acceleration` returns for the time elapsed since the start (the first sample is one period in),
    /// then runs the loop to the end.
    public func move(
        for duration: TimeInterval, acceleration: (_ elapsed: TimeInterval) -> (x: Double, y: Double, z: Double)
    ) {
        let start = now
        let steps = max(1, Int((duration * accelerometerSampleRate).rounded()))
        for step in 1...steps {
            let elapsed = step == steps ? duration : duration * Double(step) / Double(steps)
            let extra = acceleration(elapsed)
            application.enqueue(
                .accelerometer(
                    AccelerometerSample(
                        timestamp: start + elapsed, x: gravity.x + extra.x, y: gravity.y + extra.y,
                        z: gravity.z + extra.z)))
        }
        application.run(until: start + duration)
    }

    // MARK: Orientation (behaviour 8.6)

    /// Scripts the device's orientation for `duration`: at ``accelerometerSampleRate`` it sends the
    /// accelerometer, gyroscope and magnetometer samples a device turning through `attitude` measures
    /// (gravity alone, the rotation rate since the previous sample, ``magneticField``), then runs the loop to
    /// the end. `attitude` gives roll, pitch and yaw in radians, in Core Motion's convention
    /// (`CMAttitude`), relative to magnetic north, for the time elapsed since the start; the motion starts
    /// from ``attitude``, which ends at the last value, and ``gravity`` follows it.
    public func turn(for duration: TimeInterval, attitude: (_ elapsed: TimeInterval) -> DeviceAttitude) {
        sendMotion(for: duration, attitude: attitude, userAcceleration: { _ in MotionVector(0, 0, 0) })
    }

    /// The samples of ``turn(for:attitude:)``, with `userAcceleration` (in g, in the magnetic-north frame:
    /// z up) added to what the accelerometer measures, as Core Motion adds `userAcceleration` to `gravity`.
    private func sendMotion(
        for duration: TimeInterval, attitude: (_ elapsed: TimeInterval) -> DeviceAttitude,
        userAcceleration: (_ elapsed: TimeInterval) -> MotionVector
    ) {
        let start = now
        let steps = max(1, Int((duration * accelerometerSampleRate).rounded()))
        var previous = self.attitude.quaternion
        var previousTime = start
        for step in 1...steps {
            let elapsed = step == steps ? duration : duration * Double(step) / Double(steps)
            let time = start + elapsed
            let orientation = attitude(elapsed)
            let q = orientation.quaternion
            let down = q.unrotate(MotionVector(0, 0, -1))
            let measured = q.unrotate(MotionVector(0, 0, -1) + userAcceleration(elapsed))
            let rate = previous.rotationRate(to: q, over: time - previousTime)
            let field = q.unrotate(MotionVector(magneticField.x, magneticField.y, magneticField.z))
            application.enqueue(
                .accelerometer(AccelerometerSample(timestamp: time, x: measured.x, y: measured.y, z: measured.z)))
            application.enqueue(.magnetometer(MagnetometerSample(timestamp: time, x: field.x, y: field.y, z: field.z)))
            // Last: the gyroscope drives device motion, which then sees this instant's gravity and field.
            application.enqueue(.gyroscope(GyroscopeSample(timestamp: time, x: rate.x, y: rate.y, z: rate.z)))
            (previous, previousTime, self.attitude) = (q, time, orientation)
            gravity = (down.x, down.y, down.z)
        }
        application.run(until: start + duration)
    }

    /// Turns the device from ``attitude`` to `target` over `duration`, each angle changing linearly.
    public func turn(to target: DeviceAttitude, duration: TimeInterval) {
        let from = attitude
        turn(for: duration) { elapsed in
            let progress = duration > 0 ? elapsed / duration : 1
            return DeviceAttitude(
                roll: from.roll + (target.roll - from.roll) * progress,
                pitch: from.pitch + (target.pitch - from.pitch) * progress,
                yaw: from.yaw + (target.yaw - from.yaw) * progress)
        }
    }

    /// Turns the device to `orientation` over the first half of `duration` and holds it still for the rest,
    /// with all three motion sensors reporting (see ``turn(for:attitude:)``), so that the device orientation
    /// settles (behaviour 8.8). The heading (yaw) stays as it was; `.unknown` holds the current attitude.
    public func hold(_ orientation: UIDeviceOrientation, for duration: TimeInterval = 1) {
        let target = Self.attitude(for: orientation, yaw: attitude.yaw) ?? attitude
        turn(to: target, duration: duration / 2)
        turn(for: duration / 2) { _ in target }
    }

    /// The attitude of a device held in `orientation` facing `yaw`: portrait stands the device's y axis
    /// up (pitch 90°), landscape its x axis (roll ∓90°), face down turns it over (roll 180°).
    static func attitude(for orientation: UIDeviceOrientation, yaw: Double) -> DeviceAttitude? {
        let quarter = Double.pi / 2
        switch orientation {
        case .unknown: return nil
        case .portrait: return DeviceAttitude(roll: 0, pitch: quarter, yaw: yaw)
        case .portraitUpsideDown: return DeviceAttitude(roll: 0, pitch: -quarter, yaw: yaw)
        case .landscapeLeft: return DeviceAttitude(roll: -quarter, pitch: 0, yaw: yaw)
        case .landscapeRight: return DeviceAttitude(roll: quarter, pitch: 0, yaw: yaw)
        case .faceUp: return DeviceAttitude(roll: 0, pitch: 0, yaw: yaw)
        case .faceDown: return DeviceAttitude(roll: Double.pi, pitch: 0, yaw: yaw)
        }
    }

    /// Walks with the device for `duration`, held as it is (``attitude``), at `stepsPerSecond` (default 2,
    /// a brisk walk): each step lifts and drops the device (a vertical acceleration of
    /// ``walkingBounce`` g at the step frequency), the body sways from one foot to the other (a sideways
    /// acceleration of a fifth of that, and a roll of ``walkingSway`` radians, at half the step frequency)
    /// and the device pitches a little with each step (half the sway, at the step frequency). The
    /// accelerometer, gyroscope and magnetometer report the same motion (see ``turn(for:attitude:)``).
    /// The attitude ends where the sway left it: where it started when the walk lasts whole strides (two
    /// steps).
    public func walk(for duration: TimeInterval, stepsPerSecond: Double = 2) {
        let base = attitude
        let step = 2 * Double.pi * stepsPerSecond
        let (bounce, sway) = (walkingBounce, walkingSway)
        sendMotion(
            for: duration,
            attitude: { elapsed in
                DeviceAttitude(
                    roll: base.roll + sway * sin(step / 2 * elapsed),
                    pitch: base.pitch + sway / 2 * sin(step * elapsed), yaw: base.yaw)
            },
            userAcceleration: { elapsed in
                // Sideways in the walker's frame: across the device's heading.
                let sideways = bounce / 5 * sin(step / 2 * elapsed)
                return MotionVector(-sin(base.yaw) * sideways, cos(base.yaw) * sideways, bounce * sin(step * elapsed))
            })
    }

    // MARK: Proximity (behaviour 8.7)

    /// Covers the proximity sensor now (a face or a hand near it) and runs the loop up to it.
    public func cover() { sendProximity(isNear: true) }

    /// Uncovers the proximity sensor now and runs the loop up to it.
    public func uncover() { sendProximity(isNear: false) }

    private func sendProximity(isNear: Bool) {
        application.enqueue(.proximity(ProximitySample(timestamp: now, isNear: isNear)))
        application.run(until: now)
    }

    // MARK: Remote control (behaviour 8.2)

    /// Presses a media key now and runs the loop up to it.
    public func press(_ command: MediaKeyInput.Command) {
        application.enqueue(.mediaKey(MediaKeyInput(timestamp: now, command: command)))
        application.run(until: now)
    }

    // MARK: Force presses (behaviour 2.1, 8.4)

    /// Puts a finger down now with `force` (reporting ``maximumPossibleForce``) and delivers it.
    @discardableResult
    public func forceTouchDown(at point: CGPoint, force: CGFloat = 0.5) -> TouchSimulator.Finger {
        let finger = TouchSimulator.Finger(id: nextContactID)
        nextContactID += 1
        send(finger, at: point, force: force, state: .touching, time: now)
        application.run(until: now)
        return finger
    }

    /// Changes a finger's force to `force`, linearly over `duration` (sampled at ``touchSampleRate``), or
    /// at once when `duration` is 0.
    public func changeForce(of finger: TouchSimulator.Finger, to force: CGFloat, duration: TimeInterval = 0) {
        guard let contact = contacts[finger.id] else { return }
        let start = now
        let steps = duration > 0 ? max(1, Int((duration * touchSampleRate).rounded())) : 1
        for step in 1...steps {
            let progress = CGFloat(step) / CGFloat(steps)
            let time = step == steps ? start + duration : start + duration * Double(step) / Double(steps)
            send(
                finger, at: contact.location, force: contact.force + (force - contact.force) * progress,
                state: .touching, time: time)
        }
        application.run(until: start + duration)
    }

    /// Moves a finger now, keeping its force unless `force` is given.
    public func move(_ finger: TouchSimulator.Finger, to point: CGPoint, force: CGFloat? = nil) {
        guard let contact = contacts[finger.id] else { return }
        send(finger, at: point, force: force ?? contact.force, state: .touching, time: now)
        application.run(until: now)
    }

    /// Lifts a finger now.
    public func lift(_ finger: TouchSimulator.Finger) {
        guard let contact = contacts[finger.id] else { return }
        send(finger, at: contact.location, force: 0, state: .lifted, time: now)
        contacts[finger.id] = nil
        application.run(until: now)
    }

    /// A whole force press: down lightly at `point`, force rising to `peakForce` over `rampDuration`,
    /// held for `holdDuration`, then lifted unless `lift` is false (the finger is returned either way).
    @discardableResult
    public func forcePress(
        at point: CGPoint, peakForce: CGFloat, rampDuration: TimeInterval = 0.2,
        holdDuration: TimeInterval = 0.1, lift: Bool = true
    ) -> TouchSimulator.Finger {
        let finger = forceTouchDown(at: point, force: min(0.5, peakForce))
        changeForce(of: finger, to: peakForce, duration: rampDuration)
        if holdDuration > 0 { wait(holdDuration) }
        if lift { self.lift(finger) }
        return finger
    }

    private func send(
        _ finger: TouchSimulator.Finger, at point: CGPoint, force: CGFloat, state: TouchContact.State,
        time: TimeInterval
    ) {
        if state != .lifted { contacts[finger.id] = (point, force) }
        let contact = TouchContact(
            id: finger.id, location: point, state: state, force: force,
            maximumPossibleForce: maximumPossibleForce)
        application.enqueue(.digitizer(DigitizerFrame(timestamp: time, contacts: [contact])))
    }

    // MARK: Home-screen quick actions (behaviour 8.4)

    /// Picks the quick action at `index` of the list the home screen shows
    /// (`UIApplication.displayedShortcutItems`): launches the application with it if it has not
    /// launched, otherwise asks its delegate to perform it. Returns false when there is no such item.
    @discardableResult
    public func chooseQuickAction(at index: Int, completion: (@MainActor (Bool) -> Void)? = nil) -> Bool {
        let items = application.displayedShortcutItems
        guard items.indices.contains(index) else { return false }
        application.performShortcutItem(items[index], completion: completion)
        return true
    }

    /// Picks the displayed quick action of type `type`. Returns false when none is displayed.
    @discardableResult
    public func chooseQuickAction(ofType type: String, completion: (@MainActor (Bool) -> Void)? = nil) -> Bool {
        guard let index = application.displayedShortcutItems.firstIndex(where: { $0.type == type }) else {
            return false
        }
        return chooseQuickAction(at: index, completion: completion)
    }
}

/// An orientation of the device for ``DeviceSimulator/turn(for:attitude:)``: Core Motion's roll, pitch and
/// yaw (`CMAttitude`), in radians, relative to magnetic north.
public struct DeviceAttitude: Sendable, Equatable {
    /// The rotation about the device's y axis.
    public var roll: Double
    /// The rotation about the device's x axis.
    public var pitch: Double
    /// The rotation about the vertical axis (0: the device's x axis towards magnetic north).
    public var yaw: Double

    /// Creates an orientation from its angles, in radians.
    public init(roll: Double, pitch: Double, yaw: Double) { (self.roll, self.pitch, self.yaw) = (roll, pitch, yaw) }

    /// The orientation as a quaternion (device to magnetic-north frame).
    public var quaternion: CMQuaternion { CMQuaternion(roll: roll, pitch: pitch, yaw: yaw) }
}
