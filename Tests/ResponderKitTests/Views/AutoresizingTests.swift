import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's UIView.autoresizingMask page: "When a view's bounds change, that view automatically resizes its
// subviews according to each subview's autoresizing mask ... The default value is none ... When more than
// one option along the same axis is set, the default behavior is to distribute the size difference
// proportionally among the flexible portions." autoresizesSubviews defaults to true.

@Suite("Autoresizing")
@MainActor
struct AutoresizingTests {
    private func resized(
        _ mask: UIView.AutoresizingMask, frame: CGRect,
        from old: CGSize = CGSize(width: 100, height: 100),
        to new: CGSize = CGSize(width: 200, height: 300)
    ) -> CGRect {
        let superview = UIView(frame: CGRect(origin: .zero, size: old))
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        superview.addSubview(view)
        superview.bounds.size = new
        return view.frame
    }

    @Test("Defaults: an empty mask keeps the frame; autoresizesSubviews is true")
    func defaults() {
        let view = UIView()
        #expect(view.autoresizingMask.isEmpty)
        #expect(view.autoresizesSubviews)
        #expect(
            resized([], frame: CGRect(x: 10, y: 20, width: 30, height: 40))
                == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("One flexible part takes the whole change: width/height, or the left/top margin")
    func singleFlexiblePart() {
        let frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(
            resized([.flexibleWidth, .flexibleHeight], frame: frame) == CGRect(x: 10, y: 20, width: 130, height: 240))
        #expect(
            resized([.flexibleLeftMargin, .flexibleTopMargin], frame: frame)
                == CGRect(x: 110, y: 220, width: 30, height: 40))
        #expect(resized([.flexibleRightMargin, .flexibleBottomMargin], frame: frame) == frame)
    }

    @Test("Several flexible parts share the change in proportion to their sizes")
    func proportionalShare() {
        // Horizontally: left margin 20, width 50, right margin 30; the superview grows by 100.
        let frame = CGRect(x: 20, y: 0, width: 50, height: 100)
        #expect(
            resized([.flexibleLeftMargin, .flexibleRightMargin], frame: frame, to: CGSize(width: 200, height: 100))
                == CGRect(x: 60, y: 0, width: 50, height: 100))
        #expect(
            resized(
                [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], frame: frame,
                to: CGSize(width: 200, height: 100)) == CGRect(x: 40, y: 0, width: 100, height: 100))
    }

    @Test("autoresizesSubviews false leaves the subviews alone")
    func autoresizingOff() {
        let superview = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        superview.autoresizesSubviews = false
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        superview.addSubview(view)
        superview.frame.size = CGSize(width: 300, height: 300)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test("A root controller's default view follows its window's size, and its subviews theirs")
    func rootViewFollowsWindow() {
        let log = LifecycleLog()
        let controller = LoggingController("root", log: log)
        let scene = TestScene(rootViewController: controller), app = scene.application, window = scene.window
        let badge = UIView(frame: CGRect(x: 280, y: 0, width: 40, height: 40))
        badge.autoresizingMask = [.flexibleLeftMargin]
        controller.view.addSubview(badge)
        app.runUntilIdle()
        _ = log.take()
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(badge.frame == CGRect(x: 350, y: 0, width: 40, height: 40))
        app.runUntilIdle()
        #expect(log.take() == ["root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
    }
}
