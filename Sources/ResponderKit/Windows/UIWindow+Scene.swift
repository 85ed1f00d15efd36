import Foundation

/// Moving a window into a scene (``UIWindow/windowScene``), and with it into the scene's application.
extension UIWindow {
    /// Moves the window into `scene` (nil: out of its scene, staying in its application), keeping every
    /// invariant of both applications:
    ///
    /// - Into another application's scene: when a touch of the old application is in this window, every
    ///   touch of the old application is cancelled first (``TouchCancellationReason/windowChangedApplication``;
    ///   touches are cancelled per application). The window leaves the old application's windows and
    ///   visible windows and joins the new one's in front of its level, keeping its visibility; if it was
    ///   the old application's key window, the old application has no key window any more, and the window
    ///   is not key in the new one until made key.
    /// - Within one application: a window that was the application's key window stays so and becomes the
    ///   new scene's key window.
    ///
    /// Key status changes are reported as always (UIApplication+KeyWindow.swift).
    func moveToScene(_ scene: UIWindowScene?) {
        guard scene !== sceneStorage else { return }
        let oldApplication = application
        let newApplication = scene?.application ?? oldApplication
        // A window whose application no longer exists joins the new scene's as if it crossed over.
        let crossing = newApplication != nil && oldApplication !== newApplication
        if crossing, let oldApplication {
            var touched = false
            for touch in oldApplication.touchEvent.touchList where touch.isActive && touch.window === self {
                touched = true; break
            }
            if touched {
                oldApplication.cancelAllTouches(reason: .windowChangedApplication, ignoreRemainingContacts: true)
            }
        }
        let applications = [oldApplication, newApplication].compactMap { $0 }
        let wasApplicationKey = oldApplication?.keyWindow === self
        (newApplication ?? oldApplication)?.changeKeyWindows(
            in: crossing ? applications : Array(applications.prefix(1))
        ) {
            if let old = sceneStorage, old.keyWindowStorage === self { old.keyWindowStorage = nil }
            if crossing, let newApplication {
                oldApplication?.unregister(self)
                if oldApplication?.keyWindow === self { oldApplication?.keyWindow = nil }
                application = newApplication
                dispatchLog?.application = newApplication
                newApplication.register(self)
            }
            sceneStorage = scene
            if !crossing, wasApplicationKey, let scene { scene.keyWindowStorage = self }
        }
    }
}

extension UIWindow {
    /// Whether new touches and hovering pointers may hit-test this window: it is shown, and its scene (if
    /// any) is foreground-active: an inactive or background scene's windows receive no new touches.
    var takesNewTouches: Bool {
        guard !isHidden else { return false }
        guard let scene = sceneStorage else { return true }
        return scene.activationState == .foregroundActive
    }
}
