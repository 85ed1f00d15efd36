@_exported import ResponderKit
import Foundation

/// The usual set-up of a test in one value: an application on its own virtual clock, a window at the
/// origin made key and visible, a root view filling the window, and a touch simulator feeding the
/// application.
///
/// The root view is a ``RecordingView`` (it records its touch calls) added as the window's first
/// subview. Add the views under test to it, or to the window when the test needs them to be the
/// window's direct subviews. Nothing is shared between scenes: each has its own application, so tests
/// can run in parallel.
///
/// ```swift
/// @MainActor @Test func tapReachesTheRootView() {
///     let scene = TestScene(size: CGSize(width: 320, height: 480))
///     scene.touches.tap(at: CGPoint(x: 100, y: 100))
///     #expect(scene.rootView.methods == [.began, .ended])
/// }
/// ```
@MainActor
public final class TestScene {
    /// The application receiving the scene's input; its clock is a `VirtualClock` unless another
    /// application was given.
    public let application: UIApplication
    /// The window, at the origin with the scene's size, key and visible in ``application``.
    public let window: UIWindow
    /// A recording view filling the window: the window's first subview.
    public let rootView: RecordingView
    /// Scripts touches into ``application`` on its clock.
    public let touches: TouchSimulator
    /// Scripts a mouse or trackpad pointer into ``application`` on its clock (behaviour 12).
    public let pointer: PointerSimulator

    /// Creates a scene of `size` (default 320 × 480 pt) in `application` (default: a new application on
    /// a `VirtualClock` starting at 0), with the window made key and visible.
    public init(size: CGSize = CGSize(width: 320, height: 480), application: UIApplication = UIApplication()) {
        self.application = application
        let bounds = CGRect(origin: .zero, size: size)
        window = UIWindow(frame: bounds, application: application)
        rootView = RecordingView(frame: bounds)
        window.addSubview(rootView)
        window.makeKeyAndVisible()
        touches = TouchSimulator(application: application)
        pointer = PointerSimulator(application: application)
    }

    /// Adds `view` as the last subview of the root view and returns it, so a view can be made and
    /// placed in one line: `let button = scene.add(UIButton(frame: ...))`.
    @discardableResult
    public func add<View: UIView>(_ view: View) -> View {
        rootView.addSubview(view)
        return view
    }
}
