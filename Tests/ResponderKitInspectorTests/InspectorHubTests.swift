import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

@testable import ResponderKitInspector

/// A client of an ``InspectorHub`` that keeps what it was sent, parsed.
@MainActor
final class InspectorTestClient {
    let hub: InspectorHub
    private(set) var id = 0
    var received: [InspectorJSON] = []

    init(_ hub: InspectorHub, hello: Bool = true) {
        self.hub = hub
        id = hub.connect { [unowned self] text in self.received.append(InspectorJSON.parse(text) ?? .null) }
        if hello { send(["type": "hello", "client": "test"]) }
    }

    func send(_ fields: KeyValuePairs<String, InspectorJSON?>) {
        var all: [InspectorJSON.Field] = [InspectorJSON.Field("v", 1)]
        for (key, value) in fields { if let value { all.append(InspectorJSON.Field(key, value)) } }
        hub.receive(InspectorJSON.object(all).serialized, from: id)
    }

    func sendRaw(_ text: String) { hub.receive(text, from: id) }

    func pointer(
        _ phase: String, _ x: Double, _ y: Double, at ms: Double, id pointerID: Int = 1, type: String = "touch"
    ) {
        send([
            "type": "pointer", "pointerId": .int(pointerID), "pointerType": .string(type), "phase": .string(phase),
            "x": .number(x), "y": .number(y), "timestamp": .number(ms), "pressure": 0.5,
        ])
    }

    func messages(_ type: String) -> [InspectorJSON] { received.filter { $0["type"]?.stringValue == type } }
    var errors: [String] { messages("error").compactMap { $0["code"]?.stringValue } }
    var events: [InspectorJSON] { messages("events").flatMap { $0["events"]?.arrayValue ?? [] } }
    func events(_ kind: String) -> [InspectorJSON] { events.filter { $0["kind"]?.stringValue == kind } }
    func clear() { received = [] }

    /// The session's timeline as the page keeps it (docs/inspector-protocol.md 1.4, `timeline`): a `timeline`
    /// part with `append` false starts it over; later parts and `events` messages add their events, one per
    /// `seq`, in `seq` order.
    var timeline: [InspectorJSON] {
        var bySeq: [Int: InspectorJSON] = [:]
        for message in received {
            let type = message["type"]?.stringValue
            guard type == "timeline" || type == "events" else { continue }
            if type == "timeline", message["append"] == .bool(false) { bySeq = [:] }
            for event in message["events"]?.arrayValue ?? [] {
                if let seq = event["seq"]?.numberValue { bySeq[Int(seq)] = event }
            }
        }
        return bySeq.keys.sorted().compactMap { bySeq[$0] }
    }
}

@MainActor
private func makeHub() -> InspectorHub {
    InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
}

@MainActor
@Suite("Inspector: messages")
struct InspectorMessageTests {
    @Test func decodesEveryClientMessageType() {
        func decode(_ text: String) -> InspectorClientMessage? {
            try? InspectorClientMessage.decode(text).message.get()
        }
        #expect(decode(#"{"v":1,"type":"hello","client":"page"}"#) == .hello(client: "page"))
        #expect(decode(#"{"v":1,"type":"chooseScene","scene":"gestures"}"#) == .chooseScene("gestures"))
        let pointer = decode(
            #"{"v":1,"type":"pointer","pointerId":3,"pointerType":"pen","phase":"move","x":10.5,"y":20,"timestamp":1234.5,"pressure":0.25,"tiltX":30,"tiltY":0,"twist":90}"#
        )
        guard case .pointer(let p) = pointer else { Issue.record("not a pointer"); return }
        #expect(p.pointerID == 3 && p.kind == .pen && p.phase == .move && p.location == CGPoint(x: 10.5, y: 20))
        #expect(p.timestamp == 1234.5 && p.pressure == 0.25 && p.tiltX == 30 && p.twist == 90)
        #expect(
            decode(#"{"v":1,"type":"loadRecording","name":"a.jsonl","text":"x"}"#)
                == .loadRecording(name: "a.jsonl", text: "x"))
        #expect(decode(#"{"v":1,"type":"playback","action":"play","speed":2}"#) == .playback(.play(speed: 2)))
        #expect(decode(#"{"v":1,"type":"playback","action":"play"}"#) == .playback(.play(speed: 1)))
        #expect(decode(#"{"v":1,"type":"playback","action":"pause"}"#) == .playback(.pause))
        #expect(decode(#"{"v":1,"type":"playback","action":"seek","time":0.5}"#) == .playback(.seek(time: 0.5)))
        #expect(decode(#"{"v":1,"type":"exportTrace"}"#) == .exportTrace)
        #expect(decode(#"{"v":1,"type":"reset","id":7}"#) == .reset)
    }

