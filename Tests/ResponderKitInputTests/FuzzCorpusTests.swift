import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// The fuzzers' seed corpora and the crashers they found (Fuzz/Corpus/<target>/, docs/fuzzing.md), run
// through their decoders in CI: every file decodes or gives a typed, located error, and the properties
// the fuzz targets check (Fuzz/Sources) hold. A trap here fails the whole test run, as it should.

@Suite("Fuzz corpora: every seed and crasher decodes or gives a typed, located error (docs/fuzzing.md)")
struct FuzzCorpusTests {
    /// The checks of Fuzz/Sources/FuzzSupport `checkRecording`, for input behaviour 1.5 and the reading modes
    /// of docs/trace-format.md section 3.
    func checkRecording(_ bytes: [UInt8], format: RecordingFormat, name: String) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        let lines = FuzzCorpus.lineCount(bytes)
        func located(_ error: RecordingError) -> Bool {
            error.file == name && (error.line.map { (1...lines).contains($0) } ?? true)
                && (error.column.map { $0 >= 1 } ?? true)
        }
        let strict = Result { () throws(RecordingError) in try Recording.read(text, file: name, format: format) }
        let lenient = try Recording.read(text, file: name, format: format, mode: .lenient)
        let truncating = try Recording.read(text, file: name, format: format, mode: .truncating)
        #expect(lenient.errors.allSatisfy(located), "\(name)")
        #expect(truncating.errors.count <= 1 && truncating.errors.allSatisfy(located), "\(name): \(truncating.errors)")
        #expect(Array(lenient.events.prefix(truncating.events.count)) == truncating.events, "\(name)")
        switch strict {
        case .failure(let error):
            #expect(located(error), "\(name): \(error)")
            #expect(lenient.errors.first == error && truncating.errors == [error], "\(name): \(error)")
        case .success(let recording):
            #expect(lenient == recording && truncating == recording, "\(name)")
            let written = recording.formatted(as: format)
            let again = try Recording.read(written, file: "written", format: format)
            #expect(again.events == recording.events, "\(name)")
            var expected = recording.device
            expected.name = again.device.name  // a text format cannot hold every name
            #expect(again.device == expected, "\(name)")
            for other in RecordingFormat.allCases where other != format {
                #expect(
                    try Recording.read(recording.formatted(as: other), format: other).events == recording.events,
                    "\(name) -> \(other)")
            }
        }
    }

    @Test(
        "input behaviour 1.5: the recording corpora (evemu, evtest, libinput record)",
        arguments: [("evemu", RecordingFormat.evemu), ("evtest", .evtest), ("libinput", .libinputRecord)])
    func recordings(corpus: String, format: RecordingFormat) throws {
        let files = FuzzCorpus.files(corpus)
        #expect(!files.isEmpty)
        for file in files { try checkRecording(file.bytes, format: format, name: file.name) }
    }

    @Test("trace-format 1 and 3: the trace corpus; clean traces write back to the same text")
    func trace() throws {
        let files = FuzzCorpus.files("trace")
        #expect(!files.isEmpty)
        for (name, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = FuzzCorpus.lineCount(bytes)
            func located(_ error: RecordingError) -> Bool {
                error.file == name && (error.line.map { (1...lines).contains($0) } ?? true)
            }
            let strict = Result { () throws(RecordingError) in try Trace.read(text, file: name) }
            let lenient = try Trace.read(text, file: name, mode: .lenient)
            let truncating = try Trace.read(text, file: name, mode: .truncating)
            #expect(lenient.errors.allSatisfy(located) && truncating.errors.count <= 1, "\(name)")
            switch strict {
            case .failure(let error):
                #expect(
                    located(error) && lenient.errors.first == error && truncating.errors == [error], "\(name): \(error)"
                )
            case .success(let trace):
                #expect(lenient.text == trace.text && truncating.text == trace.text, "\(name)")
                #expect(try Trace.read(trace.text).text == trace.text, "\(name)")
            }
        }
    }

    @Test("input behaviour 1.2: the raw evdev corpus; errors name the offending record's byte offset")
    func evdev() {
        let files = FuzzCorpus.files("evdev")
        #expect(!files.isEmpty)
        for (name, bytes) in files {
            let result = EvdevByteDecoder.decodeAll(bytes)
            let decoded = result.events.count * EvdevByteDecoder.recordSize
            #expect(EvdevByteDecoder.encode(result.events) == Array(bytes[0..<decoded]), "\(name)")
            if let error = result.error {
                #expect(error.offset == decoded, "\(name): \(error)")
            } else {
                #expect(decoded == bytes.count, "\(name)")
            }
        }
    }
}
