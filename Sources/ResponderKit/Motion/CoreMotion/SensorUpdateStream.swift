import Foundation

/// One kind of update of a ``CMMotionManager`` (accelerometer, gyroscope, magnetometer or device motion):
/// whether it runs, its interval, its handler, and the latest measurement (behaviour 8.6).
///
/// Updates are paced on the application's clock, not per sample: a measurement is kept (and handed to the
/// handler) when it is the first at or after the next tick, ticks being one ``updateInterval`` apart from
/// the first kept measurement; the samples in between are skipped. A sensor slower than the interval is
/// delivered sample by sample: nothing is invented (docs/decisions.md, "Core Motion updates are paced on
/// the application's clock").
@MainActor
final class SensorUpdateStream<Data: CMLogItem> {
    /// See ``CMMotionManager/accelerometerUpdateInterval`` and its siblings.
    var updateInterval: TimeInterval = MotionConstants.defaultSensorUpdateInterval
    /// Whether updates were started and not stopped.
    private(set) var isActive = false
    /// The measurement kept last: what the pull properties (`accelerometerData` …) return.
    private(set) var latest: Data?
    private var handler: ((Data?, (any Error)?) -> Void)?
    private var nextTick = -TimeInterval.infinity

    /// Starts (or restarts) the updates; `handler` is nil when the application pulls the measurements.
    func start(handler: ((Data?, (any Error)?) -> Void)?) {
        isActive = true
        self.handler = handler
        nextTick = -.infinity
    }

    /// Stops the updates; the latest measurement stays readable.
    func stop() {
        isActive = false
        handler = nil
    }

    /// Whether a measurement taken at `timestamp` is due (updates run and the next tick has come).
    /// A microsecond of slack absorbs the rounding of sample times (a 100 Hz sensor at a 0.01 s interval
    /// is delivered sample by sample).
    func isDue(at timestamp: TimeInterval) -> Bool { isActive && timestamp >= nextTick - 1e-6 }

    /// Delivers the measurement `make` builds for `timestamp` if it is due; builds nothing otherwise.
    func offer(at timestamp: TimeInterval, _ make: (TimeInterval) -> Data) {
        if isDue(at: timestamp) { deliver(make(timestamp)) }
    }

    /// Keeps a due measurement and hands it to the handler. The next tick is one interval after this one,
    /// or after the measurement when the sensor fell more than an interval behind.
    func deliver(_ data: Data) {
        let interval = max(updateInterval, MotionConstants.minimumSensorUpdateInterval)
        nextTick = nextTick + interval > data.timestamp ? nextTick + interval : data.timestamp + interval
        latest = data
        handler?(data, nil)
    }
}
