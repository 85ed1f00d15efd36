import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 13.1 and 13.2, UINavigationController's stack and the appearance callbacks of a push or pop.
// Apple's pages: UINavigationController pushViewController(_:animated:), popViewController(animated:),
// popToViewController(_:animated:), popToRootViewController(animated:), setViewControllers(_:animated:),
// topViewController, visibleViewController; UINavigationControllerDelegate navigationController(_:willShow:
// animated:) and navigationController(_:didShow:animated:); UIViewController navigationController. The
// callback order is the one logged on iOS for a push and a pop (old viewWillDisappear, new viewWillAppear,
// delegate willShow, layout, old viewDidDisappear, new viewDidAppear, delegate didShow).

/// A delegate logging "willShow name" and "didShow name".
@MainActor
final class LoggingNavigationDelegate: UINavigationControllerDelegate {
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }
    private func name(_ controller: UIViewController) -> String {
        (controller as? LoggingController)?.name ?? "controller"
    }
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        log("willShow \(name(viewController))")
    }
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        log("didShow \(name(viewController))")
    }
}

/// Scenes and delegates of the navigation tests, kept alive for the process.
@MainActor
private var retainedNavigationFixtures: [AnyObject] = []

/// A navigation controller with root `a`, the window's root in a shown 320 × 480 scene, its log cleared.
@MainActor
func makeNavigationScene(log: LifecycleLog, root: LoggingController) -> (
    scene: TestScene, navigation: UINavigationController, delegate: LoggingNavigationDelegate
) {
    let navigation = UINavigationController(rootViewController: root)
    let delegate = LoggingNavigationDelegate(log: log)
    navigation.delegate = delegate
    let scene = TestScene(rootViewController: navigation)
    _ = log.take()
    // The navigation controller holds its delegate weakly, and a test may not name the scene.
    retainedNavigationFixtures.append(scene)
    retainedNavigationFixtures.append(delegate)
    return (scene, navigation, delegate)
}

