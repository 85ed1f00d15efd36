import Foundation

/// Runs an animation of a scroll view on the application's clock: one tick every
/// ``ScrollViewConstants/frameInterval`` (1/60 s), each scheduled as an ``ApplicationTimer`` at an absolute
/// deadline (start + n/60 s), so ticks never drift and a virtual clock reproduces them exactly.
///
///     stopped ──start──▶ running ──step returned true──▶ stopped, then completion()
///                          │  ▲ each tick: step(seconds since start)
///                          └──┘
///     running ──stop() or start() again──▶ stopped (no completion)
///
/// Outside a window there is no clock: ``start(on:step:completion:)`` then jumps to the end at once
/// (`step(.infinity)`, then the completion).
@MainActor
final class ScrollTicker {
    private var timer: ApplicationTimer?
    private var step: ((TimeInterval) -> Bool)?
    private var completion: (() -> Void)?
    private weak var application: UIApplication?
    private var startTime: TimeInterval = 0
    private var ticks = 0
    /// Bumped by every start and stop, so that a tick notices it was superseded by its own callbacks.
    private var generation = 0

    /// Whether an animation is running.
    var isRunning: Bool { step != nil }

    /// Starts calling `step` with the seconds elapsed since now, once per tick, until it returns true;
    /// then calls `completion`. Stops an animation already running (without its completion).
    func start(
        on application: UIApplication?, step: @escaping @MainActor (TimeInterval) -> Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        stop()
        guard let application else {
            _ = step(.infinity)
            completion()
            return
        }
        self.application = application
        self.step = step
        self.completion = completion
        startTime = application.clock.now
        ticks = 0
        scheduleNextTick()
    }

    /// Stops the animation where it is, without calling its completion.
    func stop() {
        generation += 1
        timer?.invalidate()
        timer = nil
        step = nil
        completion = nil
    }

    private func scheduleNextTick() {
        guard let application else { return }
        ticks += 1
        let deadline = startTime + Double(ticks) * ScrollViewConstants.frameInterval
        timer = application.scheduleTimer(at: deadline) { [weak self] in self?.tick() }
    }

    private func tick() {
        guard let step, let application else { return }
        let current = generation
        let finished = step(application.clock.now - startTime)
        // The step's callbacks (scrollViewDidScroll) may have stopped or restarted the ticker.
        guard current == generation else { return }
        if finished {
            let completion = self.completion
            stop()
            completion?()
        } else {
            scheduleNextTick()
        }
    }
}
