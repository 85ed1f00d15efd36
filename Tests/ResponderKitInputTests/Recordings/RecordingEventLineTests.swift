import Foundation
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// input behaviour 1.5: the evemu and evtest event lines. The readers decode the common event line on its
// bytes and leave every other line to the general line parser (docs/performance.md, "Decoding at
// libevemu's speed"); these lines sit on the border between the two and must decode, or be refused with
// the same file, line, column and field, whichever path takes them.

@Suite("Recordings: event lines on the border of the fast path (input behaviour 1.5)")
struct RecordingEventLineTests {
    typealias F = RecordingFixture

    /// The fixture's evemu recording with `line` appended after its last event.
    static func evemu(_ line: String) -> String {
        F.evemuDescription(version: "1.3", comments: false) + F.evemuEvents(F.events(), padded: true, comments: false)
            + line + "\n"
    }

    /// The fixture's evtest recording with `line` appended after its last event.
    static func evtest(_ line: String) -> String {
        F.evtestHeader + F.evtestEvents(F.events()) + line + "\n"
    }

    static let x = EvdevCode.ABS_MT_POSITION_X

    @Test(
        "1.5: evemu event lines with tabs, signs, comments, CRLF, five hex digits and ten-digit values decode",
        arguments: [
            ("E:\t100.000000\t0003\t0035\t-5", Int32(-5)),
            ("E: 100.000000 0003 0035 +7", 7),
            ("  E: 100.000000 3 35 12 # a comment, with # and ü", 12),
            ("E: 100.000000 0003 0035 9#glued comment", 9),
            ("E: 100.000000 0003 0035 44\r", 44),
            ("E: 100.000000 00003 00035 1", 1),
            ("E: 100.000000 0003 0035 2147483647", 2_147_483_647),
            ("E: 100.000000 0003 0035 -2147483648", -2_147_483_648),
            ("E: 0000100.000000 0003 0035 3", 3),
        ])
    func evemuDecodes(line: String, value: Int32) throws {
        let recording = try Recording.read(Self.evemu(line), file: "t.evemu")
        #expect(recording.events.count == F.events().count + 1)
        #expect(
            recording.events.last
                == EvdevEvent(seconds: 100, microseconds: 0, type: EvdevCode.EV_ABS, code: Self.x, value: value))
    }

    @Test(
        "1.5: malformed evemu event lines are refused with their line, column and field",
        arguments: [
            ("E: 100.000000 0003 0035 2147483648", 25, "value"),
            ("E: 100.00000 0003 0035 1", 4, "time"),
            ("E: 100.0000000 0003 0035 1", 4, "time"),
            ("E: -100.000000 0003 0035 1", 4, "time"),
            ("E: 100.000000 0003 0035 1 2", 27, nil),
            ("E: 100.000000 10003 0035 1", 15, "type"),
            ("E: 100.000000 0003 0035 1x", 25, "value"),
            ("E: 100.000000 0003 0035", 24, "value"),
        ] as [(String, Int, String?)])
    func evemuRefuses(line: String, column: Int, field: String?) throws {
        let text = Self.evemu(line)
        let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let error = #expect(throws: RecordingError.self) { try Recording.read(text, file: "t.evemu") }
        #expect(error?.file == "t.evemu")
        #expect(error?.line == lineNumber)
        #expect(error?.column == column)
        #expect(error?.field == field)
    }

    @Test("1.5: a lenient evemu read keeps every good event line around a bad one")
    func evemuLenient() throws {
        let text = Self.evemu("E: 100.000000 0003 0035 1 2\nE: 100.000001 0003 0035 8")
        let recording = try Recording.read(text, file: "t.evemu", mode: .lenient)
        #expect(recording.errors.count == 1)
        #expect(recording.events.count == F.events().count + 1)
        #expect(recording.events.last?.value == 8)
    }

    @Test(
        "1.5: evtest event lines with names, without names, with spaces and CRLF decode",
        arguments: [
            ("Event: time 100.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value -5", Int32(-5)),
            ("Event: time 100.000000, type 3, code 53, value 6", 6),
            ("Event: time 100.000000,  type 3 (EV_ABS) ,  code 53 (X) , value 7  ", 7),
            ("Event: time 100.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 8\r", 8),
            ("Event: time 100.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value +9", 9),
        ])
    func evtestDecodes(line: String, value: Int32) throws {
        let recording = try Recording.read(Self.evtest(line), file: "t.evtest")
        #expect(recording.events.count == F.events().count + 1)
        #expect(
            recording.events.last
                == EvdevEvent(seconds: 100, microseconds: 0, type: EvdevCode.EV_ABS, code: Self.x, value: value))
    }

    @Test("1.5: evtest SYN_REPORT markers, old and new, and other SYN_ markers decode")
    func evtestMarkers() throws {
        let lines = [
            "Event: time 100.000000, -------------- SYN_REPORT ------------",
            "Event: time 100.000001, ++++++++++++++ SYN_MT_REPORT ++++++++++++",
            "Event: time 100.000002, -------------- Report Sync ------------",
        ]
        let recording = try Recording.read(Self.evtest(lines.joined(separator: "\n")), file: "t.evtest")
        #expect(recording.events.suffix(3).map(\.code) == [0, EvdevCode.SYN_MT_REPORT, 0])
    }

    @Test(
        "1.5: malformed evtest event lines are refused with their line and field",
        arguments: [
            ("Event: time 100.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 5\t", "value"),
            ("Event: time 100.000000, type 3 (EV_ABS), code 53 (ABS_MT_POSITION_X), value 2147483648", "value"),
            ("Event: time 100.000000, type 65536 (EV_ABS), code 53, value 1", "type"),
            ("Event: time 100.00000, type 3 (EV_ABS), code 53, value 1", "time"),
        ] as [(String, String?)])
    func evtestRefuses(line: String, field: String?) throws {
        let text = Self.evtest(line)
        let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        let error = #expect(throws: RecordingError.self) { try Recording.read(text, file: "t.evtest") }
        #expect(error?.line == lineNumber)
        #expect(error?.field == field)
    }
}

