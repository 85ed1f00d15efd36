import Foundation
import ResponderKit
import ResponderKitRouter
import Testing

// Behaviour 16.11: drags between applications through the router, in process (deterministic): the codec of
// the `drag` message (type 9, protocol version 2; docs/ipc-protocol.md, section 3.9) and the router's carrying
// of a drag from a source application to a target application.

private let snapshot = DragSessionSnapshot(
    identifier: DragSessionIdentifier(rawValue: 7), items: [[TypeIdentifiers.utf8PlainText], ["public.png", "x ✨"]],
    screenLocation: CGPoint(x: 250.5, y: -3), allowsMoveOperation: false, isRestrictedToDraggingApplication: true)
private let session = DragSessionIdentifier(rawValue: UInt64.max)

private let everyDragMessage: [RemoteDragMessage] = [
    .sourceMoved(snapshot),
    .sourceEnded(session, dropped: true),
    .over(source: 4_000_000_000, snapshot),
    .exited(source: 1, session),
    .ended(source: 2, session),
    .drop(source: 3, session),
    .proposal(peer: 9, session, .forbidden),
    .outcome(peer: 9, session, operation: .move, transferFinished: true),
    .loadRequest(peer: 2, session, request: 77, item: 63, typeIdentifier: TypeIdentifiers.utf8PlainText),
    .loadResponse(peer: 2, session, request: 77, result: .data(Array("hello".utf8))),
    .loadResponse(peer: 2, session, request: 1, result: .data([])),
    .loadResponse(peer: 2, session, request: 2, result: .failure(.noRepresentation)),
    .loadResponse(peer: 2, session, request: 3, result: .failure(.tooLarge(byteCount: 1 << 40))),
    .loadResponse(peer: 2, session, request: 4, result: .failure(.loadFailed(reason: "disk on fire"))),
    .loadResponse(peer: 2, session, request: 5, result: .failure(.sourceUnavailable(reason: "gone"))),
]

@Suite("Drags between applications: the drag message's codec (behaviour 16.11)")
struct RouterDragCodecTests {
    @Test("16.11: every drag message round-trips, and its computed length is its encoded length")
    func roundTrip() throws {
        for message in everyDragMessage.map(RouterMessage.drag) {
            let bytes = try MessageCodec.encode(message)
            #expect(try MessageCodec.decodeFrame(bytes) == message)
            #expect(MessageCodec.encodedLength(of: message) == bytes.count, "\(message)")
            #expect(message.typeCode == 9 && message.minimumVersion == 2)
        }
    }

    @Test("16.11: the documented example bytes: a target proposing copy to drag #1 of app 1")
    func exampleBytes() throws {
        let message = RouterMessage.drag(.proposal(peer: 1, DragSessionIdentifier(rawValue: 1), .copy))
        #expect(try MessageCodec.encode(message) == [0x0F, 0, 0, 0, 9, 7, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2])
    }

    @Test("16.11: item data is bounded: the maximum encodes in one frame, one byte more is refused with a typed error")
    func dataIsBounded() throws {
        let maximum = RemoteDragConstants.maximumItemDataBytes
        let largest = RouterMessage.drag(
            .loadResponse(peer: 1, session, request: 1, result: .data([UInt8](repeating: 0xAB, count: maximum))))
        let bytes = try MessageCodec.encode(largest)
        #expect(bytes.count <= ProtocolLimits.maximumFrameLength + MessageCodec.lengthPrefixSize)
        #expect(try MessageCodec.decodeFrame(bytes) == largest)

        let over = RouterMessage.drag(
            .loadResponse(peer: 1, session, request: 1, result: .data([UInt8](repeating: 0, count: maximum + 1))))
        #expect(
            throws: ProtocolError(
                .countTooLarge(count: maximum + 1, maximum: maximum), offset: 23, field: "drag.loadResponse.data.count")
        ) {
            try MessageCodec.encode(over)
        }
        // A frame claiming more than the maximum is refused by the decoder, naming the field.
        var forged = bytes
        let claimed = UInt32(maximum + 1)
        for index in 0..<4 { forged[23 + index] = UInt8(truncatingIfNeeded: claimed >> UInt32(8 * index)) }
        #expect(
            throws: ProtocolError(
                .countTooLarge(count: maximum + 1, maximum: maximum), offset: 23, field: "drag.loadResponse.data.count")
        ) {
            try MessageCodec.decodeFrame(forged)
        }
    }

    @Test(
        "16.11: malformed drag messages are typed errors naming the field: unknown kind, operation, flags, item count")
    func malformed() throws {
        func frame(_ payload: [UInt8]) -> [UInt8] {
            let length = UInt32(payload.count + 1)
            return [UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), 0, 0, 9] + payload
        }
        #expect(throws: ProtocolError(.invalidValue(11), offset: 5, field: "drag.kind")) {
            try MessageCodec.decodeFrame(frame([11]))
        }
        let proposal = [7] + [UInt8](repeating: 0, count: 12) + [4]
        #expect(throws: ProtocolError(.invalidValue(4), offset: 18, field: "drag.operation")) {
            try MessageCodec.decodeFrame(frame(proposal))
        }
        let flags = [1] + [UInt8](repeating: 0, count: 24) + [4, 0, 0]
        #expect(throws: ProtocolError(.invalidValue(4), offset: 30, field: "drag.flags")) {
            try MessageCodec.decodeFrame(frame(flags))
        }
        let items = [1] + [UInt8](repeating: 0, count: 24) + [0, 65, 0]
        #expect(throws: ProtocolError(.countTooLarge(count: 65, maximum: 64), offset: 31, field: "drag.items.count")) {
            try MessageCodec.decodeFrame(frame(items))
        }
        #expect(throws: ProtocolError.self) {
            try MessageCodec.encode(.drag(.loadRequest(peer: 1, session, request: 1, item: 64, typeIdentifier: "x")))
        }
    }

    @Test("16.11: a drag message needs protocol version 2: a version 1 application sending one is refused")
    func needsVersion2() throws {
        let router = SystemRouter()
        let log = RouterEventLog()
        router.setEventHandler { log.append($0) }
        let (routerSide, peer) = InProcessChannel.makePair()
        router.attach(routerSide)
        peer.start(delivering: DiscardingSink())
        _ = peer.trySend(.hello(Hello(version: 1, role: .application)))
        _ = peer.trySend(.registerApplication(id: 1, name: "old"))
        _ = peer.trySend(.drag(.sourceEnded(session, dropped: false)))
        let reason = "message type 9 needs protocol version 2; the connection speaks version 1"
        #expect(
            log.events.contains {
                if case .connectionRejected(_, let found) = $0 { found == reason } else { false }
            })
    }
}

/// A sink that discards what it is given.
private struct DiscardingSink: ChannelSink {
    func offer(_ event: ChannelEvent) -> Bool { true }
    func put(_ event: ChannelEvent) {}
}
