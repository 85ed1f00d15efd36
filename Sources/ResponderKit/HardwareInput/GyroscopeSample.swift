import Foundation

/// One reading of the device's gyroscope, as raw hardware input (behaviour 8.6).
///
/// Enqueue samples with `application.enqueue(.gyroscope(sample))`. The run loop hands them, in timestamp
/// order with all other input, to the application's `CMMotionManager`s (behaviour 8.6), which bypass the
/// responder chain as Core Motion does.
///
/// The axes are the device's (x to the right, y up the screen, z out of the screen); rates are in radians
/// per second, positive counterclockwise when looking down the axis towards the origin (the right-hand
/// rule), as `CMRotationRate`'s.
public struct GyroscopeSample: Sendable, Equatable {
    /// When the sample was taken, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// The rotation rate around the x axis, in radians per second.
    public var x: Double
    /// The rotation rate around the y axis, in radians per second.
    public var y: Double
    /// The rotation rate around the z axis, in radians per second.
    public var z: Double

    /// Creates a sample.
    public init(timestamp: TimeInterval, x: Double, y: Double, z: Double) {
        (self.timestamp, self.x, self.y, self.z) = (timestamp, x, y, z)
    }
}

/// One reading of the device's magnetometer, as raw hardware input (behaviour 8.6).
///
/// Enqueue samples with `application.enqueue(.magnetometer(sample))`; they travel like
/// ``GyroscopeSample``s. The field is the total one the sensor measures, in microteslas along the device's
/// axes: the Earth's field (about 25 to 65 µT) plus the device's own bias.
public struct MagnetometerSample: Sendable, Equatable {
    /// When the sample was taken, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// The field along the x axis, in microteslas.
    public var x: Double
    /// The field along the y axis, in microteslas.
    public var y: Double
    /// The field along the z axis, in microteslas.
    public var z: Double

    /// Creates a sample.
    public init(timestamp: TimeInterval, x: Double, y: Double, z: Double) {
        (self.timestamp, self.x, self.y, self.z) = (timestamp, x, y, z)
    }
}
