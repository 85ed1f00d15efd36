import Foundation

/// How far delivery of a touch to its view has got (behaviour 2.3, 4.4). ``ViewTouchDelivery`` is its only
/// writer, through the named transitions below, so that every touch a view received in `touchesBegan`
/// ends exactly once for it, whatever else (removal from the window, cancellation, gesture recognizers)
/// happens to it:
///
///     pending ──admit began──▶ tracking ──admit ended/cancelled, cancel──▶ finished
///        │  ╲                     │  ╲
///        │   ▶ delayedBegan       │   ▶ delayedEnded ──release──▶ (tracking, admitted) ──▶ finished
///        │     (hold)             │     (hold)        ──cancel───▶ (tracking) ──▶ finished, touchesCancelled
///        │        │ release ──▶ pending, admitted again as a new touch
///        ▼        ▼
///     withheld: withhold (multiple/exclusive touch, refused by the scroll view, taken by a recognizer
///               that cancels or delays touches, its view leaving the window)
///
/// Only a `tracking` (or held-ended) touch is ever sent moved, ended or cancelled.
enum ViewDeliveryState: Equatable {
    /// The view has not been sent `touchesBegan` yet.
    case pending
    /// `touchesBegan` is held back by a recognizer with `delaysTouchesBegan` that has not decided.
    case delayedBegan
    /// `touchesEnded` is held back by a recognizer with `delaysTouchesEnded` that has not decided.
    case delayedEnded
    /// The view received `touchesBegan` and is tracking the touch.
    case tracking
    /// The view will never see this touch.
    case withheld
    /// The view received `touchesEnded` or `touchesCancelled`; nothing more goes to it.
    case finished
}

/// A touch's ``ViewDeliveryState`` and what goes with it, stored in the touch. Its members can only be
/// written in this file: the transitions of ``ViewTouchDelivery`` are the one place that moves them.
struct ViewDeliveryProgress {
    fileprivate(set) var state = ViewDeliveryState.pending
    /// The touch ended (or was cancelled) while its began phase was held back from the view.
    fileprivate(set) var endedWhileHeld = false
}

extension UITouch {
    /// How far the view side of delivery has got for this touch (read-only: see ``ViewTouchDelivery``).
    var viewDelivery: ViewDeliveryState { viewDeliveryProgress.state }
}

/// Why a touch is withheld from its view for good (see ``ViewTouchDelivery/withhold(_:cause:)``).
enum ViewWithholdCause {
    /// Something refused the touch to its view (the scroll view's `touchesShouldBegin(_:with:in:)`, a
    /// touch-down that stopped a moving scroll view): logged as withheld with this reason.
    case refused(reason: TouchWithholdReason)
    /// A recognizer took the touch before its view saw it: logged as discarded.
    case takenBy(UIGestureRecognizer)
    /// The touch's view left the window before it saw the touch: nothing is logged.
    case viewLeftWindow
}

/// The window's delivery of touches to their views (behaviour 2.3, 4.4), and the only writer of each
/// touch's ``ViewDeliveryState`` (diagram above).
///
/// Gesture recognizers decide first (``GestureArena``); this type then holds back what
/// `delaysTouchesBegan` and `delaysTouchesEnded` require and sends the rest. It only delivers: the window
/// calls it with the touch event, with the arena as the ``ViewTouchHolding`` that says who holds a phase
/// back, and carries out the arena's decisions (``ViewTouchDecision``) through the transitions below:
/// ``releaseHeldTouches(of:in:holds:)`` once delaying recognizers decided, ``discardHeldBegan(of:)`` and
/// ``cancelTouches(takenBy:of:in:holds:)`` when a recognizer took touches. The application cancels a
/// subtree leaving its window through ``cancelTouches(inSubtree:of:reason:log:)``. It never calls the arena.
///
/// Touches of one phase that belong to the same view arrive in one call; views are served in the order
/// their touches began. The storage is reused between deliveries, so a steady stream of moved touches
/// allocates nothing.
@MainActor
final class ViewTouchDelivery {
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    private var candidates: [UITouch] = []
    private var views: [UIView] = []
    private var touchSet: Set<UITouch> = []
    /// Touches whose began or ended phase is held back from their views, in the order they were held.
    private var held: [UITouch] = []

    /// Whether a touch's began or ended phase is held back from its view.
    var holdsTouches: Bool { !held.isEmpty }

    /// Delivers the changed touches of `event` that began in `window`; `holds` says which recognizer
    /// holds a phase back (the window's arena).
    func deliver(_ event: UIEvent, in window: UIWindow, holds: some ViewTouchHolding) {
        var candidates = self.candidates
        self.candidates = []
        for phase in Self.phases {
            candidates.removeAllKeepingStorage()
            for touch in event.touchList
            where touch.changedInCurrentEvent && touch.phase == phase && touch.window === window {
                candidates.append(touch)
            }
            if !candidates.isEmpty { send(phase, candidates, event: event, window: window, holds: holds) }
        }
        candidates.removeAllKeepingStorage()
        self.candidates = candidates
    }

