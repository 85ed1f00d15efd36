import Foundation
import ResponderKit

/// Encodes messages into frames and decodes frames into messages (docs/ipc-protocol.md).
///
/// A frame is a `u32` little-endian length `L` (1 ... ``ProtocolLimits/maximumFrameLength``), then `L`
/// bytes: a `u8` message type and the payload. Decoding checks every bound and reports problems as a
/// ``ProtocolError`` naming the offset and field; it never traps.
public enum MessageCodec {
    /// The magic bytes that open a hello's payload: "RKIP".
    public static let magic: [UInt8] = Array("RKIP".utf8)
    /// The size of the length prefix.
    public static let lengthPrefixSize = 4

    /// Encodes `message` as one frame. Fails when a count or string exceeds ``ProtocolLimits``, or when a
    /// number is not finite or exceeds ``ProtocolLimits/maximumMagnitude``: what encodes always decodes.
    public static func encode(_ message: RouterMessage) throws(ProtocolError) -> [UInt8] {
        var writer = ByteWriter(capacity: 64)
        writer.u32(0)
        writer.u8(message.typeCode)
        try encodePayload(message, into: &writer)
        let length = writer.offset - lengthPrefixSize
        guard length <= ProtocolLimits.maximumFrameLength else {
            throw ProtocolError(
                .frameTooLong(length: length, maximum: ProtocolLimits.maximumFrameLength),
                offset: 0, field: "length")
        }
        writer.patchU32(UInt32(length), at: 0)
        if writer.hasUnacceptableNumber {
            // Rare: decode what was written to name the offending field exactly as a receiver would.
            _ = try decodeFrame(writer.bytes)
        }
        return writer.bytes
    }

    /// Decodes exactly one frame occupying all of `bytes`.
    public static func decodeFrame(_ bytes: [UInt8]) throws(ProtocolError) -> RouterMessage {
        guard let length = try frameLength(in: bytes, at: 0) else {
            throw ProtocolError(
                .truncated(needed: lengthPrefixSize, available: bytes.count), offset: 0, field: "length")
        }
        let end = lengthPrefixSize + length
        guard bytes.count >= end else {
            throw ProtocolError(
                .truncated(needed: length, available: bytes.count - lengthPrefixSize),
                offset: lengthPrefixSize, field: "payload")
        }
        guard bytes.count == end else {
            throw ProtocolError(.trailingBytes(count: bytes.count - end), offset: end, field: "frame")
        }
        return try decodeMessage(bytes, frameStart: 0, length: length)
    }

    /// Reads and checks the length prefix of the frame starting at `start`; nil when fewer than 4 bytes
    /// are available.
    static func frameLength(in bytes: [UInt8], at start: Int) throws(ProtocolError) -> Int? {
        guard bytes.count - start >= lengthPrefixSize else { return nil }
        var reader = ByteReader(bytes, range: start..<start + lengthPrefixSize, frameStart: start)
        let length = Int(try reader.u32("length"))
        guard length > 0 else { throw ProtocolError(.emptyFrame, offset: 0, field: "length") }
        guard length <= ProtocolLimits.maximumFrameLength else {
            throw ProtocolError(
                .frameTooLong(length: length, maximum: ProtocolLimits.maximumFrameLength),
                offset: 0, field: "length")
        }
        return length
    }

    /// Decodes the message of the complete frame at `bytes[frameStart...]` whose length prefix is `length`.
    static func decodeMessage(_ bytes: [UInt8], frameStart: Int, length: Int) throws(ProtocolError) -> RouterMessage {
        let start = frameStart + lengthPrefixSize
        var reader = ByteReader(bytes, range: start..<start + length, frameStart: frameStart)
        let typeOffset = reader.offset
        let type = try reader.u8("type")
        let message: RouterMessage
        switch type {
        case 1: message = .hello(try decodeHello(&reader))
        case 2:
            let id = ApplicationID(rawValue: try reader.u32("register.id"))
            message = .registerApplication(id: id, name: try reader.string("register.name"))
        case 3: message = .windowList(try decodeWindows(&reader))
        case 4: message = .input(try InputCoding.decode(&reader))
        case 5:
            let present = try reader.bool("front.present")
            let id = ApplicationID(rawValue: try reader.u32("front.id"))
            message = .frontApplication(present ? id : nil)
        case 6:
            let timestamp = try reader.f64("systemGesture.timestamp")
            message = .systemGesture(name: try reader.string("systemGesture.name"), timestamp: timestamp)
        case 7: message = .goodbye(reason: try reader.string("goodbye.reason"))
        case 8: message = .systemSwipe(try InputCoding.decodeSwipe(&reader))
        case 9: message = .drag(try DragCoding.decode(&reader))
        default: throw ProtocolError(.unknownMessageType(type), offset: typeOffset, field: "type")
        }
        guard reader.remaining == 0 else {
            throw ProtocolError(.trailingBytes(count: reader.remaining), offset: reader.offset, field: "payload")
        }
        return message
    }

