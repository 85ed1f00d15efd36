import Foundation
import ResponderKit
import ResponderKitRouter
import ResponderKitTestSupport
import Testing

// The IPC protocol's fuzz corpus (Fuzz/Corpus/ipc, docs/fuzzing.md) through the frame decoder, in CI.

@Suite("Fuzz corpora: the IPC protocol's seeds and crashers decode or give a typed, located error (docs/fuzzing.md)")
struct ProtocolFuzzCorpusTests {
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
}
