import Foundation
import ResponderKitTestSupport
import Testing

// The real `responder inspect` typed into over its WebSocket (docs/inspector-protocol.md 1.3, `key`; 1.4,
// `textState`): a client taps the `text` scene's name field, types "Hi" with Shift held for the H, and the
// server's `textState` shows the text, as the page's keyboard would make it (behaviour 17.7).

@Suite("Inspector process: typing over the WebSocket", .serialized)
struct InspectorTypingProcessTests {
    /// Reads text messages until one contains every string of `markers`; nil when the connection closed or
    /// timed out first.
    static func read(until markers: [String], from client: RawClient) -> String? {
        while let text = client.nextText() {
            if markers.allSatisfy({ text.contains($0) }) { return text }
        }
        return nil
    }

    static func key(_ phase: String, _ code: String, key: String, shift: Bool = false, at ms: Int) -> [UInt8] {
        RawClient.frame(
            text:
                #"{"v":1,"type":"key","phase":"\#(phase)","code":"\#(code)","key":"\#(key)","shiftKey":\#(shift),"timestamp":\#(ms)}"#
        )
    }

    static func pointer(_ phase: String, at ms: Int) -> [UInt8] {
        RawClient.frame(
            text:
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"\#(phase)","x":187,"y":82,"timestamp":\#(ms)}"#
        )
    }

    @Test(
        "docs/inspector-protocol.md 1.3, 1.4; behaviour 17.7: key messages over the socket type \"Hi\" into the focused field, and textState shows it"
    )
    func typesOverTheSocket() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let state = try await onThread { () -> String? in
            let client = try RawClient(port: port, timeout: 30)
            defer { client.close() }
            guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("no upgrade") }
            client.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
            guard Self.read(until: [#""type":"welcome""#], from: client) != nil else {
                throw InspectorTestFailure("no welcome")
            }
            client.send(RawClient.frame(text: #"{"v":1,"type":"chooseScene","scene":"text"}"#))
            client.send(Self.pointer("down", at: 1000) + Self.pointer("up", at: 1040))
            // The tap begins editing once the text interaction's recognizers decided (on the server's timers).
            guard Self.read(until: [#""type":"textState""#, #""firstResponder":"nameField""#], from: client) != nil
            else {
                throw InspectorTestFailure("the tap did not make the name field first responder")
            }
            client.send(
                Self.key("down", "ShiftLeft", key: "Shift", shift: true, at: 2000)
                    + Self.key("down", "KeyH", key: "H", shift: true, at: 2050)
                    + Self.key("up", "KeyH", key: "H", shift: true, at: 2100)
                    + Self.key("up", "ShiftLeft", key: "Shift", at: 2150)
                    + Self.key("down", "KeyI", key: "i", at: 2200) + Self.key("up", "KeyI", key: "i", at: 2250))
            return Self.read(until: [#""type":"textState""#, #""text":"Hi""#, #""heldKeys":[]"#], from: client)
        }
        let text = try #require(state, "no textState with the text \"Hi\" and no key held")
        #expect(text.contains(#""selectedRange":{"location":2,"length":0}"#))
        _ = try await inspector.wellBehavedClientIsServed()
    }
}
