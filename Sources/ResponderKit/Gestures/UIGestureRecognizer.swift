import Foundation

/// The base class of gesture recognizers (behaviour 4).
///
/// A recognizer attached to a view receives the touches hit-tested to that view or any descendant,
/// before the view does; it moves through the states of behaviour 4.3 and sends its actions as it does.
/// The window's `GestureArena` decides, in one place, which recognizers may recognize together,
/// which wait for others to fail, and what the views see of the touches meanwhile.
///
/// Targets and actions: UIKit's `UIPanGestureRecognizer(target: self, action: Selector("handlePan:",
/// MyController.handlePan(_:)))` (what `responder port` writes for `#selector(handlePan(_:))`), a typed
/// method reference `UIPanGestureRecognizer(target: self, action: MyController.handlePan)` with a method
/// that takes the recognizer (or nothing), or a closure `UIPanGestureRecognizer { pan in ... }`. Targets
/// are held weakly. A selector pair is identified by its target object and selector name (added once,
/// removed with `removeTarget(_:action:)`); method references and closures are added each time.
///
/// ## Subclassing
///
/// UIKit subclasses import `UIKit.UIGestureRecognizerSubclass` to see the subclass-only API. On Linux
/// there are no Clang submodules, so that import does not exist: `import ResponderKit` alone provides the
/// whole subclass API, and `responder port` deletes the import. What the header declares, and what
/// stands for it here:
/// - `var state { get set }`: ``state`` is settable (illegal transitions are ignored and logged);
/// - `reset()`, `ignore(_:for:)` for touches and presses, `canPrevent(_:)`, `canBePrevented(by:)`,
///   `shouldRequireFailure(of:)`, `shouldBeRequiredToFail(by:)`, `shouldReceive(_:)`: the same names;
/// - `touchesBegan/Moved/Ended/Cancelled(_:with:)` (with a non-optional `UIEvent`),
///   `touchesEstimatedPropertiesUpdated(_:)` and `pressesBegan/Changed/Ended/Cancelled(_:with:)`: the same
///   signatures (presses are delivered to responders, not to recognizers, so the presses methods are
///   never called by ResponderKit);
/// - the designated `init(target: Any?, action: Selector?)`, which a subclass overrides as in UIKit and
///   keeps `init()` and the other initializers.
///
/// ResponderKit additions for subclasses: ``explain(_:)`` (why the next state change happens, for the
/// explanation log), ``scheduleDeadline(after:_:)`` (a timer on the application's clock instead of a
/// run-loop timer) and ``abandonForCancelledTouches()``.
@MainActor
open class UIGestureRecognizer: Hashable, @MainActor CustomStringConvertible {
    /// The states of a recognizer, with UIKit's raw values (behaviour 4.3).
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; the default.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (continuous) or was recognized (discrete).
        case ended = 3
        /// A continuous gesture was cancelled.
        case cancelled = 4
        /// The gesture could not be recognized.
        case failed = 5

        /// A discrete gesture was recognized: the same as ``ended``.
        public static var recognized: State { .ended }

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether the state is final until the recognizer is reset.
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    open var description: String {
        "<\(Swift.type(of: self))\(name.map { " '\($0)'" } ?? ""): state = \(state)>"
    }

    // MARK: Creating

