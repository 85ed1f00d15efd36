import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// How the safe area adds to a scroll view's content insets (behaviour 20.10; Apple's
// contentInsetAdjustmentBehavior, UIScrollView.ContentInsetAdjustmentBehavior, adjustedContentInset and
// adjustedContentInsetDidChange() pages).

/// Counts `adjustedContentInsetDidChange()` calls.
@MainActor
private final class CountingScrollView: UIScrollView {
    var adjustments: [UIEdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        adjustments.append(adjustedContentInset)
    }
}

/// Counts the delegate's `scrollViewDidChangeAdjustedContentInset(_:)` calls.
@MainActor
private final class InsetDelegate: UIScrollViewDelegate {
    var changes = 0
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { changes += 1 }
}

@MainActor
@Suite("UIScrollView: content inset adjustment by the safe area (docs/behaviour/layout.md)")
struct ContentInsetAdjustmentTests {
    /// A full-screen scroll view on a phone whose screen covers 47 points at the top and 34 at the bottom.
    private static func phoneScrollView(contentHeight: CGFloat) -> (TestScene, CountingScrollView, InsetDelegate) {
        let scene = TestScene(size: CGSize(width: 390, height: 844))
        scene.application.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.application.screen.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let recorder = InsetDelegate()
        scrollView.delegate = recorder
        scene.window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 390, height: contentHeight)
        return (scene, scrollView, recorder)
    }

    @Test("Apple's scrollableAxes page: a taller content adds the safe area's top and bottom; the default is automatic")
    func tallContentIsAdjustedVertically() {
        let (scene, scrollView, recorder) = Self.phoneScrollView(contentHeight: 2000)
        #expect(scrollView.contentInsetAdjustmentBehavior == .automatic)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(scrollView.adjustments == [UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)])
        #expect(recorder.changes == 1, "the default calls the delegate")
        #expect(scrollView.window === scene.window)
    }

    @Test(
        "Apple's scrollableAxes page: a content no taller than the scroll view is not adjusted unless it always bounces"
    )
    func shortContentIsNotAdjusted() {
        let (scene, scrollView, _) = Self.phoneScrollView(contentHeight: 500)
        #expect(scrollView.adjustedContentInset == .zero)
        scrollView.alwaysBounceVertical = true
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
        #expect(scrollView.window === scene.window)
    }

    @Test("Apple's always and never pages: always adds every safe area inset; never adds none")
    func alwaysAndNever() {
        let (scene, scrollView, _) = Self.phoneScrollView(contentHeight: 500)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 47, left: 5, bottom: 34, right: 5))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == scrollView.contentInset)
        #expect(scrollView.adjustments.count == 3, "each change is reported once")
        #expect(scrollView.window === scene.window)
    }

    @Test("Apple's automatic page: a navigation controller's scroll view is adjusted vertically even when it fits")
    func navigationControllerAdjustsVertically() {
        let scene = TestScene(size: CGSize(width: 390, height: 844))
        scene.application.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.application.screen.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = UIViewController()
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controller.view = scrollView
        let navigation = UINavigationController(rootViewController: controller)
        scene.window.rootViewController = navigation
        scene.window.layoutIfNeeded()
        #expect(scrollView.contentSize == .zero)
        #expect(scrollView.adjustedContentInset.top == 47)
        #expect(scrollView.adjustedContentInset.bottom == 34)
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        #expect(scrollView.adjustedContentInset == .zero)
    }

    @Test("behaviour 7: a drag past the top springs back to the adjusted inset, below the status bar")
    func bounceRestsBelowTheSafeArea() {
        let (scene, scrollView, _) = Self.phoneScrollView(contentHeight: 2000)
        scene.touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        scene.touches.wait(3)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -47))
    }
}
