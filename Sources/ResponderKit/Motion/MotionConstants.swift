import Foundation

/// The empirical thresholds of shake detection (behaviour 8.1, behaviour 11), the defaults of Core
/// Motion's updates (behaviour 8.6) and the device orientation's filter (behaviour 8.8). Apple documents
/// none of these numbers; each ``ShakeDetector`` copies the shake thresholds into a property you can change.
public enum MotionConstants {
    /// A sample is a *jolt* when the length of its acceleration differs from 1 g (gravity alone) by at
    /// least this much: 2 g. Jolts are what a shake is made of.
    public static let shakeAccelerationThreshold: Double = 2.0
    /// A shake begins once the direction of the jolts reversed this many times (three strokes:
    /// there, back, there again): 2.
    public static let shakeRequiredReversals: Int = 2
    /// The reversals that begin a shake must all fall within this window, and each stroke must follow
    /// the previous one within it: 0.5 s.
    public static let shakeReversalWindow: TimeInterval = 0.5
    /// While shaking, a sample whose acceleration differs from 1 g by at least this much keeps the
    /// shake going: 0.5 g.
    public static let shakeCalmThreshold: Double = 0.5
    /// A shake ends once no sample exceeded ``shakeCalmThreshold`` for this long: 0.3 s. The end is
    /// reported at the moment the calm interval elapsed.
    public static let shakeCalmInterval: TimeInterval = 0.3
    /// A shake that lasts longer than this is cancelled (`motionCancelled`) instead of ended: 3 s
    /// (behaviour 8.1: "if the shake lasts too long").
    public static let maximumShakeDuration: TimeInterval = 3.0
    /// After a shake ends or is cancelled, no new shake begins for this long: 1 s (behaviour 8.1: the device
    /// rate-limits shake events).
    public static let minimumIntervalBetweenShakes: TimeInterval = 1.0

    /// The update interval a new ``CMMotionManager`` starts with, for every kind of update: 0.01 s
    /// (100 Hz). Apple documents no default (docs/decisions.md, "Core Motion updates are paced on the
    /// application's clock").
    public static let defaultSensorUpdateInterval: TimeInterval = 0.01
    /// The shortest update interval: smaller values are capped to it, as Core Motion caps the interval to
    /// what the hardware supports: 0.001 s (1 kHz).
    public static let minimumSensorUpdateInterval: TimeInterval = 0.001
    /// How strongly the device-motion filter pulls its attitude towards the gravity the accelerometer
    /// measures, in radians per second per unit of error: 1 (docs/decisions.md, "Device motion: a
    /// complementary filter on the application's clock").
    public static let attitudeGravityGain: Double = 1
    /// How strongly the device-motion filter pulls its heading towards the magnetometer's north, in the
    /// frames that use it: 1.
    public static let attitudeMagneticGain: Double = 1
    /// How fast the device-motion filter learns the gyroscope's bias from its corrections (Mahony's
    /// integral gain), per second per unit of error: 0.1. A constant bias is cancelled within tens of
    /// seconds instead of leaving the attitude off by bias ÷ gain, degrees for a 0.01 rad/s bias
    /// (docs/decisions.md, "Device motion: a complementary filter on the application's clock").
    public static let attitudeBiasGain: Double = 0.1
    /// The longest time between two gyroscope samples that the device-motion filter integrates: 0.2 s
    /// (20 samples at the default 100 Hz, 12 at a browser's 60 Hz, 4 at a slow 20 Hz sensor). Over a longer
    /// pause the rotation is unknown, so the filter starts again from the gravity (and north) the other
    /// sensors measure (behaviour 8.6).
    public static let maximumGyroscopeInterval: TimeInterval = 0.2

    /// The time constant of the low-pass filter that turns accelerometer samples into the direction of
    /// gravity for ``UIDevice/orientation`` (behaviour 8.8): 0.2 s. Long enough to smooth a hand's
    /// tremor and a walker's steps, short enough that a turn is reported within about half a second.
    public static let orientationFilterTimeConstant: TimeInterval = 0.2
    /// How far past the halfway point (45°) between two orientations gravity must turn before the device
    /// orientation changes: 10° (behaviour 8.8). A device held near 45° keeps the orientation it had,
    /// instead of flipping back and forth with every tremor; a new orientation is taken once gravity is
    /// within 35° of its direction.
    public static let orientationHysteresis: Double = 10 * Double.pi / 180
    /// The filtered acceleration must be at least this long, in g, for its direction to count as gravity:
    /// 0.5 g (behaviour 8.8). Shorter, the device is falling or being shaken, and the orientation stays
    /// as it was.
    public static let orientationMinimumGravity: Double = 0.5
}
