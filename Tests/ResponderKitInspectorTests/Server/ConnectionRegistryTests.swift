import NIOCore
import NIOEmbedded
import Testing

@testable import ResponderKitInspector

// The connection limits (docs/cli.md, "Inspector limits and security"): when every connection is taken, a
// new one closes the oldest still sending its request head; when none is, it is refused; WebSockets have a
// limit of their own.
@Suite("Inspector: the connection registry")
struct ConnectionRegistryTests {
    @Test(
        "Past its capacity a new connection replaces the oldest still sending its head; with none left, it is refused")
    func admission() {
        let registry = ConnectionRegistry(capacity: 4)
        let channels = (0..<7).map { _ in EmbeddedChannel() }
        for channel in channels[0..<4] {
            guard case .admitted = registry.admit(channel) else { Issue.record("not admitted"); return }
        }
        registry.answered(channels[0])
        // The oldest with its head still coming is the second.
        guard case .replacing(let first) = registry.admit(channels[4]) else { Issue.record("no replacement"); return }
        #expect(first === channels[1])
        #expect(registry.openWebSocket(channels[2]) && registry.openWebSocket(channels[3]))
        registry.answered(channels[4])
        // Every connection is past its head: refused.
        guard case .full = registry.admit(channels[5]) else { Issue.record("admitted past the capacity"); return }
        #expect(registry.count == 4)
        registry.remove(channels[0])
        guard case .admitted = registry.admit(channels[6]) else { Issue.record("not admitted after a close"); return }
    }

    @Test(
        "WebSockets: at most half the connections, at most InspectorLimits.maximumWebSockets; a closed one frees its place"
    )
    func webSocketLimit() {
        #expect(ConnectionRegistry(capacity: 4).webSocketCapacity == 2)
        #expect(ConnectionRegistry(capacity: 512).webSocketCapacity == InspectorLimits.maximumWebSockets)
        let registry = ConnectionRegistry(capacity: 4)
        let channels = (0..<3).map { _ in EmbeddedChannel() }
        for channel in channels { _ = registry.admit(channel) }
        #expect(registry.openWebSocket(channels[0]) && registry.openWebSocket(channels[1]))
        #expect(!registry.openWebSocket(channels[2]))
        registry.remove(channels[0])
        #expect(registry.openWebSocket(channels[2]))
    }

    @Test("The capacity follows the descriptor limit, less the reserve, and is at most maximumConnections")
    func capacity() {
        let capacity = ConnectionRegistry.defaultCapacity()
        #expect(capacity >= 4 && capacity <= InspectorLimits.maximumConnections)
    }
}
