import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 13.4, the back swipe. Apple's page UINavigationController interactivePopGestureRecognizer ("pops
// the topmost view controller off the navigation stack when a person swipes horizontally from the leading
// edge"; "use this property to retrieve the gesture recognizer and tie it to the behavior of other gesture
// recognizers"), UIScreenEdgePanGestureRecognizer, and require(toFail:). The order of a cancelled swipe is
// the one logged on iOS: top viewWillDisappear, below viewWillAppear, below viewWillDisappear, below
// viewDidDisappear, top viewWillAppear, top viewDidAppear.

@Suite("Back swipe (behaviour 13.4)")
@MainActor
struct InteractivePopTests {
    /// A scene with a → b pushed, the log cleared.
    private func pushedScene(_ log: LifecycleLog) -> (
        TestScene, UINavigationController, LoggingController, LoggingController, LoggingNavigationDelegate
    ) {
        let a = LoggingController("a", log: log)
        let (scene, navigation, delegate) = makeNavigationScene(log: log, root: a)
        let b = LoggingController("b", log: log)
        navigation.pushViewController(b, animated: false)
        _ = log.take()
        return (scene, navigation, a, b, delegate)
    }

    @Test(
        "The recognizer is a left-edge pan on the navigation controller's view, its delegate the navigation controller")
    func recognizerShape() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let view: UIView = navigation.view
        let recognizer = try! #require(navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left)
        #expect(recognizer.delegate === navigation)
        #expect(recognizer.view === view)
    }

    @Test("A swipe past half the width pops: top will, below will, willShow on begin; dids and didShow on lift")
    func swipePastHalfPops() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        b.logsTransitionFlags = true
        let finger = scene.touches.drag(
            from: CGPoint(x: 5, y: 200), to: CGPoint(x: 200, y: 200), duration: 0.5, lift: false)
        #expect(
            navigationCallbacks(log.take()) == [
                "b.viewWillDisappear[movingFromParent]", "a.viewWillAppear", "willShow a",
            ])
        #expect(navigation.navigationController == nil)
        #expect(sameControllers(navigation.viewControllers, [a]))
        #expect(b.view.frame.origin.x == 195)
        #expect(a.view.superview === navigation.view)
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        #expect(
            navigationCallbacks(log.take()) == ["b.viewDidDisappear[movingFromParent]", "a.viewDidAppear", "didShow a"])
        #expect(sameControllers(navigation.viewControllers, [a]))
        #expect(b.parent == nil)
        #expect(b.viewIfLoaded?.superview == nil)
    }

    @Test("A short, slow swipe is cancelled in iOS's order, and the top stays with didMove(toParent:) again")
    func shortSwipeCancels() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        let finger = scene.touches.drag(
            from: CGPoint(x: 5, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.5, lift: false)
        _ = log.take()
        scene.touches.wait(0.1)
        scene.touches.lift(finger)
        #expect(
            log.take().filter { !$0.contains("Layout") } == [
                "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear",
                "b.viewDidAppear", "b.didMove(toParent: controller)",
            ])
        #expect(sameControllers(navigation.viewControllers, [a, b]))
        #expect(b.parent === navigation)
        #expect(b.view.frame.origin.x == 0)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(navigation.navigationBar.topItem === b.navigationItem)
    }

    @Test("A fast flick completes the pop even short of half the width (velocity ≥ the documented threshold)")
    func flickPops() {
        let log = LifecycleLog()
        let (scene, navigation, a, _, _) = pushedScene(log)
        // 100 pt in 0.1 s: 1000 pt/s at the lift.
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 105, y: 200), duration: 0.1)
        #expect(
            navigationCallbacks(log.take()) == [
                "b.viewWillDisappear", "a.viewWillAppear", "willShow a",
                "b.viewDidDisappear", "a.viewDidAppear", "didShow a",
            ])
        #expect(sameControllers(navigation.viewControllers, [a]))
    }

    @Test("Touches cancelled during the swipe cancel the pop, in the same order as a short swipe (behaviour 4.6)")
    func cancelledTouchesCancel() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        _ = scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.3, lift: false)
        _ = log.take()
        scene.touches.cancelAll()
        #expect(
            log.take().filter { !$0.contains("Layout") } == [
                "a.viewWillDisappear", "a.viewDidDisappear", "b.viewWillAppear",
                "b.viewDidAppear", "b.didMove(toParent: controller)",
            ])
        #expect(sameControllers(navigation.viewControllers, [a, b]))
    }

    @Test("The swipe cannot begin during an animated push")
    func cannotBeginDuringAnimatedPush() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        let c = LoggingController("c", log: log)
        navigation.pushViewController(c, animated: true)
        var states: [UIGestureRecognizer.State] = []
        let observer = NavigationGestureObserver { states.append($0.state) }
        try! #require(navigation.interactivePopGestureRecognizer).addTarget(
            observer, action: NavigationGestureObserver.fire(_:))
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.1)
        withExtendedLifetime(observer) {}
        #expect(states.isEmpty)
        scene.touches.wait(NavigationConstants.transitionDuration)
        #expect(sameControllers(navigation.viewControllers, [a, b, c]))
    }

    @Test("Without a back button the swipe is refused; a nil delegate (the usual workaround) lets it pop again")
    func noBackButtonNoSwipe() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        b.navigationItem.hidesBackButton = true
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.3)
        #expect(sameControllers(navigation.viewControllers, [a, b]))
        #expect(navigationCallbacks(log.take()) == [])
        navigation.interactivePopGestureRecognizer?.delegate = nil
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.3)
        #expect(sameControllers(navigation.viewControllers, [a]))
    }

    @Test("With the bar hidden the swipe is refused")
    func hiddenBarNoSwipe() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.3)
        #expect(sameControllers(navigation.viewControllers, [a, b]))
    }

    @Test("The swipe cannot begin on the root: the navigation controller refuses")
    func cannotBeginOnRoot() {
        let log = LifecycleLog()
        let (scene, navigation, _) = makeNavigationScene(log: log, root: LoggingController("a", log: log))
        var states: [UIGestureRecognizer.State] = []
        let recognizer = try! #require(navigation.interactivePopGestureRecognizer)
        let observer = NavigationGestureObserver { states.append($0.state) }
        recognizer.addTarget(observer, action: NavigationGestureObserver.fire(_:))
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 250, y: 200), duration: 0.3)
        withExtendedLifetime(observer) {}
        #expect(states.isEmpty)
        #expect(navigationCallbacks(log.take()) == [])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test(
        "The back swipe against a horizontal pan in the content that requires it to fail: the edge swipe pops, a swipe elsewhere pans"
    )
    func backSwipeAgainstContentPan() {
        let log = LifecycleLog()
        let (scene, navigation, a, b, _) = pushedScene(log)
        var panStates: [UIGestureRecognizer.State] = []
        let observer = NavigationGestureObserver { panStates.append($0.state) }
        let pan = UIPanGestureRecognizer(target: observer, action: NavigationGestureObserver.fire(_:))
        pan.require(toFail: try! #require(navigation.interactivePopGestureRecognizer))
        b.view.addGestureRecognizer(pan)
        // From the middle: the edge pan fails at once, the content pan recognizes.
        scene.touches.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.3)
        #expect(panStates.first == .began && panStates.last == .ended)
        #expect(sameControllers(navigation.viewControllers, [a, b]))
        panStates = []
        _ = log.take()
        // From the edge: the back swipe wins, the content pan never begins.
        scene.touches.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.3)
        withExtendedLifetime(observer) {}
        #expect(panStates.isEmpty)
        #expect(sameControllers(navigation.viewControllers, [a]))
        #expect(
            navigationCallbacks(log.take()) == [
                "b.viewWillDisappear", "a.viewWillAppear", "willShow a",
                "b.viewDidDisappear", "a.viewDidAppear", "didShow a",
            ])
    }
}

/// A target that runs a closure with the recognizer.
@MainActor
final class NavigationGestureObserver {
    let body: (UIGestureRecognizer) -> Void
    init(_ body: @escaping (UIGestureRecognizer) -> Void) { self.body = body }
    func fire(_ recognizer: UIGestureRecognizer) { body(recognizer) }
}
