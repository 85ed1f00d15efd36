import Foundation
import ResponderKitTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

// Against the real `responder inspect`: clients that trickle or idle lock nobody out (docs/cli.md,
// "Inspector limits and security"). A request head must be whole within 10 s of connecting however it
// trickles, an idle WebSocket is pinged and closed when it does not answer, and when every connection is
// taken the oldest still sending its head makes room; running out of descriptors does not spin.
@Suite("Inspector process: deadlines and connection limits")
struct InspectorDeadlineAttackTests {
    /// Connects `count` clients that each send a request head one byte at a time, every `interval`.
    private final class Tricklers: @unchecked Sendable {
        // @unchecked: `clients` is set before the thread starts; `stopped` is only read by it.
        let clients: [RawClient]
        private let lock = NSLock()
        private var stopped = false
        private let done = DispatchSemaphore(value: 0)

        init(port: UInt16, count: Int, interval: TimeInterval) throws {
            clients = try (0..<count).map { _ in try RawClient(port: port, timeout: 1) }
            let head = Array("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".utf8)
            let clients = self.clients
            Thread.detachNewThread { [self] in
                var index = 0
                while !isStopped {
                    for client in clients { client.send([head[index % head.count]]) }
                    index += 1
                    usleep(useconds_t(interval * 1_000_000))
                }
                done.signal()
            }
        }

        private var isStopped: Bool { lock.withLock { stopped } }

        func stop() {
            lock.withLock { stopped = true }
            done.wait()
            clients.forEach { $0.close() }
        }
    }

