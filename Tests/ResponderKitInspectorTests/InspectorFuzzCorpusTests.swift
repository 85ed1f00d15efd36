import Foundation
import ResponderKit
import ResponderKitInspector
import ResponderKitTestSupport
import Testing

// The inspector protocol's fuzz corpus (Fuzz/Corpus/inspector, docs/fuzzing.md) through its decoder, in CI.

@Suite("Fuzz corpora: the inspector's seeds and crashers decode or give a documented error (docs/fuzzing.md)")
struct InspectorFuzzCorpusTests {
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
