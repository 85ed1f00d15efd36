import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

@testable import ResponderKitInspector

@MainActor
private func makeHub() -> InspectorHub {
    InspectorHub(configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
}

extension InspectorTestClient {
    func mouse(_ x: Double, _ y: Double, buttons: Int = 0, at ms: Double) {
        send(["type": "mouse", "x": .number(x), "y": .number(y), "buttons": .int(buttons), "timestamp": .number(ms)])
    }

    func wheel(_ x: Double, _ y: Double, dx: Double = 0, dy: Double, mode: Int = 0, phase: String? = nil, at ms: Double)
    {
        send([
            "type": "wheel", "x": .number(x), "y": .number(y), "deltaX": .number(dx), "deltaY": .number(dy),
            "deltaMode": .int(mode), "phase": phase.map { .string($0) }, "timestamp": .number(ms),
        ])
    }

    var pointerState: InspectorJSON? { messages("pointerState").last }
}

/// The inspector's `mouse` and `wheel` messages (docs/inspector-protocol.md 1.3) and its `pointerState`
/// message (1.4): the browser's mouse as the application's pointer and its wheel as scroll input.
@MainActor
@Suite("Inspector: the mouse as the pointer, the wheel as scroll input")
struct InspectorPointerTests {
    /// docs/inspector-protocol.md 1.3 (`mouse`, `wheel`); behaviour 12.2 (`UIEvent.ButtonMask`), 12.3 (scroll kinds).
    @Test func decodesMouseAndWheelMessages() {
        func decode(_ text: String) -> InspectorClientMessage? {
            try? InspectorClientMessage.decode(text).message.get()
        }
        #expect(
            decode(#"{"v":1,"type":"mouse","x":10,"y":20.5,"buttons":3,"timestamp":12}"#)
                == .mouse(
                    InspectorMouse(location: CGPoint(x: 10, y: 20.5), buttons: [.primary, .secondary], timestamp: 12)))
        #expect(
            decode(
                #"{"v":1,"type":"wheel","x":1,"y":2,"deltaX":0,"deltaY":-30,"deltaMode":0,"phase":"began","timestamp":5}"#
            )
                == .wheel(
                    InspectorWheel(
                        location: CGPoint(x: 1, y: 2), deltaX: 0, deltaY: -30, mode: .pixel, phase: .began, timestamp: 5
                    )))
        #expect(
            decode(#"{"v":1,"type":"wheel","x":1,"y":2,"deltaY":3,"deltaMode":1,"timestamp":5}"#)
                == .wheel(
                    InspectorWheel(location: CGPoint(x: 1, y: 2), deltaX: 0, deltaY: 3, mode: .line, timestamp: 5)))
        #expect(
            decode(#"{"v":1,"type":"wheel","x":1,"y":2,"deltaY":1,"deltaMode":2,"phase":null,"timestamp":5}"#)
                == .wheel(
                    InspectorWheel(location: CGPoint(x: 1, y: 2), deltaX: 0, deltaY: 1, mode: .page, timestamp: 5)))
    }

    /// docs/inspector-protocol.md 1.3: numbers are bounded and a bad field is named (`invalid-field`).
    @Test func rejectsBadMouseAndWheelFieldsNamingThem() {
        func field(_ text: String) -> String? {
            if case .failure(let error) = InspectorClientMessage.decode(text).message, error.code == "invalid-field" {
                return error.field
            }
            return nil
        }
        #expect(field(#"{"v":1,"type":"mouse","x":1,"y":1,"buttons":32,"timestamp":1}"#) == "buttons")
        #expect(field(#"{"v":1,"type":"mouse","x":1,"y":1,"buttons":1.5,"timestamp":1}"#) == "buttons")
        #expect(field(#"{"v":1,"type":"mouse","x":1,"y":1,"buttons":-1,"timestamp":1}"#) == "buttons")
        #expect(field(#"{"v":1,"type":"mouse","x":1,"y":1,"timestamp":1}"#) == "buttons")
        #expect(field(#"{"v":1,"type":"mouse","x":1e9,"y":1,"buttons":0,"timestamp":1}"#) == "x")
        #expect(field(#"{"v":1,"type":"mouse","x":1,"y":1,"buttons":0,"timestamp":-1}"#) == "timestamp")
        #expect(field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaY":1,"deltaMode":0,"timestamp":1}"#) == "phase")
        #expect(
            field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaY":1,"deltaMode":0,"phase":"cancelled","timestamp":1}"#)
                == "phase")
        #expect(
            field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaY":1,"deltaMode":1,"phase":"began","timestamp":1}"#)
                == "phase")
        #expect(field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaY":1,"deltaMode":3,"timestamp":1}"#) == "deltaMode")
        #expect(field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaY":1,"deltaMode":0.5,"timestamp":1}"#) == "deltaMode")
        #expect(field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaY":1e5,"deltaMode":1,"timestamp":1}"#) == "deltaY")
        #expect(field(#"{"v":1,"type":"wheel","x":1,"y":1,"deltaX":"1","deltaMode":1,"timestamp":1}"#) == "deltaX")
        #expect(field(#"{"v":1,"type":"wheel","x":1,"y":"1","deltaMode":1,"timestamp":1}"#) == "y")
    }

    /// Behaviour 12.1: the hovering pointer enters the card (its UIHoverGestureRecognizer begins, its
    /// UIPointerInteraction's region and style are recorded) and leaves it (the recognizer ends, no region).
    @Test func hoverShowsTheHoveredViewRecognizersAndPointerInteraction() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        #expect(client.pointerState == nil)  // no pointer input yet
        let timelines = client.messages("timeline").count
        client.mouse(180, 550, at: 1000)
        client.mouse(190, 560, at: 1016)
        let inside = try #require(client.pointerState)
        #expect(inside["session"] == "controls")
        #expect(inside["location"] == .point(CGPoint(x: 190, y: 560)))
        #expect(inside["buttons"] == 0 && inside["buttonNames"] == [])
        #expect(inside["hoveredView"] == "hoverCard")
        let recognizers = inside["hoverRecognizers"]?.arrayValue ?? []
        #expect(recognizers.count == 1 && recognizers.first?["view"] == "hoverCard")
        #expect(recognizers.first?["name"] == "hover (hover)" && recognizers.first?["state"] == "changed")
        let interaction = try #require(inside["interactions"]?.arrayValue?.first)
        #expect(interaction["view"] == "hoverCard" && interaction["enabled"] == true)
        #expect(interaction["region"]?["identifier"] == "hoverCard")
        #expect(interaction["region"]?["rect"] == .rect(CGRect(x: 0, y: 0, width: 335, height: 120)))
        #expect(interaction["style"] == "highlight effect on hoverCard")
        #expect(client.events("gestureState").contains { $0["recognizer"] == "hover (hover)" && $0["to"] == "began" })
        let input = try #require(client.events("input").last)
        #expect(input["pointer"]?["buttons"] == 0 && input["pointer"]?["device"] == "mouse")
        // Hover moves end no gesture: no timeline each.
        #expect(client.messages("timeline").count == timelines)

        client.mouse(190, 20, at: 1032)
        let outside = try #require(client.pointerState)
        #expect(outside["hoveredView"] == "rootView")
        #expect(outside["hoverRecognizers"] == [])
        #expect(outside["interactions"]?.arrayValue?.first?["region"] == .null)
        #expect(outside["interactions"]?.arrayValue?.first?["style"] == .null)
        #expect(client.events("gestureState").contains { $0["recognizer"] == "hover (hover)" && $0["to"] == "ended" })

        // A second client choosing the scene is told where the pointer is.
        let late = InspectorTestClient(hub)
        late.send(["type": "chooseScene", "scene": "controls"])
        #expect(late.pointerState?["hoveredView"] == "rootView")
    }

    /// Behaviour 12.2: buttons going down start a click hit-tested like a touch; the button's events fire;
    /// `buttons` 2 is the secondary button.
    @Test func mouseButtonsClickAndReportTheirNames() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        client.mouse(180, 60, at: 0)
        client.mouse(180, 60, buttons: 1, at: 10)
        #expect(client.pointerState?["buttonNames"] == ["primary"] && client.pointerState?["hoveredView"] == .null)
        client.mouse(180, 60, at: 60)
        let events = client.events("controlEvent").filter { $0["control"] == "tapButton" }.compactMap {
            $0["event"]?.stringValue
        }
        #expect(events.contains("touchDown") && events.contains("touchUpInside"))
        #expect(client.messages("touch").last?["touch"]?["hitView"] == "tapButton")
        #expect(client.messages("timeline").count >= 2)  // the click is over: the timeline follows

        client.mouse(180, 60, buttons: 2, at: 100)
        #expect(client.pointerState?["buttons"] == 2 && client.pointerState?["buttonNames"] == ["secondary"])
        #expect(client.events("pointerEvent").last?["summary"]?.stringValue?.contains("secondary") == true)
        client.mouse(180, 60, buttons: 6, at: 110)
        #expect(client.pointerState?["buttonNames"] == ["secondary", "button 3"])
        client.mouse(180, 60, at: 120)
        #expect(client.errors.isEmpty)
        #expect(hub.session("controls")?.scene.application.pointerButtons == [])
    }

    /// Behaviour 12.3: pixel deltas scroll the scroll view continuously (began, changed, ended), line and page
    /// deltas in discrete steps; the content follows the browser's direction (deltaY > 0: towards the bottom).
    @Test func wheelScrollsTheScrollView() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        let session = try #require(hub.session("controls"))
        let scrollView = try #require(session.scene.view(named: "scrollView") as? UIScrollView)
        client.wheel(187, 320, dy: 60, phase: "began", at: 0)
        client.wheel(187, 320, dy: 40, phase: "changed", at: 16)
        #expect(scrollView.contentOffset.y == 100)
        #expect(
            client.events("gestureState").contains {
                $0["recognizer"] == "scrollPan (scrollviewpan)" && $0["to"] == "began"
            })
        let scrolls = client.events("input").compactMap { $0["scroll"] }
        #expect(
            scrolls.first?["kind"] == "continuous" && scrolls.first?["phase"] == "began" && scrolls.first?["dy"] == -60)
        let timelines = client.messages("timeline").count
        client.wheel(187, 320, dy: 0, phase: "ended", at: 32)
        #expect(
            client.events("gestureState").contains {
                $0["recognizer"] == "scrollPan (scrollviewpan)" && $0["to"] == "ended"
            })
        if let deadline = session.scene.application.nextTimerDeadline {
            hub.runTimers(session: "controls", until: deadline + 5)  // the deceleration
        }
        #expect(scrollView.contentOffset.y >= 100 && scrollView.contentOffset.y <= 600)
        #expect(client.messages("timeline").count > timelines)

        let before = scrollView.contentOffset.y
        client.wheel(187, 320, dy: -2, mode: 1, at: 2000)  // two lines up: 80 points
        #expect(abs(scrollView.contentOffset.y - max(0, before - 2 * InspectorWheel.pointsPerLine)) < 1e-6)
        #expect(client.events("input").last?["scroll"]?["kind"] == "discrete")
        #expect(client.events("pointerEvent").last?["device"] == "mouse")
        client.wheel(187, 320, dy: 1, mode: 2, at: 2010)  // a page down (667 pt): past the end, then back to it
        #expect(scrollView.contentOffset.y > before)
        if let deadline = session.scene.application.nextTimerDeadline {
            hub.runTimers(session: "controls", until: deadline + 5)
        }
        #expect(abs(scrollView.contentOffset.y - 600) < 1e-6)
        #expect(client.errors.isEmpty)
    }

    /// docs/inspector-protocol.md 1.3: a wheel phase out of order, or time going back, is refused and not
    /// dispatched; input to the recording session is read-only.
    @Test func wheelAndMouseOutOfOrderAreRefused() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        client.wheel(187, 320, dy: 10, phase: "changed", at: 0)  // before began
        client.wheel(187, 320, dy: 10, phase: "ended", at: 0)  // before began
        client.wheel(187, 320, dy: 10, phase: "began", at: 10)
        client.wheel(187, 320, dy: 10, phase: "began", at: 20)  // began again
        client.wheel(187, 320, dy: 1, mode: 1, at: 30)  // a discrete step inside a pixel scroll
        client.mouse(187, 320, at: 5)  // time goes back
        #expect(client.errors == Array(repeating: "out-of-order", count: 5))
        #expect(hub.session("controls")?.inputs.count == 1)
    }

    /// Behaviour 12.2, 12.3: a client that leaves with a button down or a scroll in progress leaves nothing
    /// stuck: its buttons are released and its scroll ended.
    @Test func aDepartingClientReleasesItsButtonsAndEndsItsScroll() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub), watcher = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        watcher.send(["type": "chooseScene", "scene": "controls"])
        let session = try #require(hub.session("controls"))
        let scrollView = try #require(session.scene.view(named: "scrollView") as? UIScrollView)
        client.wheel(187, 320, dy: 30, phase: "began", at: 0)
        client.mouse(180, 60, buttons: 1, at: 10)
        #expect(session.scene.application.pointerButtons == .primary)
        hub.disconnect(client.id)
        #expect(session.scene.application.pointerButtons == [])
        #expect(scrollView.panGestureRecognizer.state != .began && scrollView.panGestureRecognizer.state != .changed)
        #expect(
            watcher.events("controlEvent").contains { $0["control"] == "tapButton" && $0["event"] == "touchUpInside" })
    }

    /// docs/inspector-protocol.md 1.3 (`exportTrace`, `loadRecording`): the mouse and wheel inputs a session
    /// received export as a trace that reads back the same, and the recording session refuses them (read-only).
    @Test func mouseAndWheelInputsExportAsATraceAndRecordingsAreReadOnly() throws {
        let hub = makeHub()
        let client = InspectorTestClient(hub)
        client.send(["type": "chooseScene", "scene": "controls"])
        client.mouse(190, 560, at: 0)
        client.mouse(180, 60, buttons: 2, at: 20)
        client.mouse(180, 60, at: 40)
        client.wheel(187, 320, dy: 50, phase: "began", at: 60)
        client.wheel(187, 320, dy: 0, phase: "ended", at: 70)
        client.wheel(187, 320, dy: 1, mode: 1, at: 80)
        client.send(["type": "exportTrace"])
        let text = try #require(client.messages("trace").first?["text"]?.stringValue)
        let trace = try Trace.read(text)
        let session = try #require(hub.session("controls"))
        #expect(session.inputs.count == 6)
        #expect(trace.inputs == session.inputs)

        client.send(["type": "loadRecording", "name": "pointer.jsonl", "text": .string(text)])
        #expect(client.errors.isEmpty)
        client.mouse(10, 10, at: 100)
        client.wheel(10, 10, dy: 1, mode: 1, at: 110)
        #expect(client.errors == ["read-only", "read-only"])
    }
}
