import Foundation
import ResponderKit

/// The payload of a `systemSwipe` message (type 8, protocol version 2; docs/ipc-protocol.md, section 3.8):
/// timestamp f64, deviceID i64, fingers u8 (3 or 4), phase u8 (as a scroll's), direction u8 (0 left,
/// 1 right, 2 up, 3 down), dx f64, dy f64.
extension InputCoding {
    /// The payload's size in bytes.
    static let swipeLength = 8 + 8 + 1 + 1 + 1 + 2 * 8

    /// The finger counts a system swipe may have.
    static let swipeFingers: ClosedRange<Int> = 3...4

    /// Encodes a swipe; a finger count other than 3 or 4 is refused, as the decoder refuses it.
    static func encode(_ swipe: SystemSwipeInput, into writer: inout ByteWriter) throws(ProtocolError) {
        writer.f64(swipe.timestamp)
        writer.int(swipe.deviceID)
        guard swipeFingers.contains(swipe.fingers) else {
            throw ProtocolError(
                .invalidValue(Int64(swipe.fingers)), offset: writer.offset, field: "systemSwipe.fingers")
        }
        writer.u8(UInt8(swipe.fingers))
        writer.u8(phaseCode(swipe.phase))
        writer.u8(directionCode(swipe.direction))
        writer.cg(swipe.translation.dx)
        writer.cg(swipe.translation.dy)
    }

    static func decodeSwipe(_ reader: inout ByteReader) throws(ProtocolError) -> SystemSwipeInput {
        let timestamp = try reader.f64("systemSwipe.timestamp")
        let deviceID = try reader.int("systemSwipe.deviceID")
        let fingersOffset = reader.offset
        let fingers = Int(try reader.u8("systemSwipe.fingers"))
        guard swipeFingers.contains(fingers) else {
            throw ProtocolError(.invalidValue(Int64(fingers)), offset: fingersOffset, field: "systemSwipe.fingers")
        }
        let phase = try phase(&reader, "systemSwipe.phase")
        let direction = try reader.enumeration("systemSwipe.direction") { (raw: UInt8) -> SystemSwipeInput.Direction? in
            switch raw {
            case 0: .left
            case 1: .right
            case 2: .up
            case 3: .down
            default: nil
            }
        }
        let dx = try reader.cg("systemSwipe.dx")
        let dy = try reader.cg("systemSwipe.dy")
        return SystemSwipeInput(
            timestamp: timestamp, deviceID: deviceID, fingers: fingers, phase: phase,
            translation: CGVector(dx: dx, dy: dy), direction: direction)
    }

    private static func directionCode(_ direction: SystemSwipeInput.Direction) -> UInt8 {
        switch direction {
        case .left: 0
        case .right: 1
        case .up: 2
        case .down: 3
        }
    }
}
