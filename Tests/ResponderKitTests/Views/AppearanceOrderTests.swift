import Foundation
import ResponderKit
import Testing

// View-controller lifecycle. The orders asserted are UIKit's as Apple documents them
// (UIViewController: viewWillAppear(_:), viewDidAppear(_:), beginAppearanceTransition(_:animated:),
// isMovingToParent, "Creating a custom container view controller") and as logged on iOS for a root
// controller at launch (viewDidLoad, viewWillAppear, viewWillLayoutSubviews, viewDidLayoutSubviews,
// viewDidAppear), for a full-screen transition (new viewDidLoad, old viewWillDisappear, new
// viewWillAppear, new layout, old viewDidDisappear, new viewDidAppear) and for a child view added to a
// visible parent (viewWillAppear and viewDidAppear during addSubview). docs/decisions.md, "View-controller
// lifecycle", records the choices (everything synchronous; only full-screen styles hide the presenter,
// as iOS 13's sheets do not).

/// A container that adds `embedded` as a child in its `viewDidLoad`, before it appears.
@MainActor
private final class EmbeddingController: LoggingController {
    var embedded: UIViewController?
    override func viewDidLoad() {
        super.viewDidLoad()
        guard let embedded else { return }
        addChild(embedded)
        view.addSubview(embedded.view)
        embedded.didMove(toParent: self)
    }
}

/// A custom container that forwards appearance to its children itself.
@MainActor
private final class ManualContainer: LoggingController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}

