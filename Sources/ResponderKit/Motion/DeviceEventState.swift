import Foundation

/// The application's state for the events that do not come from the touch screen: motion (behaviour 8.1),
/// remote control (behaviour 8.2), 3D Touch capability and home-screen quick actions (behaviour 8.4).
///
/// One instance lives in each ``UIApplication`` (its `deviceEvents` property); the public API is in
/// `UIApplication+Motion.swift`, `UIApplication+RemoteControl.swift`, `UITraitCollection.swift` and
/// `UIApplication+QuickActions.swift`.
@MainActor
final class DeviceEventState {
    // MARK: Motion

    /// Detects shakes in the accelerometer samples.
    let shakeDetector = ShakeDetector()
    /// The event of the shake in progress: `motionBegan` and `motionEnded` get the same object.
    var shakeEvent: ShakeMotionEvent?
    /// The timer that ends or cancels the shake in progress.
    var shakeTimer: ApplicationTimer?
    /// Raw accelerometer subscribers, in subscription order.
    var accelerometerSubscriptions: [AccelerometerSubscription] = []
    /// See ``UIApplication/applicationSupportsShakeToEdit``.
    var applicationSupportsShakeToEdit = true

    // MARK: Remote control

    /// Whether `beginReceivingRemoteControlEvents()` is in effect.
    var isReceivingRemoteControlEvents = false

    // MARK: 3D Touch and quick actions

    /// See ``UIApplication/forceTouchCapability``.
    var forceTouchCapability: UIForceTouchCapability = .unavailable
    /// The quick actions the application's configuration declares.
    var staticShortcutItems: [UIApplicationShortcutItem] = []
    /// The quick actions set at run time; nil until set.
    var dynamicShortcutItems: [UIApplicationShortcutItem]?
    /// See ``UIApplication/maximumDisplayedShortcutItems``.
    var maximumDisplayedShortcutItems = ForceTouchConstants.maximumDisplayedShortcutItems
    /// Whether ``UIApplication/launch(with:)`` ran.
    var hasFinishedLaunching = false
}