    /// Sends one phase of `touches` to their views, each touch subject to its delivery state.
    func send(
        _ phase: UITouch.Phase, _ touches: [UITouch], event: UIEvent, window: UIWindow, holds: some ViewTouchHolding
    ) {
        // Take the scratch storage so that a delivery started from inside a callback cannot disturb it.
        var views = self.views, touchSet = self.touchSet
        self.views = []; self.touchSet = []
        views.removeAllKeepingStorage()
        for touch in touches {
            if let view = touch.view, !Self.contains(view, in: views) { views.append(view) }
        }
        for view in views {
            touchSet.removeAll(keepingCapacity: true)
            for touch in touches
            where touch.view === view && admit(touch, phase: phase, event: event, window: window, holds: holds) {
                touchSet.insert(touch)
            }
            guard !touchSet.isEmpty else { continue }
            window.log(
                .delivered(
                    phase: phase, view: DispatchLog.name(of: view),
                    touches: touchSet.map(\.ordinal).sorted(), note: nil))
            view.callTouchesMethod(for: phase, touchSet, with: event)
        }
        views.removeAllKeepingStorage()
        touchSet.removeAll(keepingCapacity: true)
        self.views = views; self.touchSet = touchSet
    }

    /// Whether `views` holds `view`. A loop rather than `contains(where:)`
    /// (docs/performance.md, "Plain loops instead of main-actor closures").
    private static func contains(_ view: UIView, in views: [UIView]) -> Bool {
        for candidate in views where candidate === view { return true }
        return false
    }

    /// Decides whether the view gets this phase of `touch` now, and advances the touch's delivery state.
    private func admit(
        _ touch: UITouch, phase: UITouch.Phase, event: UIEvent, window: UIWindow,
        holds: some ViewTouchHolding
    ) -> Bool {
        switch (phase, touch.viewDelivery) {
        case (.began, .pending):
            guard let view = touch.view else { return false }
            if let reason = withholdReason(for: touch, view: view, event: event) {
                touch.viewDeliveryProgress.state = .withheld
                window.log(.withheld(touch: touch.ordinal, view: DispatchLog.name(of: view), reason: reason))
                return false
            }
            if let holder = holds.recognizerDelayingBegan(of: touch) {
                hold(touch, as: .delayedBegan, by: holder, in: window)
                return false
            }
            touch.viewDeliveryProgress.state = .tracking
            return true
        case (.moved, .tracking):
            return true
        case (.ended, .tracking):
            if let holder = holds.recognizerDelayingEnded(of: touch) {
                hold(touch, as: .delayedEnded, by: holder, in: window)
                return false
            }
            touch.viewDeliveryProgress.state = .finished
            return true
        case (.cancelled, .tracking), (.cancelled, .delayedEnded):
            touch.viewDeliveryProgress.state = .finished
            return true
        case (.ended, .delayedBegan), (.cancelled, .delayedBegan):
            touch.viewDeliveryProgress.endedWhileHeld = true
            return false
        default:
            return false
        }
    }

    /// Why a new touch must not reach its view: `isMultipleTouchEnabled` and `isExclusiveTouch` (behaviour 2.3).
    private func withholdReason(for touch: UITouch, view: UIView, event: UIEvent) -> TouchWithholdReason? {
        for other in event.touchList
        where other !== touch && other.viewDelivery == .tracking && other.window === touch.window {
            guard let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled {
                    return .multipleTouchDisabled(trackingTouch: other.ordinal)
                }
            } else if view.isExclusiveTouch {
                return .viewIsExclusiveTouch(otherView: DispatchLog.name(of: otherView), trackingTouch: other.ordinal)
            } else if otherView.isExclusiveTouch {
                return .exclusiveTouchViewIsTracking(view: DispatchLog.name(of: otherView), touch: other.ordinal)
            }
        }
        return nil
    }
}

// MARK: Transitions asked for by the window (the arena's decisions) and the application (behaviour 2.3, 4.4)

extension ViewTouchDelivery {
    /// Hold: a recognizer with `delaysTouchesBegan` (`.delayedBegan`) or `delaysTouchesEnded`
    /// (`.delayedEnded`) that has not decided keeps this phase of `touch` from its view.
    private func hold(
        _ touch: UITouch, as state: ViewDeliveryState, by recognizer: UIGestureRecognizer, in window: UIWindow
    ) {
        touch.viewDeliveryProgress.state = state
        if !held.contains(where: { $0 === touch }) { held.append(touch) }
        window.log(
            .touchHeld(
                touch: touch.ordinal, phase: state == .delayedBegan ? .began : .ended,
                recognizer: recognizer.explanationName))
    }

