import Foundation

/// A recognizer's bookkeeping for the arena, in one record with its own named transitions: what the
/// subclass asked for and what the arena committed, the states not yet processed, a recognition deferred
/// until required recognizers fail, owed actions, the callback depth, the reasons for the explanation log,
/// the arena it takes part in, its failure requirements, the touches of its attempt, and where the gesture
/// was last.
///
/// Every field is written by the record's own mutating methods (the transitions below), never by the
/// arena or the recognizer field by field; the arena calls them through ``UIGestureRecognizer/record``.
/// The record lives in the recognizer's private storage and is reached through that one accessor, whose
/// access spans only these transitions (they call nothing outside the record), so the optimizer sees every
/// access and drops the runtime exclusivity checks it keeps on the stored properties of an open class
/// (docs/performance.md, "Hot properties in private storage"). The arrays are changed in place, through
/// that one access, so their storage stays unique and a moved touch allocates nothing.
///
/// ``committed`` has one writer, ``commit(_:updatingRequested:)``, called only from
/// `GestureArena.transition(_:to:cause:loggingIn:updatingRequested:actions:)`, the one place a
/// recognizer's state is committed, logged and its actions sent. Legality is decided in one place,
/// ``isLegal(from:to:)``.
@MainActor
struct GestureArenaRecord {
    typealias State = UIGestureRecognizer.State

    // MARK: States

    /// The state as the subclass last set it.
    private(set) var requested: State = .possible
    /// The state the arena committed.
    private(set) var committed: State = .possible
    /// While the actions of a committed state are sent: that state. `UIGestureRecognizer.state` reads it
    /// (``visible``), so that an action reads the state it announces even when the subclass requested
    /// more states since (behaviour 4.3). A commit ends it: an action that withdraws its own recognizer
    /// then reads where the withdrawal took it.
    private var announced: State?
    /// How many states were committed, to tell whether one was committed while actions were sent.
    private var commits = 0
    /// States set but not yet processed by the arena, from `queueHead` on.
    private var queue: [State] = []
    /// The index of the oldest state not yet processed in `queue`: taking a state moves it rather than
    /// removing the array's first element.
    private var queueHead = 0
    /// A recognition (`.began` or `.ended`) deferred until required recognizers fail.
    private(set) var deferredRecognition: State?
    /// The arena committed a recognition whose actions are not sent yet (views' touches are being
    /// cancelled and others forced out first); a withdrawal meanwhile sends them before cancelling.
    private(set) var owesActions = false

    /// The state `UIGestureRecognizer.state` reads: the state whose actions are being sent, else the
    /// requested one.
    var visible: State { announced ?? requested }

    /// The states set but not yet processed, in order.
    var pendingStates: ArraySlice<State> { queue[queueHead...] }

    /// The subclass set `state`: accepted when legal from the state it sees (behaviour 4.3), then queued for
    /// the arena. Returns false, changing nothing, for an illegal transition.
    mutating func request(_ state: State) -> Bool {
        guard Self.isLegal(from: visible, to: state) else { return false }
        requested = state
        queue.append(state)
        return true
    }

    /// Takes the oldest state not yet processed, if any.
    mutating func takeNextRequest() -> State? {
        guard queueHead < queue.count else { return nil }
        let next = queue[queueHead]
        queueHead += 1
        if queueHead == queue.count { dropRequests() }
        return next
    }

    /// Drops the states not yet processed, keeping the queue's storage.
    mutating func dropRequests() {
        queue.removeAllKeepingStorage()
        queueHead = 0
    }

    /// Commits `state`; the requested state follows unless `updatingRequested` is false.
    mutating func commit(_ state: State, updatingRequested: Bool) {
        committed = state
        if updatingRequested { requested = state }
        announced = nil
        commits &+= 1
    }

    /// The arena did not commit the recognition the subclass requested (it waits, or it failed): the
    /// states requested after it are dropped and the requested state is the committed one again.
    mutating func refuseRecognition() {
        dropRequests()
        requested = committed
    }

