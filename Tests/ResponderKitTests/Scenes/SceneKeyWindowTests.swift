import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's pages for UIWindow.isKeyWindow ("In iOS 15 and later, ... true when the window is the key window
// of its scene"), UIWindowScene.keyWindow ("Of a scene's associated windows, only one window at a time may
// be the key window"), UIApplication.keyWindow (deprecated in iOS 13: "returns a key window across all
// connected scenes"), UIWindow.didBecomeKeyNotification / didResignKeyNotification /
// didBecomeVisibleNotification / didBecomeHiddenNotification, and behaviour 1.3 (key window).

@MainActor
private func loggingWindow(_ name: String, log: SceneCallLog, in scene: UIWindowScene) -> KeyLoggingSceneWindow {
    let window = KeyLoggingSceneWindow(windowScene: scene)
    window.name = name
    window.log = log
    log.observeWindow(window, as: name)
    return window
}

@MainActor
private func loggingWindow(
    _ name: String, log: SceneCallLog, application: UIApplication,
    frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)
) -> KeyLoggingSceneWindow {
    let window = KeyLoggingSceneWindow(frame: frame, application: application)
    window.name = name
    window.log = log
    log.observeWindow(window, as: name)
    return window
}

@Suite("Scenes: key windows per scene and per application, window notifications")
@MainActor
struct SceneKeyWindowTests {
    @Test(
        "UIWindow notifications: visible, then resignKey → didResignKey of the old key window, then becomeKey → didBecomeKey of the new one"
    )
    func keyAndVisibilityOrder() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let a = loggingWindow("a", log: log, application: app)
        let b = loggingWindow("b", log: log, application: app)
        a.makeKeyAndVisible()
        #expect(log.entries == ["a.didBecomeVisibleNotification", "a.becomeKey", "a.didBecomeKeyNotification"])
        log.entries.removeAll()
        b.makeKeyAndVisible()
        #expect(
            log.entries == [
                "b.didBecomeVisibleNotification", "a.resignKey", "a.didResignKeyNotification",
                "b.becomeKey", "b.didBecomeKeyNotification",
            ])
        log.entries.removeAll()
        b.makeKey()  // already key: nothing
        a.isHidden = false  // already visible: nothing
        a.isHidden = true
        #expect(log.entries == ["a.didBecomeHiddenNotification"])
    }

    @Test("iOS 15: each scene has its key window; the application's is the one made key last")
    func keyWindowPerScene() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let first = app.connectScene()
        let second = app.connectScene()
        let a1 = loggingWindow("a1", log: log, in: first)
        let a2 = loggingWindow("a2", log: log, in: first)
        let b1 = loggingWindow("b1", log: log, in: second)
        #expect(first.windows == [a1, a2] && second.windows == [b1])
        a1.makeKeyAndVisible()
        b1.makeKeyAndVisible()
        #expect(first.keyWindow === a1 && second.keyWindow === b1 && app.keyWindow === b1)
        #expect(a1.isKeyWindow && b1.isKeyWindow && !a2.isKeyWindow)
        log.entries.removeAll()
        a2.makeKey()
        #expect(
            log.entries == [
                "a1.resignKey", "a1.didResignKeyNotification", "a2.becomeKey", "a2.didBecomeKeyNotification",
            ])
        #expect(first.keyWindow === a2 && second.keyWindow === b1 && app.keyWindow === a2 && b1.isKeyWindow)
    }

    @Test("UIWindow(frame:) alone joins the shared application, in no scene")
    func frameWindowJoinsSharedApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(window.application === UIApplication.shared)
        #expect(window.windowScene == nil && window.next === UIApplication.shared)
        #expect(window.screen === UIScreen.main)
        // Moving it into a scene moves it out of the shared application.
        let app = UIApplication()
        let scene = app.connectScene()
        window.windowScene = scene
        #expect(window.application === app && window.screen === app.screen && scene.windows == [window])
        #expect(!UIApplication.shared.windows.contains(window))
    }

    @Test(
        "windowScene moves a window and its touches' invariants into another application: touches cancelled, key and visible windows follow"
    )
    func moveAcrossApplications() {
        let log = SceneCallLog()
        defer { log.stop() }
        let oldApp = UIApplication()
        let window = loggingWindow("w", log: log, application: oldApp)
        let view = SceneTouchLoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.log = log
        window.addSubview(view)
        window.makeKeyAndVisible()
        let oldTouches = TouchSimulator(application: oldApp)
        let finger = oldTouches.touchDown(at: CGPoint(x: 10, y: 10))

        let newApp = UIApplication()
        let scene = newApp.connectScene()
        newApp.activate(scene)
        log.entries.removeAll()
        window.windowScene = scene
        #expect(log.entries == ["view.cancelled", "w.resignKey", "w.didResignKeyNotification"])
        #expect(window.application === newApp && window.windowScene === scene && window.next === scene)
        #expect(!oldApp.windows.contains(window) && oldApp.keyWindow == nil)
        #expect(newApp.windows.contains(window) && scene.windows == [window])
        #expect(!window.isHidden && !window.isKeyWindow && scene.keyWindow == nil && newApp.keyWindow == nil)

        // The old application ignores the rest of the finger; the new one hit-tests the window.
        log.entries.removeAll()
        oldTouches.lift(finger)
        oldTouches.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries.isEmpty)
        TouchSimulator(application: newApp).tap(at: CGPoint(x: 10, y: 10))
        #expect(log.entries == ["view.began", "view.ended"])
        window.makeKey()
        #expect(scene.keyWindow === window && newApp.keyWindow === window && window.isKeyWindow)
    }

    @Test(
        "windowScene within one application: the key window stays key and becomes its new scene's; nil leaves the scene, not the application"
    )
    func moveWithinApplication() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let scene = app.connectScene()
        let window = loggingWindow("w", log: log, application: app)
        window.makeKeyAndVisible()
        log.entries.removeAll()
        window.windowScene = scene
        #expect(log.entries.isEmpty)
        #expect(window.isKeyWindow && scene.keyWindow === window && app.keyWindow === window)
        window.windowScene = nil
        #expect(window.application === app && app.windows.contains(window) && scene.windows.isEmpty)
        #expect(scene.keyWindow == nil && window.isKeyWindow)  // the application's key window, in no scene
        #expect(log.entries.isEmpty)
    }

    @Test("windowScene on a window whose application no longer exists moves it into the scene's application")
    func moveOrphanedWindow() throws {
        weak var gone: UIApplication?
        let window: UIWindow = {
            let app = UIApplication()
            gone = app
            return UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10), application: app)
        }()
        try #require(gone == nil && window.application == nil)
        let app = UIApplication()
        let scene = app.connectScene()
        window.windowScene = scene
        #expect(window.application === app && scene.windows == [window] && app.windows.contains(window))
    }

    @Test("disconnecting a scene hides its windows, takes them out of it and ends their key status")
    func disconnectHidesWindows() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let scene = app.connectScene()
        let window = loggingWindow("w", log: log, in: scene)
        window.makeKeyAndVisible()
        log.entries.removeAll()
        app.disconnect(scene)
        #expect(log.entries == ["w.didBecomeHiddenNotification", "w.resignKey", "w.didResignKeyNotification"])
        #expect(window.isHidden && window.windowScene == nil && app.keyWindow == nil && !window.isKeyWindow)
        #expect(app.windows.contains(window))
    }
}
