import Foundation

/// Recognizes `numberOfTapsRequired` taps by `numberOfTouchesRequired` fingers (behaviour 5.1). Discrete.
///
/// State machine (all taps counted from the first touch-down of the attempt):
///
///     possible ──all required fingers lifted, taps == required──▶ recognized
///        │ finger moved > allowableMovement, held > maximumTapDuration, too many fingers,
///        │ next tap later than maximumIntervalBetweenTaps, or cancelled
///        ▼
///     failed
///
/// `location(in:)` is the centroid of the first tap's fingers. A tap never prevents a tap recognizer
/// that needs more taps (behaviour 4.5), so single and double taps can live on one view.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The number of taps to recognize. Default 1.
    open var numberOfTapsRequired: Int = 1
    /// The number of fingers of each tap. Default 1.
    open var numberOfTouchesRequired: Int = 1
    /// How far a finger may move during the gesture (EMP 45 pt, behaviour 11).
    open var allowableMovement: CGFloat = GestureConstants.tapAllowableMovement
    /// How long a finger may stay down (EMP 0.75 s).
    open var maximumTapDuration: TimeInterval = GestureConstants.maximumTapDuration
    /// How long the next tap may take to start after the previous ended (EMP 0.35 s).
    open var maximumIntervalBetweenSuccessiveTaps: TimeInterval = GestureConstants.maximumIntervalBetweenTaps

    /// The pointer buttons a click must press for the tap to recognize (behaviour 12.2). Default `.primary`.
    /// Only clicks carry buttons (``UIEvent/buttonMask``); finger touches have none and are not gated.
    /// A click with other buttons (a secondary click on a default tap) makes the tap fail.
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary
    private var tapsCompleted = 0
    private var fingersThisTap = 0
    private var fingersDown = 0
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var firstTapLocation: CGPoint?
    private var firstTapWindow: UIWindow?
    /// The recognizer's one deadline timer, armed again for each deadline (`rearmDeadline`).
    private var deadline: ApplicationTimer?

    deinit {
        // The deadline's action refers to this recognizer unretained (`rearmDeadline`); a timer still
        // queued must not call it once it is gone.
        deadline?.ownerWentAway()
    }
    /// What the armed deadline means: a finger held too long (`false`) or the next tap late (`true`).
    private var deadlineAwaitsNextTap = false

    open override func location(in view: UIView?) -> CGPoint {
        guard let firstTapLocation else { return super.location(in: view) }
        guard let view else { return firstTapLocation }
        return view.convert(firstTapLocation, from: firstTapWindow)
    }

    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired > numberOfTapsRequired
        {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if !event.buttonMask.isEmpty && event.buttonMask != buttonMaskRequired {
            return failTap(
                "a click of \(UIApplication.describe(event.buttonMask)); buttonMaskRequired is "
                    + UIApplication.describe(buttonMaskRequired))
        }
        deadline?.invalidate()
        for touch in touches {
            let point = touch.location(in: nil)
            startPoints[ObjectIdentifier(touch)] = point
            if let first = firstTapLocation, hypot(point.x - first.x, point.y - first.y) > allowableMovement {
                return failTap(
                    "tap \(tapsCompleted + 1) landed \(CGFloat(hypot(point.x - first.x, point.y - first.y)).formatted4) pt "
                        + "from the first > \(allowableMovement.formatted4) pt")
            }
        }
        if fingersDown == 0 { fingersThisTap = 0 }
        fingersDown += touches.count
        fingersThisTap += touches.count
        if fingersThisTap > numberOfTouchesRequired {
            return failTap("\(fingersThisTap) fingers > \(numberOfTouchesRequired) required")
        }
        deadlineAwaitsNextTap = false
        deadline = rearmDeadline(deadline, after: maximumTapDuration) {
            { [unowned(unsafe) self] in self.deadlineElapsed() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard state == .possible else { return }
        for touch in touches {
            guard let start = startPoints[ObjectIdentifier(touch)] else { continue }
            let point = touch.location(in: nil)
            let distance = hypot(point.x - start.x, point.y - start.y)
            if distance > allowableMovement {
                return failTap("moved \(CGFloat(distance).formatted4) pt > \(allowableMovement.formatted4) pt")
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible else { return }
        fingersDown = max(0, fingersDown - touches.count)
        guard fingersDown == 0 else { return }
        deadline?.invalidate()
        guard fingersThisTap == numberOfTouchesRequired else {
            return failTap("\(fingersThisTap) finger(s) tapped, \(numberOfTouchesRequired) required")
        }
        if tapsCompleted == 0 {
            firstTapLocation = centroidInWindow()
            firstTapWindow = touches.first?.window
        }
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            explain(lazily: "\(tapsCompleted) tap(s) of \(numberOfTouchesRequired) finger(s)")
            state = .ended
            return
        }
        deadlineAwaitsNextTap = true
        deadline = rearmDeadline(deadline, after: maximumIntervalBetweenSuccessiveTaps) {
            { [unowned(unsafe) self] in self.deadlineElapsed() }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if state == .possible { failTap("touches cancelled") }
    }

    open override func reset() {
        super.reset()
        // The timer stays, invalidated, to be armed again (docs/performance.md, "Landing, lifting and
        // moving fingers").
        deadline?.invalidate()
        tapsCompleted = 0
        fingersThisTap = 0
        fingersDown = 0
        startPoints.removeAll(keepingCapacity: true)
        firstTapLocation = nil
        firstTapWindow = nil
    }

    /// The armed deadline passed while the taps were undecided.
    private func deadlineElapsed() {
        guard state == .possible else { return }
        if deadlineAwaitsNextTap {
            failTap("no tap \(tapsCompleted + 1) within \(maximumIntervalBetweenSuccessiveTaps.formattedSeconds)")
        } else {
            failTap("held longer than \(maximumTapDuration.formattedSeconds)")
        }
    }

    private func failTap(_ reason: @autoclosure () -> String) {
        deadline?.invalidate()
        explain(lazily: reason())
        state = .failed
    }
}

extension TimeInterval {
    /// Seconds with up to three decimals ("0.35 s").
    var formattedSeconds: String { "\(CGFloat(self).formatted4) s" }
}
