import Foundation
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// The handlers of one connection, for the real server and for ``InspectorWire`` alike:
/// ``ConnectionGuard``, NIO's HTTP/1 encoder and parser (bounded by ``InspectorLimits/maximumRequestHeadBytes``
/// and ``InspectorLimits/maximumHeaderCount``), NIO's upgrader for `/ws` (which answers the handshake), and
/// ``InspectorHTTPHandler`` for everything else. An upgraded connection gets NIO's frame decoder (each
/// frame's length checked from its header against ``InspectorLimits/maximumMessageBytes``),
/// ``WebSocketFrameCheck``, an idle timer (any frame is activity, a fragment included), NIO's aggregator
/// (a message's fragments, their running total checked) and ``InspectorWebSocketHandler``.
enum InspectorPipeline {
    /// The most fragments one message may come in.
    static let maximumFragments = 4096

    /// Adds the handlers to a new connection's pipeline. `sink` makes the receiver of an upgraded
    /// connection's messages.
    static func configure(
        _ channel: Channel, connection: InspectorConnection,
        sink: @escaping @Sendable (Channel, ClientOutput) -> WebSocketMessageSink
    ) throws {
        let server = connection.server
        let loopBound = NIOLoopBound(connection, eventLoop: channel.eventLoop)
        let upgrader = NIOWebSocketServerUpgrader(
            maxFrameSize: InspectorLimits.maximumMessageBytes, automaticErrorHandling: false,
            shouldUpgrade: { channel, head in
                let connection = loopBound.value
                guard case .upgrade = InspectorReply.answer(head, access: server.access, boundHost: server.boundHost)
                else { return channel.eventLoop.makeSucceededFuture(nil) }
                guard server.registry.openWebSocket(channel) else {
                    connection.declinedUpgrade = .text(
                        .serviceUnavailable,
                        "the inspector serves at most \(server.registry.webSocketCapacity) WebSocket clients at once")
                    return channel.eventLoop.makeSucceededFuture(nil)
                }
                connection.phase = .webSocket
                return channel.eventLoop.makeSucceededFuture(HTTPHeaders())
            },
            upgradePipelineHandler: { channel, _ in
                channel.eventLoop.makeCompletedFuture {
                    let connection = loopBound.value
                    let pipeline = channel.pipeline.syncOperations
                    _ = try pipeline.removeHandler(pipeline.handler(type: InspectorHTTPHandler.self))
                    let output = ClientOutput(channel: channel, gate: server.gate)
                    try pipeline.addHandlers([
                        WebSocketFrameCheck(),
                        IdleStateHandler(
                            readTimeout: .milliseconds(Int64(InspectorLimits.webSocketPingInterval * 1000))),
                        NIOWebSocketFrameAggregator(
                            minNonFinalFragmentSize: 0, maxAccumulatedFrameCount: maximumFragments,
                            maxAccumulatedFrameSize: InspectorLimits.maximumMessageBytes),
                        InspectorWebSocketHandler(
                            sink: sink(channel, output), peer: connection.peer, log: server.log, gate: server.gate),
                    ])
                }
            })
        var limits = NIOHTTPDecoderLimitConfiguration()
        limits.maxHeaderListSize = InspectorLimits.maximumRequestHeadBytes
        limits.maxHeaderFieldSize = InspectorLimits.maximumRequestHeadBytes
        limits.maxHeaderFieldCount = InspectorLimits.maximumHeaderCount
        let pipeline = channel.pipeline.syncOperations
        try pipeline.addHandler(ConnectionGuard(connection: connection))
        try pipeline.configureHTTPServerPipeline(
            withPipeliningAssistance: false, withServerUpgrade: (upgraders: [upgrader], completionHandler: { _ in }),
            withErrorHandling: false, withEncoderConfiguration: .init(), withDecoderLimitConfiguration: limits)
        try pipeline.addHandler(InspectorHTTPHandler(connection: connection))
    }
}

/// A WebSocket client of the hub: its messages go to the hub on the main actor, one at a time, and the
/// hub's go to its ``ClientOutput``.
final class HubClient: WebSocketMessageSink, @unchecked Sendable {
    // @unchecked: the stored properties are immutable; `registered` is a task.
    private let hub: InspectorHub
    private let output: ClientOutput
    private let peer: String
    private let log: @Sendable (String) -> Void
    private let registered: Task<Int, Never>

    init(hub: InspectorHub, output: ClientOutput, peer: String, log: @escaping @Sendable (String) -> Void) {
        self.hub = hub
        self.output = output
        self.peer = peer
        self.log = log
        registered = Task { @MainActor in
            let id = hub.connect(
                send: { output.send($0) }, backlog: { output.backlog }, requestDrain: { output.requestDrain() })
            output.setDrainHandler { Task { @MainActor in hub.outputDrained(id) } }
            return id
        }
    }

    func receive(_ message: WebSocketMessage, done: @escaping @Sendable () -> Void) {
        let (hub, registered) = (hub, registered)
        Task {
            let id = await registered.value
            await MainActor.run {
                switch message {
                case .text(let text): hub.receive(text, from: id)
                case .binary: hub.receiveBinary(from: id)
                }
            }
            done()
        }
    }

    func closing(code: UInt16) {}

    func closed() {
        let (hub, registered) = (hub, registered)
        Task {
            let id = await registered.value
            await MainActor.run { hub.disconnect(id) }
        }
        if let unread = output.overflow {
            log(
                "disconnected \(peer): it left \(Self.mebibytes(unread)) of messages unread, and the next would have "
                    + "made more than \(InspectorLimits.maximumQueuedOutputBytes / 1_048_576) MiB of messages unread"
            )
        }
    }

    private static func mebibytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }
}
