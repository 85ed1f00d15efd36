import Benchmark
import BenchmarkScenes
import CEvemuBaseline
import Foundation
import ResponderKitInput

// Decoding: the replay benchmark's 60 s recording (4.7 MB, 72 041 events) written once to
// files in the temporary folder, then read from them in the same run:
// - through libevemu, the C library evemu's own tools read recordings with (`evemu_read` for the
//   description, `evemu_read_event` for each event; the CEvemuBaseline target, Debian's libevemu-dev);
// - through `Recording.load`, ResponderKit's evemu reader (reading the file, detecting the format,
//   decoding, checking the timeline and the declared axes);
// - through `Recording.load` of the same events written as evtest text and as a libinput record, whose
//   readers should stay within 1.5× of the evemu reader per event (the files hold the same events).
// docs/performance.md ("Decoding at libevemu's speed", "Readers: libinput record and traces") records the
// figures. The names carry no spaces or colons: they name the threshold files
// (Thresholds/Decoding.evemu-60s-Recording.load.p90.json and
// Thresholds/Decoding.libinput-record-60s-Recording.load.p90.json: the evemu and libinput record readers'
// mallocs do not grow with the file).

/// The files, written once per process (outside the measurements).
@MainActor
enum DecodingFiles {
    static let recording: Recording = {
        let text = LongRecording.evemuText(seconds: 60).text
        return try! Recording.read(text, file: "long.evemu")
    }()
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "responderkit-decoding-\(getpid())")

    static func path(_ format: RecordingFormat, _ ext: String) -> String {
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("long.\(ext)").path
        if !FileManager.default.fileExists(atPath: path) {
            try! recording.write(to: path, format: format)
        }
        return path
    }

    static let evemu = path(.evemu, "evemu")
    static let evtest = path(.evtest, "evtest")
    static let libinput = path(.libinputRecord, "yml")
}

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .throughput], warmupIterations: 2, scalingFactor: .one,
        maxDuration: .seconds(10), maxIterations: 30)

    Benchmark("evemu-60s-libevemu", configuration: configuration) { benchmark async in
        let path = await MainActor.run { DecodingFiles.evemu }
        let expected = await MainActor.run { DecodingFiles.recording.events.count }
        benchmark.startMeasurement()
        var checksum: Int64 = 0
        let count = cevemu_decode_file(path, &checksum)
        benchmark.stopMeasurement()
        precondition(count == expected, "libevemu read \(count) events, expected \(expected)")
        blackHole(checksum)
    }

    for (name, format) in [("evemu", RecordingFormat.evemu), ("evtest", .evtest), ("libinput-record", .libinputRecord)]
    {
        // The libinput record reader's count moves by one from run to run (193 or 194): its threshold
        // (Thresholds/Decoding.libinput-record-60s-Recording.load.p90.json, 194) allows 2 either way.
        var readerConfiguration = configuration
        if format == .libinputRecord {
            readerConfiguration.thresholds = [.mallocCountTotal: .init(absolute: [.p90: 2])]
        }
        Benchmark("\(name)-60s-Recording.load", configuration: readerConfiguration) { benchmark async in
            let path = await MainActor.run {
                switch format {
                case .evemu: DecodingFiles.evemu
                case .evtest: DecodingFiles.evtest
                case .libinputRecord: DecodingFiles.libinput
                }
            }
            let expected = await MainActor.run { DecodingFiles.recording.events.count }
            benchmark.startMeasurement()
            let recording = try? Recording.load(path: path)
            benchmark.stopMeasurement()
            // evtest text carries the same events; a libinput record regroups them into frames and may
            // drop the redundant SYN_REPORTs, so only the evemu reader must give the exact count.
            precondition(
                recording != nil && (format != .evemu || recording!.events.count == expected),
                "the \(name) reader lost events")
            blackHole(recording)
        }
    }
}
