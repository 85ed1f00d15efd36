import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

/// Every event enters through `UIApplication.sendEvent` and then `UIWindow.sendEvent`, scroll, transform and
/// hover events included (behaviour 9.5, 12.3, 12.4; Apple: UIApplication.sendEvent(_:), UIWindow.sendEvent(_:)),
/// so that an override that logs or filters input sees the pointer's events too.
@MainActor
@Suite("One door for every event (behaviour 9.5, 12.3, 12.4)")
struct PointerEventDoorTests {
    /// A window that records the type of every event it is sent, then delivers it.
    final class LoggingWindow: UIWindow {
        var types: [UIEvent.EventType] = []
        override func sendEvent(_ event: UIEvent) {
            types.append(event.type)
            super.sendEvent(event)
        }
    }

    /// An application that records the type of every event it dispatches, and drops the types in `filtered`.
    final class FilteringApplication: UIApplication {
        var types: [UIEvent.EventType] = []
        var filtered: Set<UIEvent.EventType> = []
        override func sendEvent(_ event: UIEvent) {
            types.append(event.type)
            guard !filtered.contains(event.type) else { return }
            super.sendEvent(event)
        }
    }

    /// A scroll view filling a window of the test's own, in `application`.
    private func scrollScene<Window: UIWindow>(
        _ window: Window
    ) -> (scene: TestScene, window: Window, scrollView: UIScrollView) {
        let scene = TestScene(window: window, withRootView: false)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        window.addSubview(scrollView)
        return (scene, window, scrollView)
    }

    @Test(
        "behaviour 9.5 + 12.3 (Apple: UIWindow.sendEvent(_:)): an overridden UIWindow.sendEvent sees every step of a trackpad scroll and of wheel detents, and the scroll view still scrolls"
    )
    func windowOverrideSeesScrolls() {
        let application = UIApplication()
        let (scene, window, scrollView) = scrollScene(
            LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application))
        scene.pointer.scroll(by: CGVector(dx: 0, dy: -120), at: CGPoint(x: 160, y: 240), duration: 0.2)
        let scrolls = window.types.filter { $0 == .scroll }
        // The first step that moves begins the sequence, every later one changes it, and the lift ends it.
        #expect(scrolls.count >= 24)
        #expect(scrollView.contentOffset.y == 120)
        window.types.removeAll()
        scene.pointer.scrollWheel(detents: 2, at: CGPoint(x: 160, y: 240))
        // Each detent is a sequence of its own: its start and its end.
        #expect(window.types.filter { $0 == .scroll }.count == 4)
        #expect(scrollView.contentOffset.y == 100)
    }

    @Test(
        "behaviour 9.5 + 12.4 (Apple: UIWindow.sendEvent(_:)): an overridden UIWindow.sendEvent sees a trackpad pinch's transform events"
    )
    func windowOverrideSeesTransforms() {
        let application = UIApplication()
        application.supportsIndirectInputEvents = true
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application)
        let scene = TestScene(window: window)
        let pinch = UIPinchGestureRecognizer()
        scene.rootView.addGestureRecognizer(pinch)
        var scales: [CGFloat] = []
        pinch.addAction { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        scene.pointer.pinch(to: 2, at: CGPoint(x: 160, y: 240))
        #expect(window.types.contains(.transform))
        #expect(!window.types.contains(.touches))
        #expect(scales.last == 2)
    }

    @Test(
        "behaviour 9.5 + 12.1 (Apple: UIApplication.sendEvent(_:)): an overridden UIApplication.sendEvent sees hover, scroll and transform events before the window does"
    )
    func applicationOverrideSeesPointerEvents() {
        let application = FilteringApplication()
        application.supportsIndirectInputEvents = true
        let (scene, window, _) = scrollScene(
            LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application))
        let hover = UIHoverGestureRecognizer()
        window.addGestureRecognizer(hover)
        scene.pointer.move(to: CGPoint(x: 100, y: 100))
        scene.pointer.scroll(by: CGVector(dx: 0, dy: -50), at: CGPoint(x: 160, y: 240))
        scene.pointer.pinch(to: 1.5, at: CGPoint(x: 160, y: 240))
        for type in [UIEvent.EventType.hover, .scroll, .transform] {
            #expect(application.types.contains(type), "the application did not see a \(type) event")
            #expect(
                application.types.filter { $0 == type }.count == window.types.filter { $0 == type }.count,
                "the window did not get every \(type) event the application dispatched")
        }
    }

    @Test(
        "behaviour 9.5 + 12.3: an application that filters scroll events out stops the scroll; the steps nobody took are counted"
    )
    func applicationOverrideFiltersScrolls() {
        let application = FilteringApplication()
        application.filtered = [.scroll]
        let (scene, window, scrollView) = scrollScene(
            LoggingWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480), application: application))
        scene.pointer.scrollWheel(detents: 3, at: CGPoint(x: 160, y: 240))
        #expect(application.types.filter { $0 == .scroll }.count == 3)
        #expect(!window.types.contains(.scroll))
        #expect(scrollView.contentOffset.y == 0)
        #expect(application.pointerStatistics.unclaimedScrollSteps == 3)
    }
}
