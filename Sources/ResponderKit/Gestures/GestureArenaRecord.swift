import Foundation

/// The arena's bookkeeping for one recognizer, in one record (issue 13): what the subclass asked for and
/// what the arena committed, the states not yet processed, a recognition deferred until required
/// recognizers fail, owed actions, the callback depth, the reasons for the explanation log, the
/// requirements of the current attempt and the touches of that attempt.
///
/// Each recognizer keeps its record in private storage (`UIGestureRecognizer.arenaRecord`), reached
/// through internal accessors in `UIGestureRecognizer.swift` and never across a call, so that the
/// optimizer sees every access and drops the runtime exclusivity checks it keeps on the internal stored
/// properties of an open class (docs/performance.md). Arrays are changed on a local copy swapped out of
/// the record, so their storage stays unique and a moved touch allocates nothing.
///
/// ``committed`` has one writer, ``commit(_:updatingRequested:)``, called only from
/// `GestureArena.transition(_:to:cause:loggingIn:updatingRequested:actions:)`, the one place a recognizer's state is
/// committed, logged and its actions sent. Legality is decided in one place, ``isLegal(from:to:)``.
struct GestureArenaRecord {
    typealias State = UIGestureRecognizer.State

    /// The state as the subclass last set it.
    var requested: State = .possible
    /// The state the arena committed.
    private(set) var committed: State = .possible
    /// States set but not yet processed by the arena, from `queueHead` on.
    var queue: [State] = []
    /// The index of the oldest state not yet processed in `queue`: taking a state moves it rather than
    /// removing the array's first element, a call the optimizer could not see through, which kept the
    /// runtime exclusivity checks on the queue.
    var queueHead = 0
    /// Non-zero while the arena is calling one of the recognizer's touch methods.
    var callbackDepth = 0
    /// The timestamp of the last touches given to the recognizer.
    var lastTimestamp: TimeInterval = 0
    /// A recognition (`.began` or `.ended`) deferred until required recognizers fail.
    var deferredRecognition: State?
    /// The arena committed a recognition whose actions are not sent yet (views' touches are being
    /// cancelled and others forced out first); a withdrawal meanwhile sends them before cancelling.
    var owesActions = false
    /// Why the recognizer is about to change state, for the explanation log.
    var reason: GestureStateCause?
    /// The reason of a deferred recognition, kept until it proceeds.
    var pendingReason: GestureStateCause?
    /// The recognizers this attempt waits for, built once per attempt (behaviour 4.5).
    var requirementsForAttempt: [WeakRecognizer]?
    /// The touches the recognizer follows, in the order they arrived (``UIGestureRecognizer/trackedTouches``).
    var followedTouches: [UITouch] = []
    /// Touches given to the recognizer during the current attempt (for cancelling them in the view).
    var attemptTouches: [UITouch] = []
    /// The type of the first touch of the attempt (``UIGestureRecognizer/requiresExclusiveTouchType``).
    var exclusiveTouchType: UITouch.TouchType?

    /// Commits `state`; the requested state follows unless `updatingRequested` is false.
    mutating func commit(_ state: State, updatingRequested: Bool) {
        committed = state
        if updatingRequested { requested = state }
    }

    /// Whether a recognizer may move from `from` to `to` (behaviour 4.3): the one table both the state a
    /// subclass requests and the state the arena commits are checked against.
    static func isLegal(from: State, to: State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        case (_, .possible): true
        default: false
        }
    }
}
