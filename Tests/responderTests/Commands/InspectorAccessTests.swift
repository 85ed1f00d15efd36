import Foundation
import ResponderKitTestSupport
import Testing

@testable import ResponderKitInspector

#if canImport(Glibc)
import Glibc
#endif

// docs/inspector-protocol.md 4, against the real `responder inspect`: WebSocket upgrades only from the
// page's own origin, requests only for loopback names (DNS rebinding), options to allow others, and the
// access token (docs/cli.md, "Inspector limits and security").
@Suite("Inspector process: who may connect")
struct InspectorAccessTests {
    @Test("Cross-origin, null-origin and DNS-rebinding upgrades get 403; the page's own origin gets 101")
    func crossOriginAndRebinding() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let answers = try await onThread { () -> [String] in
            func upgrade(host: String?, origin: String?) throws -> String {
                let client = try RawClient(port: port)
                defer { client.close() }
                return try client.upgrade(host: host, headers: origin.map { ["Origin: \($0)"] } ?? [])
            }
            let page = try RawClient(port: port)
            defer { page.close() }
            page.send(Array("GET / HTTP/1.1\r\nHost: rebind.example:\(port)\r\n\r\n".utf8))
            return [
                try upgrade(host: nil, origin: "http://evil.example"),
                try upgrade(host: "rebind.example:\(port)", origin: "http://rebind.example:\(port)"),
                try upgrade(host: nil, origin: "null"),
                try upgrade(host: nil, origin: "http://127.0.0.1:\(port + 1)"),
                String(decoding: page.readUntilClosed(), as: UTF8.self),
                try upgrade(host: nil, origin: "http://127.0.0.1:\(port)"),
                try upgrade(host: "localhost:\(port)", origin: "http://localhost:\(port)"),
                try upgrade(host: "[::1]:\(port)", origin: "http://[::1]:\(port)"),
                try upgrade(host: nil, origin: nil),
            ]
        }
        for answer in answers[0..<5] { #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"), "\(answer.prefix(60))") }
        for answer in answers[5...] { #expect(answer.hasPrefix("HTTP/1.1 101"), "\(answer.prefix(60))") }
        _ = try await inspector.wellBehavedClientIsServed()
        // Each refusal is logged with the peer and the cause.
        #expect(
            await routerEventually {
                inspector.lines.contains {
                    $0.hasPrefix("refused 127.0.0.1:") && $0.contains("403 GET \"/ws\"")
                        && $0.contains("not from \"http://evil.example\"")
                }
            },
            "\(inspector.lines)")
        #expect(inspector.lines.contains { $0.contains("not the host \"rebind.example\"") })
    }

    @Test("--allow-origin and --allow-host accept the named origin and host name, and no other")
    func allowOptions() async throws {
        let inspector = try await InspectorProcess([
            "--allow-origin", "http://tool.example:9000", "--allow-host", "dev.example",
        ])
        defer { inspector.kill() }
        let port = inspector.port
        let answers = try await onThread { () -> [String] in
            func upgrade(host: String?, origin: String) throws -> String {
                let client = try RawClient(port: port)
                defer { client.close() }
                return try client.upgrade(host: host, headers: ["Origin: \(origin)"])
            }
            return [
                try upgrade(host: nil, origin: "http://tool.example:9000"),
                try upgrade(host: "dev.example:\(port)", origin: "http://dev.example:\(port)"),
                try upgrade(host: nil, origin: "http://tool.example:9001"),
                try upgrade(host: "other.example:\(port)", origin: "http://other.example:\(port)"),
            ]
        }
        #expect(answers[0].hasPrefix("HTTP/1.1 101") && answers[1].hasPrefix("HTTP/1.1 101"))
        #expect(answers[2].hasPrefix("HTTP/1.1 403") && answers[3].hasPrefix("HTTP/1.1 403"))
    }