    /// Creates a recognizer that sends `action` to `target` (held weakly) when it recognizes (UIKit's
    /// designated initializer): the recognizer's one designated initializer, so a subclass written for
    /// UIKit overrides it as is (`override init(target: Any?, action: Selector?) { super.init(target:
    /// target, action: action) }`) and keeps the other initializers. With a nil `target` or `action`, no
    /// pair is added. See `addTarget(_:action:)` (the `Selector` one) for how the action reaches the target.
    public init(target: Any?, action: Selector?) {
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target; add targets or handlers later.
    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer that calls `action` on `target` (held weakly) with the recognizer.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls the argument-less `action` on `target` (held weakly).
    public convenience init<Target: AnyObject>(
        target: Target, action: @escaping @MainActor (Target) -> @MainActor () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` with itself on every action.
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    // MARK: Targets and actions (behaviour 4.1)

    /// The target-action pairs and handlers, in the order they were added. Read for every action sent: a
    /// computed property over private storage, changed only through ``appendTarget(_:)`` and
    /// ``removeTargets(where:)`` (docs/performance.md, "Hot properties in private storage").
    var targets: [GestureTarget] { targetStorage }
    private var targetStorage: [GestureTarget] = []

    /// Adds a target-action pair or handler at the end.
    func appendTarget(_ target: GestureTarget) {
        var list = targetStorage
        targetStorage = []
        list.append(target)
        targetStorage = list
    }

    /// Removes the pairs `shouldRemove` picks, keeping the others in order.
    func removeTargets(where shouldRemove: (GestureTarget) -> Bool) {
        var list = targetStorage
        targetStorage = []
        list.removeAll(where: shouldRemove)
        targetStorage = list
    }

    /// Calls every action of the state just committed, in the order they were added, then tells the
    /// recognizer through ``actionsSent(for:)``. Pairs whose target is gone are dropped.
    final func sendActions() {
        // Pairs whose target is gone are looked for with a loop and dropped only when there is one: a
        // closure for `removeAll(where:)` on every action cost a main-actor check per target
        // (docs/performance.md, "Plain loops instead of main-actor closures").
        var anyGone = false
        for target in targets where target.holdsTarget && target.target == nil { anyGone = true; break }
        if anyGone { removeTargets { $0.holdsTarget && $0.target == nil } }
        // The actions read the state they announce (GestureArenaRecord.announce()).
        let outer = record.announce()
        for target in targets { target.invoke(target.target, self) }
        record.finishAnnouncing(outer)
        actionsSent(for: committedState)
    }

    /// The hook of recognizers that drive something from their committed state (the 3D Touch preview):
    /// called after the actions of a committed `.began`, `.changed`, `.ended` or `.cancelled` were sent
    /// (`state` is the committed state). Default: nothing.
    func actionsSent(for state: State) {}

    // MARK: State (behaviour 4.3)

    /// The recognizer's state. Clients read it; **only subclasses set it**, as with UIKit's
    /// `UIGestureRecognizerSubclass` header: set `.began`/`.changed`/`.ended` for continuous gestures,
    /// `.ended` (``State/recognized``) or `.failed` for discrete ones. Illegal transitions are ignored.
    /// The window's arena decides whether a requested recognition happens now, waits for another
    /// recognizer to fail (the state stays `.possible`), or fails.
    public var state: State {
        get { record.visible }
        set {
            guard record.request(newValue) else {
                arena?.log(.illegalTransition(recognizer: explanationName, from: record.visible, to: newValue))
                return
            }
            if record.callbackDepth == 0 { arena?.process(self) ?? processWithoutArena() }
        }
    }

    /// The arena's bookkeeping (GestureArenaRecord.swift), changed only through the record's named
    /// transitions (`recognizer.record.follow(touch)`). A `let`, so reaching the record costs no
    /// exclusivity check (docs/performance.md, "Hot properties in private storage").
    let record = GestureArenaRecord()

    /// The state the arena has accepted (``GestureArenaRecord/committed``).
    var committedState: State { record.committed }

    /// The arena the recognizer takes part in while it follows touches or a pointer sequence
    /// (``GestureArenaRecord/arena``).
    var arena: GestureArena? { record.arena }

    /// `arena` is going away: the recognizer, one of its participants, forgets it. Called from the arena's
    /// `deinit`, which is not isolated.
    nonisolated func arenaWentAway(_ arena: GestureArena) {
        if record.takesPart(in: arena) { record.arenaWentAway() }
    }

    /// Records why the next state change happens ("moved 52 pt > 45 pt"), for the explanation log.
    /// Subclasses may call it right before setting ``state``.
    public func explain(_ reason: String) {
        record.explain(.explained(reason))
    }

    /// ``explain(_:)`` for ResponderKit's own recognizers: the reason is built only when a log would record
    /// it (a log attached to the window or application of the recognizer's arena, else of its view), so
    /// that a recognizer failing or recognizing builds no text otherwise (docs/performance.md, "Landing,
    /// lifting and moving fingers").
    func explain(lazily reason: @autoclosure () -> String) {
        guard let window = arena?.window ?? view?.window, window.isLogging else { return }
        record.explain(.explained(reason()))
    }

    /// What a recognizer does when its touches are cancelled (behaviour 4.6): a gesture in progress is
    /// cancelled, an undecided one fails. Subclass API for `touchesCancelled(_:with:)`.
    public func abandonForCancelledTouches() {
        explain("touches cancelled")
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Back to `.possible`, requested and committed, once the recognizer was reset (the arena's reset, or
    /// a hover recognizer's when its pointer left). Not logged: the reset is.
    func returnToPossible() {
        GestureArena.transition(self, to: .possible, cause: nil, loggingIn: nil, actions: .none)
    }

    /// A recognizer outside any window has no arena: its transitions commit and send their actions at
    /// once, through the arena's one transition function, unlogged.
    private func processWithoutArena() {
        let transitions = Array(record.pendingStates)
        record.dropRequests()
        for next in transitions where next != .possible {
            GestureArena.transition(
                self, to: next, cause: nil, loggingIn: nil, actions: next == .failed ? .none : .send)
        }
    }

    // MARK: Configuration (behaviour 4.1)

    /// The delegate, held weakly.
    public weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes part; setting false cancels (or fails) a gesture in progress. Default `true`.
    open var isEnabled: Bool = true {
        didSet { if !isEnabled && oldValue { withdraw(cause: .disabled) } }
    }

    /// Leaves the gesture in progress (cancelled, or failed if undecided) because the recognizer was
    /// disabled, removed from its view, or its view left the window (behaviour 4.1).
    func withdraw(cause: GestureStateCause) {
        if let arena { arena.withdraw(self, cause: cause) } else { withdrawOutsideArena(cause: cause) }
    }

    /// The same for a recognizer that follows no touches in an arena (a hover recognizer). Default: nothing.
    func withdrawOutsideArena(cause: GestureStateCause) {}

    /// The view the recognizer is attached to.
    public internal(set) var view: UIView? {
        get { viewReference }
        set { viewReference = newValue }
    }
    /// The view, held unretained rather than `weak`: the view keeps its recognizers, and its `deinit` clears
    /// this reference (``viewWentAway()``), as removing the recognizer does, so it never dangles. A weak
    /// reference gave every view with a recognizer a side table (docs/performance.md, "Back references held
    /// unretained"). `nonisolated(unsafe)` lets the view's nonisolated `deinit` clear it.
    nonisolated(unsafe) private unowned(unsafe) var viewReference: UIView?

    /// The view is going away (its `deinit`, which is not isolated) with the recognizer still attached:
    /// the recognizer is attached to no view from now on, as a weak reference would read.
    nonisolated func viewWentAway() { viewReference = nil }

    /// Whether the view's touches are cancelled when the gesture is recognized. Default `true`.
    public var cancelsTouchesInView = true
    /// Whether began touches are held back from the view until the gesture fails. Default `false`.
    public var delaysTouchesBegan = false
    /// Whether ended touches are held back from the view until the gesture is decided. Default `true`.
    public var delaysTouchesEnded = true
    /// The touch types the recognizer accepts, as raw values of ``UITouch/TouchType``. Default: all.
    public var allowedTouchTypes: [NSNumber] = UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) } {
        didSet { allowedTouchTypeMask = Self.touchTypeMask(allowedTouchTypes) }
    }
    /// ``allowedTouchTypes`` as bits (1 << raw value; other values never match a touch), kept with it so
    /// that a landing finger does not read each recognizer's `NSNumber`s (docs/performance.md, "Landing,
    /// lifting and moving fingers").
    private var allowedTouchTypeMask: UInt = UIGestureRecognizer.touchTypeMask(
        UITouch.TouchType.allCases.map { NSNumber(value: $0.rawValue) })

    private static func touchTypeMask(_ types: [NSNumber]) -> UInt {
        var mask: UInt = 0
        for type in types where (0..<UInt.bitWidth).contains(type.intValue) { mask |= 1 << UInt(type.intValue) }
        return mask
    }

    /// Whether ``allowedTouchTypes`` lists `type`.
    func allowsTouchType(_ type: UITouch.TouchType) -> Bool {
        (0..<UInt.bitWidth).contains(type.rawValue) && allowedTouchTypeMask & (1 << UInt(type.rawValue)) != 0
    }
    /// Whether, once a touch of one type arrives, touches of other types are ignored until reset. Default `true`.
    public var requiresExclusiveTouchType = true
    /// The press types the recognizer accepts, as raw values of ``UIPress/PressType``. Default: the named
    /// types (arrows, select, menu, play/pause, page up/down, the TV remote buttons). Recorded only:
    /// ResponderKit delivers presses to responders, not to recognizers (behaviour 3.4).
    public var allowedPressTypes: [NSNumber] = [
        UIPress.PressType.upArrow, .downArrow, .leftArrow, .rightArrow, .select, .menu, .playPause,
        .pageUp, .pageDown, .tvRemoteOneTwoThree, .tvRemoteFourColors,
    ].map { NSNumber(value: $0.rawValue) }
    /// A name for debugging and the explanation log. Default nil.
    public var name: String? {
        get { nameStorage }
        set { nameStorage = newValue }
    }
    /// Private storage (docs/performance.md, "Hot properties in private storage").
    private var nameStorage: String?

    // MARK: Touches

    /// The touches the recognizer is following, in the order they arrived.
    public var trackedTouches: [UITouch] { record.followedTouches }

    /// The number of touches the recognizer is following.
    public var numberOfTouches: Int { trackedTouches.count }

    /// The location of the gesture in `view` (nil: window coordinates): the centroid of its touches by
    /// default; subclasses may report another point (a tap its first tap's location).
    open func location(in view: UIView?) -> CGPoint {
        convertFromWindow(centroidInWindow(), to: view)
    }

    // MARK: Subclass hooks (behaviour 4.6)

    /// Called with new touches, before the view sees them. Call `super`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with moved touches. Call `super`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with lifted touches. Call `super`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with cancelled touches; set `.cancelled` (continuous) or `.failed` (discrete). Call `super`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Called with updated estimated properties. Call `super`.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
    /// Called with new presses. Call `super`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called with changed presses. Call `super`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called with released presses. Call `super`.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Called with cancelled presses. Call `super`.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Resets internal state once the gesture is over (behaviour 11: after a terminal state and once every
    /// touch it followed has ended); the state is `.possible` again afterwards. Call `super`.
    open func reset() {}

    /// Whether this recognizer, by recognizing, may force `preventedGestureRecognizer` out. Default `true`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, by recognizing, may force this one out. Default `true`.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default `false`.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default `false`.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether the recognizer wants the new touches of `event`. Default `true`.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    // MARK: Helpers for recognizers

    /// The application's current time (0 outside a window).
    var currentTime: TimeInterval { (view?.window?.application?.clock.now) ?? record.lastTimestamp }

    /// The time a velocity is evaluated at (behaviour 11 "Velocity"): the application's current time, never
    /// before the last sample, so that a velocity read with no new event falls to zero once the fingers
    /// have been still for ``VelocityEstimator/stillnessInterval``.
    func velocityEvaluationTime(lastSample: TimeInterval) -> TimeInterval {
        max(currentTime, lastSample)
    }

    /// Schedules `action` after `interval` seconds on the application's clock (virtual in tests), for
    /// recognizers that decide on time: set ``state`` from the callback and the arena processes it as it
    /// does after a touch method. Invalidate the returned timer in ``reset()``. Returns nil while the
    /// recognizer's view is not in a window. Subclass API (a ResponderKit addition: UIKit subclasses
    /// would use a run-loop timer, which must not read the wall clock here).
    public func scheduleDeadline(after interval: TimeInterval, _ action: @escaping @MainActor () -> Void)
        -> ApplicationTimer?
    {
        guard let application = view?.window?.application else { return nil }
        return application.scheduleTimer(at: application.clock.now + interval, action)
    }

    /// Arms a deadline of ResponderKit's own recognizers `interval` seconds from now, reusing `timer` (the
    /// recognizer's last deadline) once it fired or was invalidated, so that a recognizer scheduling its
    /// deadline at every landing finger allocates nothing after its first (docs/performance.md, "Landing,
    /// lifting and moving fingers"). A timer still pending stays queued, as with
    /// ``scheduleDeadline(after:_:)``, and a new one is made with `makeAction()`, whose action must not
    /// depend on the arming (the recognizer keeps what it needs). Returns nil while the recognizer's view is
    /// not in a window.
    func rearmDeadline(
        _ timer: ApplicationTimer?, after interval: TimeInterval, _ makeAction: () -> @MainActor () -> Void
    ) -> ApplicationTimer? {
        guard let application = view?.window?.application else { return nil }
        let deadline = application.clock.now + interval
        if let timer, timer.isReusable, !timer.isValid {
            application.timers.reschedule(timer, at: deadline)
            return timer
        }
        let timer = ApplicationTimer(deadline: deadline, reusable: true, action: makeAction())
        application.timers.reschedule(timer, at: deadline)
        return timer
    }

    /// The name the explanation log (``DispatchLog``) gives this recognizer: its ``name`` followed by its
    /// kind in parentheses (`movePhoto (pan)` for a `UIPanGestureRecognizer` named `movePhoto`), or the
    /// kind alone when ``name`` is nil (`tap`). The kind is the type's name without `UI` and
    /// `GestureRecognizer`, lowercased. Tools that show recognizers next to the log (the inspector) use it
    /// so that their names match the log's. A ResponderKit addition: UIKit has no such property.
    public var explanationName: String {
        let kind = explanationKind
        return name.map { "\($0) (\(kind))" } ?? kind
    }

    /// The recognizer's kind as explanations print it (`pan`, `tap`): its type's name without `UI` and
    /// `GestureRecognizer`, lowercased. Derived once: explanations are built on state changes whether or
    /// not a log is attached, and Foundation's string replacement made that a fifth of the cost of a
    /// touch sequence.
    private lazy var explanationKind: String = String(describing: Swift.type(of: self))
        .replacingOccurrences(of: "GestureRecognizer", with: "")
        .replacingOccurrences(of: "UI", with: "")
        .lowercased()
}
