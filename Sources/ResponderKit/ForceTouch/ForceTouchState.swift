import Foundation

/// The application's 3D Touch capability and home-screen quick actions (behaviour 8.4).
///
/// One instance lives in each ``UIApplication`` (its `forceTouchState` property); the public API is in
/// `UITraitCollection.swift` and `UIApplication+QuickActions.swift`.
@MainActor
final class ForceTouchState {
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