    @Test func rejectsMalformedMessagesWithCodes() {
        func code(_ text: String) -> String? {
            if case .failure(let error) = InspectorClientMessage.decode(text).message { return error.code }
            return nil
        }
        #expect(code("not json") == "bad-message")
        #expect(code("[1,2]") == "bad-message")
        #expect(code(#"{"type":"hello"}"#) == "invalid-field")
        #expect(code(#"{"v":2,"type":"hello"}"#) == "unsupported-version")
        #expect(code(#"{"v":1,"type":"dance"}"#) == "unknown-type")
        #expect(code(#"{"v":1,"type":"chooseScene"}"#) == "invalid-field")
        #expect(
            code(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"hover","x":1,"y":1,"timestamp":1}"#
            ) == "invalid-field")
        #expect(
            code(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"finger","phase":"down","x":1,"y":1,"timestamp":1}"#
            ) == "invalid-field")
        #expect(
            code(
                #"{"v":1,"type":"pointer","pointerId":1.5,"pointerType":"touch","phase":"down","x":1,"y":1,"timestamp":1}"#
            ) == "invalid-field")
        #expect(
            code(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":"1","y":1,"timestamp":1}"#
            ) == "invalid-field")
        #expect(
            code(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":1e9,"y":1,"timestamp":1}"#
            ) == "invalid-field")
        #expect(code(#"{"v":1,"type":"playback","action":"play","speed":1000}"#) == "invalid-field")
        #expect(code(#"{"v":1,"type":"playback","action":"rewind"}"#) == "invalid-field")
        #expect(code(#"{"v":1,"type":"loadRecording","name":"x"}"#) == "invalid-field")
        let big =
            #"{"v":1,"type":"loadRecording","name":"x","text":""#
            + String(repeating: "a", count: InspectorLimits.maximumMessageBytes) + "\"}"
        #expect(code(big) == "too-large")
    }

    @Test func errorsComeBackWithTheRequestIDAndTheServerGoesOn() {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        #expect(client.messages("welcome").count == 1)
        client.sendRaw("{{{")
        client.sendRaw(#"{"v":1,"type":"nope","id":"r1"}"#)
        client.hub.receiveBinary(from: client.id)
        #expect(client.errors == ["bad-message", "unknown-type", "bad-message"])
        #expect(client.messages("error")[1]["re"] == "r1")
        client.send(["type": "chooseScene", "scene": "tutorial"])
        #expect(client.messages("scene").count == 1)
    }

    @Test func outOfOrderMessagesAreRefused() {
        let hub = makeHub()
        let early = InspectorTestClient(hub, hello: false)
        early.send(["type": "chooseScene", "scene": "tutorial"])
        #expect(early.errors == ["out-of-order"])

        let client = InspectorTestClient(hub)
        client.pointer("down", 10, 10, at: 1000)
        client.send(["type": "exportTrace"])
        client.send(["type": "playback", "action": "pause"])
        #expect(client.errors == ["out-of-order", "out-of-order", "out-of-order"])

        client.send(["type": "chooseScene", "scene": "gestures"])
        client.send(["type": "playback", "action": "pause"])  // no recording in this session
        client.pointer("move", 10, 10, at: 1000)  // move before down
        client.pointer("down", 10, 10, at: 1000)
        client.pointer("down", 10, 10, at: 1010)  // already down
        client.pointer("move", 20, 10, at: 900)  // time goes backwards
        client.pointer("up", 20, 10, at: 1020)
        #expect(client.errors == Array(repeating: "out-of-order", count: 7))
        #expect(hub.session("gestures")?.inputs.count == 2)  // the down and the up only
        client.send(["type": "chooseScene", "scene": "atlantis"])
        client.send(["type": "chooseScene", "scene": "connected"])
        #expect(client.errors.suffix(2) == ["unknown-scene", "scene-unavailable"])
        let welcome = client.messages("welcome")[0]
        let connected = welcome["scenes"]?.arrayValue?.first { $0["id"] == "connected" }
        #expect(connected?["available"] == false)
    }
}

