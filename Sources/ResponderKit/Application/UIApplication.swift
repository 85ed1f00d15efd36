import Foundation

/// The methods an application's delegate may implement. The delegate is the application's next
/// responder when it is a ``UIResponder`` (behaviour 11 "Window chain").
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// Asked to continue a user activity (Handoff, Spotlight...); pass the objects that restore it to
    /// `restorationHandler`, which calls their `restoreUserActivityState(_:)` (behaviour 3.5). Return whether
    /// you handled it. Default: returns false. See `Responders/UserActivity.swift`.
    func application(
        _ application: UIApplication, continue userActivity: NSUserActivity,
        restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void
    ) -> Bool
    /// Launching began; see `ForceTouch/UIApplication+QuickActions.swift` (behaviour 8.4). Default: true.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// Launching is almost done; `launchOptions[.shortcutItem]` is the quick action that launched the
    /// application. Returning false suppresses the later perform call (behaviour 8.4). Default: true.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The user picked a quick action while the application runs (behaviour 8.4). Default: completes with false.
    func application(
        _ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
        completionHandler: @escaping (Bool) -> Void)
    /// The application became active. Called only while no scene is connected (with scenes, their
    /// delegates are told instead, as in UIKit). Default: nothing. See UIApplication+State.swift.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The application is about to stop being active (still active during the call). Called only while no
    /// scene is connected. Default: nothing.
    func applicationWillResignActive(_ application: UIApplication)
    /// The application entered the background. Called only while no scene is connected. Default: nothing.
    func applicationDidEnterBackground(_ application: UIApplication)
    /// The application is about to leave the background (still in the background during the call).
    /// Called only while no scene is connected. Default: nothing.
    func applicationWillEnterForeground(_ application: UIApplication)
}

/// The centralized point of control for an application: its windows, its event queue and run loop,
/// and the first stage of event dispatch (behaviour 9).
///
/// Several independent applications can live in one process (each test makes its own, with a
/// ``VirtualClock``); ``shared`` is the default one for programs.
@MainActor
open class UIApplication: UIResponder {
    /// The execution states of an application.
    public enum State: Int, Sendable {
        /// In the foreground and receiving events.
        case active = 0
        /// In the foreground but not receiving events (an interruption).
        case inactive = 1
        /// In the background.
        case background = 2
    }

    private static var sharedInstance: UIApplication?

    /// The application of the program, created on first use with a ``MonotonicClock``; in a test runner
    /// (an `.xctest` process, where `swift test` runs XCTest and Swift Testing), with a ``VirtualClock``,
    /// so that tests written against `UIApplication.shared` (windows made with `UIWindow(frame:)`, tests
    /// ported from iOS) run on a clock only their waits move (docs/decisions.md, "The shared application
    /// runs on a virtual clock in a test runner").
    public static var shared: UIApplication {
        if let sharedInstance { return sharedInstance }
        let runsTests = CommandLine.arguments.contains { $0.hasSuffix(".xctest") }
        let application = UIApplication(clock: runsTests ? VirtualClock() : MonotonicClock())
        sharedInstance = application
        return application
    }

    /// The application whose run loop is running, if any: its events' and timers' code runs now. Set and
    /// restored by `drain(until:)`, whose frame keeps that application alive, so it never dangles; held
    /// unretained rather than `weak`, since it is set twice per event (docs/performance.md, "Back
    /// references held unretained").
    static unowned(unsafe) var running: UIApplication?
    /// The application created last, while it is alive.
    private static weak var newest: UIApplication?

    /// The application that `Timer`s and `DispatchQueue.main` work without a target run on: the one whose
    /// run loop is running, else the one created last (a test's), else ``shared``
    /// (docs/behaviour/animation.md, 19.7).
    public static var current: UIApplication { running ?? newest ?? shared }

    /// The clock every timestamp and timer of this application uses.
    public let clock: any ApplicationClock