    @Test(
        "40 request heads trickled a byte every 0.5 s keep no one out and are answered 408 and closed 10 s after connecting"
    )
    func slowlorisHeads() async throws {
        let inspector = try await InspectorProcess(["--require-token"])
        defer { inspector.kill() }
        let start = routerMonotonicNow()
        let tricklers = try Tricklers(port: inspector.port, count: 40, interval: 0.5)
        defer { tricklers.stop() }
        // More trickling heads than the old 32 connections: a well-behaved client, token and all, is served.
        try await Task.sleep(nanoseconds: 1_500_000_000)
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
        // The deadline is absolute: every trickler is closed 10 s after it connected, though it never stops
        // sending (a timer that restarted with each byte would never fire). 20 s leaves a margin for a loaded
        // machine.
        let clients = tricklers.clients
        let closed = try await onThread { () -> Int in
            clients.filter { $0.closedByServer(within: max(0.1, start + 20 - routerMonotonicNow())) }.count
        }
        #expect(closed == 40, "\(closed) of 40 trickling heads closed within 20 s")
        #expect(
            inspector.lines.contains { $0.contains("408 no whole request head within 10 s") },
            "\(inspector.lines.suffix(3))")
        _ = try await inspector.wellBehavedClientIsServed()
    }

    @Test(
        "10 clients refused (414) that go on trickling a byte every 0.2 s are closed once the 1 s of discarding is over"
    )
    func tricklingAfterARefusal() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let (heads, elapsed) = try await onThread { () -> ([String], TimeInterval) in
            let clients = try (0..<10).map { _ in try RawClient(port: port, timeout: 10) }
            defer { clients.forEach { $0.close() } }
            for client in clients { client.send(Array(("GET /" + String(repeating: "a", count: 5000)).utf8)) }
            let heads = clients.map { $0.readHead() }
            // From the last reply on, each goes on sending a byte every 0.2 s until the server closes it; the
            // rest of a refused request is read and discarded for 1 s at most from the reply, however it trickles.
            let replied = routerMonotonicNow()
            var open = clients
            while !open.isEmpty, routerMonotonicNow() - replied < 8 {
                open = open.filter { $0.send([0x61]) }
                usleep(200_000)
            }
            return (heads, open.isEmpty ? routerMonotonicNow() - replied : .infinity)
        }
        #expect(heads.allSatisfy { $0.hasPrefix("HTTP/1.1 414") }, "\(heads.map { $0.prefix(20) })")
        // 1 s of discarding, the close noticed at the second send after it, and a margin for a loaded machine.
        #expect(elapsed < 6, "the refused clients were closed \(elapsed) s after their replies")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "40 idle WebSockets keep no one out; one that answers no ping is closed with 1001, one that answers stays"
    )
    func idleWebSockets() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        let idle = try await onThread { () -> [RawClient] in
            try (0..<40).map { _ in
                let client = try RawClient(port: port, timeout: 25)
                guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { throw InspectorTestFailure("no upgrade") }
                return client
            }
        }
        defer { idle.forEach { $0.close() } }
        _ = try await inspector.wellBehavedClientIsServed()
        // One client answers pings with pongs (as browsers do); the others answer nothing.
        let answering = Task.detached {
            try await onThread { () -> Bool in
                let client = try RawClient(port: port, timeout: 25)
                defer { client.close() }
                guard try client.upgrade().hasPrefix("HTTP/1.1 101") else { return false }
                let deadline = routerMonotonicNow() + 22
                var pings = 0
                while routerMonotonicNow() < deadline,
                    let frame = client.nextFrame(within: deadline - routerMonotonicNow())
                {
                    guard frame.opcode == 9 else { return false }
                    pings += 1
                    client.send(RawClient.frame(opcode: 10, payload: frame.payload))
                }
                // Still open after two ping intervals: it is served.
                client.send(RawClient.frame(text: #"{"v":1,"type":"hello"}"#))
                return pings >= 1 && client.nextText()?.contains("welcome") == true
            }
        }
        let first = idle[0]
        let (ping, close) = try await onThread { () -> (UInt8?, UInt16?) in
            (first.nextFrame()?.opcode, first.nextCloseCode())
        }
        #expect(ping == 9, "the idle client was pinged")
        #expect(close == 1001, "then closed with 1001")
        #expect(try await answering.value, "a client that answers pings stays open")
        let closedAll = try await onThread { idle.dropFirst().allSatisfy { $0.closedByServer(within: 3) } }
        #expect(closedAll)
        #expect(inspector.lines.contains { $0.contains("with 1001: no frame and no answer to a ping") })
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "With 36 descriptors, 100 idle connections: the oldest make room (408), a client is served, the server does not spin"
    )
    func connectionLimitAndDescriptors() async throws {
        let inspector = try await InspectorProcess(descriptorLimit: 36)
        defer { inspector.kill() }
        let port = inspector.port
        let idle = try await onThread { () -> [RawClient] in
            var clients: [RawClient] = []
            for _ in 0..<100 { if let client = try? RawClient(port: port, timeout: 1) { clients.append(client) } }
            return clients
        }
        defer { idle.forEach { $0.close() } }
        let cpuBefore = inspector.cpuSeconds
        let start = routerMonotonicNow()
        _ = try await inspector.wellBehavedClientIsServed()
        try await Task.sleep(nanoseconds: 1_000_000_000)
        let cpu = (inspector.cpuSeconds - cpuBefore) / (routerMonotonicNow() - start)
        #expect(cpu < 0.5, "the server used \(cpu) of a processor while 100 clients idled")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(
            inspector.lines.contains {
                $0.contains("408 no whole request head yet when the connection limit (4) was reached")
            },
            "\(inspector.lines.suffix(3))")
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }

    @Test(
        "Out of descriptors with 40 connections waiting: accepting backs off instead of spinning, and resumes once they leave"
    )
    func outOfDescriptors() async throws {
        let inspector = try await InspectorProcess()
        defer { inspector.kill() }
        let port = inspector.port
        // Three descriptors free: far fewer than the connections it means to serve.
        try inspector.limitDescriptors(free: 3)
        let waiting = try await onThread { try (0..<40).map { _ in try RawClient(port: port, timeout: 1) } }
        #expect(
            await routerEventually(timeout: 10) {
                inspector.lines.contains { $0.contains("cannot accept connections") }
            },
            "\(inspector.lines.suffix(3))")
        let cpuBefore = inspector.cpuSeconds
        let start = routerMonotonicNow()
        try await Task.sleep(nanoseconds: 2_000_000_000)
        let cpu = (inspector.cpuSeconds - cpuBefore) / (routerMonotonicNow() - start)
        #expect(cpu < 0.3, "the server used \(cpu) of a processor while it could not accept")
        // They leave: each one accepted is closed at its end of file, and accepting works again.
        waiting.forEach { $0.close() }
        #expect(
            await routerEventually(timeout: 20) {
                inspector.lines.contains { $0.contains("accepting connections again") }
            },
            "\(inspector.lines.suffix(3))")
        _ = try await inspector.wellBehavedClientIsServed()
        #expect(inspector.residentKB < inspectorResidentBoundKB, "resident \(inspector.residentKB) kB")
    }
}
