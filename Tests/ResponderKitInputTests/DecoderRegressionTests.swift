import Foundation
import ResponderKit
import ResponderKitInput
import Testing

// Bugs the fuzzers found in the decoders (docs/fuzzing.md, "Found and fixed"). Each test names the spec
// section or document whose promise the input broke; the minimized crasher is also kept in
// Fuzz/Corpus/<target>/ as a regression input (FuzzCorpusTests).

@Suite("Decoder regressions found by fuzzing (docs/fuzzing.md)")
struct DecoderRegressionTests {
    @Test(
        "trace-format 3 / RecordingReadingMode.truncating: a libinput record cut at a YAML error records that error only"
    )
    func libinputTruncatingRecordsOneError() throws {
        // fuzz-libinput: the YAML was cut at the syntax error, then the cut document was interpreted with a
        // fresh collector whose errors (here: no devices) were added after the stop.
        for text in [
            "version: 1\nx: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
            "version: 1\ndevices:\n- evdev:\n    name: &a x\n    id: [1, 2, 3, 4]\n",
        ] {
            let truncating = try Recording.read(text, file: "x.yml", format: .libinputRecord, mode: .truncating)
            #expect(truncating.errors.count == 1)
            #expect(throws: truncating.errors[0]) { try Recording.read(text, file: "x.yml", format: .libinputRecord) }
            let lenient = try Recording.read(text, file: "x.yml", format: .libinputRecord, mode: .lenient)
            #expect(lenient.errors.first == truncating.errors[0])
        }
        // Events before the syntax error are still kept.
        let text =
            "version: 1\ndevices:\n- evdev:\n    name: x\n    id: [1, 2, 3, 4]\n  events:\n  - evdev:\n"
            + "    - [0, 1, 3, 0, 5]\n    - [0, 1, 0, 0, 0]\n  - evdev: &anchor\n"
        let truncating = try Recording.read(text, format: .libinputRecord, mode: .truncating)
        #expect(truncating.errors.count == 1 && truncating.errors[0].line == 10)
        #expect(truncating.events.count == 2)
    }

    @Test("input behaviour 1.5 / trace-format 2.3: a line break in a device name cannot add lines to an evemu file")
    func evemuWriterKeepsTheNameOnItsLines() throws {
        // fuzz-evemu: the `# Input device name:` comment wrote the name raw, so a name from a libinput record
        // or a trace ("\n" escaped there) could end the comment and inject an `E:` line.
        var device = InputDeviceDescription(name: "x\nE: 0.000001 0003 0000 0005\r\nI: 0001 0002 0003 0004\rN: y")
        device.codes = [EvdevCode.EV_ABS: [0]]
        device.axes[0] = AbsoluteAxisInfo(minimum: 0, maximum: 100)  // a declared position axis needs a range
        let event = EvdevEvent(
            seconds: 0, microseconds: 1, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)
        let text = Recording(device: device, events: [event]).formatted(as: .evemu)
        let read = try Recording.read(text, file: "written.evemu")
        #expect(read.events == [event])
        #expect(read.device.name == "x E: 0.000001 0003 0000 0005 I: 0001 0002 0003 0004 N: y")
        #expect(read.device.bustype == 0)
        #expect(!text.contains("\r"))
        // The crasher: writing what was read is now a fixed point.
        let again = try Recording.read("# 10\nN: fu\r:\n", format: .evemu)
        let written = again.formatted(as: .evemu)
        #expect(try Recording.read(written).formatted(as: .evemu) == written)
    }

    @Test(
        "input behaviour 1.5: an evtest EV_ABS code above ABS_MAX is an error on the code, like evemu's A: and libinput's absinfo"
    )
    func evtestAxisCodeAboveABSMax() throws {
        // fuzz-evtest (cross-format check): the evtest reader made an axis of "Event code 330" under EV_ABS,
        // which the evemu writer then wrote as "A: 14a", an error for the evemu reader.
        let text = """
            Input device name: "pad"
            Supported events:
              Event type 3 (EV_ABS)
                Event code 0 (ABS_X)
                  Min        0
                  Max     4095
                Event code 330 (BTN_TOUCH)
                  Max        1
            Event: time 0.000001, type 3 (EV_ABS), code 0 (ABS_X), value 5

            """
        #expect(
            throws: RecordingError(
                file: "x.evtest", line: 7, column: 16, field: "code", expected: "an axis code in 0...63",
                found: "\"330\"")
        ) {
            try Recording.read(text, file: "x.evtest")
        }
        let lenient = try Recording.read(text, file: "x.evtest", mode: .lenient)
        #expect(lenient.errors.count == 1)
        #expect(lenient.events.count == 1)
        #expect(lenient.device.axes.keys.sorted() == [0] && lenient.device.axes[0]?.maximum == 4095)
        // What the lenient read kept writes and reads back in every format.
        for format in RecordingFormat.allCases {
            #expect(try Recording.read(lenient.formatted(as: format), format: format).events == lenient.events)
        }
    }

    @Test(
        "input behaviour 1.5: names with combining and prepended marks next to quotes and escapes read back from libinput record and evtest"
    )
    func namesWithMarksReadBack() throws {
        // fuzz-evemu (cross-format check): the libinput record writer wrote the name "0…\u{1a}\u{300}…" as
        // "\x1a" followed by U+0300, which joins the "a" into one character, so the reader's escape was "\x1à".
        // Likewise a name starting with a combining mark joins the opening quote, and a prepended mark
        // (U+0D4E) joins the closing quote, for the libinput record and evtest readers.
        for name in [
            "0\u{1a}\u{300}x", "\u{300}starts with a mark", "ends with a prepended mark \u{D4E}",
            "\n\u{301}\\\u{302}\"\u{303}", "emoji \u{1F468}\u{200D}\u{1F469} flag \u{1F1FA}\u{1F1F8} é e\u{301}",
        ] {
            let event = EvdevEvent(
                seconds: 0, microseconds: 1, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0)
            let recording = Recording(device: InputDeviceDescription(name: name), events: [event])
            let libinput = try Recording.read(recording.formatted(as: .libinputRecord), format: .libinputRecord)
            #expect(libinput.device.name.unicodeScalars.elementsEqual(name.unicodeScalars))
            #expect(libinput.events == [event])
            let evtest = try Recording.read(recording.formatted(as: .evtest), format: .evtest)
            // evtest has no escapes: line breaks become spaces
            let spaced = name.unicodeScalars.map { $0 == "\n" ? " " : $0 }
            #expect(evtest.device.name.unicodeScalars.elementsEqual(spaced))
        }
    }
}
