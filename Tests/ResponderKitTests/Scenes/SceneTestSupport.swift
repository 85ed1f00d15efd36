import Foundation
import ResponderKit

/// One ordered log of delegate calls, responder calls and notifications, shared by the objects of a test.
///
/// NotificationCenter.default is process-global and tests run in parallel: every observation names the
/// object it listens to (the test's own application, scene or window), never nil.
@MainActor
final class SceneCallLog {
    var entries: [String] = []
    private var tokens: [any NSObjectProtocol] = []

    func record(_ entry: String) { entries.append(entry) }

    /// Logs `label` whenever `name` is posted with `object`.
    func observe(_ name: Notification.Name, of object: AnyObject, as label: String) {
        let token = NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.entries.append(label) }
        }
        tokens.append(token)
    }

    /// Logs every application notification of `application`, as "app.<name>".
    func observeApplication(_ application: UIApplication) {
        observe(UIApplication.willResignActiveNotification, of: application, as: "app.willResignActive")
        observe(UIApplication.didBecomeActiveNotification, of: application, as: "app.didBecomeActive")
        observe(UIApplication.didEnterBackgroundNotification, of: application, as: "app.didEnterBackground")
        observe(UIApplication.willEnterForegroundNotification, of: application, as: "app.willEnterForeground")
    }

    /// Logs every scene notification of `scene`, as "<label>.<name>".
    func observeScene(_ scene: UIScene, as label: String) {
        observe(UIScene.willConnectNotification, of: scene, as: "\(label).willConnect")
        observe(UIScene.didDisconnectNotification, of: scene, as: "\(label).didDisconnect")
        observe(UIScene.didActivateNotification, of: scene, as: "\(label).didActivate")
        observe(UIScene.willDeactivateNotification, of: scene, as: "\(label).willDeactivate")
        observe(UIScene.willEnterForegroundNotification, of: scene, as: "\(label).willEnterForeground")
        observe(UIScene.didEnterBackgroundNotification, of: scene, as: "\(label).didEnterBackground")
    }

    /// Logs every window notification of `window`, as "<label>.<name>".
    func observeWindow(_ window: UIWindow, as label: String) {
        observe(UIWindow.didBecomeKeyNotification, of: window, as: "\(label).didBecomeKeyNotification")
        observe(UIWindow.didResignKeyNotification, of: window, as: "\(label).didResignKeyNotification")
        observe(UIWindow.didBecomeVisibleNotification, of: window, as: "\(label).didBecomeVisibleNotification")
        observe(UIWindow.didBecomeHiddenNotification, of: window, as: "\(label).didBecomeHiddenNotification")
    }

    /// Stops observing (call it at the end of the test).
    func stop() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
    }
}

/// A window scene delegate that logs each call as "<name>.<method>" and, on connection, makes a window
/// in the scene, keeps it in `window` and shows it, as UIKit templates do.
@MainActor
final class SceneLoggingDelegate: UIWindowSceneDelegate {
    let name: String
    let log: SceneCallLog
    var window: UIWindow?
    var makesWindow = true
    /// The scene's activation state during each call, in order.
    var statesDuringCalls: [UIScene.ActivationState] = []

    init(_ name: String, log: SceneCallLog) {
        self.name = name
        self.log = log
    }

    private func note(_ method: String, _ scene: UIScene) {
        statesDuringCalls.append(scene.activationState)
        log.record("\(name).\(method)")
    }

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        note("willConnectTo", scene)
        guard makesWindow, let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.makeKeyAndVisible()
        self.window = window
    }
    func sceneDidDisconnect(_ scene: UIScene) { note("sceneDidDisconnect", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { note("sceneDidBecomeActive", scene) }
    func sceneWillResignActive(_ scene: UIScene) { note("sceneWillResignActive", scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { note("sceneWillEnterForeground", scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { note("sceneDidEnterBackground", scene) }
}

/// An application delegate that logs the four state methods as "appDelegate.<method>", with the
/// application's state during the call.
@MainActor
final class SceneLoggingApplicationDelegate: UIApplicationDelegate {
    let log: SceneCallLog
    var statesDuringCalls: [UIApplication.State] = []

    init(log: SceneCallLog) { self.log = log }

    func applicationDidBecomeActive(_ application: UIApplication) {
        statesDuringCalls.append(application.applicationState)
        log.record("appDelegate.applicationDidBecomeActive")
    }
    func applicationWillResignActive(_ application: UIApplication) {
        statesDuringCalls.append(application.applicationState)
        log.record("appDelegate.applicationWillResignActive")
    }
    func applicationDidEnterBackground(_ application: UIApplication) {
        statesDuringCalls.append(application.applicationState)
        log.record("appDelegate.applicationDidEnterBackground")
    }
    func applicationWillEnterForeground(_ application: UIApplication) {
        statesDuringCalls.append(application.applicationState)
        log.record("appDelegate.applicationWillEnterForeground")
    }
}

/// A window that logs becomeKey / resignKey as "<name>.becomeKey" / "<name>.resignKey".
@MainActor
final class KeyLoggingSceneWindow: UIWindow {
    var name = ""
    var log: SceneCallLog?

    override func becomeKey() { log?.record("\(name).becomeKey") }
    override func resignKey() { log?.record("\(name).resignKey") }
}

/// A view that logs the touch phases it receives as "<name>.began" etc.
@MainActor
final class SceneTouchLoggingView: UIView {
    var name = "view"
    var log: SceneCallLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log?.record("\(name).cancelled") }
}
