import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Layout passes (docs/decisions.md, "Layout passes"). Apple's UIView pages: setNeedsLayout() ("triggers a
// layout update during the next update cycle"), layoutIfNeeded() ("lays out the view subtree starting at
// the root ... if no layout updates are pending, exits without calling any layout-related callbacks"),
// layoutSubviews(); and UIViewController's viewWillLayoutSubviews()/viewDidLayoutSubviews() around it. When
// UIKit marks views (added: the view and its new superview; removed: the superview; bounds size changed:
// the view and its superview) follows its documented practice; the run loop lays out before dispatching
// queued input.

/// A view that places its only subview in `layoutSubviews`, and records the touches its subview gets.
@MainActor
private final class SelfPlacingView: UIView {
    let button = TouchCountingView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(button)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
        button.frame = CGRect(x: bounds.width - 60, y: 0, width: 60, height: 60)
    }
}

@MainActor
private final class TouchCountingView: UIView {
    var began = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
}

/// A view controller whose view logs its layout.
@MainActor
private final class LayoutViewController: LoggingController {
    override func loadView() {
        let view = LayoutLoggingView(frame: .zero)
        view.name = "\(name).view"
        view.log = log
        self.view = view
    }
}

@MainActor
private func shownWindow() -> (app: UIApplication, window: UIWindow) {
    let scene = TestScene(withRootView: false)
    scene.application.runUntilIdle()
    return (scene.application, scene.window)
}

@MainActor
private func loggingView(_ name: String, _ log: LifecycleLog, frame: CGRect) -> LayoutLoggingView {
    let view = LayoutLoggingView(frame: frame)
    view.name = name
    view.log = log
    return view
}

@Suite("Layout passes")
@MainActor
struct LayoutPassTests {
    @Test("setNeedsLayout() waits for the run loop's pass, and several marks make one layoutSubviews()")
    func setNeedsLayoutIsDeferred() {
        let (app, window) = shownWindow()
        let log = LifecycleLog()
        let view = loggingView("v", log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(log.take() == [])
        app.runUntilIdle()
        #expect(log.take() == ["v.layoutSubviews"])
        app.runUntilIdle()
        #expect(log.take() == [])
        view.setNeedsLayout()
        view.setNeedsLayout()
        #expect(log.take() == [])
        app.advance(by: 0.1)
        #expect(log.take() == ["v.layoutSubviews"])
    }

    @Test("layoutIfNeeded() lays out the pending subtree now, top-down, and nothing when nothing is pending")
    func layoutIfNeededIsImmediate() {
        let log = LifecycleLog()
        let parent = loggingView("parent", log, frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let child = loggingView("child", log, frame: .zero)
        parent.onLayout = { view in child.frame = view.bounds.insetBy(dx: 10, dy: 10) }
        parent.addSubview(child)
        parent.layoutIfNeeded()
        // The child, resized by the parent's layout, is laid out in the same call.
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 180))
        parent.layoutIfNeeded()
        #expect(log.take() == [])
        child.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.take() == ["child.layoutSubviews"])
    }

    @Test("A view that places its hit area in layoutSubviews is hit-tested after layout, before queued input")
    func layoutRunsBeforeHitTesting() {
        let (app, window) = shownWindow()
        let host = SelfPlacingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(host)
        // No run of the loop in between: the tap's own run lays out first.
        TouchSimulator(application: app).tap(at: CGPoint(x: 270, y: 30))
        #expect(host.button.began == 1)
        #expect(host.button.frame == CGRect(x: 240, y: 0, width: 60, height: 60))
    }

    @Test("A timer that resizes a view before queued input: the view is laid out after the timer, before the hit-test")
    func layoutFollowsTimersBeforeInput() {
        let (app, window) = shownWindow()
        let host = SelfPlacingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(host)
        app.runUntilIdle()
        let start = app.clock.now
        app.scheduleTimer(at: start + 0.05) { host.frame.size.width = 260 }
        let simulator = TouchSimulator(application: app)
        simulator.send([TouchContact(id: 1, location: CGPoint(x: 230, y: 30))], at: start + 0.1)
        simulator.send([TouchContact(id: 1, location: CGPoint(x: 230, y: 30), state: .lifted)], at: start + 0.2)
        #expect(host.button.frame == CGRect(x: 200, y: 0, width: 60, height: 60))
        #expect(host.button.began == 1)
    }

    @Test("A bounds size change lays out the view and its superview; moving it does not")
    func boundsSizeChangeMarks() {
        let (app, window) = shownWindow()
        let log = LifecycleLog()
        let parent = loggingView("parent", log, frame: window.bounds)
        let child = loggingView("child", log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        window.addSubview(parent)
        app.runUntilIdle()
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
        child.center = CGPoint(x: 100, y: 100)
        child.frame.origin = CGPoint(x: 10, y: 10)
        child.bounds.origin = CGPoint(x: 5, y: 5)
        app.runUntilIdle()
        #expect(log.take() == [])
        child.bounds.size = CGSize(width: 60, height: 60)
        app.runUntilIdle()
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
        child.frame.size = CGSize(width: 70, height: 70)
        app.runUntilIdle()
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
    }

    @Test("Adding a subview lays out it and its new superview; removing one lays out the superview")
    func hierarchyChangesMark() {
        let (app, window) = shownWindow()
        let log = LifecycleLog()
        let parent = loggingView("parent", log, frame: window.bounds)
        window.addSubview(parent)
        app.runUntilIdle()
        _ = log.take()
        let child = loggingView("child", log, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.addSubview(child)
        app.runUntilIdle()
        #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
        child.removeFromSuperview()
        app.runUntilIdle()
        #expect(log.take() == ["parent.layoutSubviews"])
    }

    @Test("A hidden window is not laid out; it is laid out when shown")
    func hiddenWindowWaits() {
        let (app, window) = makeHiddenWindow()
        let log = LifecycleLog()
        window.addSubview(loggingView("v", log, frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        app.runUntilIdle()
        #expect(log.take() == [])
        window.makeKeyAndVisible()
        #expect(log.take() == ["v.layoutSubviews"])
        app.runUntilIdle()
        #expect(log.take() == [])
    }

    @Test("viewWillLayoutSubviews, the view's layoutSubviews, then viewDidLayoutSubviews")
    func controllerBracketsLayout() {
        let (app, window) = shownWindow()
        let log = LifecycleLog()
        let controller = LayoutViewController("c", log: log)
        window.rootViewController = controller
        _ = log.take()
        controller.view.setNeedsLayout()
        app.runUntilIdle()
        #expect(log.take() == ["c.viewWillLayoutSubviews", "c.view.layoutSubviews", "c.viewDidLayoutSubviews"])
    }

    @Test("A layoutSubviews that marks itself again does not loop: it is satisfied by the layout in progress")
    func selfMarkingLayoutTerminates() {
        let (app, window) = shownWindow()
        let log = LifecycleLog()
        let view = loggingView("v", log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.onLayout = {
            $0.setNeedsLayout(); $0.layoutIfNeeded()
        }
        window.addSubview(view)
        app.runUntilIdle()
        app.runUntilIdle()
        #expect(log.take() == ["v.layoutSubviews"])
    }
}
