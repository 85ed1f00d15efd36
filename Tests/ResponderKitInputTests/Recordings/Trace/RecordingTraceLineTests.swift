import Foundation
import ResponderKit
import ResponderKitInput
import Testing

// The trace format (docs/trace-format.md): input lines. The reader decodes a plain input line straight from
// its bytes and leaves every other line to the general JSON path (docs/performance.md, "Readers: libinput
// record and traces"); these lines sit on the border between the two and must decode to the same inputs,
// or be refused with the same line, column and field, whichever path takes them.
//
// The general path is reached through the public API by an unknown field: the format ignores unknown
// fields, but the fast path only takes lines whose fields it knows, so `{"_":0,…}` is the same input read
// by the JSON parser and the DTO decoder.

@Suite("Recordings: trace lines on the border of the fast path (docs/trace-format.md)")
struct RecordingTraceLineTests {
    static let header = #"{"format":"responderkit-trace","version":1}"#

    /// A trace of `lines` after the header.
    static func trace(_ lines: [String]) -> String {
        ([header] + lines).joined(separator: "\n") + "\n"
    }

    /// The same line with an unknown field first, which the general path reads.
    static func twin(_ line: String) -> String {
        guard let brace = line.firstIndex(of: "{") else { return line }
        return line[...brace] + #""_":0,"# + line[line.index(after: brace)...]
    }

    static func read(_ lines: [String], mode: RecordingReadingMode = .strict) -> Result<Trace, RecordingError> {
        Result { () throws(RecordingError) in try Trace.read(trace(lines), file: "t.jsonl", mode: mode) }
    }

    @Test("trace v1: every kind of input line reads as its general-path twin reads")
    func everyKind() throws {
        let lines = Trace(inputs: RecordingTraceTests.everyInput).text.split(separator: "\n").dropFirst().map(
            String.init)
        let fast = try Self.read(lines).get()
        let general = try Self.read(lines.map(Self.twin)).get()
        #expect(fast == general)
        #expect(fast.inputs == RecordingTraceTests.everyInput)
    }

    @Test(
        "trace v1: numbers, blanks, nulls, lists and UTF-8 decode as the general path decodes them",
        arguments: [
            #"{"event":"digitizer","timestamp":0.016,"contacts":[{"id":1,"x":187.33333333333334,"y":2e-05}]}"#,
            #"{"event":"digitizer","timestamp":1E+2,"contacts":[{"id":-3,"x":-0.0,"y":1e300,"force":5e-324}]}"#,
            #"{"event":"digitizer","timestamp":12,"contacts":[{"id":0,"x":123456789012345678,"y":0.1234567890123456789}]}"#,
            " \t{ \"event\" : \"digitizer\" ,\r\"timestamp\" : 3 , \"contacts\" : [ { \"id\" : 1 , \"x\" : 1 , \"y\" : 2 } ] }\t",
            #"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":1,"y":2,"force":null,"state":"lifted"}],"x":null}"#,
            #"{"event":"digitizer","timestamp":1,"contacts":[]}"#,
            #"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":1,"y":2,"estimatedProperties":["force","64"]}]}"#,
            #"{"event":"key","timestamp":1,"keyCode":4,"transition":"down","modifierFlags":["shift"],"characters":"é🙂"}"#,
            #"{"event":"scroll","timestamp":1,"device":"mouse","x":1,"y":2,"kind":"discrete","phase":"changed","dx":0,"dy":-1,"isMomentum":false}"#,
            #"{"event":"estimatedPropertiesUpdate","timestamp":1,"estimationUpdateIndex":9,"isFinal":true}"#,
        ])
    func decodes(line: String) throws {
        let fast = try Self.read([line]).get()
        #expect(try fast == Self.read([Self.twin(line)]).get())
        #expect(fast.inputs.count == 1)
    }

    @Test("trace v1: doubles in the writer's shortest form read back to the same values")
    func doublesRoundTrip() throws {
        var generator = SplitMix(seed: 17)
        var contacts: [TouchContact] = []
        for index in 0..<2000 {
            let exponent = Double(Int(generator.next() % 40) - 20)
            let x = (Double(generator.next() % 1_000_000_007) / 1_000_000_007 - 0.5) * pow(10, exponent)
            let y = Double(bitPattern: generator.next() & 0x3FEF_FFFF_FFFF_FFFF)
            contacts.append(TouchContact(id: index, location: CGPoint(x: x, y: y)))
        }
        let inputs = stride(from: 0, to: contacts.count, by: 10).map { start in
            HardwareInput.digitizer(
                DigitizerFrame(timestamp: Double(start), contacts: Array(contacts[start..<(start + 10)])))
        }
        let text = Trace(inputs: inputs).text
        #expect(try Trace.read(text).inputs == inputs)
    }

