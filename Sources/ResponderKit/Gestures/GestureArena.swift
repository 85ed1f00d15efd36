import Foundation

/// Where a window's gesture recognizers compete for touches (behaviour 4.2–4.5). All arbitration lives here
/// and in `RecognitionRules.swift`; recognizers only say what they see.
///
/// For each touch event, before the views see it (behaviour 2.3):
/// 1. every new touch gathers its participants: the enabled recognizers of its hit view, then of each
///    ancestor outward, in the order they were added (behaviour 11), that accept the touch's type and
///    whose delegate lets them receive it;
/// 2. each participant gets its touches, phase by phase; after each call the arena processes the
///    states the recognizer set:
///    - a recognition (`.began`, or `.ended` from `.possible`) first waits while a recognizer it requires
///      to fail is undecided (the state stays `.possible`), fails if that one recognized, asks
///      `gestureRecognizerShouldBegin`, fails if a recognizer that already recognized prevents it, and
///      otherwise commits: it forces out the others that may not recognize simultaneously, cancels its
///      touches in the views (`cancelsTouchesInView`), then sends its actions;
///    - `.changed`, `.ended` and `.cancelled` send actions; `.failed` never does;
///    - every decision wakes the recognizers waiting for it and releases the touches held back from views;
/// 3. once a recognizer is in a terminal state and all its touches are gone, it is reset (behaviour 11).
@MainActor
final class GestureArena {
    /// The window this arena belongs to. Held unretained (docs/performance.md, "Back references held
    /// unretained"): only the window holds its arena, so the window outlives it; a `process(_:)` that may
    /// outlive the window's own references takes a strong one first. `unowned(safe)` cost an atomic check
    /// of the window's unowned count on every read, about five times per moved touch.
    unowned(unsafe) let window: UIWindow
    /// The recognizers in play, in the order they joined.
    private(set) var participants: [UIGestureRecognizer] = []
    /// Hover recognizers following each hovering pointer, by the pointer's touch (GestureArena+Hover.swift).
    var hovering: [ObjectIdentifier: [UIHoverGestureRecognizer]] = [:]
    /// The pans following the scroll sequence in progress in this window, and the pinch and rotation
    /// recognizers following the transform sequence (GestureArena+PointerEvents.swift); nil: none.
    var scrollParticipants: [any ScrollEventRecognizing]?
    var transformParticipants: [any TransformEventRecognizing]?
    private var resolving = false
    private var needsResolving = false
    /// Scratch storage for the touches given to each recognizer, reused (docs/performance.md, "A moved touch
    /// allocates nothing"): the set, and its members in the order they were inserted (to tell whether the
    /// next recognizer gets the same touches).
    private var scratch: Set<UITouch> = []
    private var scratchMembers: [UITouch] = []
    /// Scratch storage for the participants a delivery visits (a copy, so that a reset during the delivery
    /// changes `participants` in place instead of copying the array the delivery holds) and for the
    /// recognizers a new touch gathers; both keep their capacity (docs/performance.md, "Landing, lifting
    /// and moving fingers").
    private var visiting: [UIGestureRecognizer] = []
    private var gathering: [UIGestureRecognizer] = []
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    init(window: UIWindow) {
        self.window = window
    }

    deinit {
        // A participant may outlive its window's arena (held elsewhere): it must not keep an unretained
        // reference to it (see `UIGestureRecognizer.arena`). Only participants point here.
        for recognizer in participants { recognizer.arenaWentAway(self) }
    }

    func log(_ entry: @autoclosure () -> DispatchLog.Entry) { window.log(entry()) }

    // MARK: Who takes part

    /// Whether `recognizer` takes part in this arena: it joined and has not reset since.
    func takesPart(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.record.takesPart(in: self) }

