import Foundation

extension UIScrollView {
    /// How quickly a scroll view decelerates after a flick: the fraction of its velocity kept per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction kept per millisecond, between 0 and 1.
        public let rawValue: CGFloat

        /// Creates a rate from the fraction of velocity kept per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate: 0.998 per millisecond (UIKit's documented value).
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop: 0.99 per millisecond (UIKit's documented value).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}

/// How one axis of a scroll view moves after the finger lifted. Positions are closed-form functions of the
/// seconds `t` since the lift, so each tick of the application's clock computes them afresh (no drift).
///
/// - ``decay``: the flick slows down exponentially, keeping the ``UIScrollView/DecelerationRate`` fraction
///   of its velocity per millisecond: `x(t) = T − (T − x₀)·r^(1000·t)`. Its initial velocity is the
///   lift's, and it reaches the target `T` exactly (it snaps once within ``ScrollViewConstants/restDistance``).
///   The projected resting place of a lift at `v` points per millisecond is `x₀ + v·r/(1 − r)`
///   (499·v for `.normal`, 99·v for `.fast`).
/// - ``decayPastEdge``: the projection lies past an edge: the same curve runs toward the projection until
///   it crosses the edge; from there a bounce (critically damped spring with the crossing velocity) goes
///   out and back to the edge, or, without `bounces`, the content stops dead at the edge.
/// - ``spring``: a critically damped spring, `x(t) = T + (a + (v + ωa)·t)·e^(−ωt)` with `a = x₀ − T` and
///   ω = ``ScrollViewConstants/springAngularFrequency``: the bounce back from past an edge, and paging.
enum AxisMotion {
    /// The axis does not move.
    case still(CGFloat)
    /// Exponential slowdown from `start` to `target` at `rate` per millisecond.
    case decay(start: CGFloat, target: CGFloat, rate: CGFloat)
    /// Exponential slowdown toward `projection`, cut at `edge` after `crossing` seconds where the speed is
    /// `crossingVelocity` points per second; then a bounce back to the edge, or a dead stop there.
    case decayPastEdge(
        start: CGFloat, projection: CGFloat, edge: CGFloat, rate: CGFloat,
        crossing: Double, crossingVelocity: Double, bounces: Bool)
    /// A critically damped spring from `start`, moving at `velocity` points per second, to `target`.
    case spring(start: CGFloat, target: CGFloat, velocity: Double)

    /// A slowdown from `start` toward `projection` that stops at (or bounces off) `edge`.
    static func pastEdge(start: CGFloat, projection: CGFloat, edge: CGFloat, rate: CGFloat, bounces: Bool) -> AxisMotion
    {
        let total = Double(projection - start)
        let fraction = total == 0 ? 1 : max(0, Double(edge - start) / total)
        let remaining = max(1 - fraction, 1e-9)
        let lnRate = log(Double(rate))
        let crossingMilliseconds = lnRate < 0 ? log(remaining) / lnRate : 0
        let crossingVelocity = total * remaining * -lnRate * 1000
        return .decayPastEdge(
            start: start, projection: projection, edge: edge, rate: rate,
            crossing: crossingMilliseconds / 1000, crossingVelocity: crossingVelocity, bounces: bounces)
    }

    /// Where the axis comes to rest.
    var target: CGFloat {
        switch self {
        case .still(let position): position
        case .decay(_, let target, _): target
        case .decayPastEdge(_, _, let edge, _, _, _, _): edge
        case .spring(_, let target, _): target
        }
    }

    /// Whether the axis moves at all.
    var isStill: Bool {
        if case .still = self { return true }
        return false
    }

    /// The position `t` seconds after the lift (the target once at rest).
    func position(at t: TimeInterval) -> CGFloat {
        guard !isAtRest(at: t) else { return target }
        switch self {
        case .still(let position):
            return position
        case let .decay(start, target, rate):
            return Self.decay(start, target, rate, t)
        case let .decayPastEdge(start, projection, edge, rate, crossing, velocity, bounces):
            if t < crossing { return Self.decay(start, projection, rate, t) }
            return bounces ? Self.spring(edge, edge, velocity, t - crossing).position : edge
        case let .spring(start, target, velocity):
            return Self.spring(start, target, velocity, t).position
        }
    }

    /// Whether the axis has come to rest `t` seconds after the lift.
    func isAtRest(at t: TimeInterval) -> Bool {
        if t.isInfinite { return true }
        switch self {
        case .still:
            return true
        case let .decay(start, target, rate):
            return abs(target - Self.decay(start, target, rate, t)) < ScrollViewConstants.restDistance
        case let .decayPastEdge(_, _, edge, _, crossing, velocity, bounces):
            guard t >= crossing else { return false }
            return !bounces || Self.springIsAtRest(edge, edge, velocity, t - crossing)
        case let .spring(start, target, velocity):
            return Self.springIsAtRest(start, target, velocity, t)
        }
    }

    private static func decay(_ start: CGFloat, _ target: CGFloat, _ rate: CGFloat, _ t: TimeInterval) -> CGFloat {
        target - (target - start) * CGFloat(pow(Double(rate), t * 1000))
    }

    /// Position and velocity (points per second) of the critically damped spring.
    static func spring(_ start: CGFloat, _ target: CGFloat, _ velocity: Double, _ t: TimeInterval)
        -> (position: CGFloat, velocity: Double)
    {
        let omega = ScrollViewConstants.springAngularFrequency
        let a = Double(start - target)
        let decay = exp(-omega * t)
        let position = Double(target) + (a + (velocity + omega * a) * t) * decay
        let speed = (velocity - omega * (velocity + omega * a) * t) * decay
        return (CGFloat(position), speed)
    }

    private static func springIsAtRest(_ start: CGFloat, _ target: CGFloat, _ velocity: Double, _ t: TimeInterval)
        -> Bool
    {
        let state = spring(start, target, velocity, t)
        return abs(state.position - target) < ScrollViewConstants.restDistance
            && abs(state.velocity) < Double(ScrollViewConstants.restSpeed)
    }
}

/// The two axes of a deceleration.
struct DecelerationPlan {
    var horizontal: AxisMotion
    var vertical: AxisMotion

    /// Whether anything moves.
    var moves: Bool { !horizontal.isStill || !vertical.isStill }
    /// Where the content comes to rest.
    var target: CGPoint { CGPoint(x: horizontal.target, y: vertical.target) }

    /// The offset `t` seconds after the lift.
    func offset(at t: TimeInterval) -> CGPoint {
        CGPoint(x: horizontal.position(at: t), y: vertical.position(at: t))
    }

    /// Whether both axes are at rest.
    func isAtRest(at t: TimeInterval) -> Bool {
        horizontal.isAtRest(at: t) && vertical.isAtRest(at: t)
    }
}

extension UIScrollView {
    /// Where a lift at `velocity` (content points per millisecond) would come to rest along `axis`, before
    /// the delegate's say: the page chosen by the velocity with paging; the nearest edge when the content is
    /// past one; otherwise the projection `x + v·r/(1 − r)` clamped to the scrollable range. Also returns the
    /// unclamped projection.
    func proposedRest(along axis: ScrollAxis, velocity: CGFloat, moves: Bool) -> (target: CGFloat, projection: CGFloat)
    {
        let x = contentOffset[axis], range = offsetRange(axis)
        let clamp = { (value: CGFloat) in min(max(value, range.lowerBound), range.upperBound) }
        guard moves else { return (clamp(x), clamp(x)) }
        if isPagingEnabled, bounds.size[axis] > 0 {
            let page = bounds.size[axis], position = x / page
            let threshold = ScrollViewConstants.pagingVelocityThreshold
            let index =
                velocity > threshold
                ? position.rounded(.down) + 1
                : velocity < -threshold ? position.rounded(.up) - 1 : position.rounded()
            let target = clamp(index * page)
            return (target, target)
        }
        if !range.contains(x) { return (clamp(x), clamp(x)) }
        let rate = decelerationRate.rawValue
        let projection = rate < 1 ? x + velocity * rate / (1 - rate) : x
        return (clamp(projection), projection)
    }

    /// How `axis` moves from the lift to `target` (already clamped), given the proposal and whether the
    /// delegate changed it.
    func motion(
        along axis: ScrollAxis, velocity: CGFloat, target: CGFloat, projection: CGFloat,
        delegateChanged: Bool
    ) -> AxisMotion {
        let x = contentOffset[axis], range = offsetRange(axis)
        let rate = decelerationRate.rawValue
        if !range.contains(x) || isPagingEnabled {
            if abs(target - x) < 0.001 && abs(velocity) < 0.001 { return .still(target) }
            return .spring(start: x, target: target, velocity: Double(velocity) * 1000)
        }
        if abs(target - x) < 0.001 { return .still(target) }
        if delegateChanged || range.contains(projection) || rate >= 1 {
            return .decay(start: x, target: target, rate: rate)
        }
        return .pastEdge(start: x, projection: projection, edge: target, rate: rate, bounces: bounces)
    }

    /// The lift after a drag (behaviour 7): asks the delegate where to stop, tells it whether the content will
    /// decelerate, and starts the deceleration on the application's clock. `panVelocity` is the finger's
    /// velocity in points per second in the scroll view's coordinates; axes the drag did not move get none.
    func endDragging(panVelocity: CGPoint) {
        let moving = dragState.movingAxes
        var velocity = CGPoint.zero
        var proposal = CGPoint.zero, projection = CGPoint.zero
        for axis in ScrollAxis.allCases {
            let moves = moving.contains(axis)
            velocity[axis] = moves ? -panVelocity[axis] / 1000 : 0
            let rest = proposedRest(along: axis, velocity: velocity[axis], moves: moves)
            proposal[axis] = rest.target
            projection[axis] = rest.projection
        }
        var target = proposal
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        target = clampedContentOffset(target)
        let plan = DecelerationPlan(
            horizontal: motion(
                along: .horizontal, velocity: velocity.x, target: target.x, projection: projection.x,
                delegateChanged: target.x != proposal.x),
            vertical: motion(
                along: .vertical, velocity: velocity.y, target: target.y, projection: projection.y,
                delegateChanged: target.y != proposal.y))
        isDragging = false
        dragState = ScrollDragState()
        delegate?.scrollViewDidEndDragging(self, willDecelerate: plan.moves)
        if plan.moves { decelerate(plan) }
    }

    /// Moves the content along `plan`, one tick every 1/60 s, with `scrollViewWillBeginDecelerating` first
    /// and `scrollViewDidEndDecelerating` at rest.
    func decelerate(_ plan: DecelerationPlan) {
        stopScrolling()
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        guard isDecelerating else { return }  // the delegate stopped it
        offsetTicker.start(
            on: window?.application,
            step: { [weak self] elapsed in
                guard let self else { return true }
                self.contentOffset = plan.offset(at: elapsed)
                return plan.isAtRest(at: elapsed)
            },
            completion: { [weak self] in
                guard let self else { return }
                self.isDecelerating = false
                self.delegate?.scrollViewDidEndDecelerating(self)
            })
    }

    /// The finger lifted without dragging: content left past an edge (a bounce caught by the touch)
    /// springs back, as a deceleration.
    func settleAfterTracking() {
        guard !isDragging, !isDecelerating, !isAnimatingOffset, isOutOfRange else { return }
        let target = clampedContentOffset(contentOffset)
        let x =
            contentOffset.x == target.x
            ? AxisMotion.still(target.x)
            : .spring(start: contentOffset.x, target: target.x, velocity: 0)
        let y =
            contentOffset.y == target.y
            ? AxisMotion.still(target.y)
            : .spring(start: contentOffset.y, target: target.y, velocity: 0)
        decelerate(DecelerationPlan(horizontal: x, vertical: y))
    }
}
