import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInspector
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Against the real `responder inspect`: a session too long to send in one message is sent in parts, at the
// pace its watcher reads, and each finished gesture sends only what changed (docs/inspector-protocol.md 1.4,
// `timeline`); a client's expensive message (a seek through a long recording) runs in turns between the
// other clients' messages (docs/cli.md, "Inspector limits and security").
@Suite("Inspector process: long sessions and expensive messages")
struct InspectorTimelineAttackTests {
    /// A greeted WebSocket whose every frame is read (and counted) by a thread of its own.
    private final class ReadingClient: @unchecked Sendable {
        // @unchecked: the counters and texts are only touched under `lock`.
        let client: RawClient
        private let lock = NSLock()
        private var bytes = 0
        private var texts: [String] = []
        private var closed = false

        init(port: UInt16) throws {
            client = try RawClient(port: port, timeout: 600)
            guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("no upgrade") }
            client.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
            Thread.detachNewThread { [self] in
                // Only the short messages and the timeline's are kept; the type comes first (`{"v":1,"type":…`).
                let timeline = Array(#"{"v":1,"type":"timeline""#.utf8)
                while let frame = client.nextFrame() {
                    let keep =
                        frame.opcode == 1 && (frame.payload.count < 512 || frame.payload.starts(with: timeline))
                    let text = keep ? String(decoding: frame.payload, as: UTF8.self) : nil
                    lock.withLock {
                        bytes += frame.payload.count
                        if let text { texts.append(text) }
                    }
                    if frame.opcode == 8 { break }
                }
                lock.withLock { closed = true }
            }
        }

        var received: Int { lock.withLock { bytes } }
        var isClosed: Bool { lock.withLock { closed } }
        func messages(containing text: String) -> [String] { lock.withLock { texts.filter { $0.contains(text) } } }
        func forgetMessages() { lock.withLock { texts = [] } }

        func send(_ text: String) { client.send(RawClient.frame(text: text)) }

        /// Sends a message of no known type with an id and waits for its `error`: every message before it was
        /// handled.
        func roundTrip(_ id: Int, timeout: TimeInterval) async -> Bool {
            send(#"{"v":1,"type":"ping","id":\#(id)}"#)
            return await routerEventually(timeout: timeout) { !messages(containing: #""re":\#(id)"#).isEmpty }
        }
    }

    private static func taps(_ count: Int, from first: Int) -> [UInt8] {
        (first..<(first + count)).flatMap { index -> [UInt8] in
            let time = 1000 * index
            return RawClient.frame(
                text:
                    #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":130,"y":290,"timestamp":\#(time)}"#
            )
                + RawClient.frame(
                    text:
                        #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"up","x":130,"y":290,"timestamp":\#(time + 40)}"#
                )
        }
    }

    @Test(
        "A timeline past 16 MiB (3,000 taps) reaches a new watcher in parts without disconnecting it; 40 more taps cost it kilobytes"
    )
    func longTimeline() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let tapper = try ReadingClient(port: port)
        defer { tapper.client.close() }
        tapper.send(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#)
        tapper.client.send(Self.taps(3_000, from: 1))
        #expect(await tapper.roundTrip(1, timeout: 120), "the 6,000 pointer messages were handled")

        // A new watcher: the timeline comes in parts, as it reads, and none of it is refused.
        let start = routerMonotonicNow()
        let watcher = try ReadingClient(port: port)
        defer { watcher.client.close() }
        watcher.send(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#)
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(
            await routerEventually(timeout: 60) { !watcher.messages(containing: #""complete":true"#).isEmpty },
            "the whole timeline arrived")
        let elapsed = routerMonotonicNow() - start
        let parts = watcher.messages(containing: #""type":"timeline""#)
        #expect(
            parts.count > 16 && watcher.received > 16 * 1_048_576, "\(parts.count) parts, \(watcher.received) bytes")
        #expect(parts.first?.contains(#""append":false"#) == true)
        #expect(
            !watcher.isClosed && !inspector.lines.contains { $0.contains("disconnected") },
            "\(inspector.lines.suffix(3))")
        #expect(elapsed < 60)
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")

        // Forty more taps: each watcher gets their events and a timeline of what changed, not the whole one.
        let before = watcher.received
        watcher.forgetMessages()
        tapper.client.send(Self.taps(40, from: 5_000))
        #expect(await tapper.roundTrip(2, timeout: 30))
        #expect(await watcher.roundTrip(3, timeout: 10))
        let sent = watcher.received - before
        #expect(sent < 2 * 1_048_576, "40 taps sent the watcher \(sent) bytes")
        #expect(watcher.messages(containing: #""type":"timeline""#).count >= 40)
        _ = try await inspector.wellBehavedClientIsServed()
    }

    @Test(
        "A seek through a recording of 20,000 inputs runs in turns: another client is served within a second meanwhile")
    func expensiveSeek() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        // A finger drawing circles for 20 s at 1 kHz.
        let inputs = (0..<20_000).map { index -> HardwareInput in
            let angle = Double(index) / 200
            let state: TouchContact.State = index == 19_999 ? .lifted : .touching
            return .digitizer(
                DigitizerFrame(
                    timestamp: Double(index) / 1000,
                    contacts: [
                        TouchContact(
                            id: 1, location: CGPoint(x: 180 + 100 * cos(angle), y: 330 + 100 * sin(angle)), state: state
                        )
                    ]))
        }
        let text = Trace(header: TraceHeader(screen: TraceScreen(width: 375, height: 667)), inputs: inputs).text
        let loader = try ReadingClient(port: port)
        defer { loader.client.close() }
        // The text as a JSON string through Foundation's encoder, quick even in a debug build.
        let quoted = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
        loader.send(#"{"v":1,"type":"loadRecording","name":"circles.jsonl","text":"# + quoted + "}")
        #expect(await loader.roundTrip(1, timeout: 60), "the recording loaded")
        let errors = loader.messages(containing: #""type":"error""#).filter { !$0.contains(#""re":1"#) }
        #expect(errors.isEmpty, "\(errors)")

        loader.send(#"{"v":1,"type":"playback","action":"seek","time":30}"#)
        // While the seek runs, another client is served within a second, three times over. The seek takes
        // seconds in a debug build, so the three normally fall within it; on a loaded machine the probes
        // themselves may be slowed more than the seek, and whether they overlapped it is not asserted.
        for _ in 0..<3 { _ = try await inspector.wellBehavedClientIsServed() }
        let ended = { loader.messages(containing: #""type":"playback""#).contains { $0.contains(#""state":"ended""#) } }
        #expect(
            await routerEventually(timeout: 120) { ended() }, "the seek reached the end")
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }
}
