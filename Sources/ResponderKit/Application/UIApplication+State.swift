import Foundation

/// The application's execution state and the system-side calls that change it.
///
/// Without connected scenes the application's state is its own: ``resignActive()``, ``becomeActive()``,
/// ``enterBackground()`` and ``enterForeground()`` move it, calling the delegate's
/// `applicationWillResignActive(_:)` / `applicationDidBecomeActive(_:)` / `applicationDidEnterBackground(_:)`
/// / `applicationWillEnterForeground(_:)` and then posting the matching notification (`object`: the
/// application). Moving between active and background passes through inactive, one step at a time.
///
/// With connected scenes the application's state follows them (docs/decisions.md, "Scenes and screen"):
/// active while a scene is foreground-active, else inactive while a scene is in the foreground, else in
/// the background once every scene that left `.unattached` is there. The application-level calls then
/// move the scenes (``resignActive()`` deactivates every active scene, and so on), the delegate's
/// application-level methods are not called (UIKit calls the scene delegates instead), and the
/// application's notifications are posted after the scene's for the change that moved it.
extension UIApplication {
    /// Called by the system side when the application stops being active (an alert, a call, another
    /// application in front): every touch in progress is cancelled for its views (behaviour 2.3). With scenes,
    /// every foreground-active scene is deactivated. Does nothing unless active.
    public func resignActive() {
        if !sceneList.isEmpty {
            for scene in sceneList where scene.activationState == .foregroundActive {
                scene.move(to: .foregroundInactive)
            }
            return
        }
        guard applicationState == .active else { return }
        moveState(to: .inactive)
    }

    /// Called by the system side when the application becomes active again; from the background it
    /// first enters the foreground. With scenes, every connected scene becomes foreground-active.
    public func becomeActive() {
        if !sceneList.isEmpty {
            for scene in sceneList { scene.move(to: .foregroundActive) }
            return
        }
        moveState(to: .active)
    }

    /// Called by the system side when the application goes to the background (resigning active first
    /// when it is active). With scenes, every connected scene goes to the background.
    public func enterBackground() {
        if !sceneList.isEmpty {
            for scene in sceneList { scene.move(to: .background) }
            return
        }
        moveState(to: .background)
    }

    /// Called by the system side when the application comes back from the background; it is then
    /// inactive until ``becomeActive()``. With scenes, every background scene enters the foreground.
    /// Does nothing unless in the background.
    public func enterForeground() {
        if !sceneList.isEmpty {
            for scene in sceneList where scene.activationState == .background { scene.move(to: .foregroundInactive) }
            return
        }
        guard applicationState == .background else { return }
        moveState(to: .inactive)
    }

    /// Moves the application's state towards `target` one step at a time: the delegate (only without
    /// scenes), then the notification, for each step; "will" calls come before the state changes, "did"
    /// calls after.
    private func moveState(to target: State) {
        let tellsDelegate = sceneList.isEmpty
        while applicationState != target {
            switch (applicationState, target) {
            case (.active, _):
                if tellsDelegate { delegate?.applicationWillResignActive(self) }
                post(Self.willResignActiveNotification)
                applicationState = .inactive
                cancelAllTouches(reason: .applicationResignedActive, ignoreRemainingContacts: true)
                cancelHeldPresses()
                cancelShakeInProgress()
            case (.inactive, .active):
                applicationState = .active
                if tellsDelegate { delegate?.applicationDidBecomeActive(self) }
                post(Self.didBecomeActiveNotification)
            case (.inactive, _):
                applicationState = .background
                if tellsDelegate { delegate?.applicationDidEnterBackground(self) }
                post(Self.didEnterBackgroundNotification)
            case (.background, _):
                if tellsDelegate { delegate?.applicationWillEnterForeground(self) }
                post(Self.willEnterForegroundNotification)
                applicationState = .inactive
            }
        }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }

    /// A scene changed state: the application's state follows the scenes (see the extension's
    /// discussion). Scenes still unattached do not count; with none that counts, the state stays.
    func sceneStatesDidChange() {
        let states = sceneList.map(\.activationState)
        let target: State
        if states.contains(.foregroundActive) {
            target = .active
        } else if states.contains(.foregroundInactive) {
            target = .inactive
        } else if states.contains(.background) {
            target = .background
        } else {
            return
        }
        moveState(to: target)
    }

    /// A scene stopped being active while others may stay active: the touches in its windows are
    /// cancelled, with every other touch of the application (touches are cancelled per application).
    func sceneDidResignActive(_ scene: UIScene) {
        var inScene = false
        for touch in touchEvent.touchList where touch.isActive && touch.window?.windowScene === scene {
            inScene = true; break
        }
        guard inScene else { return }
        cancelAllTouches(reason: .sceneResignedActive, ignoreRemainingContacts: true)
    }
}

extension UIApplicationDelegate {
    /// Default: nothing.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Default: nothing.
    public func applicationWillResignActive(_ application: UIApplication) {}
    /// Default: nothing.
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    /// Default: nothing.
    public func applicationWillEnterForeground(_ application: UIApplication) {}
}
