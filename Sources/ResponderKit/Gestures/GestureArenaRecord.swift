import Foundation

/// A recognizer's bookkeeping for the arena, in one record with its own named transitions: what the
/// subclass asked for and what the arena committed, the states not yet processed, a recognition deferred
/// until required recognizers fail, owed actions, the callback depth, the reasons for the explanation log,
/// the arena it takes part in, its failure requirements, the touches of its attempt, and where the gesture
/// was last.
///
/// Every field is written by the record's own methods (the transitions below), never by the arena or the
/// recognizer field by field; the arena calls them through ``UIGestureRecognizer/record``. The record is
/// a final class internal to the module, held by a `let`: the optimizer sees every access to its stored
/// properties and drops the runtime exclusivity checks it would keep on the stored properties of the open
/// recognizer class, as long as no access spans a call (docs/performance.md, "Hot properties in private
/// storage"). So each method reads or writes a field in one step, and the arrays are changed on a local
/// copy swapped out of the field, so their storage stays unique and a moved touch allocates nothing
/// (docs/performance.md, "Arrays changed on a local copy").
///
/// ``committed`` has one writer, ``commit(_:updatingRequested:)``, called only from
/// `GestureArena.transition(_:to:cause:loggingIn:updatingRequested:actions:)`, the one place a
/// recognizer's state is committed, logged and its actions sent. Legality is decided in one place,
/// ``isLegal(from:to:)``.
@MainActor
final class GestureArenaRecord {
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
    func request(_ state: State) -> Bool {
        guard Self.isLegal(from: visible, to: state) else { return false }
        requested = state
        var pending = queue
        queue = []
        pending.append(state)
        queue = pending
        return true
    }

    /// Takes the oldest state not yet processed, if any.
    func takeNextRequest() -> State? {
        let head = queueHead
        guard head < queue.count else { return nil }
        let next = queue[head]
        queueHead = head + 1
        if head + 1 == queue.count { dropRequests() }
        return next
    }

    /// Drops the states not yet processed, keeping the queue's storage.
    func dropRequests() {
        var pending = queue
        queue = []
        pending.removeAllKeepingStorage()
        queue = pending
        queueHead = 0
    }

    /// Commits `state`; the requested state follows unless `updatingRequested` is false.
    func commit(_ state: State, updatingRequested: Bool) {
        committed = state
        if updatingRequested { requested = state }
        announced = nil
        commits &+= 1
    }

    /// The arena did not commit the recognition the subclass requested (it waits, or it failed): the
    /// states requested after it are dropped and the requested state is the committed one again.
    func refuseRecognition() {
        dropRequests()
        requested = committed
    }

    /// The recognizer's attempt is decided elsewhere (it fails, or a winner forces it out): no deferred
    /// recognition and no requested state is left to process.
    func dropPendingDecisions() {
        deferredRecognition = nil
        dropRequests()
    }

    /// The arena committed a recognition whose actions are sent later (``owesActions``).
    func oweActions() { owesActions = true }

    /// Takes the owed actions: true when there were some, which the caller now sends.
    func takeOwedActions() -> Bool {
        guard owesActions else { return false }
        owesActions = false
        return true
    }

    /// The actions of the committed state are about to be sent: `state` reads it until
    /// ``finishAnnouncing(_:)`` or the next commit.
    func announce() -> Announcement {
        let outer = Announcement(state: announced, commits: commits)
        announced = committed
        return outer
    }

