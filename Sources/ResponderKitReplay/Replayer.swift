import Foundation
import ResponderKit
import ResponderKitInput

/// How far a replay got, for progress reports on long files.
public struct ReplayProgress: Sendable, Equatable {
    /// Inputs handed to the application so far.
    public var processedInputs: Int
    /// All inputs of the replay.
    public var totalInputs: Int
    /// The replay's position, in seconds since the recording's start.
    public var time: TimeInterval
    /// The recording's duration.
    public var duration: TimeInterval

    /// Creates a progress report.
    public init(processedInputs: Int, totalInputs: Int, time: TimeInterval, duration: TimeInterval) {
        self.processedInputs = processedInputs
        self.totalInputs = totalInputs
        self.time = time
        self.duration = duration
    }

    /// The fraction done, 0...1.
    public var fraction: Double { totalInputs == 0 ? 1 : Double(processedInputs) / Double(totalInputs) }
}

/// Replays a ``ReplaySource`` into a fresh ``ReplayScene`` on a virtual clock and reports what the
/// scene's recognizers recognized (``ReplayReport``), and, when asked, how every touch sequence was
/// dispatched (``ReplayExplanation``).
///
/// How it runs: every input is enqueued into the application in timestamp order, then the run loop runs
/// through them (`run(until:)`), in steps that end before each touch sequence and every
/// ``progressInterval`` inputs; after the last input the clock runs on for ``tail`` seconds so that
/// pending deadlines (a tap waiting for a second tap, a swipe's time limit) fire. Stepping does not
/// change the outcome: inputs and timers are processed in the same order as in a single run. Contacts
/// still down when the recording ends are cancelled. The wall-clock time of the run is measured with
/// a monotonic clock outside the application, for the speed-up in the summary only.
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
        return ReplayExplanation(report: result.report, records: result.records, markers: result.markers,
                                 origin: result.origin)
    }

    private struct Outcome {
        var report: ReplayReport
        var records: [DispatchLog.Record]
        var markers: [Int]
        var origin: TimeInterval
    }

    private func perform(explaining: Bool) -> Outcome {
        let replayInputs = source.inputs()
        var inputs = replayInputs.inputs
        let origin = replayInputs.origin
        var trails = TouchTrailBuilder(origin: origin)
        for (index, input) in inputs.enumerated() { trails.add(input, index: index) }
        let lastTime = inputs.last?.timestamp ?? origin
        if trails.hasActiveTouches {
            // The recording ends with fingers down: cancel them, as when a device goes away.
            inputs.append(.cancelAllContacts(timestamp: lastTime))
            trails.finishAll(at: lastTime - origin, as: .unfinished)
        }

        let scene = ReplayScene(screen: source.screen, clock: VirtualClock(start: origin))
        if case .trace(let trace) = source.content, let scale = trace.header.screen?.scale, scale.isFinite, scale > 0 {
            scene.application.screenScale = CGFloat(scale)
        }
        let collector = GestureCollector(scene: scene, origin: origin)
        let log = DispatchLog()

        let app = scene.application
        // On the application: hit-test walks are recorded there, before a window is chosen.
        if explaining { app.dispatchLog = log }
        let wallStart = ContinuousClock.now
        for input in inputs { app.enqueue(input) }
        // How many sequences start at each input (several when one frame lifts and lands fingers).
        var sequenceStarts: [Int: Int] = [:]
        for sequence in trails.sequences.dropFirst() { sequenceStarts[sequence.firstInputIndex, default: 0] += 1 }
        var checkpoints = Set(sequenceStarts.keys)
        let interval = max(progressInterval, 1)
        for index in stride(from: interval, to: inputs.count, by: interval) { checkpoints.insert(index) }
        var markers: [Int] = trails.sequences.isEmpty ? [] : [0]
        for index in checkpoints.sorted() {
            // Everything stamped before this input: the previous sequence, its timers included.
            app.run(until: inputs[index].timestamp.nextDown)
            markers += Array(repeating: log.records.count, count: sequenceStarts[index] ?? 0)
            if index % interval == 0 {
                onProgress?(ReplayProgress(processedInputs: index, totalInputs: inputs.count,
                                           time: app.clock.now - origin, duration: replayInputs.duration))
            }
        }
        app.run(until: max(lastTime, app.clock.now) + tail)
        let wallTime = wallStart.duration(to: .now)
        onProgress?(ReplayProgress(processedInputs: inputs.count, totalInputs: inputs.count,
                                   time: replayInputs.duration, duration: replayInputs.duration))

        let seconds = Double(wallTime.components.seconds) + Double(wallTime.components.attoseconds) / 1e18
        let summary = ReplaySummary(gestures: collector.gestures, trails: trails.trails, sequences: trails.sequences.count,
                                    duration: replayInputs.duration, wallTime: seconds, inputCount: inputs.count,
                                    eventCount: replayInputs.eventCount)
        let report = ReplayReport(file: source.file, format: source.formatName, device: source.device, screen: scene.window.frame,
                                  gestures: collector.gestures, trails: trails.trails, sequences: trails.sequences,
                                  summary: summary, issues: replayInputs.issues, droppedIssueCount: replayInputs.droppedIssueCount,
                                  notes: replayInputs.notes)
        return Outcome(report: report, records: log.records, markers: markers, origin: origin)
    }
}
