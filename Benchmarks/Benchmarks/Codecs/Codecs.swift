import Benchmark
import BenchmarkScenes
import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Yams

// The hand-written codecs against the well-kept libraries, on the same inputs.
//
// - Trace (JSON Lines): the project's reader (`JSONValue.parse` per line, the general path's parser, and
//   the whole `Trace.read`, which decodes every input line from its bytes into its DTO, converts it and
//   checks the timeline) against `JSONSerialization` per line (parse only) and `JSONDecoder` per
//   line into a DTO of the same shape.
// - libinput record (YAML): the project's reader (`Recording.read`: YAML parse and interpretation into
//   evdev events) against Yams on the same text: `compose` (the node tree with line/column marks, what
//   a located-error reader would need) and `load` (plain Swift values).
// - Quick actions (property list): `ShortcutItemConfiguration.parse`, which already reads through
//   `PropertyListSerialization`, against `PropertyListSerialization` alone (the conversion's overhead).
//
// docs/decisions.md ("Hand-written codecs") and docs/performance.md ("Codecs") record the
// figures and what was decided.

/// The inputs, made once per process (outside the measurements).
enum CodecInputs {
    /// About 20 s of multi-finger gestures on the synthetic touchscreen.
    static let session: SyntheticRecording = {
        var session = SyntheticRecording(seed: 7)
        var cycle = 0
        while session.time < 20 {
            let x = CGFloat(200 + (cycle * 137) % 600), y = CGFloat(200 + (cycle * 89) % 350)
            session.multiFingerGesture(
                count: 4, center: CGPoint(x: x, y: y), radius: 70,
                translation: CGVector(dx: 180, dy: 40), duration: 1.2)
            session.wait(0.4)
            session.multiFingerGesture(
                count: 3, center: CGPoint(x: 512, y: 384), radius: 90, rotation: 1.2, duration: 1.0)
            session.wait(0.4)
            session.twoFingerDrag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 600, y: 500))
            session.wait(0.4)
            session.tap(at: CGPoint(x: x, y: y))
            session.wait(0.4)
            cycle += 1
        }
        return session
    }()

    /// The trace as JSON Lines and its non-blank lines.
    static let traceText = session.traceText
    static let traceLines: [String] = traceText.split(separator: "\n").map(String.init)

    /// The same samples as the YAML `libinput record` writes (one device).
    static let libinputText = session.recording.formatted(as: .libinputRecord)

    /// An Info.plist of an ordinary application with four quick actions.
    static let infoPlist = Data(InfoPlist.xml.utf8)
}

/// A trace input line, declared as `JSONDecoder` would read it (the fields of the project's DTO).
struct TraceLine: Decodable {
    struct Contact: Decodable {
        var id: Int
        var x: Double
        var y: Double
        var state: String?
        var force: Double?
        var maximumPossibleForce: Double?
        var majorRadius: Double?
        var majorRadiusTolerance: Double?
        var type: String?
    }
    var event: String?
    var format: String?
    var timestamp: Double?
    var contacts: [Contact]?
}

let benchmarks: @Sendable () -> Void = {
    // CPU time besides wall clock: the machine is shared, and the process's own CPU time varies less with
    // the other jobs' load than the wall clock does (instruction counters are not available on the VM).
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .cpuUser, .mallocCountTotal],
        warmupIterations: 2, scalingFactor: .one,
        maxDuration: .seconds(3), maxIterations: 200)
    let lines = CodecInputs.traceLines
    let bytes = CodecInputs.traceText.utf8.count
    let yaml = CodecInputs.libinputText

    // MARK: Trace (JSON Lines)

    Benchmark(
        "trace \(lines.count) lines (\(bytes / 1024) KiB): JSONValue.parse per line (hand-written)",
        configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            for line in lines { blackHole(JSONValue.parse(line)) }
        }
    }
    Benchmark(
        "trace \(lines.count) lines: JSONSerialization.jsonObject per line (Foundation)",
        configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            for line in lines { blackHole(try? JSONSerialization.jsonObject(with: Data(line.utf8))) }
        }
    }
    Benchmark(
        "trace \(lines.count) lines: JSONDecoder per line into a DTO (Foundation)",
        configuration: configuration
    ) { benchmark in
        let decoder = JSONDecoder()
        for _ in benchmark.scaledIterations {
            for line in lines { blackHole(try? decoder.decode(TraceLine.self, from: Data(line.utf8))) }
        }
    }
    Benchmark(
        "trace \(lines.count) lines: Trace.read (hand-written parse + decode + convert + checks)",
        configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let trace = try? Trace.read(CodecInputs.traceText, file: "bench.jsonl")
            precondition(trace?.inputs.isEmpty == false, "the trace did not read")
            blackHole(trace)
        }
    }

    // MARK: libinput record (YAML)

    Benchmark(
        "libinput record (\(yaml.utf8.count / 1024) KiB): Recording.read (hand-written YAML + interpretation)",
        configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let recording = try? Recording.read(yaml, file: "bench.yml", format: .libinputRecord)
            precondition(recording?.events.isEmpty == false, "the libinput record did not read")
            blackHole(recording)
        }
    }
    Benchmark("libinput record: Yams.compose (node tree with marks, parse only)", configuration: configuration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let node = try? Yams.compose(yaml: yaml)
            precondition(node != nil, "Yams did not parse the libinput record")
            blackHole(node)
        }
    }
    Benchmark("libinput record: Yams.load (Swift values, parse only)", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let value = try? Yams.load(yaml: yaml)
            precondition(value != nil, "Yams did not load the libinput record")
            blackHole(value)
        }
    }

    // MARK: Quick actions (property list)

    Benchmark(
        "Info.plist (\(CodecInputs.infoPlist.count) B): ShortcutItemConfiguration.parse (PropertyListSerialization + checks)",
        configuration: configuration
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            let items = try? ShortcutItemConfiguration.parse(
                CodecInputs.infoPlist, format: .propertyList, file: "Info.plist")
            precondition(items?.count == 4, "the quick actions did not read")
            blackHole(items)
        }
    }
    Benchmark("Info.plist: PropertyListSerialization.propertyList alone (Foundation)", configuration: configuration) {
        benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(
                try? PropertyListSerialization.propertyList(from: CodecInputs.infoPlist, options: [], format: nil))
        }
    }
}