    /// Whether the recognizer takes part in this arena, undecided.
    func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.record.isUndecided(in: self) }

    /// Whether the recognizer takes part in this arena and its gesture is not over.
    private func isInPlay(_ recognizer: UIGestureRecognizer) -> Bool { recognizer.record.isInPlay(in: self) }

    // MARK: Delivering an event to recognizers

    func deliver(_ event: UIEvent) {
        for touch in event.touchList
        where touch.window === window && touch.changedInCurrentEvent
            && touch.phase == .began && touch.gestureRecognizers == nil
        {
            gatherParticipants(for: touch, event: event)
        }
        guard !participants.isEmpty else { return }
        // Take the scratch list so that a delivery started from inside a callback gets its own.
        var snapshot = visiting
        visiting = []
        // One append per participant: `append(contentsOf:)` copies through the generic value witnesses,
        // a twentieth of a moved touch (docs/performance.md, "Instruction counts of the dispatch paths").
        for recognizer in participants { snapshot.append(recognizer) }
        defer {
            snapshot.removeAllKeepingStorage()
            visiting = snapshot
        }
        // The phases present among the participants' changed touches. Most events carry one phase (a
        // moved frame only moves); a pass over a phase no tracked touch has would call nothing, so it is
        // skipped (docs/performance.md, "A moved touch allocates nothing").
        var presentPhases: UInt8 = 0
        for recognizer in snapshot where takesPart(recognizer) {
            for touch in recognizer.trackedTouches where touch.changedInCurrentEvent {
                presentPhases |= 1 << UInt8(truncatingIfNeeded: touch.phase.rawValue)
            }
        }
        // Take the scratch storage so that a delivery started from inside a callback cannot disturb it.
        var touches = scratch, members = scratchMembers
        scratch = []; scratchMembers = []
        for phase in Self.phases where presentPhases & (1 << UInt8(truncatingIfNeeded: phase.rawValue)) != 0 {
            touches.removeAll(keepingCapacity: true)
            members.removeAllKeepingStorage()
            for recognizer in snapshot where recognizer.record.receivesTouches(in: self) {
                // Recognizers following the same touches (all of them, in a one-gesture drag) get the set
                // built for the previous one: hashing the touches into a set again for each recognizer was
                // a tenth of a moved touch. The set is rebuilt as soon as the touches differ.
                if !Self.changedTouches(of: recognizer, in: phase, match: members) {
                    touches.removeAll(keepingCapacity: true)
                    members.removeAllKeepingStorage()
                    for touch in recognizer.trackedTouches where touch.changedInCurrentEvent && touch.phase == phase {
                        touches.insert(touch)
                        members.append(touch)
                    }
                }
                if !touches.isEmpty {
                    recognizer.record.enterCallback(at: event.timestamp)
                    recognizer.callTouchesMethod(for: phase, touches, with: event)
                    recognizer.record.exitCallback()
                    process(recognizer)
                }
            }
        }
        touches.removeAll(keepingCapacity: true)
        members.removeAllKeepingStorage()
        scratch = touches; scratchMembers = members
        // Only a touch that ended or was cancelled in this event can be an inactive touch a participant
        // follows: every delivery stops following the touches that became inactive in it (here). Without
        // one (every moved frame), no participant's touches are walked (docs/performance.md, "Instruction
        // counts of the dispatch paths").
        var anyInactive = false
        for touch in event.touchList where !touch.isActive {
            anyInactive = true
            break
        }
        for recognizer in snapshot where takesPart(recognizer) {
            // Plain loops rather than `contains(where:)`/`removeAll(where:)` with closures
            // (docs/performance.md, "Plain loops instead of main-actor closures").
            if anyInactive && recognizer.record.hasInactiveTouches {
                _ = recognizer.centroidInWindow()
                recognizer.record.removeInactiveTouches()
            }
            resetIfFinished(recognizer, touchesMayBeInactive: anyInactive)
        }
    }

    /// Whether the touches of `recognizer` that changed in `phase` are exactly `members`, in order.
    private static func changedTouches(
        of recognizer: UIGestureRecognizer, in phase: UITouch.Phase,
        match members: [UITouch]
    ) -> Bool {
        guard !members.isEmpty else { return false }
        var index = 0
        for touch in recognizer.trackedTouches where touch.changedInCurrentEvent && touch.phase == phase {
            guard index < members.count, members[index] === touch else { return false }
            index += 1
        }
        return index == members.count
    }

    private func gatherParticipants(for touch: UITouch, event: UIEvent) {
        // Collected in scratch storage, then copied once into the touch's list at its final size
        // (growing a new array recognizer by recognizer made four allocations per landing finger).
        var candidates = gathering
        gathering = []
        collectCandidates(from: touch.view, for: event, touch: touch, into: &candidates)
        // The delegates' answers may come after they removed or disabled a recognizer (this one or one
        // accepted before), or moved its view out of the window: those take no part (behaviour 4.1). (A hit view
        // removed meanwhile does not matter: the recognizers above it still follow the touch.)
        var accepted: [UIGestureRecognizer] = []
        var count = 0
        for recognizer in candidates where Self.staysAccepted(recognizer, in: window) { count += 1 }
        if count > 0 {
            accepted.reserveCapacity(count)
            for recognizer in candidates where Self.staysAccepted(recognizer, in: window) {
                accepted.append(recognizer)
            }
        }
        candidates.removeAllKeepingStorage()
        gathering = candidates
        touch.gestureRecognizers = accepted
        guard !accepted.isEmpty else { return }
        for recognizer in accepted {
            recognizer.record.follow(touch)
            join(recognizer)
        }
        log(.participants(touch: touch.ordinal, recognizers: accepted.map(\.explanationName)))
    }

    /// The recognizers that take part in a scroll or transform sequence starting on the event's hit view
    /// (GestureArena+PointerEvents.swift): gathered as for a new touch, by the same filter.
    func participants(startingPointerSequence event: PointerGestureEvent) -> [UIGestureRecognizer] {
        var candidates: [UIGestureRecognizer] = []
        collectCandidates(from: event.hitView, for: event, touch: nil, into: &candidates)
        // The delegates may have removed or disabled one meanwhile, as for touches.
        candidates.removeAll { !Self.staysAccepted($0, in: window) }
        return candidates
    }

    /// Appends to `candidates` the recognizers that take part in `event` (and, for a touch event, in the new
    /// `touch`): those of `view`, then of each ancestor outward, in the order they were added (behaviour 11),
    /// that the arena's one filter accepts.
    private func collectCandidates(
        from view: UIView?, for event: UIEvent, touch: UITouch?, into candidates: inout [UIGestureRecognizer]
    ) {
        var view = view
        while let current = view {
            if let recognizers = current.gestureRecognizers {
                for recognizer in recognizers where accepts(recognizer, event, touch) {
                    candidates.append(recognizer)
                }
            }
            view = current.superview
        }
    }

    /// Whether a recognizer accepted for a new touch or sequence still takes part once the delegates answered.
    private static func staysAccepted(_ recognizer: UIGestureRecognizer, in window: UIWindow) -> Bool {
        recognizer.isEnabled && recognizer.view?.window === window
    }

    /// The arena's one filter of who takes part (behaviour 4.2, 12.3, 12.4): an enabled recognizer that
    /// joins arenas (hover recognizers do not), is not waiting to recognize, still receives touches, and
    /// belongs to no other arena; for a new `touch`, one that accepts its type (and the type its attempt
    /// began with); for a scroll or transform sequence (no touch), one that the event drives and that is idle
    /// (a sequence is a gesture of its own: a recognizer following touches stays out of it); then its
    /// `shouldReceive(_:)` and its delegate, for the event and then for the touch.
    private func accepts(_ recognizer: UIGestureRecognizer, _ event: UIEvent, _ touch: UITouch?) -> Bool {
        guard recognizer.isEnabled, !(recognizer is UIHoverGestureRecognizer),
            recognizer.record.deferredRecognition == nil, recognizer.record.receivesTouches,
            recognizer.arena == nil || takesPart(recognizer)
        else { return false }
        if let touch {
            guard recognizer.allowsTouchType(touch.type) else { return false }
            if recognizer.requiresExclusiveTouchType, let type = recognizer.record.exclusiveTouchType,
                type != touch.type
            {
                return false
            }
        } else {
            guard recognizer.arena == nil, recognizer.committedState == .possible, Self.isDriven(recognizer, by: event)
            else { return false }
        }
        guard recognizer.shouldReceive(event),
            recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: event) ?? true
        else {
            return false
        }
        guard let touch else { return true }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    /// Whether a scroll or transform event drives `recognizer`: it says so through the event's protocol.
    private static func isDriven(_ recognizer: UIGestureRecognizer, by event: UIEvent) -> Bool {
        if let scroll = event as? ScrollEvent {
            return (recognizer as? any ScrollEventRecognizing)?.acceptsScroll(of: scroll.input.kind) ?? false
        }
        return event is TransformEvent && recognizer is any TransformEventRecognizing
    }

    // MARK: Processing state changes

    /// Applies the states `recognizer` set, in order.
    ///
    /// The arena holds its window unowned. Outside a window's `sendEvent` (a recognizer's timer, a
    /// subclass setting `state`), nothing else may keep the window alive: an action that hides the window
    /// and drops the last reference to it must not leave the arena reading a destroyed window, so the
    /// window is kept until the arena is done, as UIKit keeps the objects of a dispatch alive while it runs.
    func process(_ recognizer: UIGestureRecognizer) {
        guard recognizer.record.callbackDepth == 0 else { return }
        // `extendLifetime` rather than `withExtendedLifetime(_:_:)`: this runs after every touch method of
        // every recognizer (docs/performance.md, "Plain loops instead of main-actor closures").
        let window = self.window
        processTransitions(of: recognizer)
        extendLifetime(window)
    }

    private func processTransitions(of recognizer: UIGestureRecognizer) {
        while let next = recognizer.record.takeNextRequest() {
            let from = recognizer.committedState
            if from == .possible && next == .cancelled {
                // Its touches were cancelled (a delegate asked about its .began made the application
                // resign active) before the arena committed the recognition: it never began, so it fails
                // (behaviour 4.3: possible -> failed; behaviour 4.6: an undecided recognizer fails on touchesCancelled).
                fail(recognizer, cause: recognizer.record.takeReason() ?? .touchesCancelledBeforeBegan)
                continue
            }
            // The same table as the state the subclass requested (GestureArenaRecord.isLegal): the
            // committed state may lag behind the requested one, and a return to possible is the reset's.
            guard next != .possible, GestureArenaRecord.isLegal(from: from, to: next) else { continue }
            if from != .possible {
                // Its recognition is still being committed (its actions owed while the views' touches are
                // cancelled and the losers forced out) and an action run meanwhile cancelled its touches
                // (a timer's commit runs outside touch dispatch): that recognition's actions go first,
                // then this change's (behaviour 4.3), as for a withdrawal or a forced cancellation. Those
                // actions read the state they were committed in (GestureArenaRecord.announce()).
                sendOwedActions(of: recognizer)
                guard takesPart(recognizer), recognizer.committedState == from else { continue }
                // The requested state stays: the subclass may have requested more states since.
                transition(
                    recognizer, to: next, cause: recognizer.record.takeReason(), updatingRequested: false,
                    actions: .send)
                if next != .changed { decided(recognizer) }
            } else if next == .failed {
                fail(recognizer, cause: recognizer.record.takeReason() ?? .failedUnexplained)
            } else {
                attemptRecognition(recognizer, as: next)
                if recognizer.committedState != next { recognizer.record.refuseRecognition() }
            }
        }
    }

    /// Tries to move `recognizer` out of `.possible` into `target` (`.began` or `.ended`).
    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        let reason = recognizer.record.takeReason()
        let status = RecognitionRules.requirementStatus(of: recognizer, in: self)
        // Every delegate question below (failure requirements, gestureRecognizerShouldBegin, simultaneous
        // recognition) may remove or disable the recognizer, which withdraws and resets it (behaviour 4.1):
        // then there is nothing left to recognize or fail.
        guard isUndecided(recognizer) else {
            // The requirements were cached for an attempt that its reset already ended.
            if recognizer.arena == nil { recognizer.record.forgetRequirements() }
            return
        }
        switch status {
        case .blocked(let other):
            recognizer.record.clearDeferral()
            fail(recognizer, cause: .requiredRecognizerRecognized(other.explanationName))
            return
        case .waiting(let other):
            if recognizer.record.deferRecognition(target, reason: reason) {
                log(.gestureWaiting(recognizer: recognizer.explanationName, waitingFor: other.explanationName))
            }
            return
        case .clear:
            break
        }
        recognizer.record.clearDeferral()
        let refusal = RecognitionRules.refusalToBegin(recognizer)
        guard isUndecided(recognizer) else { return }
        if let refusal {
            fail(recognizer, cause: refusal)
            return
        }
        let blocker = participants.first(where: { RecognitionRules.prevents($0, recognizer) && $0.record.hasRecognized }
        )
        guard isUndecided(recognizer) else { return }
        if let blocker {
            fail(recognizer, cause: .preventedBy(blocker.explanationName))
            return
        }
        // Whom it forces out is asked before it commits, so that no delegate runs between its commit and its action.
        let losers = participants.filter {
            $0 !== recognizer && isInPlay($0) && RecognitionRules.prevents(recognizer, $0)
        }
        guard isUndecided(recognizer) else { return }
        commit(recognizer, as: target, cause: reason, forcingOut: losers)
    }

    private func commit(
        _ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State, cause: GestureStateCause?,
        forcingOut losers: [UIGestureRecognizer]
    ) {
        transition(recognizer, to: target, cause: cause, actions: .owed)
        // The recognizer's touches leave the views first: forcing others out below releases held touches,
        // and touches this recognizer took must not be released to their views.
        discardHeldBegan(of: recognizer)
        if recognizer.cancelsTouchesInView { cancelViewTouches(of: recognizer) }
        for other in losers where isInPlay(other) { forceOut(other, by: recognizer) }
        // A view's touchesCancelled or a forced-out recognizer's action may have withdrawn or cancelled it
        // meanwhile; then its actions for this recognition were sent first (sendOwedActions).
        sendOwedActions(of: recognizer)
        decided(recognizer)
    }

    /// Sends the actions of a committed recognition that are still due (behaviour 4.3: every began, changed,
    /// ended and cancelled sends its actions, in order).
    func sendOwedActions(of recognizer: UIGestureRecognizer) {
        guard recognizer.record.takeOwedActions() else { return }
        recognizer.sendActions()
    }

    private func forceOut(_ other: UIGestureRecognizer, by winner: UIGestureRecognizer) {
        let waitedForWinner =
            other.record.deferredRecognition != nil
            && (other.record.requirementsForAttempt?.contains { $0.recognizer === winner } ?? false)
        let cause: GestureStateCause =
            waitedForWinner
            ? .requiredRecognizerRecognized(winner.explanationName)
            : .forcedOutBy(winner.explanationName)
        other.record.dropPendingDecisions()
        if other.committedState == .possible {
            fail(other, cause: cause)
        } else {
            sendOwedActions(of: other)
            guard takesPart(other), other.committedState == .began || other.committedState == .changed else {
                return
            }
            transition(other, to: .cancelled, cause: cause, actions: .send)
            decided(other)
        }
    }

    func fail(_ recognizer: UIGestureRecognizer, cause: GestureStateCause) {
        recognizer.record.dropPendingDecisions()
        transition(recognizer, to: .failed, cause: cause, actions: .none)
        decided(recognizer)
    }

    /// What a transition does with the recognizer's actions (behaviour 4.3: every began, changed, ended and
    /// cancelled sends them; a failure and a reset never do).
    enum TransitionActions {
        /// Send them now, right after the commit is logged.
        case send
        /// Owe them: a recognition sends them only once the views' touches are cancelled and the losers
        /// forced out (``sendOwedActions(of:)``).
        case owed
        /// None (a failure, a reset's return to `.possible`).
        case none
    }

    /// Commits `state` for `recognizer` in this arena's window: see
    /// ``transition(_:to:cause:loggingIn:updatingRequested:actions:)``.
    func transition(
        _ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State,
        cause: @autoclosure () -> GestureStateCause?, updatingRequested: Bool = true,
        actions: TransitionActions
    ) {
        Self.transition(
            recognizer, to: state, cause: cause(), loggingIn: window,
            updatingRequested: updatingRequested, actions: actions)
    }

    /// The one place a recognizer's state is committed: commits `state` (the requested state follows unless
    /// `updatingRequested` is false), logs the change with `cause` in `window` (nil: not logged; a reset's
    /// return to `.possible` is logged as the reset), then sends or owes the actions. Used by the arena, by
    /// a recognizer outside any arena and by hover recognizers, which take part in no arena. `cause` is
    /// evaluated only when a log is attached (taking a recognizer's reason clears it).
    static func transition(
        _ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State,
        cause: @autoclosure () -> GestureStateCause?, loggingIn window: UIWindow?,
        updatingRequested: Bool = true, actions: TransitionActions
    ) {
        let from = recognizer.committedState
        recognizer.record.commit(state, updatingRequested: updatingRequested)
        window?.log(.gestureState(recognizer: recognizer.explanationName, from: from, to: state, cause: cause()))
        switch actions {
        case .send: recognizer.sendActions()
        case .owed: recognizer.record.oweActions()
        case .none: break
        }
    }

    /// After a recognizer began or reached a terminal state: wake the recognizers waiting on it, release
    /// held touches, and reset it if its touches are gone.
    private func decided(_ recognizer: UIGestureRecognizer) {
        resolveWaiting()
        releaseHeldTouches()
        resetIfFinished(recognizer)
    }

    func resolveWaiting() {
        if resolving { needsResolving = true; return }
        resolving = true
        defer { resolving = false }
        repeat {
            needsResolving = false
            for waiting in participants where waiting.record.isWaiting(in: self) {
                if case .waiting = RecognitionRules.requirementStatus(of: waiting, in: self) { continue }
                guard let target = waiting.record.resumeDeferral() else { continue }
                attemptRecognition(waiting, as: target)
                needsResolving = true
            }
        } while needsResolving
    }

    /// Adds `recognizer` to the participants: it follows a new touch, or a pointer sequence
    /// (GestureArena+PointerEvents.swift).
    func join(_ recognizer: UIGestureRecognizer) {
        guard !takesPart(recognizer) else { return }
        recognizer.record.join(self)
        participants.append(recognizer)
    }

    /// Removes `recognizer` from the participants (its reset; see GestureArena+Reset.swift).
    func removeParticipant(_ recognizer: UIGestureRecognizer) {
        // A loop rather than `removeAll(where:)` with a closure (docs/performance.md, "Plain loops instead
        // of main-actor closures"); the list is in place, not shared with a delivery.
        var index = participants.count
        while index > 0 {
            index -= 1
            if participants[index] === recognizer { participants.remove(at: index) }
        }
    }

    func recognizerIgnored(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        releaseHeldTouches()
    }
}

extension Array {
    /// Empties the array and keeps its storage, as `removeAll(keepingCapacity: true)` does, for the few
    /// elements the dispatch's scratch and per-recognizer arrays hold: removing them one by one from the end
    /// costs a few instructions each, where `removeAll(keepingCapacity:)` goes through the generic
    /// `replaceSubrange` (a few hundred instructions, about thirty times per lifting finger; docs/performance.md,
    /// "Landing, lifting and moving fingers").
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
