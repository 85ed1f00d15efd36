import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Hand-made recordings for each kind of bad input, as docs/trace-format.md 3.1 states them
// (docs/decisions.md, "Recordings: bad input and errors"): a strict read throws an error that names the
// file, the line and the field; a lenient read keeps going and counts the problem by cause
// (RecordingError.Cause), never guessing silently.

@Suite("Recordings: bad input is a located error (strict) or a counted warning (lenient) (trace-format.md, Bad input)")
struct RecordingBadInputTests {
    static func strictError(_ body: () throws -> Void) -> RecordingError? {
        RecordingErrorTests.strictError(body)
    }

    /// An evtest header for a two-axis touchscreen; `brokenLine` joins ABS_X's `Resolution` line and ABS_Y's
    /// heading, as a broken real capture did (docs/trace-format.md 3.1, `malformedHeader`).
    static func evtestHeader(brokenLine: Bool) -> String {
        let join =
            brokenLine
            ? "      Resolution      12    Event code 1 (ABS_Y)\n"
            : "      Resolution      12\n    Event code 1 (ABS_Y)\n"
        return """
            Input driver version is 1.0.1
            Input device ID: bus 0x3 vendor 0x1 product 0x2 version 0x3
            Input device name: "Panel"
            Supported events:
              Event type 0 (EV_SYN)
              Event type 3 (EV_ABS)
                Event code 0 (ABS_X)
                  Value      0
                  Min        0
                  Max     4095

            """ + join + """
                      Value      0
                      Min        0
                      Max     2175
                      Resolution      9
                Testing ... (interrupt to exit)
                Event: time 1.000000, type 3 (EV_ABS), code 0 (ABS_X), value 100
                Event: time 1.000000, -------------- SYN_REPORT ------------

                """
    }

    @Test(
        "docs/trace-format.md 3.1, malformedHeader: an evtest line carrying a Resolution value and the next axis's heading"
    )
    func evtestTwoItemsOnOneLine() throws {
        let clean = try Recording.read(Self.evtestHeader(brokenLine: false), file: "ok.evtest")
        #expect(
            clean.device.axes[EvdevCode.ABS_X]?.maximum == 4095 && clean.device.axes[EvdevCode.ABS_Y]?.maximum == 2175)

