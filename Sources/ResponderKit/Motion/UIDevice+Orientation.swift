import Foundation

/// The device's physical orientation (behaviour 8.8), derived from the accelerometer samples the current
/// application (``UIApplication/current``) receives. Each application keeps its own, so tests that make
/// their own applications do not see each other's device.
extension UIDevice {
    /// The physical orientation of the device: `.unknown` unless orientation notifications are being
    /// generated (between ``beginGeneratingDeviceOrientationNotifications()`` and the matching
    /// ``endGeneratingDeviceOrientationNotifications()``), and until an accelerometer sample arrives then.
    public var orientation: UIDeviceOrientation { UIApplication.current.motionState.device.orientation }

    /// Whether the device posts ``orientationDidChangeNotification``: true between a
    /// ``beginGeneratingDeviceOrientationNotifications()`` and its matching end.
    public var isGeneratingDeviceOrientationNotifications: Bool {
        UIApplication.current.motionState.device.orientationNotificationRequests > 0
    }

    /// Starts deriving ``orientation`` from the accelerometer and posting
    /// ``orientationDidChangeNotification`` when it changes. Calls nest: match each with
    /// ``endGeneratingDeviceOrientationNotifications()``.
    public func beginGeneratingDeviceOrientationNotifications() {
        UIApplication.current.motionState.device.beginGeneratingOrientation()
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``; after the last, ``orientation`` is
    /// `.unknown` and no notification is posted. An end without a begin does nothing.
    public func endGeneratingDeviceOrientationNotifications() {
        UIApplication.current.motionState.device.endGeneratingOrientation()
    }
}
