import Foundation

/// The run loop's side of `UIDevice`'s orientation (behaviour 8.8) and proximity sensor (behaviour 8.7):
/// the notifications, and the touches a covered screen does not take.
extension UIApplication {
    /// Feeds an accelerometer sample to the orientation detector, posting
    /// `UIDevice.orientationDidChangeNotification` when the orientation changed.
    func updateDeviceOrientation(with sample: AccelerometerSample) {
        guard motionState.device.receive(sample) != nil else { return }
        NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: UIDevice.current)
    }

    /// Run-loop step for `.proximity` input.
    func handleProximity(_ sample: ProximitySample) {
        proximityStateChanged(motionState.device.receive(sample))
    }

    /// After a proximity transition: when `changed`, posts `UIDevice.proximityStateDidChangeNotification`
    /// and, when the sensor became covered, cancels the touches in progress; their contacts are ignored
    /// until they lift (behaviour 8.7).
    func proximityStateChanged(_ changed: Bool) {
        guard changed else { return }
        NotificationCenter.default.post(name: UIDevice.proximityStateDidChangeNotification, object: UIDevice.current)
        if motionState.device.proximityState {
            cancelAllTouches(reason: .proximitySensorCovered, ignoreRemainingContacts: true)
        }
    }
}
