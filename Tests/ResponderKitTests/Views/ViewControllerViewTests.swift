import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// docs/decisions.md, "View-controller lifecycle": the default `loadView()` makes a view of the window's (or
// the screen's) size, a root controller's view fills its window, and code that sizes subviews from
// `view.bounds` in `viewDidLoad` gets a real hit area (Apple's UIViewController.loadView() page: the
// default view fills the screen). Also `preferredContentSize` and
// `preferredContentSizeDidChange(forChildContentContainer:)` (Apple's UIContentContainer page).

/// Builds its content from `view.bounds` in `viewDidLoad`, as tutorial code does.
@MainActor
private final class InsetContentController: UIViewController {
    let content = UIView()
    override func viewDidLoad() {
        content.frame = view.bounds.insetBy(dx: 20, dy: 20)
        view.addSubview(content)
    }
}

/// The shake tutorial's controller (behaviour 8.1): it becomes first responder in `viewDidAppear`.
@MainActor
private final class ShakeController: UIViewController {
    var shakes = 0
    override var canBecomeFirstResponder: Bool { true }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        becomeFirstResponder()
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake { shakes += 1 }
    }
}

/// A container that logs its children's preferred-size changes.
@MainActor
private final class SizeObservingController: LoggingController {
    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        let name = (container as? LoggingController)?.name ?? "?"
        let size = container.preferredContentSize
        log("\(self.name).preferredContentSizeDidChange(\(name), \(size.width)x\(size.height))")
    }
}

@Suite("View-controller views and content size")
@MainActor
struct ViewControllerViewTests {
    @Test(
        "init(nibName:bundle:) is designated, as in UIKit: a subclass's initializer calls it (Apple's UIViewController page)"
    )
    func nibNameInitializerIsDesignated() {
        final class Profile: UIViewController {
            let name: String
            init(name: String) {
                self.name = name
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { nil }
        }
        let profile = Profile(name: "Ada")
        #expect(profile.name == "Ada")
        #expect(!profile.isViewLoaded)
        #expect(profile.view.frame.size == UIScreen.main.bounds.size)
    }

    @Test("An uninstalled controller's default view is the main screen's size (loadView(); UIScreen.main)")
    func defaultViewIsScreenSized() {
        #expect(UIViewController().view.frame == UIScreen.main.bounds)
        #expect(UIScreen.main.bounds.width > 0 && UIScreen.main.bounds.height > 0)
    }

    @Test("A root controller's view is loaded at, and fills, its window's bounds")
    func rootViewFillsWindow() {
        let (_, window) = makeHiddenWindow()
        let controller = InsetContentController()
        window.rootViewController = controller
        #expect(controller.view.frame == window.bounds)
        #expect(controller.content.frame == CGRect(x: 20, y: 20, width: 280, height: 440))
    }

    @Test("Subviews sized from view.bounds in viewDidLoad are hit where they are (non-empty hit area)")
    func viewDidLoadContentIsHittable() {
        let controller = InsetContentController()
        let scene = TestScene(rootViewController: controller), window = scene.window
        #expect(window.hitTest(CGPoint(x: 160, y: 240), with: nil) === controller.content)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === controller.view)
    }

    @Test("A child's and a presented controller's default views take their window's size")
    func childAndPresentedViewsTakeWindowSize() {
        let root = UIViewController()
        let scene = TestScene(rootViewController: root), window = scene.window
        let child = InsetContentController()
        root.addChild(child)
        #expect(child.view.frame == window.bounds)
        let presented = InsetContentController()
        root.present(presented, animated: false)
        #expect(presented.view.frame == window.bounds)
        #expect(window.hitTest(CGPoint(x: 160, y: 240), with: nil) === presented.content)
    }

    @Test("Behaviour 8.1 pattern: a controller that becomes first responder in viewDidAppear gets the shake")
    func firstResponderFromViewDidAppear() {
        let controller = ShakeController()
        let scene = TestScene(rootViewController: controller)
        #expect(controller.isFirstResponder)
        scene.device.shake()
        #expect(controller.shakes == 1)
    }

    @Test("preferredContentSize defaults to zero; a change tells the parent once (UIContentContainer)")
    func preferredContentSizeNotifiesParent() {
        let log = LifecycleLog()
        let parent = SizeObservingController("parent", log: log)
        let child = LoggingController("child", log: log)
        #expect(child.preferredContentSize == .zero)
        parent.addChild(child)
        _ = log.take()
        child.preferredContentSize = CGSize(width: 200, height: 100)
        child.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(log.take() == ["parent.preferredContentSizeDidChange(child, 200.0x100.0)"])
        child.willMove(toParent: nil)
        child.removeFromParent()
        _ = log.take()
        child.preferredContentSize = .zero
        #expect(log.take() == [])
    }
}