    // MARK: Payloads

    private static func encodePayload(_ message: RouterMessage, into writer: inout ByteWriter) throws(ProtocolError) {
        switch message {
        case .hello(let hello):
            for byte in magic { writer.u8(byte) }
            writer.u16(hello.version)
            writer.u8(hello.role.rawValue)
        case .registerApplication(let id, let name):
            writer.u32(id.rawValue)
            try writer.string(name, field: "register.name")
        case .windowList(let windows):
            try writer.count(windows.count, maximum: ProtocolLimits.maximumWindows, field: "windows.count")
            for window in windows {
                writer.u32(window.id)
                writer.cg(window.frame.origin.x)
                writer.cg(window.frame.origin.y)
                writer.cg(window.frame.size.width)
                writer.cg(window.frame.size.height)
                writer.cg(window.level)
                writer.u8(window.isVisible ? 1 : 0)
            }
        case .input(let input):
            try InputCoding.encode(input, into: &writer)
        case .frontApplication(let id):
            writer.bool(id != nil)
            writer.u32(id?.rawValue ?? 0)
        case .systemGesture(let name, let timestamp):
            writer.f64(timestamp)
            try writer.string(name, field: "systemGesture.name")
        case .goodbye(let reason):
            try writer.string(reason, field: "goodbye.reason")
        case .systemSwipe(let swipe):
            try InputCoding.encode(swipe, into: &writer)
        case .drag(let drag):
            try DragCoding.encode(drag, into: &writer)
        }
    }

    private static func decodeHello(_ reader: inout ByteReader) throws(ProtocolError) -> Hello {
        let magicOffset = reader.offset
        let found = try reader.bytes(magic.count, "hello.magic")
        guard found == magic else { throw ProtocolError(.badMagic(found), offset: magicOffset, field: "hello.magic") }
        let versionOffset = reader.offset
        let version = try reader.u16("hello.version")
        guard Hello.supportedVersions.contains(version) else {
            throw ProtocolError(
                .unsupportedVersion(found: version, supported: Hello.supportedVersions),
                offset: versionOffset, field: "hello.version")
        }
        let role = try reader.enumeration("hello.role") { PeerRole(rawValue: $0) }
        return Hello(version: version, role: role)
    }

    private static func decodeWindows(_ reader: inout ByteReader) throws(ProtocolError) -> [ApplicationWindow] {
        let count = try reader.count(maximum: ProtocolLimits.maximumWindows, "windows.count")
        var windows: [ApplicationWindow] = []
        windows.reserveCapacity(count)
        for index in 0..<count {
            let id = try reader.u32("windows[\(index)].id")
            let x = try reader.cg("windows[\(index)].x")
            let y = try reader.cg("windows[\(index)].y")
            let width = try reader.cg("windows[\(index)].width")
            let height = try reader.cg("windows[\(index)].height")
            let level = try reader.cg("windows[\(index)].level")
            let flagsOffset = reader.offset
            let flags = try reader.u8("windows[\(index)].flags")
            guard flags & ~1 == 0 else {
                throw ProtocolError(.invalidValue(Int64(flags)), offset: flagsOffset, field: "windows[\(index)].flags")
            }
            windows.append(
                ApplicationWindow(
                    id: id, frame: CGRect(x: x, y: y, width: width, height: height),
                    level: level, isVisible: flags & 1 == 1))
        }
        return windows
    }
}
