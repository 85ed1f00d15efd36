import Benchmark
import BenchmarkScenes
import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay

// Replaying a long multi-finger recording end to end: decoding the evemu text, routing every input
// through the system router into the standard replay scene (15 recognizers) and collecting the report,
// as `responder replay` does with a file. Besides the time per replay, the custom metric
// "x real time" is the recording's duration divided by the replay's wall-clock time.

/// The recording, made once per process (outside the measurement).
@MainActor
enum Recording60 {
    static let made = LongRecording.evemuText(seconds: 60)
    /// The recording written to a file in the temporary folder, once, for the streamed replay.
    static let path: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "responderkit-replay-\(getpid()).evemu"
        ).path
        try! Data(made.text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }()
}

let benchmarks: @Sendable () -> Void = {
    let speed = BenchmarkMetric.custom("x real time", polarity: .prefersLarger, useScalingFactor: false)
    Benchmark(
        "replay 60 s, 2 to 5 fingers, evemu (decode + route + dispatch)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, speed],
            warmupIterations: 1, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 20)
    ) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let (text, duration) = Recording60.made
            let clock = ContinuousClock()
            box.value.startMeasurement()
            let start = clock.now
            let report = try? LongRecording.replay(text)
            let elapsed = start.duration(to: clock.now)
            box.value.stopMeasurement()
            precondition(report != nil && report!.gestures.count > 0, "the replay recognized nothing")
            blackHole(report)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            box.value.measurement(speed, Int((duration / seconds).rounded()))
        }
    }

    // The whole of `responder replay FILE` (docs/performance.md, "Streaming replay in constant memory"):
    // opening the file (read once through), then replaying it as a stream (read again a chunk at a time,
    // decoded as the replay asks), trails keeping their first and latest sample, as the command does.
    // Measured in the same run as the in-memory replay above.
    Benchmark(
        "replay 60 s evemu file, streamed (open + read + decode + route + dispatch)",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, speed],
            warmupIterations: 1, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 20)
    ) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let (path, duration) = (Recording60.path, Recording60.made.duration)
            let clock = ContinuousClock()
            box.value.startMeasurement()
            let start = clock.now
            let source = try? ReplaySource.open(path: path)
            let replayer = source.map { Replayer(source: $0) }
            replayer?.keepsEverySample = false
            let report = replayer?.run()
            let elapsed = start.duration(to: clock.now)
            box.value.stopMeasurement()
            precondition(source?.isStreamed == true && report!.gestures.count > 0, "the streamed replay failed")
            blackHole(report)
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            box.value.measurement(speed, Int((duration / seconds).rounded()))
        }
    }

    // The decoding part alone (evemu text to evdev events and device description), to see how the
    // end-to-end time divides between reading the file and dispatching it.
    Benchmark(
        "decode only: 60 s evemu text to a Recording",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal], warmupIterations: 1, scalingFactor: .one,
            maxDuration: .seconds(10), maxIterations: 20)
    ) { benchmark async in
        let box = UncheckedSendable(benchmark)
        await MainActor.run {
            let text = Recording60.made.text
            box.value.startMeasurement()
            let recording = try? ResponderKitInput.Recording.read(text, file: "long.evemu")
            box.value.stopMeasurement()
            precondition(recording != nil, "the recording did not decode")
            blackHole(recording)
        }
    }
}
