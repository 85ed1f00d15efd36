import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's UISceneDelegate and UIScene pages (scene(_:willConnectTo:options:), sceneWillEnterForeground(_:),
// sceneDidBecomeActive(_:), sceneWillResignActive(_:), sceneDidEnterBackground(_:), sceneDidDisconnect(_:),
// and the UIScene notifications "UIKit also calls the ... method of your scene delegate"), and
// docs/decisions.md "Scenes and screen" for the application's state following its scenes.

@Suite("Scenes: scene life cycle, delegate calls and notifications")
@MainActor
struct SceneLifecycleTests {
    @Test(
        "UISceneDelegate: connect, will enter foreground, did become active, each call before its notification, then the application's"
    )
    func connectAndActivate() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        log.observeApplication(app)
        let delegate = SceneLoggingDelegate("s", log: log)
        let scene = app.connectScene(delegate: delegate)
        log.observeScene(scene, as: "s")
        // The willConnect notification is posted after the call; observe it from the start on a second scene below.
        #expect(log.entries == ["s.willConnectTo"])
        #expect(scene.activationState == .unattached)
        #expect(app.connectedScenes == [scene])
        #expect(scene.session.scene === scene && scene.session.role == .windowApplication)

        log.entries.removeAll()
        #expect(app.activate(scene))
        #expect(
            log.entries == [
                "s.sceneWillEnterForeground", "s.willEnterForeground",
                "s.sceneDidBecomeActive", "s.didActivate", "app.didBecomeActive",
            ])
        #expect(scene.activationState == .foregroundActive && app.applicationState == .active)
        // "will" calls come before the state changes, "did" calls after.
        #expect(delegate.statesDuringCalls == [.unattached, .unattached, .foregroundActive])
    }

    @Test("UIScene.willConnectNotification is posted after scene(_:willConnectTo:options:), with the scene as object")
    func willConnectNotification() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        // The scene does not exist before the call: listen to every scene, keep this application's.
        let applicationID = ObjectIdentifier(app)
        let token = NotificationCenter.default.addObserver(
            forName: UIScene.willConnectNotification, object: nil, queue: nil
        ) { note in
            let sceneID = (note.object as AnyObject?).map(ObjectIdentifier.init)
            MainActor.assumeIsolated {
                guard let scene = app.connectedScenes.first(where: { ObjectIdentifier($0) == sceneID }),
                    let owner = scene.application, ObjectIdentifier(owner) == applicationID
                else { return }
                log.record("willConnectNotification")
            }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        app.connectScene(delegate: SceneLoggingDelegate("s", log: log))
        #expect(log.entries == ["s.willConnectTo", "willConnectNotification"])
    }

    @Test("UISceneDelegate: background then foreground again, and disconnection after entering the background")
    func backgroundForegroundDisconnect() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let appDelegate = SceneLoggingApplicationDelegate(log: log)
        app.delegate = appDelegate
        log.observeApplication(app)
        let delegate = SceneLoggingDelegate("s", log: log)
        let scene = app.connectScene(delegate: delegate)
        log.observeScene(scene, as: "s")
        app.activate(scene)
        log.entries.removeAll()

        #expect(app.moveToBackground(scene))
        #expect(
            log.entries == [
                "s.sceneWillResignActive", "s.willDeactivate", "app.willResignActive",
                "s.sceneDidEnterBackground", "s.didEnterBackground", "app.didEnterBackground",
            ])
        #expect(scene.activationState == .background && app.applicationState == .background)

        log.entries.removeAll()
        app.activate(scene)
        #expect(
            log.entries == [
                "s.sceneWillEnterForeground", "s.willEnterForeground", "app.willEnterForeground",
                "s.sceneDidBecomeActive", "s.didActivate", "app.didBecomeActive",
            ])

        log.entries.removeAll()
        #expect(app.disconnect(scene))
        #expect(
            log.entries == [
                "s.sceneWillResignActive", "s.willDeactivate", "app.willResignActive",
                "s.sceneDidEnterBackground", "s.didEnterBackground", "app.didEnterBackground",
                "s.sceneDidDisconnect", "s.didDisconnect",
            ])
        #expect(scene.activationState == .unattached)
        #expect(app.connectedScenes.isEmpty)
        // With scenes, UIKit tells the scene delegates, not the application delegate.
        #expect(appDelegate.statesDuringCalls.isEmpty)
        // A disconnected scene is driven no more.
        #expect(!app.activate(scene))
        #expect(scene.activationState == .unattached)
    }

    @Test("a scene of another application is refused: each call returns false and changes nothing")
    func foreignSceneRefused() {
        let app = UIApplication()
        let other = UIApplication()
        let scene = other.connectScene()
        #expect(
            !app.activate(scene) && !app.deactivate(scene) && !app.moveToBackground(scene) && !app.disconnect(scene))
        #expect(scene.activationState == .unattached && other.connectedScenes == [scene] && app.connectedScenes.isEmpty)
        #expect(scene.application === other)
    }

    @Test(
        "decisions: the application is active while a scene is active, inactive while one is in the foreground, else in the background"
    )
    func applicationStateFollowsScenes() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        log.observeApplication(app)
        let first = app.connectScene()
        let second = app.connectScene()
        #expect(app.applicationState == .inactive)  // launching
        app.activate(first)
        app.activate(second)
        #expect(log.entries == ["app.didBecomeActive"])
        app.deactivate(first)
        #expect(app.applicationState == .active)  // the second scene is still active
        app.moveToBackground(second)
        #expect(app.applicationState == .inactive)  // the first is in the foreground
        app.moveToBackground(first)
        #expect(app.applicationState == .background)
        #expect(log.entries == ["app.didBecomeActive", "app.willResignActive", "app.didEnterBackground"])
    }

    @Test("decisions: resignActive, becomeActive, enterBackground and enterForeground drive every connected scene")
    func applicationCallsDriveScenes() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let a = app.connectScene(delegate: SceneLoggingDelegate("a", log: log))
        let b = app.connectScene(delegate: SceneLoggingDelegate("b", log: log))
        app.becomeActive()
        #expect(a.activationState == .foregroundActive && b.activationState == .foregroundActive)
        app.resignActive()
        #expect(a.activationState == .foregroundInactive && b.activationState == .foregroundInactive)
        #expect(app.applicationState == .inactive)
        app.enterBackground()
        #expect(
            a.activationState == .background && b.activationState == .background && app.applicationState == .background)
        log.entries.removeAll()
        app.enterForeground()
        #expect(log.entries == ["a.sceneWillEnterForeground", "b.sceneWillEnterForeground"])
        #expect(app.applicationState == .inactive)
        app.becomeActive()
        #expect(app.applicationState == .active)
    }

    @Test(
        "UIWindowSceneDelegate.window: the window made in scene(_:willConnectTo:options:) is in the scene, key and visible, and the chain is window → scene → application"
    )
    func windowMadeOnConnection() throws {
        let log = SceneCallLog()
        let app = UIApplication()
        app.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        let delegate = SceneLoggingDelegate("s", log: log)
        let scene = app.connectScene(delegate: delegate)
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene && window.application === app)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.windows == [window] && app.windows.contains(window))
        #expect(scene.keyWindow === window && app.keyWindow === window && window.isKeyWindow)
        #expect(window.next === scene && scene.next === app)
        #expect(scene.screen === app.screen && window.screen === app.screen)
        // The scene retains its delegate.
        #expect(scene.delegate === delegate)
    }

    @Test(
        "a scene that is not foreground-active takes no new touches; deactivating it cancels the touches in its windows"
    )
    func touchesFollowActivation() {
        let log = SceneCallLog()
        let app = UIApplication()
        let delegate = SceneLoggingDelegate("s", log: log)
        let scene = app.connectScene(delegate: delegate)
        let view = SceneTouchLoggingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.log = log
        delegate.window?.addSubview(view)
        let touches = TouchSimulator(application: app)
        log.entries.removeAll()

        touches.tap(at: CGPoint(x: 50, y: 50))  // unattached: nothing
        #expect(log.entries.isEmpty)
        app.activate(scene)
        log.entries.removeAll()
        let finger = touches.touchDown(at: CGPoint(x: 50, y: 50))
        app.deactivate(scene)
        touches.lift(finger)
        // The touch is cancelled after the delegate heard the scene resign, and its lift is ignored.
        #expect(log.entries == ["view.began", "s.sceneWillResignActive", "view.cancelled"])
    }
}
