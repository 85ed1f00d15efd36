import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// input behaviour 2.10: a timestamp a little earlier than the one before (kernel and firmware jitter) is
// read in every mode, strict included, at the previous time, with a warning counted by cause
// (RecordingError.Cause.timeJitter); a step back beyond Recording.timeJitterToleranceMicroseconds (5 ms)
// stays a located error (docs/trace-format.md 3.1, "timeGoesBackwards"). Small hand-made recordings in
// each format.

@Suite("Recordings: time stepping back within the jitter tolerance is a warning, in every mode (input behaviour 2.10)")
struct RecordingTimeJitterTests {
    static func strictError(_ body: () throws -> Void) -> RecordingError? {
        RecordingErrorTests.strictError(body)
    }

    static let modes: [RecordingReadingMode] = [.strict, .lenient, .truncating]

    /// The error of a failed read, nil for a success.
    static func failure<T>(_ result: Result<T, RecordingError>) -> RecordingError? {
        if case .failure(let error) = result { return error }
        return nil
    }

    /// An evemu recording whose third and fourth events are 2 ms before the first two.
    static let evemu = RecordingBadInputTests.evemu(
        events: """
            E: 1.000000 0003 0035 10
            E: 1.000000 0000 0000 0
            E: 0.998000 0003 0035 20
            E: 0.998000 0000 0000 0
            E: 1.010000 0003 0035 30

            """)

