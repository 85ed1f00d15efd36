import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInspector
import ResponderKitRouter
import Testing

// The fuzzers' seed corpora and the crashers they found (Fuzz/Corpus/<target>/, docs/fuzzing.md), run
// through their decoders in CI: every file decodes or gives a typed, located error, and the properties
// the fuzz targets check (Fuzz/Sources) hold. A trap here fails the whole test run, as it should.

/// The files of one corpus directory, by name.
enum FuzzCorpus {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus")

    static func files(_ target: String) -> [(name: String, bytes: [UInt8])] {
        let directory = root.appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            FileManager.default.contents(atPath: directory.appendingPathComponent(name).path).map { (name, Array($0)) }
        }
    }

    static func lineCount(_ bytes: [UInt8]) -> Int { bytes.reduce(1) { $1 == 0x0a ? $0 + 1 : $0 } }
}

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

    @Test("ipc-protocol 2 and 6: the IPC corpus; decoded messages re-encode; errors name an offset inside the frame")
    func ipc() {
        let files = FuzzCorpus.files("ipc")
        #expect(!files.isEmpty)
        for (name, bytes) in files {
            var decoder = FrameDecoder()
            decoder.append(bytes)
            while true {
                let start = decoder.streamOffset
                do {
                    guard let message = try decoder.next() else { break }
                    let encoded = try MessageCodec.encode(message)
                    #expect(try MessageCodec.encode(MessageCodec.decodeFrame(encoded)) == encoded, "\(name)")
                } catch {
                    #expect(start + error.offset <= bytes.count, "\(name): \(error)")
                    break
                }
            }
        }
    }

    @Test("inspector-protocol 1.3 and 1.4: the inspector corpus; errors carry a documented code")
    func inspector() {
        let codes: Set<String> = [
            "bad-message", "unsupported-version", "unknown-type", "invalid-field", "too-large",
            "out-of-order", "unknown-scene", "scene-unavailable", "too-many-pointers",
            "recording-invalid", "read-only",
        ]
        let files = FuzzCorpus.files("inspector")
        #expect(!files.isEmpty)
        for (name, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            if case .failure(let error) = InspectorClientMessage.decode(text).message {
                #expect(codes.contains(error.code), "\(name): \(error)")
            }
            if let json = InspectorJSON.parse(text) {
                #expect(InspectorJSON.parse(json.serialized) == json, "\(name)")
            }
        }
    }
}
