import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOWebSocket

/// What the server makes of raw bytes, without a socket or a hub: the fuzz target (`fuzz-inspector`) and
/// tests feed them through the server's own pipeline (its handlers, NIO's parser and frame decoder among
/// them) on an embedded channel, whose clock only moves when told. Nothing here traps on any input.
public enum InspectorWire {
    /// The status the server answers a request with (`101` for a valid WebSocket upgrade), reading the
    /// head from `bytes` exactly as from a connection (limits, Host, token, route, Origin, handshake).
    /// `408` when the bytes end before the head does (a client that stalls: the head's deadline passes).
    public static func status(
        forRequest bytes: [UInt8], access: InspectorAccess = InspectorAccess(),
        boundHost: String = "127.0.0.1"
    ) -> Int {
        let wire = Wire(access: access, boundHost: boundHost)
        defer { wire.finish() }
        wire.send(bytes)
        if wire.reply.isEmpty {
            wire.channel.embeddedEventLoop.advanceTime(by: .seconds(Int64(InspectorLimits.requestHeadTimeout)))
        }
        return wire.status ?? 0
    }

    /// Reads client WebSocket frames from `bytes` after a valid upgrade: the text messages (binary ones as
    /// nil), and the close code the server fails the connection with (1002, 1007, 1009), or the client's
    /// close code it echoes, or nil when the bytes simply end.
    public static func messages(inClientFrames bytes: [UInt8]) -> (messages: [String?], closeCode: UInt16?) {
        let wire = Wire(access: InspectorAccess(), boundHost: "127.0.0.1")
        defer { wire.finish() }
        wire.send(
            Array(
                ("GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                    + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").utf8))
        guard wire.status == 101 else { return ([], nil) }
        wire.send(bytes)
        return (wire.sink.messages.map { if case .text(let text) = $0 { text } else { nil } }, wire.sink.closeCode)
    }
}

/// One embedded connection through the server's pipeline.
private final class Wire {
    let channel = EmbeddedChannel()
    let sink = ListSink()
    var reply: [UInt8] = []

    init(access: InspectorAccess, boundHost: String) {
        let registry = ConnectionRegistry(capacity: 4)
        let server = InspectorServerContext(access: access, boundHost: boundHost, log: { _ in }, registry: registry)
        let connection = InspectorConnection(peer: "wire", server: server)
        _ = registry.admit(channel)
        let sink = self.sink
        try? InspectorPipeline.configure(channel, connection: connection) { _, _ in sink }
        _ = try? channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    }

    /// Feeds bytes and runs what they caused; keeps what the server wrote.
    func send(_ bytes: [UInt8]) {
        _ = try? channel.writeInbound(ByteBuffer(bytes: bytes))
        channel.embeddedEventLoop.run()
        while let buffer = try? channel.readOutbound(as: ByteBuffer.self) {
            if reply.count < 64 { reply += buffer.readableBytesView.prefix(64 - reply.count) }
        }
    }

    /// The status code of the reply's first line (`HTTP/1.1 404 …`).
    var status: Int? {
        channel.embeddedEventLoop.run()
        while let buffer = try? channel.readOutbound(as: ByteBuffer.self) {
            if reply.count < 64 { reply += buffer.readableBytesView.prefix(64 - reply.count) }
        }
        guard reply.count >= 12 else { return nil }
        return Int(String(decoding: reply[9..<12], as: UTF8.self))
    }

    func finish() {
        _ = try? channel.finish(acceptAlreadyClosed: true)
    }
}

/// Keeps the messages of an embedded WebSocket, handling each at once.
private final class ListSink: WebSocketMessageSink, @unchecked Sendable {
    // @unchecked: used on the embedded channel's thread only.
    var messages: [WebSocketMessage] = []
    var closeCode: UInt16?

    func receive(_ message: WebSocketMessage, done: @escaping @Sendable () -> Void) {
        messages.append(message)
        done()
    }

    func closing(code: UInt16) { closeCode = code }
    func closed() {}
}
