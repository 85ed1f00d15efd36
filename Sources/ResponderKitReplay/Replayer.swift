import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitRouter

/// How far a replay got, for progress reports on long files.
public struct ReplayProgress: Sendable, Equatable {
    /// Inputs handed to the application so far.
    public var processedInputs: Int
    /// All inputs of the replay; for a streamed source (``ReplaySource/isStreamed``), whose inputs are
    /// not counted before they are read, the inputs so far until the last report.
    public var totalInputs: Int
    /// The replay's position, in seconds since the recording's start.
    public var time: TimeInterval
    /// The recording's duration.
    public var duration: TimeInterval
    /// The file's bytes read so far, for a streamed source; 0 otherwise.
    public var bytesRead: Int
    /// The file's size, for a streamed source; 0 otherwise.
    public var byteCount: Int

    /// Creates a progress report. `bytesRead` and `byteCount` default to 0 (not streamed).
    public init(
        processedInputs: Int, totalInputs: Int, time: TimeInterval, duration: TimeInterval, bytesRead: Int = 0,
        byteCount: Int = 0
    ) {
        self.processedInputs = processedInputs
        self.totalInputs = totalInputs
        self.time = time
        self.duration = duration
        self.bytesRead = bytesRead
        self.byteCount = byteCount
    }

    /// The fraction done, 0...1: of the file's bytes for a streamed source, else of the inputs.
    public var fraction: Double {
        if byteCount > 0 { return min(1, Double(bytesRead) / Double(byteCount)) }
        return totalInputs == 0 ? 1 : Double(processedInputs) / Double(totalInputs)
    }
}

/// Replays a ``ReplaySource`` into a fresh ``ReplayScene`` on a virtual clock and reports what the
/// scene's recognizers recognized (``ReplayReport``), and, when asked, how every touch sequence was
/// dispatched (``ReplayExplanation``).
///
/// How it runs (the default): the input goes **through the system router**, in process, as on a device
/// (behaviour 9, steps 2 and 3). The scene's application is connected to a `SystemRouter` by an
/// `InProcessChannel` and an `ApplicationEndpoint`, registers and reports its window; then, for each
/// input in timestamp order, the application's clock runs up to the input's time (so that timers fire
/// in order), the router routes the input (touches to the application under their first contact; keys,
/// media keys and motion to the front application, which is the scene's) and delivers its frame
/// (`deliverFrame()` once per input: the router's queue never backs up, so it never coalesces moves).
/// The endpoint feeds what arrived into the application's queue and runs it once per display frame of
/// the recording's timeline (``/ResponderKit/UIApplication/displayFrameInterval``), and before every touch sequence:
/// the application coalesces the samples of a display frame as when the inputs are enqueued directly,
/// and the report is the same. Everything is synchronous: no threads, no real waiting.
///
/// The router's system gestures are off by default (``systemGestures`` is empty): a recording is
/// replayed to see what the application's recognizers make of it. With `[.home]`, a one-finger swipe up
/// from the bottom edge is taken by the router: the application's touches are cancelled, and the report
/// lists the gesture (``ReplayReport/systemGestures``). ``bypassesRouter`` enqueues the inputs straight
/// into the application instead, one touch sequence at a time, running the application up to the next
/// sequence's start before its input is enqueued: as through the router, a lift and a landing a few
/// milliseconds apart in one display frame stay two sequences (the application coalesces only the
/// input it has), so both modes recognize the same gestures.
///
/// A touchpad or mouse recording (``ReplayInputs/pointerDevice``) arrives as pointer input instead of
/// touches (behaviour 12; ``/ResponderKitInput/PointerInputStream``): its clicks are touch sequences at the
/// pointer, its scrolls and transforms scroll and transform events. Its scene holds a full-screen scroll view
/// (``ReplayScene/scrollView``), and the report adds ``ReplayReport/pointer``: the clicks with the view
/// each began in, the scrolls, transforms and system swipes (reported only: the router has no hook for
/// them), the pointer's path and how far the scroll view moved.
///
/// Accelerometer samples (an evdev accelerometer's recording, through
/// ``/ResponderKitInput/EvdevAccelerometer``, or a trace's) reach the application as motion input, and the report
/// adds ``ReplayReport/motion``: how many arrived, the orientations `UIDevice` derived from them and the
/// shakes they made (behaviour 8.1, 8.8).
///
/// After the last input the clock runs on for ``tail`` seconds so that pending deadlines (a tap waiting
/// for a second tap, a swipe's time limit) fire. Contacts still down when the recording ends are
/// cancelled. The wall-clock time of the run is measured with a monotonic clock outside the
/// application, for the speed-up in the summary only.
@MainActor
public final class Replayer {
    /// What is replayed.
    public let source: ReplaySource
    /// How many inputs between two ``onProgress`` calls. Default 2000.
    public var progressInterval = 2000
    /// Called during the run (every ``progressInterval`` inputs) and once at the end.
    public var onProgress: (@MainActor (ReplayProgress) -> Void)?
    /// How long the clock runs on after the last input. Default 1 s (longer than every gesture deadline).
    public var tail: TimeInterval = 1
    /// Whether to enqueue the inputs straight into the application instead of routing them through a
    /// `SystemRouter` (`--direct`). Default false. The gestures are the same either way, except that
    /// system gestures need the router.
    public var bypassesRouter = false
    /// The system gestures the router watches for (`--system-gestures`: `[.home]`). Default none, so
    /// that every touch sequence reaches the application. Ignored when ``bypassesRouter``.
    public var systemGestures: [SystemGesture] = []
    /// Whether each touch's trail keeps every sample (``TouchTrail/samples``), as the SVG drawing and
    /// the system gestures' locations need, and each continuous gesture every action
    /// (``RecognizedGesture/changes``). Default true. When false, a trail keeps its first and its latest
    /// sample only (its start, end and times stay exact), and a gesture its first and latest action
    /// (``RecognizedGesture/omittedChangeCount`` counts the others), so that a long replay's memory does
    /// not grow with every frame; the report's lines are the same (docs/performance.md, "Streaming
    /// replay in constant memory").
    public var keepsEverySample = true
    /// The router inbox's capacity when the inputs stream (``ReplaySource/isStreamed``): a display
    /// frame's inputs wait there until they are dispatched.
    static let streamedInboxCapacity = 1 << 12
    /// The real time spent reading and parsing the file before the replayer got its source, in seconds
    /// (measured by the caller). The summary adds it, and the decoding, to the dispatch time for the
    /// whole run's speed. Default 0.
    public var readingTime: TimeInterval = 0
    /// Gives a keyboard recording's keys the text of a keyboard layout (input behaviour 4); nil (the
    /// default): they keep none, and the application derives it from the built-in US layout. The report
    /// says what the keys typed (``ReplaySummary/typedText``).
    public var keyboardText: KeyboardTextTranslator?

