import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// The safe area and layout margins (behaviour 20.6; Apple's
// safeAreaInsets, safeAreaLayoutGuide, additionalSafeAreaInsets, layoutMargins and
// systemMinimumLayoutMargins pages).

@Suite("Auto Layout: the safe area and layout margins (docs/behaviour/layout.md)")
@MainActor
struct SafeAreaAndMarginsTests {
    /// A phone-sized scene whose screen covers 47 points at the top and 34 at the bottom.
    private static func phoneScene() -> TestScene {
        let scene = TestScene(size: CGSize(width: 390, height: 844))
        scene.application.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
        scene.application.screen.systemSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        return scene
    }

    @Test("Apple's safeAreaInsets page: a view's insets are the part of it the system covers")
    func insetsFollowOverlap() {
        let scene = Self.phoneScene()
        #expect(scene.window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let banner = scene.add(UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100)))
        #expect(banner.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        let middle = scene.add(UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100)))
        #expect(middle.safeAreaInsets == .zero)
        #expect(UIView().safeAreaInsets == .zero, "a view outside a window has no safe area insets")
    }

    @Test("Apple's safeAreaLayoutGuide page: a view pinned to the safe area guide sits inside it")
    func pinnedToSafeArea() {
        let scene = Self.phoneScene()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scene.rootView.addSubview(content)
        let guide = scene.rootView.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        scene.window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(guide.layoutFrame == content.frame)
    }

    @Test(
        "Apple's additionalSafeAreaInsets page: a view controller's extra insets move what is pinned to the safe area")
    func additionalInsets() {
        let scene = Self.phoneScene()
        let controller = UIViewController()
        scene.window.rootViewController = controller
        let root = controller.view!
        root.frame = scene.window.bounds
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        scene.window.layoutIfNeeded()
        #expect(content.frame.minY == 47)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        scene.window.layoutIfNeeded()
        #expect(root.safeAreaInsets.top == 91)
        #expect(content.frame.minY == 91)
    }

    @Test("Apple's layoutMargins page: 8 points by default, measured from the safe area")
    func defaultMargins() {
        let scene = Self.phoneScene()
        let plain = scene.add(UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100)))
        #expect(plain.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        let top = scene.add(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        let margin = top.layoutMargins.top
        #expect(margin == 55, "the 47-point safe area inset and the 8-point margin")
        top.insetsLayoutMarginsFromSafeArea = false
        #expect(top.layoutMargins.top == 8)
    }

    @Test("Apple's systemMinimumLayoutMargins page: a view controller's root view has at least 16 points on a phone")
    func rootViewMinimumMargins() {
        let previous = UIDevice.current.userInterfaceIdiom
        UIDevice.current.userInterfaceIdiom = .phone
        defer { UIDevice.current.userInterfaceIdiom = previous }
        let controller = UIViewController()
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        #expect(controller.view.layoutMargins.left == 16)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        #expect(controller.view.layoutMargins.left == 4)
    }

    @Test("Apple's layoutMarginsGuide page: a label pinned to the margins is inset by them")
    func pinnedToMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.minX == 20 && label.frame.width == 160 && label.frame.minY == 10)
    }
}