    /// The actions announced by ``announce()`` were sent: what was announced before (actions sent from
    /// an action) is announced again, unless a state was committed meanwhile.
    func finishAnnouncing(_ outer: Announcement) {
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
    func deferRecognition(_ target: State, reason: GestureStateCause?) -> Bool {
        let isNew = deferredRecognition == nil
        deferredRecognition = target
        pendingReason = reason
        return isNew
    }

    /// The deferred recognition proceeds (or is decided otherwise).
    func clearDeferral() { deferredRecognition = nil }

    /// The deferred recognition is tried again: its kept reason becomes the reason of the next change.
    /// Returns the state it waits to reach, or nil when none waits.
    func resumeDeferral() -> State? {
        guard let target = deferredRecognition else { return nil }
        if let pendingReason { reason = pendingReason }
        return target
    }

    /// The recognizers this attempt waits for, built once per attempt (behaviour 4.5); nil until built.
    private(set) var requirementsForAttempt: [WeakRecognizer]?

    /// Keeps the requirements built for this attempt.
    func cacheRequirements(_ required: [WeakRecognizer]) { requirementsForAttempt = required }

    /// Forgets the cached requirements (an attempt that its reset already ended).
    func forgetRequirements() { requirementsForAttempt = nil }

    /// The recognizers this one waits for to fail (``UIGestureRecognizer/require(toFail:)``), held weakly.
    private(set) var requiredToFail: [WeakRecognizer] = []

    /// Adds `other` to the recognizers that must fail first, once.
    func require(toFail other: UIGestureRecognizer) {
        var required = requiredToFail
        requiredToFail = []
        if !required.contains(where: { $0.recognizer === other }) { required.append(WeakRecognizer(other)) }
        requiredToFail = required
    }

    // MARK: Reasons, for the explanation log

    /// Why the recognizer is about to change state.
    private var reason: GestureStateCause?
    /// The reason of a deferred recognition, kept until it proceeds.
    private var pendingReason: GestureStateCause?

    /// Records why the next state change happens.
    func explain(_ cause: GestureStateCause) { reason = cause }

    /// Takes the reason of the next change, if any.
    func takeReason() -> GestureStateCause? {
        let taken = reason
        reason = nil
        return taken
    }

    // MARK: Taking part in an arena

    /// The arena the recognizer takes part in while it follows touches or a pointer sequence: set when it
    /// joins the arena's participants, cleared when it leaves them (its reset) or when the arena goes away
    /// (the arena's `deinit`), so it never dangles. Unretained rather than `weak` (docs/performance.md,
    /// "Back references held unretained"), as an `Unmanaged` reference so that the arena's questions
    /// compare it without retaining it.
    nonisolated(unsafe) private var arenaReference: Unmanaged<GestureArena>?

    /// The arena the recognizer takes part in, if any.
    var arena: GestureArena? { arenaReference?.takeUnretainedValue() }
    /// Non-zero while the arena is calling one of the recognizer's touch methods.
    private(set) var callbackDepth = 0
    /// The timestamp of the last touches or pointer step given to the recognizer.
    private(set) var lastTimestamp: TimeInterval = 0

    /// Joins `arena`'s participants.
    func join(_ arena: GestureArena) { arenaReference = .passUnretained(arena) }

    /// The arena is going away while the recognizer is still its participant (from the arena's `deinit`,
    /// which is not isolated).
    nonisolated func arenaWentAway() { arenaReference = nil }

    /// Leaves the arena (the recognizer's reset): stops following every touch and forgets the attempt's
    /// touches, type, deferral, requirements, owed actions and requested states, keeping the storage for the
    /// next sequence.
    func leave() {
        var touches = followedTouches
        followedTouches = []
        touches.removeAllKeepingStorage()
        followedTouches = touches
        var attempt = attemptTouches
        attemptTouches = []
        attempt.removeAllKeepingStorage()
        attemptTouches = attempt
        exclusiveTouchType = nil
        deferredRecognition = nil
        requirementsForAttempt = nil
        owesActions = false
        dropRequests()
        arenaReference = nil
    }

    /// The arena calls one of the recognizer's touch methods with an event of `timestamp`.
    func enterCallback(at timestamp: TimeInterval) {
        lastTimestamp = timestamp
        callbackDepth = callbackDepth + 1
    }

    /// The touch method returned.
    func exitCallback() { callbackDepth = callbackDepth - 1 }

    /// A pointer step or a timer reached the recognizer at `time`.
    func stamp(_ time: TimeInterval) { lastTimestamp = time }

    // MARK: Touches of the attempt

    /// The touches the recognizer follows, in the order they arrived (``UIGestureRecognizer/trackedTouches``).
    private(set) var followedTouches: [UITouch] = []
    /// Touches given to the recognizer during the current attempt (for cancelling them in the view).
    private(set) var attemptTouches: [UITouch] = []
    /// The type of the first touch of the attempt (``UIGestureRecognizer/requiresExclusiveTouchType``).
    private(set) var exclusiveTouchType: UITouch.TouchType?

    /// Starts following `touch`: it is one of the attempt's touches, and the first one's type is the
    /// exclusive type.
    func follow(_ touch: UITouch) {
        var touches = followedTouches
        followedTouches = []
        touches.append(touch)
        followedTouches = touches
        var attempt = attemptTouches
        attemptTouches = []
        attempt.append(touch)
        attemptTouches = attempt
        if exclusiveTouchType == nil { exclusiveTouchType = touch.type }
    }

    /// Stops following `touch`, which leaves the attempt's touches (``UIGestureRecognizer/ignore(_:for:)``).
    ///
    /// A touch is followed once (``follow(_:)`` runs when it begins), so one removal suffices; the search
    /// starts from the end, where the touches a recognizer ignores usually are (pinch and rotation ignore
    /// the fingers after their first two, latest first), so that ignoring them costs no walk over the
    /// others (docs/performance.md, "Replays linear in their input").
    func stopFollowing(_ touch: UITouch) {
        var touches = followedTouches
        followedTouches = []
        Self.removeLast(touch, from: &touches)
        followedTouches = touches
        var attempt = attemptTouches
        attemptTouches = []
        Self.removeLast(touch, from: &attempt)
        attemptTouches = attempt
    }

    /// Removes the last occurrence of `touch` from `touches`, searching from the end (a loop rather than
    /// `lastIndex(where:)`: docs/performance.md, "Plain loops instead of main-actor closures").
    private static func removeLast(_ touch: UITouch, from touches: inout [UITouch]) {
        var index = touches.count
        while index > 0 {
            index -= 1
            if touches[index] === touch {
                touches.remove(at: index)
                return
            }
        }
    }

    /// Stops following the touches that ended or were cancelled, keeping the others in order.
    func removeInactiveTouches() {
        var touches = followedTouches
        followedTouches = []
        touches.removeInactiveTouches()
        followedTouches = touches
    }

    // MARK: Where the gesture was

    /// The gesture's location when it was last computed (window coordinates), and that window: what
    /// `location(in:)` reports once the touches are gone.
    private(set) var lastCentroidInWindow: CGPoint = .zero
    private(set) weak var lastWindow: UIWindow?

    /// The gesture is at `point` in `window` (a centroid of touches, a pointer's location).
    func place(at point: CGPoint, in window: UIWindow?) {
        lastCentroidInWindow = point
        lastWindow = window
    }

    /// The gesture is at `point`, in the window it was placed in before.
    func move(to point: CGPoint) { lastCentroidInWindow = point }

    // MARK: Questions the arena asks

    // Each answers from one read of the record, so that the arena's loops over its participants reach each
    // recognizer's record once per question (docs/performance.md, "Hot properties in private storage").

    /// Whether the recognizer takes part in `arena`: it joined and has not reset since. (Compared as
    /// unretained references: asked in every loop over the participants.)
    nonisolated func takesPart(in arena: GestureArena) -> Bool {
        arenaReference?.toOpaque() == Unmanaged.passUnretained(arena).toOpaque()
    }

    /// Whether it takes part in `arena`, undecided.
    func isUndecided(in arena: GestureArena) -> Bool { committed == .possible && takesPart(in: arena) }

    /// Whether it takes part in `arena` and its gesture is not over.
    func isInPlay(in arena: GestureArena) -> Bool { !committed.isTerminal && takesPart(in: arena) }

    /// Whether it still gets touches: undecided or recognizing a continuous gesture.
    var receivesTouches: Bool { committed == .possible || committed == .began || committed == .changed }

    /// Whether it takes part in `arena` and still gets touches.
    func receivesTouches(in arena: GestureArena) -> Bool { receivesTouches && takesPart(in: arena) }

    /// Whether it takes part in `arena` with a recognition waiting for required recognizers.
    func isWaiting(in arena: GestureArena) -> Bool { deferredRecognition != nil && takesPart(in: arena) }

    /// Whether it takes part in `arena`, its gesture is over and every touch it followed has ended: it
    /// resets (behaviour 11). When `touchesMayBeInactive` is false, none of the touches it follows ended
    /// or was cancelled (the arena's delivery knows it from the event), so it is finished only when it
    /// follows none, and its touches are not walked.
    func isFinished(in arena: GestureArena, touchesMayBeInactive: Bool = true) -> Bool {
        guard committed.isTerminal, takesPart(in: arena) else { return false }
        guard touchesMayBeInactive else { return followedTouches.isEmpty }
        for touch in followedTouches where touch.isActive { return false }
        return true
    }

    /// Whether one of its touches ended or was cancelled. (A loop: see the end of `GestureArena.deliver(_:)`.)
    var hasInactiveTouches: Bool {
        for touch in followedTouches where !touch.isActive { return true }
        return false
    }

    /// Whether it began or was recognized during the current sequence.
    var hasRecognized: Bool { committed == .began || committed == .changed || committed == .ended }

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