@MainActor
@Suite("Inspector: dispatch")
struct InspectorDispatchTests {
    @Test func aTouchInTheTutorialSceneReportsItsWalkHitViewAndChain() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "tutorial"])
        let scene = try #require(client.messages("scene").first)
        let names = scene["views"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(names.prefix(3) == ["mainWindow", "rootView", "green"])
        let hidden = scene["views"]?.arrayValue?.first { $0["name"] == "hiddenView" }
        #expect(hidden?["effectivelyHidden"] == true)
        #expect(hidden?["corners"]?.arrayValue?.first == [110, 120])

        // (130, 140): under the three skipped overlays, inside green.
        client.pointer("down", 130, 140, at: 5000)
        client.pointer("up", 130, 140, at: 5080)
        let touch = try #require(client.messages("touch").first?["touch"])
        #expect(touch["hitView"] == "green")
        #expect(touch["responderChain"] == ["green", "rootView", "UIViewController", "mainWindow", "UIApplication"])
        let steps = touch["walk"]?.arrayValue ?? []
        let outcome = Dictionary(
            steps.map { ($0["view"]?.stringValue ?? "", $0["outcome"]?.stringValue ?? "") },
            uniquingKeysWith: { _, b in b })
        #expect(
            outcome["disabledOverlay"] == "skipped" && outcome["fadedView"] == "skipped"
                && outcome["hiddenView"] == "skipped")
        #expect(steps.first { $0["view"] == "hiddenView" }?["reason"] == "hidden")
        #expect(steps.first { $0["view"] == "fadedView" }?["reason"] == "transparent")
        #expect(steps.last?["view"] == "green" && steps.last?["outcome"] == "chosen")
        // green passes its touches on: the window calls it, its default methods forward to rootView.
        let callbacks = client.events("callback").map {
            "\($0["view"]!.stringValue!).\($0["method"]!.stringValue!).\($0["via"]!.stringValue!)"
        }
        #expect(callbacks.starts(with: ["green.touchesBegan.window", "rootView.touchesBegan.forwarded"]))
        #expect(callbacks.contains("green.touchesEnded.window"))
        // The browser's 80 ms became 0.08 s on the virtual clock.
        let up = client.events("input").last
        #expect(abs((up?["time"]?.numberValue ?? 0) - 0.08) < 1e-9)
        // The gesture is over: a timeline update, complete, and the timeline holds everything (its events came
        // in `events` messages: the update sends only what the client did not have).
        let timeline = try #require(client.messages("timeline").last)
        #expect(timeline["complete"] == .bool(true) && timeline["append"] == .bool(true))
        #expect(client.timeline.count == client.events.count)
    }

    @Test func aDragRecognizesThePanWithItsCause() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "gestures"])
        client.pointer("down", 100, 300, at: 0)
        for step in 1...10 { client.pointer("move", 100 + Double(step) * 8, 300, at: Double(step) * 16) }
        client.pointer("up", 180, 300, at: 200)
        let states = client.events("gestureState")
        let began = try #require(states.first { $0["recognizer"] == "pan (pan)" && $0["to"] == "began" })
        #expect(began["from"] == "possible")
        #expect(began["cause"]?.stringValue?.isEmpty == false)
        #expect(states.contains { $0["recognizer"] == "pan (pan)" && $0["to"] == "ended" })
        #expect(states.contains { $0["recognizer"] == "tap (tap)" && $0["to"] == "failed" })
        let last = try #require(client.messages("events").last)
        #expect(last["recognizers"]?.arrayValue?.contains { $0["name"] == "pan (pan)" } == true)
    }

    @Test func aSingleTapIsRecognizedOnceTheVirtualClockPassesTheDoubleTapDeadline() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "gestures"])
        #expect(client.messages("timeline").count == 1)
        client.pointer("down", 200, 200, at: 100)
        client.pointer("up", 200, 200, at: 160)
        #expect(!client.events("gestureState").contains { $0["recognizer"] == "tap (tap)" && $0["to"] == "ended" })
        #expect(client.messages("timeline").count == 1)  // a timer is pending: not over yet
        let session = try #require(hub.session("gestures"))
        let deadline = try #require(session.scene.application.nextTimerDeadline)
        hub.runTimers(session: "gestures", until: deadline + 0.01)
        let tap = try #require(
            client.events("gestureState").first { $0["recognizer"] == "tap (tap)" && $0["to"] == "ended" })
        #expect((tap["time"]?.numberValue ?? 0) >= 0.06 + 0.35 - 1e-9)
        #expect(
            client.events("gestureState").contains { $0["recognizer"] == "doubleTap (tap)" && $0["to"] == "failed" })
        #expect(client.messages("timeline").count == 2)
    }

    @Test func controlsReportControlEvents() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        client.pointer("down", 180, 60, at: 0, type: "mouse")
        client.pointer("up", 180, 60, at: 50, type: "mouse")
        let events = client.events("controlEvent").filter { $0["control"] == "tapButton" }.compactMap {
            $0["event"]?.stringValue
        }
        #expect(
            events.contains("touchDown") && events.contains("touchUpInside")
                && events.contains("primaryActionTriggered"))
        // The highlighted button changed the scene: a scene message followed the touch down.
        #expect(client.messages("scene").count >= 2)
    }

    @Test func twoClientsWatchingOneSceneBothReceiveTheBroadcast() throws {
        let hub = makeHub()
        let a = InspectorTestClient(hub), b = InspectorTestClient(hub), other = InspectorTestClient(hub)
        a.send(["type": "chooseScene", "scene": "tutorial"])
        b.send(["type": "chooseScene", "scene": "tutorial"])
        other.send(["type": "chooseScene", "scene": "gestures"])
        a.pointer("down", 130, 290, at: 10)
        b.pointer("down", 30, 50, at: 99_000)  // another browser, another clock: a second contact
        a.pointer("up", 130, 290, at: 40)
        b.pointer("up", 30, 50, at: 99_020)
        #expect(a.messages("touch").compactMap { $0["touch"]?["hitView"]?.stringValue } == ["yellow", "green"])
        #expect(b.messages("touch").compactMap { $0["touch"]?["hitView"]?.stringValue } == ["yellow", "green"])
        #expect(a.events.count == b.events.count && !a.events.isEmpty)
        #expect(other.events.isEmpty)
        let ids = Set(
            a.events("input").flatMap { $0["contacts"]?.arrayValue ?? [] }.compactMap { $0["id"]?.numberValue })
        #expect(ids.count == 2)
        // A client that leaves with a finger down: its contact is cancelled for everyone.
        a.pointer("down", 130, 290, at: 100)
        hub.disconnect(a.id)
        #expect(b.events("cancelled").isEmpty == false || b.events("input").last?["cancelAll"] == true)
        #expect(hub.session("tutorial")?.contactsDown == 0)
    }
}

