import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// Byte-order marks and lone carriage returns (docs/trace-format.md, 3.2): a UTF-8 byte-order mark at
// the start of a file is skipped in every format, read whole or streamed, and columns count from after
// it; lines ending in a lone `\r` (old Mac text) are read as YAML line breaks in a libinput record and
// refused in evemu, evtest and traces with an error at the first one, in every reading mode.

@Suite("Recordings: byte-order marks and lone carriage returns (docs/trace-format.md, 3.2)")
struct RecordingLineEndingsTests {
    typealias F = RecordingFixture

    static let bom = "\u{FEFF}"
    static let evemuText =
        F.evemuDescription(version: "1.3", comments: true) + F.evemuEvents(F.events(), padded: true, comments: true)
    static let evtestText = F.evtestHeader + F.evtestEvents(F.events())
    static let libinputText = F.libinputRecord(F.events())
    static let traceText = Trace(
        header: TraceHeader(screen: TraceScreen(width: 390, height: 844)),
        inputs: [
            .digitizer(
                DigitizerFrame(timestamp: 0.016, contacts: [TouchContact(id: 1, location: CGPoint(x: 10, y: 20))])),
            .digitizer(
                DigitizerFrame(
                    timestamp: 0.05, contacts: [TouchContact(id: 1, location: CGPoint(x: 10, y: 20), state: .lifted)])),
        ]
    ).text

    /// The old Mac form of a text: every line ending a lone `\r`.
    static func oldMac(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r") }

    @Test("3.2: a byte-order mark is skipped in evemu, evtest and libinput record, read whole, streamed and detected")
    func byteOrderMarkInRecordings() throws {
        for (text, name, format) in [
            (Self.evemuText, "r.evemu", RecordingFormat.evemu), (Self.evtestText, "r.evtest", .evtest),
            (Self.libinputText, "r.yml", .libinputRecord),
        ] {
            let plain = try Recording.read(text, file: name)
            #expect(plain.events == F.events())
            let marked = Self.bom + text
            #expect(Recording.detectFormat(of: marked) == format)
            #expect(try Recording.read(marked, file: name) == plain, "\(name)")
            // CRLF after the mark too, and the file read from disk (evemu and evtest stream).
            let crlf = Self.bom + text.replacingOccurrences(of: "\n", with: "\r\n")
            #expect(try Recording.read(crlf, file: name).events == plain.events, "\(name)")
            try TemporaryFiles.withFile(marked, name: name) { path in
                let loaded = try Recording.load(path: path)
                #expect(loaded.events == plain.events && loaded.device == plain.device, "\(name)")
            }
        }
    }

    @Test("3.2: a byte-order mark is skipped in a trace; an error on its first line has the column it has without it")
    func byteOrderMarkInTraces() throws {
        let marked = Self.bom + Self.traceText
        #expect(Trace.isTrace(marked))
        #expect(try Trace.read(marked) == (try Trace.read(Self.traceText)))
        try TemporaryFiles.withFile(marked, name: "t.jsonl") { path in
            let loaded = try Trace.load(path: path)
            #expect(loaded.text == Self.traceText)
        }
        let badVersion = #"{"format":"responderkit-trace","version":"one"}"# + "\n"
        let plainError = try #require(throws: RecordingError.self) { try Trace.read(badVersion, file: "t.jsonl") }
        let markedError = try #require(throws: RecordingError.self) {
            try Trace.read(Self.bom + badVersion, file: "t.jsonl")
        }
        #expect(markedError == plainError)
        #expect(plainError.line == 1)
    }

