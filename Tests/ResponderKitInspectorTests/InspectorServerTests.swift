import Foundation
import Testing

@testable import ResponderKitInspector

#if canImport(Glibc)
import Glibc
#endif
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite("Inspector: the real server")
struct InspectorServerTests {
    @Test func servesThePageAndTheWebSocketOnAnEphemeralLoopbackPort() async throws {
        let hub = await InspectorHub(
            configuration: .init(routerSocketPath: "/nonexistent/inspector-test.sock", drivesTime: false))
        let server = try InspectorServer(host: "127.0.0.1", port: 0, hub: hub)
        try server.start()
        defer { server.stop() }
        let port = try #require(server.port)
        let base = "http://127.0.0.1:\(port)"

        let (page, response) = try await URLSession.shared.data(from: URL(string: base + "/")!)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        let html = String(decoding: page, as: UTF8.self)
        #expect(html.contains("data-testid=\"stage\"") && html.contains("/inspector.js"))
        let (script, _) = try await URLSession.shared.data(from: URL(string: base + "/inspector.js")!)
        #expect(String(decoding: script, as: UTF8.self).contains("new WebSocket"))
        let (_, missing) = try await URLSession.shared.data(from: URL(string: base + "/missing")!)
        #expect((missing as? HTTPURLResponse)?.statusCode == 404)

        // Two WebSocket clients on one scene: the second sees the first one's touch. (FoundationNetworking's
        // URLSession has no WebSocket support on Linux: a minimal client over a socket.) The blocking client
        // runs on a thread of its own: blocking a thread of Swift's cooperative pool (two threads on two cores)
        // could starve the server under a loaded parallel test run.
        try await onOwnThread {
            let a = try TestWebSocket(port: port), b = try TestWebSocket(port: port)
            defer { a.close(); b.close() }
            // RFC 6455 4.2.2 and its sample key (1.3).
            #expect(a.handshake.contains("Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=\r\n"), "\(a.handshake)")
            for socket in [a, b] {
                try socket.send(#"{"v":1,"type":"hello"}"#)
                #expect(try socket.next(type: "welcome") != nil)
                try socket.send(#"{"v":1,"type":"chooseScene","scene":"tutorial"}"#)
                #expect(try socket.next(type: "scene") != nil)
            }
            try a.send(
                #"{"v":1,"type":"pointer","pointerId":1,"pointerType":"touch","phase":"down","x":130,"y":290,"timestamp":10}"#
            )
            #expect(try b.next(type: "touch")?["touch"]?["hitView"] == "yellow")
            try b.send("garbage")
            #expect(try b.next(type: "error")?["code"] == "bad-message")
        }
    }
}

/// Runs blocking work on a new thread and resumes with its result (or error).
private func onOwnThread(_ work: @escaping @Sendable () throws -> Void) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        Thread.detachNewThread {
            do { try work(); continuation.resume() } catch { continuation.resume(throwing: error) }
        }
    }
}

/// A minimal blocking WebSocket client for the test: text frames only, 20 s read timeout (a loaded
/// sanitizer run can be slow; a passing run never waits that long).
final class TestWebSocket: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { var description: String }
    private let fd: Int32
    /// The server's answer to the upgrade: its status line and headers.
    private(set) var handshake = ""

    init(port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect failed") }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        try write(
            Array(
                "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    .utf8)
                + Array("Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n".utf8))
        var head: [UInt8] = []
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) { head += try read(1) }
        handshake = String(decoding: head, as: UTF8.self)
        guard handshake.hasPrefix("HTTP/1.1 101") else { throw Failure(description: "no upgrade: \(handshake)") }
    }

    func close() { _ = Glibc.close(fd) }

    func send(_ text: String) throws {
        let payload = Array(text.utf8)
        var frame: [UInt8] = [0x81]
        if payload.count < 126 {
            frame.append(0x80 | UInt8(payload.count))
        } else {
            frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [1, 2, 3, 4]
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try write(frame)
    }

    /// The next text message of a type (skipping others), or nil after 50 messages.
    func next(type: String) throws -> InspectorJSON? {
        for _ in 0..<50 {
            let header = try read(2)
            var length = Int(header[1] & 0x7F)
            if length == 126 {
                let ext = try read(2); length = Int(ext[0]) << 8 | Int(ext[1])
            } else if length == 127 {
                length = try read(8).reduce(0) { $0 << 8 | Int($1) }
            }
            let payload = try read(length)
            guard header[0] & 0x0F == 1 || header[0] & 0x0F == 0,
                let json = InspectorJSON.parse(String(decoding: payload, as: UTF8.self))
            else { continue }
            if json["type"]?.stringValue == type { return json }
        }
        return nil
    }

    private func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard written > 0 else { throw Failure(description: "write failed") }
            offset += written
        }
    }

    private func read(_ count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            let got = bytes[offset...].withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard got > 0 else { throw Failure(description: "read failed or timed out") }
            offset += got
        }
        return bytes
    }
}
