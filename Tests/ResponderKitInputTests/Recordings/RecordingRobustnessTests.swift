import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitTestSupport
import Testing

// input behaviour 1.5: readers meet truncated, corrupted and hostile files. A bad line never corrupts what
// came before it, lenient reads never throw, and no input crashes a reader.

@Suite("Recordings: bad lines never corrupt earlier events; garbage never crashes (input behaviour 1.5)")
struct RecordingRobustnessTests {
    typealias F = RecordingFixture

    /// Reads in every mode: lenient and truncating reads must not throw.
    static func readAllModes(_ text: String, format: RecordingFormat?, description: String? = nil) {
        for mode in [RecordingReadingMode.lenient, .truncating] {
            #expect(throws: Never.self) {
                _ = try Recording.read(text, description: description, format: format ?? .evemu, mode: mode)
            }
        }
        _ = try? Recording.read(text, description: description, format: format, mode: .strict)
    }

    static func readTraceAllModes(_ text: String) {
        for mode in [RecordingReadingMode.lenient, .truncating] {
            #expect(throws: Never.self) { _ = try Trace.read(text, mode: mode) }
        }
        _ = try? Trace.read(text)
    }

    static var validTexts: [(RecordingFormat?, String)] {
        let recording = Recording(device: F.device, events: F.events())
        return [
            (.evemu, recording.formatted(as: .evemu)), (.evtest, recording.formatted(as: .evtest)),
            (.libinputRecord, F.libinputRecord(F.events())), (nil, Trace(inputs: RecordingTraceTests.everyInput).text),
        ]
    }

    @Test(
        "1.5 evemu and evtest: replacing any one event line keeps every other event (lenient) or every earlier one (truncating)"
    )
    func everyLineOfTextFormats() throws {
        let recording = Recording(device: F.device, events: F.events())
        for (format, garbage) in [
            (RecordingFormat.evemu, "E: 0.0000x1 0003 0035 0001"), (.evtest, "Event: time 1.000000, type x"),
        ] {
            let lines = recording.formatted(as: format).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            let eventLines = lines.indices.filter { lines[$0].hasPrefix("E:") || lines[$0].hasPrefix("Event:") }
            #expect(eventLines.count == F.events().count)
            for (eventIndex, lineIndex) in eventLines.enumerated() {
                var broken = lines
                broken[lineIndex] = garbage
                let text = broken.joined(separator: "\n")
                var others = F.events()
                others.remove(at: eventIndex)
                let lenient = try Recording.read(text, format: format, mode: .lenient)
                #expect(
                    lenient.events == others && lenient.errors.map(\.line) == [lineIndex + 1],
                    "\(format) line \(lineIndex + 1)")
                let truncated = try Recording.read(text, format: format, mode: .truncating)
                #expect(truncated.events == Array(F.events().prefix(eventIndex)), "\(format) line \(lineIndex + 1)")
                #expect(truncated.device == F.device)
            }
        }
    }

    @Test(
        "1.5 libinput record: replacing any one event row keeps every other event (lenient) or every earlier one (truncating)"
    )
    func everyRowOfLibinputRecord() throws {
        let lines = F.libinputRecord(F.events()).split(separator: "\n", omittingEmptySubsequences: false).map(
            String.init)
        let rows = lines.indices.filter { lines[$0].hasPrefix("    - [") }
        #expect(rows.count == F.events().count)
        for (eventIndex, lineIndex) in rows.enumerated() {
            for garbage in [
                "    - [0, 1, 2, 3, 4, 5]", "    - [0, 1, 2, 3, \"4\"]", "    - [0, 1, 2, 3, 4", "    - {0: 1}",
            ] {
                var broken = lines
                broken[lineIndex] = garbage
                let text = broken.joined(separator: "\n")
                var others = F.events()
                others.remove(at: eventIndex)
                let lenient = try Recording.read(text, mode: .lenient)
                #expect(
                    lenient.events == others && lenient.errors.map(\.line) == [lineIndex + 1],
                    "\(garbage) at \(lineIndex + 1)")
                #expect(try Recording.read(text, mode: .truncating).events == Array(F.events().prefix(eventIndex)))
            }
        }
    }

    @Test("trace v1: replacing any one input line keeps every other input (lenient) or every earlier one (truncating)")
    func everyLineOfTrace() throws {
        let inputs = RecordingTraceTests.everyInput
        let lines = Trace(inputs: inputs).text.split(separator: "\n").map(String.init)
        for lineIndex in 1..<lines.count {
            for garbage in ["{\"event\":", "[]", "{\"event\":\"digitizer\",\"timestamp\":\"soon\"}", "\u{0}\u{1}"] {
                var broken = lines
                broken[lineIndex] = garbage
                let text = broken.joined(separator: "\n")
                var others = inputs
                others.remove(at: lineIndex - 1)
                let lenient = try Trace.read(text, mode: .lenient)
                #expect(lenient.inputs == others && lenient.errors.map(\.line) == [lineIndex + 1])
                #expect(try Trace.read(text, mode: .truncating).inputs == Array(inputs.prefix(lineIndex - 1)))
            }
        }
    }

    @Test("1.5: random bytes, and random text in each format's alphabet, never crash a reader")
    func randomGarbage() {
        var random = SeededRandomNumberGenerator(seed: 0x5EED)
        let alphabets = [
            "EN:IBPALS 0123456789abcdef-.#\n\t",
            "Event: time 0123456789., type code value (EV_ABS) -SYN_REPORT\nInput device name:\"",
            "version: 1\ndevices:\n- evdev: [0123456789, ]{}#'\"\\ \t\n",
            "{\"format\":\"responderkit-trace\",\"event\" 0123456789.eE-+:,[]{}\n",
        ]
        for round in 0..<160 {
            let length = random.below(round < 20 ? 20 : 600)
            let text: String
            if round % 2 == 0 {
                text = String(
                    decoding: (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }, as: UTF8.self)
            } else {
                let alphabet = Array(alphabets[round / 2 % alphabets.count])
                text = String((0..<length).map { _ in alphabet[random.below(alphabet.count)] })
            }
            for format in RecordingFormat.allCases { Self.readAllModes(text, format: format) }
            Self.readAllModes(text, format: .evtest, description: text)
            Self.readTraceAllModes(text)
            _ = Recording.detectFormat(of: text, fileName: "x.bin")
        }
    }

    @Test("1.5: random edits and truncations of valid files never crash, and lenient reads never throw")
    func randomEdits() {
        var random = SeededRandomNumberGenerator(seed: 42)
        let pieces = [
            "-", "0", "#", ":", "\n", "\t", "[", "]", "{", "}", "\"", "'", ",", " ", "99999999999999999999", "\u{0}",
            "é",
        ]
        for (format, valid) in Self.validTexts {
            let characters = Array(valid)
            for _ in 0..<60 {
                var edited = characters
                for _ in 0..<(1 + random.below(4)) {
                    let position = random.below(edited.count)
                    switch random.below(3) {
                    case 0: edited.remove(at: position)
                    case 1: edited.insert(contentsOf: Array(pieces[random.below(pieces.count)]), at: position)
                    default: edited[position] = Array(pieces[random.below(pieces.count)])[0]
                    }
                }
                let text = String(edited)
                if let format { Self.readAllModes(text, format: format) } else { Self.readTraceAllModes(text) }
                let cut = String(characters.prefix(random.below(characters.count)))
                if let format { Self.readAllModes(cut, format: format) } else { Self.readTraceAllModes(cut) }
            }
        }
    }

    @Test("1.5: deep nesting, huge numbers, NUL bytes and invalid UTF-8 give errors, not crashes")
    func hostileInput() throws {
        let deepFlow = "version: 1\ndevices: " + String(repeating: "[", count: 100_000) + "\n"
        #expect(throws: RecordingError.self) { try Recording.read(deepFlow) }
        let deepBlock = "version: 1\ndevices:\n" + String(repeating: "- ", count: 10_000) + "x\n"
        #expect(throws: RecordingError.self) { try Recording.read(deepBlock) }
        let deepJSON = TraceWriter.headerLine(TraceHeader()) + "\n" + String(repeating: "[", count: 100_000)
        #expect(throws: RecordingError.self) { try Trace.read(deepJSON) }
        let hugeTime = "N: x\nE: 99999999999999999999999.000001 0003 0035 0001\n"
        #expect((try? Recording.read(hugeTime, mode: .lenient))?.errors.first?.field == "time")
        let hugeRow =
            "version: 1\ndevices:\n- evdev: {name: x, id: [1, 2, 3, 4]}\n  events:\n  - evdev: [[99999999999999999999, 0, 0, 0, 0]]\n"
        #expect(
            (try? Recording.read(hugeRow, mode: .lenient))?.errors.first?.field == "devices[0].events[0].evdev[0][0]")
        // Seconds past Recording.maximumSeconds would lose their microseconds in a Double: refused (trace-format.md, "Bad input").
        let beyond = RecordingErrorTests.strictError {
            _ = try Recording.read("N: x\nE: \(Int.max).999999 ffff ffff -2147483648\n")
        }
        #expect(beyond?.field == "time" && beyond?.cause == .timestampOutOfRange && beyond?.line == 2)
        let maximal = "N: x\nE: \(Recording.maximumSeconds).999999 ffff ffff -2147483648\n"
        #expect(
            try Recording.read(maximal).events
                == [
                    EvdevEvent(
                        seconds: Recording.maximumSeconds, microseconds: 999_999, type: 0xffff, code: 0xffff,
                        value: .min)
                ])
        _ = Recording(device: F.device, events: try Recording.read(maximal).events).rebased()
        _ = Recording(device: F.device, events: try Recording.read(maximal).events).formatted(as: .libinputRecord)

        // Events built in code may hold any values: writers and rebasing must not trap on them.
        let extreme = Recording(
            device: F.device,
            events: [
                EvdevEvent(seconds: Int.min, microseconds: Int.max, type: 0, code: 0, value: 0),
                EvdevEvent(seconds: Int.max, microseconds: Int.min, type: 0, code: 0, value: 0),
                EvdevEvent(seconds: 0, microseconds: -5, type: 0, code: 7, value: .max),
            ])
        for format in RecordingFormat.allCases { _ = extreme.formatted(as: format) }
        _ = extreme.rebased(firstEventAtSeconds: Int.max, microseconds: Int.max)

        let directory = TemporaryFiles.directory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/garbage.bin"
        var bytes = Data([0xff, 0xfe, 0x00, 0x4e, 0x3a, 0x20, 0xc3, 0x28, 0x0a, 0x45, 0x3a, 0x00, 0x0a])
        bytes.append(Data("E: 0.000001 0000 0000 0000\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: path))
        let recording = try Recording.load(path: path, format: .evemu, mode: .lenient)
        #expect(recording.events == [EvdevEvent(seconds: 0, microseconds: 1, type: 0, code: 0, value: 0)])
        #expect(!recording.errors.isEmpty)
        #expect(throws: RecordingError.self) { try Recording.load(path: path) }
    }

    @Test("1.5: an empty file in each format is an error in strict mode and an empty result in lenient mode")
    func emptyFiles() throws {
        for format in RecordingFormat.allCases {
            #expect(throws: RecordingError.self) { try Recording.read("", format: format) }
            let lenient = try Recording.read("", format: format, mode: .lenient)
            #expect(lenient.events.isEmpty && !lenient.errors.isEmpty)
        }
        #expect(throws: RecordingError.self) { try Trace.read("") }
        #expect(try Trace.read("", mode: .lenient).inputs.isEmpty)
    }
}