@Suite("Recordings: evtest EV_MSC lines on the border of the fast path (input behaviour 1.5)")
struct RecordingEvtestMiscLineTests {
    @Test("1.5: MSC_TIMESTAMP values are decimal, MSC_SCAN and MSC_RAW values hexadecimal")
    func miscValues() throws {
        let lines = [
            "Event: time 100.000000, type 4 (EV_MSC), code 5 (MSC_TIMESTAMP), value 120",
            "Event: time 100.000001, type 4 (EV_MSC), code 4 (MSC_SCAN), value 90001",
            "Event: time 100.000002, type 4 (EV_MSC), code 3 (MSC_RAW), value 1f",
        ]
        let text = RecordingEventLineTests.evtest(lines.joined(separator: "\n"))
        let recording = try Recording.read(text, file: "t.evtest")
        #expect(recording.events.suffix(3).map(\.value) == [120, 0x90001, 0x1f])
    }
}

@Suite("Recordings: a regular file read into its text (docs/trace-format.md 3, input behaviour 1.5)")
struct RecordingFileTextTests {
    @Test(
        "docs/trace-format.md 3: a regular file's bytes, invalid UTF-8 included, become the same text as a pipe's",
        arguments: [
            [UInt8](),
            Array("E: 1.000000 0003 0035 10\n".utf8),
            [0x45, 0x3A, 0xFF, 0xC3, 0x0A, 0xE2, 0x82, 0x41, 0xF0, 0x9F, 0x98, 0x80, 0xC3],
        ])
    func regularFile(bytes: [UInt8]) throws {
        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/bytes.evemu"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let text = try RecordingFile.text(atPath: path)
        #expect(text == String(decoding: bytes, as: UTF8.self))
        #expect(Array(text.utf8) == Array(String(decoding: bytes, as: UTF8.self).utf8))
        #expect(try RecordingFile.data(atPath: path) == Data(bytes))
    }
}
