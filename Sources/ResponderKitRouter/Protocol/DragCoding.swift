import Foundation
import ResponderKit

/// The payload of a `drag` message (type 9, protocol version 2; docs/ipc-protocol.md, section 3.9): a `u8`
/// kind, then the kind's fields. Snapshots carry at most ``RemoteDragConstants/maximumItems`` items of at
/// most ``RemoteDragConstants/maximumTypesPerItem`` type identifiers; item data at most
/// ``RemoteDragConstants/maximumItemDataBytes`` bytes.
enum DragCoding {
    static func encode(_ message: RemoteDragMessage, into writer: inout ByteWriter) throws(ProtocolError) {
        switch message {
        case .sourceMoved(let snapshot):
            writer.u8(1)
            try encode(snapshot, into: &writer)
        case .sourceEnded(let identifier, let dropped):
            writer.u8(2)
            writer.u64(identifier.rawValue)
            writer.bool(dropped)
        case .over(let source, let snapshot):
            writer.u8(3)
            writer.u32(source)
            try encode(snapshot, into: &writer)
        case .exited(let source, let identifier):
            writer.u8(4)
            writer.u32(source)
            writer.u64(identifier.rawValue)
        case .ended(let source, let identifier):
            writer.u8(5)
            writer.u32(source)
            writer.u64(identifier.rawValue)
        case .drop(let source, let identifier):
            writer.u8(6)
            writer.u32(source)
            writer.u64(identifier.rawValue)
        case .proposal(let peer, let identifier, let operation):
            writer.u8(7)
            writer.u32(peer)
            writer.u64(identifier.rawValue)
            writer.u8(UInt8(operation.rawValue))
        case .outcome(let peer, let identifier, let operation, let finished):
            writer.u8(8)
            writer.u32(peer)
            writer.u64(identifier.rawValue)
            writer.u8(UInt8(operation.rawValue))
            writer.bool(finished)
        case .loadRequest(let peer, let identifier, let request, let item, let type):
            writer.u8(9)
            writer.u32(peer)
            writer.u64(identifier.rawValue)
            writer.u32(request)
            guard (0..<RemoteDragConstants.maximumItems).contains(item) else {
                throw ProtocolError(
                    .countTooLarge(count: item, maximum: RemoteDragConstants.maximumItems - 1),
                    offset: writer.offset, field: "drag.loadRequest.item")
            }
            writer.u16(UInt16(item))
            try writer.string(type, field: "drag.loadRequest.type")
        case .loadResponse(let peer, let identifier, let request, let result):
            writer.u8(10)
            writer.u32(peer)
            writer.u64(identifier.rawValue)
            writer.u32(request)
            switch result {
            case .data(let bytes):
                writer.u8(0)
                guard bytes.count <= RemoteDragConstants.maximumItemDataBytes else {
                    throw ProtocolError(
                        .countTooLarge(count: bytes.count, maximum: RemoteDragConstants.maximumItemDataBytes),
                        offset: writer.offset, field: "drag.loadResponse.data.count")
                }
                writer.u32(UInt32(bytes.count))
                writer.raw(bytes)
            case .failure(.noRepresentation):
                writer.u8(1)
            case .failure(.tooLarge(let count)):
                writer.u8(2)
                writer.u64(UInt64(max(count, 0)))
            case .failure(.loadFailed(let reason)):
                writer.u8(3)
                try writer.string(truncated(reason), field: "drag.loadResponse.reason")
            case .failure(.sourceUnavailable(let reason)):
                writer.u8(4)
                try writer.string(truncated(reason), field: "drag.loadResponse.reason")
            }
        }
    }