@Suite("View-controller appearance order")
@MainActor
struct AppearanceOrderTests {
    @Test("A root controller appears when its window is shown: will, layout, did (iOS launch order)")
    func rootAppearsWithWindow() {
        let (app, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let root = LoggingController("root", log: log)
        window.rootViewController = root
        #expect(log.take() == ["root.viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "root.viewWillAppear", "root.viewWillLayoutSubviews",
                "root.viewDidLayoutSubviews", "root.viewDidAppear",
            ])
        app.runUntilIdle()
        #expect(log.take() == [])
    }

    @Test("Hiding the window makes the root disappear; showing it again makes it appear (viewWillDisappear(_:))")
    func rootFollowsWindowVisibility() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        window.rootViewController = LoggingController("root", log: log)
        window.makeKeyAndVisible()
        _ = log.take()
        window.isHidden = true
        #expect(log.take() == ["root.viewWillDisappear", "root.viewDidDisappear"])
        window.isHidden = true
        #expect(log.take() == [])
        window.isHidden = false
        #expect(log.take() == ["root.viewWillAppear", "root.viewDidAppear"])
    }

    @Test("A root installed on a shown window loads, appears and is laid out at once")
    func rootInstalledOnVisibleWindow() {
        let (_, window) = makeHiddenWindow()
        window.makeKeyAndVisible()
        let log = LifecycleLog()
        window.rootViewController = LoggingController("root", log: log)
        #expect(
            log.take() == [
                "root.viewDidLoad", "root.viewWillAppear", "root.viewWillLayoutSubviews",
                "root.viewDidLayoutSubviews", "root.viewDidAppear",
            ])
    }

    @Test("Replacing the root of a shown window: old disappears, new appears, in the full-screen transition order")
    func rootReplacedOnVisibleWindow() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
        window.rootViewController = b
        #expect(
            log.take() == [
                "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewWillLayoutSubviews",
                "b.viewDidLayoutSubviews", "a.viewDidDisappear", "b.viewDidAppear",
            ])
        #expect(a.view.superview == nil)
        #expect(b.view.superview === window)
        window.rootViewController = nil
        #expect(log.take() == ["b.viewWillDisappear", "b.viewDidDisappear"])
        #expect(b.view.superview == nil)
    }

    @Test(
        "present(_:animated:completion:), .fullScreen: covered will-disappear, presented will-appear, layout, dids, completion"
    )
    func presentOrder() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        a.logsTransitionFlags = true
        b.logsTransitionFlags = true
        b.modalPresentationStyle = .fullScreen
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
        a.present(b, animated: true) { log("completion") }
        #expect(
            log.take() == [
                "b.viewDidLoad", "a.viewWillDisappear[]", "b.viewWillAppear[beingPresented]",
                "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews", "a.viewDidDisappear[]",
                "b.viewDidAppear[beingPresented]", "completion",
            ])
        #expect(!b.isBeingPresented)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.frame == window.bounds)
        #expect(window.subviews.last === b.view)
    }

    @Test(
        "dismiss(animated:completion:), .fullScreen: dismissed will-disappear, uncovered will-appear, dids, completion")
    func dismissOrder() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        a.logsTransitionFlags = true
        b.logsTransitionFlags = true
        b.modalPresentationStyle = .fullScreen
        window.rootViewController = a
        window.makeKeyAndVisible()
        a.present(b, animated: false)
        _ = log.take()
        b.dismiss(animated: false) { log("completion") }
        #expect(
            log.take() == [
                "b.viewWillDisappear[beingDismissed]", "a.viewWillAppear[]",
                "b.viewDidDisappear[beingDismissed]", "a.viewDidAppear[]", "completion",
            ])
        #expect(!b.isBeingDismissed)
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.view.superview == nil)
    }

    @Test(
        "Dismissing a stack of full-screen presentations: only the visible top disappears, the uncovered root appears")
    func dismissStack() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        let c = LoggingController("c", log: log)
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        window.rootViewController = a
        window.makeKeyAndVisible()
        a.present(b, animated: false)
        _ = log.take()
        b.present(c, animated: false)
        #expect(
            log.take() == [
                "c.viewDidLoad", "b.viewWillDisappear", "c.viewWillAppear", "c.viewWillLayoutSubviews",
                "c.viewDidLayoutSubviews", "b.viewDidDisappear", "c.viewDidAppear",
            ])
        a.dismiss(animated: false)
        #expect(log.take() == ["c.viewWillDisappear", "a.viewWillAppear", "c.viewDidDisappear", "a.viewDidAppear"])
        #expect(b.view.superview == nil && c.view.superview == nil)
        #expect(a.presentedViewController == nil && b.presentedViewController == nil)
    }

    @Test(
        "Hiding and showing a window with a full-screen presentation: only the presented controller, not the covered one"
    )
    func coveredControllerStaysHidden() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        window.rootViewController = a
        window.makeKeyAndVisible()
        a.present(b, animated: false)
        _ = log.take()
        window.isHidden = true
        #expect(log.take() == ["b.viewWillDisappear", "b.viewDidDisappear"])
        window.isHidden = false
        #expect(log.take() == ["b.viewWillAppear", "b.viewDidAppear"])
    }

    @Test("The default style (.automatic, a sheet) leaves the presenter in sight: no callbacks for it (iOS 13+)")
    func sheetPresentationLeavesPresenter() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        let b = LoggingController("b", log: log)
        #expect(b.modalPresentationStyle == .automatic)
        window.rootViewController = a
        window.makeKeyAndVisible()
        _ = log.take()
        a.present(b, animated: true) { log("completion") }
        #expect(
            log.take() == [
                "b.viewDidLoad", "b.viewWillAppear", "b.viewWillLayoutSubviews",
                "b.viewDidLayoutSubviews", "b.viewDidAppear", "completion",
            ])
        window.isHidden = true
        #expect(
            log.take() == ["a.viewWillDisappear", "b.viewWillDisappear", "a.viewDidDisappear", "b.viewDidDisappear"])
        window.isHidden = false
        _ = log.take()
        a.dismiss(animated: true) { log("completion") }
        #expect(log.take() == ["b.viewWillDisappear", "b.viewDidDisappear", "completion"])
    }

    @Test("Presenting from a hidden window shows no appearance callbacks but still completes")
    func presentOnHiddenWindow() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let a = LoggingController("a", log: log)
        window.rootViewController = a
        a.present(LoggingController("b", log: log), animated: false) { log("completion") }
        #expect(log.take() == ["a.viewDidLoad", "b.viewDidLoad", "completion"])
    }

    @Test("A child view added to a shown parent appears during addSubview (containment, isMovingToParent)")
    func childAddedToVisibleParent() {
        let (app, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        child.logsTransitionFlags = true
        window.rootViewController = parent
        window.makeKeyAndVisible()
        _ = log.take()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.take() == [
                "child.willMove(toParent: parent)", "child.viewDidLoad",
                "child.viewWillAppear[movingToParent]", "child.viewDidAppear[movingToParent]",
                "child.didMove(toParent: parent)",
            ])
        #expect(!child.isMovingToParent)
        app.runUntilIdle()
        #expect(
            log.take() == [
                "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
            ])
        #expect(parent.children.count == 1 && parent.children[0] === child && child.parent === parent)
    }

    @Test(
        "Removing a shown child: willMove(nil), disappear during removeFromSuperview, didMove(nil) (isMovingFromParent)"
    )
    func childRemovedFromVisibleParent() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let parent = LoggingController("parent", log: log)
        let child = LoggingController("child", log: log)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        child.logsTransitionFlags = true
        _ = log.take()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.take() == [
                "child.willMove(toParent: nil)", "child.viewWillDisappear[movingFromParent]",
                "child.viewDidDisappear[movingFromParent]", "child.didMove(toParent: nil)",
            ])
        #expect(!child.isMovingFromParent)
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("A parent forwards its appearance to children embedded before it appears, after its own callbacks")
    func appearanceForwardedToChildren() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let container = EmbeddingController("container", log: log)
        let child = LoggingController("child", log: log)
        container.embedded = child
        window.rootViewController = container
        #expect(
            log.take() == [
                "container.viewDidLoad", "child.willMove(toParent: container)", "child.viewDidLoad",
                "child.didMove(toParent: container)",
            ])
        window.makeKeyAndVisible()
        #expect(
            log.take() == [
                "container.viewWillAppear", "child.viewWillAppear",
                "container.viewWillLayoutSubviews", "container.viewDidLayoutSubviews",
                "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
                "container.viewDidAppear", "child.viewDidAppear",
            ])
        window.isHidden = true
        #expect(
            log.take() == [
                "container.viewWillDisappear", "child.viewWillDisappear",
                "container.viewDidDisappear", "child.viewDidDisappear",
            ])
    }

    @Test("A controller's view added without addChild: callbacks only when it is itself added to a shown hierarchy")
    func uncontainedControllerView() {
        // Observed on iOS (ivanchan.github.io, "UIKit-ViewAppear/Disappear"): a controller whose view is
        // added in another controller's viewDidLoad without addChild gets no viewWillAppear; one whose
        // view is added to a hierarchy already on screen does.
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let stray = LoggingController("stray", log: log)
        let host = EmbeddingController("host", log: log)
        window.rootViewController = host
        host.view.addSubview(stray.view)
        _ = log.take()
        window.makeKeyAndVisible()
        // Its layout callbacks still come with its view's layout.
        #expect(
            log.take() == [
                "host.viewWillAppear", "host.viewWillLayoutSubviews", "host.viewDidLayoutSubviews",
                "stray.viewWillLayoutSubviews", "stray.viewDidLayoutSubviews", "host.viewDidAppear",
            ])
        stray.view.removeFromSuperview()
        #expect(log.take() == [])
        host.view.addSubview(stray.view)
        #expect(log.take() == ["stray.viewWillAppear", "stray.viewDidAppear"])
        stray.view.removeFromSuperview()
        #expect(log.take() == ["stray.viewWillDisappear", "stray.viewDidDisappear"])
    }

    @Test("shouldAutomaticallyForwardAppearanceMethods false: the container drives begin/endAppearanceTransition")
    func manualForwarding() {
        let (_, window) = makeHiddenWindow()
        let log = LifecycleLog()
        let container = ManualContainer("container", log: log)
        let child = LoggingController("child", log: log)
        window.rootViewController = container
        window.makeKeyAndVisible()
        _ = log.take()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(
            log.take() == [
                "child.willMove(toParent: container)", "child.viewDidLoad",
                "child.didMove(toParent: container)",
            ])
        child.beginAppearanceTransition(true, animated: false)
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.take() == ["child.viewWillAppear"])
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(log.take() == ["child.viewDidAppear"])
        window.isHidden = true
        #expect(log.take() == ["container.viewWillDisappear", "container.viewDidDisappear"])
        child.beginAppearanceTransition(false, animated: true)
        child.endAppearanceTransition()
        #expect(log.take() == ["child.viewWillDisappear", "child.viewDidDisappear"])
    }

    @Test("beginAppearanceTransition reversed mid-way: will-appear then will-disappear, did-disappear")
    func reversedTransition() {
        let log = LifecycleLog()
        let controller = LoggingController("c", log: log)
        controller.beginAppearanceTransition(true, animated: false)
        controller.beginAppearanceTransition(false, animated: false)
        controller.endAppearanceTransition()
        #expect(log.take() == ["c.viewWillAppear", "c.viewWillDisappear", "c.viewDidDisappear"])
    }
}
