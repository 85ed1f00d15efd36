import Foundation

/// One reading of the device's accelerometer, as raw hardware input (behaviour 8.1).
///
/// Enqueue samples with `application.enqueue(.accelerometer(sample))`. The application hands every
/// sample to its accelerometer subscribers (``UIApplication/startAccelerometerUpdates(handler:)``), which
/// bypass the responder chain as Core Motion does, and to its ``ShakeDetector``, which turns vigorous
/// back-and-forth movement into `motionBegan(.motionShake, with:)` / `motionEnded` for the first responder.
///
/// The axes are the device's: x to the right, y up the screen, z out of the screen. Values are in units
/// of g (9.81 m/s²) and include gravity, so a device lying face up at rest reads (0, 0, -1).
public struct AccelerometerSample: Sendable, Equatable {
    /// When the sample was taken, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// Acceleration along the x axis, in g.
    public var x: Double
    /// Acceleration along the y axis, in g.
    public var y: Double
    /// Acceleration along the z axis, in g.
    public var z: Double

    /// Creates a sample.
    public init(timestamp: TimeInterval, x: Double, y: Double, z: Double) {
        self.timestamp = timestamp
        self.x = x
        self.y = y
        self.z = z
    }

    /// The length of the acceleration vector, in g (1 at rest).
    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }
}
