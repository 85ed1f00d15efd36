import Foundation
import ResponderKit

/// An example of a custom discrete recognizer written against the subclassing contract (behaviour 4.6):
/// two fingers tapping opposite corners of the view at the same time: top-left with bottom-right, or
/// top-right with bottom-left.
///
///     possible ──two fingers in opposite corners, both lifted within maximumTapDuration──▶ recognized
///        │ a touch lands or moves outside every corner area, a third finger, two fingers in
///        │ corners that are not opposite, held too long, or cancelled
///        ▼
///     failed
///
/// Because a two-corner tap looks like the start of many other gestures, it declares that other
/// recognizers should wait for it to fail (`shouldBeRequiredToFail(by:)` returns true): a tap on the
/// same view fires only once this recognizer has failed.
@MainActor
public final class CornerTapGestureRecognizer: UIGestureRecognizer {
    /// The corners of a view.
    public enum Corner: Sendable, CaseIterable {
        case topLeft, topRight, bottomLeft, bottomRight

        /// The corner diagonally across.
        public var opposite: Corner {
            switch self {
            case .topLeft: .bottomRight
            case .topRight: .bottomLeft
            case .bottomLeft: .topRight
            case .bottomRight: .topLeft
            }
        }
    }

    /// The side of each square corner area, in the view's points. Default 44.
    public var cornerSize: CGFloat = 44
    /// How long the fingers may stay down. Default 0.75 s.
    public var maximumTapDuration: TimeInterval = 0.75

    /// The corners of the recognized tap (valid once recognized, until reset).
    public private(set) var corners: [Corner] = []
    private var cornerOfTouch: [ObjectIdentifier: Corner] = [:]
    private var lifted = 0
    private var startTime: TimeInterval?

    /// Other recognizers wait for this one to fail.
    public override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if startTime == nil { startTime = event.timestamp }
        for touch in touches {
            guard cornerOfTouch.count < 2 else { return fail("a third finger touched") }
            guard let corner = corner(of: touch) else { return fail("a touch landed outside the corner areas") }
            cornerOfTouch[ObjectIdentifier(touch)] = corner
        }
        let found = sortedCorners()
        if found.count == 2, found[0].opposite != found[1] {
            fail("\(found[0]) and \(found[1]) are not opposite corners")
        }
        if found.count == 1, cornerOfTouch.count == 2 { fail("both fingers are in the \(found[0]) corner") }
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches where corner(of: touch) != cornerOfTouch[ObjectIdentifier(touch)] {
            return fail("a finger moved out of its corner area")
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        guard cornerOfTouch.count == 2 else { return fail("a finger lifted before the second one touched") }
        if let startTime, event.timestamp - startTime > maximumTapDuration {
            return fail("held longer than \(maximumTapDuration) s")
        }
        lifted += touches.count
        if lifted >= 2 {
            corners = sortedCorners()
            explain("two fingers tapped opposite corners")
            state = .ended
        }
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { fail("touches cancelled") }
    }

    public override func reset() {
        super.reset()
        cornerOfTouch.removeAll()
        lifted = 0
        startTime = nil
    }

    private func fail(_ reason: String) {
        explain(reason)
        state = .failed
    }

    /// The distinct corners touched, in `Corner.allCases` order (dictionary order would vary between runs).
    private func sortedCorners() -> [Corner] {
        Corner.allCases.filter { corner in cornerOfTouch.values.contains(corner) }
    }

    /// The corner area `touch` is in, in the view's coordinates, or nil.
    private func corner(of touch: UITouch) -> Corner? {
        guard let view else { return nil }
        let point = touch.location(in: view)
        let bounds = view.bounds
        let left = point.x < bounds.minX + cornerSize, right = point.x >= bounds.maxX - cornerSize
        let top = point.y < bounds.minY + cornerSize, bottom = point.y >= bounds.maxY - cornerSize
        switch (left, right, top, bottom) {
        case (true, _, true, _): return .topLeft
        case (_, true, true, _): return .topRight
        case (true, _, _, true): return .bottomLeft
        case (_, true, _, true): return .bottomRight
        default: return nil
        }
    }
}
