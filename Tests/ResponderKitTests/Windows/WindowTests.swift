import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 1.3 (window levels, ordering, key window, root view controller) and the view-hierarchy
// operations and move hooks UIKit developers rely on (behaviour 1.1 uses `subviews` order for hit-testing).

/// Whether two arrays hold the same objects, in the same order.
private func identical(_ lhs: [AnyObject], _ rhs: [AnyObject]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// A shared, ordered log that several objects append to.
@MainActor
private final class EventLog {
    var entries: [String] = []
}

/// A window that logs becomeKey / resignKey, and may refuse to become key.
@MainActor
private final class KeyLoggingWindow: UIWindow {
    var name = ""
    var log: EventLog?
    var refusesKey = false

    override var canBecomeKey: Bool { !refusesKey }
    override func becomeKey() { log?.entries.append("\(name).becomeKey") }
    override func resignKey() { log?.entries.append("\(name).resignKey") }
}

/// A view that logs its move hooks with the superview / window it moves to.
@MainActor
private final class HookLoggingView: UIView {
    var name = ""
    var log: EventLog?

    private func label(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let logging = view as? HookLoggingView { return logging.name }
        return view is UIWindow ? "window" : "view"
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        log?.entries.append("\(name).willMoveToSuperview(\(label(newSuperview)))")
    }
    override func didMoveToSuperview() {
        log?.entries.append("\(name).didMoveToSuperview(\(label(superview)))")
    }
    override func willMove(toWindow newWindow: UIWindow?) {
        log?.entries.append("\(name).willMoveToWindow(\(label(newWindow)))")
    }
    override func didMoveToWindow() {
        log?.entries.append("\(name).didMoveToWindow(\(label(window)))")
    }
}

@MainActor
private func makeLoggingTree(log: EventLog) -> (
    a: HookLoggingView, b: HookLoggingView, c: HookLoggingView, d: HookLoggingView
) {
    // a ── b ── d
    //   └─ c
    let views = ["a", "b", "c", "d"].map { name -> HookLoggingView in
        let view = HookLoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.name = name
        view.log = log
        return view
    }
    views[0].addSubview(views[1])
    views[0].addSubview(views[2])
    views[1].addSubview(views[3])
    return (views[0], views[1], views[2], views[3])
}

@Suite("Windows and the view hierarchy (behaviour 1.3)")
@MainActor
struct WindowTests {

    // MARK: Levels and order

    @Test("behaviour 1.3: UIWindow.Level raw values are normal 0, statusBar 1000, alert 2000, ordered low to high")
    func levelRawValuesAndOrder() {
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000)
        #expect(UIWindow.Level.alert.rawValue == 2000)
        #expect(UIWindow.Level.normal < .statusBar)
        #expect(UIWindow.Level.statusBar < .alert)
        let custom = UIWindow.Level(rawValue: UIWindow.Level.statusBar.rawValue + 1)
        #expect(custom > .statusBar && custom < .alert)
        #expect(UIWindow.Level(rawValue: 1000) == .statusBar)
        #expect([UIWindow.Level.alert, .normal, custom, .statusBar].sorted() == [.normal, .statusBar, custom, .alert])
    }

    @Test("behaviour 1.3: a window's level defaults to .normal")
    func defaultLevel() {
        let window = UIWindow(frame: .zero, application: UIApplication())
        #expect(window.windowLevel == .normal)
    }

    @Test("behaviour 1.3: UIApplication.windows is ordered back to front by level, then by makeKeyAndVisible order")
    func windowsOrder() {
        let app = UIApplication()
        let a = UIWindow(frame: .zero, application: app)
        let b = UIWindow(frame: .zero, application: app)
        b.windowLevel = .alert
        let c = UIWindow(frame: .zero, application: app)
        let d = UIWindow(frame: .zero, application: app)
        d.windowLevel = .statusBar

        c.makeKeyAndVisible()
        b.makeKeyAndVisible()
        a.makeKeyAndVisible()
        d.makeKeyAndVisible()
        #expect(app.windows.count == 4)
        #expect(identical(app.windows, [c, a, d, b]))

        c.makeKeyAndVisible()
        #expect(identical(app.windows, [a, c, d, b]))

        // Hidden windows are listed too.
        let hidden = UIWindow(frame: .zero, application: app)
        #expect(hidden.isHidden)
        #expect(app.windows.count == 5)
        #expect(app.windows.contains { $0 === hidden })
        hidden.windowLevel = .alert
        hidden.makeKeyAndVisible()
        #expect(identical(app.windows, [a, c, d, b, hidden]))

        // Raising a window's level moves it up in the order.
        a.windowLevel = UIWindow.Level(rawValue: 3000)
        #expect(identical(app.windows, [c, d, b, hidden, a]))
    }

    // MARK: Visibility and key window

    @Test("behaviour 1.3: windows start hidden and nothing is key")
    func windowsStartHidden() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        #expect(window.isHidden)
        #expect(!window.isKeyWindow)
        #expect(app.keyWindow == nil)
        #expect(window.application === app)
    }

    @Test("behaviour 1.3: makeKeyAndVisible shows the window and makes it the key window")
    func makeKeyAndVisibleShowsAndKeys() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        window.makeKeyAndVisible()
        #expect(!window.isHidden)
        #expect(window.isKeyWindow)
        #expect(app.keyWindow === window)

        let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: app)
        other.makeKeyAndVisible()
        #expect(other.isKeyWindow)
        #expect(!window.isKeyWindow)
        #expect(!window.isHidden)  // the previous key window stays visible
        #expect(app.keyWindow === other)
    }

    @Test("behaviour 1.3: makeKey makes a window key without changing its visibility")
    func makeKeyKeepsVisibility() {
        let app = UIApplication()
        let shown = UIWindow(frame: .zero, application: app)
        shown.makeKeyAndVisible()
        let hidden = UIWindow(frame: .zero, application: app)

        hidden.makeKey()
        #expect(hidden.isKeyWindow)
        #expect(hidden.isHidden)
        #expect(app.keyWindow === hidden)
        #expect(!shown.isKeyWindow)

        shown.makeKey()
        #expect(shown.isKeyWindow)
        #expect(!shown.isHidden)
        #expect(hidden.isHidden)
    }

    @Test(
        "behaviour 1.3: becomeKey / resignKey are called in order: the previous key window resigns, then the new one becomes key"
    )
    func becomeAndResignKeyHooks() {
        let app = UIApplication()
        let log = EventLog()
        let first = KeyLoggingWindow(frame: .zero, application: app)
        first.name = "first"
        first.log = log
        let second = KeyLoggingWindow(frame: .zero, application: app)
        second.name = "second"
        second.log = log

        first.makeKeyAndVisible()
        #expect(log.entries == ["first.becomeKey"])
        second.makeKeyAndVisible()
        #expect(log.entries == ["first.becomeKey", "first.resignKey", "second.becomeKey"])
        // Making the key window key again calls nothing.
        second.makeKey()
        #expect(log.entries.count == 3)
        first.makeKey()
        #expect(
            log.entries == [
                "first.becomeKey", "first.resignKey", "second.becomeKey",
                "second.resignKey", "first.becomeKey",
            ])
    }

    @Test("behaviour 1.3: canBecomeKey defaults to true; a window returning false never becomes key but is still shown")
    func canBecomeKeyFalsePreventsKey() {
        let app = UIApplication()
        let log = EventLog()
        let main = KeyLoggingWindow(frame: .zero, application: app)
        main.name = "main"
        main.log = log
        #expect(main.canBecomeKey)
        main.makeKeyAndVisible()

        let overlay = KeyLoggingWindow(frame: .zero, application: app)
        overlay.name = "overlay"
        overlay.log = log
        overlay.refusesKey = true
        overlay.makeKeyAndVisible()
        #expect(!overlay.isHidden)
        #expect(!overlay.isKeyWindow)
        #expect(main.isKeyWindow)
        #expect(app.keyWindow === main)
        overlay.makeKey()
        #expect(app.keyWindow === main)
        #expect(log.entries == ["main.becomeKey"])
        // It is still ordered in front within its level.
        #expect(app.windows.last === overlay)
    }

    // MARK: Root view controller

    @Test(
        "behaviour 1.3: the root view controller's view fills the window; replacing the controller removes the old view"
    )
    func rootViewController() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 50, y: 60, width: 200, height: 300), application: app)
        let existing = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(existing)

        let first = UIViewController()
        window.rootViewController = first
        let firstView: UIView = first.view
        #expect(window.rootViewController === first)
        #expect(first.view.superview === window)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(first.view.window === window)
        // The root view goes behind views already in the window.
        #expect(identical(window.subviews, [firstView, existing]))

        let second = UIViewController()
        window.rootViewController = second
        #expect(first.view.superview == nil)
        #expect(first.view.window == nil)
        #expect(second.view.superview === window)
        #expect(second.view.frame == window.bounds)
        #expect(!window.subviews.contains { $0 === first.view })
        #expect(window.subviews.filter { $0 === second.view }.count == 1)

        window.rootViewController = nil
        #expect(second.view.superview == nil)
        #expect(identical(window.subviews, [existing]))
    }

    // MARK: Move hooks

    @Test(
        "behaviour 1.3: adding a subtree to a window calls willMove(toSuperview:), then willMove(toWindow:) and didMoveToWindow for every view, then didMoveToSuperview"
    )
    func moveHooksWhenAdded() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let (a, b, c, d) = makeLoggingTree(log: log)
        // Building the tree off-window calls only the superview hooks.
        #expect(log.entries.allSatisfy { $0.contains("Superview") })
        #expect(log.entries.count == 6)
        log.entries.removeAll()

        window.addSubview(a)
        #expect(
            log.entries == [
                "a.willMoveToSuperview(window)",
                "a.willMoveToWindow(window)", "b.willMoveToWindow(window)", "d.willMoveToWindow(window)",
                "c.willMoveToWindow(window)",
                "a.didMoveToWindow(window)", "b.didMoveToWindow(window)", "d.didMoveToWindow(window)",
                "c.didMoveToWindow(window)",
                "a.didMoveToSuperview(window)",
            ])
        #expect([a, b, c, d].allSatisfy { $0.window === window })
    }

    @Test("behaviour 1.3: removing a subtree from a window calls the move hooks for every view, window nil afterwards")
    func moveHooksWhenRemoved() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let (a, b, c, d) = makeLoggingTree(log: log)
        window.addSubview(a)
        log.entries.removeAll()

        a.removeFromSuperview()
        #expect(
            log.entries == [
                "a.willMoveToSuperview(nil)",
                "a.willMoveToWindow(nil)", "b.willMoveToWindow(nil)", "d.willMoveToWindow(nil)",
                "c.willMoveToWindow(nil)",
                "a.didMoveToWindow(nil)", "b.didMoveToWindow(nil)", "d.didMoveToWindow(nil)", "c.didMoveToWindow(nil)",
                "a.didMoveToSuperview(nil)",
            ])
        #expect([a, b, c, d].allSatisfy { $0.window == nil })
        #expect(a.superview == nil)
        #expect(b.superview === a)  // the subtree itself stays together
    }

    @Test("behaviour 1.3: moving a subtree between views of the same window calls only the superview hooks")
    func moveWithinWindowCallsOnlySuperviewHooks() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: UIApplication())
        let first = UIView(frame: .zero)
        let second = UIView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)
        let (a, _, _, _) = makeLoggingTree(log: log)
        first.addSubview(a)
        log.entries.removeAll()

        second.addSubview(a)
        #expect(log.entries == ["a.willMoveToSuperview(view)", "a.didMoveToSuperview(view)"])
        #expect(a.superview === second)
        #expect(first.subviews.isEmpty)
    }

    @Test("behaviour 1.3: moving a subtree from one window to another tells every view about the new window")
    func moveBetweenWindows() {
        let log = EventLog()
        let app = UIApplication()
        let one = UIWindow(frame: .zero, application: app)
        let two = UIWindow(frame: .zero, application: app)
        let (a, b, c, d) = makeLoggingTree(log: log)
        one.addSubview(a)
        log.entries.removeAll()

        two.addSubview(a)
        #expect(
            log.entries.filter { $0.contains("didMoveToWindow") }
                == [
                    "a.didMoveToWindow(window)", "b.didMoveToWindow(window)",
                    "d.didMoveToWindow(window)", "c.didMoveToWindow(window)",
                ])
        #expect(log.entries.filter { $0.contains("willMoveToWindow") }.count == 4)
        #expect([a, b, c, d].allSatisfy { $0.window === two })
        #expect(one.subviews.isEmpty)
    }

    // MARK: viewWithTag and subview order

    @Test("behaviour 1.3: viewWithTag searches the view itself first, then its subtree depth-first")
    func viewWithTag() {
        let root = UIView(frame: .zero)
        let a = UIView(frame: .zero)
        let a1 = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        root.tag = 1
        a1.tag = 7
        b.tag = 7
        a.tag = 3

        #expect(UIView().tag == 0)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(3) === a)
        #expect(root.viewWithTag(7) === a1)  // depth-first: a's subtree comes before b
        #expect(b.viewWithTag(7) === b)
        #expect(root.viewWithTag(42) == nil)
        #expect(a.viewWithTag(1) == nil)  // ancestors are not searched
    }

    @Test(
        "behaviour 1.1: addSubview appends to the front; adding an existing subview moves it to the front; adding elsewhere removes it from its old superview"
    )
    func addSubviewOrdering() {
        let root = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        root.addSubview(c)
        #expect(identical(root.subviews, [a, b, c]))
        #expect(a.superview === root)

        root.addSubview(a)
        #expect(identical(root.subviews, [b, c, a]))

        let other = UIView(frame: .zero)
        other.addSubview(b)
        #expect(identical(root.subviews, [c, a]))
        #expect(b.superview === other)
        #expect(identical(other.subviews, [b]))

        a.removeFromSuperview()
        #expect(identical(root.subviews, [c]))
        #expect(a.superview == nil)
        #expect(b.isDescendant(of: other) && !b.isDescendant(of: root))
    }

    @Test(
        "behaviour 1.1: insertSubview at an index, above and below a sibling, bringSubviewToFront, sendSubviewToBack, exchangeSubview"
    )
    func subviewOrderingOperations() {
        let root = UIView(frame: .zero)
        let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
        let d = UIView(frame: .zero), e = UIView(frame: .zero)
        root.addSubview(a)
        root.addSubview(b)
        root.insertSubview(c, at: 1)
        #expect(identical(root.subviews, [a, c, b]))
        root.insertSubview(d, at: 0)
        #expect(identical(root.subviews, [d, a, c, b]))
        root.insertSubview(e, at: 99)  // clamped to the end
        #expect(identical(root.subviews, [d, a, c, b, e]))

        root.insertSubview(e, belowSubview: a)
        #expect(identical(root.subviews, [d, e, a, c, b]))
        root.insertSubview(d, aboveSubview: c)
        #expect(identical(root.subviews, [e, a, c, d, b]))

        root.bringSubviewToFront(e)
        #expect(identical(root.subviews, [a, c, d, b, e]))
        root.sendSubviewToBack(b)
        #expect(identical(root.subviews, [b, a, c, d, e]))
        root.exchangeSubview(at: 0, withSubviewAt: 4)
        #expect(identical(root.subviews, [e, a, c, d, b]))

        let f = UIView(frame: .zero)
        root.insertSubview(f, aboveSubview: a)
        #expect(identical(root.subviews, [e, a, f, c, d, b]))
        let g = UIView(frame: .zero)
        root.insertSubview(g, belowSubview: e)
        #expect(identical(root.subviews, [g, e, a, f, c, d, b]))
        #expect(root.subviews.allSatisfy { $0.superview === root })
    }
}