    /// Creates a replayer.
    public init(source: ReplaySource) {
        self.source = source
    }

    /// Replays and reports the recognized gestures.
    public func run() -> ReplayReport {
        perform(explaining: false).report
    }

    /// Replays with a dispatch log on the application and explains each touch sequence.
    public func explain() -> ReplayExplanation {
        let result = perform(explaining: true)
        return ReplayExplanation(
            report: result.report, records: result.records, markers: result.markers,
            origin: result.origin)
    }

    private struct Outcome {
        var report: ReplayReport
        var records: [DispatchLog.Record]
        var markers: [Int]
        var origin: TimeInterval
    }

    private func perform(explaining: Bool) -> Outcome {
        let feed = ReplayInputFeed(source: source, keyboardText: keyboardText)
        let origin: TimeInterval = feed.isStreamed ? 0 : feed.summary().origin
        var trails = TouchTrailBuilder(origin: origin, keepsSamples: keepsEverySample)
        // Routed inputs are taken one at a time from the feed, and each touch sequence is found as its
        // first input comes (docs/performance.md, "Streaming replay in constant memory"); `--direct`
        // looks ahead to the next sequence, so it takes every input first.
        var inputs: [HardwareInput] = []
        var lastTime = origin
        if bypassesRouter {
            while let input = feed.next() { inputs.append(input) }
            for (index, input) in inputs.enumerated() { trails.add(input, index: index) }
            lastTime = inputs.last?.timestamp ?? origin
            if trails.hasActiveTouches {
                // The recording ends with fingers down: cancel them, as when a device goes away.
                inputs.append(.cancelAllContacts(timestamp: lastTime))
                trails.finishAll(at: lastTime - origin, as: .unfinished)
            }
        }

        let pointerDevice = feed.pointerDevice
        let scene = ReplayScene(
            screen: source.screen, clock: VirtualClock(start: origin), scrollsContent: pointerDevice != nil)
        let startOffset = scene.scrollView?.contentOffset
        if case .trace(let trace) = source.content, let scale = trace.header.screen?.scale, scale.isFinite, scale > 0 {
            scene.application.screenScale = CGFloat(scale)
        }
        let collector = GestureCollector(scene: scene, origin: origin)
        collector.keepsEveryChange = keepsEverySample
        // Accelerometer samples (an evdev accelerometer's recording, a trace's): their orientations and
        // shakes are reported. Only the array feeds can hold them; a streamed one is a touchscreen's.
        let motion =
            feed.allInputs.contains { if case .accelerometer = $0 { true } else { false } }
            ? ReplayMotionCollector(application: scene.application, origin: origin) : nil
        let log = DispatchLog()

        let app = scene.application
        // On the application: hit-test walks are recorded there, before a window is chosen. The log is
        // always on, to count the contacts the application drops and the touches it begins; without
        // `explain` its records are forgotten as they come.
        app.dispatchLog = log
        var drops: [(contact: Int, reason: String, time: TimeInterval)] = []
        var begunTouches: [TimeInterval] = []
        var begunViews: [(time: TimeInterval, view: String)] = []
        log.onRecord = { [unowned log] record in
            switch record.entry {
            case let .dropped(contact, reason): drops.append((contact, reason.description, record.time - origin))
            case let .touchBegan(_, view, _, _, _):
                begunTouches.append(record.time - origin)
                begunViews.append((record.time - origin, view))
            default: break
            }
            if !explaining { log.removeAll() }
        }
        let wallStart = ContinuousClock.now
        let decodingBefore = feed.decodingTime
        var markers: [Int] = []
        let interval = max(progressInterval, 1)
        var processed = 0
        func reportProgress(_ index: Int) {
            onProgress?(
                ReplayProgress(
                    processedInputs: index, totalInputs: bypassesRouter ? inputs.count : feed.knownCount ?? index,
                    time: app.clock.now - origin, duration: feed.duration, bytesRead: feed.bytesRead,
                    byteCount: feed.byteCount))
        }
        var routing: ReplayRouting?
        var systemGestures: [ReplaySystemGesture] = []
        if bypassesRouter {
            // How many sequences start at each input (several when one frame lifts and lands fingers).
            var sequenceStarts: [Int: Int] = [:]
            for sequence in trails.sequences.dropFirst() { sequenceStarts[sequence.firstInputIndex, default: 0] += 1 }
            markers = trails.sequences.isEmpty ? [] : [0]
            // Input arrives in the application's queue one touch sequence at a time, as through the
            // router: the application coalesces the frames of a display frame that it has, and a lift
            // must not be folded together with a landing that has not happened yet (docs/cli.md).
            let starts = sequenceStarts.keys.sorted()
            var enqueued = 0
            var checkpoints = Set(sequenceStarts.keys)
            for index in stride(from: interval, to: inputs.count, by: interval) { checkpoints.insert(index) }
            // The checkpoints rise, so the next sequence start is found by walking `starts` once for the
            // whole replay (a search from the first start per checkpoint made `--direct` quadratic in the
            // number of touch sequences: docs/performance.md, "Replays linear in their input").
            var nextStart = 0
            for index in checkpoints.sorted() {
                while nextStart < starts.count, starts[nextStart] < index { nextStart += 1 }
                let frontier = nextStart < starts.count ? starts[nextStart] : inputs.count
                while enqueued < frontier {
                    app.enqueue(inputs[enqueued])
                    enqueued += 1
                }
                // Everything stamped before this input: the previous sequence, its timers included.
                app.run(until: inputs[index].timestamp.nextDown)
                markers += Array(repeating: log.records.count, count: sequenceStarts[index] ?? 0)
                if index % interval == 0 { reportProgress(index) }
            }
            while enqueued < inputs.count {
                app.enqueue(inputs[enqueued])
                enqueued += 1
            }
            processed = inputs.count
            app.run(until: max(lastTime, app.clock.now) + tail)
        } else {
            // The router's inbox holds what it routed until the next dispatch: the whole recording when
            // its inputs are known (one dispatch per display frame never fills it), a bounded batch when
            // they stream (a dispatch comes early should one display frame hold more).
            let capacity = feed.knownCount ?? Self.streamedInboxCapacity
            let route = ReplayRouter(
                application: app, screen: scene.window.frame, systemGestures: self.systemGestures,
                inputCapacity: capacity)
            var batchFrame: Int?
            var batched = 0
            var index = 0
            inputs = feed.allInputs
            var finished = false
            while !finished {
                var starts = 0
                let input: HardwareInput
                if let next = feed.next() {
                    input = next
                    let before = trails.sequences.count
                    trails.add(input, index: index)
                    starts = trails.sequences.count - before
                    if before == 0, starts > 0 {
                        // The first sequence's marker is the log's start.
                        markers.append(0)
                        starts -= 1
                    }
                    lastTime = input.timestamp
                } else {
                    finished = true
                    guard trails.hasActiveTouches else { break }
                    // The recording ends with fingers down: cancel them, as when a device goes away.
                    input = .cancelAllContacts(timestamp: lastTime)
                    trails.finishAll(at: lastTime - origin, as: .unfinished)
                    if !feed.isStreamed { inputs.append(input) }
                }
                // The display frame the input falls in, as the application counts them; nil: none.
                let frame = app.displayFrameIndex(of: input.timestamp)
                if batched > 0, starts > 0 || frame == nil || frame != batchFrame || batched >= capacity / 2 {
                    route.dispatch()
                    batched = 0
                }
                if batched == 0 {
                    // Timers due before this input fire first, in order (the previous sequence's included).
                    app.run(until: input.timestamp.nextDown)
                }
                markers += Array(repeating: log.records.count, count: starts)
                if index > 0, index % interval == 0 { reportProgress(index) }
                route.route(input)
                batched += 1
                batchFrame = frame
                index += 1
            }
            processed = index
            if batched > 0 { route.dispatch() }
            app.run(until: max(lastTime, app.clock.now) + tail)
            routing = route.summary()
            systemGestures = route.systemGestures.map { gesture in
                let time = gesture.timestamp - origin
                // The finger the router took: the one-finger trail down at that time, at its latest sample.
                let trail = trails.trails.last { $0.startTime <= time && $0.endTime >= time }
                let location = trail?.samples.last { $0.time <= time }?.point
                return ReplaySystemGesture(name: gesture.name, time: time, location: location)
            }
            route.stop()
        }
        let wallTime = wallStart.duration(to: .now)
        motion?.stop()
        let replayInputs = feed.summary()
        onProgress?(
            ReplayProgress(
                processedInputs: processed, totalInputs: processed, time: replayInputs.duration,
                duration: replayInputs.duration, bytesRead: feed.byteCount, byteCount: feed.byteCount))

        // A streamed feed decodes as the replay runs: its batches' time is decoding, not dispatch.
        let decodingTime = feed.decodingTime
        let seconds = max(0, Self.seconds(wallTime) - (decodingTime - decodingBefore))
        log.onRecord = nil
        var losses =
            (replayInputs.losses + applicationLosses(drops: drops, begunTouches: begunTouches, trails: trails.trails))
            .enumerated().sorted { ($0.element.stage, $0.offset) < ($1.element.stage, $1.offset) }.map(\.element)
        var pointer: ReplayPointerActivity?
        if let pointerDevice, let kind = pointerDevice.pointerDeviceKind {
            var activity = ReplayPointerActivity(
                device: kind, deviceClass: pointerDevice.description, inputs: inputs,
                systemSwipes: replayInputs.systemSwipes, origin: origin,
                warnings: replayInputs.pointerWarnings)
            // The touch each click began: the application stamps it with the click's time. Clicks and
            // began touches come in time order: one walk over both (docs/performance.md, "Replays linear
            // in their input").
            var begun = 0
            for index in activity.clicks.indices {
                let start = activity.clicks[index].start
                while begun < begunViews.count, begunViews[begun].time <= start - 1e-9 { begun += 1 }
                if begun < begunViews.count, abs(begunViews[begun].time - start) < 1e-9 {
                    activity.clicks[index].view = begunViews[begun].view
                }
            }
            if let scrollView = scene.scrollView, let startOffset {
                activity.scrolledBy = CGVector(
                    dx: scrollView.contentOffset.x - startOffset.x, dy: scrollView.contentOffset.y - startOffset.y)
            }
            activity.statistics = app.pointerStatistics
            activity.ignoredPalms = replayInputs.ignoredPalms
            pointer = activity
            losses += ReplayLoss.fromPointerStatistics(app.pointerStatistics)
        }
        var summary = ReplaySummary(
            gestures: collector.gestures, trails: trails.trails, sequences: trails.sequences.count,
            duration: replayInputs.duration, wallTime: seconds, inputCount: processed,
            eventCount: replayInputs.eventCount, routing: routing, losses: losses)
        summary.pointerText = pointer?.summaryText
        summary.motionText = motion?.activity.summaryText
        summary.refusedKeyPresses = app.keyRolloverCount
        if feed.typed.keyCount > 0 {
            summary.typedText =
                feed.typed.summary + ", layout "
                + (keyboardText?.layoutDescription ?? KeyboardTextTranslator.builtInLayoutDescription)
        }
        summary.totalWallTime = readingTime + decodingTime + seconds
        let report = ReplayReport(
            file: source.file, format: source.formatName, device: source.device, screen: scene.window.frame,
            gestures: collector.gestures, trails: trails.trails, sequences: trails.sequences,
            summary: summary, issues: replayInputs.issues, droppedIssueCount: replayInputs.droppedIssueCount,
            notes: replayInputs.notes, systemGestures: systemGestures, losses: losses, pointer: pointer,
            motion: motion?.activity)
        return Outcome(report: report, records: log.records, markers: markers, origin: origin)
    }

