import Foundation

/// A pointer acceleration profile: libinput's adaptive profile, simplified (docs/input-devices.md,
/// "Touchpads and mice as a pointer"). Below ``thresholdSpeed`` the pointer moves ``baseGain`` points per
/// millimetre of finger (or mouse) travel; above it the gain grows linearly with the speed, by
/// ``incline`` per mm/s, up to ``maximumFactor`` times the base gain.
public struct PointerAcceleration: Sendable, Equatable {
    /// Points per millimetre at low speed.
    public var baseGain: Double
    /// The speed (mm/s) up to which motion is not accelerated.
    public var thresholdSpeed: Double
    /// How much the factor grows per mm/s above the threshold.
    public var incline: Double
    /// The largest factor.
    public var maximumFactor: Double

    /// Creates a profile.
    public init(baseGain: Double, thresholdSpeed: Double, incline: Double, maximumFactor: Double) {
        self.baseGain = baseGain
        self.thresholdSpeed = thresholdSpeed
        self.incline = incline
        self.maximumFactor = maximumFactor
    }

    /// The touchpad profile: 4 points per millimetre up to 25 mm/s, then +1 per 100 mm/s, at most 4 times.
    public static let touchpad = PointerAcceleration(baseGain: 4, thresholdSpeed: 25, incline: 0.01, maximumFactor: 4)
    /// The mouse profile: 0.5 point per count at 1000 counts per inch (19.7 points per millimetre) up to
    /// 25 mm/s, then +1 per 100 mm/s, at most 3.5 times.
    public static let mouse = PointerAcceleration(
        baseGain: 0.5 * 1000 / 25.4, thresholdSpeed: 25, incline: 0.01,
        maximumFactor: 3.5)

    /// The factor at `speed` mm/s (1 at and below the threshold).
    public func factor(speed: Double) -> Double {
        guard speed.isFinite, speed > thresholdSpeed else { return 1 }
        return min(maximumFactor, 1 + (speed - thresholdSpeed) * incline)
    }

    /// The motion in points for a motion of `dx`, `dy` millimetres over `interval` seconds.
    public func points(dx: Double, dy: Double, interval: TimeInterval) -> (dx: Double, dy: Double) {
        let distance = (dx * dx + dy * dy).squareRoot()
        let speed = distance / Swift.max(interval, Self.shortestInterval)
        let gain = baseGain * factor(speed: speed)
        let result = (dx * gain, dy * gain)
        return result.0.isFinite && result.1.isFinite ? result : (0, 0)
    }

    /// Frames closer than this (seconds) are treated as this far apart when computing a speed (evdev
    /// frames arrive every 7 to 12 ms; two frames with the same timestamp must not give an infinite speed).
    public static let shortestInterval: TimeInterval = 0.005
}