        let text = Self.evtestHeader(brokenLine: true)
        let error = Self.strictError { _ = try Recording.read(text, file: "broken.evtest") }
        #expect(
            error?.description
                == "broken.evtest:11:29: field \"Resolution\": expected end of line after the Resolution item "
                + "(each header item has a line of its own), found \"Event code 1 (ABS_Y)\"")
        #expect(error?.cause == .malformedHeader)

        // Lenient: one counted warning, and each axis keeps its own range (nothing attached to the wrong axis).
        let lenient = try Recording.read(text, file: "broken.evtest", mode: .lenient)
        #expect(lenient.errors == [error!])
        #expect(RecordingError.counts(lenient.errors).map(\.cause) == [.malformedHeader])
        #expect(lenient.device == clean.device)
        #expect(lenient.events == clean.events)
    }

    @Test(
        "docs/trace-format.md 3.1, malformedHeader: the whole class: an item given twice, an axis without Min or Max, a code declared twice"
    )
    func evtestMissingAndRepeatedItems() throws {
        let header = Self.evtestHeader(brokenLine: false)
        let cases: [(from: String, to: String, line: Int, field: String, expected: String)] = [
            (
                "      Max     4095\n", "      Max     4095\n      Max     9999\n", 11, "Max",
                "one Max line per axis (the first one's value is kept)"
            ),
            (
                "      Max     4095\n", "", 7, "Max",
                "a Max line for ABS_X (evtest prints Value, Min and Max for every axis)"
            ),
            (
                "      Min        0\n      Max     2175\n", "", 12, "Min",
                "a Min and a Max line for ABS_Y (evtest prints Value, Min and Max for every axis)"
            ),
            (
                "    Event code 1 (ABS_Y)\n", "    Event code 0 (ABS_X)\n", 12, "code",
                "each code once per event type (the first one's values are kept)"
            ),
            (
                "Input device name: \"Panel\"\n", "Input device name: \"Panel\"\nInput device name: \"Other\"\n", 4,
                "name",
                "one \"Input device name:\" line (the first is on line 3)"
            ),
        ]
        for item in cases {
            let text = header.replacingOccurrences(of: item.from, with: item.to)
            let error = Self.strictError { _ = try Recording.read(text, file: "h.evtest") }
            #expect(
                error?.line == item.line && error?.field == item.field && error?.expected == item.expected,
                "\(String(describing: error))")
            #expect(error?.cause == .malformedHeader)
            let lenient = try Recording.read(text, file: "h.evtest", mode: .lenient)
            #expect(lenient.errors.first == error && lenient.events.count == 2)
        }
        // The first value of a repeated item is kept.
        let repeated = header.replacingOccurrences(
            of: "      Max     4095\n", with: "      Max     4095\n      Max     9999\n")
        #expect(try Recording.read(repeated, mode: .lenient).device.axes[EvdevCode.ABS_X]?.maximum == 4095)
    }

    /// An evemu touchscreen description with the given position axes.
    static func evemu(axes: String = "A: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\n", events: String) -> String {
        "# EVEMU 1.3\nN: Panel\nI: 0003 0001 0002 0003\n" + axes + events
    }

    @Test(
        "docs/trace-format.md 3.1, timeGoesBackwards: time going backwards is an error at its line and field; lenient keeps the event in file order"
    )
    func timeBackwards() throws {
        let text = Self.evemu(
            events: """
                E: 1.000000 0003 0035 10
                E: 1.000000 0000 0000 0
                E: 0.500000 0003 0035 20
                E: 0.500000 0000 0000 0
                E: 1.100000 0003 0035 30

                """)
        let error = Self.strictError { _ = try Recording.read(text, file: "back.evemu") }
        #expect(
            error?.description
                == "back.evemu:8:4: field \"time\": expected a time at or after the previous event's 1.000000, "
                + "found 0.500000 (time goes backwards; kept in file order at the previous time)")
        #expect(error?.cause == .timeGoesBackwards)
        let lenient = try Recording.read(text, file: "back.evemu", mode: .lenient)
        #expect(lenient.errors.map(\.cause) == [.timeGoesBackwards, .timeGoesBackwards])
        #expect(lenient.events.map(\.value) == [10, 0, 20, 0, 30])  // nothing re-sorted
        #expect(lenient.events.map(\.time) == [1, 1, 1, 1, 1.1])
        #expect(RecordingError.summary(lenient.errors) == "2 problems read past: 2 time going backwards")

        // The same in the other formats.
        let evtest =
            Self.evtestHeader(brokenLine: false) + "Event: time 0.900000, type 3 (EV_ABS), code 0 (ABS_X), value 5\n"
        let evtestError = Self.strictError { _ = try Recording.read(evtest, file: "back.evtest") }
        #expect(evtestError?.line == 20 && evtestError?.field == "time" && evtestError?.cause == .timeGoesBackwards)
        let yaml = """
            version: 1
            devices:
            - evdev:
                name: Panel
                id: [3, 1, 2, 3]
                codes: {3: [53, 54]}
                absinfo: {53: [0, 1000, 0, 0, 0], 54: [0, 1000, 0, 0, 0]}
              events:
              - evdev:
                - [2, 0, 3, 53, 10]
                - [1, 0, 3, 53, 20]

            """
        let yamlError = Self.strictError { _ = try Recording.read(yaml, file: "back.yml") }
        #expect(
            yamlError?.line == 11 && yamlError?.field == "devices[0].events[0].evdev[1][0]"
                && yamlError?.cause == .timeGoesBackwards)
        let trace = """
            {"format":"responderkit-trace","version":1}
            {"event":"digitizer","timestamp":2.0,"contacts":[{"id":1,"x":10,"y":10}]}
            {"event":"digitizer","timestamp":1.0,"contacts":[{"id":1,"x":10,"y":10,"state":"lifted"}]}

            """
        let traceError = Self.strictError { _ = try Trace.read(trace, file: "back.jsonl") }
        #expect(traceError?.line == 3 && traceError?.field == "timestamp" && traceError?.cause == .timeGoesBackwards)
        let lenientTrace = try Trace.read(trace, file: "back.jsonl", mode: .lenient)
        // One touch that begins and ends, rather than a lift re-sorted before its landing.
        #expect(lenientTrace.inputs.map(\.timestamp) == [2, 2] && lenientTrace.errors.count == 1)
    }

    @Test(
        "docs/trace-format.md 3.1, timestampOutOfRange: timestamps past 2^33 - 1 s (microseconds lost in a Double) are errors; lenient leaves the event out"
    )
    func hugeTimestamps() throws {
        let text = Self.evemu(events: "E: 9223372036854775807.000000 0003 0035 10\nE: 1.000000 0003 0035 20\n")
        let error = Self.strictError { _ = try Recording.read(text, file: "huge.evemu") }
        #expect(
            error?.description == "huge.evemu:6:4: field \"time\": expected seconds up to 8589934591 "
                + "(2^33 - 1: beyond it microseconds are lost), found 9223372036854775807")
        #expect(error?.cause == .timestampOutOfRange)
        let lenient = try Recording.read(text, mode: .lenient)
        #expect(lenient.events.map(\.value) == [20] && lenient.errors.map(\.cause) == [.timestampOutOfRange])
        // At the bound, a microsecond still tells two events apart.
        let bound = Recording.maximumSeconds
        let atBound = try Recording.read(
            Self.evemu(events: "E: \(bound).000000 0003 0035 1\nE: \(bound).000001 0003 0035 2\n"))
        #expect(atBound.events[0].time < atBound.events[1].time)

        let trace =
            "{\"format\":\"responderkit-trace\",\"version\":1}\n{\"event\":\"cancelAllContacts\",\"timestamp\":9.3e18}\n"
        let traceError = Self.strictError { _ = try Trace.read(trace, file: "huge.jsonl") }
        #expect(traceError?.line == 2 && traceError?.field == "timestamp" && traceError?.cause == .timestampOutOfRange)
    }

    @Test(
        "docs/trace-format.md 3.1, invalidScreen: a trace header's invalid screen is an error, not a silent 1024 x 768")
    func invalidScreen() throws {
        for (screen, field, found) in [
            ("{\"width\":0,\"height\":768}", "screen.width", "0.0"),
            ("{\"width\":1024,\"height\":-1}", "screen.height", "-1.0"),
            ("{\"width\":1e300,\"height\":768}", "screen.width", "1e+300"),
            ("{\"width\":1024,\"height\":\"nan\"}", "screen.height", "nan"),
            ("{\"width\":1024,\"height\":768,\"scale\":0}", "screen.scale", "0.0"),
        ] {
            let text = "{\"format\":\"responderkit-trace\",\"version\":1,\"screen\":\(screen)}\n"
            let error = Self.strictError { _ = try Trace.read(text, file: "s.jsonl") }
            #expect(
                error?.line == 1 && error?.field == field && error?.found == found && error?.cause == .invalidScreen,
                "\(screen): \(String(describing: error))")
            let lenient = try Trace.read(text, mode: .lenient)
            #expect(lenient.header.screen == nil && lenient.errors.map(\.cause) == [.invalidScreen])
        }
        let device =
            "{\"format\":\"responderkit-trace\",\"version\":1,\"device\":{\"name\":\"x\",\"screen\":{\"x\":0,\"y\":0,\"width\":0,\"height\":5}}}\n"
        #expect(Self.strictError { _ = try Trace.read(device) }?.field == "device.screen.width")
    }

    @Test(
        "docs/trace-format.md 3.1, invalidAxisRange: an axis with min > max, or a position axis with min == max, is an error in every format"
    )
    func invalidAxisRanges() throws {
        let events = "E: 1.000000 0003 0035 10\n"
        let inverted = Self.strictError {
            _ = try Recording.read(
                Self.evemu(axes: "A: 35 1000 0 0 0 0\nA: 36 0 1000 0 0 0\n", events: events), file: "a.evemu")
        }
        #expect(
            inverted?.description == "a.evemu:4:12: field \"maximum\": expected a maximum at or above the minimum 1000 "
                + "(ABS_MT_POSITION_X), found \"0\"")
        #expect(inverted?.cause == .invalidAxisRange)
        let empty = Self.strictError {
            _ = try Recording.read(Self.evemu(axes: "A: 35 5 5 0 0 0\nA: 36 0 1000 0 0 0\n", events: events))
        }
        #expect(
            empty?.expected
                == "a maximum above the minimum 5 (ABS_MT_POSITION_X is a position axis: its range cannot be empty)")
        // Real devices declare unused axes with an empty range (ABS_MISC 0 0): not a position axis, not an error.
        let misc = try Recording.read(
            Self.evemu(axes: "A: 28 0 0 0 0 0\nA: 35 0 1000 0 0 0\nA: 36 0 1000 0 0 0\n", events: events))
        #expect(misc.errors.isEmpty)
        // Lenient: the axis is kept as given, with a counted warning.
        let lenient = try Recording.read(
            Self.evemu(axes: "A: 35 5 5 0 0 0\nA: 36 0 1000 0 0 0\n", events: events), mode: .lenient)
        #expect(
            lenient.device.axes[EvdevCode.ABS_MT_POSITION_X]?.minimum == 5
                && lenient.errors.map(\.cause) == [.invalidAxisRange])

        let evtest = Self.evtestHeader(brokenLine: false).replacingOccurrences(of: "Max     4095", with: "Max        0")
        let evtestError = Self.strictError { _ = try Recording.read(evtest, file: "a.evtest") }
        #expect(evtestError?.line == 10 && evtestError?.field == "Max" && evtestError?.cause == .invalidAxisRange)
        let yaml =
            "version: 1\ndevices:\n- evdev:\n    name: P\n    id: [3, 1, 2, 3]\n    absinfo: {53: [9, 3, 0, 0, 0]}\n  events:\n"
        let yamlError = Self.strictError { _ = try Recording.read(yaml, file: "a.yml") }
        #expect(
            yamlError?.line == 6 && yamlError?.field == "devices[0].evdev.absinfo.53[1]"
                && yamlError?.cause == .invalidAxisRange)
        let trace =
            "{\"format\":\"responderkit-trace\",\"version\":1,\"device\":{\"name\":\"x\",\"axes\":{\"0\":{\"minimum\":7,\"maximum\":7}}}}\n"
        let traceError = Self.strictError { _ = try Trace.read(trace) }
        #expect(traceError?.field == "device.axes.0.maximum" && traceError?.cause == .invalidAxisRange)
    }

    @Test(
        "docs/trace-format.md 3.1, missingAxes: a recording whose description has no range for the position axes its events use does not replay as nothing silently"
    )
    func missingAxes() throws {
        let text =
            "N: Panel\nI: 0003 0001 0002 0003\nE: 1.000000 0003 0035 10\nE: 1.000000 0003 0036 10\nE: 1.000000 0000 0000 0\n"
        let error = Self.strictError { _ = try Recording.read(text, file: "no-axes.evemu") }
        #expect(
            error?.description
                == "no-axes.evemu: field \"ABS_MT_POSITION_X\": expected a range for ABS_MT_POSITION_X in the device "
                + "description (event 1 uses it), found none")
        #expect(error?.cause == .missingAxes)
        let lenient = try Recording.read(text, mode: .lenient)
        #expect(lenient.errors.map(\.field) == ["ABS_MT_POSITION_X", "ABS_MT_POSITION_Y"])
        #expect(RecordingError.summary(lenient.errors) == "2 problems read past: 2 undeclared position axes")
        // A separate description file is the one named.
        let split = Self.strictError {
            _ = try Recording.read(
                "E: 1.000000 0003 0000 10\n", file: "e.events", description: "N: x\n",
                descriptionFile: "x.desc")
        }
        #expect(split?.file == "x.desc" && split?.field == "ABS_X")
        // A keyboard has no axes and needs none.
        let keyboard = try Recording.read(
            "N: Keys\nB: 01 00 00 00 00 00 00 00 00\nE: 1.000000 0001 001e 1\nE: 1.000000 0000 0000 0\n")
        #expect(keyboard.errors.isEmpty && keyboard.events.count == 2)
    }

    @Test(
        "docs/trace-format.md 3.1, missingDescription: the no-description error names the --device option and the format it recognized"
    )
    func noDescription() {
        let error = Self.strictError {
            _ = try Recording.read("E: 0.000001 0003 0035 10\nE: 0.000001 0000 0000 0\n", file: "t.events")
        }
        #expect(
            error?.description == "t.events: expected a device description in the file, or a separate description file "
                + "(responder replay's --device option), found none (the file was read as evemu events, 2 of them)")
        #expect(error?.cause == .missingDescription)
    }

    @Test("docs/trace-format.md 3.1: a malformed trace header is a trace error with its JSON reason")
    func malformedTraceHeader() {
        let text =
            "{\"format\":\"responderkit-trace\",\"version\":1,\n{\"event\":\"cancelAllContacts\",\"timestamp\":1}\n"
        #expect(Trace.isTrace(text))
        let error = Self.strictError { _ = try Recording.read(text, file: "h.jsonl") }
        #expect(error?.found == "a ResponderKit trace (read it with Trace.load)")
        let traceError = Self.strictError { _ = try Trace.read(text, file: "h.jsonl") }
        #expect(traceError?.description == "h.jsonl:1:44: expected a quoted key, found end of line")
    }

    @Test(
        "docs/trace-format.md 3.1: outside text is escaped for the terminal: C0, DEL and C1 controls, never other text")
    func terminalText() {
        #expect(TerminalText.escaped("Panel\u{1b}[2J\u{1b}]0;x\u{7}") == "Panel\\u001b[2J\\u001b]0;x\\u0007")
        #expect(TerminalText.escaped("a\nb\rc\td\u{7f}e\u{9b}f") == "a\\nb\\rc\\td\\u007fe\\u009bf")
        #expect(TerminalText.escaped("Écran × 2 → ok \\ \"q\"") == "Écran × 2 → ok \\ \"q\"")
        #expect(TerminalText.escapedLines("usage:\n\tx\u{1b}") == "usage:\n\tx\\u001b")
        // Error messages escape the file name and a field taken from the file.
        let error = RecordingError(file: "a\u{1b}.evemu", line: 1, field: "codes.\u{1b}", expected: "x", found: "\"y\"")
        #expect(error.description == "a\\u001b.evemu:1: field \"codes.\\u001b\": expected x, found \"y\"")
    }

    @Test("docs/trace-format.md 3: files are read through read(2): a FIFO works; a failure names the errno")
    func fileReading() throws {
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/pipe.evemu"
        #expect(mkfifo(fifo, 0o600) == 0)
        let text = Self.evemu(events: "E: 1.000000 0003 0035 10\n")
        let writer = Thread { try? text.write(toFile: fifo, atomically: false, encoding: .utf8) }
        writer.start()
        let recording = try Recording.load(path: fifo)
        #expect(recording.events.count == 1 && recording.device.name == "Panel")

        let notADirectory = Self.strictError { _ = try Recording.load(path: fifo + "x/y") }
        #expect(
            notADirectory?.description
                == "\(fifo)x/y: expected a readable file, found \"No such file or directory\" (errno 2, opening it)")
        let folder = Self.strictError { _ = try Recording.load(path: directory) }
        #expect(
            folder?.description
                == "\(directory): expected a recording file, found \"Is a directory\" (errno 21, reading it)")
        #expect(folder?.cause == .unreadable)
        #expect(RecordingFile.displayName("-") == "<standard input>")
    }
}

extension RecordingBadInputTests {
    @Test(
        "docs/trace-format.md 3.1, malformedHeader: evemu description lines given twice, or a missing N:, count as malformed header items"
    )
    func evemuRepeatedItems() throws {
        for (extra, line) in [("N: Again\n", 6), ("I: 0003 0001 0002 0004\n", 6), ("A: 35 0 10 0 0 0\n", 6)] {
            let text = Self.evemu(events: extra)
            let error = Self.strictError { _ = try Recording.read(text, file: "twice.evemu") }
            #expect(error?.line == line && error?.cause == .malformedHeader, "\(extra): \(String(describing: error))")
            #expect(try Recording.read(text, mode: .lenient).device.name == "Panel")
        }
        let unnamed = Self.strictError {
            _ = try Recording.read("I: 0003 0001 0002 0003\nA: 35 0 10 0 0 0\nA: 36 0 10 0 0 0\n")
        }
        #expect(unnamed?.cause == .malformedHeader && unnamed?.line == nil)
    }
}
