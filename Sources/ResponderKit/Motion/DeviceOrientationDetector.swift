import Foundation

/// Turns accelerometer samples into a ``UIDeviceOrientation`` (behaviour 8.8): it low-pass filters the
/// samples into the direction of gravity, in the device's frame, and reports the orientation whose axis
/// gravity points along, with hysteresis (the thresholds are in ``MotionConstants``).
///
/// Gravity along −y is portrait, +y upside down, −x landscape left, +x landscape right, −z face up and
/// +z face down. The first orientation is the one whose axis gravity is closest to; after that, the
/// orientation changes only once gravity is within 45° − ``MotionConstants/orientationHysteresis`` of
/// another axis, so a device held near the halfway point keeps what it had.
struct DeviceOrientationDetector {
    /// The orientation reported: `.unknown` until a sample gave a direction.
    private(set) var orientation = UIDeviceOrientation.unknown
    /// The filtered acceleration, in g; nil before the first sample.
    private var filtered: MotionVector?
    private var lastTimestamp: TimeInterval = 0

    /// Filters `sample` in; returns the new orientation when it changed, else nil.
    mutating func receive(_ sample: AccelerometerSample) -> UIDeviceOrientation? {
        let measured = MotionVector(sample.x, sample.y, sample.z)
        guard measured.x.isFinite, measured.y.isFinite, measured.z.isFinite else { return nil }
        let gravity: MotionVector
        if let filtered {
            // The weight of a sample grows with the time since the previous one, so the filter behaves the
            // same at any sample rate.
            let interval = max(0, sample.timestamp - lastTimestamp)
            let weight = interval / (interval + MotionConstants.orientationFilterTimeConstant)
            gravity = filtered + (measured - filtered) * weight
        } else {
            gravity = measured
        }
        (filtered, lastTimestamp) = (gravity, sample.timestamp)
        let length = gravity.length
        guard length >= MotionConstants.orientationMinimumGravity else { return nil }
        let candidate = Self.nearest(to: gravity)
        guard candidate.orientation != orientation else { return nil }
        if orientation != .unknown {
            // cos of the angle between gravity and the candidate's axis: it must be within the capture angle.
            let captureCosine = cos(Double.pi / 4 - MotionConstants.orientationHysteresis)
            guard candidate.component / length >= captureCosine else { return nil }
        }
        orientation = candidate.orientation
        return orientation
    }

    /// The orientation whose axis `gravity` points along most, and gravity's component along that axis.
    private static func nearest(to gravity: MotionVector) -> (orientation: UIDeviceOrientation, component: Double) {
        let (x, y, z) = (abs(gravity.x), abs(gravity.y), abs(gravity.z))
        if z >= x && z >= y { return (gravity.z < 0 ? .faceUp : .faceDown, z) }
        if y >= x { return (gravity.y < 0 ? .portrait : .portraitUpsideDown, y) }
        return (gravity.x < 0 ? .landscapeLeft : .landscapeRight, x)
    }
}