    /// Release: sends the held phases whose delaying recognizers have all decided. A released began goes
    /// back to `pending` and through admission like a new touch (the multiple/exclusive-touch rules apply
    /// then); a touch that ended while held follows at once. A released ended goes back to `tracking` and
    /// is admitted as the ended phase it is.
    func releaseHeldTouches(of event: UIEvent?, in window: UIWindow, holds: some ViewTouchHolding) {
        guard !held.isEmpty, let event else { return }
        for touch in held {
            switch touch.viewDelivery {
            case .delayedBegan where holds.recognizerDelayingBegan(of: touch) == nil:
                held.removeAll { $0 === touch }
                touch.viewDeliveryProgress.state = .pending
                window.log(.touchReleased(touch: touch.ordinal, phase: .began))
                send(.began, [touch], event: event, window: window, holds: holds)
                if touch.viewDeliveryProgress.endedWhileHeld {
                    send(
                        touch.phase == .cancelled ? .cancelled : .ended, [touch], event: event, window: window,
                        holds: holds)
                }
            case .delayedEnded where holds.recognizerDelayingEnded(of: touch) == nil:
                held.removeAll { $0 === touch }
                touch.viewDeliveryProgress.state = .tracking
                window.log(.touchReleased(touch: touch.ordinal, phase: .ended))
                send(.ended, [touch], event: event, window: window, holds: holds)
            case .delayedBegan, .delayedEnded:
                continue
            default:
                held.removeAll { $0 === touch }
            }
        }
    }

    /// Withhold: `touch`, which its view has not seen begin (`pending` or `delayedBegan`), never reaches
    /// it. Returns whether the touch was withheld now. A touch withheld while held stays in the held list
    /// until the next release drops it.
    @discardableResult
    static func withhold(_ touch: UITouch, cause: ViewWithholdCause) -> Bool {
        guard touch.viewDelivery == .pending || touch.viewDelivery == .delayedBegan else { return false }
        touch.viewDeliveryProgress.state = .withheld
        switch cause {
        case .refused(let reason):
            if let view = touch.view {
                touch.window?.log(.withheld(touch: touch.ordinal, view: DispatchLog.name(of: view), reason: reason))
            }
        case .takenBy(let recognizer):
            touch.window?.log(.touchDiscarded(touch: touch.ordinal, recognizer: recognizer.explanationName))
        case .viewLeftWindow:
            break
        }
        return true
    }

    /// A recognizer with `delaysTouchesBegan` recognized: the began phases it held never reach the view.
    func discardHeldBegan(of recognizer: UIGestureRecognizer) {
        for touch in recognizer.record.attemptTouches where touch.viewDelivery == .delayedBegan {
            Self.withhold(touch, cause: .takenBy(recognizer))
            held.removeAll { $0 === touch }
        }
    }

    /// Cancel (`cancelsTouchesInView`): the recognizer took its touches. Views that saw them begin get
    /// `touchesCancelled` now, just before the action (an ended phase held for them is given up: the
    /// touch is tracking again until the cancellation below finishes it); touches the views have not
    /// seen are withheld.
    func cancelTouches(
        takenBy recognizer: UIGestureRecognizer, of event: UIEvent?, in window: UIWindow,
        holds: some ViewTouchHolding
    ) {
        var cancelled: [UITouch] = []
        for touch in recognizer.record.attemptTouches {
            switch touch.viewDelivery {
            case .tracking, .delayedEnded:
                touch.viewDeliveryProgress.state = .tracking
                cancelled.append(touch)
            case .pending, .delayedBegan:
                Self.withhold(touch, cause: .takenBy(recognizer))
            default:
                break
            }
            held.removeAll { $0 === touch }
        }
        guard !cancelled.isEmpty, let event else { return }
        window.log(.viewTouchesCancelled(touches: cancelled.map(\.ordinal), recognizer: recognizer.explanationName))
        send(.cancelled, cancelled, event: event, window: window, holds: holds)
    }

    /// Cancel (the view left its window, behaviour 2.3): every view of `root`'s subtree that is tracking a
    /// touch of `event` gets `touchesCancelled`, logged in `log` with `reason`; touches those views have not
    /// seen are withheld (an ended phase held for them is given up). The touches go on for everybody else.
    static func cancelTouches(
        inSubtree root: UIView, of event: UIEvent, reason: TouchCancellationReason,
        log: DispatchLog?
    ) {
        let inSubtree = event.touchList.filter { $0.view?.isDescendant(of: root) ?? false }
        for touch in inSubtree { withhold(touch, cause: .viewLeftWindow) }
        for touch in inSubtree where touch.viewDelivery == .delayedEnded {
            touch.viewDeliveryProgress.state = .tracking
        }
        let affected = inSubtree.filter { $0.viewDelivery == .tracking }
        guard !affected.isEmpty else { return }
        var views: [UIView] = []
        for touch in affected where !views.contains(where: { $0 === touch.view }) { views.append(touch.view!) }
        for view in views {
            let touches = Set(affected.filter { $0.view === view && $0.viewDelivery == .tracking })
            guard !touches.isEmpty else { continue }
            for touch in touches { touch.viewDeliveryProgress.state = .finished }
            log?.record(
                .delivered(
                    phase: .cancelled, view: DispatchLog.name(of: view),
                    touches: touches.map(\.ordinal).sorted(), note: reason.rawValue))
            view.touchesCancelled(touches, with: event)
        }
    }
}
