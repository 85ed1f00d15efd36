import Foundation

/// The animation made by one animation block (``UIView/animate(withDuration:delay:options:animations:completion:)``
/// and its spring form): its timing on the application's clock, its tracks on the views it changed and
/// its completion (docs/behaviour/animation.md, 19.1).
///
///     recorded ──begin──▶ in flight ──end time (a timer)──▶ done, completion(true)
///                             │
///                             └──every track removed──▶ done, completion(false) at the current time
///
/// Its presented progress is computed from the clock when asked; the only timer is the one at its end.
@MainActor
final class BlockAnimation: AnimationDriver {
    private let begin: TimeInterval
    private let duration: TimeInterval
    private let curve: TimingCurve
    private let options: UIView.AnimationOptions
    private var completion: (@MainActor (Bool) -> Void)?
    private weak var application: UIApplication?
    /// The views holding its tracks (weakly: a released view takes its tracks with it).
    private var views: [WeakView] = []
    private var endTimer: ApplicationTimer?
    private var isDone = false

    let allowsUserInteraction: Bool

    private init(
        application: UIApplication, delay: TimeInterval, duration: TimeInterval, curve: TimingCurve,
        options: UIView.AnimationOptions, completion: (@MainActor (Bool) -> Void)?
    ) {
        self.application = application
        begin = application.clock.now + max(delay, 0)
        self.duration = duration
        self.curve = curve
        self.options = options
        self.completion = completion
        allowsUserInteraction = options.contains(.allowUserInteraction)
    }

    /// Runs `animations` as an animation block with these parameters, inside any enclosing block (whose
    /// duration and curve it inherits unless its options override them). Returns the application on
    /// whose clock it runs, nil when none of the changed views is in a window.
    @discardableResult
    static func run(
        duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: UIView.AnimationOptions,
        animations: () -> Void, completion: (@MainActor (Bool) -> Void)?, transitioning: [UIView] = []
    ) -> UIApplication? {
        // Inside `performWithoutAnimation` nothing animates: the changes are made at once.
        var duration = AnimationRecorder.isDisabled ? 0 : duration, curve = curve, options = options
        if let outer = AnimationRecorder.current, !options.contains(.overrideInheritedOptions) {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
            options.formUnion(outer.options.intersection([.allowUserInteraction, .repeat, .autoreverse]))
        }
        let recorder = AnimationRecorder(duration: duration, curve: curve, options: options)
        let changes = recorder.record(animations) + transitioning.map { ($0, AnimatableProperty.contents, SIMD8.zero) }
        // The clock of the first changed view's application; outside any window nothing animates.
        guard let application = changes.lazy.compactMap({ $0.view.window?.application }).first else {
            completion?(true)
            return nil
        }
        let animation = BlockAnimation(
            application: application, delay: delay, duration: duration, curve: curve, options: options,
            completion: completion)
        guard duration > 0, !changes.isEmpty else {
            // Nothing to animate: the completion still runs on the clock, at the current time.
            animation.scheduleEnd(at: application.clock.now, finished: true)
            return application
        }
        for change in changes {
            let view = change.view
            var offset = change.offset
            if options.contains(.beginFromCurrentState), let state = view.animationState {
                // Start from where the view is presented and take over from the animations in flight.
                let now = application.clock.now
                var inFlight = SIMD8<Double>.zero
                for track in state.tracks where track.property == change.property {
                    inFlight += track.offset * (1 - track.driver.progress(at: now))
                }
                offset = change.offset + inFlight
                for driver in state.removeTracks(property: change.property) { driver.trackWasRemoved(from: view) }
            }
            view.animations.add(AnimationTrack(driver: animation, property: change.property, offset: offset))
            if !animation.views.contains(where: { $0.view === view }) { animation.views.append(WeakView(view)) }
        }
        if !options.contains(.repeat) {
            let cycles: Double = options.contains(.autoreverse) ? 2 : 1
            animation.scheduleEnd(at: animation.begin + duration * cycles, finished: true)
        }
        return application
    }

    func progress(at time: TimeInterval) -> Double {
        if isDone { return 1 }
        let elapsed = time - begin
        guard elapsed > 0 else { return 0 }
        let cycles = elapsed / duration
        let repeats = options.contains(.repeat)
        if options.contains(.autoreverse) {
            if !repeats && cycles >= 2 { return 1 }
            let phase = cycles.truncatingRemainder(dividingBy: 2)
            return curve.progress(phase <= 1 ? phase : 2 - phase)
        }
        if !repeats && cycles >= 1 { return 1 }
        return curve.progress(cycles.truncatingRemainder(dividingBy: 1))
    }

    func trackWasRemoved(from view: UIView) {
        guard !isDone else { return }
        let remaining = views.contains { weak in
            weak.view?.animationState?.tracks.contains { $0.driver === self } ?? false
        }
        if !remaining, let application { scheduleEnd(at: application.clock.now, finished: false) }
    }

    private func scheduleEnd(at time: TimeInterval, finished: Bool) {
        endTimer?.invalidate()
        endTimer = application?.scheduleTimer(at: time) { [self] in end(finished: finished) }
    }

    /// Removes its tracks and runs the completion once.
    private func end(finished: Bool) {
        guard !isDone else { return }
        isDone = true
        endTimer = nil
        for weak in views { weak.view?.animationState?.removeTracks(of: self) }
        views = []
        let completion = self.completion
        self.completion = nil
        completion?(finished)
    }
}

/// A view held weakly in a list.
struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
