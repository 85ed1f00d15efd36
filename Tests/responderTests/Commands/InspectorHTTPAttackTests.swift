import Foundation
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// docs/inspector-protocol.md 4, against the real `responder inspect`: request lines and headers are
// capped before anything parses them (docs/cli.md, "Inspector limits and security"), a stalled client
// holds only its own connection, SIGTERM stops the server within a second, and paths match exactly.
@Suite("Inspector process: long requests, stalled clients, paths")
struct InspectorHTTPAttackTests {
    @Test(
        "Two 256 KB URLs and a 64 KB header are refused at once (414, 431) while a stalled client waits; SIGTERM stops it within 1 s"
    )
    func longRequestLinesAndHeaders() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        // A client that sends half a request head and stalls: it must not hold anyone else up.
        let stalled = try RawClient(port: port)
        defer { stalled.close() }
        stalled.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8))

        let requests = [
            "GET /" + String(repeating: "a", count: 256 * 1024) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
            "GET /?" + String(repeating: "b", count: 256 * 1024) + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + String(repeating: "c", count: 64 * 1024) + "\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n" + String(repeating: "X-A: b\r\n", count: 100) + "\r\n",
        ]
        // The four at once, each on a thread of its own, timed from the threads: the test's own tasks wait for
        // the cooperative pool, which the rest of a parallel run keeps busy.
        let (answers, elapsed) = try await onThread { () -> ([String], TimeInterval) in
            let start = routerMonotonicNow()
            let answers = try RawClient.requestsAtOnce(port, requests)
            return (answers, routerMonotonicNow() - start)
        }
        #expect(answers[0].hasPrefix("HTTP/1.1 414 URI Too Long"), "\(answers[0].prefix(80))")
        #expect(answers[1].hasPrefix("HTTP/1.1 414 URI Too Long"), "\(answers[1].prefix(80))")
        #expect(answers[2].hasPrefix("HTTP/1.1 431 Request Header Fields Too Large"), "\(answers[2].prefix(80))")
        #expect(answers[3].hasPrefix("HTTP/1.1 431") && answers[3].contains("at most 64"), "\(answers[3].prefix(120))")
        #expect(elapsed < 2, "the refusals took \(elapsed) s")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")

        // The stalled client is still connected: stopping must not wait for it.
        let stopTime = await inspector.terminate()
        #expect(stopTime != nil && stopTime! < 1, "SIGTERM took \(String(describing: stopTime)) s")
    }

    @Test(
        "Paths with invalid percent-escapes get 404, routes are case-sensitive, other methods 405 (docs/inspector-protocol.md, its URLs)"
    )
    func pathsMatchExactly() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let answers = try await onThread {
            try [
                "/%zz", "/%", "/index.html%2", "/%C0%AF", "/Health", "/INDEX.HTML", "/ws/", "/inspector.JS",
                "/%69ndex.html", "/health?x=%zz",
            ]
            .map { path in try RawClient.request(port, "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n") }
                + [
                    try RawClient.request(
                        port, "POST /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n"),
                    try RawClient.request(
                        port, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello"),
                    try RawClient.request(port, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header: x\r\n\r\n"),
                ]
        }
        for answer in answers[0..<8] { #expect(answer.hasPrefix("HTTP/1.1 404 Not Found"), "\(answer.prefix(60))") }
        #expect(
            answers[8].hasPrefix("HTTP/1.1 200 OK") && answers[8].contains("data-testid=\"stage\""),
            "a valid escape decodes")
        #expect(answers[9].hasPrefix("HTTP/1.1 200 OK"), "the query does not take part in routing")
        #expect(answers[10].hasPrefix("HTTP/1.1 405") && answers[10].contains("Allow: GET, HEAD"))
        #expect(answers[11].hasPrefix("HTTP/1.1 413"))
        #expect(answers[12].hasPrefix("HTTP/1.1 400") && answers[12].contains("expected \"Name: value\""))
        _ = try await inspector.wellBehavedClientIsServed()
    }

    @Test(
        "Past the WebSocket limit an upgrade gets 503 while HTTP is still served; once a WebSocket closes, upgrades succeed again"
    )
    func connectionCap() async throws {
        // With 36 descriptors: 4 connections and 2 WebSockets at once (InspectorLimits.reservedDescriptors).
        let inspector = try await InspectorProcess(descriptorLimit: 36)
        defer { inspector.kill() }
        let port = inspector.port
        let open = try await onThread { () -> [RawClient] in
            try (0..<2).map { _ in
                let client = try RawClient(port: port)
                guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("no upgrade") }
                return client
            }
        }
        let (refused, health) = try await onThread { () -> (String, String) in
            let client = try RawClient(port: port)
            defer { client.close() }
            let refused = try client.upgrade() + String(decoding: client.readUntilClosed(), as: UTF8.self)
            return (refused, try RawClient.request(port, "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
        }
        #expect(
            refused.hasPrefix("HTTP/1.1 503 Service Unavailable") && refused.contains("at most 2 WebSocket clients"),
            "\(refused.prefix(120))")
        #expect(health.hasPrefix("HTTP/1.1 200"), "\(health.prefix(60))")
        open[0].close()
        var upgraded = false
        for _ in 0..<50 where !upgraded {
            upgraded =
                (try? await onThread { () -> String in
                    let client = try RawClient(port: port)
                    defer { client.close() }
                    return try client.upgrade()
                })?.hasPrefix("HTTP/1.1 101") == true
            if !upgraded { try await Task.sleep(nanoseconds: 20_000_000) }
        }
        #expect(upgraded)
        open[1].close()
    }
}
