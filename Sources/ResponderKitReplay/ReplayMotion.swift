import Foundation
import ResponderKit
import ResponderKitInput

extension ReplaySource {
    /// An evdev accelerometer's recording as accelerometer samples (docs/input-devices.md, "evdev
    /// accelerometers"): its events go through ``/ResponderKitInput/EvdevAccelerometer``, the conversion live
    /// devices use, with ``accelerometerMountMatrix``. Frames after `SYN_DROPPED` and frames of axes without a
    /// resolution are decoder losses. Nil for any other device.
    func accelerometerInputs(of recording: Recording) -> ReplayInputs? {
        guard InputDeviceClass(recording.device) == .accelerometer else { return nil }
        var stream = EvdevAccelerometer(device: recording.device, mountMatrix: accelerometerMountMatrix, startTime: 0)
        let events = recording.events
        var sanitizer = InputSanitizer()
        let inputs = sanitizer.sanitize(stream.consume(events))
        let losses = stream.losses.counts.map {
            ReplayLoss(stage: .decoder, cause: $0.cause, detail: "\($0.cause): \($0.count)", count: $0.count)
        }
        return ReplayInputs(
            inputs: inputs, origin: 0, duration: events.isEmpty ? 0 : max(0, events.last!.time - events.first!.time),
            eventCount: events.count, notes: sanitizer.notes, losses: losses + sanitizer.losses)
    }
}

/// What a replay's accelerometer samples did in the application (behaviour 8.1 and 8.8): how many it
/// received, the device orientations `UIDevice` derived from them, and the shakes they made.
public struct ReplayMotionActivity: Sendable, Equatable {
    /// A shake (behaviour 8.1): when `motionBegan` came, and when `motionEnded` or `motionCancelled` did.
    public struct Shake: Sendable, Equatable {
        /// When it began, in seconds since the recording's start.
        public var began: TimeInterval
        /// When it ended or was cancelled; nil when the replay stopped first.
        public var end: TimeInterval?
        /// Whether it was cancelled (it lasted too long) rather than ended.
        public var cancelled = false
    }

    /// An orientation `UIDevice` took (behaviour 8.8).
    public struct OrientationChange: Sendable, Equatable {
        /// When, in seconds since the recording's start.
        public var time: TimeInterval
        /// The new orientation.
        public var orientation: UIDeviceOrientation
    }

    /// The accelerometer samples the application received.
    public var samples = 0
    /// Each orientation `UIDevice` took (the first one included), in order.
    public var orientations: [OrientationChange] = []
    /// The shakes, in order.
    public var shakes: [Shake] = []

    /// Creates an empty activity.
    public init() {}

    /// "120 accelerometer samples, orientation faceUp → portrait, 1 shake", for the summary.
    public var summaryText: String {
        var parts = [ReplayFormat.plural(samples, "accelerometer sample")]
        if !orientations.isEmpty {
            parts.append("orientation " + orientations.map { "\($0.orientation)" }.joined(separator: " → "))
        }
        parts.append(ReplayFormat.plural(shakes.count, "shake"))
        return parts.joined(separator: ", ")
    }

    /// The orientations and shakes in time order, one line each, under a heading.
    public var lines: [String] {
        var events = orientations.map { ($0.time, "orientation \($0.orientation)") }
        for shake in shakes {
            events.append((shake.began, "shake began (motionBegan)"))
            if let end = shake.end {
                events.append(
                    (end, shake.cancelled ? "shake cancelled (motionCancelled)" : "shake ended (motionEnded)"))
            }
        }
        let sorted = events.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        return ["Motion (\(ReplayFormat.plural(samples, "accelerometer sample")); seconds since the first event):"]
            + (sorted.isEmpty ? ["  no orientation and no shake"] : [])
            + sorted.map { "  " + ReplayFormat.seconds($0.element.0) + "  " + $0.element.1 }
    }
}

/// Watches a replay's application for what its accelerometer samples do: counts them (a raw
/// subscription), follows `UIDevice`'s orientation (it asks for orientation notifications, as an
/// application that wants them does: behaviour 8.8) and receives the shakes at the end of the responder
/// chain, as the application's delegate (behaviour 8.1, 11).
@MainActor
final class ReplayMotionCollector: UIResponder, UIApplicationDelegate {
    private(set) var activity = ReplayMotionActivity()
    private let application: UIApplication
    private let origin: TimeInterval
    private var subscription: AccelerometerSubscription?
    private var observer: (any NSObjectProtocol)?

    /// Starts watching `application`, whose delegate it becomes; times count from `origin`.
    init(application: UIApplication, origin: TimeInterval) {
        self.application = application
        self.origin = origin
        super.init()
        application.delegate = self
        subscription = application.startAccelerometerUpdates { [unowned self] _ in
            if activity.samples == 0 { UIDevice.current.beginGeneratingDeviceOrientationNotifications() }
            activity.samples += 1
        }
        observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.orientationChanged() }
        }
    }

    /// Stops watching. The orientation notifications are left on: the scene's application ends with the
    /// replay, and outside its run loop `UIDevice.current` could name another application.
    func stop() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = nil
        subscription?.cancel()
    }

    private func orientationChanged() {
        // Other applications (other tests) post the same notification: only this one's run loop counts.
        guard UIApplication.current === application else { return }
        activity.orientations.append(
            .init(time: application.clock.now - origin, orientation: UIDevice.current.orientation))
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        activity.shakes.append(.init(began: (event?.timestamp ?? application.clock.now) - origin))
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        finishShake(at: event?.timestamp, cancelled: false)
    }

    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        finishShake(at: event?.timestamp, cancelled: true)
    }

    private func finishShake(at timestamp: TimeInterval?, cancelled: Bool) {
        guard let last = activity.shakes.indices.last, activity.shakes[last].end == nil else { return }
        activity.shakes[last].end = (timestamp ?? application.clock.now) - origin
        activity.shakes[last].cancelled = cancelled
    }
}
