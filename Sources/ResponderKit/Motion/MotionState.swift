import Foundation

/// The application's motion state (behaviour 8.1, 8.6 to 8.8): shake detection, the raw accelerometer
/// subscribers, the Core Motion managers, the device's orientation and proximity.
///
/// One instance lives in each ``UIApplication`` (its `motionState` property); the public API is in
/// `UIApplication+Motion.swift`.
@MainActor
final class MotionState {
    /// Detects shakes in the accelerometer samples.
    let shakeDetector = ShakeDetector()
    /// The event of the shake in progress: `motionBegan` and `motionEnded` get the same object.
    var shakeEvent: ShakeMotionEvent?
    /// The timer that ends or cancels the shake in progress.
    var shakeTimer: ApplicationTimer?
    /// Raw accelerometer subscribers, in subscription order.
    var accelerometerSubscriptions: [AccelerometerSubscription] = []
    /// The Core Motion managers with updates running, in the order they started (behaviour 8.6).
    var motionManagers: [WeakMotionManager] = []
    /// What `UIDevice.current` reports of the orientation and the proximity sensor (behaviour 8.7, 8.8).
    let device = DeviceSensorState()
    /// See ``UIApplication/applicationSupportsShakeToEdit``.
    var applicationSupportsShakeToEdit = true
}
