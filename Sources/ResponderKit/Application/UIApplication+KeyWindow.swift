import Foundation

/// Key windows (behaviour 1.3, iOS 15 semantics): each scene has its key window
/// (``UIWindowScene/keyWindow``), and the application's ``UIApplication/keyWindow`` is the window made
/// key last, the one that receives events without a screen location. A window in a scene is key
/// (``UIWindow/isKeyWindow``) when it is its scene's key window; a window in no scene when it is its
/// application's key window.
///
/// Whenever that changes, the windows that stopped being key get ``UIWindow/resignKey()`` then
/// ``UIWindow/didResignKeyNotification``, and after them the windows that became key get
/// ``UIWindow/becomeKey()`` then ``UIWindow/didBecomeKeyNotification`` (`object`: the window).
extension UIApplication {
    /// Makes `window` its scene's key window and the application's.
    func makeKey(_ window: UIWindow) {
        changeKeyWindows(in: [self]) {
            keyWindow = window
            window.windowScene?.keyWindowStorage = window
        }
    }

    /// Runs `change`, then tells the windows of `applications` whose key status changed, and the input
    /// views and edit menu of each application whose key window changed.
    func changeKeyWindows(in applications: [UIApplication], _ change: () -> Void) {
        let before = applications.map { ($0, $0.keyWindow, $0.windows.filter(\.isKeyWindow)) }
        change()
        var lost: [UIWindow] = []
        var gained: [UIWindow] = []
        for (application, _, wasKey) in before {
            let isKey = application.windows.filter(\.isKeyWindow)
            lost += wasKey.filter { old in !isKey.contains { $0 === old } }
            gained += isKey.filter { new in !wasKey.contains { $0 === new } }
        }
        // A window that moved between the applications appears in both lists: keep the net change.
        let stillKey = lost.filter { $0.isKeyWindow }
        lost.removeAll { window in stillKey.contains { $0 === window } }
        gained.removeAll { window in stillKey.contains { $0 === window } }
        for window in lost {
            window.resignKey()
            NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: window)
        }
        for window in gained {
            window.becomeKey()
            NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: window)
        }
        for (application, previousKey, _) in before where application.keyWindow !== previousKey {
            application.keyWindowDidChange()
        }
    }
}