    @Test(
        "With a token (--require-token; always off loopback) every request but /health needs it, as ?token= or the page's cookie"
    )
    func accessToken() async throws {
        let inspector = try await InspectorProcess(["--require-token"])
        defer { inspector.kill() }
        let port = inspector.port
        let token = try #require(inspector.token)
        #expect(token.count == 32 && token.allSatisfy(\.isHexDigit))
        let answers = try await onThread { () -> [String] in
            func get(_ path: String, _ headers: String = "") throws -> String {
                let client = try RawClient(port: port)
                defer { client.close() }
                client.send(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(headers)\r\n".utf8))
                return String(decoding: client.readUntilClosed(), as: UTF8.self)
            }
            func upgrade(_ headers: [String], path: String = "/ws") throws -> String {
                let client = try RawClient(port: port)
                defer { client.close() }
                return try client.upgrade(headers: headers, path: path)
            }
            let cookie = "Cookie: \(InspectorAccess.cookieName)=\(token)"
            return [
                try get("/"), try get("/?token=0123"),
                try get("/inspector.js", "Cookie: \(InspectorAccess.cookieName)=nope\r\n"),
                try upgrade([]),
                try get("/?token=\(token)"), try get("/inspector.js", cookie + "\r\n"), try get("/health"),
                try upgrade([cookie, "Origin: http://127.0.0.1:\(port)"]), try upgrade([], path: "/ws?token=\(token)"),
            ]
        }
        for answer in answers[0..<3] {
            #expect(answer.hasPrefix("HTTP/1.1 403") && answer.contains("access token"), "\(answer.prefix(60))")
        }
        #expect(answers[3].hasPrefix("HTTP/1.1 403"), "\(answers[3].prefix(60))")
        #expect(
            answers[4].hasPrefix("HTTP/1.1 200")
                && answers[4].contains(
                    "Set-Cookie: \(InspectorAccess.cookieName)=\(token); Path=/; HttpOnly; SameSite=Strict")
        )
        for answer in answers[5...] {
            #expect(answer.hasPrefix("HTTP/1.1 200") || answer.hasPrefix("HTTP/1.1 101"), "\(answer.prefix(60))")
        }
        _ = try await inspector.wellBehavedClientIsServed()
    }

    @Test("Loopback addresses need no token; any other address does (InspectorAccess.isLoopback)")
    func loopbackAddresses() {
        for host in ["127.0.0.1", "127.1.2.3", "::1", "localhost", "LOCALHOST"] {
            #expect(InspectorAccess.isLoopback(host), "\(host)")
        }
        for host in ["0.0.0.0", "::", "192.168.1.2", "10.0.0.1", "128.0.0.1", "example.com"] {
            #expect(!InspectorAccess.isLoopback(host), "\(host)")
        }
    }

    @Test("Host headers: loopback names, the bound address, any address on a wildcard bind; names only when allowed")
    func hostHeaders() {
        let access = InspectorAccess(allowedHosts: ["Dev.Example"])
        #expect(access.hostRefusal("127.0.0.1:8080", boundHost: "127.0.0.1") == nil)
        #expect(access.hostRefusal("localhost", boundHost: "127.0.0.1") == nil)
        #expect(access.hostRefusal("[::1]:80", boundHost: "127.0.0.1") == nil)
        #expect(access.hostRefusal("dev.example:1", boundHost: "127.0.0.1") == nil)
        #expect(access.hostRefusal("192.168.1.9:8080", boundHost: "0.0.0.0") == nil)
        #expect(access.hostRefusal("192.168.1.9:8080", boundHost: "192.168.1.9") == nil)
        #expect(access.hostRefusal("192.168.1.9:8080", boundHost: "127.0.0.1") != nil)
        #expect(
            access.hostRefusal("attacker.example:8080", boundHost: "0.0.0.0")?.contains("--allow-host attacker.example")
                == true)
        #expect(access.hostRefusal(nil, boundHost: "127.0.0.1") == "expected a Host header, found none")
        #expect(access.hostRefusal("a:b:c", boundHost: "127.0.0.1") != nil)
    }
}
