import Foundation

/// Animates changes to views and lets them be paused, scrubbed, reversed and stopped, as interactive
/// transitions need (Apple's `UIViewPropertyAnimator`; docs/behaviour/animation.md, 19.4).
///
///     inactive ──startAnimation / pauseAnimation / fractionComplete=──▶ active (running ⇄ paused)
///     active ──reaches its end (or its start, reversed)──▶ inactive, completions(.end / .start)
///            (with pausesOnCompletion: stays active, paused at the end, no completions)
///     active ──stopAnimation(true)──▶ inactive, no completions
///     active ──stopAnimation(false)──▶ stopped ──finishAnimation(at:)──▶ inactive, completions(position)
///
/// As with animation blocks, the animations' changes take effect in the model when they run (at the
/// start); the views are presented along the animator's progress on the application's clock.
@MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    /// The timing of the animations.
    public let timingParameters: (any UITimingCurveProvider)?
    /// The duration of the animations in seconds (a physical spring's settling time).
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)``. Default 0.
    public private(set) var delay: TimeInterval = 0

    /// Whether the animated views take touches while the animations run. Default `true`. Set it
    /// before the animator becomes active.
    open var isUserInteractionEnabled: Bool {
        get { allowsUserInteraction }
        set { if state == .inactive { allowsUserInteraction = newValue } }
    }
    /// Whether the app does its own hit-testing of the animated views. Default `false`; stored only.
    open var isManualHitTestingEnabled = false
    /// Whether the animations can be paused, reversed and scrubbed. Default `true`. Set it before the
    /// animator becomes active.
    open var isInterruptible: Bool {
        get { interruptible }
        set { if state == .inactive { interruptible = newValue } }
    }
    /// Whether scrubbing a paused animator moves the views linearly with ``fractionComplete`` (`true`,
    /// the default) or along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, when its animations finish. Default `false`.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false

    /// Whether the animations run back towards their start values; settable while active.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed, interruptible else { return }
            if isRunning { holdCurrentPosition() }
            reversed = newValue
            if isRunning { beginSegment(curve: curve, duration: nil) }
        }
    }

    /// How far the animations have gone, 0 to 1 of the duration (linear in time, whatever the curve).
    /// Setting it works while the animator is paused, and on an inactive animator (which becomes
    /// active and paused); the views move to it linearly (``scrubsLinearly``) or along the curve.
    open var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: now)) }
        set {
            guard interruptible, !isRunning, state != .stopped else { return }
            if state == .inactive { activate() }
            let value = min(max(Double(newValue), 0), 1)
            pausedFraction = value
            pausedProgress = scrubsLinearly ? value : curve.progress(value)
        }
    }

    // MARK: State

    /// Whether the animated views take touches (``isUserInteractionEnabled``); fixed while active, so
    /// that the views' counts of blocking tracks stay right.
    private(set) var allowsUserInteraction = true
    private var interruptible = true
    private var reversed = false
    private var curve: TimingCurve
    private var pendingAnimations: [@MainActor () -> Void] = []
    private var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
    /// The tracks this animator put on views.
    private var entries: [(view: WeakView, property: AnimatableProperty, offset: SIMD8<Double>)] = []
    private weak var application: UIApplication?
    private var endTimer: ApplicationTimer?
    /// Where the animations are while paused: fraction of the duration, and progress along the curve.
    private var pausedFraction = 0.0
    private var pausedProgress = 0.0
    /// The run in progress: from (fraction, progress) at its start towards the target (1, or 0 reversed).
    private var segmentStart: TimeInterval = 0
    private var segmentDuration: TimeInterval = 0
    private var segmentFraction = 0.0
    private var segmentProgress = 0.0
    private var segmentCurve: TimingCurve
    /// The progress at which the animator stopped (for ``finishAnimation(at:)``).
    private var stoppedProgress = 0.0

    // MARK: Creating

    /// An animator of `duration` seconds with `parameters` for its timing. It starts inactive; add
    /// animations, then start it.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let effective = parameters.springTimingParameters?.effectiveDuration(duration) ?? duration
        timingParameters = parameters
        self.duration = effective
        curve = parameters.timingCurve(duration: effective)
        segmentCurve = curve
    }

    /// An animator with one of UIKit's named curves.
    public convenience init(
        duration: TimeInterval, curve: UIView.AnimationCurve, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a cubic Bézier curve through two control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(
            duration: duration,
            timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a spring with `ratio` (1: no oscillation) that settles in `duration`.
    public convenience init(
        duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates an animator with the curve of `options` and starts it after `delay`, as an animation
    /// block does; its views take touches only with `.allowUserInteraction`.
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.allowsUserInteraction = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds animations. On an inactive animator they run when it starts; on an active one they run now,
    /// over the time that remains.
    open func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        if state == .inactive {
            pendingAnimations.append(animation)
        } else if state == .active {
            record(animation)
        }
    }

    /// Adds a block that runs when the animations end, with where they ended. Completions run in the
    /// order they were added.
    open func addCompletion(_ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        if state == .inactive {
            self.delay = delay
            activate()
        }
        isRunning = true
        beginSegment(curve: curve, duration: nil, delay: max(delay, 0))
    }

    open func pauseAnimation() {
        guard interruptible, state != .stopped else { return }
        if state == .inactive {
            activate()
            return
        }
        guard isRunning else { return }
        holdCurrentPosition()
        isRunning = false
    }

    /// Resumes paused animations with `parameters` (nil keeps the animator's) over `durationFactor` ×
    /// ``duration`` × the fraction that remains (0 keeps the remaining time as it is).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
    {
        guard state == .active, !isRunning else { return }
        isRunning = true
        let newCurve = parameters?.timingCurve(duration: duration) ?? curve
        beginSegment(curve: newCurve, duration: durationFactor > 0 ? duration * Double(durationFactor) : nil)
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        holdCurrentPosition()
        stoppedProgress = pausedProgress
        isRunning = false
        // The views stay where they are presented: the model takes the presented values.
        moveModel(by: 1 - stoppedProgress)
        removeTracks()
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: moveModel(by: -(1 - stoppedProgress))
        case .start: moveModel(by: stoppedProgress)
        case .current: break
        }
        complete(at: finalPosition)
    }

    // MARK: Progress

    private var now: TimeInterval { application?.clock.now ?? 0 }
    private var target: Double { reversed ? 0 : 1 }

    private func segmentElapsed(at time: TimeInterval) -> Double {
        guard segmentDuration > 0 else { return 1 }
        return min(max((time - segmentStart) / segmentDuration, 0), 1)
    }

    private func fraction(at time: TimeInterval) -> Double {
        guard isRunning else { return pausedFraction }
        return segmentFraction + (target - segmentFraction) * segmentElapsed(at: time)
    }

    /// Keeps where the running animator is now as its paused position, and cancels its end.
    private func holdCurrentPosition() {
        let time = now
        pausedFraction = fraction(at: time)
        pausedProgress = progress(at: time)
        endTimer?.invalidate()
        endTimer = nil
    }

    /// Moves the animator from its paused position towards its target along `curve`, over the remaining
    /// fraction of ``duration`` (or of `total` when given) after `delay`.
    private func beginSegment(curve: TimingCurve, duration total: TimeInterval?, delay: TimeInterval = 0) {
        segmentFraction = pausedFraction
        segmentProgress = pausedProgress
        segmentCurve = curve
        segmentStart = now + delay
        segmentDuration = (total ?? duration) * abs(target - segmentFraction)
        guard let application else {
            // No view of the animator is in a window: there is no clock, so it ends at once.
            endTimer = nil
            reachedTarget()
            return
        }
        endTimer = application.scheduleTimer(at: segmentStart + segmentDuration) { [weak self] in
            self?.reachedTarget()
        }
    }

    private func reachedTarget() {
        endTimer = nil
        if pausesOnCompletion {
            pausedFraction = target
            pausedProgress = target
            isRunning = false
            return
        }
        if reversed { moveModel(by: 1) }
        removeTracks()
        complete(at: reversed ? .start : .end)
    }

    // MARK: Helpers

    /// Becomes active: the pending animations run (their changes take effect in the model now).
    private func activate() {
        state = .active
        pausedFraction = 0
        pausedProgress = 0
        let animations = pendingAnimations
        pendingAnimations = []
        for animation in animations { record(animation) }
    }

    /// Runs `animation` and adds a track for each property it changed, scaled so that it goes from
    /// its start value now to its end value when the animator reaches its end.
    private func record(_ animation: @MainActor () -> Void) {
        let recorder = AnimationRecorder(duration: duration, curve: curve, options: [])
        let changes = recorder.record(animation)
        if application == nil { application = changes.lazy.compactMap({ $0.view.window?.application }).first }
        let remaining = 1 - progress(at: now)
        guard remaining > 0 else { return }
        for change in changes {
            let offset = change.offset / remaining
            change.view.animations.add(AnimationTrack(driver: self, property: change.property, offset: offset))
            entries.append((WeakView(change.view), change.property, offset))
        }
    }

    /// Changes the model value of every animated property by `amount` × its track's offset, without
    /// recording it.
    private func moveModel(by amount: Double) {
        guard amount != 0 else { return }
        AnimationRecorder.withoutRecording {
            for entry in entries {
                guard let view = entry.view.view else { continue }
                let value = entry.property.components(of: view) + entry.offset * amount
                entry.property.apply(value, to: view)
            }
        }
    }

    private func removeTracks() {
        for entry in entries { entry.view.view?.animationState?.removeTracks(of: self, property: entry.property) }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let completions = self.completions
        reset()
        for completion in completions { completion(position) }
    }

    /// Back to inactive, ready to be given animations again.
    private func reset() {
        state = .inactive
        isRunning = false
        entries = []
        completions = []
        reversed = false
        pausedFraction = 0
        pausedProgress = 0
    }
}

extension UIViewPropertyAnimator: AnimationDriver {
    func progress(at time: TimeInterval) -> Double {
        guard isRunning else { return pausedProgress }
        let elapsed = segmentElapsed(at: time)
        return segmentProgress + (target - segmentProgress) * segmentCurve.progress(elapsed)
    }

    func trackWasRemoved(from view: UIView) {}
}
