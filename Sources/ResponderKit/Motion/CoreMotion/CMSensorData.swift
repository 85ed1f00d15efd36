import Foundation

/// A measurement of acceleration along the device's three axes, in g (9.81 m/s²), as Core Motion's
/// `CMAcceleration` (behaviour 8.6).
public struct CMAcceleration: Sendable, Equatable {
    /// X-axis acceleration in g.
    public var x: Double
    /// Y-axis acceleration in g.
    public var y: Double
    /// Z-axis acceleration in g.
    public var z: Double

    /// A zero acceleration.
    public init() { (x, y, z) = (0, 0, 0) }
    /// Creates an acceleration from its components, in g.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation rate around the device's three axes, in radians per second (right-hand rule), as Core
/// Motion's `CMRotationRate` (behaviour 8.6).
public struct CMRotationRate: Sendable, Equatable {
    /// The rotation rate around the x axis, in radians per second.
    public var x: Double
    /// The rotation rate around the y axis, in radians per second.
    public var y: Double
    /// The rotation rate around the z axis, in radians per second.
    public var z: Double

    /// A zero rotation rate.
    public init() { (x, y, z) = (0, 0, 0) }
    /// Creates a rotation rate from its components, in radians per second.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field along the device's three axes, in microteslas, as Core Motion's `CMMagneticField`
/// (behaviour 8.6).
public struct CMMagneticField: Sendable, Equatable {
    /// X-axis magnetic field in microteslas.
    public var x: Double
    /// Y-axis magnetic field in microteslas.
    public var y: Double
    /// Z-axis magnetic field in microteslas.
    public var z: Double

    /// A zero field.
    public init() { (x, y, z) = (0, 0, 0) }
    /// Creates a field from its components, in microteslas.
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// The base of every Core Motion measurement: when it was taken (behaviour 8.6).
open class CMLogItem {
    /// When the measurement was taken, in seconds on the application's clock (Core Motion counts from
    /// the device's boot; ResponderKit's clock is the application's, like every event timestamp).
    public let timestamp: TimeInterval

    init(timestamp: TimeInterval) { self.timestamp = timestamp }
}

/// One accelerometer measurement, delivered by ``CMMotionManager`` (behaviour 8.6).
public final class CMAccelerometerData: CMLogItem {
    /// The acceleration along the device's axes, in g, gravity included.
    public let acceleration: CMAcceleration

    init(timestamp: TimeInterval, acceleration: CMAcceleration) {
        self.acceleration = acceleration
        super.init(timestamp: timestamp)
    }
}

/// One gyroscope measurement, delivered by ``CMMotionManager`` (behaviour 8.6).
public final class CMGyroData: CMLogItem {
    /// The raw rotation rate the gyroscope measured, in radians per second.
    public let rotationRate: CMRotationRate

    init(timestamp: TimeInterval, rotationRate: CMRotationRate) {
        self.rotationRate = rotationRate
        super.init(timestamp: timestamp)
    }
}

/// One magnetometer measurement, delivered by ``CMMotionManager`` (behaviour 8.6).
public final class CMMagnetometerData: CMLogItem {
    /// The raw field the magnetometer measured, in microteslas, the device's own bias included.
    public let magneticField: CMMagneticField

    init(timestamp: TimeInterval, magneticField: CMMagneticField) {
        self.magneticField = magneticField
        super.init(timestamp: timestamp)
    }
}

/// The block ``CMMotionManager/startAccelerometerUpdates(to:withHandler:)`` calls with each update; the
/// error is always `nil` in ResponderKit (no sensor fails).
public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
/// The block ``CMMotionManager/startGyroUpdates(to:withHandler:)`` calls with each update.
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
/// The block ``CMMotionManager/startMagnetometerUpdates(to:withHandler:)`` calls with each update.
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