    static func decode(_ reader: inout ByteReader) throws(ProtocolError) -> RemoteDragMessage {
        let kindOffset = reader.offset
        let kind = try reader.u8("drag.kind")
        switch kind {
        case 1: return .sourceMoved(try decodeSnapshot(&reader))
        case 2:
            let identifier = DragSessionIdentifier(rawValue: UInt64(bitPattern: try reader.i64("drag.session")))
            return .sourceEnded(identifier, dropped: try reader.bool("drag.dropped"))
        case 3:
            let source = try reader.u32("drag.source")
            return .over(source: source, try decodeSnapshot(&reader))
        case 4, 5, 6:
            let source = try reader.u32("drag.source")
            let identifier = try session(&reader)
            return kind == 4
                ? .exited(source: source, identifier)
                : kind == 5 ? .ended(source: source, identifier) : .drop(source: source, identifier)
        case 7:
            let peer = try reader.u32("drag.peer")
            let identifier = try session(&reader)
            return .proposal(peer: peer, identifier, try operation(&reader))
        case 8:
            let peer = try reader.u32("drag.peer")
            let identifier = try session(&reader)
            let operation = try operation(&reader)
            return .outcome(
                peer: peer, identifier, operation: operation,
                transferFinished: try reader.bool("drag.outcome.transferFinished"))
        case 9:
            let peer = try reader.u32("drag.peer")
            let identifier = try session(&reader)
            let request = try reader.u32("drag.loadRequest.request")
            let itemOffset = reader.offset
            let item = Int(try reader.u16("drag.loadRequest.item"))
            guard item < RemoteDragConstants.maximumItems else {
                throw ProtocolError(
                    .countTooLarge(count: item, maximum: RemoteDragConstants.maximumItems - 1),
                    offset: itemOffset, field: "drag.loadRequest.item")
            }
            return .loadRequest(
                peer: peer, identifier, request: request, item: item,
                typeIdentifier: try reader.string("drag.loadRequest.type"))
        case 10:
            let peer = try reader.u32("drag.peer")
            let identifier = try session(&reader)
            let request = try reader.u32("drag.loadResponse.request")
            let resultOffset = reader.offset
            let result: RemoteItemLoadResult
            switch try reader.u8("drag.loadResponse.result") {
            case 0:
                let countOffset = reader.offset
                let count = Int(try reader.u32("drag.loadResponse.data.count"))
                guard count <= RemoteDragConstants.maximumItemDataBytes else {
                    throw ProtocolError(
                        .countTooLarge(count: count, maximum: RemoteDragConstants.maximumItemDataBytes),
                        offset: countOffset, field: "drag.loadResponse.data.count")
                }
                result = .data(try reader.bytes(count, "drag.loadResponse.data"))
            case 1: result = .failure(.noRepresentation)
            case 2:
                let countOffset = reader.offset
                let count = try reader.i64("drag.loadResponse.byteCount")
                guard count >= 0 else {
                    throw ProtocolError(.invalidValue(count), offset: countOffset, field: "drag.loadResponse.byteCount")
                }
                result = .failure(.tooLarge(byteCount: Int(count)))
            case 3: result = .failure(.loadFailed(reason: try reader.string("drag.loadResponse.reason")))
            case 4: result = .failure(.sourceUnavailable(reason: try reader.string("drag.loadResponse.reason")))
            case let other:
                throw ProtocolError(
                    .invalidValue(Int64(other)), offset: resultOffset, field: "drag.loadResponse.result")
            }
            return .loadResponse(peer: peer, identifier, request: request, result: result)
        default:
            throw ProtocolError(.invalidValue(Int64(kind)), offset: kindOffset, field: "drag.kind")
        }
    }

