import Benchmark
import BenchmarkScenes
import Foundation
import ResponderKit
import ResponderKitInput

// Replaying a long multi-finger recording end to end: decoding the evemu text, routing every input
// through the system router into the standard replay scene (15 recognizers) and collecting the report,
// as `responder replay` does with a file. Besides the time per replay, the custom metric
// "x real time" is the recording's duration divided by the replay's wall-clock time.

/// The recording, made once per process (outside the measurement).
@MainActor
enum Recording60 {
    static let made = LongRecording.evemuText(seconds: 60)
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
