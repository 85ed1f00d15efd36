import Foundation

/// The window's delivery of touches to their views (behaviour 2.3, 4.4).
///
/// Each touch carries a ``ViewDeliveryState``:
///
///     pending ──began──▶ tracking ──ended/cancelled──▶ finished
///        │  ╲                │  ╲
///        │   ▶ delayedBegan  │   ▶ delayedEnded ──▶ finished (touchesEnded, or touchesCancelled
///        │      (released    │        if a recognizer took the touch)
///        │       as began)   │
///        ▼                   ▼
///     withheld (multiple/exclusive touch, or discarded because a recognizer took it)
///
/// Only a `tracking` (or held-ended) touch is ever sent moved, ended or cancelled, which is what
/// guarantees that every touch a view received in `touchesBegan` ends exactly once for it, whatever
/// else (removal from the window, cancellation, gesture recognizers) happens to it. Gesture recognizers
/// decide first (``GestureArena``); this type then holds back what `delaysTouchesBegan` and
/// `delaysTouchesEnded` require and sends the rest.
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

    /// Delivers the changed touches of `event` that began in `window`.
    func deliver(_ event: UIEvent, in window: UIWindow) {
        var candidates = self.candidates
        self.candidates = []
        for phase in Self.phases {
            candidates.removeAll(keepingCapacity: true)
            for touch in event.touchList where touch.changedInCurrentEvent && touch.phase == phase && touch.window === window {
                candidates.append(touch)
            }
            if !candidates.isEmpty { send(phase, candidates, event: event, window: window) }
        }
        candidates.removeAll(keepingCapacity: true)
        self.candidates = candidates
    }

    /// Sends one phase of `touches` to their views, each touch subject to its delivery state.
    func send(_ phase: UITouch.Phase, _ touches: [UITouch], event: UIEvent, window: UIWindow) {
        // Take the scratch storage so that a delivery started from inside a callback cannot disturb it.
        var views = self.views, touchSet = self.touchSet
        self.views = []; self.touchSet = []
        views.removeAll(keepingCapacity: true)
        for touch in touches {
            if let view = touch.view, !Self.contains(view, in: views) { views.append(view) }
        }
        for view in views {
            touchSet.removeAll(keepingCapacity: true)
            for touch in touches where touch.view === view && admit(touch, phase: phase, event: event, window: window) {
                touchSet.insert(touch)
            }
            guard !touchSet.isEmpty else { continue }
            window.log(.delivered(phase: phase, view: DispatchLog.name(of: view),
                                  touches: touchSet.map(\.ordinal).sorted(), note: nil))
            switch phase {
            case .began: view.touchesBegan(touchSet, with: event)
            case .moved: view.touchesMoved(touchSet, with: event)
            case .ended: view.touchesEnded(touchSet, with: event)
            default: view.touchesCancelled(touchSet, with: event)
            }
        }
        views.removeAll(keepingCapacity: true)
        touchSet.removeAll(keepingCapacity: true)
        self.views = views; self.touchSet = touchSet
    }

    /// Whether `views` holds `view`. A loop rather than `contains(where:)`: a main-actor closure handed to
    /// the standard library checks the executor dynamically on every call.
    private static func contains(_ view: UIView, in views: [UIView]) -> Bool {
        for candidate in views where candidate === view { return true }
        return false
    }

    /// Decides whether the view gets this phase of `touch` now, and advances the touch's delivery state.
    private func admit(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent, window: UIWindow) -> Bool {
        let arena = window.gestureArena
        switch (phase, touch.viewDelivery) {
        case (.began, .pending):
            guard let view = touch.view else { return false }
            if let reason = withholdReason(for: touch, view: view, event: event) {
                touch.viewDelivery = .withheld
                window.log(.withheld(touch: touch.ordinal, view: DispatchLog.name(of: view), reason: reason))
                return false
            }
            if let holder = arena.recognizerDelayingBegan(of: touch) {
                touch.viewDelivery = .delayedBegan
                arena.hold(touch, phase: .began, by: holder)
                return false
            }
            touch.viewDelivery = .tracking
            return true
        case (.moved, .tracking):
            return true
        case (.ended, .tracking):
            if let holder = arena.recognizerDelayingEnded(of: touch) {
                touch.viewDelivery = .delayedEnded
                arena.hold(touch, phase: .ended, by: holder)
                return false
            }
            touch.viewDelivery = .finished
            return true
        case (.cancelled, .tracking), (.cancelled, .delayedEnded):
            touch.viewDelivery = .finished
            return true
        case (.ended, .delayedBegan), (.cancelled, .delayedBegan):
            touch.endedWhileHeld = true
            return false
        default:
            return false
        }
    }

    /// Why a new touch must not reach its view: `isMultipleTouchEnabled` and `isExclusiveTouch` (behaviour 2.3).
    private func withholdReason(for touch: UITouch, view: UIView, event: UIEvent) -> String? {
        for other in event.touchList where other !== touch && other.viewDelivery == .tracking && other.window === touch.window {
            guard let otherView = other.view else { continue }
            if otherView === view {
                if !view.isMultipleTouchEnabled {
                    return "isMultipleTouchEnabled is false and the view is already tracking touch #\(other.ordinal)"
                }
            } else if view.isExclusiveTouch {
                return "the view is exclusive-touch and \(DispatchLog.name(of: otherView)) is tracking touch #\(other.ordinal)"
            } else if otherView.isExclusiveTouch {
                return "exclusive-touch view \(DispatchLog.name(of: otherView)) is tracking touch #\(other.ordinal)"
            }
        }
        return nil
    }
}