/// Whether two lists hold the same controllers in the same order.
@MainActor
func sameControllers(_ lhs: [UIViewController], _ rhs: [UIViewController]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// Keeps only the appearance entries and the delegate's.
func navigationCallbacks(_ entries: [String]) -> [String] {
    entries.filter { $0.contains("Appear") || $0.contains("Disappear") || $0.contains("Show") }
}

@Suite("Navigation stack (behaviour 13.1, 13.2)")
@MainActor
struct NavigationStackTests {
    @Test(
        "init(rootViewController:) adds the root as the only child: willMove then didMove (Apple: init(rootViewController:))"
    )
    func rootIsAChild() {
        let log = LifecycleLog()
        let root = LoggingController("a", log: log)
        let navigation = UINavigationController(rootViewController: root)
        #expect(log.take() == ["a.willMove(toParent: controller)", "a.didMove(toParent: controller)"])
        #expect(sameControllers(navigation.viewControllers, [root]))
        #expect(sameControllers(navigation.children, [root]))
        #expect(navigation.topViewController === root)
        #expect(root.navigationController === navigation)
        #expect(navigation.navigationController == nil)
    }

    @Test("The root appears with the window; its view fills the navigation controller's view behind the bar")
    func rootAppearsWithWindow() {
        let log = LifecycleLog()
        let root = LoggingController("a", log: log)
        let scene = TestScene(rootViewController: UINavigationController(rootViewController: root))
        #expect(navigationCallbacks(log.take()) == ["a.viewWillAppear", "a.viewDidAppear"])
        let navigation = scene.rootViewController as! UINavigationController
        #expect(root.view.superview === navigation.view)
        #expect(root.view.frame == navigation.view.bounds)
        #expect(navigation.view.subviews.last === navigation.navigationBar)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: NavigationConstants.barHeight))
    }

    @Test(
        "A push, not animated: willMove, viewDidLoad, old will, new will, willShow, layout, old did, new did, didMove, didShow"
    )
    func pushOrder() {
        let log = LifecycleLog()
        let (_, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(
            log.take() == [
                "b.willMove(toParent: controller)", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear",
                "willShow b", "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews",
                "a.viewDidDisappear", "b.viewDidAppear", "b.didMove(toParent: controller)", "didShow b",
            ])
        #expect(navigation.viewControllers.count == 2)
        #expect(navigation.topViewController === b)
        #expect(navigation.visibleViewController === b)
        #expect(b.navigationController === navigation)
        #expect(b.view.superview === navigation.view)
        #expect(navigation.viewControllers[0].viewIfLoaded?.superview == nil)
    }

    @Test(
        "A pop, not animated: willMove(nil), top will (isMovingFromParent), below will, willShow, dids, didMove(nil), didShow"
    )
    func popOrder() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let (_, navigation, _) = makeNavigationScene(log: log, root: a)
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: false)
        _ = log.take()
        b.logsTransitionFlags = true
        let popped = navigation.popViewController(animated: false)
        #expect(popped === b)
        #expect(
            log.take() == [
                "b.willMove(toParent: nil)", "b.viewWillDisappear[movingFromParent]", "a.viewWillAppear", "willShow a",
                "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews",
                "b.viewDidDisappear[movingFromParent]", "a.viewDidAppear", "b.didMove(toParent: nil)", "didShow a",
            ])
        #expect(sameControllers(navigation.viewControllers, [a]))
        #expect(b.parent == nil)
        #expect(b.navigationController == nil)
        #expect(a.view.superview === navigation.view)
    }

    @Test(
        "The root cannot be popped: popViewController returns nil and nothing is called (Apple: popViewController(animated:))"
    )
    func rootCannotBePopped() {
        let log = LifecycleLog()
        let (_, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        #expect(navigation.popViewController(animated: false) == nil)
        #expect(log.take() == [])
    }

    @Test("Animated: the will half at once, the did half after the transition duration on the clock")
    func animatedPushCompletesOnTheClock() {
        let log = LifecycleLog()
        let (scene, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: true)
        #expect(navigationCallbacks(log.take()) == ["a.viewWillDisappear", "b.viewWillAppear", "willShow b"])
        scene.touches.wait(NavigationConstants.transitionDuration - 0.01)
        #expect(navigationCallbacks(log.take()) == [])
        scene.touches.wait(0.01)
        #expect(navigationCallbacks(log.take()) == ["a.viewDidDisappear", "b.viewDidAppear", "didShow b"])
    }

    @Test("A push during an animated one first completes it")
    func pushDuringAnimatedPushCompletesIt() {
        let log = LifecycleLog()
        let (_, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        navigation.pushViewController(LoggingController("b", log: log), animated: true)
        _ = log.take()
        navigation.pushViewController(LoggingController("c", log: log), animated: false)
        #expect(
            navigationCallbacks(log.take()) == [
                "a.viewDidDisappear", "b.viewDidAppear", "didShow b",
                "b.viewWillDisappear", "c.viewWillAppear", "willShow c",
                "b.viewDidDisappear", "c.viewDidAppear", "didShow c",
            ])
    }

    @Test(
        "popToRootViewController returns the popped controllers; only the top disappears; every popped one is removed")
    func popToRoot() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let (_, navigation, _) = makeNavigationScene(log: log, root: a)
        let b = LoggingController("b", log: log), c = LoggingController("c", log: log)
        navigation.pushViewController(b, animated: false)
        navigation.pushViewController(c, animated: false)
        _ = log.take()
        let popped = navigation.popToRootViewController(animated: false)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        #expect(
            log.take() == [
                "b.willMove(toParent: nil)", "c.willMove(toParent: nil)", "c.viewWillDisappear", "a.viewWillAppear",
                "willShow a", "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "c.viewDidDisappear",
                "a.viewDidAppear", "b.didMove(toParent: nil)", "c.didMove(toParent: nil)", "didShow a",
            ])
        #expect(sameControllers(navigation.viewControllers, [a]))
        #expect(sameControllers(navigation.children, [a]))
        #expect(navigation.popToRootViewController(animated: false)?.isEmpty == true)
        #expect(navigation.popToViewController(b, animated: false) == nil)
    }

    @Test("setViewControllers replaces the stack; a new top appears, the old one disappears")
    func setViewControllersReplaces() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let (_, navigation, _) = makeNavigationScene(log: log, root: a)
        let x = LoggingController("x", log: log), y = LoggingController("y", log: log)
        navigation.setViewControllers([x, y], animated: false)
        #expect(
            navigationCallbacks(log.take()) == [
                "a.viewWillDisappear", "y.viewWillAppear", "willShow y",
                "a.viewDidDisappear", "y.viewDidAppear", "didShow y",
            ])
        #expect(sameControllers(navigation.viewControllers, [x, y]))
        #expect(sameControllers(navigation.children, [x, y]))
        #expect(a.parent == nil)
        #expect(x.viewIfLoaded == nil)
    }

    @Test("Pushing a controller already in the stack does nothing (UIKit raises)")
    func pushingTwiceIsIgnored() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let (_, navigation, _) = makeNavigationScene(log: log, root: a)
        navigation.pushViewController(a, animated: false)
        #expect(log.take() == [])
        #expect(sameControllers(navigation.viewControllers, [a]))
    }

    @Test("Off screen, a push only changes the stack: no appearance and no delegate calls")
    func offScreenPush() {
        let log = LifecycleLog()
        let navigation = UINavigationController(rootViewController: LoggingController("a", log: log))
        let delegate = LoggingNavigationDelegate(log: log)
        navigation.delegate = delegate
        _ = log.take()
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: true)
        withExtendedLifetime(delegate) {}
        #expect(log.take() == ["b.willMove(toParent: controller)", "b.didMove(toParent: controller)"])
        #expect(navigation.topViewController === b)
    }

    @Test(
        "show(_:sender:) pushes, animated, inside a navigation controller (Apple: UINavigationController show(_:sender:))"
    )
    func showPushes() {
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let (scene, navigation, _) = makeNavigationScene(log: log, root: a)
        let b = LoggingController("b", log: log)
        a.show(b, sender: nil)
        #expect(navigationCallbacks(log.take()) == ["a.viewWillDisappear", "b.viewWillAppear", "willShow b"])
        scene.touches.wait(NavigationConstants.transitionDuration)
        #expect(sameControllers(navigation.viewControllers, [a, b]))
    }

    @Test("show(_:sender:) presents outside a navigation controller (Apple: UIViewController show(_:sender:))")
    func showPresents() {
        let root = UIViewController()
        let scene = TestScene(rootViewController: root)
        let other = UIViewController()
        root.show(other, sender: nil)
        #expect(root.presentedViewController === other)
        withExtendedLifetime(scene) {}
    }

    @Test("The responder chain goes from the top controller's view through the navigation controller (behaviour 3.1)")
    func responderChain() {
        let log = LifecycleLog()
        let (scene, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: false)
        var chain: [UIResponder] = []
        var current: UIResponder? = b.view
        while let responder = current { chain.append(responder); current = responder.next }
        #expect(chain.count >= 5)
        #expect(
            chain[0] === b.view && chain[1] === b && chain[2] === navigation.view && chain[3] === navigation
                && chain[4] === scene.window)
    }
}
