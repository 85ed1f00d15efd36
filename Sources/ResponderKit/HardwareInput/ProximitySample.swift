import Foundation

/// One reading of the device's proximity sensor, as raw hardware input (behaviour 8.7).
///
/// Enqueue readings with `application.enqueue(.proximity(sample))`. The run loop hands them, in timestamp
/// order with all other input, to the application's device (`UIDevice.current`), which reports them as
/// ``UIDevice/proximityState`` while ``UIDevice/isProximityMonitoringEnabled`` is on; while the sensor is
/// covered then, the screen is dark and takes no touches (behaviour 8.7). A sensor reports when its
/// state changes, so one sample holds until the next.
public struct ProximitySample: Sendable, Equatable {
    /// When the sample was taken, in seconds on the application's clock.
    public var timestamp: TimeInterval
    /// Whether something (the user's face, a hand) is close to the sensor.
    public var isNear: Bool
    /// The distance the sensor measured, in the sensor's own units, when it measures one (nil when it only
    /// reports near or far). ResponderKit decides on ``isNear`` alone; the distance is kept for recordings
    /// and tools.
    public var distance: Double?

    /// Creates a sample.
    public init(timestamp: TimeInterval, isNear: Bool, distance: Double? = nil) {
        (self.timestamp, self.isNear, self.distance) = (timestamp, isNear, distance)
    }
}
