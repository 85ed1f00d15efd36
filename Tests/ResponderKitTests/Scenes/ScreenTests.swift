import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Apple's UIScreen pages (main, bounds, nativeBounds: "measured in pixels", scale, nativeScale,
// coordinateSpace, fixedCoordinateSpace, traitCollection), UICoordinateSpace (convert(_:to:) /
// convert(_:from:) for points and rects, bounds), UIWindow.init(windowScene:), behaviour 1.1 (conversions),
// behaviour 2.1 (location(in:) is rounded to the screen's pixel grid), and docs/decisions.md "Scenes and screen".

/// A view that keeps the last touch it saw.
@MainActor
private final class TouchKeepingView: UIView {
    var touch: UITouch?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touch = touches.first }
}

@Suite("Scenes: UIScreen and coordinate spaces")
@MainActor
struct ScreenTests {
    @Test("UIScreen.main is the shared application's screen; other applications have their own")
    func mainScreen() {
        #expect(UIScreen.main === UIApplication.shared.screen)
        let app = UIApplication()
        #expect(app.screen !== UIScreen.main)
        #expect(app.screen.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768) && app.screen.scale == 2)
    }

    @Test(
        "In a test runner the shared application runs on a virtual clock (docs/decisions.md, \"The shared application runs on a virtual clock in a test runner\")"
    )
    func sharedApplicationIsVirtualInTests() {
        #expect(UIApplication.shared.clock is VirtualClock)
    }

    @Test("UIScreen: nativeBounds in pixels, nativeScale, unusable sizes and scales replaced")
    func screenGeometry() {
        let screen = UIScreen(bounds: CGRect(x: 5, y: 5, width: 390, height: 844), scale: 3)
        #expect(screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(screen.nativeBounds == CGRect(x: 0, y: 0, width: 1170, height: 2532))
        #expect(screen.nativeScale == 3)
        let odd = UIScreen(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), scale: -1)
        #expect(odd.bounds.size == CGSize(width: 1024, height: 768) && odd.scale == 1)
        #expect(screen.coordinateSpace.bounds == screen.bounds && screen.fixedCoordinateSpace.bounds == screen.bounds)
    }

    @Test("UIApplication.screenScale forwards to the screen, in both directions")
    func screenScaleForwards() {
        let app = UIApplication()
        app.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1)
        #expect(app.screenScale == 1)
        app.screenScale = 3
        #expect(app.screen.scale == 3 && app.screen.bounds.size == CGSize(width: 320, height: 480))
    }

    @Test("behaviour 2.1: location(in:) is rounded to the screen's pixel grid; preciseLocation(in:) is not")
    func touchRoundingUsesScreenScale() throws {
        let app = UIApplication()
        app.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480), scale: 1)
        let scene = TestScene(application: app, withRootView: false)
        let view = scene.add(TouchKeepingView(frame: scene.window.bounds))
        scene.touches.touchDown(at: CGPoint(x: 10.3, y: 20.7))
        let touch = try #require(view.touch)
        #expect(touch.location(in: view) == CGPoint(x: 10, y: 21))
        #expect(touch.preciseLocation(in: view) == CGPoint(x: 10.3, y: 20.7))
    }

    @Test("UICoordinateSpace: views convert to and from the screen's coordinate space through their window's frame")
    func viewScreenConversions() {
        let app = UIApplication()
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 200, height: 200), application: app)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(view)
        let space = app.screen.coordinateSpace
        #expect(view.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 111, y: 72))
        #expect(view.convert(CGPoint(x: 111, y: 72), from: space) == CGPoint(x: 1, y: 2))
        #expect(
            view.convert(CGRect(x: 0, y: 0, width: 5, height: 5), to: space)
                == CGRect(x: 110, y: 70, width: 5, height: 5))
        #expect(space.convert(CGPoint(x: 110, y: 70), to: view) == .zero)
        #expect(
            space.convert(CGRect(x: 110, y: 70, width: 5, height: 5), to: view)
                == CGRect(x: 0, y: 0, width: 5, height: 5))
        #expect(app.screen.fixedCoordinateSpace.convert(CGPoint(x: 110, y: 70), to: view) == .zero)
        #expect(view.bounds == (view as any UICoordinateSpace).bounds)
    }

    @Test("UICoordinateSpace between views answers as convert(_:to: UIView?), across windows too")
    func viewViewConversions() {
        let app = UIApplication()
        let left = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100), application: app)
        let right = UIWindow(frame: CGRect(x: 300, y: 0, width: 100, height: 100), application: app)
        let a = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let b = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        b.transform = CGAffineTransform(scaleX: 2, y: 2)
        left.addSubview(a)
        right.addSubview(b)
        let point = CGPoint(x: 3, y: 4)
        let asSpace: any UICoordinateSpace = b
        let optional: UIView? = b
        #expect(a.convert(point, to: asSpace) == a.convert(point, to: optional))
        #expect(a.convert(point, from: asSpace) == a.convert(point, from: optional))
        #expect(
            a.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: asSpace)
                == a.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: optional))
    }

    @Test("UIScreen.traitCollection and UIWindowScene's are the application's traits")
    func traits() {
        let app = UIApplication()
        app.forceTouchCapability = .available
        #expect(app.screen.traitCollection.forceTouchCapability == .available)
        #expect(app.connectScene().traitCollection.forceTouchCapability == .available)
        #expect(UIScreen().traitCollection.forceTouchCapability == .unknown)
    }
}
