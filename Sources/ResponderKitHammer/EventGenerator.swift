import Foundation
import ResponderKit
import ResponderKitTesting

/// Generates user interaction events into a window: lyft/Hammer's `EventGenerator`, with its API, names
/// and defaults, on ResponderKit's application queue and virtual clock.
///
/// Fingers, a stylus and a hardware keyboard are synthesized as a device would report them and enter the
/// application through its queue, then `UIApplication.sendEvent` and `UIWindow.sendEvent`, like every
/// event. Waits (``wait(_:)``, ``waitUntil(_:timeout:checkInterval:)`` and the rest) run the application's
/// clock instead of sleeping, so a test that waits two seconds takes microseconds and never flakes:
/// timers, animations, long presses and double-tap intervals fire at their times, in order with the input.
///
/// ```swift
/// let button = UIButton()
/// let eventGenerator = try EventGenerator(view: button)
/// try eventGenerator.waitUntilHittable(timeout: 1)
/// try eventGenerator.fingerTap()
/// ```
///
/// Where Hammer is limited by the private event API it drives, this one follows UIKit: lifting one finger
/// while another stays down ends only that finger's touch (the other stays on the glass).
@MainActor
public final class EventGenerator {
    /// How a view that has no window is placed in the window the generator makes for it.
    public enum WrappingAlignment: Sendable {
        /// Expand to fill the full available space.
        case fill
        /// Center inside the available space, at the view's own (intrinsic or constrained) size.
        case center
    }

    /// The window receiving the events.
    public let window: UIWindow

    /// The view that was used to create the event generator: the default location of every event.
    public let mainView: UIView

    /// Hammer's sender id for the events it makes. Events here carry no sender, so it is stored and never
    /// read; kept so that code setting it compiles. Default `0x0000000123456789`.
    public var senderId: UInt64 = 0x0000_0001_2345_6789

    /// Hammer draws the fingers over the window when true; nothing is drawn headless, so it is stored and
    /// changes nothing. Default false.
    public var showTouches = false

    /// The application that owns ``window``: its queue takes the events, its clock runs the waits.
    let application: UIApplication
    let touchSimulator: TouchSimulator
    let keyboardSimulator: KeyboardSimulator
    /// The fingers and the stylus that are down.
    var activeTouches = ActiveTouches()

    private init(window: UIWindow, mainView: UIView) {
        self.window = window
        self.mainView = mainView
        application = window.application ?? .shared
        touchSimulator = TouchSimulator(application: application)
        keyboardSimulator = KeyboardSimulator(application: application)
        window.layoutIfNeeded()
    }

    /// Creates an event generator for `window`, waiting (on the application's clock) until the window is
    /// ready for interaction. Throws ``HammerError/windowIsNotReadyForInteraction`` if it is not ready
    /// within 3 s.
    public convenience init(window: UIWindow) throws {
        self.init(window: window, mainView: window)
        try waitUntilWindowIsReady()
    }

    /// Creates an event generator for `viewController`. If its view has no window, the generator makes
    /// one filling the main screen, key and visible, and presents the view controller in it as a child
    /// filling it, with its appearance callbacks; the window goes when the generator does.
    public convenience init(viewController: UIViewController) throws {
        if let window = viewController.view.window {
            self.init(window: window, mainView: viewController.view)
        } else {
            let window = HammerWindow()
            window.presentContained(viewController)
            self.init(window: window, mainView: viewController.view)
        }
        try waitUntilWindowIsReady()
    }

    /// Creates an event generator for `view`. If the view has no window, the generator wraps the view's
    /// topmost superview in a view controller (filling it, or centred at its own size, as `alignment`
    /// says; default `.center`) and presents it in a window of its own, as
    /// ``init(viewController:)`` does.
    public convenience init(view: UIView, alignment: WrappingAlignment = .center) throws {
        if let window = view.window {
            self.init(window: window, mainView: view)
        } else {
            let viewController = UIViewController(wrapping: view.topLevelView, alignment: alignment)
            let window = HammerWindow()
            window.presentContained(viewController)
            self.init(window: window, mainView: view)
        }
        try waitUntilWindowIsReady()
    }

    isolated deinit {
        (window as? HammerWindow)?.dismissContained()
    }

    /// Waits until the window is ready to receive user interaction events (``isWindowReady``), then
    /// for the settings' delays (``Settings``), a frame, and the main queue's pending work. Default
    /// timeout 3 s. Throws ``HammerError/windowIsNotReadyForInteraction`` when the window is not ready.
    public func waitUntilWindowIsReady(timeout: TimeInterval = 3) throws {
        do {
            try waitUntil(self.isWindowReady, timeout: timeout)
            if EventGenerator.settings.forceActivateAccessibilityEngine {
                try wait(EventGenerator.settings.accessibilityActivateDelay)
            }
            if EventGenerator.settings.waitForFrameRender { try waitUntilFrameIsRendered(timeout: timeout) }
            if EventGenerator.settings.waitForAnimations { try waitUntilAnimationsAreFinished(timeout: timeout) }
            try waitUntilRunloopIsFlushed(timeout: timeout)
        } catch {
            throw HammerError.windowIsNotReadyForInteraction
        }
    }

    /// Waits until no visible view in the window animates (``hasRunningAnimations``).
    public func waitUntilAnimationsAreFinished(timeout: TimeInterval) throws {
        try waitUntil(!self.hasRunningAnimations, timeout: timeout)
    }

    /// Whether the window can receive user interaction events: the application does not ignore them; the
    /// window is visible and interactive; its root view controller's view is loaded and the controller is
    /// not being presented, dismissed, or moved to or from a parent; its scene (when it has one) is in the
    /// foreground; and a window the generator made has shown its content (`viewDidAppear`).
    public var isWindowReady: Bool {
        guard !application.isIgnoringInteractionEvents, !window.isHidden, window.isUserInteractionEnabled,
            let root = window.rootViewController, root.viewIfLoaded != nil, !root.isBeingPresented,
            !root.isBeingDismissed, !root.isMovingToParent, !root.isMovingFromParent
        else { return false }
        if let scene = window.windowScene, scene.activationState != .foregroundActive { return false }
        if let hammerWindow = window as? HammerWindow, !hammerWindow.viewControllerHasAppeared { return false }
        return true
    }

    /// Whether a visible view in the window has an animation in flight (its layer's `animationKeys()`).
    public var hasRunningAnimations: Bool {
        func hasRunningAnimations(_ view: UIView) -> Bool {
            guard viewIsVisible(view) else { return false }
            if view.layer.animationKeys()?.isEmpty == false { return true }
            return view.subviews.contains { hasRunningAnimations($0) }
        }
        return hasRunningAnimations(window)
    }

    /// `point` in window coordinates as a digitizer reports it: in screen points (a window's conversion to
    /// nil is to the screen).
    func screenPoint(_ point: CGPoint) -> CGPoint {
        window.convert(point, to: nil)
    }
}
