import Foundation

/// The run loop's side of Core Motion (behaviour 8.6): the application keeps its active
/// ``CMMotionManager``s (weakly, as a manager that goes away stops its updates) and hands each drained
/// sensor sample to them in order.
extension UIApplication {
    /// Adds `manager` to the managers that receive samples (once).
    func register(_ manager: CMMotionManager) {
        motionState.motionManagers.removeAll { $0.manager == nil }
        if !motionState.motionManagers.contains(where: { $0.manager === manager }) {
            motionState.motionManagers.append(WeakMotionManager(manager: manager))
        }
    }

    /// Removes `manager` from the managers that receive samples.
    func unregister(_ manager: CMMotionManager) {
        motionState.motionManagers.removeAll { $0.manager == nil || $0.manager === manager }
    }

    /// Run-loop step for `.gyroscope` input. A sample stamped before the clock is treated as arriving now,
    /// like all input.
    func handleGyroscope(_ input: GyroscopeSample) {
        var sample = input
        sample.timestamp = max(input.timestamp, clock.now)
        for entry in motionState.motionManagers { entry.manager?.receive(sample) }
    }

    /// Run-loop step for `.magnetometer` input.
    func handleMagnetometer(_ input: MagnetometerSample) {
        var sample = input
        sample.timestamp = max(input.timestamp, clock.now)
        for entry in motionState.motionManagers { entry.manager?.receive(sample) }
    }
}

/// A manager the application hands samples to, held weakly.
struct WeakMotionManager {
    weak var manager: CMMotionManager?
}

extension CMMotionManager {
    func receive(_ sample: AccelerometerSample) {
        attitudeFilter?.receive(acceleration: sample)
        let acceleration = CMAcceleration(x: sample.x, y: sample.y, z: sample.z)
        accelerometer.offer(at: sample.timestamp) { CMAccelerometerData(timestamp: $0, acceleration: acceleration) }
    }

    func receive(_ sample: MagnetometerSample) {
        attitudeFilter?.receive(magneticField: sample)
        let field = CMMagneticField(x: sample.x, y: sample.y, z: sample.z)
        magnetometer.offer(at: sample.timestamp) { CMMagnetometerData(timestamp: $0, magneticField: field) }
    }

    /// Gyroscope samples drive device motion: each one steps the attitude filter.
    func receive(_ sample: GyroscopeSample) {
        let rate = CMRotationRate(x: sample.x, y: sample.y, z: sample.z)
        gyro.offer(at: sample.timestamp) { CMGyroData(timestamp: $0, rotationRate: rate) }
        guard let attitude = attitudeFilter?.receive(rotationRate: sample), let filter = attitudeFilter,
            motion.isDue(at: sample.timestamp)
        else { return }
        let gravity = AttitudeFilter.gravity(for: attitude)
        let measured = filter.acceleration ?? gravity
        let field = filter.frame == .xArbitraryZVertical ? nil : filter.magneticField
        motion.deliver(
            CMDeviceMotion(
                timestamp: sample.timestamp, attitude: CMAttitude(quaternion: attitude),
                rotationRate: rate,
                gravity: CMAcceleration(x: gravity.x, y: gravity.y, z: gravity.z),
                userAcceleration: CMAcceleration(
                    x: measured.x - gravity.x, y: measured.y - gravity.y, z: measured.z - gravity.z),
                magneticField: CMCalibratedMagneticField(
                    field: CMMagneticField(x: field?.x ?? 0, y: field?.y ?? 0, z: field?.z ?? 0),
                    accuracy: .uncalibrated)))
    }
}
