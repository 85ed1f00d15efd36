import Foundation

/// Follows one touch on a list's item from touch-down to lift (behaviour 14.3), for the table view and
/// the collection view alike. The list forwards its `touches…` calls here; the cells pass their touches up
/// the responder chain to the list, so a touch reaches this tracker when the scroll view lets the content
/// see it: after the content-touch delay, at the lift of a quick tap, or at once when
/// `delaysContentTouches` is off (behaviour 7). A control inside a cell keeps its touches: the list never
/// sees them.
///
///     touch-down on an item ── selection off ─────────▶ nothing (selectionDisabled)
///        │                  ── shouldHighlight false ──▶ no highlight, no selection (highlightRefused)
///        ▼
///     highlighted ── lift on the same item ──▶ the list's selection sequence (selected, deselected,
///        │                                      selectionRefused, selectionDeclined)
///        ├─ lift elsewhere ──────────────────▶ unhighlighted, no selection (liftedOffItem)
///        └─ cancelled ───────────────────────▶ unhighlighted, no selection: scrolled (the scroll view's
///                                               pan began), recognizerTookTouch (another recognizer
///                                               with cancelsTouchesInView), cancelled (anything else)
///
/// Each outcome is recorded in the explanation log with its typed reason (``ListTouchOutcome``). One touch
/// at a time: touches that land while one is tracked are ignored, as UIKit highlights one row at a time.
@MainActor
final class ListTouchTracker {
    /// The touch being followed.
    private(set) var touch: UITouch?
    /// The item it touched down on.
    private(set) var item: IndexPath?
    /// Whether the item is highlighted by this touch.
    private(set) var isHighlighted = false
    /// Whether the lift may select (selection on and the highlight was allowed).
    private var maySelect = false

    /// A touch-down reached the list.
    func touchesBegan(_ touches: Set<UITouch>, in host: some ListHost) {
        guard touch == nil, let newTouch = touches.first,
            let target = host.listItem(at: newTouch.location(in: host))
        else { return }
        touch = newTouch
        item = target
        if !host.listAllowsTouchSelection {
            record(.selectionDisabled, host: host)
        } else if !host.listShouldHighlightItem(at: target) {
            record(.highlightRefused, host: host)
        } else {
            maySelect = true
            isHighlighted = true
            host.listSetHighlighted(true, at: target)
            record(.highlighted, host: host)
        }
    }

    /// The followed touch (if among `touches`) lifted.
    func touchesEnded(_ touches: Set<UITouch>, in host: some ListHost) {
        guard let touch, touches.contains(touch), let item else { return }
        defer { clear() }
        guard maySelect else { return }
        guard host.listItem(at: touch.location(in: host)) == item else {
            unhighlight(host)
            record(.liftedOffItem, host: host)
            return
        }
        let outcome = host.listSelectByTouch(at: item, highlighted: isHighlighted)
        isHighlighted = false
        record(outcome, host: host)
    }

    /// The followed touch (if among `touches`) was cancelled.
    func touchesCancelled(_ touches: Set<UITouch>, in host: some ListHost) {
        guard let touch, touches.contains(touch) else { return }
        defer { clear() }
        guard maySelect else { return }
        unhighlight(host)
        record(Self.cancellationReason(touch, host: host), host: host)
    }

    /// Forgets the touch without any call (the list reloaded its data).
    func clear() {
        touch = nil
        item = nil
        isHighlighted = false
        maySelect = false
    }

    /// Why `touch` was cancelled: the list's own pan began (scrolling), another recognizer took it, or
    /// something else.
    static func cancellationReason(_ touch: UITouch, host: UIScrollView) -> ListTouchOutcome {
        let pan = host.panGestureRecognizer
        if pan.state == .began || pan.state == .changed {
            let start = touch.initialLocationInWindow
            let now = touch.location(in: nil)
            return .scrolled(distance: hypot(now.x - start.x, now.y - start.y))
        }
        let taker = touch.gestureRecognizers?.first { recognizer in
            recognizer.cancelsTouchesInView
                && (recognizer.state == .began || recognizer.state == .changed || recognizer.state == .ended)
        }
        if let taker { return .recognizerTookTouch(recognizer: taker.explanationName) }
        return .cancelled
    }

    private func unhighlight(_ host: some ListHost) {
        guard isHighlighted, let item else { return }
        isHighlighted = false
        host.listSetHighlighted(false, at: item)
    }

    private func record(_ outcome: ListTouchOutcome, host: some ListHost) {
        // The window's log and the application's, as every other entry (`UIWindow.log`).
        guard let window = host.window, let touch, let item else { return }
        window.log(
            .listTouch(
                list: DispatchLog.name(of: host), touch: touch.ordinal, item: item, outcome: outcome,
                kind: host.listItemKind))
    }
}
