import Foundation
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// input behaviour 1.5 (libinput record): the `events:` section. The reader decodes the frame and row lines
// `libinput record` writes on their bytes and leaves everything else to the general YAML path
// (docs/performance.md, "Readers: libinput record and traces"); these lines and layouts sit on the border
// between the two and must decode, or be refused with the same file, line, column and field, whichever
// path takes them.
//
// The general path is reached through the public API by quoting the key: `"events":` is the same YAML key
// as `events:`, with the same lines, but the fast path only takes a plain `events:` line, so every line of
// a quoted section goes through the YAML parser.

@Suite("Recordings: libinput record event lines on the border of the fast path (input behaviour 1.5)")
struct RecordingLibinputEventLineTests {
    /// A one-device record with a description, a `udev:` key and two frames, `rows` inserted as the
    /// second frame's last rows, and `after` after the events.
    static func record(rows: [String] = [], after: String = "", frameIndent: Int = 2, rowIndent: Int = 4) -> String {
        let dash = String(repeating: " ", count: frameIndent) + "- evdev:\n"
        let pad = String(repeating: " ", count: rowIndent)
        var text = """
            # libinput record
            version: 1
            ndevices: 1
            devices:
            - node: /dev/input/event7
              evdev:
                # Name: Touch
                name: "Touch"
                id: [24, 1267, 10783, 256]
                codes:
                  0: [0] # EV_SYN
                  1: [330] # EV_KEY
                  3: [0, 1, 47, 53, 54, 57] # EV_ABS
                absinfo:
                  0: [0, 3456, 0, 0, 13]
                  1: [0, 1944, 0, 0, 13]
                  47: [0, 9, 0, 0, 0]
                  53: [0, 3456, 4, 0, 13]
                  54: [0, 1944, 4, 0, 13]
                  57: [0, 65535, 0, 0, 0]
                properties: [1]
              udev:
                properties:
                - ID_INPUT=1
              events:

            """
        text += dash
        text += pad + "- [ 10,  1000,   3,  57,     4] # EV_ABS / ABS_MT_TRACKING_ID 4\n"
        text += pad + "- [ 10,  1000,   3,  53,   100] # EV_ABS / ABS_MT_POSITION_X 100\n"
        text += pad + "- [ 10,  1000,   1, 330,     1] # EV_KEY / BTN_TOUCH 1\n"
        text += pad + "- [ 10,  1000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +0ms\n"
        text += "  # Touch device in neutral state\n\n"
        text += dash
        text += pad + "- [ 10,  9000,   3,  53,   110] # EV_ABS / ABS_MT_POSITION_X 110\n"
        for row in rows { text += row + "\n" }
        text += pad + "- [ 10,  9000,   0,   0,     0] # ------------ SYN_REPORT (0) ---------- +8ms\n"
        return text + after
    }