    @Test("2.10: evemu: a 2 ms step back is read at the previous time with a warning in every mode")
    func evemuJitter() throws {
        for mode in Self.modes {
            let recording = try Recording.read(Self.evemu, file: "jitter.evemu", mode: mode)
            #expect(recording.events.map(\.value) == [10, 0, 20, 0, 30], "\(mode)")
            #expect(
                recording.events.map { [$0.seconds, $0.microseconds] } == [
                    [1, 0], [1, 0], [1, 0], [1, 0], [1, 10_000],
                ],
                "\(mode)")
            #expect(recording.errors.map(\.cause) == [.timeJitter, .timeJitter], "\(mode)")
            #expect(recording.errors.map(\.line) == [8, 9], "\(mode)")
            #expect(
                recording.errors.first?.description
                    == "jitter.evemu:8:4: field \"time\": expected a time at or after the previous event's 1.000000, "
                    + "found 0.998000 (2000 µs earlier, within the 5000 µs jitter tolerance; read at the previous time)"
            )
            #expect(
                RecordingError.summary(recording.errors) == "2 problems read past: 2 small steps back in time (jitter)")
        }
    }

    @Test("2.10: the tolerance is 5 ms: 5000 µs back is jitter, 5001 µs back a located error")
    func tolerance() throws {
        #expect(Recording.timeJitterToleranceMicroseconds == 5_000)
        let text = RecordingBadInputTests.evemu(
            events: """
                E: 1.000000 0003 0035 10
                E: 0.995000 0000 0000 0
                E: 0.994999 0003 0035 20

                """)
        let error = Self.strictError { _ = try Recording.read(text, file: "back.evemu") }
        #expect(
            error?.description
                == "back.evemu:8:4: field \"time\": expected a time at or after the previous event's 1.000000, "
                + "found 0.994999 (time goes backwards; kept in file order at the previous time)")
        #expect(error?.cause == .timeGoesBackwards)
        let lenient = try Recording.read(text, file: "back.evemu", mode: .lenient)
        #expect(lenient.errors.map(\.cause) == [.timeJitter, .timeGoesBackwards])
        #expect(lenient.events.map(\.time) == [1, 1, 1])
        // A truncating read stops at the error, not at the warning before it.
        let truncated = try Recording.read(text, file: "back.evemu", mode: .truncating)
        #expect(truncated.errors.map(\.cause) == [.timeJitter, .timeGoesBackwards])
        #expect(truncated.events.count == 3)
    }

    @Test("2.10: evtest: a 1 ms step back is a warning on its line, 10 ms an error there")
    func evtestJitter() throws {
        let header = RecordingBadInputTests.evtestHeader(brokenLine: false)
        let jitter =
            header + "Event: time 0.999000, type 3 (EV_ABS), code 0 (ABS_X), value 5\n"
            + "Event: time 0.999000, -------------- SYN_REPORT ------------\n"
        for mode in Self.modes {
            let recording = try Recording.read(jitter, file: "jitter.evtest", mode: mode)
            #expect(recording.errors.map(\.cause) == [.timeJitter, .timeJitter], "\(mode)")
            #expect(recording.errors.map(\.line) == [20, 21] && recording.errors.first?.field == "time", "\(mode)")
            #expect(recording.events.map(\.time) == [1, 1, 1, 1], "\(mode)")
        }
        let back = header + "Event: time 0.990000, type 3 (EV_ABS), code 0 (ABS_X), value 5\n"
        let error = Self.strictError { _ = try Recording.read(back, file: "back.evtest") }
        #expect(error?.line == 20 && error?.field == "time" && error?.cause == .timeGoesBackwards)
    }

    @Test("2.10: libinput record: a 2 ms step back is a warning at the row's seconds, alike on both paths")
    func libinputJitter() throws {
        typealias L = RecordingLibinputEventLineTests
        for mode in Self.modes {
            let (fast, general) = L.readBoth(L.record(rows: ["    - [ 10,  7000,   3,  53,   111]"]), mode: mode)
            #expect(fast == general, "\(mode)")
            let recording = try fast.get()
            #expect(recording.errors.map(\.cause) == [.timeJitter], "\(mode)")
            #expect(recording.errors.first?.field == "devices[0].events[1].evdev[1][0]", "\(mode)")
            #expect(recording.errors.first?.column == 9, "\(mode)")
            #expect(recording.events.count == L.base.count + 1, "\(mode)")
            #expect(recording.events.map(\.time) == recording.events.map(\.time).sorted(), "\(mode)")
        }
        let (fast, general) = L.readBoth(L.record(rows: ["    - [ 10,  3000,   3,  53,   111]"]))
        #expect(fast == general)
        #expect(Self.failure(fast)?.cause == .timeGoesBackwards)
        #expect(Self.failure(fast)?.field == "devices[0].events[1].evdev[1][0]")
    }

    @Test("2.10: trace: an input 2 ms before the previous one is a warning and stamped at the previous time")
    func traceJitter() throws {
        let lines = [
            #"{"event":"cancelAllContacts","timestamp":5}"#, #"{"event":"cancelAllContacts","timestamp":4.998}"#,
        ]
        for mode in Self.modes {
            let trace = try RecordingTraceLineTests.read(lines, mode: mode).get()
            #expect(
                try trace == RecordingTraceLineTests.read(lines.map(RecordingTraceLineTests.twin), mode: mode).get())
            #expect(trace.errors.map(\.cause) == [.timeJitter] && trace.errors.map(\.line) == [3], "\(mode)")
            #expect(trace.errors.first?.field == "timestamp", "\(mode)")
            #expect(trace.inputs.last == .cancelAllContacts(timestamp: 5), "\(mode)")
        }
        let back = [
            #"{"event":"cancelAllContacts","timestamp":5}"#, #"{"event":"cancelAllContacts","timestamp":4.99}"#,
        ]
        let error = Self.failure(RecordingTraceLineTests.read(back))
        #expect(error?.cause == .timeGoesBackwards && error?.line == 3 && error?.field == "timestamp")
    }

    @Test("2.10: a streamed file gives the warnings of the whole text, and a strict stream does not stop at them")
    func streamed() throws {
        try TemporaryFiles.withFile(Self.evemu, name: "jitter.evemu") { path in
            let whole = try Recording.read(Self.evemu, file: path)
            let stream = try #require(try RecordingStream(path: path, chunkSize: 16))
            let drained = RecordingStreamTests.drain(stream)
            #expect(drained.error == nil)
            #expect(drained.events == whole.events)
            #expect(drained.recording?.errors == whole.errors)
            #expect(try Recording.load(path: path) == whole)
        }
    }
}
