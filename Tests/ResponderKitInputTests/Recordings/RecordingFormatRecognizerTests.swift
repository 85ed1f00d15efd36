import Foundation
import ResponderKitInput
import Testing

// input behaviour 1.5: each recording format's reader recognizes its own format (RecordingFormatRecognizer);
// format detection asks them in order and knows no format itself.

@Suite("Recordings: each reader recognizes its own format (input behaviour 1.5)")
struct RecordingFormatRecognizerTests {
    @Test("input behaviour 1.5: one recognizer per format, asked evemu, evtest, libinput record; extensions disjoint")
    func recognizers() {
        let recognizers = RecordingFormat.recognizers
        let formats = recognizers.map { $0.format }
        #expect(formats == [.evemu, .evtest, .libinputRecord])
        #expect(Set(formats) == Set(RecordingFormat.allCases))
        let extensions = recognizers.flatMap { $0.fileExtensions }
        #expect(Set(extensions).count == extensions.count)
    }

    @Test("input behaviour 1.5: each reader recognizes its own header and event lines and no other format's")
    func lines() {
        let samples: [RecordingFormat: [Substring]] = [
            .evemu: ["# EVEMU 1.3", "N: pad", "E: 0.000001 0000 0000 0000"],
            .evtest: ["Event: time 1.000000, -------------- SYN_REPORT ------------", "Input driver version is 1.0.1"],
            .libinputRecord: ["version: 1", "devices:", "---"],
        ]
        for recognizer in RecordingFormat.recognizers {
            let own = recognizer.format
            for (format, lines) in samples {
                for line in lines {
                    let recognized = recognizer.recognizes(line: line)
                    #expect(recognized == (format == own), "\(own): \(line)")
                }
            }
            let comment = recognizer.recognizes(line: "# a comment")
            let json = recognizer.recognizes(line: #"{"event":"digitizer"}"#)
            #expect(!comment && !json)
        }
    }

    @Test("input behaviour 1.5: detection takes the first recognized line, else the extension a reader names")
    func detection() {
        for recognizer in RecordingFormat.recognizers {
            let format = recognizer.format
            for fileExtension in recognizer.fileExtensions {
                #expect(Recording.detectFormat(of: "", fileName: "x.\(fileExtension.uppercased())") == format)
            }
        }
        #expect(
            Recording.detectFormat(of: "# comment\n# another\nversion: 1\n", fileName: "x.evemu") == .libinputRecord)
        #expect(Recording.detectFormat(of: "garbage\nN: pad\n", fileName: "x.evtest") == .evtest)
        #expect(Recording.detectFormat(of: "{\"trace\":1}\n", fileName: "x.evemu") == nil)
        #expect(Recording.detectFormat(of: "garbage") == nil)
    }
}