    @Test("3.2: an evemu line error on the first line after a byte-order mark is located as without it")
    func byteOrderMarkColumns() throws {
        let text = "N: pad\nI: 0003 zz 0002 0003\n"
        let plain = try #require(throws: RecordingError.self) { try Recording.read(text, file: "e.evemu") }
        let marked = try #require(throws: RecordingError.self) {
            try Recording.read(Self.bom + text, file: "e.evemu")
        }
        #expect(marked == plain && plain.line == 2 && plain.column == 9)
        let first = try #require(throws: RecordingError.self) {
            try Recording.read(Self.bom + "X: 1\n", file: "e.evemu", format: .evemu)
        }
        #expect(first.line == 1 && first.column == 1, "\(first)")
    }

    @Test(
        "3.2: evemu, evtest and trace lines ending in a lone carriage return are refused at the first one, in every mode and streamed"
    )
    func loneCarriageReturnsRefused() throws {
        let cases: [(text: String, name: String, column: Int)] = [
            (Self.oldMac(Self.evemuText), "r.evemu", 12),  // after "# EVEMU 1.3"
            (Self.oldMac(Self.evtestText), "r.evtest", F.evtestHeader.prefix { $0 != "\n" }.count + 1),
        ]
        for (text, name, column) in cases {
            let error = try #require(throws: RecordingError.self) { try Recording.read(text, file: name) }
            #expect(error.line == 1 && error.column == column && error.cause == .loneCarriageReturn, "\(error)")
            #expect(
                error.description
                    == "\(name):1:\(column): expected lines ending in \"\\n\" or \"\\r\\n\", found a carriage return "
                    + "\"\\r\" alone (old Mac line endings: convert them with tr '\\r' '\\n')")
            #expect(try Recording.read(text, file: name, mode: .lenient).errors.first == error)
            #expect(try Recording.read(text, file: name, mode: .truncating).errors == [error])
            try TemporaryFiles.withFile(text, name: name) { path in
                let streamed = try #require(throws: RecordingError.self) { try Recording.load(path: path) }
                #expect(streamed.line == 1 && streamed.column == column && streamed.cause == .loneCarriageReturn)
            }
        }
        let trace = Self.oldMac(Self.traceText)
        let error = try #require(throws: RecordingError.self) { try Trace.read(trace, file: "t.jsonl") }
        let headerLength = Self.traceText.prefix { $0 != "\n" }.count
        #expect(error.line == 1 && error.column == headerLength + 1 && error.cause == .loneCarriageReturn, "\(error)")
        #expect(try Trace.read(trace, file: "t.jsonl", mode: .lenient).errors.first == error)
    }

    @Test("3.2: a libinput record with lone carriage returns reads as YAML line breaks, like its LF and CRLF forms")
    func loneCarriageReturnsInLibinputRecords() throws {
        let plain = try Recording.read(Self.libinputText, file: "r.yml")
        #expect(plain.events == F.events())
        let oldMac = Self.oldMac(Self.libinputText)
        #expect(Recording.detectFormat(of: oldMac) == .libinputRecord)
        #expect(try Recording.read(oldMac, file: "r.yml") == plain)
        // Mixed: YAML takes `\r\n`, `\r` and `\n` alike.
        let mixed = Self.libinputText.replacingOccurrences(of: ":\n", with: ":\r\n").replacingOccurrences(
            of: "]\n", with: "]\r")
        #expect(try Recording.read(Self.bom + mixed, file: "r.yml") == plain)
    }

    @Test("3.2: a carriage return inside a later line is read as before (an evemu name may hold one)")
    func carriageReturnInsideALine() throws {
        let recording = try Recording.read("# 10\nN: fu\r:\n", format: .evemu, mode: .lenient)
        #expect(recording.device.name == "fu\r:")
        #expect(!recording.errors.contains { $0.cause == .loneCarriageReturn })
    }

    @Test(
        "3.2: old Mac text is told apart by its lines; text no format recognizes says its lines end in lone carriage returns"
    )
    func oldMacTextDetection() throws {
        let evemu = try #require(throws: RecordingError.self) {
            try Recording.read("# notes\rN: pad\r", file: "notes.txt")
        }
        #expect(evemu.line == 1 && evemu.column == 8 && evemu.cause == .loneCarriageReturn, "\(evemu)")
        let error = try #require(throws: RecordingError.self) {
            try Recording.read("notes\rmore notes\r", file: "notes.txt")
        }
        #expect(
            error.found?.hasSuffix("(lines ending in a carriage return \"\\r\" alone: old Mac line endings)") == true)
    }
}