    /// The recognizer's attempt is decided elsewhere (it fails, or a winner forces it out): no deferred
    /// recognition and no requested state is left to process.
    mutating func dropPendingDecisions() {
        deferredRecognition = nil
        dropRequests()
    }

    /// The arena committed a recognition whose actions are sent later (``owesActions``).
    mutating func oweActions() { owesActions = true }

    /// Takes the owed actions: true when there were some, which the caller now sends.
    mutating func takeOwedActions() -> Bool {
        guard owesActions else { return false }
        owesActions = false
        return true
    }

    /// The actions of the committed state are about to be sent: `state` reads it until
    /// ``finishAnnouncing(_:)`` or the next commit.
    mutating func announce() -> Announcement {
        let outer = Announcement(state: announced, commits: commits)
        announced = committed
        return outer
    }

    /// The actions announced by ``announce()`` were sent: what was announced before (actions sent from
    /// an action) is announced again, unless a state was committed meanwhile.
    mutating func finishAnnouncing(_ outer: Announcement) {
        announced = commits == outer.commits ? outer.state : nil
    }

    /// What was announced when actions started to be sent, and when.
    struct Announcement {
        fileprivate let state: State?
        fileprivate let commits: Int
    }

    // MARK: Waiting for required recognizers (behaviour 4.5)

    /// A recognition as `target` waits for required recognizers to fail; `reason` is kept until it proceeds.
    /// Returns whether it was not waiting before (the wait is worth logging).
    mutating func deferRecognition(_ target: State, reason: GestureStateCause?) -> Bool {
        let isNew = deferredRecognition == nil
        deferredRecognition = target
        pendingReason = reason
        return isNew
    }

    /// The deferred recognition proceeds (or is decided otherwise).
    mutating func clearDeferral() { deferredRecognition = nil }

    /// The deferred recognition is tried again: its kept reason becomes the reason of the next change.
    /// Returns the state it waits to reach, or nil when none waits.
    mutating func resumeDeferral() -> State? {
        guard let target = deferredRecognition else { return nil }
        if let pendingReason { reason = pendingReason }
        return target
    }

    /// The recognizers this attempt waits for, built once per attempt (behaviour 4.5); nil until built.
    private(set) var requirementsForAttempt: [WeakRecognizer]?

    /// Keeps the requirements built for this attempt.
    mutating func cacheRequirements(_ required: [WeakRecognizer]) { requirementsForAttempt = required }

    /// Forgets the cached requirements (an attempt that its reset already ended).
    mutating func forgetRequirements() { requirementsForAttempt = nil }

    /// The recognizers this one waits for to fail (``UIGestureRecognizer/require(toFail:)``), held weakly.
    private(set) var requiredToFail: [WeakRecognizer] = []

    /// Adds `other` to the recognizers that must fail first, once.
    mutating func require(toFail other: UIGestureRecognizer) {
        for required in requiredToFail where required.recognizer === other { return }
        requiredToFail.append(WeakRecognizer(other))
    }

    // MARK: Reasons, for the explanation log

    /// Why the recognizer is about to change state.
    private var reason: GestureStateCause?
    /// The reason of a deferred recognition, kept until it proceeds.
    private var pendingReason: GestureStateCause?

    /// Records why the next state change happens.
    mutating func explain(_ cause: GestureStateCause) { reason = cause }

    /// Takes the reason of the next change, if any.
    mutating func takeReason() -> GestureStateCause? {
        let taken = reason
        reason = nil
        return taken
    }

    // MARK: Taking part in an arena

