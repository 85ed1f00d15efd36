import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 3.1 (the default `next` chain and touch forwarding along it), behaviour 11 "Window chain", and
// behaviour 3.2 (first responder).

/// Whether two arrays hold the same objects, in the same order.
private func identical(_ lhs: [AnyObject], _ rhs: [AnyObject]) -> Bool {
    lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0 === $1 }
}

/// The chain starting at `responder`, following `next` (at most 20 steps).
@MainActor
private func chain(from responder: UIResponder) -> [UIResponder] {
    var result: [UIResponder] = []
    var current: UIResponder? = responder
    while let next = current, result.count < 20 {
        result.append(next)
        current = next.next
    }
    return result
}

/// An application delegate that is a responder.
@MainActor
private final class ResponderDelegate: UIResponder, UIApplicationDelegate {}

/// An application delegate that is not a responder.
@MainActor
private final class PlainDelegate: UIApplicationDelegate {}

/// An application delegate that is a view.
@MainActor
private final class ViewDelegate: UIView, UIApplicationDelegate {}

/// An application delegate that is a view controller.
@MainActor
private final class ControllerDelegate: UIViewController, UIApplicationDelegate {}

/// An application that is its own delegate.
@MainActor
private final class SelfDelegatingApplication: UIApplication, UIApplicationDelegate {}

/// A controller counting loadView / viewDidLoad and building its own view.
@MainActor
private final class CountingController: UIViewController {
    var loadViewCount = 0
    var viewDidLoadCount = 0
    let customView = UIView(frame: CGRect(x: 0, y: 0, width: 11, height: 22))

    override func loadView() {
        loadViewCount += 1
        view = customView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewDidLoadCount += 1
    }
}

/// A view whose next responder is set explicitly.
@MainActor
private final class RedirectedView: UIView {
    var customNext: UIResponder?
    override var next: UIResponder? { customNext }
}

/// A bare responder that records the touch methods it receives (and forwards nothing).
@MainActor
private final class TouchSink: UIResponder {
    var methods: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { methods.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { methods.append("moved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { methods.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { methods.append("cancelled") }
}

/// A view controller that records touches reaching it through the chain.
@MainActor
private final class TouchRecordingController: UIViewController {
    var methods: [String] = []
    var touchViews: [UIView?] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        methods.append("began")
        touchViews.append(contentsOf: touches.map(\.view))
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { methods.append("ended") }
}

/// A view that can become first responder, logs resignations and may refuse to resign.
@MainActor
private final class FieldView: UIView {
    var allowsResign = true
    var resignCount = 0
    var becomeCount = 0

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }

    override func becomeFirstResponder() -> Bool {
        let result = super.becomeFirstResponder()
        if result { becomeCount += 1 }
        return result
    }

    override func resignFirstResponder() -> Bool {
        resignCount += 1
        return super.resignFirstResponder()
    }
}

/// A view controller that can become first responder.
@MainActor
private final class FocusableController: UIViewController {
    override var canBecomeFirstResponder: Bool { true }
}

@Suite("Responder chain and first responder (behaviour 3.1, 3.2, behaviour 11)")
@MainActor
struct ResponderChainTests {

    // MARK: Chain shapes (behaviour 3.1)

    @Test("behaviour 3.1: UIResponder.next is nil by default")
    func bareResponderHasNoNext() {
        #expect(UIResponder().next == nil)
        #expect(UIView(frame: .zero).next == nil)
        #expect(UIViewController().next == nil)
        #expect(UIApplication().next == nil)
    }

    @Test("behaviour 3.1: a view's next responder is its superview")
    func viewToSuperview() {
        let outer = UIView(frame: .zero)
        let inner = UIView(frame: .zero)
        outer.addSubview(inner)
        #expect(inner.next === outer)
        #expect(outer.next == nil)
        inner.removeFromSuperview()
        #expect(inner.next == nil)
    }

    @Test("behaviour 3.1: a view controller's root view → the controller → the window → the application")
    func rootViewToControllerToWindowToApplication() {
        let scene = TestScene(withRootView: false), app = scene.application, window = scene.window
        let controller = UIViewController()
        window.rootViewController = controller
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        controller.view.addSubview(button)

        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === app)
        #expect(app.next == nil)
        let expected: [UIResponder] = [button, controller.view, controller, window, app]
        #expect(identical(chain(from: button), expected))
    }

    @Test("behaviour 3.1: a child controller's view → the child controller → the parent's view (its superview)")
    func childControllerChain() {
        let scene = TestScene(withRootView: false), app = scene.application, window = scene.window
        let parent = UIViewController()
        window.rootViewController = parent
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        #expect(child.parent === parent)
        #expect(identical(parent.children, [child]))
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        let expected: [UIResponder] = [child.view, child, parent.view, parent, window, app]
        #expect(identical(chain(from: child.view), expected))
    }

    @Test(
        "behaviour 3.1: a child controller whose view sits in a container goes to that container, its view's superview")
    func childControllerInContainer() {
        let scene = TestScene(withRootView: false), window = scene.window
        let parent = UIViewController()
        window.rootViewController = parent
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.view.addSubview(container)
        let child = UIViewController()
        parent.addChild(child)
        container.addSubview(child.view)
        child.didMove(toParent: parent)

        #expect(child.next === container)
        #expect(container.next === parent.view)

        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.next == nil)
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
    }

