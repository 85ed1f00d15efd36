import Foundation

/// The state behind `UIDevice.current`'s orientation (behaviour 8.8) and proximity (behaviour 8.7), one per
/// application (its `motionState.device`), written only through the transitions below; the application
/// posts the notifications and keeps touches from a covered screen (`UIApplication+DeviceSensors.swift`).
@MainActor
final class DeviceSensorState {
    // MARK: Orientation (behaviour 8.8)

    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not yet matched by an end.
    private(set) var orientationNotificationRequests = 0
    private var orientationDetector = DeviceOrientationDetector()

    /// `.unknown` unless orientation notifications are being generated.
    var orientation: UIDeviceOrientation {
        orientationNotificationRequests > 0 ? orientationDetector.orientation : .unknown
    }

    /// One more request for orientation notifications; the first starts the detector afresh.
    func beginGeneratingOrientation() {
        if orientationNotificationRequests == 0 { orientationDetector = DeviceOrientationDetector() }
        orientationNotificationRequests += 1
    }

    /// One request fewer (an unmatched end does nothing); after the last, the orientation is `.unknown`.
    func endGeneratingOrientation() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Feeds the detector while notifications are generated; returns the new orientation when it changed.
    func receive(_ sample: AccelerometerSample) -> UIDeviceOrientation? {
        guard orientationNotificationRequests > 0 else { return nil }
        return orientationDetector.receive(sample)
    }

    // MARK: Proximity (behaviour 8.7)

    /// Whether the device has a proximity sensor: set by the input source that knows (or a test), and by
    /// the first proximity sample the application receives (docs/decisions.md, "The proximity sensor is
    /// known from its input").
    private(set) var hasProximitySensor = false
    /// Whether monitoring is on; never true without a sensor.
    private(set) var isProximityMonitoringEnabled = false
    /// What the sensor reported last.
    private var sensorIsNear = false

    /// The state applications see: near only while monitoring is on.
    var proximityState: Bool { isProximityMonitoringEnabled && sensorIsNear }

    /// Says whether there is a sensor; without one, monitoring turns off. Returns whether
    /// ``proximityState`` changed.
    func setHasProximitySensor(_ value: Bool) -> Bool {
        hasProximitySensor = value
        return value ? false : setProximityMonitoring(false)
    }

    /// Turns monitoring on (only with a sensor) or off. Returns whether ``proximityState`` changed.
    func setProximityMonitoring(_ enabled: Bool) -> Bool {
        let before = proximityState
        isProximityMonitoringEnabled = enabled && hasProximitySensor
        return proximityState != before
    }

    /// Takes a sensor reading (the device has a sensor, then). Returns whether ``proximityState`` changed.
    func receive(_ sample: ProximitySample) -> Bool {
        let before = proximityState
        hasProximitySensor = true
        sensorIsNear = sample.isNear
        return proximityState != before
    }
}
