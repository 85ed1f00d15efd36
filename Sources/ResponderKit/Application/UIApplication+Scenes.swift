import Foundation

/// The application's scenes and the system-side calls that connect and drive them (a ResponderKit
/// addition: on iOS the system does this, and the application only asks with
/// `requestSceneSessionActivation`). A program or a test connects a scene, which calls
/// `scene(_:willConnectTo:options:)` where the delegate makes its windows, then activates it:
///
/// ```swift
/// let scene = app.connectScene(delegate: sceneDelegate)
/// app.activate(scene)   // sceneWillEnterForeground(_:), sceneDidBecomeActive(_:)
/// ```
///
/// Each call returns false, and does nothing, for a scene that is not connected to this application.
extension UIApplication {
    /// The scenes connected to the application (each belongs to this application for its whole life).
    public var connectedScenes: Set<UIScene> { Set(sceneList) }

    /// Connects a new window scene with `delegate` (which the scene retains): calls the delegate's
    /// `scene(_:willConnectTo:options:)` with `options`, then posts ``UIScene/willConnectNotification``.
    /// Connecting the first scene to an active application makes the application inactive without
    /// notifications (iOS launches a scene-based interface inactive), cancelling touches in progress.
    /// The scene stays ``UIScene/ActivationState/unattached`` until ``activate(_:)``,
    /// ``deactivate(_:)`` or ``moveToBackground(_:)``.
    @discardableResult
    public func connectScene(
        delegate: (any UISceneDelegate)? = nil,
        options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()
    ) -> UIWindowScene {
        let session = UISceneSession(role: .windowApplication)
        let scene = UIWindowScene(application: self, session: session)
        scene.delegate = delegate
        if sceneList.isEmpty, applicationState == .active {
            // The first scene: the application is launching its scene-based interface, which iOS does
            // inactive, so that the scene's activation is what makes it active. Quietly: nothing
            // resigned, but touches in progress (in windows without a scene) are cancelled as if it had.
            applicationState = .inactive
            cancelAllTouches(reason: .applicationResignedActive, ignoreRemainingContacts: true)
        }
        sceneList.append(scene)
        delegate?.scene(scene, willConnectTo: session, options: options)
        scene.post(UIScene.willConnectNotification)
        return scene
    }

    /// Makes `scene` foreground-active (entering the foreground first when needed): its windows
    /// receive touches.
    @discardableResult
    public func activate(_ scene: UIScene) -> Bool {
        guard isConnected(scene) else { return false }
        scene.move(to: .foregroundActive)
        return true
    }

    /// Makes `scene` foreground-inactive: an active scene resigns active (its touches are cancelled); a
    /// background or unattached one enters the foreground without becoming active.
    @discardableResult
    public func deactivate(_ scene: UIScene) -> Bool {
        guard isConnected(scene) else { return false }
        scene.move(to: .foregroundInactive)
        return true
    }

    /// Moves `scene` to the background, resigning active first when it is active.
    @discardableResult
    public func moveToBackground(_ scene: UIScene) -> Bool {
        guard isConnected(scene) else { return false }
        scene.move(to: .background)
        return true
    }

    /// Disconnects `scene`: it enters the background if it is not there yet, its windows are hidden and
    /// leave it (they stay the application's windows, with no scene; the key window among them stops
    /// being key), it becomes ``UIScene/ActivationState/unattached``, leaves ``connectedScenes``, and then
    /// the delegate's `sceneDidDisconnect(_:)` is called and ``UIScene/didDisconnectNotification`` posted.
    @discardableResult
    public func disconnect(_ scene: UIScene) -> Bool {
        guard isConnected(scene) else { return false }
        if scene.activationState != .unattached { scene.move(to: .background) }
        if let windowScene = scene as? UIWindowScene {
            for window in windowScene.windows {
                window.isHidden = true
                changeKeyWindows(in: [self]) {
                    window.sceneStorage = nil
                    if keyWindow === window { keyWindow = nil }
                }
            }
            windowScene.keyWindowStorage = nil
        }
        scene.activationState = .unattached
        sceneList.removeAll { $0 === scene }
        scene.delegate?.sceneDidDisconnect(scene)
        scene.post(UIScene.didDisconnectNotification)
        sceneStatesDidChange()
        return true
    }

    private func isConnected(_ scene: UIScene) -> Bool {
        sceneList.contains { $0 === scene }
    }
}