    /// The payload's size in bytes (``MessageCodec/encodedLength(of:)``).
    static func length(of message: RemoteDragMessage) -> Int {
        func string(_ value: String) -> Int { 2 + value.utf8.count }
        func snapshot(_ value: DragSessionSnapshot) -> Int {
            8 + 16 + 1 + 2 + value.itemTypeIdentifiers.reduce(0) { $0 + 2 + $1.reduce(0) { $0 + string($1) } }
        }
        switch message {
        case .sourceMoved(let value): return 1 + snapshot(value)
        case .sourceEnded: return 1 + 8 + 1
        case .over(_, let value): return 1 + 4 + snapshot(value)
        case .exited, .ended, .drop: return 1 + 4 + 8
        case .proposal: return 1 + 4 + 8 + 1
        case .outcome: return 1 + 4 + 8 + 2
        case .loadRequest(_, _, _, _, let type): return 1 + 4 + 8 + 4 + 2 + string(type)
        case .loadResponse(_, _, _, let result):
            let header = 1 + 4 + 8 + 4 + 1
            switch result {
            case .data(let bytes): return header + 4 + bytes.count
            case .failure(.noRepresentation): return header
            case .failure(.tooLarge): return header + 8
            case .failure(.loadFailed(let reason)), .failure(.sourceUnavailable(let reason)):
                return header + string(truncated(reason))
            }
        }
    }

    /// A failure's reason cut to ``ProtocolLimits/maximumStringBytes`` (on a character boundary): a long
    /// reason never makes the answer unencodable.
    static func truncated(_ reason: String) -> String {
        guard reason.utf8.count > ProtocolLimits.maximumStringBytes else { return reason }
        var result = ""
        for character in reason {
            if result.utf8.count + character.utf8.count > ProtocolLimits.maximumStringBytes { break }
            result.append(character)
        }
        return result
    }

    private static func encode(_ snapshot: DragSessionSnapshot, into writer: inout ByteWriter) throws(ProtocolError) {
        writer.u64(snapshot.identifier.rawValue)
        writer.cg(snapshot.screenLocation.x)
        writer.cg(snapshot.screenLocation.y)
        writer.u8((snapshot.allowsMoveOperation ? 1 : 0) | (snapshot.isRestrictedToDraggingApplication ? 2 : 0))
        try writer.count(
            snapshot.itemTypeIdentifiers.count, maximum: RemoteDragConstants.maximumItems, field: "drag.items.count")
        for (index, types) in snapshot.itemTypeIdentifiers.enumerated() {
            try writer.count(
                types.count, maximum: RemoteDragConstants.maximumTypesPerItem, field: "drag.items[\(index)].count")
            for (position, type) in types.enumerated() {
                try writer.string(type, field: "drag.items[\(index)].types[\(position)]")
            }
        }
    }

    private static func decodeSnapshot(_ reader: inout ByteReader) throws(ProtocolError) -> DragSessionSnapshot {
        let identifier = try session(&reader)
        let x = try reader.cg("drag.x")
        let y = try reader.cg("drag.y")
        let flagsOffset = reader.offset
        let flags = try reader.u8("drag.flags")
        guard flags & ~3 == 0 else {
            throw ProtocolError(.invalidValue(Int64(flags)), offset: flagsOffset, field: "drag.flags")
        }
        let count = try reader.count(maximum: RemoteDragConstants.maximumItems, "drag.items.count")
        var items: [[String]] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let typeCount = try reader.count(
                maximum: RemoteDragConstants.maximumTypesPerItem, "drag.items[\(index)].count")
            var types: [String] = []
            for position in 0..<typeCount { types.append(try reader.string("drag.items[\(index)].types[\(position)]")) }
            items.append(types)
        }
        return DragSessionSnapshot(
            identifier: identifier, items: items, screenLocation: CGPoint(x: x, y: y),
            allowsMoveOperation: flags & 1 != 0, isRestrictedToDraggingApplication: flags & 2 != 0)
    }

    private static func session(_ reader: inout ByteReader) throws(ProtocolError) -> DragSessionIdentifier {
        DragSessionIdentifier(rawValue: UInt64(bitPattern: try reader.i64("drag.session")))
    }

    private static func operation(_ reader: inout ByteReader) throws(ProtocolError) -> UIDropOperation {
        try reader.enumeration("drag.operation") { UIDropOperation(rawValue: Int($0)) }
    }
}
