import Foundation

/// A range of frame rates a display link asks for (Apple's `CAFrameRateRange`).
public struct CAFrameRateRange: Sendable, Equatable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// A range from `minimum` to `maximum`, preferring `preferred`.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// A timer that calls its target once per display frame, on the application's clock (Apple's
/// `CADisplayLink`; docs/behaviour/animation.md, 19.6).
///
/// Display frames are the application's (``UIApplication/displayFrameInterval``, 1/60 s, counted from
/// time 0: the frames input is coalesced in). A link with a preferred rate below the display's calls
/// every n-th frame, n = the display's rate ÷ the preferred rate, rounded. Each call is an
/// ``ApplicationTimer`` armed again for the next frame, so a running link allocates nothing per frame.
///
/// `CADisplayLink(target: self, selector: #selector(step(_:)))` ports with `responder port` as every
/// `#selector` does (`Selector("step:", ViewController.step(_:))`); ``init(handler:)`` is ResponderKit's
/// closure form. The link ticks on the clock of its target's application (a view's window's, a view
/// controller's view's window's) when it is added, else of ``UIApplication/shared``; ``add(to:)`` names the
/// application. While added, the link keeps itself alive, as the run loop retains it in UIKit, until
/// ``invalidate()``.
@MainActor
open class CADisplayLink {
    /// The time of the frame of the current (or last) call; 0 before the first.
    public private(set) var timestamp: TimeInterval = 0
    /// The time of the next frame the link will be called for.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between the link's calls, in seconds.
    public private(set) var duration: TimeInterval = 0

    /// Whether calls are suspended. Default `false`.
    open var isPaused = false {
        didSet {
            guard isPaused != oldValue else { return }
            if isPaused { timer?.invalidate() } else { armNextFrame() }
        }
    }

    /// The preferred rate in frames per second; 0 (the default) is the display's rate.
    open var preferredFramesPerSecond: Int = 0

    /// The preferred range of rates; ``CAFrameRateRange/default`` is the display's rate. Takes precedence
    /// over ``preferredFramesPerSecond`` when set.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    private var target: AnyObject?
    private let selector: Selector?
    private let handler: (@MainActor (CADisplayLink) -> Void)?
    private weak var application: UIApplication?
    private var timer: ApplicationTimer?
    /// The link itself while it is added: the run loop's retain in UIKit.
    private var retainedWhileAdded: CADisplayLink?

    /// A link calling `selector` on `target` with the link as argument (keeps `target` until invalidated).
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        handler = nil
    }

    /// A link calling `handler` with the link (ResponderKit's closure form).
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) {
        target = nil
        selector = nil
        self.handler = handler
    }

    /// Starts the calls on the main run loop: the clock of the target's application, else of
    /// ``UIApplication/shared``. The mode is accepted and has no effect (the application's run loop has one).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        add(to: targetApplication ?? .shared)
    }

    /// Starts the calls on `application`'s clock.
    open func add(to application: UIApplication) {
        guard self.application == nil else { return }
        self.application = application
        retainedWhileAdded = self
        armNextFrame()
    }

    /// Stops the calls (as ``invalidate()`` without releasing the target).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        timer?.invalidate()
        application = nil
        retainedWhileAdded = nil
    }

    /// Stops the calls for good and releases the target.
    open func invalidate() {
        remove(from: .main, forMode: .common)
        target = nil
    }

    /// The application of a view or view controller target that is in a window.
    private var targetApplication: UIApplication? {
        if let view = target as? UIView { return view.window?.application }
        if let controller = target as? UIViewController { return controller.viewIfLoaded?.window?.application }
        return nil
    }

    /// How many display frames lie between calls.
    private func framesPerCall(displayRate: Double) -> Double {
        let range = preferredFrameRateRange
        let wanted = Double(range.preferred ?? (range.maximum > 0 ? range.maximum : Float(preferredFramesPerSecond)))
        guard wanted > 0, wanted < displayRate else { return 1 }
        return max(1, (displayRate / wanted).rounded())
    }

    private func armNextFrame() {
        guard !isPaused, let application else { return }
        let frame = application.displayFrameInterval > 0 ? application.displayFrameInterval : 1.0 / 60.0
        duration = frame * framesPerCall(displayRate: 1 / frame)
        // The first display frame strictly after now.
        let next = ((application.clock.now + 1e-9) / frame).rounded(.down) + 1
        let deadline = max(next * frame, timestamp + duration)
        targetTimestamp = deadline
        if let timer {
            application.timers.reschedule(timer, at: deadline)
        } else {
            let timer = ApplicationTimer(deadline: deadline, reusable: true) { [weak self] in self?.tick() }
            self.timer = timer
            application.timers.reschedule(timer, at: deadline)
        }
    }

    private func tick() {
        guard let timer else { return }
        timestamp = timer.deadline
        targetTimestamp = timestamp + duration
        if let handler {
            handler(self)
        } else if let selector, let target {
            _ = selector.perform(on: target, sender: self, event: nil)
        }
        armNextFrame()
    }
}
