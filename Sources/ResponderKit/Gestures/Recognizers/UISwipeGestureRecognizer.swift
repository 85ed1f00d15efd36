import Foundation

/// Recognizes a quick straight stroke of one or more fingers (behaviour 5.5). Discrete.
///
///     possible ──centroid moved ≥ the required distance, mostly along an allowed direction──▶ recognized
///        │ past maximumDuration (0.5 s, a deadline), the stroke's direction not allowed or too far off
///        │ its axis, a finger lifted first, too many fingers, or cancelled
///        ▼
///     failed
///
/// The rule (EMP; Apple documents the shape, not the numbers, behaviour 5.5 and behaviour 11): while the
/// ``numberOfTouchesRequired`` fingers are down, the displacement of their centroid from where they
/// started is split into a primary axis (the larger of |dx| and |dy|) and a secondary one. The stroke's
/// speed is its average, `distance / time since the first finger went down`, and its *fastness*
/// `f = min(speed / fastSwipeSpeed, 1)` (0 still … 1 at 1000 pt/s or more). Then
/// - the primary movement required grows with speed: `minimumPrimaryMovement + f × (maximumPrimaryMovement
///   − minimumPrimaryMovement)`, 50 pt for a slow stroke up to 100 pt for a fast one;
/// - the angle the stroke may make with its axis grows with speed too: `minimumAngleTolerance +
///   f × (maximumAngleTolerance − minimumAngleTolerance)`, 20° for a slow stroke up to 35° for a fast one.
///
/// The decision is taken the first time the primary movement reaches the required distance (the
/// movement delivered with the lift counts): recognized if the direction is in ``direction`` and the angle
/// is within tolerance, failed otherwise. It never enters `.began` or `.changed`.
/// `location(in:)` is where the swipe began: the centroid of the points where the fingers went down.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions of a swipe, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt
        /// Creates a set of directions from UIKit's raw bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Toward increasing x (raw value 1).
        public static let right = Direction(rawValue: 1 << 0)
        /// Toward decreasing x (raw value 2).
        public static let left = Direction(rawValue: 1 << 1)
        /// Toward decreasing y (raw value 4).
        public static let up = Direction(rawValue: 1 << 2)
        /// Toward increasing y (raw value 8).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count; several may be allowed when they mean the same action. Default `.right`.
    open var direction: Direction = .right
    /// The number of fingers that swipe. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// The primary movement a slow swipe needs, in points. Default 50 pt (EMP).
    open var minimumPrimaryMovement: CGFloat = 50
    /// The primary movement a fast swipe (at ``fastSwipeSpeed`` or more) needs, in points. Default 100 pt (EMP).
    open var maximumPrimaryMovement: CGFloat = 100
    /// The largest angle, in radians, a slow swipe may make with its axis. Default 20° (π/9, EMP).
    open var minimumAngleTolerance: CGFloat = .pi / 9
    /// The largest angle, in radians, a fast swipe may make with its axis. Default 35° (7π/36, EMP).
    open var maximumAngleTolerance: CGFloat = .pi * 7 / 36
    /// The average speed, in points per second, from which a swipe counts as fully fast. Default 1000 pt/s (EMP).
    open var fastSwipeSpeed: CGFloat = 1000
    /// How long after the first finger went down the swipe may qualify; later it fails as too slow.
    /// Default 0.5 s (EMP).
    open var maximumDuration: TimeInterval = 0.5

    /// The centroid of the fingers as they went down, in window coordinates.
    private var startCentroid: CGPoint?
    private var startWindow: UIWindow?
    private var startTime: TimeInterval = 0
    private var fingersDown = 0
    /// The recognizer's one deadline timer, armed again at each attempt (`rearmDeadline`).
    private var deadline: ApplicationTimer?

    deinit {
        // The deadline's action refers to this recognizer unretained (`rearmDeadline`); a timer still
        // queued must not call it once it is gone.
        deadline?.ownerWentAway()
    }
    /// Whether the attempt's deadline was armed (at its first finger).
    private var isTimed = false

    /// Where the swipe began in `view` (nil: window coordinates): the centroid of the starting touches.
    open override func location(in view: UIView?) -> CGPoint {
        guard let startCentroid else { return super.location(in: view) }
        guard let view else { return startCentroid }
        return view.convert(startCentroid, from: startWindow)
    }

    /// Called with new fingers: records where and when the swipe starts; too many fingers fail it.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        fingersDown += touches.count
        guard fingersDown <= numberOfTouchesRequired else {
            return failSwipe("\(fingersDown) fingers > numberOfTouchesRequired \(numberOfTouchesRequired)")
        }
        startCentroid = downCentroid()
        startWindow = touches.first?.window
        guard !isTimed else { return }
        startTime = event.timestamp
        deadline = rearmDeadline(deadline, after: maximumDuration) {
            { [unowned(unsafe) self] in self.deadlineElapsed() }
        }
        isTimed = deadline != nil
    }

    /// Called with moved fingers: decides once the stroke covered the distance its speed requires.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        evaluate(event)
    }

    /// Called with lifted fingers: the last movement (delivered with the lift) still counts; lifting
    /// before the swipe qualified fails it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        evaluate(event)
        guard state == .possible else { return }
        failSwipe("a finger lifted before the stroke was long enough")
    }

    /// Called with cancelled touches: the swipe fails.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { failSwipe("touches cancelled") }
    }

    /// Forgets the start of the swipe and its deadline.
    open override func reset() {
        super.reset()
        // The timer stays, invalidated, to be armed again (docs/performance.md, "Landing, lifting and
        // moving fingers").
        deadline?.invalidate()
        isTimed = false
        startCentroid = nil
        startWindow = nil
        startTime = 0
        fingersDown = 0
    }

    // MARK: Helpers

    /// Applies the rule of the class comment to the fingers' current centroid (ended fingers count with
    /// the position they lifted at).
    private func evaluate(_ event: UIEvent) {
        guard state == .possible, fingersDown == numberOfTouchesRequired, let start = startCentroid else { return }
        let elapsed = event.timestamp - startTime
        guard elapsed <= maximumDuration else {
            return failSwipe(
                "too slow: \(elapsed.formattedSeconds) > maximumDuration \(maximumDuration.formattedSeconds)")
        }
        let centroid = centroidInWindow()
        let dx = centroid.x - start.x, dy = centroid.y - start.y
        let horizontal = abs(dx) >= abs(dy)
        let primary = horizontal ? abs(dx) : abs(dy), secondary = horizontal ? abs(dy) : abs(dx)
        let speed = elapsed > 0 ? CGFloat(hypot(dx, dy)) / CGFloat(elapsed) : fastSwipeSpeed
        let fastness = fastSwipeSpeed > 0 ? min(max(speed / fastSwipeSpeed, 0), 1) : 1
        let required = minimumPrimaryMovement + fastness * (maximumPrimaryMovement - minimumPrimaryMovement)
        guard primary >= required else { return }
        let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let angle = CGFloat(atan2(secondary, primary))
        let tolerance = minimumAngleTolerance + fastness * (maximumAngleTolerance - minimumAngleTolerance)
        let stroke = "\(primary.formatted4) pt \(Self.name(of: moved)) at \(speed.formatted4) pt/s"
        guard direction.contains(moved) else {
            return failSwipe("\(stroke): direction \(Self.name(of: moved)) not in \(Self.names(of: direction))")
        }
        guard angle <= tolerance else {
            return failSwipe("\(stroke): \(Self.degrees(angle)) off axis > tolerance \(Self.degrees(tolerance))")
        }
        deadline?.invalidate()
        explain(
            lazily:
                "\(stroke) ≥ \(required.formatted4) pt required, \(Self.degrees(angle)) off axis ≤ \(Self.degrees(tolerance))"
        )
        state = .ended
    }

    /// The centroid of the points where the fingers went down (window coordinates), even for a finger
    /// that landed after another had started moving.
    private func downCentroid() -> CGPoint {
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in trackedTouches { x += touch.initialLocationInWindow.x; y += touch.initialLocationInWindow.y }
        let count = CGFloat(max(trackedTouches.count, 1))
        return CGPoint(x: x / count, y: y / count)
    }

    /// The deadline passed while the swipe was undecided.
    private func deadlineElapsed() {
        guard state == .possible else { return }
        failSwipe("too slow: not a swipe within maximumDuration \(maximumDuration.formattedSeconds)")
    }

    private func failSwipe(_ reason: @autoclosure () -> String) {
        deadline?.invalidate()
        explain(lazily: reason())
        state = .failed
    }

    private static func name(of direction: Direction) -> String {
        switch direction {
        case .right: "right"
        case .left: "left"
        case .up: "up"
        case .down: "down"
        default: "none"
        }
    }

    private static func names(of directions: Direction) -> String {
        let names = [Direction.right, .left, .up, .down].filter(directions.contains).map(name(of:))
        return "[" + names.joined(separator: ", ") + "]"
    }

    private static func degrees(_ radians: CGFloat) -> String {
        "\((radians * 180 / .pi).formatted4)°"
    }
}
