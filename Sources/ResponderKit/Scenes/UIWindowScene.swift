import Foundation

/// A scene that shows windows (UIKit's `UIWindowScene`): the windows made with
/// ``UIWindow/init(windowScene:)`` or moved in by setting ``UIWindow/windowScene``.
///
/// Make one with ``UIApplication/connectScene(delegate:options:)``. Its windows receive touches only
/// while it is ``UIScene/ActivationState/foregroundActive``.
@MainActor
open class UIWindowScene: UIScene {
    /// The scene's windows, back to front (by level, then by when they were last brought forward).
    public var windows: [UIWindow] {
        guard let application else { return [] }
        return application.windows.filter { $0.windowScene === self }
    }

    /// The scene's key window: of its ``windows``, the one most recently made key, if it is still in the
    /// scene. Each scene has its own (iOS 15); ``UIApplication/keyWindow`` is the one made key last across
    /// the application.
    public var keyWindow: UIWindow? {
        guard let window = keyWindowStorage, window.windowScene === self else { return nil }
        return window
    }

    weak var keyWindowStorage: UIWindow?

    /// The screen the scene is on: its application's ``UIApplication/screen``.
    public var screen: UIScreen { application?.screen ?? UIScreen.main }

    /// The scene's coordinate space: its screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// The scene's traits: its screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }
}