    @Test(
        "trace v1: malformed or unusual input lines are refused with the general path's line, column and field",
        arguments: [
            (#"{"event":"digitizer","event":"key","timestamp":1,"contacts":[]}"#, 22, nil),
            (
                #"{"event":"digitizer","timestamp":1,"contacts":[{"id":99999999999999999999,"x":1,"y":2}]}"#, nil,
                "contacts[0].id"
            ),
            (#"{"event":"digitizer","timestamp":1,"contacts":[{"id":1.5,"x":1,"y":2}]}"#, nil, "contacts[0].id"),
            (#"{"event":"digitizer","timestamp":1e400,"contacts":[]}"#, nil, "timestamp"),
            (#"{"event":"digitizer","timestamp":01,"contacts":[]}"#, 35, nil),
            (#"{"event":"digitizer","timestamp":1,"contacts":[]} x"#, 51, nil),
            (#"{"event":"digitizer","contacts":[]}"#, nil, "timestamp"),
            (#"{"event":"digitizer","timestamp":null,"contacts":[]}"#, nil, "timestamp"),
            (#"{"event":"digitizer","timestamp":1,"contacts":null}"#, nil, "contacts"),
            (#"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":1}]}"#, nil, "contacts[0].y"),
            (
                #"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":1,"y":2,"state":"gone"}]}"#, nil,
                "contacts[0].state"
            ),
            (#"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":"1","y":2}]}"#, nil, "contacts[0].x"),
            (
                #"{"event":"digitizer","timestamp":-1,"contacts":[{"id":1,"x":1,"y":2,"estimatedProperties":["heat"]}]}"#,
                nil, "contacts[0].estimatedProperties[0]"
            ),
            (#"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":1.,"y":2}]}"#, 62, nil),
            (#"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":+1,"y":2}]}"#, 60, nil),
            (#"{"event":"wave","timestamp":1}"#, nil, "event"),
            (#"{"event":"key","timestamp":1,"keyCode":4,"transition":"sideways"}"#, nil, "transition"),
            (
                "{\"event\":\"key\",\"timestamp\":1,\"keyCode\":4,\"transition\":\"down\",\"characters\":\"a\u{1}\"}",
                77, nil
            ),
            (#"{"event":"key","timestamp":1,"keyCode":4,"transition":"down","isFinal":tru}"#, 72, nil),
            (#"["event","digitizer"]"#, nil, nil),
        ] as [(String, Int?, String?)])
    func refuses(line: String, column: Int?, field: String?) throws {
        let error = #expect(throws: RecordingError.self) { try Trace.read(Self.trace([line]), file: "t.jsonl") }
        #expect(error?.file == "t.jsonl")
        #expect(error?.line == 2)
        if let column { #expect(error?.column == column) }
        if let field { #expect(error?.field == field) }
        // A lenient read reports the same problem and keeps the good lines around it.
        let good = #"{"event":"cancelAllContacts","timestamp":5}"#
        let lenient = try Trace.read(Self.trace([good, line, good]), file: "t.jsonl", mode: .lenient)
        #expect(lenient.errors.count == 1)
        #expect(
            lenient.errors.first.map {
                RecordingError(
                    file: $0.file, line: 2, column: $0.column, field: $0.field, expected: $0.expected, found: $0.found,
                    cause: $0.cause)
            } == error)
        #expect(lenient.inputs.count == 2)
    }

    @Test("trace v1: a string with an escape or an unknown field reads as the general path reads it")
    func escapesAndUnknownFields() throws {
        let line =
            #"{"event":"digitizer","timestamp":1,"contacts":[{"id":1,"x":1,"y":2,"state":"lift\u0065d"}],"note":{"a":[1]}}"#
        let trace = try Self.read([line]).get()
        guard case .digitizer(let frame) = trace.inputs.first else {
            Issue.record("no digitizer frame")
            return
        }
        #expect(frame.contacts.first?.state == .lifted)
    }

    @Test("trace v1: time going backwards is reported on its line and the input kept at the previous time")
    func timeline() throws {
        let lines = [
            #"{"event":"cancelAllContacts","timestamp":5}"#, #"{"event":"cancelAllContacts","timestamp":4.5}"#,
        ]
        let trace = try Self.read(lines, mode: .lenient).get()
        #expect(try trace == Self.read(lines.map(Self.twin), mode: .lenient).get())
        #expect(trace.errors.map(\.line) == [3])
        #expect(trace.inputs.last == .cancelAllContacts(timestamp: 5))
    }
}

/// A small deterministic generator for the round-trip test.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
