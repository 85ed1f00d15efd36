import Foundation

/// The proximity sensor (behaviour 8.7), read from the `.proximity` input the current application
/// (``UIApplication/current``) receives. Each application keeps its own state, as for the orientation.
extension UIDevice {
    /// Whether proximity monitoring is on. Default false. Setting it true on a device without a proximity
    /// sensor (``hasProximitySensor`` false) leaves it false: that is how an application learns that
    /// monitoring is unavailable. While it is on and the sensor is covered, the screen takes no touches
    /// (behaviour 8.7).
    public var isProximityMonitoringEnabled: Bool {
        get { UIApplication.current.motionState.device.isProximityMonitoringEnabled }
        set {
            let application = UIApplication.current
            application.proximityStateChanged(application.motionState.device.setProximityMonitoring(newValue))
        }
    }

    /// Whether the proximity sensor is close to the user: true only while monitoring is on and the latest
    /// reading was near.
    public var proximityState: Bool { UIApplication.current.motionState.device.proximityState }

    /// Whether the device has a proximity sensor. Default false; it becomes true when the application
    /// receives its first proximity sample, and an input source that finds a sensor (or a test) sets it
    /// before (docs/decisions.md, "The proximity sensor is known from its input"). Setting it false turns
    /// monitoring off. A ResponderKit addition.
    public var hasProximitySensor: Bool {
        get { UIApplication.current.motionState.device.hasProximitySensor }
        set {
            let application = UIApplication.current
            application.proximityStateChanged(application.motionState.device.setHasProximitySensor(newValue))
        }
    }
}
