import ResponderKitTesting
import Testing

/// TestScene is the project's own test fixture (ResponderKitTesting; docs/decisions.md, "Tests mirror the
/// sources"): these tests pin down
/// what it promises — the UIKit set-up it stands for (docs: UIWindow.makeKeyAndVisible(),
/// UIView.addSubview(_:)) on a virtual clock.
@MainActor
@Suite("TestScene: application, key window, root view and touch simulator in one value")
struct TestSceneTests {
    @Test("the window is at the origin with the scene's size, key and visible; the root view fills it")
    func layout() {
        let scene = TestScene(size: CGSize(width: 200, height: 300))
        #expect(scene.window.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(scene.window.isKeyWindow)
        #expect(!scene.window.isHidden)
        #expect(scene.application.windows.contains { $0 === scene.window })
        #expect(scene.window.application === scene.application)
        #expect(scene.rootView.superview === scene.window)
        #expect(scene.window.subviews.count == 1)
        #expect(scene.rootView.frame == scene.window.bounds)
        #expect(scene.touches.application === scene.application)
    }

    @Test("the default size is 320 × 480 pt and the clock is a virtual clock starting at 0")
    func defaults() {
        let scene = TestScene()
        #expect(scene.window.frame.size == CGSize(width: 320, height: 480))
        #expect(scene.application.clock is VirtualClock)
        #expect(scene.application.clock.now == 0)
    }

    @Test("a scripted tap reaches the root view as began then ended, on the virtual clock (touchesBegan docs)")
    func tapReachesRootView() {
        let scene = TestScene()
        scene.touches.tap(at: CGPoint(x: 100, y: 100))
        #expect(scene.rootView.methods == [.began, .ended])
        #expect(scene.application.clock.now == scene.touches.tapDuration)
    }

    @Test("add(_:) puts a view on top of the root view, where hit-testing finds it (UIView.hitTest(_:with:) docs)")
    func addedViewIsHit() {
        let scene = TestScene()
        let child = scene.add(RecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        #expect(child.superview === scene.rootView)
        scene.touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(child.methods == [.began, .ended])
        #expect(scene.rootView.calls.isEmpty)
        scene.touches.tap(at: CGPoint(x: 200, y: 200))
        #expect(scene.rootView.methods == [.began, .ended])
    }

    @Test("two scenes share nothing: each has its own application and clock")
    func scenesAreIndependent() {
        let first = TestScene()
        let second = TestScene()
        first.touches.wait(1)
        #expect(first.application !== second.application)
        #expect(first.application.clock.now == 1)
        #expect(second.application.clock.now == 0)
        #expect(second.window.isKeyWindow)
    }

    @Test("a given application is used as is, with its clock")
    func givenApplication() {
        let application = UIApplication(clock: VirtualClock(start: 5))
        let scene = TestScene(application: application)
        #expect(scene.application === application)
        #expect(scene.touches.now == 5)
    }

    @Test(
        "without a root view the window is empty and a touch outside the added views reaches the window (UIView.hitTest(_:with:) docs)"
    )
    func withoutRootView() {
        let scene = TestScene(withRootView: false)
        #expect(!scene.hasRootView)
        #expect(scene.window.subviews.isEmpty)
        #expect(scene.rootView.superview == nil)
        let child = scene.add(RecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        #expect(child.superview === scene.window)
        #expect(scene.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === scene.window)
        scene.touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(child.methods == [.began, .ended])
        #expect(scene.rootView.calls.isEmpty)
    }

    @Test(
        "a scene around a window the test made: a subclass, away from the origin, in the window's application (UIWindow.init(frame:) docs)"
    )
    func givenWindow() {
        let application = UIApplication()
        let window = MarkedWindow(frame: CGRect(x: 100, y: 50, width: 100, height: 200), application: application)
        let scene = TestScene(window: window)
        #expect(scene.window === window)
        #expect(scene.application === application)
        #expect(scene.window.frame == CGRect(x: 100, y: 50, width: 100, height: 200))
        #expect(scene.window.isKeyWindow && !scene.window.isHidden)
        #expect(scene.rootView.superview === window)
        #expect(scene.rootView.frame == window.bounds)
        scene.touches.tap(at: CGPoint(x: 110, y: 60))
        #expect(scene.rootView.methods == [.began, .ended])
    }

    @Test(
        "a root view controller is set before the window is shown; its view fills the window in the root view's place (UIWindow.rootViewController docs)"
    )
    func rootViewController() {
        let controller = UIViewController()
        let scene = TestScene(size: CGSize(width: 200, height: 300), rootViewController: controller)
        #expect(scene.rootViewController === controller)
        #expect(!scene.hasRootView)
        #expect(scene.window.subviews.count == 1)
        #expect(scene.window.subviews.first === controller.view)
        #expect(controller.view.frame == scene.window.bounds)
        let child = scene.add(RecordingView(frame: CGRect(x: 10, y: 10, width: 50, height: 50)))
        #expect(child.superview === controller.view)
        scene.touches.tap(at: CGPoint(x: 20, y: 20))
        #expect(child.methods == [.began, .ended])
    }

    @Test(
        "the keyboard and device simulators feed the scene's application on its clock (UIPress, UIEvent.EventSubtype.motionShake docs)"
    )
    func keyboardAndDevice() {
        let scene = TestScene()
        #expect(scene.keyboard.application === scene.application)
        #expect(scene.device.application === scene.application)
        let before = scene.application.clock.now
        scene.device.wait(0.5)
        #expect(scene.application.clock.now == before + 0.5)
        #expect(scene.touches.now == scene.device.now)
    }
}

/// A window subclass the window factory test can recognise.
@MainActor
private final class MarkedWindow: UIWindow {}
