import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKitInput
@testable import ResponderKitInspector

// The server's parts, in process: routes (docs/inspector-protocol.md, its URLs), the request heads NIO's
// parser refuses, JSON unescaping in linear time (docs/decisions.md, "The inspector's server is SwiftNIO")
// and the session's input cap (docs/inspector-protocol.md 2).
@Suite("Inspector: server parts")
struct InspectorServerPartsTests {
    @Test("Routes match exactly after percent-decoding; an invalid escape matches nothing")
    func routes() {
        #expect(InspectorRoute.resolve("/").route == .page)
        #expect(InspectorRoute.resolve("/index.html?x=1").route == .page)
        #expect(InspectorRoute.resolve("/%77s").route == .webSocket)
        #expect(InspectorRoute.resolve("/ws?token=a%20b").query == "token=a%20b")
        #expect(InspectorRoute.queryValue("token", in: "a=1&token=a%20b+c") == "a b c")
        for path in ["/%zz", "/%4", "/WS", "/Index.html", "//", "/health/", "*", "http://127.0.0.1/", "/%FF"] {
            #expect(InspectorRoute.resolve(path).route == nil, "\(path)")
        }
    }

    @Test("Request heads NIO's parser refuses (400): a bare LF line end, obs-fold, a name with a space, HTTP/2")
    func heads() {
        func status(_ text: String) -> Int { InspectorWire.status(forRequest: Array(text.utf8)) }
        #expect(status("GET / HTTP/1.1\nHost: 127.0.0.1\n\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n folded\r\n\r\n") == 400)
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Name: x\r\n\r\n") == 400)
        #expect(status("GET / HTTP/2\r\nHost: 127.0.0.1\r\n\r\n") == 400)
    }

    @Test("Unescaping \\uXXXX is linear: eight times the text takes well under 64 times as long")
    func escapedStringsAreLinear() throws {
        func seconds(_ count: Int) throws -> TimeInterval {
            let text = "\"" + String(repeating: #"\u00e9\n"#, count: count) + "\""
            let start = routerMonotonicNow()
            guard case .string(let value) = try #require(JSONValue.parse(text)) else {
                throw InspectorTestFailure("not a string")
            }
            #expect(value.unicodeScalars.count == 2 * count)
            return routerMonotonicNow() - start
        }
        _ = try seconds(1000)  // warm up
        // The large text is read again (three times at most) while it looks too slow: the tests run in
        // parallel on shared cores, and one run can be stretched by the others alone; a quadratic reader is
        // slow at every run.
        let small = try seconds(25_000)
        var large = TimeInterval.infinity
        for _ in 0..<3 where large >= 20 * small + 0.05 { large = min(large, try seconds(200_000)) }
        #expect(large < 20 * small + 0.05, "25,000 escapes: \(small) s; 200,000: \(large) s")
    }

    @Test("A session keeps at most its maximum of inputs; the trace says how many were dropped")
    @MainActor
    func sessionInputCap() throws {
        let hub = InspectorHub(
            configuration: .init(routerSocketPath: "/nonexistent/x.sock", drivesTime: false, maximumSessionInputs: 10))
        var received: [String] = []
        let id = hub.connect { received.append($0) }
        hub.receive(#"{"v":1,"type":"hello"}"#, from: id)
        hub.receive(#"{"v":1,"type":"chooseScene","scene":"gestures"}"#, from: id)
        hub.receive(
            #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":100,"y":100,"timestamp":1}"#,
            from: id)
        for index in 0..<24 {
            hub.receive(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"move","x":"# + "\(101 + index)"
                    + #","y":100,"timestamp":"# + "\(2 + index)}", from: id)
        }
        let session = try #require(hub.session("gestures"))
        #expect(session.inputs.count <= 10 && session.inputs.count >= 9)
        #expect(session.droppedInputs + session.inputs.count == 25)
        hub.receive(#"{"v":1,"type":"exportTrace"}"#, from: id)
        let trace = try #require(received.last.flatMap(InspectorJSON.parse))
        #expect(trace["droppedInputs"] == .int(session.droppedInputs))
        #expect(trace["text"]?.stringValue?.contains("inputs were dropped (a session keeps at most 10)") == true)
    }
}

// InspectorWire, which the fuzz target drives: the same answers as the real server gives over a socket.
@Suite("Inspector: InspectorWire")
struct InspectorWireTests {
    private let upgrade =
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:8080\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"

    @Test("Statuses for raw requests: page, upgrade, cross-origin, rebinding, long line, long head, stalled, token")
    func statuses() {
        func status(_ text: String, access: InspectorAccess = InspectorAccess()) -> Int {
            InspectorWire.status(forRequest: Array(text.utf8), access: access)
        }
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 200)
        #expect(status(upgrade + "\r\n") == 101)
        #expect(status(upgrade + "Origin: http://127.0.0.1:8080\r\n\r\n") == 101)
        #expect(status(upgrade + "Origin: http://evil.example\r\n\r\n") == 403)
        #expect(status("GET / HTTP/1.1\r\nHost: rebind.example\r\n\r\n") == 403)
        #expect(status("GET /" + String(repeating: "a", count: 5000) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 414)
        #expect(
            status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX: " + String(repeating: "a", count: 9000) + "\r\n\r\n") == 431
        )
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n") == 408)
        // The request line's limit counts its bytes without the line end: 4,096 is served, 4,097 is not.
        let line = "GET /?q= HTTP/1.1"
        let fill = String(repeating: "a", count: InspectorLimits.maximumRequestLineBytes - line.utf8.count)
        #expect(status("GET /?q=\(fill) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 200)
        #expect(status("GET /?q=\(fill)a HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") == 414)
        // One Content-Length at most, even two that agree.
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n") == 400)
        let guarded = InspectorAccess(token: "abc")
        #expect(status("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", access: guarded) == 403)
        #expect(status("GET /?token=abc HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", access: guarded) == 200)
        #expect(status("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", access: guarded) == 200)
    }

    @Test("Client frames: fragments join, a ping between them is answered, close codes (RFC 6455 5.4, 5.5, 7.4.1)")
    func frames() {
        func masked(_ opcode: UInt8, fin: Bool = true, _ payload: [UInt8]) -> [UInt8] {
            [(fin ? 0x80 : 0) | opcode, 0x80 | UInt8(payload.count), 0, 0, 0, 0] + payload
        }
        let joined = InspectorWire.messages(
            inClientFrames: masked(1, fin: false, Array("{\"a\":".utf8)) + masked(9, [1])
                + masked(0, Array("1}".utf8)) + masked(8, [0x03, 0xE8]))
        #expect(joined.messages == ["{\"a\":1}"] && joined.closeCode == 1000)
        #expect(InspectorWire.messages(inClientFrames: [0x81, 0x05] + Array("hello".utf8)).closeCode == 1002)
        #expect(
            InspectorWire.messages(inClientFrames: [0x81, 0xFF, 0, 0, 0, 0, 0x40, 0, 0, 0, 0, 0, 0, 0]).closeCode
                == 1009)
        #expect(InspectorWire.messages(inClientFrames: masked(1, [0xFF])).closeCode == 1007)
        #expect(InspectorWire.messages(inClientFrames: masked(2, [1, 2])) == ([nil], nil))
    }
}
