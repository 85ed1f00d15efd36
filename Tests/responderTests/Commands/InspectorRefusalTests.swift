import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKitInspector

#if canImport(Glibc)
import Glibc
#endif

// Against the real `responder inspect`: how requests and closes are refused and logged (docs/cli.md,
// "Inspector limits and security"; docs/inspector-protocol.md 4). The log never shows the access token;
// a second Content-Length is refused; the request line may be exactly 4 KiB; a close frame's code is
// echoed when RFC 6455 allows a peer to send it (7.4.1, 7.4.2) and fails the connection with 1002 when not.
@Suite("Inspector process: refusals, their log lines and close codes")
struct InspectorRefusalTests {
    private static func upgrade(_ port: UInt16, headers: [String], path: String) throws -> String {
        let client = try RawClient(port: port)
        defer { client.close() }
        return try client.upgrade(headers: headers, path: path)
    }

    @Test("Refused requests carrying the right token are logged without it, in the query or the cookie")
    func tokenNeverLogged() async throws {
        let inspector = try await InspectorProcess(["--require-token"])
        defer { inspector.kill() }
        let port = inspector.port
        let token = try #require(inspector.token)
        let cookie = "Cookie: \(InspectorAccess.cookieName)=\(token)"
        let answers = try await onThread { () -> [String] in
            [
                try RawClient.request(port, "POST /?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
                try RawClient.request(port, "GET /health?a=1&token=\(token) HTTP/1.1\r\nHost: evil.example\r\n\r\n"),
                try RawClient.request(port, "DELETE /inspector.js HTTP/1.1\r\nHost: 127.0.0.1\r\n\(cookie)\r\n\r\n"),
                try Self.upgrade(port, headers: ["Origin: http://evil.example"], path: "/ws?token=\(token)"),
            ]
        }
        #expect(
            answers.map { String($0.prefix(12)) } == ["HTTP/1.1 405", "HTTP/1.1 403", "HTTP/1.1 405", "HTTP/1.1 403"])
        #expect(await routerEventually(timeout: 10) { inspector.lines.filter { $0.hasPrefix("refused") }.count >= 4 })
        let refusals = inspector.lines.filter { $0.hasPrefix("refused") }
        #expect(refusals.contains { $0.contains("token=…") }, "\(refusals)")
        // The URL printed at start holds the token; no other line does.
        #expect(inspector.lines.filter { $0.contains(token) }.count == 1, "\(inspector.lines)")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "Two Content-Length headers are refused (400), equal or not; a request line of exactly 4 KiB is served, one byte more is 414"
    )
    func headEdges() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        // `GET /?q=… HTTP/1.1`: 4,096 bytes without its CRLF.
        let filler = String(
            repeating: "a", count: InspectorLimits.maximumRequestLineBytes - "GET /?q= HTTP/1.1".utf8.count)
        let answers = try await onThread { () -> [String] in
            [
                try RawClient.request(
                    port, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n"),
                try RawClient.request(
                    port,
                    "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\nhello"),
                try RawClient.request(port, "GET /?q=\(filler) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
                try RawClient.request(port, "GET /?q=\(filler)b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
            ]
        }
        #expect(
            answers[0].hasPrefix("HTTP/1.1 400") && answers[0].contains("Content-Length"), "\(answers[0].prefix(120))")
        #expect(
            answers[1].hasPrefix("HTTP/1.1 400") && answers[1].contains("Content-Length"), "\(answers[1].prefix(120))")
        #expect(answers[2].hasPrefix("HTTP/1.1 200"), "\(answers[2].prefix(60))")
        #expect(answers[3].hasPrefix("HTTP/1.1 414") && answers[3].contains("4097 bytes"), "\(answers[3].prefix(120))")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "A close frame's code is echoed when a peer may send it (1000, 1001, 1011, 1014, 3000, 4999; none: 1000); any other fails with 1002 (RFC 6455 7.4)"
    )
    func closeCodes() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let cases: [(sent: UInt16?, answer: UInt16)] = [
            (nil, 1000), (1000, 1000), (1001, 1001), (1011, 1011), (1012, 1012), (1014, 1014), (3000, 3000),
            (4999, 4999),
            (0, 1002), (999, 1002), (1004, 1002), (1005, 1002), (1006, 1002), (1015, 1002), (1016, 1002), (2999, 1002),
            (5000, 1002),
        ]
        let answers = try await onThread { () -> [UInt16?] in
            try cases.map { sent, _ in
                let client = try RawClient(port: port)
                defer { client.close() }
                guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { return nil }
                let payload = sent.map { [UInt8($0 >> 8), UInt8($0 & 0xFF)] + Array("bye".utf8) } ?? []
                client.send(RawClient.frame(opcode: 8, payload: payload))
                return client.nextCloseCode()
            }
        }
        #expect(answers == cases.map(\.answer))
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }
}
