import Foundation

/// The window's delivery of touches to their views (spec 2.3).
///
/// Each touch carries a ``ViewDeliveryState``: `pending` until its view is sent `touchesBegan`,
/// `tracking` while the view follows it, `finished` once the view got `touchesEnded` or
/// `touchesCancelled`, or `withheld` when the view must never see it. Only a `tracking` touch is sent
/// moved, ended or cancelled phases, which is what guarantees that every touch a view received in
/// `touchesBegan` ends exactly once for it, whatever else (removal from the window, cancellation,
/// gesture recognizers) happens to it.
///
/// Touches of one phase that belong to the same view arrive in one call; views are served in the
/// order their touches began. The storage is reused between deliveries, so a steady stream of moved
/// touches allocates nothing.
@MainActor
final class ViewTouchDelivery {
    private static let phases: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    private var candidates: [UITouch] = []
    private var views: [UIView] = []
    private var touchSet: Set<UITouch> = []

    func deliver(_ event: UIEvent, in window: UIWindow) {
        // Take the scratch storage so that a delivery started from inside a callback cannot disturb it.
        var candidates = self.candidates, views = self.views, touchSet = self.touchSet
        self.candidates = []; self.views = []; self.touchSet = []
        for phase in Self.phases {
            candidates.removeAll(keepingCapacity: true)
            views.removeAll(keepingCapacity: true)
            for touch in event.touchList where touch.changedInCurrentEvent && touch.phase == phase && touch.window === window {
                guard let view = touch.view else { continue }
                candidates.append(touch)
                if !views.contains(where: { $0 === view }) { views.append(view) }
            }
            for view in views {
                touchSet.removeAll(keepingCapacity: true)
                for touch in candidates where touch.view === view && admit(touch, phase: phase, event: event, window: window) {
                    touchSet.insert(touch)
                }
                guard !touchSet.isEmpty else { continue }
                if let log = event.application?.dispatchLog {
                    log.record(.delivered(phase: phase, view: DispatchLog.name(of: view),
                                          touches: touchSet.map(\.ordinal).sorted(), note: nil))
                }
                switch phase {
                case .began: view.touchesBegan(touchSet, with: event)
                case .moved: view.touchesMoved(touchSet, with: event)
                case .ended: view.touchesEnded(touchSet, with: event)
                default: view.touchesCancelled(touchSet, with: event)
                }
            }
        }
        candidates.removeAll(keepingCapacity: true)
        views.removeAll(keepingCapacity: true)
        touchSet.removeAll(keepingCapacity: true)
        self.candidates = candidates; self.views = views; self.touchSet = touchSet
    }

    /// Decides whether the view gets this phase of `touch` and advances the touch's delivery state.
    private func admit(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent, window: UIWindow) -> Bool {
        switch phase {
        case .began:
            guard touch.viewDelivery == .pending, let view = touch.view else { return false }
            if let reason = withholdReason(for: touch, view: view, event: event) {
                touch.viewDelivery = .withheld
                event.application?.dispatchLog?.record(.withheld(touch: touch.ordinal, view: DispatchLog.name(of: view), reason: reason))
                return false
            }
            touch.viewDelivery = .tracking
            return true
        case .moved:
            return touch.viewDelivery == .tracking
        default:
            guard touch.viewDelivery == .tracking else { return false }
            touch.viewDelivery = .finished
            return true
        }
    }

    /// Why a new touch must not reach its view: `isMultipleTouchEnabled` and `isExclusiveTouch` (spec 2.3).
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
