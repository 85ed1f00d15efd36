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

    @Test(
        "ipc-protocol 13: the corpus's floods from one input source, routed, are refused past its caps (64 contacts down or hovering, 16 pointer devices)"
    )
    func sourceCapSeeds() throws {
        let files = Dictionary(FuzzCorpus.files("ipc"), uniquingKeysWith: { first, _ in first })
        let seeds = [
            ("flood-contacts-never-lifted.bin", 120 - 64, 0), ("flood-pointer-devices-never-released.bin", 0, 40 - 16),
        ]
        for (name, contacts, pointerInputs) in seeds {
            let router = SystemRouter()
            // A front application, for the pointer presses to hold a click on their device.
            let (application, _) = connect(router, as: .application)
            _ = application.trySend(.registerApplication(id: 1, name: "app"))
            var decoder = FrameDecoder()
            decoder.append(try #require(files[name], "\(name) is missing"))
            while let message = try decoder.next() {
                switch message {
                case .input(let input): router.handle(input)
                case .systemSwipe(let swipe): router.handle(swipe)
                default: break
                }
            }
            #expect(router.refusedContacts == contacts, "\(name)")
            #expect(router.refusedPointerInputs == pointerInputs, "\(name)")
        }
    }
}
