import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

@Suite("Replay: reading files and options (input behaviour 1.5, 2.3)")
@MainActor
struct ReplaySourceTests {
    typealias S = ReplaySupport

    /// A fresh directory for the test's files.
    private func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("replay-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func write(_ text: String, _ name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("--screen takes WIDTHxHEIGHT in points; anything else is an error naming the option and the text")
    func screenOption() throws {
        #expect(try ReplayOptions.parseScreen("1280x800") == CGRect(x: 0, y: 0, width: 1280, height: 800))
        #expect(try ReplayOptions.parseScreen("390.5X844") == CGRect(x: 0, y: 0, width: 390.5, height: 844))
        for bad in ["12", "x800", "0x10", "-5x10", "axb", "1x2x3", "infx5", "nanx5", "1e7x5", ""] {
            #expect(throws: ReplayError.self) { try ReplayOptions.parseScreen(bad) }
        }
        #expect(
            throws: ReplayError.invalidOption(
                option: "--screen", expected: "WIDTHxHEIGHT in points (e.g. 1280x800)",
                found: "\"12\"")
        ) { try ReplayOptions.parseScreen("12") }
    }

    @Test("input behaviour 2.3: --calibration takes six numbers separated by spaces or commas")
    func calibrationOption() throws {
        #expect(try ReplayOptions.parseCalibration("1 0 0 0 1 0") == [1, 0, 0, 0, 1, 0])
        #expect(try ReplayOptions.parseCalibration("-1, 0, 1, 0, 1, 0") == [-1, 0, 1, 0, 1, 0])
        for bad in ["1 0 0", "1 0 0 0 1 0 0", "1 0 0 0 1 x", "nan 0 0 0 1 0", ""] {
            #expect(throws: ReplayError.self) { try ReplayOptions.parseCalibration(bad) }
        }
        let error = #expect(throws: ReplayError.self) { try ReplayOptions.parseCalibration("1 0 0") }
        #expect(
            error?.description
                == "--calibration: expected 6 numbers \"a b c d e f\" within ±1000 (the identity is \"1 0 0 0 1 0\"), "
                + "found \"1 0 0\"")
        #expect(throws: ReplayError.self) { try ReplayOptions.parseCalibration("1e9 0 0 0 1 0") }
    }

    @Test("input behaviour 1.5: a file is a trace when its first line is a trace header, else an evdev recording")
    func detection() throws {
        let dir = try directory()
        let evemu = try ReplaySource.load(path: try write(S.evemuText, "s.txt", in: dir))
        #expect(evemu.formatName == "evemu" && evemu.screen == CGRect(x: 0, y: 0, width: 1024, height: 768))
        let trace = try ReplaySource.load(path: try write(S.traceText, "s.txt2", in: dir))
        #expect(trace.formatName == "trace")
        let evtest = try ReplaySource.load(
            path: try write(S.standardRecording.formatted(as: .evtest), "s.evtest", in: dir))
        let report = Replayer(source: evtest).run()
        #expect(report.format == "evtest" && report.gestures.map(\.kind) == S.standardReport.gestures.map(\.kind))
    }

    @Test("input behaviour 1.5: a split evemu recording replays with --device naming the description file")
    func splitRecording() throws {
        let dir = try directory()
        let events = try write(S.standardRecording.formatted(as: .evemu, part: .events), "touch.events", in: dir)
        let description = try write(
            S.standardRecording.formatted(as: .evemu, part: .description), "touch.desc", in: dir)
        let source = try ReplaySource.load(path: events, options: ReplayOptions(descriptionPath: description))
        #expect(Replayer(source: source).run().gestures == S.standardReport.gestures)
        // Without the description the events file is not enough.
        #expect(throws: ReplayError.self) { try ReplaySource.load(path: events) }
    }

    @Test("errors name the file and the line: a bad value, a missing file, a directory, a bad trace line")
    func errors() throws {
        let dir = try directory()
        var lines = S.evemuText.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.hasPrefix("E:") })
        lines[index] = "E: 0.000001 0003 0035 12x4"
        let bad = try write(lines.joined(separator: "\n"), "bad.evemu", in: dir)
        let error = #expect(throws: ReplayError.self) { try ReplaySource.load(path: bad) }
        guard case .recording(let recordingError) = error else { Issue.record("expected a recording error"); return }
        #expect(recordingError.file == bad && recordingError.line == index + 1 && recordingError.field == "value")
        #expect(error?.description.hasPrefix("\(bad):\(index + 1):") == true)

        let missing = dir.appendingPathComponent("missing.evemu").path
        let missingError = #expect(throws: ReplayError.self) { try ReplaySource.load(path: missing) }
        #expect(
            missingError?.description
                == "\(missing): expected a readable file, found \"No such file or directory\" (errno 2, opening it)")
        let folder = #expect(throws: ReplayError.self) { try ReplaySource.load(path: dir.path) }
        #expect(
            folder?.description
                == "\(dir.path): expected a recording file, found \"Is a directory\" (errno 21, reading it)")

        let trace = try write(
            "{\"format\":\"responderkit-trace\",\"version\":1}\n{\"event\":\"digitizer\",\"timestamp\":1}\n",
            "t.jsonl", in: dir)
        let traceError = #expect(throws: ReplayError.self) { try ReplaySource.load(path: trace) }
        #expect(traceError?.description.hasPrefix("\(trace):2: field \"contacts\"") == true)
    }

    @Test("--device and --calibration do not apply to a trace, whose points are screen points; --screen does")
    func traceOptions() throws {
        let dir = try directory()
        let path = try write(S.traceText, "s.jsonl", in: dir)
        #expect(throws: ReplayError.self) {
            try ReplaySource.load(path: path, options: ReplayOptions(descriptionPath: path))
        }
        let error = #expect(throws: ReplayError.self) {
            try ReplaySource.load(path: path, options: ReplayOptions(calibration: [1, 0, 0, 0, 1, 0]))
        }
        #expect(error?.description.hasPrefix("--calibration does not apply: ") == true)
        let source = try ReplaySource.load(
            path: path, options: ReplayOptions(screen: CGRect(x: 0, y: 0, width: 640, height: 480)))
        #expect(source.screen.size == CGSize(width: 640, height: 480))
    }

    @Test("the options reach the device: screen and calibration of an evdev recording")
    func recordingOptions() throws {
        let dir = try directory()
        let path = try write(S.evemuText, "s.evemu", in: dir)
        let source = try ReplaySource.load(
            path: path,
            options: ReplayOptions(
                screen: CGRect(x: 0, y: 0, width: 800, height: 600),
                calibration: [1, 0, 0, 0, -1, 1]))
        #expect(source.screen.size == CGSize(width: 800, height: 600))
        #expect(source.device?.calibration == [1, 0, 0, 0, -1, 1])
    }

    @Test("values out of range are left out with a note, never a crash: nan and huge timestamps and coordinates")
    func outOfRangeValues() throws {
        let lines = [
            "{\"format\":\"responderkit-trace\",\"version\":1,\"screen\":{\"width\":1e300,\"height\":\"nan\"}}",
            "{\"event\":\"digitizer\",\"timestamp\":\"nan\",\"contacts\":[{\"id\":1,\"x\":10,\"y\":10}]}",
            "{\"event\":\"digitizer\",\"timestamp\":1e300,\"contacts\":[{\"id\":1,\"x\":10,\"y\":10}]}",
            "{\"event\":\"digitizer\",\"timestamp\":0.1,\"contacts\":[{\"id\":2,\"x\":1e300,\"y\":10},{\"id\":3,\"x\":100,\"y\":100}]}",
            "{\"event\":\"digitizer\",\"timestamp\":0.2,\"contacts\":[{\"id\":3,\"x\":\"inf\",\"y\":100}]}",
            "{\"event\":\"digitizer\",\"timestamp\":0.3,\"contacts\":[{\"id\":3,\"x\":100,\"y\":100,\"state\":\"lifted\"}]}",
            "{\"event\":\"accelerometer\",\"timestamp\":0.4,\"x\":\"nan\",\"y\":0,\"z\":-1}",
        ]
        // The reader refuses the screen and the timestamps (trace-format.md, "Bad input"); read leniently,
        // it counts them and leaves them out, and the sanitizer leaves out the coordinates.
        let trace = try Trace.read(lines.joined(separator: "\n"), file: "odd.jsonl", mode: .lenient)
        #expect(trace.errors.map(\.cause) == [.invalidScreen, .timestampOutOfRange, .timestampOutOfRange])
        let source = ReplaySource(trace: trace, file: "odd.jsonl")
        #expect(source.screen.size == CGSize(width: 1024, height: 768))  // the header's screen is unusable
        let report = Replayer(source: source).explain().report
        #expect(report.trails.count == 1 && report.trails[0].ending == .lifted)
        #expect(report.notes.count == 3)
        #expect(report.notes[0].hasPrefix("input 1: 1 contact(s) with coordinates out of range left out"))
        #expect(report.lines().contains("Inputs left out (values out of range):"))

        // A degenerate axis (minimum == maximum) carries no position: it maps to the screen's left edge, and
        // a large calibration cannot push the points off the screen (docs/input-devices.md, clamping).
        var session = SyntheticRecording(seed: 8)
        session.swipe(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 600, y: 100))
        var recording = session.recording
        recording.device.axes[EvdevCode.ABS_MT_POSITION_X] = AbsoluteAxisInfo(minimum: 5, maximum: 5)
        recording.device.calibration = [1000, 0, 0, 0, 1, 0]
        let degenerate = Replayer(source: ReplaySource(recording: recording)).explain().report
        #expect(!degenerate.trails.isEmpty && degenerate.notes.isEmpty)
        #expect(degenerate.trails.allSatisfy { trail in trail.samples.allSatisfy { $0.point.x == 0 } })
    }
}
