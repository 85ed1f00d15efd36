import Foundation

/// Recognizes fingers held still for a while (behaviour 5.2). Continuous.
///
///     possible ──numberOfTapsRequired taps, then the required fingers held for minimumPressDuration
///        │        (0.5 s, a deadline on the application's clock) without moving > allowableMovement──▶ began
///        │ moved > allowableMovement (10 pt), lifted early, too many fingers,                        │ finger moves
///        │ a tap held for minimumPressDuration, next tap later than the tap interval, or cancelled    ▼
///        ▼                                                     changed ──a finger lifted──▶ ended
///     failed                                                      └──touches cancelled──▶ cancelled
///
/// Before the press, ``numberOfTapsRequired`` full taps of ``numberOfTouchesRequired`` fingers must come
/// first: each tap must lift before ``minimumPressDuration`` (a finger held that long is a press, and a
/// press with too few taps before it fails) and each new tap or the press must go down within
/// ``maximumIntervalBetweenSuccessiveTaps`` of the previous tap's lift. Taps need not land at the same place.
/// Movement is measured per finger from where it went down. Once the press began, movement is unlimited
/// and fingers beyond the required ones are ignored (the views keep them).
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held before the press begins. Default 0.5 s (documented default).
    open var minimumPressDuration: TimeInterval = GestureConstants.minimumPressDuration
    /// How far a finger may move, in points, before the press begins. Default 10 pt (documented default).
    open var allowableMovement: CGFloat = GestureConstants.longPressAllowableMovement
    /// The number of full taps before the press. Default 0.
    open var numberOfTapsRequired: Int = 0
    /// The number of fingers of the press (and of each tap before it). Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// How long the next tap, or the press, may take to go down after the previous tap lifted.
    /// Default 0.35 s (EMP, the tap interval of behaviour 11).
    open var maximumIntervalBetweenSuccessiveTaps: TimeInterval = GestureConstants.maximumIntervalBetweenTaps

    /// Taps completed so far in this attempt.
    private var tapsCompleted = 0
    /// Fingers that went down since all fingers were last up.
    private var fingersThisRound = 0
    /// When the current round's timing started: the press once all its fingers were down, a tap at its
    /// first finger. Nil while the press waits for more fingers.
    private var holdStart: TimeInterval?
    /// The recognizer's one deadline timer, armed again for each deadline (`rearmDeadline`).
    private var deadline: ApplicationTimer?

    deinit {
        // The deadline's action refers to this recognizer unretained (`rearmDeadline`); a timer still
        // queued must not call it once it is gone.
        deadline?.ownerWentAway()
    }
    /// What the armed deadline means (`deadlineElapsed()`).
    private var armedDeadline = Deadline.hold(pressRound: true)

    /// The deadlines of a long press.
    private enum Deadline {
        /// The fingers of a round were held for `minimumPressDuration`: the press begins (`pressRound`), or
        /// the tap held too long fails.
        case hold(pressRound: Bool)
        /// The next tap or the press did not start within `maximumIntervalBetweenSuccessiveTaps`.
        case nextRound
    }

    /// Whether the fingers now down are the press (all required taps are done), not another tap.
    private var isPressRound: Bool { tapsCompleted >= numberOfTapsRequired }

    /// Called with new fingers: starts the hold deadline once the required number is down; too many
    /// fingers fail the attempt; after the press began extra fingers are ignored.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .began || state == .changed {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        guard state == .possible else { return }
        if activeTouches == touches.count {
            // A new round (tap or press): the interval deadline since the previous tap is met.
            deadline?.invalidate()
            fingersThisRound = 0
            holdStart = nil
        }
        fingersThisRound += touches.count
        guard fingersThisRound <= numberOfTouchesRequired else {
            return failPress("\(fingersThisRound) fingers > numberOfTouchesRequired \(numberOfTouchesRequired)")
        }
        // A press round is timed once all its fingers are down; a tap round from its first finger.
        let round = isPressRound
        guard round ? fingersThisRound == numberOfTouchesRequired : fingersThisRound == touches.count else { return }
        holdStart = event.timestamp
        armedDeadline = .hold(pressRound: round)
        deadline = rearmDeadline(deadline, after: minimumPressDuration) {
            { [unowned(unsafe) self] in self.deadlineElapsed() }
        }
    }

    /// Called with moved fingers: before the press began, moving too far fails; afterwards every move
    /// sends `.changed`.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            for touch in touches {
                let start = touch.initialLocationInWindow, point = touch.locationInWindow
                let distance = CGFloat(hypot(point.x - start.x, point.y - start.y))
                if distance > allowableMovement {
                    return failPress(
                        "moved \(distance.formatted4) pt > allowableMovement \(allowableMovement.formatted4) pt "
                            + "before the press began")
                }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Called with lifted fingers: ends the press once it began; before that, completes a tap or fails.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        switch state {
        case .began, .changed:
            explain(lazily: "a finger lifted")
            state = .ended
        case .possible:
            if isPressRound {
                guard let holdStart else {
                    return failPress("a finger lifted before all \(numberOfTouchesRequired) required fingers were down")
                }
                return failPress(
                    "lifted after \((event.timestamp - holdStart).formattedSeconds) < minimumPressDuration "
                        + "\(minimumPressDuration.formattedSeconds)")
            }
            guard activeTouches == 0 else { return }
            deadline?.invalidate()
            guard fingersThisRound == numberOfTouchesRequired else {
                return failPress(
                    "tap \(tapsCompleted + 1) had \(fingersThisRound) finger(s), \(numberOfTouchesRequired) required")
            }
            tapsCompleted += 1
            armedDeadline = .nextRound
            deadline = rearmDeadline(deadline, after: maximumIntervalBetweenSuccessiveTaps) {
                { [unowned(unsafe) self] in self.deadlineElapsed() }
            }
        default:
            break
        }
    }

    /// Called with cancelled touches: a press in progress is cancelled, an undecided one fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        deadline?.invalidate()
        abandonForCancelledTouches()
    }

    /// Forgets the taps, fingers and deadline of the attempt.
    open override func reset() {
        super.reset()
        // The timer stays, invalidated, to be armed again (docs/performance.md, "Landing, lifting and
        // moving fingers").
        deadline?.invalidate()
        tapsCompleted = 0
        fingersThisRound = 0
        holdStart = nil
    }

    // MARK: Helpers

    /// Fingers of this recognizer still on the screen.
    private var activeTouches: Int { activeTouchCount }

    /// The armed deadline passed while the press was undecided.
    private func deadlineElapsed() {
        guard state == .possible else { return }
        switch armedDeadline {
        case .hold(pressRound: true):
            explain(
                lazily: "held \(numberOfTouchesRequired) finger(s) for minimumPressDuration "
                    + "\(minimumPressDuration.formattedSeconds) without moving > \(allowableMovement.formatted4) pt")
            state = .began
        case .hold(pressRound: false):
            failPress(
                "tap \(tapsCompleted + 1) held for \(minimumPressDuration.formattedSeconds): "
                    + "a press after \(tapsCompleted) of \(numberOfTapsRequired) required tap(s)")
        case .nextRound:
            let next = isPressRound ? "the press" : "tap \(tapsCompleted + 1)"
            failPress("\(next) did not start within \(maximumIntervalBetweenSuccessiveTaps.formattedSeconds)")
        }
    }

    private func failPress(_ reason: @autoclosure () -> String) {
        deadline?.invalidate()
        explain(lazily: reason())
        state = .failed
    }
}