    /// The arena the recognizer takes part in while it follows touches or a pointer sequence: set when it
    /// joins the arena's participants, cleared when it leaves them (its reset) or when the arena goes away
    /// (the arena's `deinit`), so it never dangles. Unretained rather than `weak` (docs/performance.md,
    /// "Back references held unretained").
    private(set) unowned(unsafe) var arena: GestureArena?
    /// Non-zero while the arena is calling one of the recognizer's touch methods.
    private(set) var callbackDepth = 0
    /// The timestamp of the last touches or pointer step given to the recognizer.
    private(set) var lastTimestamp: TimeInterval = 0

    /// Joins `arena`'s participants.
    mutating func join(_ arena: GestureArena) { self.arena = arena }

    /// The arena is going away while the recognizer is still its participant (from the arena's `deinit`,
    /// which is not isolated).
    nonisolated mutating func arenaWentAway() { arena = nil }

    /// Leaves the arena (the recognizer's reset): stops following every touch and forgets the attempt's
    /// touches, type, deferral, requirements, owed actions and requested states, keeping the storage for the
    /// next sequence.
    mutating func leave() {
        followedTouches.removeAllKeepingStorage()
        attemptTouches.removeAllKeepingStorage()
        exclusiveTouchType = nil
        deferredRecognition = nil
        requirementsForAttempt = nil
        owesActions = false
        dropRequests()
        arena = nil
    }

    /// The arena calls one of the recognizer's touch methods with an event of `timestamp`.
    mutating func enterCallback(at timestamp: TimeInterval) {
        lastTimestamp = timestamp
        callbackDepth += 1
    }

    /// The touch method returned.
    mutating func exitCallback() { callbackDepth -= 1 }

    /// A pointer step or a timer reached the recognizer at `time`.
    mutating func stamp(_ time: TimeInterval) { lastTimestamp = time }

    // MARK: Touches of the attempt

    /// The touches the recognizer follows, in the order they arrived (``UIGestureRecognizer/trackedTouches``).
    private(set) var followedTouches: [UITouch] = []
    /// Touches given to the recognizer during the current attempt (for cancelling them in the view).
    private(set) var attemptTouches: [UITouch] = []
    /// The type of the first touch of the attempt (``UIGestureRecognizer/requiresExclusiveTouchType``).
    private(set) var exclusiveTouchType: UITouch.TouchType?

    /// Starts following `touch`: it is one of the attempt's touches, and the first one's type is the
    /// exclusive type.
    mutating func follow(_ touch: UITouch) {
        followedTouches.append(touch)
        attemptTouches.append(touch)
        if exclusiveTouchType == nil { exclusiveTouchType = touch.type }
    }

    /// Stops following `touch`, which leaves the attempt's touches (``UIGestureRecognizer/ignore(_:for:)``).
    mutating func stopFollowing(_ touch: UITouch) {
        while let index = followedTouches.firstIndex(of: touch) { followedTouches.remove(at: index) }
        var index = attemptTouches.count
        while index > 0 {
            index -= 1
            if attemptTouches[index] === touch { attemptTouches.remove(at: index) }
        }
    }

    /// Stops following the touches that ended or were cancelled, keeping the others in order.
    mutating func removeInactiveTouches() { followedTouches.removeInactiveTouches() }

    // MARK: Where the gesture was

    /// The gesture's location when it was last computed (window coordinates), and that window: what
    /// `location(in:)` reports once the touches are gone.
    private(set) var lastCentroidInWindow: CGPoint = .zero
    private(set) weak var lastWindow: UIWindow?

    /// The gesture is at `point` in `window` (a centroid of touches, a pointer's location).
    mutating func place(at point: CGPoint, in window: UIWindow?) {
        lastCentroidInWindow = point
        lastWindow = window
    }

    /// The gesture is at `point`, in the window it was placed in before.
    mutating func move(to point: CGPoint) { lastCentroidInWindow = point }

    // MARK: Legality (behaviour 4.3)

    /// Whether a recognizer may move from `from` to `to` (behaviour 4.3): the one table both the state a
    /// subclass requests and the state the arena commits are checked against.
    nonisolated static func isLegal(from: State, to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (_, .possible): true
        default: false
        }
    }
}