    /// Creates an application. The default clock is a ``VirtualClock`` starting at 0, which only the
    /// application's run loop moves: what tests and replays want.
    public init(clock: any ApplicationClock = VirtualClock()) {
        self.clock = clock
        super.init()
        UIApplication.newest = self
        touchEvent.application = self
        screen.application = self
    }

    /// The application's delegate (held weakly). When it is a responder other than a view, a view
    /// controller or the application, it is the application's next responder.
    public weak var delegate: (any UIApplicationDelegate)?

    open override var next: UIResponder? {
        guard let responder = delegate as? UIResponder, responder !== self,
            !(responder is UIView), !(responder is UIViewController)
        else { return nil }
        return responder
    }

    // MARK: State (see UIApplication+State.swift)

    /// The current state; events are delivered while `.active`. With connected scenes it follows them
    /// (UIApplication+State.swift).
    public internal(set) var applicationState: State = .active

    /// The connected scenes, in connection order; the application retains them (UIApplication+Scenes.swift).
    var sceneList: [UIScene] = []

    // MARK: Ignoring interaction events (behaviour 2.3)

    private var ignoringDepth = 0

    /// Whether new touches are being ignored: true while ``beginIgnoringInteractionEvents()`` calls
    /// outnumber ``endIgnoringInteractionEvents()`` calls.
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }

    /// Starts ignoring new touches; calls nest. Touches already in progress still complete, so every
    /// view that received a touch still sees it end.
    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    /// Balances one ``beginIgnoringInteractionEvents()``.
    public func endIgnoringInteractionEvents() { ignoringDepth = max(0, ignoringDepth - 1) }

    // MARK: Windows (behaviour 1.3)

    private struct WindowRecord {
        weak var window: UIWindow?
    }

    private var windowRecords: [WindowRecord] = []
    /// Visible windows are retained by the application, as in UIKit.
    private var visibleWindows: [ObjectIdentifier: UIWindow] = [:]
    private var nextWindowOrder = 0

    /// The application's windows ordered back to front: by level, then by when they were last
    /// brought forward within their level.
    public var windows: [UIWindow] {
        windowRecords.compactMap(\.window).sorted(by: Self.isBehind)
    }

    /// Whether `a` is behind `b`: a lower level, or the same level and brought forward earlier. The one
    /// order of ``windows``.
    static func isBehind(_ a: UIWindow, _ b: UIWindow) -> Bool {
        a.windowLevel == b.windowLevel ? a.frontOrder < b.frontOrder : a.windowLevel < b.windowLevel
    }

    /// Visits the windows front to back (``windows`` reversed) until `body` gives a value, and returns it,
    /// without building the sorted list, so that a hovering pointer's movement allocates nothing
    /// (docs/performance.md). Each step looks for the frontmost window behind the last one visited.
    func firstFromFront<Result>(_ body: (UIWindow) -> Result?) -> Result? {
        var previous: UIWindow?
        while true {
            var next: UIWindow?
            for record in windowRecords {
                guard let window = record.window else { continue }
                if let previous, !Self.isBehind(window, previous) { continue }
                if let found = next, !Self.isBehind(found, window) { continue }
                next = window
            }
            guard let window = next else { return nil }
            if let result = body(window) { return result }
            previous = window
        }
    }

    /// The window that receives events with no screen location: across all windows and scenes, the one
    /// most recently made key (UIKit deprecated it in iOS 13 for this reason; each scene has its own,
    /// ``UIWindowScene/keyWindow``). See UIApplication+KeyWindow.swift.
    public internal(set) weak var keyWindow: UIWindow?

    func register(_ window: UIWindow) {
        windowRecords.removeAll { $0.window == nil }
        windowRecords.append(WindowRecord(window: window))
        bringToFront(window)
        windowVisibilityChanged(window)
    }

    /// Forgets a window that moves to another application (UIWindow.windowScene).
    func unregister(_ window: UIWindow) {
        windowRecords.removeAll { $0.window == nil || $0.window === window }
        visibleWindows[ObjectIdentifier(window)] = nil
    }

    func bringToFront(_ window: UIWindow) {
        window.frontOrder = nextWindowOrder
        nextWindowOrder += 1
    }

    func windowVisibilityChanged(_ window: UIWindow) {
        if window.isHidden {
            visibleWindows[ObjectIdentifier(window)] = nil
        } else {
            visibleWindows[ObjectIdentifier(window)] = window
        }
    }

    // MARK: Dispatch (behaviour 9, step 5)

    /// Dispatches an event to the windows it concerns: a touch or hover event to every window in which one
    /// of its changed touches began, a scroll or transform event (a step of a trackpad or wheel sequence) to
    /// the window under the pointer when its sequence began, other events (presses, motion, remote control)
    /// to the key window. Every event the application receives comes through here (README, "How an event
    /// travels"). Override it to observe or filter events, and call `super` for every event you want
    /// delivered.
    open func sendEvent(_ event: UIEvent) {
        switch event.type {
        case .touches, .hover:
            sendToWindowsOfChangedTouches(event)
        case .scroll, .transform:
            // A step of a sequence goes to the window the sequence began in, and nowhere once that window is
            // gone; one made by hand (no sequence) to the key window.
            // (The class is compared rather than cast: this runs for every scroll step.)
            let kind = type(of: event)
            if kind == ScrollEvent.self || kind == TransformEvent.self {
                unsafeDowncast(event, to: PointerGestureEvent.self).targetWindow?.sendEvent(event)
            } else {
                keyWindow?.sendEvent(event)
            }
        default:
            keyWindow?.sendEvent(event)
        }
    }

    /// Sends `event` once to each window in which one of its changed touches began, in the order of the
    /// touches.
    private func sendToWindowsOfChangedTouches(_ event: UIEvent) {
        // One touch (a finger, the hovering pointer): one window at most, without the scratch list.
        if event.touchList.count == 1 {
            let touch = event.touchList[0]
            if touch.changedInCurrentEvent, let window = touch.window { window.sendEvent(event) }
            return
        }
        var targets = windowScratch
        windowScratch = []
        targets.removeAllKeepingStorage()
        for touch in event.touchList where touch.changedInCurrentEvent {
            guard let window = touch.window else { continue }
            // A loop rather than `contains(where:)`
            // (docs/performance.md, "Plain loops instead of main-actor closures").
            var known = false
            for target in targets where target === window { known = true; break }
            if !known { targets.append(window) }
        }
        for window in targets { window.sendEvent(event) }
        targets.removeAllKeepingStorage()
        windowScratch = targets
    }

    private var windowScratch: [UIWindow] = []

    // MARK: Configuration

    /// The interval between display frames; raw samples that arrive within one frame are delivered
    /// together, the earlier ones as `coalescedTouches` (behaviour 9, step 7). Default 1/60 s; 0 delivers
    /// every sample on its own.
    public var displayFrameInterval: TimeInterval {
        get { displayFrameIntervalStorage }
        set { displayFrameIntervalStorage = newValue }
    }
    /// Private storage: read for every input the run loop coalesces (docs/performance.md, "Hot properties in
    /// private storage").
    private var displayFrameIntervalStorage: TimeInterval = 1.0 / 60.0

    /// The screen the application's windows are on (see ``UIScreen``): the frame of windows made with
    /// ``UIWindow/init(windowScene:)`` and the grid touches are rounded to. Default `UIScreen()`, 1024 × 768
    /// points at scale 2. Assign a `UIScreen(bounds:scale:)` to configure it.
    public var screen: UIScreen {
        get { screenStorage }
        set {
            screenStorage = newValue
            newValue.application = self
        }
    }
    /// Private storage: its scale is read for every touch sample (docs/performance.md, "Hot properties in
    /// private storage").
    private var screenStorage = UIScreen()

    /// The kept layout warnings (Layout/LayoutReport.swift).
    var layoutWarningStorage: [LayoutWarning] = []
    /// How many layout warnings were dropped, the oldest first, past the 100 kept (``layoutWarnings``).
    public internal(set) var droppedLayoutWarningCount = 0

    /// The screen's pixels per point, ``UIScreen/scale`` of ``screen``: `UITouch.location(in:)` is rounded
    /// to this grid while `preciseLocation(in:)` keeps the device's precision. Setting it replaces
    /// ``screen`` with a screen of the same bounds and the new scale. Default 2.
    public var screenScale: CGFloat {
        get { screen.scale }
        set { screen = UIScreen(bounds: screen.bounds, scale: newValue) }
    }

    /// The log of how events were dispatched, or nil (the default) to record nothing.
    public var dispatchLog: DispatchLog? {
        get { dispatchLogStorage }
        set {
            dispatchLogStorage = newValue
            newValue?.application = self
        }
    }
    /// Private storage: read whenever a window logs.
    private var dispatchLogStorage: DispatchLog?

    // MARK: Event queue and touches (see UIApplication+RunLoop.swift, UIApplication+Touches.swift)

    /// Raw input waiting to be processed, and whether the run loop is draining it.
    let inputs = InputQueue()
    /// Timers on the application's clock, in deadline order.
    let timers = TimerQueue()
    /// Windows with views that need layout, and the spare buffer a layout pass swaps in (Views/UIView+Layout.swift).
    var layoutQueue: [LayoutQueueEntry] = []
    var layoutQueueScratch: [LayoutQueueEntry] = []
    /// Views to draw, the spare buffer a display pass swaps in, and the hidden views waiting to be shown
    /// (Drawing/UIView+Display.swift).
    var displayQueue: [DisplayQueueEntry] = []
    var displayQueueScratch: [DisplayQueueEntry] = []
    var parkedDisplays: [DisplayQueueEntry] = []

    /// The touch event reused for every touch sequence.
    let touchEvent = UIEvent(type: .touches)
    /// Each contact's touch, the contacts ignored until they lift, and the hovering contacts' touches.
    let contacts = ContactTable()
    var nextTouchOrdinal = 1
    var recentTouchEnds: [(time: TimeInterval, location: CGPoint, window: Int, tapCount: Int)] = []
    var isDispatchingTouches = false
    var pendingCancellation: (reason: TouchCancellationReason, ignoreRemaining: Bool)?
    var touchesAwaitingEstimates: [UITouch] = []
    /// The event that carries hover touches to windows.
    let hoverEvent = UIEvent(type: .hover)
    /// Held keys, the edit menu and the input views (Responders/ResponderServices.swift).
    lazy var responderServices = ResponderServices(application: self)
    /// Shake detection and accelerometer subscribers (Motion/MotionState.swift).
    let motionState = MotionState()
    /// Remote-control reception (RemoteControl/RemoteControlState.swift).
    let remoteControlState = RemoteControlState()
    /// 3D Touch capability and quick actions (ForceTouch/ForceTouchState.swift).
    let forceTouchState = ForceTouchState()
    /// The application's pointer (Application/UIApplication+Pointer.swift).
    let pointerState = PointerState()
    /// Drags in progress (DragAndDrop/DragAndDropState.swift).
    let dragAndDropState = DragAndDropState()
}

/// Why the application cancelled touches.
public enum TouchCancellationReason: String, Sendable {
    /// The application resigned active.
    case applicationResignedActive = "application resigned active"
    /// The input source was lost.
    case inputSourceLost = "input source lost"
    /// The view left its window.
    case viewLeftWindow = "view left its window"
    /// The scene of the touches' window resigned active.
    case sceneResignedActive = "scene resigned active"
    /// The touches' window moved to another application.
    case windowChangedApplication = "window moved to another application"
    /// The proximity sensor was covered while monitoring was on: the screen went dark (behaviour 8.7).
    case proximitySensorCovered = "proximity sensor covered"
}