@MainActor
@Suite("Inspector: recordings and traces")
struct InspectorRecordingTests {
    @Test func aRecordingLoadsAndPlaysBackOnTheVirtualClock() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        let sample = SyntheticRecording.pinchSample()
        client.send(["type": "loadRecording", "name": "pinch.evemu", "text": .string(sample.evemuText)])
        #expect(client.errors.isEmpty)
        let status = try #require(client.messages("playback").last)
        #expect(status["state"] == "paused" && status["format"] == "evemu" && status["position"] == 0)
        let duration = try #require(status["duration"]?.numberValue)
        #expect(client.messages("scene").last?["session"] == "recording")

        // Pointer input is refused in a recording session.
        client.pointer("down", 10, 10, at: 0)
        #expect(client.errors == ["read-only"])

        client.send(["type": "playback", "action": "play", "speed": 2])
        #expect(client.messages("playback").last?["state"] == "playing")
        hub.advancePlayback(by: duration / 4)  // half the recording at 2×
        let halfway = try #require(client.messages("playback").last?["position"]?.numberValue)
        #expect(abs(halfway - duration / 2) < 1e-9)
        for _ in 0..<100 { hub.advancePlayback(by: 0.05) }
        #expect(client.messages("playback").last?["state"] == "ended")
        #expect(client.events("gestureState").contains { $0["recognizer"] == "pinch (pinch)" && $0["to"] == "began" })
        #expect(client.events("gestureState").contains { $0["recognizer"] == "pinch (pinch)" && $0["to"] == "ended" })
        #expect(client.messages("timeline").last?["complete"] == .bool(true) && !client.timeline.isEmpty)