    @Test("behaviour 3.1: a presented controller → its presenting controller; after dismiss it leaves the chain")
    func presentedControllerChain() {
        let scene = TestScene(withRootView: false), window = scene.window
        let root = UIViewController()
        window.rootViewController = root
        let presented = UIViewController()
        var completed = false
        root.present(presented, animated: false) { completed = true }

        #expect(completed)
        #expect(presented.presentingViewController === root)
        #expect(root.presentedViewController === presented)
        #expect(presented.view.window === window)
        #expect(presented.view.next === presented)
        #expect(presented.next === root)
        #expect(presented.next !== window)

        var dismissed = false
        presented.dismiss(animated: false) { dismissed = true }
        #expect(dismissed)
        #expect(root.presentedViewController == nil)
        #expect(presented.presentingViewController == nil)
        #expect(presented.view.superview == nil)
        #expect(presented.next == nil)
    }

    @Test("behaviour 3.1 / behaviour 11: a window's next responder is its application")
    func windowToApplication() {
        let app = UIApplication()
        let window = UIWindow(frame: .zero, application: app)
        #expect(window.next === app)
    }

    @Test(
        "behaviour 3.1 / behaviour 11: the application's next responder is its delegate when the delegate is a UIResponder"
    )
    func applicationToResponderDelegate() {
        let app = UIApplication()
        let delegate = ResponderDelegate()
        app.delegate = delegate
        #expect(app.next === delegate)
        #expect(delegate.next == nil)

        let window = UIWindow(frame: .zero, application: app)
        let view = UIView(frame: .zero)
        window.addSubview(view)
        #expect(identical(chain(from: view), [view, window, app, delegate]))
    }

    @Test("behaviour 3.1 / behaviour 11: the application's next responder is nil when the delegate is not a responder")
    func applicationWithPlainDelegate() {
        let app = UIApplication()
        let delegate = PlainDelegate()
        app.delegate = delegate
        #expect(app.delegate === delegate)
        #expect(app.next == nil)
    }

    @Test(
        "behaviour 3.1 / behaviour 11: the application's next responder is nil when the delegate is a view, a view controller or the application"
    )
    func applicationWithViewOrControllerDelegate() {
        let app = UIApplication()
        let viewDelegate = ViewDelegate(frame: .zero)
        app.delegate = viewDelegate
        #expect(app.next == nil)

        let controllerDelegate = ControllerDelegate()
        app.delegate = controllerDelegate
        #expect(app.next == nil)

        let selfDelegating = SelfDelegatingApplication()
        selfDelegating.delegate = selfDelegating
        #expect(selfDelegating.next == nil)
    }

    @Test("behaviour 3.1: loadView and viewDidLoad run once, lazily, on first access to view")
    func lazyViewLoading() {
        let controller = CountingController()
        #expect(controller.viewIfLoaded == nil)
        #expect(!controller.isViewLoaded)
        #expect(controller.loadViewCount == 0 && controller.viewDidLoadCount == 0)

        let view: UIView = controller.view
        #expect(view === controller.customView)
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === controller.customView)
        #expect(controller.loadViewCount == 1 && controller.viewDidLoadCount == 1)

