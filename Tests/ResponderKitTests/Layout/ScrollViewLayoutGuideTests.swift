import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// A scroll view's layout guides and content size under Auto Layout (behaviour 20.10; Apple's
// UIScrollView contentLayoutGuide and frameLayoutGuide pages, and the Auto Layout Guide's "Working with
// Scroll Views").

@Suite("Auto Layout: scroll views' content and frame layout guides (docs/behaviour/layout.md)")
@MainActor
struct ScrollViewLayoutGuideTests {
    /// A 390 × 600 scroll view framed by hand in a 390 × 844 scene, with a content view placed by constraints.
    private static func scrollScene() -> (TestScene, UIScrollView, UIView) {
        let scene = TestScene(size: CGSize(width: 390, height: 844))
        let scrollView = scene.add(UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600)))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        return (scene, scrollView, content)
    }

    /// Pins `content` to the scroll view's content guide on four edges, as wide as the frame guide and
    /// `height` tall; returns the height constraint.
    @discardableResult
    private static func pinContent(_ content: UIView, in scrollView: UIScrollView, height: CGFloat)
        -> NSLayoutConstraint
    {
        let contentGuide = scrollView.contentLayoutGuide
        let heightConstraint = content.heightAnchor.constraint(equalToConstant: height)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: contentGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: contentGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: contentGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: contentGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            heightConstraint,
        ])
        return heightConstraint
    }

    @Test("Apple's contentLayoutGuide page: a content view pinned to the content guide decides the content size")
    func contentGuideDecidesContentSize() {
        let (scene, scrollView, content) = Self.scrollScene()
        let contentGuide = scrollView.contentLayoutGuide
        Self.pinContent(content, in: scrollView, height: 1500)
        scene.window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(contentGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 1500))
        #expect(scene.application.layoutWarnings.isEmpty)

        // The content scrolls: its frame stays in content coordinates.
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scene.window.layoutIfNeeded()
        #expect(content.frame.minY == 0)
        #expect(contentGuide.layoutFrame.minY == 0)
    }

    @Test("The content size follows the content: a taller content view makes a larger content size")
    func contentSizeFollowsContent() {
        let (scene, scrollView, content) = Self.scrollScene()
        let height = Self.pinContent(content, in: scrollView, height: 800)
        scene.window.layoutIfNeeded()
        #expect(scrollView.contentSize.height == 800)
        height.constant = 2000
        scene.window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 390, height: 2000))
    }

    @Test("Apple's contentSize page: where no constraint decides the content size, the size the app set holds")
    func appContentSizeHoldsWhenUndecided() {
        let (scene, scrollView, content) = Self.scrollScene()
        scrollView.contentSize = CGSize(width: 390, height: 1200)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 20),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 100),
        ])
        scene.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 20, y: 20, width: 100, height: 100))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1200))
    }

    @Test(
        "Auto Layout Guide, Working with Scroll Views: the scroll view's own edges, constrained with its content, are the content area's"
    )
    func scrollViewEdgesAreTheContentArea() {
        let (scene, scrollView, content) = Self.scrollScene()
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
            // Widths and centres are the scroll view's frame's.
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        scene.window.layoutIfNeeded()
        #expect(scene.application.layoutWarnings.isEmpty, "the content is taller than the frame: no conflict")
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1200))
        #expect(scrollView.contentSize == CGSize(width: 390, height: 1200))
    }

    @Test(
        "Apple's frameLayoutGuide page: a view pinned to the frame guide stays on the visible rectangle while the content scrolls"
    )
    func frameGuideStaysVisible() {
        let (scene, scrollView, content) = Self.scrollScene()
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        let frameGuide = scrollView.frameLayoutGuide
        Self.pinContent(content, in: scrollView, height: 1500)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: frameGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: frameGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 44),
            badge.heightAnchor.constraint(equalToConstant: 44),
        ])
        scene.window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 336, y: 10, width: 44, height: 44))
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 0, width: 390, height: 600))

        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        scene.window.layoutIfNeeded()
        #expect(frameGuide.layoutFrame == CGRect(x: 0, y: 400, width: 390, height: 600))
        #expect(badge.frame == CGRect(x: 336, y: 410, width: 44, height: 44))
        #expect(badge.convert(badge.bounds, to: scene.window) == CGRect(x: 336, y: 110, width: 44, height: 44))
        #expect(scene.window.hitTest(CGPoint(x: 350, y: 130), with: nil) === badge)
    }

    @Test(
        "Apple's Technical Note on UIScrollView and Auto Layout: a subview constrained to a view outside the scroll view floats"
    )
    func constraintOutsideTheScrollViewFloats() {
        let (scene, scrollView, content) = Self.scrollScene()
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        Self.pinContent(content, in: scrollView, height: 1500)
        NSLayoutConstraint.activate([
            // Pinned to the scroll view's superview: outside its subtree.
            header.topAnchor.constraint(equalTo: scene.rootView.topAnchor, constant: 100),
            header.leadingAnchor.constraint(equalTo: scene.rootView.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 390),
            header.heightAnchor.constraint(equalToConstant: 50),
        ])
        scene.window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        scene.window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 250, width: 390, height: 50), "it moves with the offset: it floats")
        #expect(header.convert(header.bounds, to: scene.rootView) == CGRect(x: 0, y: 100, width: 390, height: 50))
    }

    @Test("The run loop's layout pass moves the frame guide after a scroll, before the next touch is hit-tested")
    func scrollMarksLayout() {
        let (scene, scrollView, _) = Self.scrollScene()
        let badge = RecordingView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor),
            badge.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            badge.widthAnchor.constraint(equalToConstant: 50),
            badge.heightAnchor.constraint(equalToConstant: 50),
        ])
        scene.window.layoutIfNeeded()
        scrollView.contentOffset = CGPoint(x: 0, y: 120)
        // No layoutIfNeeded(): the pass before the touch moves the badge back onto the visible rectangle.
        TouchSimulator(application: scene.application).tap(at: CGPoint(x: 25, y: 125))
        #expect(badge.frame.minY == 120)
        #expect(badge.calls.first?.method == .began, "the touch lands on the badge where it now is")
    }
}