        // Seeking back rebuilds the scene and replays up to the position, instantly.
        client.clear()
        client.send(["type": "playback", "action": "seek", "time": .number(duration / 2)])
        let seeked = try #require(client.messages("playback").last)
        #expect(seeked["state"] == "paused" && seeked["position"]?.numberValue == duration / 2)
        let timeline = try #require(client.messages("timeline").last?["events"]?.arrayValue)
        #expect(
            timeline.contains {
                $0["kind"] == "gestureState" && $0["recognizer"] == "pinch (pinch)" && $0["to"] == "began"
            })
        #expect(
            !timeline.contains {
                $0["kind"] == "gestureState" && $0["recognizer"] == "pinch (pinch)" && $0["to"] == "ended"
            })
    }

    @Test func anUnreadableRecordingIsAnError() {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send([
            "type": "loadRecording", "name": "bad.jsonl",
            "text":
                "{\"format\":\"responderkit-trace\",\"version\":1}\n{\"event\":\"digitizer\",\"timestamp\":\"x\"}\n",
        ])
        #expect(client.errors == ["recording-invalid"])
        #expect(client.messages("error").first?["message"]?.stringValue?.contains("bad.jsonl:2") == true)
    }

    @Test func anExportedTraceReadsBackAndReplaysTheSameGesture() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "gestures"])
        client.pointer("down", 100, 300, at: 1000, type: "pen")
        for step in 1...10 {
            client.pointer("move", 100 + Double(step) * 10, 300, at: 1000 + Double(step) * 16, type: "pen")
        }
        client.pointer("up", 200, 300, at: 1200, type: "pen")
        client.send(["type": "exportTrace", "id": 5])
        let message = try #require(client.messages("trace").first)
        #expect(message["name"] == "inspector-gestures.jsonl")
        let text = try #require(message["text"]?.stringValue)
        let trace = try Trace.read(text)
        let session = try #require(hub.session("gestures"))
        #expect(trace.inputs == session.inputs)
        #expect(trace.header.screen == TraceScreen(width: 375, height: 667))
        if case .digitizer(let frame) = trace.inputs[0] { #expect(frame.contacts[0].type == .pencil) }

        client.send(["type": "loadRecording", "name": "inspector-gestures.jsonl", "text": .string(text)])
        client.send(["type": "playback", "action": "seek", "time": 5])
        let replayed = client.messages("timeline").last?["events"]?.arrayValue ?? []
        #expect(
            replayed.contains { $0["kind"] == "gestureState" && $0["recognizer"] == "pan (pan)" && $0["to"] == "ended" }
        )
        #expect(client.messages("playback").last?["state"] == "ended")
    }
}