        _ = controller.view
        controller.loadViewIfNeeded()
        #expect(controller.loadViewCount == 1 && controller.viewDidLoadCount == 1)
        #expect(controller.customView.next === controller)
    }

    @Test("behaviour 3.1: the default loadView creates a plain view; loadViewIfNeeded loads it without accessing view")
    func defaultLoadView() {
        let controller = UIViewController()
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded != nil)
        #expect(controller.viewIfLoaded?.next === controller)
        #expect(controller.viewIfLoaded?.superview == nil)
    }

    @Test("behaviour 3.1: overriding next changes the chain")
    func overriddenNext() {
        let scene = TestScene(withRootView: false), app = scene.application, window = scene.window
        let custom = TouchSink()
        let view = RedirectedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        #expect(view.next == nil)
        view.customNext = custom
        #expect(view.next === custom)
        #expect(identical(chain(from: view), [view, custom]))
        view.customNext = app
        #expect(identical(chain(from: view), [view, app]))
    }

    // MARK: Touch forwarding along the chain

    @Test(
        "behaviour 2.3 / 3.1: the default touch methods forward up the chain: a touch on a plain inner view reaches a recording ancestor"
    )
    func touchesForwardToAncestor() {
        let scene = TestScene(withRootView: false), window = scene.window
        let ancestor = RecordingView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        #expect(ancestor.forwardsToSuper == false)
        let middle = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        window.addSubview(ancestor)
        ancestor.addSubview(middle)
        middle.addSubview(inner)
        var touchViews: [UIView?] = []
        ancestor.onCall = { _, touches, _ in touchViews.append(contentsOf: touches.map(\.view)) }

        let touches = scene.touches
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(ancestor.methods == [.began, .ended])
        // The touch still belongs to the inner view it hit; only the handling moved up the chain.
        #expect(touchViews.count == 2 && touchViews.allSatisfy { $0 === inner })

        touches.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 90, y: 90))
        #expect(ancestor.methods.filter { $0 == .moved }.isEmpty == false)
        #expect(ancestor.methods.last == .ended)
    }

    @Test("behaviour 2.3 / 3.1: touches on a controller's root view travel to the controller through the chain")
    func touchesForwardToController() {
        let scene = TestScene(withRootView: false), window = scene.window
        let controller = TouchRecordingController()
        window.rootViewController = controller
        let plain = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        controller.view.addSubview(plain)

        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(controller.methods == ["began", "ended"])
        #expect(controller.touchViews.count == 1 && controller.touchViews[0] === plain)
    }

    @Test("behaviour 2.3 / 3.1: touches follow an overridden next to the responder it returns")
    func touchesFollowOverriddenNext() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let ancestor = scene.rootView
        let view = RedirectedView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ancestor.addSubview(view)
        let sink = TouchSink()
        view.customNext = sink

        scene.touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(sink.methods == ["began", "ended"])
        #expect(ancestor.methods == [])
    }

    @Test("behaviour 2.3 / 3.1: a RecordingView with forwardsToSuper passes the touches on to its superview too")
    func recordingViewForwardsWhenAsked() {
        let scene = TestScene(size: CGSize(width: 320, height: 480))
        let outer = scene.rootView
        let inner = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        outer.addSubview(inner)

        let touches = scene.touches
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(inner.methods == [.began, .ended])
        #expect(outer.methods == [])

        inner.forwardsToSuper = true
        touches.tap(at: CGPoint(x: 50, y: 50))
        #expect(inner.methods == [.began, .ended, .began, .ended])
        #expect(outer.methods == [.began, .ended])
    }

    // MARK: First responder (behaviour 3.2)

    @Test("behaviour 3.2: canBecomeFirstResponder defaults to false, so becomeFirstResponder returns false")
    func defaultCannotBecomeFirstResponder() {
        let scene = TestScene(withRootView: false), window = scene.window
        let view = UIView(frame: .zero)
        window.addSubview(view)
        #expect(view.canBecomeFirstResponder == false)
        #expect(view.canResignFirstResponder == true)
        #expect(view.becomeFirstResponder() == false)
        #expect(!view.isFirstResponder)
        #expect(view.resignFirstResponder() == true)
        #expect(UIResponder().canBecomeFirstResponder == false)
        #expect(UIResponder().becomeFirstResponder() == false)
    }

    @Test("behaviour 3.2: a view that can become first responder does so in a window")
    func subclassBecomesFirstResponder() {
        let scene = TestScene(withRootView: false), window = scene.window
        let field = FieldView(frame: .zero)
        window.addSubview(field)
        #expect(!field.isFirstResponder)
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        // Asking again keeps it first responder without resigning.
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        #expect(field.resignCount == 0)

        #expect(field.resignFirstResponder())
        #expect(!field.isFirstResponder)
    }

    @Test("behaviour 3.2: becoming first responder on a second view makes the first one resign")
    func secondViewTakesOver() {
        let scene = TestScene(withRootView: false), window = scene.window
        let first = FieldView(frame: .zero)
        let second = FieldView(frame: .zero)
        window.addSubview(first)
        window.addSubview(second)

        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(first.resignCount == 1)
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        #expect(second.resignCount == 0)
    }

    @Test(
        "behaviour 3.2: a first responder whose canResignFirstResponder is false blocks another view from becoming first responder"
    )
    func refusingToResignBlocks() {
        let scene = TestScene(withRootView: false), window = scene.window
        let stubborn = FieldView(frame: .zero)
        stubborn.allowsResign = false
        let other = FieldView(frame: .zero)
        window.addSubview(stubborn)
        window.addSubview(other)

        #expect(stubborn.becomeFirstResponder())
        #expect(other.becomeFirstResponder() == false)
        #expect(stubborn.isFirstResponder)
        #expect(!other.isFirstResponder)
        #expect(stubborn.resignFirstResponder() == false)
        #expect(stubborn.isFirstResponder)

        stubborn.allowsResign = true
        #expect(other.becomeFirstResponder())
        #expect(other.isFirstResponder && !stubborn.isFirstResponder)
    }

    @Test("behaviour 3.2: a view that is not in a window cannot become first responder")
    func notInWindowCannotBecome() {
        let field = FieldView(frame: .zero)
        #expect(field.becomeFirstResponder() == false)
        #expect(!field.isFirstResponder)
        let parent = UIView(frame: .zero)
        parent.addSubview(field)
        #expect(field.becomeFirstResponder() == false)
        #expect(!field.isFirstResponder)
    }

    @Test("behaviour 3.2: removing the first responder (or an ancestor) from its window makes it resign")
    func removingFromWindowResigns() {
        let scene = TestScene(withRootView: false), window = scene.window
        let field = FieldView(frame: .zero)
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.removeFromSuperview()
        #expect(field.resignCount == 1)
        #expect(!field.isFirstResponder)

        let container = UIView(frame: .zero)
        window.addSubview(container)
        container.addSubview(field)
        #expect(field.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(field.resignCount == 2)
        #expect(!field.isFirstResponder)
        // Back in the window, it is not first responder until it asks again.
        window.addSubview(container)
        #expect(!field.isFirstResponder)
    }

    @Test(
        "behaviour 3.2: hiding the first responder makes it resign and moves first-responder status to the nearest ancestor that can take it"
    )
    func hidingFirstResponderMovesToAncestor() {
        let scene = TestScene(withRootView: false), window = scene.window
        let form = FieldView(frame: window.bounds)
        let group = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(form)
        form.addSubview(group)
        group.addSubview(field)

        #expect(field.becomeFirstResponder())
        field.isHidden = true
        #expect(field.resignCount == 1)
        #expect(!field.isFirstResponder)
        #expect(form.isFirstResponder)  // group cannot become first responder, form can
    }

    @Test(
        "behaviour 3.2: hiding an ancestor of the first responder makes it resign and moves status above the hidden view"
    )
    func hidingAncestorMovesAboveHiddenView() {
        let scene = TestScene(withRootView: false), window = scene.window
        let form = FieldView(frame: window.bounds)
        let section = FieldView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(form)
        form.addSubview(section)
        section.addSubview(field)

        #expect(field.becomeFirstResponder())
        section.isHidden = true
        #expect(field.resignCount == 1)
        #expect(!field.isFirstResponder)
        #expect(!section.isFirstResponder)  // hidden itself, so skipped
        #expect(form.isFirstResponder)
    }

    @Test("behaviour 3.2: hiding the first responder with no ancestor able to take over leaves no first responder")
    func hidingWithNoCandidate() {
        let scene = TestScene(withRootView: false), window = scene.window
        let group = UIView(frame: window.bounds)
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let other = FieldView(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        window.addSubview(group)
        group.addSubview(field)
        window.addSubview(other)

        #expect(field.becomeFirstResponder())
        group.isHidden = true
        #expect(field.resignCount == 1)
        #expect(!field.isFirstResponder)
        #expect(!other.isFirstResponder)  // a sibling is not an ancestor
        #expect(other.becomeFirstResponder())
        #expect(field.resignCount == 1)
    }

    @Test("behaviour 3.2: hiding the first responder can hand the status to its view controller")
    func hidingHandsStatusToController() {
        let scene = TestScene(withRootView: false), window = scene.window
        let controller = FocusableController()
        window.rootViewController = controller
        let field = FieldView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        controller.view.addSubview(field)

        #expect(field.becomeFirstResponder())
        field.isHidden = true
        #expect(!field.isFirstResponder)
        #expect(controller.isFirstResponder)
    }
}
