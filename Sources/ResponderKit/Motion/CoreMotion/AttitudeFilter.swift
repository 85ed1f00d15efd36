import Foundation

/// The sensor fusion behind ``CMDeviceMotion``: a complementary filter in Mahony's form
/// (docs/decisions.md, "Device motion: a complementary filter on the application's clock").
///
/// Each gyroscope sample turns the attitude by its rotation rate over the time since the previous one;
/// then the attitude is pulled towards the up direction the latest accelerometer sample measures and, in
/// the frames that use it, towards the north of the latest magnetometer sample. The filter starts from
/// the first samples it has (gravity, and north in the magnetic frames), so a device at rest is exact
/// from the first update.
struct AttitudeFilter {
    let frame: CMAttitudeReferenceFrame
    /// The latest accelerometer reading, in g.
    private(set) var acceleration: MotionVector?
    /// The latest magnetometer reading, in microteslas.
    private(set) var magneticField: MotionVector?
    /// The attitude in the filter's working frame: magnetic north when the frame uses the magnetometer.
    private var attitude: CMQuaternion?
    /// What turns the working frame into the reported one (the start heading, in the corrected frame).
    private var reportedFromWorking = CMQuaternion.identity
    private var lastGyroTimestamp: TimeInterval?
    /// Mahony's integral term: the running estimate of the gyroscope's bias, negated, in radians per second
    /// (``MotionConstants/attitudeBiasGain``).
    private var biasCorrection = MotionVector(0, 0, 0)

    init(frame: CMAttitudeReferenceFrame) { self.frame = frame }

    private var usesMagnetometer: Bool { frame != .xArbitraryZVertical }

    mutating func receive(acceleration sample: AccelerometerSample) {
        acceleration = MotionVector(sample.x, sample.y, sample.z)
    }

    mutating func receive(magneticField sample: MagnetometerSample) {
        magneticField = MotionVector(sample.x, sample.y, sample.z)
    }

    /// Integrates a gyroscope sample (less the estimated bias) and corrects the attitude; returns the
    /// reported attitude, or nil while the filter still lacks the samples its frame needs to start.
    mutating func receive(rotationRate sample: GyroscopeSample) -> CMQuaternion? {
        guard var attitude = attitude ?? initialAttitude() else { return nil }
        if let last = lastGyroTimestamp, sample.timestamp > last {
            let interval = sample.timestamp - last
            if interval <= MotionConstants.maximumGyroscopeInterval {
                let rate = MotionVector(sample.x, sample.y, sample.z) + biasCorrection
                attitude = (attitude * CMQuaternion(axis: rate, angle: rate.length * interval)).normalized
                attitude = corrected(attitude, over: interval)
            } else if let measured = measuredAttitude(keepingYawOf: attitude) {
                // The samples paused (a browser page hidden, a sensor suspended): how the device turned
                // meanwhile is unknown, so the attitude starts again from what the other sensors measure
                // instead of turning by this rate over the whole pause (behaviour 8.6).
                attitude = measured
            }
        }
        lastGyroTimestamp = sample.timestamp
        self.attitude = attitude
        return (reportedFromWorking * attitude).normalized
    }

    /// The up and north corrections (Mahony's error terms: measured direction × estimated direction, both
    /// in the device's frame), applied as a rotation over `interval`; their integral over time estimates
    /// the gyroscope's bias, which later samples are corrected by.
    private mutating func corrected(_ attitude: CMQuaternion, over interval: TimeInterval) -> CMQuaternion {
        var error = MotionVector(0, 0, 0)
        if let acceleration, acceleration.length > 0 {
            let up = (acceleration * -1).normalized
            error = error + up.cross(attitude.unrotate(MotionVector(0, 0, 1))) * MotionConstants.attitudeGravityGain
        }
        if usesMagnetometer, let magneticField, magneticField.length > 0 {
            let measured = magneticField.normalized
            let inWorld = attitude.rotate(measured)
            let north = MotionVector((inWorld.x * inWorld.x + inWorld.y * inWorld.y).squareRoot(), 0, inWorld.z)
            error = error + measured.cross(attitude.unrotate(north)) * MotionConstants.attitudeMagneticGain
        }
        biasCorrection = biasCorrection + error * (MotionConstants.attitudeBiasGain * interval)
        return (attitude * CMQuaternion(axis: error, angle: error.length * interval)).normalized
    }

    /// The attitude the latest samples show: tilt from gravity; heading from the field in the magnetic
    /// frames, else the device's own heading (yaw 0).
    private mutating func initialAttitude() -> CMQuaternion? {
        guard let attitude = measuredAttitude(keepingYawOf: nil) else { return nil }
        if frame == .xArbitraryCorrectedZVertical {
            reportedFromWorking = CMQuaternion(roll: 0, pitch: 0, yaw: -attitude.eulerAngles.yaw)
        }
        return attitude
    }

    /// The attitude in the working frame that the latest accelerometer (and, in the magnetic frames,
    /// magnetometer) samples measure. In the arbitrary frame, which has no north, the yaw is `current`'s
    /// (0 without one); nil while the samples it needs are missing.
    private func measuredAttitude(keepingYawOf current: CMQuaternion?) -> CMQuaternion? {
        guard let acceleration, acceleration.length > 0 else { return nil }
        let up = (acceleration * -1).normalized
        guard usesMagnetometer else {
            let tilt = CMQuaternion(up: up, north: abs(up.x) < 0.9 ? MotionVector(1, 0, 0) : MotionVector(0, 1, 0))
            let angles = tilt.eulerAngles
            return CMQuaternion(roll: angles.roll, pitch: angles.pitch, yaw: current?.eulerAngles.yaw ?? 0)
        }
        guard let magneticField, magneticField.cross(up).length > 0 else { return nil }
        return CMQuaternion(up: up, north: magneticField)
    }

    /// Gravity in the device's frame, in g, for `attitude` in the reported frame (its z is vertical in every
    /// frame).
    static func gravity(for attitude: CMQuaternion) -> MotionVector { attitude.unrotate(MotionVector(0, 0, -1)) }
}
