import Foundation
@_exported import ResponderKit

/// The usual set-up of a test in one value: an application on its own virtual clock, a window at the
/// origin made key and visible, a root view filling the window, and simulators of touches, keys and
/// device events feeding the application.
///
/// The root view is a ``RecordingView`` (it records its touch calls) added as the window's first
/// subview. Add the views under test to it, or to the window when the test needs them to be the
/// window's direct subviews. A test in which a touch outside its views must reach the window itself
/// makes the scene without a root view (`withRootView: false`); a test of a window subclass, or of a
/// window away from the screen's origin, makes the window and passes it (`TestScene(window:)`); a test
/// of a view controller passes it as `rootViewController`. Nothing is shared between scenes: each has
/// its own application, so tests can run in parallel.
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
    /// The window, key and visible in ``application``: at the origin with the scene's size, or the window
    /// the scene was made around.
    public let window: UIWindow
    /// A recording view filling the window: the window's first subview. In a scene made with
    /// `withRootView: false` it is not in the window and receives nothing.
    public let rootView: RecordingView
    /// Whether ``rootView`` is in the window: the `withRootView` the scene was made with, and false in a
    /// scene with a root view controller.
    public let hasRootView: Bool
    /// The window's root view controller, if the scene was made with one; its view fills the window.
    public var rootViewController: UIViewController? { window.rootViewController }
    /// Scripts touches into ``application`` on its clock.
    public let touches: TouchSimulator
    /// Scripts hardware key presses into ``application`` on its clock.
    public let keyboard: KeyboardSimulator
    /// Scripts device events (shakes, motion samples, remote-control keys, 3D Touch, quick actions) into
    /// ``application`` on its clock.
    public let device: DeviceSimulator
    /// Scripts a mouse or trackpad pointer into ``application`` on its clock (behaviour 12).
    public let pointer: PointerSimulator
    /// Drives context menus and edit menus on the scene's clock (behaviour 15.4).
    public let menus: MenuDriver
    /// Composes text with marked text into the key window's first responder, with the sample pinyin table
    /// (docs/behaviour/text-input.md, 17.8).
    public let inputMethod: InputMethodSimulator

    /// Creates a scene of `size` (default 320 × 480 pt) in `application` (default: a new application on
    /// a `VirtualClock` starting at 0), with the window made key and visible.
    ///
    /// - Parameters:
    ///   - size: The window's size; the window's origin is the screen's origin.
    ///   - application: The application the window joins and the simulators feed.
    ///   - withRootView: Whether the window gets ``rootView`` as its first subview (default true). Without
    ///     it the window is empty, and a touch outside the views a test adds reaches the window itself.
    ///   - rootViewController: The window's root view controller (default none), set before the window
    ///     is shown; its view fills the window and takes the root view's place.
    public convenience init(
        size: CGSize = CGSize(width: 320, height: 480),
        application: UIApplication = UIApplication(),
        withRootView: Bool = true,
        rootViewController: UIViewController? = nil
    ) {
        self.init(
            window: UIWindow(frame: CGRect(origin: .zero, size: size), application: application),
            withRootView: withRootView, rootViewController: rootViewController)
    }

    /// Creates a scene around `window`, a window the test made (a window subclass, or a frame away from
    /// the screen's origin), in the window's application; the window is made key and visible.
    ///
    /// The test keeps its own typed reference to the window; ``window`` is the same object.
    ///
    /// - Parameters:
    ///   - window: The scene's window. Its application (the shared application for a window made
    ///     with `UIWindow(frame:)` alone) becomes ``application``.
    ///   - withRootView: Whether the window gets ``rootView``, filling its bounds, as its first subview
    ///     (default true).
    ///   - rootViewController: The window's root view controller (default none), set before the window
    ///     is shown; its view takes the root view's place.
    public init(window: UIWindow, withRootView: Bool = true, rootViewController: UIViewController? = nil) {
        let application = window.application ?? .shared
        self.application = application
        self.window = window
        rootView = RecordingView(frame: window.bounds)
        hasRootView = withRootView && rootViewController == nil
        if let rootViewController { window.rootViewController = rootViewController }
        if hasRootView { window.addSubview(rootView) }
        window.makeKeyAndVisible()
        touches = TouchSimulator(application: application)
        keyboard = KeyboardSimulator(application: application)
        device = DeviceSimulator(application: application)
        pointer = PointerSimulator(application: application)
        menus = MenuDriver(application: application, touches: touches, pointer: pointer)
        inputMethod = InputMethodSimulator(application: application)
    }

    /// Adds `view` as the last subview of the root view (of the root view controller's view in a scene
    /// with one, of the window in a scene made without a root view) and returns it, so a view can be
    /// made and placed in one line: `let button = scene.add(UIButton(frame: ...))`.
    @discardableResult
    public func add<View: UIView>(_ view: View) -> View {
        (hasRootView ? rootView : rootViewController?.view ?? window).addSubview(view)
        return view
    }
}
