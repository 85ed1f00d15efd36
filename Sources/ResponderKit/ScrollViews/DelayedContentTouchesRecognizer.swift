import Foundation

/// Holds touch-downs back from a scroll view's content (behaviour 7, behaviour 11): UIKit's private
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`. It never recognizes; it only decides, by failing,
/// when the content may see the touch.
///
/// With ``UIScrollView/delaysContentTouches`` (the default) it has `delaysTouchesBegan`, so while it is
/// `.possible` the arena holds the began phase of its touches back from their views (behaviour 4.4):
///
///     possible ──touch-down: timer of contentTouchDelay (0.15 s) on the application's clock
///        │
///        ├─ the timer fires ─────────────┐ touchesShouldBegin(_:with:in:) is asked per content view
///        ├─ every finger lifts first ────┤ (false: those touches never reach it), then ──▶ failed:
///        │                                 the arena releases the held touchesBegan (and the ended
///        │                                 phase of a lifted finger) to the content, late
///        ├─ the pan begins first ──▶ failed (forced out): the pan's cancelsTouchesInView already dropped the
///        │                           held touches, so the content never sees them
///        └─ the touch-down caught a moving scroll view ──▶ failed, touches withheld from the content
///
/// Without ``UIScrollView/delaysContentTouches`` it holds nothing: each touch-down is offered to
/// `touchesShouldBegin(_:with:in:)` at once (recognizers see touches before views), and it fails when
/// every finger lifted. Touches that land after it failed (a second finger after the delay) go to the
/// content without being offered; ResponderKit's choice where UIKit says nothing.
@MainActor
final class UIScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// The scroll view whose content touches are delayed.
    weak var scrollView: UIScrollView?
    private var timer: ApplicationTimer?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let scrollView else { return }
        if scrollView.isDecelerating || scrollView.isAnimatingOffset {
            withhold(touches, reason: .touchDownStoppedScrolling)
            explain("the touch-down caught the moving scroll view; the content does not get it")
            state = .failed
            return
        }
        guard scrollView.delaysContentTouches else {
            offer(touches, event: event)
            return
        }
        if timer == nil {
            let delay = scrollView.contentTouchDelay
            timer = scheduleDeadline(after: delay) { [weak self] in self?.delayElapsed(delay) }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, !trackedTouches.contains(where: \.isActive) else { return }
        offer(heldTouches, event: event)
        explain("every finger lifted before the content-touch delay passed")
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        guard state == .possible else { return }
        // A cancelled touch the content never saw begin is not worth a began/cancelled pair.
        withhold(Set(touches.filter { $0.viewDelivery == .delayedBegan }), reason: .cancelledWhileHeld)
        if !trackedTouches.contains(where: \.isActive) {
            explain("touches cancelled")
            state = .failed
        }
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
    }

    /// Never prevents anything: it only ever fails.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Helpers

    private func delayElapsed(_ delay: TimeInterval) {
        timer = nil
        guard state == .possible else { return }
        offer(heldTouches, event: view?.window?.application?.touchEvent)
        explain("the content-touch delay of \(CGFloat(delay).formatted4) s passed without a drag")
        state = .failed
    }

    /// The touches whose began phase is held back from their views.
    private var heldTouches: Set<UITouch> {
        Set(trackedTouches.filter { $0.viewDelivery == .delayedBegan })
    }

    /// Asks `touchesShouldBegin(_:with:in:)` for each content view; touches it refuses are withheld from
    /// that view for their whole sequence.
    private func offer(_ touches: Set<UITouch>, event: UIEvent?) {
        guard let scrollView, !touches.isEmpty else { return }
        var views: [UIView] = []
        for touch in touches {
            if let view = touch.view, view !== scrollView, !views.contains(where: { $0 === view }) {
                views.append(view)
            }
        }
        for view in views {
            let group = touches.filter { $0.view === view }
            if !scrollView.touchesShouldBegin(group, with: event, in: view) {
                withhold(group, reason: .scrollViewRefusedTouches)
            }
        }
    }

    /// Keeps `touches` from their views for good (they have not reached them yet).
    private func withhold(_ touches: Set<UITouch>, reason: TouchWithholdReason) {
        for touch in touches { ViewTouchDelivery.withhold(touch, cause: .refused(reason: reason)) }
    }
}
