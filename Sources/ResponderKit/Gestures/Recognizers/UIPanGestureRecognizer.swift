import Foundation

/// Recognizes a drag of one or more fingers (behaviour 5.3). Continuous.
///
///     possible ──centroid moved > hysteresis (10 pt) with min...max fingers down──▶ began
///        │ all fingers lifted first, too many fingers, or cancelled                  │ finger moves
///        ▼                                                                            ▼
///     failed                                      changed ──all fingers lifted──▶ ended
///                                                    └──touches cancelled──▶ cancelled
///
/// `translation(in:)` is measured from the centroid where the touches went down, so the first `.began`
/// already includes the distance moved (behaviour 11); fingers joining or leaving do not make it jump.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches: Int {
        get { minimumTouchesStorage }
        set { minimumTouchesStorage = newValue }
    }
    /// The most fingers that pan (`Int.max`, like `NSUIntegerMax`). More fingers before the pan begins
    /// make it fail; once it began, extra fingers are ignored.
    open var maximumNumberOfTouches: Int {
        get { maximumTouchesStorage }
        set { maximumTouchesStorage = newValue }
    }
    /// Private storage of the two counts, read on every moved touch (docs/performance.md, "Hot properties
    /// in private storage"); the properties stay open to overriding, as in UIKit.
    private var minimumTouchesStorage = 1
    private var maximumTouchesStorage = Int.max
    /// How far the centroid must move before the pan begins (EMP 10 pt, behaviour 11).
    open var hysteresis: CGFloat = GestureConstants.panHysteresis
    /// The kinds of scroll events the pan recognizes, besides touches (behaviour 12.3): a trackpad's
    /// two-finger scroll (`.continuous`), a mouse wheel (`.discrete`), or both (`.all`). Default `[]`: a pan
    /// ignores scroll events unless asked. Every `UIScrollView`'s pan allows `.all`. It does not disable
    /// panning by touches.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// Whether the current gesture is driven by scroll events rather than touches (behaviour 12.3).
    public internal(set) var isScrollDriven = false

    /// The centroid where the touches went down, adjusted when fingers join or leave (window coordinates).
    private var origin: CGPoint?
    /// The centroid after the last event, to re-anchor `origin` when the finger set changes.
    private var lastCentroid: CGPoint = .zero
    private var velocityEstimator = VelocityEstimator()
    private var lastSampleTime: TimeInterval = 0

    /// The translation of the pan in `view`'s coordinate system (nil: window), since it started or since
    /// the last ``setTranslation(_:in:)``.
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        let delta = CGPoint(x: lastCentroid.x - origin.x, y: lastCentroid.y - origin.y)
        return convertVector(delta, toView: view)
    }

    /// Rebases the translation so that ``translation(in:)`` returns `translation` for `view`, and resets
    /// the velocity.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = convertVector(translation, fromView: view)
        origin = CGPoint(x: lastCentroid.x - inWindow.x, y: lastCentroid.y - inWindow.y)
        velocityEstimator.reset()
        velocityEstimator.add(lastCentroid, at: lastSampleTime)
    }

    /// The velocity of the pan in points per second in `view`'s coordinate system (behaviour 11 estimator),
    /// evaluated at the application's current time: it is zero once the fingers have been still for 40 ms,
    /// even when no event arrived since.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = velocityEstimator.velocity(at: velocityEvaluationTime(lastSample: lastSampleTime))
        return convertVector(CGPoint(x: v.dx, y: v.dy), toView: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if isScrollDriven {
            // A scroll sequence drives the pan: touches are not its business until it ends.
            for touch in touches { ignore(touch, for: event) }
            return
        }
        if state == .began || state == .changed {
            // Extra fingers beyond the maximum are not the pan's business.
            while numberOfTouches > maximumNumberOfTouches, let extra = trackedTouches.last {
                ignore(extra, for: event)
            }
            reanchor()
            return
        }
        guard state == .possible else { return }
        if numberOfTouches > maximumNumberOfTouches {
            explain(lazily: "\(numberOfTouches) fingers > maximumNumberOfTouches \(maximumNumberOfTouches)")
            state = .failed
            return
        }
        if origin == nil {
            origin = centroidInWindow()
            lastCentroid = origin!
        } else {
            reanchor()
        }
        sample(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard origin != nil else { return }
        lastCentroid = centroidInWindow()
        sample(event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches, let origin else { return }
            let distance = hypot(lastCentroid.x - origin.x, lastCentroid.y - origin.y)
            if distance > hysteresis {
                explain(
                    lazily:
                        "moved \(distance.formatted4) pt > hysteresis \(hysteresis.formatted4) pt with \(numberOfTouches) finger(s)"
                )
                state = .began
            }
        case .began, .changed:
            if numberOfTouches >= minimumNumberOfTouches { state = .changed }
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // Counted rather than filtered into a new array (docs/performance.md, "Landing, lifting and moving
        // fingers").
        let remaining = activeTouchCount
        switch state {
        case .began, .changed:
            if remaining == 0 {
                // The last movement may arrive with the lift (coalesced into one delivery).
                lastCentroid = centroidInWindow()
                sample(event.timestamp)
                explain(lazily: "all fingers lifted")
                state = .ended
            } else {
                reanchor(excludingEnded: true)
            }
        case .possible:
            if remaining == 0 {
                explain(lazily: "all fingers lifted before moving \(hysteresis.formatted4) pt")
                state = .failed
            } else {
                reanchor(excludingEnded: true)
            }
        default:
            break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        abandonForCancelledTouches()
    }

    open override func reset() {
        super.reset()
        isScrollDriven = false
        origin = nil
        lastCentroid = .zero
        velocityEstimator.reset()
    }

    // MARK: Helpers

    /// Keeps the translation continuous when the set of fingers changes: the origin moves with the centroid.
    private func reanchor(excludingEnded: Bool = false) {
        guard let current = origin else { return }
        var x: CGFloat = 0, y: CGFloat = 0, count = 0
        for touch in trackedTouches where !excludingEnded || touch.isActive {
            x += touch.locationInWindow.x; y += touch.locationInWindow.y
            count += 1
        }
        guard count > 0 else { return }
        let centroid = CGPoint(x: x / CGFloat(count), y: y / CGFloat(count))
        origin = CGPoint(x: current.x + centroid.x - lastCentroid.x, y: current.y + centroid.y - lastCentroid.y)
        lastCentroid = centroid
    }

    private func sample(_ time: TimeInterval) {
        lastSampleTime = time
        velocityEstimator.add(lastCentroid, at: time)
    }

    func convertVector(_ vector: CGPoint, toView view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let window = record.lastWindow ?? trackedTouches.first?.window
        let a = view.convert(CGPoint.zero, from: window), b = view.convert(vector, from: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    func convertVector(_ vector: CGPoint, fromView view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let window = record.lastWindow ?? trackedTouches.first?.window
        let a = view.convert(CGPoint.zero, to: window), b = view.convert(vector, to: window)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }
}

/// The kinds of scroll a pan gesture recognizer accepts (``UIPanGestureRecognizer/allowedScrollTypesMask``),
/// with UIKit's raw values: bit 0 discrete (a mouse wheel), bit 1 continuous (a trackpad).
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A discrete scroll, like a mouse wheel's.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A continuous scroll, like a trackpad's.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    /// Either kind.
    public static let all: UIScrollTypeMask = [.discrete, .continuous]

    /// The mask of one scroll kind.
    init(_ kind: ScrollInput.Kind) { self = kind == .discrete ? .discrete : .continuous }
}

// MARK: Scroll events (behaviour 12.3)

extension UIPanGestureRecognizer: ScrollEventRecognizing {
    /// Whether ``allowedScrollTypesMask`` allows scrolls of `kind`.
    func acceptsScroll(of kind: ScrollInput.Kind) -> Bool {
        allowedScrollTypesMask.contains(UIScrollTypeMask(kind))
    }

    /// A scroll sequence starts at `point` (window coordinates) with its first movement: the pan begins
    /// with that movement as its translation (so that a scroll view can tell the direction) and its velocity
    /// is sampled on the application's clock.
    func beginScroll(
        at point: CGPoint, in window: UIWindow, delta: CGVector, kind: ScrollInput.Kind, time: TimeInterval
    ) {
        isScrollDriven = true
        origin = point
        lastCentroid = point
        record.place(at: point, in: window)
        record.stamp(time)
        sample(time)
        lastCentroid = CGPoint(x: point.x + delta.dx, y: point.y + delta.dy)
        sample(time)
        explain(lazily: "a \(kind.rawValue) scroll began, moving (\(delta.dx.formatted4), \(delta.dy.formatted4)) pt")
        state = .began
    }

    /// The scroll moved by `delta`.
    func scroll(by delta: CGVector, time: TimeInterval) {
        guard isScrollDriven, state == .began || state == .changed else { return }
        record.stamp(time)
        lastCentroid = CGPoint(x: lastCentroid.x + delta.dx, y: lastCentroid.y + delta.dy)
        sample(time)
        state = .changed
    }

    /// The scroll sequence ended (the fingers lifted, or the wheel step is over) or was cancelled.
    func endScroll(time: TimeInterval, cancelled: Bool) {
        guard isScrollDriven, state == .began || state == .changed else { return }
        record.stamp(time)
        explain(lazily: cancelled ? "the device cancelled the scroll" : "the scroll ended")
        state = cancelled ? .cancelled : .ended
    }
}
