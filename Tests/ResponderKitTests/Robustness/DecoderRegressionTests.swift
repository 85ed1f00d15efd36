import Testing
import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitRouter
import ResponderKitInspector

// Bugs the fuzzers found in the decoders (docs/fuzzing.md, "Found and fixed"). Each test names the spec
// section or document whose promise the input broke; the minimized crasher is also kept in
// Fuzz/Corpus/<target>/ as a regression input (FuzzCorpusTests).

@Suite("Decoder regressions found by fuzzing (docs/fuzzing.md)")
struct DecoderRegressionTests {
    @Test("trace-format 3 / RecordingReadingMode.truncating: a libinput record cut at a YAML error records that error only")
    func libinputTruncatingRecordsOneError() throws {
        // fuzz-libinput: the YAML was cut at the syntax error, then the cut document was interpreted with a
        // fresh collector whose errors (here: no devices) were added after the stop.
        for text in ["version: 1\nx: " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "\n",
                     "version: 1\ndevices:\n- evdev:\n    name: &a x\n    id: [1, 2, 3, 4]\n"] {
            let truncating = try Recording.read(text, file: "x.yml", format: .libinputRecord, mode: .truncating)
            #expect(truncating.errors.count == 1)
            #expect(throws: truncating.errors[0]) { try Recording.read(text, file: "x.yml", format: .libinputRecord) }
            let lenient = try Recording.read(text, file: "x.yml", format: .libinputRecord, mode: .lenient)
            #expect(lenient.errors.first == truncating.errors[0])
        }
        // Events before the syntax error are still kept.
        let text = "version: 1\ndevices:\n- evdev:\n    name: x\n    id: [1, 2, 3, 4]\n  events:\n  - evdev:\n"
            + "    - [0, 1, 3, 0, 5]\n    - [0, 1, 0, 0, 0]\n  - evdev: &anchor\n"
        let truncating = try Recording.read(text, format: .libinputRecord, mode: .truncating)
        #expect(truncating.errors.count == 1 && truncating.errors[0].line == 10)
        #expect(truncating.events.count == 2)
    }
}
