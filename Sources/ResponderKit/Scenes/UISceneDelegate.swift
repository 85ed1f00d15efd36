import Foundation

/// The methods a scene's delegate may implement to follow the scene's life (UIKit's `UISceneDelegate`).
/// Every method is optional: the default implementations do nothing.
///
/// For one scene, the calls come in this order: `scene(_:willConnectTo:options:)`,
/// `sceneWillEnterForeground(_:)`, `sceneDidBecomeActive(_:)`, then any number of
/// `sceneWillResignActive(_:)` / `sceneDidBecomeActive(_:)` and `sceneDidEnterBackground(_:)` /
/// `sceneWillEnterForeground(_:)` pairs, and last `sceneDidDisconnect(_:)` (after
/// `sceneDidEnterBackground(_:)`). Each call comes before the matching ``UIScene`` notification.
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene was added to the application; create its windows here (`UIWindow(windowScene:)`).
    /// Called in state ``UIScene/ActivationState/unattached``.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the application, after entering the background.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active: it receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (called while it is still active).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to enter the foreground (called while it is still unattached or in the background).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Default: nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Default: nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Default: nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a ``UIWindowScene``: a ``UISceneDelegate`` that may keep the scene's main window.
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window; declare `var window: UIWindow?` to keep the window you create in
    /// `scene(_:willConnectTo:options:)`. Default: nil, and setting it does nothing.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// Default: always nil; setting it does nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
