import Foundation
import ResponderKit
import ResponderKitInput
import Testing

// Malformed recordings of every format (input behaviour 1.5): errors name the file, the 1-based line, the
// field or column, and what was expected against what was found; strict reads throw the first one,
// lenient reads keep every valid event before (and after) the bad line.

@Suite("Recordings: errors name file, line and field (input behaviour 1.5)")
struct RecordingErrorTests {
    typealias F = RecordingFixture

    /// Reads strictly and returns the error thrown (nil when none).
    static func strictError(_ body: () throws -> Void) -> RecordingError? {
        do {
            try body()
        } catch let error as RecordingError {
            return error
        } catch {
            Issue.record("not a RecordingError: \(error)")
        }
        return nil
    }

    static let evemuDescription = F.evemuDescription(version: "1.3", comments: false)
    static var descriptionLines: Int { evemuDescription.split(separator: "\n").count }

    @Test("1.5 evemu: a bad value names file, line, column and field; lenient keeps the events before and after")
    func evemuBadValue() throws {
        var lines = (Self.evemuDescription + F.evemuEvents(F.events(), padded: true, comments: false))
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let badIndex = Self.descriptionLines + 10  // the 11th event
        lines[badIndex] = "E: 0.019417 0003 0035 12x4"
        let text = lines.joined(separator: "\n")
        let error = Self.strictError { _ = try Recording.read(text, file: "bad.evemu") }
        #expect(
            error?.description
                == "bad.evemu:\(badIndex + 1):23: field \"value\": expected a 32-bit decimal integer, found \"12x4\"")
        var expected = F.events()
        expected.remove(at: 10)
        let lenient = try Recording.read(text, file: "bad.evemu", mode: .lenient)
        #expect(lenient.events == expected)
        #expect(lenient.errors == [error!])
        let truncated = try Recording.read(text, file: "bad.evemu", mode: .truncating)
        #expect(truncated.events == Array(F.events().prefix(10)))
        #expect(truncated.device == F.device)
    }

    @Test("1.5 evemu: each kind of bad line gives its own message")
    func evemuMessages() {
        let cases: [(line: String, field: String?, expected: String, found: String?)] = [
            ("E: 0.000001 0003 0035 99999999999", "value", "a 32-bit decimal integer", "\"99999999999\""),
            ("E: 0.00001 0003 0035 5", "time", "a timestamp <seconds>.<6 digits>", "\"0.00001\""),
            ("E: 0.000001 0003 0035", "value", "4 values after E: (time type code value)", "end of line"),
            ("E: 0.000001 0003 0035 5 6", nil, "end of line (or a # comment)", "\"6\""),
            ("E: 0.000001 10000 0035 5", "type", "a hexadecimal number in 0...ffff", "\"10000\""),
            ("X: what", nil, "a line starting with N:, I:, P:, B:, A:, L:, S: or E:", "\"X:\""),
            ("B: 03 00 00 00 00 00 00 00", "byte 8", "8 bytes", "end of line"),
            ("B: 03 00 00 00 00 00 00 00 0g", "byte 8", "a hexadecimal byte", "\"0g\""),
            ("A: 40 0 10 0 0 0", "code", "an axis code in 00...3f", "\"40\""),
            ("I: 0003 0001", "product", "4 values after I: (bustype vendor product version)", "end of line"),
            ("N: second name", nil, "one N: line", "a second one"),
        ]
        for c in cases {
            let text = "# EVEMU 1.3\nN: pad\n" + c.line + "\n"
            let error = Self.strictError { _ = try Recording.read(text, file: "pad.evemu") }
            #expect(error?.line == 3, "\(c.line)")
            #expect(error?.field == c.field, "\(c.line)")
            #expect(error?.expected == c.expected, "\(c.line)")
            #expect(error?.found == c.found, "\(c.line)")
        }
        let version = Self.strictError { _ = try Recording.read("# EVEMU 2.0\nN: pad\n", file: "v.evemu") }
        #expect(version?.description == "v.evemu:1: field \"version\": expected EVEMU 1.0 to 1.3, found \"EVEMU 2.0\"")
    }

    @Test("1.5 evtest: bad lines name the field; lines after the events start must be events")
    func evtestMessages() throws {
        let events = F.evtestEvents(F.events())
        var lines = (F.evtestHeader + events).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let headerLines = F.evtestHeader.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        lines[headerLines + 3] = "Event: time 0.019417, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value abc"
        lines[headerLines + 6] = "Segmentation fault"
        let text = lines.joined(separator: "\n")
        let error = Self.strictError { _ = try Recording.read(text, file: "cap.evtest") }
        #expect(
            error?.description
                == "cap.evtest:\(headerLines + 4):75: field \"value\": expected a 32-bit decimal integer, found \"abc\""
        )
        let lenient = try Recording.read(text, file: "cap.evtest", mode: .lenient)
        #expect(lenient.errors.count == 2)
        #expect(lenient.errors[1].line == headerLines + 7)
        #expect(lenient.errors[1].expected == "an \"Event: time …\" line")
        var expected = F.events()
        expected.remove(at: 6)
        expected.remove(at: 3)
        #expect(lenient.events == expected)
        let marker = Self.strictError {
            _ = try Recording.read("Event: time 1.000000, ---- SYN_BOGUS ----\n", description: "N: x")
        }
        #expect(marker?.line == 1 && marker?.found == "\"---- SYN_BOGUS ----\"")
        let id = Self.strictError {
            _ = try Recording.read("Input device ID: bus 0x3 vendor 0xzz product 0x1 version 0x1\n")
        }
        #expect(id?.field == "vendor" && id?.found == "\"0xzz\"")
    }

    @Test("1.5 libinput record: a bad event value names its path; a truncated file keeps every complete frame")
    func libinputMessages() throws {
        let text = F.libinputRecord(F.events())
        let badRow = "    - [  0,  19417,   3,  53,    abc] # bad"
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rowIndex = lines.indices.filter { lines[$0].hasPrefix("    - [") }[10]  // the 11th event
        lines[rowIndex] = badRow
        let error = Self.strictError { _ = try Recording.read(lines.joined(separator: "\n"), file: "rec.yml") }
        // Frames alternate with hid entries: events[0] is hid, frame 1 (events[3]) starts with event 10.
        #expect(
            error?.description
                == "rec.yml:\(rowIndex + 1):34: field \"devices[0].events[3].evdev[0][4]\": expected a 32-bit integer, found \"abc\""
        )
        var expected = F.events()
        expected.remove(at: 10)
        #expect(try Recording.read(lines.joined(separator: "\n"), mode: .lenient).events == expected)
        #expect(
            try Recording.read(lines.joined(separator: "\n"), mode: .truncating).events == Array(F.events().prefix(10)))

        // Cut in the middle of a row, as an interrupted `libinput record` leaves it.
        let cut = String(text[..<text.range(of: "  1, ", options: .backwards)!.upperBound])
        let truncated = Self.strictError { _ = try Recording.read(cut, file: "cut.yml") }
        #expect(truncated?.file == "cut.yml" && truncated?.line == cut.split(separator: "\n").count)
        #expect(truncated?.expected == "a value")
        let kept = try Recording.read(cut, mode: .lenient)
        #expect(kept.device == F.device)
        #expect(kept.events == Array(F.events().dropLast(3)))  // the cut BTN_TOUCH row, MSC_TIMESTAMP, SYN_REPORT

        let version = Self.strictError {
            _ = try Recording.read(text.replacingOccurrences(of: "version: 1\n", with: "version: 2\n"))
        }
        #expect(
            version?.field == "version" && version?.expected == "1" && version?.found == "\"2\"" && version?.line == 2)
        let tab = Self.strictError { _ = try Recording.read("version: 1\ndevices:\n\t- evdev: {}\n") }
        #expect(tab?.line == 3 && tab?.expected == "spaces for indentation")
        let id = Self.strictError {
            _ = try Recording.read("version: 1\ndevices:\n- evdev:\n    name: x\n    id: [1, 2, 70000, 4]\n")
        }
        #expect(id?.field == "devices[0].evdev.id[2]" && id?.line == 5 && id?.expected == "an integer in 0...65535")
    }

    @Test("1.5 libinput record: a lenient read skips a syntax error and keeps the frames after it")
    func libinputSyntaxSkip() throws {
        var lines = F.libinputRecord(F.events()).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let rowIndex = lines.indices.filter { lines[$0].hasPrefix("    - [") }[4]
        lines[rowIndex] = "    - [0, 1, 3, 53, ]]"
        let recording = try Recording.read(lines.joined(separator: "\n"), file: "x.yml", mode: .lenient)
        #expect(recording.errors.map(\.line) == [rowIndex + 1])
        var expected = F.events()
        expected.remove(at: 4)
        #expect(recording.events == expected)
    }

    @Test(
        "trace v1: errors read like \"trace.jsonl:7: field \\\"contacts[1].x\\\": expected a number, found \\\"abc\\\"\""
    )
    func traceMessages() throws {
        var lines = [TraceWriter.headerLine(TraceHeader())]
        for index in 0..<8 {
            lines.append(
                TraceWriter.line(
                    for: .digitizer(
                        DigitizerFrame(
                            timestamp: Double(index) / 60,
                            contacts: [
                                TouchContact(id: 1, location: CGPoint(x: index, y: 0)),
                                TouchContact(id: 2, location: CGPoint(x: 50, y: index)),
                            ]))))
        }
        lines[6] = #"{"event":"digitizer","timestamp":0.1,"contacts":[{"id":1,"x":1,"y":2},{"id":2,"x":"abc","y":2}]}"#
        let text = lines.joined(separator: "\n")
        let error = Self.strictError { _ = try Trace.read(text, file: "trace.jsonl") }
        #expect(error?.description == "trace.jsonl:7: field \"contacts[1].x\": expected a number, found \"abc\"")
        let lenient = try Trace.read(text, file: "trace.jsonl", mode: .lenient)
        #expect(lenient.inputs.count == 7 && lenient.errors == [error!])
        #expect(try Trace.read(text, mode: .truncating).inputs.count == 5)

        let cases: [(line: String, field: String?, expected: String, found: String)] = [
            (
                #"{"event":"digitizer","timestamp":0,"contacts":[{"id":1.5,"x":1,"y":2}]}"#, "contacts[0].id",
                "an integer", "1.5"
            ),
            (
                #"{"event":"digitizer","timestamp":0,"contacts":[{"id":99999999999999999999,"x":1,"y":2}]}"#,
                "contacts[0].id",
                "an integer in \(Int.min)...\(Int.max)", "99999999999999999999"
            ),
            (
                #"{"event":"digitizer","timestamp":0,"contacts":[{"id":1,"x":1e400,"y":2}]}"#, "contacts[0].x",
                "a finite number", "1e400"
            ),
            (
                #"{"event":"digitizer","timestamp":0,"contacts":[{"id":1,"x":1,"y":2,"state":"touchin"}]}"#,
                "contacts[0].state",
                "one of touching, lifted, hovering", "\"touchin\""
            ),
            (
                #"{"event":"digitizer","timestamp":0,"contacts":[{"id":1,"x":1}]}"#, "contacts[0].y", "a number",
                "nothing"
            ),
            (#"{"event":"digitizer","timestamp":0}"#, "contacts", "a list of contacts", "nothing"),
            (
                #"{"event":"tap","timestamp":0}"#, "event",
                "one of digitizer, cancelAllContacts, estimatedPropertiesUpdate, key, accelerometer, mediaKey, pointer, scroll, transform, gyroscope, magnetometer, proximity",
                "\"tap\""
            ),
            (
                #"{"event":"key","timestamp":0,"keyCode":4,"transition":"sideways"}"#, "transition",
                "\"down\" or \"up\"", "\"sideways\""
            ),
            (
                #"{"event":"key","timestamp":0,"keyCode":4,"transition":"up","modifierFlags":["hyper"]}"#,
                "modifierFlags[0]",
                "one of alphaShift, shift, control, alternate, command, numericPad or a power of two", "\"hyper\""
            ),
            (
                #"{"event":"mediaKey","timestamp":0,"command":"rewind"}"#, "command",
                "one of play, pause, stop, togglePlayPause, nextTrack, previousTrack, beginSeekingBackward, endSeekingBackward, beginSeekingForward, endSeekingForward",
                "\"rewind\""
            ),
            (
                #"{"event":"estimatedPropertiesUpdate","timestamp":0,"estimationUpdateIndex":1,"x":3}"#, "y",
                "a number (x and y go together)", "nothing"
            ),
            (#"{"event":"proximity","timestamp":0,"distance":3}"#, "isNear", "true or false", "nothing"),
            (#"["not", "an", "object"]"#, nil, "an object", "a list"),
            (#"{"event":"digitizer","timestamp":true,"contacts":[]}"#, "timestamp", "a number", "true"),
        ]
        for c in cases {
            let error = Self.strictError { _ = try Trace.read(lines[0] + "\n" + c.line, file: "t.jsonl") }
            #expect(error?.line == 2, "\(c.line)")
            #expect(error?.field == c.field, "\(c.line)")
            #expect(error?.expected == c.expected, "\(c.line)")
            #expect(error?.found == c.found, "\(c.line)")
        }
    }

    @Test("trace v1: syntax errors give a column; headers are checked; an empty file has no header")
    func traceSyntaxAndHeader() {
        let header = TraceWriter.headerLine(TraceHeader())
        let syntax = Self.strictError {
            _ = try Trace.read(header + "\n{\"event\":\"key\",\"timestamp\":", file: "t.jsonl")
        }
        #expect(syntax?.description == "t.jsonl:2:28: expected a JSON value, found end of line")
        let duplicate = Self.strictError { _ = try Trace.read(header + "\n{\"event\":\"key\",\"event\":1}") }
        #expect(duplicate?.column == 16 && duplicate?.expected == "each key once in an object")
        let version = Self.strictError {
            _ = try Trace.read("{\"format\":\"responderkit-trace\",\"version\":2}\n", file: "new.jsonl")
        }
        #expect(version?.description == "new.jsonl:1: field \"version\": expected a version from 1 to 1, found 2")
        let format = Self.strictError { _ = try Trace.read("{\"format\":\"other\",\"version\":1}\n") }
        #expect(format?.field == "format" && format?.found == "\"other\"")
        let missing = Self.strictError { _ = try Trace.read(#"{"event":"cancelAllContacts","timestamp":1}"#) }
        #expect(missing?.line == 1 && missing?.found == "an input line")
        let empty = Self.strictError { _ = try Trace.read("\n\n", file: "empty.jsonl") }
        #expect(
            empty?.description
                == "empty.jsonl: expected a trace header line {\"format\":\"responderkit-trace\",\"version\":1}, found an empty file"
        )
        let badDevice = Self.strictError {
            _ = try Trace.read(
                #"{"format":"responderkit-trace","version":1,"device":{"name":"x","codes":{"abs":[1]}}}"#)
        }
        #expect(badDevice?.field == "device.codes.abs" && badDevice?.expected == "a key that is a number in 0...65535")
    }

    @Test("1.5: missing files, empty files and unrecognisable text are whole-file errors")
    func wholeFileErrors() {
        let missing = Self.strictError { _ = try Recording.load(path: "/nonexistent/x.evemu") }
        #expect(
            missing?.description
                == "/nonexistent/x.evemu: expected a readable file, found \"No such file or directory\" (errno 2, opening it)"
        )
        let empty = Self.strictError { _ = try Recording.read("", file: "e.txt") }
        #expect(
            empty?.description == "e.txt: expected an evemu, evtest or libinput record recording, found an empty file")
        let garbage = Self.strictError { _ = try Recording.read("\n\u{1}\u{2}garbage\0", file: "g.bin") }
        #expect(garbage?.line == 2 && garbage?.found == "\"\\u0001\\u0002garbage\\u0000\"")
        let noDescription = Self.strictError {
            _ = try Recording.read("E: 0.000001 0000 0000 0000\n", description: "# nothing\n")
        }
        #expect(
            noDescription?.file == "<description>" && noDescription?.cause == .missingDescription
                && noDescription?.expected
                    == "a device description (evemu N:/I:/B:/A: lines, an evtest header or a libinput record)"
        )
    }
}
