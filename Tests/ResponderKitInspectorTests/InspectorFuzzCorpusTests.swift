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

    @Test(
        "docs/inspector-protocol.md 4: the corpus's requests get documented statuses, its frames documented close codes; the limit cases exactly theirs"
    )
    func attacksThroughTheServersPipeline() {
        let statuses: Set<Int> = [101, 200, 204, 400, 403, 404, 405, 408, 413, 414, 426, 431]
        let expectedStatus: [String: Int] = [
            "attack-http-trickled-header.txt": 408, "attack-http-duplicate-content-length.txt": 400,
            "attack-http-conflicting-content-length.txt": 400, "attack-http-line-4096.txt": 200,
            "attack-http-line-4097.txt": 414, "attack-http-token-refused.txt": 405,
        ]
        let expectedClose: [String: UInt16] = [
            "attack-ws-close-empty.bin": 1000, "attack-ws-close-private-code.bin": 4000,
            "attack-ws-close-iana-code.bin": 1012, "attack-ws-close-unassigned-code.bin": 1002,
            "attack-ws-close-1005.bin": 1002,
        ]
        let files = FuzzCorpus.files("inspector").filter { $0.name.hasPrefix("attack-") }
        #expect(files.count >= expectedStatus.count + expectedClose.count)
        for (name, bytes) in files {
            let status = InspectorWire.status(forRequest: bytes)
            #expect(statuses.contains(status), "\(name): \(status)")
            if let expected = expectedStatus[name] { #expect(status == expected, "\(name)") }
            let (messages, code) = InspectorWire.messages(inClientFrames: bytes)
            if let code { #expect((1000...4999).contains(code), "\(name): \(code)") }
            if let expected = expectedClose[name] { #expect(code == expected, "\(name)") }
            if name == "attack-ws-hello-flood.bin" { #expect(messages.count == 40 && code == nil) }
        }
    }
}
