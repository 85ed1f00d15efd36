import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

@testable import ResponderKitInspector

// The `timeline` message (docs/inspector-protocol.md 1.4): a long timeline goes in parts of at most
// InspectorLimits.maximumTimelinePartBytes of events, at the pace the client reads; a finished gesture
// sends only what the client did not have.
@MainActor
@Suite("Inspector: the timeline in parts and updates")
struct InspectorTimelineTests {
    /// A client whose unread output the test sets.
    @MainActor
    final class PacedClient {
        var received: [InspectorJSON] = []
        var sizes: [Int] = []
        var backlog = 0
        var drainRequests = 0
        var id = 0

        init(_ hub: InspectorHub) {
            id = hub.connect(
                send: { [unowned self] text in
                    received.append(InspectorJSON.parse(text) ?? .null)
                    sizes.append(text.utf8.count)
                }, backlog: { [unowned self] in backlog }, requestDrain: { [unowned self] in drainRequests += 1 })
            hub.receive(#"{"v":1,"type":"hello"}"#, from: id)
        }

        var timelines: [InspectorJSON] { received.filter { $0["type"] == "timeline" } }
        var complete: Bool { timelines.last?["complete"] == .bool(true) }
    }

    /// Lets the main actor run the hub's later turns until `condition` holds (at most 30 s).
    private func afterTurns(_ condition: () -> Bool) async -> Bool {
        let deadline = routerMonotonicNow() + 30
        while !condition() {
            guard routerMonotonicNow() < deadline else { return false }
            await Task.yield()
        }
        return true
    }

    /// A tutorial session of 150 taps (about 800 KB of events: several parts), made once for the tests that
    /// only watch it.
    private static let longSession = tappedHub(taps: 150)

    private static func tappedHub(taps: Int) -> InspectorHub {
        let hub = InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/x.sock", drivesTime: false))
        let tapper = hub.connect { _ in }
        hub.receive(#"{"v":1,"type":"hello"}"#, from: tapper)
        hub.receive(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#, from: tapper)
        for index in 0..<taps { tap(hub, from: tapper, at: 1000 * index) }
        return hub
    }

    private static func tap(_ hub: InspectorHub, from id: Int, at time: Int) {
        for (phase, ms) in [("down", time), ("up", time + 40)] {
            hub.receive(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"\#(phase)","x":130,"y":290,"timestamp":\#(ms)}"#,
                from: id)
        }
    }

    @Test("A long timeline comes in parts within the part limit, oldest first, whole once complete")
    func parts() async throws {
        let hub = Self.longSession
        let session = try #require(hub.session("tutorial"))
        let client = PacedClient(hub)
        hub.receive(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#, from: client.id)
        #expect(await afterTurns { client.complete })
        let parts = client.timelines
        #expect(parts.count > 2, "\(parts.count) parts")
        #expect(parts.first?["append"] == .bool(false) && parts.dropFirst().allSatisfy { $0["append"] == .bool(true) })
        #expect(parts.dropLast().allSatisfy { $0["complete"] == .bool(false) })
        let partSizes = zip(client.received, client.sizes).filter { $0.0["type"] == "timeline" }.map(\.1)
        #expect(partSizes.allSatisfy { $0 < InspectorLimits.maximumTimelinePartBytes + 4096 }, "\(partSizes)")
        let seqs = parts.flatMap { $0["events"]?.arrayValue ?? [] }.compactMap { $0["seq"]?.numberValue }
        #expect(seqs == session.timeline.compactMap { $0["seq"]?.numberValue })
    }

    @Test("While a client has a window's worth unread, no part is sent; it asks to hear of the drain and goes on then")
    func pacing() async throws {
        let hub = Self.longSession
        let client = PacedClient(hub)
        client.backlog = InspectorLimits.timelineWindowBytes
        hub.receive(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#, from: client.id)
        // The first part starts the timeline over whatever waits; the next wait for the client to read.
        #expect(client.timelines.count == 1 && client.drainRequests == 1)
        for _ in 0..<10 { await Task.yield() }
        #expect(client.timelines.count == 1)
        client.backlog = 0
        hub.outputDrained(client.id)
        #expect(await afterTurns { client.complete })
    }

    @Test("After a finished gesture a watcher gets its events and a timeline update without them (under 1 KB)")
    func updates() async throws {
        let hub = Self.tappedHub(taps: 20)
        let client = PacedClient(hub)
        hub.receive(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#, from: client.id)
        #expect(await afterTurns { client.complete })
        let before = client.received.count
        let tapper = hub.connect { _ in }
        hub.receive(#"{"v":1,"type":"hello"}"#, from: tapper)
        hub.receive(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#, from: tapper)
        Self.tap(hub, from: tapper, at: 100_000)
        let after = Array(zip(client.received, client.sizes).dropFirst(before))
        let events = after.filter { $0.0["type"] == "events" }.flatMap { $0.0["events"]?.arrayValue ?? [] }
        #expect(!events.isEmpty)
        let updates = after.filter { $0.0["type"] == "timeline" }
        #expect(updates.count == 1)
        #expect(updates.first?.0["events"] == .array([]) && updates.first?.0["append"] == .bool(true))
        #expect((updates.first?.1 ?? .max) < 1024)
        #expect(updates.first?.0["end"] == .number(hub.session("tutorial")!.scene.application.clock.now))
    }

    @Test(
        "A seek through more inputs than one turn runs (InspectorLimits.maximumInputsPerTurn) goes on in later turns; another client is answered meanwhile"
    )
    func seekInTurns() async throws {
        let hub = InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/x.sock", drivesTime: false))
        let loader = PacedClient(hub)
        let inputs = (0..<(4 * InspectorLimits.maximumInputsPerTurn)).map { index -> HardwareInput in
            .digitizer(
                DigitizerFrame(
                    timestamp: Double(index) / 1000,
                    contacts: [
                        TouchContact(id: 1, location: CGPoint(x: 100 + Double(index % 100), y: 300), state: .touching)
                    ]))
        }
        let text = Trace(header: TraceHeader(screen: TraceScreen(width: 375, height: 667)), inputs: inputs).text
        hub.receive(
            InspectorJSON.object(["v": 1, "type": "loadRecording", "name": "drag.jsonl", "text": .string(text)])
                .serialized,
            from: loader.id)
        hub.receive(#"{"v":1,"type":"playback","action":"seek","time":10}"#, from: loader.id)
        let session = try #require(hub.session("recording"))
        #expect(session.seekTarget != nil, "the seek runs on in later turns")
        let other = PacedClient(hub)
        #expect(other.received.contains { $0["type"] == "welcome" }, "another client is answered meanwhile")
        #expect(await afterTurns { session.seekTarget == nil })
        #expect(loader.received.last { $0["type"] == "playback" }?["state"] == "ended")
        #expect(session.inputs.count == inputs.count)
    }
}
