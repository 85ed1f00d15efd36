import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's pages for UIApplicationDelegate applicationWillResignActive(_:) / applicationDidBecomeActive(_:) /
// applicationDidEnterBackground(_:) / applicationWillEnterForeground(_:) and the UIApplication
// notifications of the same names ("the delegate method is called, then the notification is posted"
// order is recorded in docs/decisions.md), and behaviour 2.3 (resigning active cancels touches).

@Suite("Scenes: application state without scenes, delegate calls then notifications")
@MainActor
struct ApplicationStateTests {
    @Test(
        "UIApplicationDelegate: each state method is called before its notification; will… while still in the old state"
    )
    func delegateThenNotification() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let delegate = SceneLoggingApplicationDelegate(log: log)
        app.delegate = delegate
        log.observeApplication(app)

        app.resignActive()
        #expect(app.applicationState == .inactive)
        app.becomeActive()
        #expect(app.applicationState == .active)
        app.enterBackground()
        #expect(app.applicationState == .background)
        app.enterForeground()
        #expect(app.applicationState == .inactive)
        app.becomeActive()
        #expect(
            log.entries == [
                "appDelegate.applicationWillResignActive", "app.willResignActive",
                "appDelegate.applicationDidBecomeActive", "app.didBecomeActive",
                // Background from active goes through inactive.
                "appDelegate.applicationWillResignActive", "app.willResignActive",
                "appDelegate.applicationDidEnterBackground", "app.didEnterBackground",
                "appDelegate.applicationWillEnterForeground", "app.willEnterForeground",
                "appDelegate.applicationDidBecomeActive", "app.didBecomeActive",
            ])
        #expect(delegate.statesDuringCalls == [.active, .active, .active, .background, .background, .active])
    }

    @Test("becomeActive from the background enters the foreground first; calls that change nothing post nothing")
    func shortcutsAndNoOps() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        log.observeApplication(app)
        app.becomeActive()
        app.enterForeground()
        #expect(log.entries.isEmpty)
        app.enterBackground()
        app.enterBackground()
        app.resignActive()
        log.entries.removeAll()
        app.becomeActive()
        #expect(log.entries == ["app.willEnterForeground", "app.didBecomeActive"])
    }

    @Test("behaviour 2.3: resigning active cancels touches in progress, after the delegate call and the notification")
    func resignCancelsTouchesAfterNotification() {
        let log = SceneCallLog()
        defer { log.stop() }
        let app = UIApplication()
        let delegate = SceneLoggingApplicationDelegate(log: log)  // the application holds its delegate weakly
        app.delegate = delegate
        log.observeApplication(app)
        let scene = TestScene(size: CGSize(width: 100, height: 100), application: app, withRootView: false)
        let view = SceneTouchLoggingView(frame: scene.window.bounds)
        view.log = log
        scene.add(view)
        let touches = scene.touches
        let finger = touches.touchDown(at: CGPoint(x: 5, y: 5))
        app.resignActive()
        touches.lift(finger)
        touches.tap(at: CGPoint(x: 5, y: 5))  // inactive: no new touches
        #expect(
            log.entries == [
                "view.began", "appDelegate.applicationWillResignActive", "app.willResignActive", "view.cancelled",
            ])
    }
}
