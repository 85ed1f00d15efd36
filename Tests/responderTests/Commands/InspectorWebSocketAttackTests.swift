import Foundation
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// The WebSocket's limits, against the real `responder inspect`: frame headers are checked before
// their payload is read (declared length, fragments' running total), RFC 6455's failures close with its
// codes, escaped JSON is linear, and one flooding client does not starve another (docs/inspector-protocol.md
// 1.1, docs/cli.md "Inspector limits and security").
@Suite("Inspector process: WebSocket attacks")
struct InspectorWebSocketAttackTests {
    /// An open, greeted WebSocket on the inspector.
    private static func greeted(_ port: UInt16, timeout: TimeInterval = 5, receiveBuffer: Int32? = nil) throws
        -> RawClient
    {
        let client = try RawClient(port: port, timeout: timeout, receiveBuffer: receiveBuffer)
        let status = try client.upgrade()
        guard status.hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("upgrade: \(status)") }
        client.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
        guard client.nextText()?.contains("welcome") == true else { throw InspectorTestFailure("no welcome") }
        return client
    }

    @Test(
        "A frame declaring 1 GiB is refused from its header: too-large, then close 1009, nothing buffered (RFC 6455 7.4.1)"
    )
    func oversizedDeclaredFrame() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let (error, code, elapsed) = try await onThread { () -> (String?, UInt16?, TimeInterval) in
            let client = try Self.greeted(port)
            defer { client.close() }
            let start = routerMonotonicNow()
            client.send(RawClient.frame(payload: Array(repeating: 0x41, count: 1024), declaredLength: 1 << 30))
            return (client.nextText(), client.nextCloseCode(), routerMonotonicNow() - start)
        }
        #expect(
            error?.contains(#""code":"too-large""#) == true && error?.contains("longer than 8388608 bytes") == true,
            "\(String(describing: error))")
        #expect(code == 1009)
        #expect(elapsed < 1)
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test("Fragments are refused once their running total passes 8 MiB (close 1009), and the memory stays bounded")
    func fragmentedFlood() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let code = try await onThread { () -> UInt16? in
            let client = try Self.greeted(port)
            defer { client.close() }
            let chunk = [UInt8](repeating: 0x41, count: 1 << 20)
            client.send(RawClient.frame(opcode: 1, fin: false, payload: chunk))
            // At most 8 more 1 MiB continuations fit; the ninth is refused from its header.
            for _ in 0..<20 {
                guard client.send(RawClient.frame(opcode: 0, fin: false, payload: chunk)) else { break }
            }
            return client.nextCloseCode()
        }
        #expect(code == 1009)
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "RFC 6455 failures close with their codes: unmasked, RSV bits, unknown opcode, long or fragmented control frames, stray continuation (1002), text that is not UTF-8 (1007); ping gets pong"
    )
    func protocolViolations() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let cases: [([UInt8], UInt16)] = [
            (RawClient.frame(masked: false, payload: Array(#"{"v":1,"type":"hello"}"#.utf8)), 1002),
            (RawClient.frame(rsv: 0b100, payload: Array("{}".utf8)), 1002),
            (RawClient.frame(rsv: 0b001, payload: Array("{}".utf8)), 1002),
            (RawClient.frame(opcode: 3, payload: []), 1002),
            (RawClient.frame(opcode: 9, payload: Array(repeating: 1, count: 126)), 1002),
            (RawClient.frame(opcode: 9, fin: false, payload: [1]), 1002),
            (RawClient.frame(opcode: 0, payload: Array("{}".utf8)), 1002),
            (
                RawClient.frame(opcode: 1, fin: false, payload: [0x7B]) + RawClient.frame(opcode: 1, payload: [0x7D]),
                1002
            ),
            (RawClient.frame(opcode: 8, payload: [0x03]), 1002),
            (RawClient.frame(payload: [0xC3, 0x28]), 1007),
        ]
        let results = try await onThread { () -> ([UInt16?], (UInt8, [UInt8])?) in
            var codes: [UInt16?] = []
            for (bytes, _) in cases {
                let client = try Self.greeted(port)
                defer { client.close() }
                client.send(bytes)
                codes.append(client.nextCloseCode())
            }
            let client = try Self.greeted(port)
            defer { client.close() }
            client.send(RawClient.frame(opcode: 9, payload: [1, 2, 3]))
            return (codes, client.nextFrame())
        }
        #expect(results.0 == cases.map(\.1))
        #expect(results.1?.0 == 0xA && results.1?.1 == [1, 2, 3])
        _ = try await inspector.wellBehavedClientIsServed()
    }

    // 256 KB in a debug build (linearity itself is checked in-process, InspectorServerPartsTests); see the
    // report for an 8 MB message in a release build.
    @Test("A 256 KB message of \\u escapes is answered within a second, and another client is served")
    func escapedJSON() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let escapes = String(repeating: #"\u0041"#, count: 256 * 1024 / 6)
        let (answer, elapsed) = try await onThread { () -> (String?, TimeInterval) in
            let client = try Self.greeted(port, timeout: 10)
            defer { client.close() }
            let start = routerMonotonicNow()
            client.send(RawClient.frame(text: #"{"v":1,"type":"hello","client":""# + escapes + #"","id":7}"#))
            return (client.nextText(), routerMonotonicNow() - start)
        }
        #expect(answer?.contains(#""type":"welcome""#) == true)
        #expect(elapsed < 1, "the escaped message took \(elapsed) s")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "A client flooding pointer messages without reading does not starve another client, is disconnected past 16 MiB of unread output, and the memory stays bounded"
    )
    func floodFromOneClient() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let flooding = Task.detached {
            try await onThread { () -> Int in
                let client = try Self.greeted(port, receiveBuffer: 4096)
                defer { client.close() }
                client.send(RawClient.frame(text: #"{"v":1,"type":"chooseScene","scene":"gestures"}"#))
                client.send(
                    RawClient.frame(
                        text:
                            #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":100,"y":100,"timestamp":1}"#
                    ))
                var sent = 0
                for index in 0..<3_000 {
                    let move =
                        #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"move","x":"#
                        + "\(100 + index % 200)"
                        + #","y":200,"timestamp":"# + "\(2 + index)}"
                    guard client.send(RawClient.frame(text: move)) else { break }
                    sent += 1
                }
                // Then exports of the whole session (about 600 kB each), still reading nothing.
                for _ in 0..<200 {
                    guard client.send(RawClient.frame(text: #"{"v":1,"type":"exportTrace"}"#)) else { break }
                    sent += 1
                }
                // Stay connected, still not reading, until the server lets go (bounded; generous, because on
                // a loaded machine the server may take a while to queue 16 MiB of answers).
                let deadline = routerMonotonicNow() + 60
                while routerMonotonicNow() < deadline,
                    !inspector.lines.contains(where: { $0.contains("disconnected 127.0.0.1:") })
                {
                    usleep(10_000)
                }
                return sent
            }
        }
        // While it floods (it never reads what the server sends back), another client is served.
        for _ in 0..<3 {
            _ = try await inspector.wellBehavedClientIsServed()
        }
        let sent = try await flooding.value
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
        _ = try await inspector.wellBehavedClientIsServed()
        // It read nothing of what it caused: past 16 MiB queued it is disconnected, and the log says so.
        #expect(sent > 0)
        #expect(
            await routerEventually(timeout: 30) {
                inspector.lines.contains {
                    $0.contains("disconnected 127.0.0.1:") && $0.contains("16 MiB of messages unread")
                }
            },
            "\(inspector.lines)")
    }
}