    /// The same text with every `events:` key quoted, which the general path reads.
    static func quoted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let content = line.drop { $0 == " " }
            return content == "events:" ? String(line.dropLast(content.count)) + "\"events\":" : String(line)
        }.joined(separator: "\n")
    }

    /// Reads a text and its quoted twin the same way; the results must be equal, thrown errors included.
    static func readBoth(_ text: String, mode: RecordingReadingMode = .strict, deviceIndex: Int = 0) -> (
        fast: Result<Recording, RecordingError>, general: Result<Recording, RecordingError>
    ) {
        func read(_ text: String) -> Result<Recording, RecordingError> {
            Result { () throws(RecordingError) in
                try Recording.read(text, file: "t.yml", format: .libinputRecord, deviceIndex: deviceIndex, mode: mode)
            }
        }
        return (read(text), read(quoted(text)))
    }

    static let base = (try? Recording.read(record(), file: "t.yml"))?.events ?? []

    @Test("1.5: the quoted twin of a record is read by YAML into the same recording")
    func twinIsEquivalent() throws {
        let text = Self.record()
        #expect(Self.quoted(text) != text)
        let (fast, general) = Self.readBoth(text)
        #expect(try fast.get() == general.get())
        #expect(try fast.get().events.count == 6)
        #expect(try fast.get().events[1] == EvdevEvent(seconds: 10, microseconds: 1000, type: 3, code: 53, value: 100))
    }

    @Test(
        "1.5: rows with blanks, tabs, signs, leading zeros, limits, CRLF and comments decode as YAML reads them",
        arguments: [
            ("    - [10, 9000, 3, 53, -5]", Int32(-5)),
            ("    - [10,9000,3,53,+7]", 7),
            ("    - [ 10 , 9000 ,\t3\t, 53 ,  8 ]   # a comment, with # and ] and [", 8),
            ("    - [10, 9000, 3, 53, 9]\r", 9),
            ("    - [010, 009000, 00003, 00053, 2147483647]", 2_147_483_647),
            ("    - [10, 9000, 3, 53, -2147483648]", -2_147_483_648),
            ("    -   [10, 9000, 3, 53, 11]", 11),
            ("    - [10, 9000, 3, 53, 0x0c]", 12),
            ("    - [10, 9000, 3, 53, 13] # é, a comment YAML reads as characters", 13),
            ("    - [10, 9000, 3, 53, 14]\t#\ttab before the comment", 14),
            ("    - [10, 9000, 3, +53, 15]", 15),
        ])
    func rowsDecode(row: String, value: Int32) throws {
        let (fast, general) = Self.readBoth(Self.record(rows: [row]))
        let recording = try fast.get()
        #expect(try recording == general.get())
        #expect(recording.events.count == Self.base.count + 1)
        #expect(
            recording.events[Self.base.count - 1]
                == EvdevEvent(seconds: 10, microseconds: 9000, type: 3, code: 53, value: value))
    }

    @Test(
        "1.5: malformed rows are refused with their line, column and field, as YAML refuses them",
        arguments: [
            ("    - [10, 9000, 3, 53, 2147483648]", 25, "devices[0].events[1].evdev[1][4]"),
            ("    - [10, 9000, 3, 53, -2147483649]", 25, "devices[0].events[1].evdev[1][4]"),
            ("    - [10, 1000000, 3, 53, 1]", 12, "devices[0].events[1].evdev[1][1]"),
            ("    - [-10, 9000, 3, 53, 1]", 8, "devices[0].events[1].evdev[1][0]"),
            ("    - [10, 9000, 65536, 53, 1]", 18, "devices[0].events[1].evdev[1][2]"),
            ("    - [10, 9000, 3, 53]", 7, "devices[0].events[1].evdev[1]"),
            ("    - [10, 9000, 3, 53, 1, 2]", 7, "devices[0].events[1].evdev[1]"),
            ("    - [10, 9000, 3, 53, 1 2]", 25, "devices[0].events[1].evdev[1][4]"),
            ("    - [10, 9000, 3, 53, 1]# glued", 27, nil),
            ("    - [10, 9000, 3, 53, '1']", 25, "devices[0].events[1].evdev[1][4]"),
            ("     - [10, 9000, 3, 53, 1]", 6, nil),
            ("   - [10, 9000, 3, 53, 1]", 4, nil),
            ("\t- [10, 9000, 3, 53, 1]", 1, nil),
            ("    - [10, 9000, 3, 53, 1", 26, nil),
            ("    - [1234567890123456789, 9000, 3, 53, 1]", 8, "devices[0].events[1].evdev[1][0]"),
        ] as [(String, Int, String?)])
    func rowsRefused(row: String, column: Int, field: String?) throws {
        let text = Self.record(rows: [row])
        let (fast, general) = Self.readBoth(text)
        #expect(fast == general)
        let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false).count - 2
        guard case .failure(let error) = fast else {
            Issue.record("\(row) was read")
            return
        }
        #expect(error.file == "t.yml")
        #expect(error.line == lineNumber)
        #expect(error.column == column)
        if let field { #expect(error.field == field) }
    }

    @Test(
        "1.5: a row the YAML subset refuses (a colon key, an unclosed list) fails the same way in every mode",
        arguments: [RecordingReadingMode.strict, .lenient, .truncating])
    func malformedInEveryMode(mode: RecordingReadingMode) {
        for row in ["    - [10, 9000, 3, 53, 1]# glued", "    - [10, 9000, 3, 53, 99999999999]", "    - {a: 1}"] {
            let (fast, general) = Self.readBoth(Self.record(rows: [row, "    - [10, 9000, 3, 54, 5]"]), mode: mode)
            #expect(fast == general, "\(row) in \(mode)")
        }
    }

    @Test(
        "1.5, 2.5: time going backwards and out-of-range seconds are reported at the row's seconds, in every mode",
        arguments: [RecordingReadingMode.strict, .lenient, .truncating])
    func timelineProblems(mode: RecordingReadingMode) throws {
        let rows = [
            "    - [  9,   500, 3, 53, 120]", "    - [10, 9500, 3, 53, 121]", "    - [8589934592, 0, 3, 53, 122]",
            "    - [10,  100, 3, 53, 123]",
        ]
        let (fast, general) = Self.readBoth(Self.record(rows: rows), mode: mode)
        #expect(fast == general)
        switch fast {
        case .failure(let error):
            #expect(mode == .strict)
            #expect(error.cause == .timeGoesBackwards)
            #expect(error.field == "devices[0].events[1].evdev[1][0]")
            #expect(error.column == 10)
        case .success(let recording):
            #expect(mode != .strict)
            #expect(recording.errors.first?.field == "devices[0].events[1].evdev[1][0]")
            #expect(recording.errors.count == (mode == .lenient ? 4 : 1))
            #expect(recording.errors.map(\.cause).contains(.timestampOutOfRange) == (mode == .lenient))
            // A truncating read keeps the events before the problem and the re-stamped one.
            #expect(recording.events.count == (mode == .lenient ? Self.base.count + 3 : Self.base.count))
        }
    }

    @Test(
        "1.5: layouts YAML reads alike: deeper frames and rows, empty frames, keys and markers after the events",
        arguments: [
            Self.record(frameIndent: 4, rowIndent: 8),
            Self.record(frameIndent: 2, rowIndent: 6),
            Self.record(frameIndent: 6, rowIndent: 8),
            Self.record(after: "  - evdev:\n  - evdev:\n    - [11, 0, 0, 0, 0]\n"),
            Self.record(after: "  quirks: []\n"),
            Self.record(after: "...\nnot: part of the document\n"),
            Self.record(after: "- node: /dev/input/event8\n  evdev:\n    name: second\n"),
            Self.record(after: "  # a comment\n\n  udev2: x\n"),
        ])
    func layouts(text: String) throws {
        let (fast, general) = Self.readBoth(text)
        #expect(try fast.get() == general.get())
        #expect(try fast.get().events.count >= Self.base.count)
    }

    @Test(
        "1.5: layouts YAML reads differently or refuses are read by the general path",
        arguments: [
            // Lines deeper than the frames after them: a syntax error.
            Self.record(after: "      time: [0, 0]\n"),
            // A frame of another kind: part of the same list.
            Self.record(after: "  - hid:\n      time: [0, 0]\n"),
            Self.record(after: "  - {hid: {time: [0, 1]}}\n"),
            // A frame at another indentation, rows at another indentation.
            Self.record(after: "    - evdev:\n      - [11, 0, 0, 0, 0]\n"),
            Self.record(rows: ["      - [10, 9000, 3, 54, 1]"]),
            Self.record(after: "  - evdev: [[11, 0, 0, 0, 0]]\n"),
            Self.record(after: "  events:\n  - evdev:\n    - [11, 0, 0, 0, 0]\n"),
            // The section not at a device's events.
            Self.record(frameIndent: 6, rowIndent: 8).replacingOccurrences(
                of: "  events:\n", with: "  more:\n    events:\n"),
        ])
    func generalLayouts(text: String) {
        for mode in [RecordingReadingMode.strict, .lenient, .truncating] {
            let (fast, general) = Self.readBoth(text, mode: mode)
            #expect(fast == general, "\(mode)")
        }
    }

    @Test("1.5: each device of a two-device record keeps its own events")
    func twoDevices() throws {
        let second = Self.record().components(separatedBy: "devices:\n")[1]
            .replacingOccurrences(of: "[ 10, ", with: "[ 20, ")
        let text = Self.record() + second
        for index in 0...2 {
            let (fast, general) = Self.readBoth(text, deviceIndex: index)
            #expect(fast == general)
        }
        #expect(try Recording.read(text, deviceIndex: 1).events.first?.seconds == 20)
        #expect(try Recording.read(text, deviceIndex: 0).events.first?.seconds == 10)
    }

    @Test("1.5: the fuzzers' libinput corpus reads as its quoted twins read, in every mode, for two devices")
    func fuzzCorpus() {
        let files = FuzzCorpus.files("libinput")
        #expect(!files.isEmpty)
        for (name, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            for mode in [RecordingReadingMode.strict, .lenient, .truncating] {
                for device in 0...1 {
                    let (fast, general) = Self.readBoth(text, mode: mode, deviceIndex: device)
                    #expect(fast == general, "\(name), \(mode), device \(device)")
                }
            }
        }
    }

    @Test("1.5: the writer's records read back through the fast path to the recording written")
    func writerRoundTrip() throws {
        let original = try Recording.read(Self.record(), file: "t.yml")
        let text = original.formatted(as: .libinputRecord)
        let (fast, general) = Self.readBoth(text)
        #expect(try fast.get() == general.get())
        #expect(try fast.get().events == original.events)
    }
}