    /// The contacts the application dropped (hit-testing found no view, interaction ignored), with the
    /// trail's start as their location; and the touches that never reached the application at all (the
    /// trails the input made, less the touches the application began or dropped).
    ///
    /// Drops, began touches and trails all come in time order, so each is matched by walking them
    /// together once, not by a search per drop or per trail (which made a replay of many dropped or
    /// undelivered touches quadratic: docs/performance.md, "Replays linear in their input").
    private func applicationLosses(
        drops: [(contact: Int, reason: String, time: TimeInterval)], begunTouches: [TimeInterval],
        trails: [TouchTrail]
    ) -> [ReplayLoss] {
        // Each drop's trail: the last trail of its contact that started by the drop's time.
        let byStart = trails.indices.sorted { (trails[$0].startTime, $0) < (trails[$1].startTime, $1) }
        var trailOfDrop = [Int?](repeating: nil, count: drops.count)
        var latestTrail: [Int: Int] = [:]
        var started = 0
        for index in drops.indices.sorted(by: { (drops[$0].time, $0) < (drops[$1].time, $1) }) {
            while started < byStart.count, trails[byStart[started]].startTime <= drops[index].time + 1e-9 {
                let trail = byStart[started]
                latestTrail[trails[trail].contactID] = max(latestTrail[trails[trail].contactID] ?? trail, trail)
                started += 1
            }
            trailOfDrop[index] = latestTrail[drops[index].contact]
        }
        var losses: [ReplayLoss] = drops.indices.map { index in
            let drop = drops[index]
            let trail = trailOfDrop[index].map { trails[$0] }
            let cause = drop.reason.hasPrefix("no window returned a view") ? "no view at the point" : drop.reason
            let touch = trail.map { "touch \($0.number)" } ?? "contact \(drop.contact)"
            return ReplayLoss(
                stage: .hitTest, cause: cause, detail: "\(touch) was dropped: \(drop.reason)",
                time: drop.time, location: trail?.start)
        }
        guard trails.count > begunTouches.count + drops.count else { return losses }
        // Which trails never reached the application: those whose start no began or dropped touch
        // matches (the application stamps a touch with its input's time). Both lists in time order, a
        // start too early for one trail is too early for every later one.
        var starts = begunTouches + drops.map(\.time)
        starts.sort()
        var unmatched: [TouchTrail] = []
        var next = 0
        for index in byStart {
            let trail = trails[index]
            while next < starts.count, starts[next] <= trail.startTime - 1e-6 { next += 1 }
            if next < starts.count, abs(starts[next] - trail.startTime) < 1e-6 {
                next += 1
            } else {
                unmatched.append(trail)
            }
        }
        let way = bypassesRouter ? "the application's queue" : "the system router"
        for trail in unmatched.prefix(trails.count - begunTouches.count - drops.count) {
            losses.append(
                ReplayLoss(
                    stage: .delivery, cause: "never reached the application",
                    detail: "touch \(trail.number) never reached the application through \(way)"
                        + (bypassesRouter ? "" : " (no application window under its first contact)"),
                    time: trail.startTime, location: trail.start))
        }
        return losses
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
