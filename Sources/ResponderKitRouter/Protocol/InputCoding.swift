import Foundation
import ResponderKit

/// The payload of an `input` message: every ``HardwareInput`` kind, with fixed field layouts
/// (docs/ipc-protocol.md, "Input payloads").
enum InputCoding {
    /// The input kind byte.
    enum Kind: UInt8 {
        case digitizer = 1, cancelAllContacts, estimatedPropertiesUpdate, key, accelerometer, mediaKey, pointer, scroll,
            transform, gyroscope, magnetometer, proximity
    }

    // MARK: Encoding

    static func encode(_ input: HardwareInput, into writer: inout ByteWriter) throws(ProtocolError) {
        switch input {
        case .digitizer(let frame):
            writer.u8(Kind.digitizer.rawValue)
            writer.f64(frame.timestamp)
            try writer.count(
                frame.contacts.count, maximum: ProtocolLimits.maximumContacts, field: "input.digitizer.count")
            for contact in frame.contacts { encode(contact, into: &writer) }
        case .cancelAllContacts(let timestamp):
            writer.u8(Kind.cancelAllContacts.rawValue)
            writer.f64(timestamp)
        case .estimatedPropertiesUpdate(let update):
            writer.u8(Kind.estimatedPropertiesUpdate.rawValue)
            writer.f64(update.timestamp)
            writer.int(update.estimationUpdateIndex)
            var mask: UInt8 = 0
            if update.force != nil { mask |= 1 }
            if update.azimuthAngle != nil { mask |= 2 }
            if update.altitudeAngle != nil { mask |= 4 }
            if update.location != nil { mask |= 8 }
            if update.isFinal { mask |= 16 }
            writer.u8(mask)
            writer.cg(update.force ?? 0)
            writer.cg(update.azimuthAngle ?? 0)
            writer.cg(update.altitudeAngle ?? 0)
            writer.cg(update.location?.x ?? 0)
            writer.cg(update.location?.y ?? 0)
        case .key(let key):
            writer.u8(Kind.key.rawValue)
            writer.f64(key.timestamp)
            writer.u32(UInt32(truncatingIfNeeded: key.keyCode.rawValue))
            writer.u8(key.transition == .down ? 0 : 1)
            writer.u32(UInt32(truncatingIfNeeded: key.modifierFlags.rawValue))
            try writer.optionalString(key.characters, field: "input.key.characters")
            try writer.optionalString(key.charactersIgnoringModifiers, field: "input.key.charactersIgnoringModifiers")
        case .accelerometer(let sample):
            encodeVector(.accelerometer, sample.timestamp, sample.x, sample.y, sample.z, into: &writer)
        case .gyroscope(let sample):
            encodeVector(.gyroscope, sample.timestamp, sample.x, sample.y, sample.z, into: &writer)
        case .magnetometer(let sample):
            encodeVector(.magnetometer, sample.timestamp, sample.x, sample.y, sample.z, into: &writer)
        case .proximity(let sample):
            writer.u8(Kind.proximity.rawValue)
            writer.f64(sample.timestamp)
            writer.bool(sample.isNear)
            writer.bool(sample.distance != nil)
            writer.f64(sample.distance ?? 0)
        case .mediaKey(let input):
            writer.u8(Kind.mediaKey.rawValue)
            writer.f64(input.timestamp)
            writer.u8(UInt8(input.command.rawValue))
        case .pointer(let input):
            writer.u8(Kind.pointer.rawValue)
            writer.f64(input.timestamp)
            writer.int(input.deviceID)
            writer.u8(deviceCode(input.device))
            writer.cg(input.location.x)
            writer.cg(input.location.y)
            writer.int(input.buttons.rawValue)
        case .scroll(let input):
            writer.u8(Kind.scroll.rawValue)
            writer.f64(input.timestamp)
            writer.int(input.deviceID)
            writer.u8(deviceCode(input.device))
            writer.cg(input.location.x)
            writer.cg(input.location.y)
            writer.u8(input.kind == .continuous ? 0 : 1)
            writer.u8(phaseCode(input.phase))
            writer.cg(input.delta.dx)
            writer.cg(input.delta.dy)
            writer.bool(input.isMomentum)
        case .transform(let input):
            writer.u8(Kind.transform.rawValue)
            writer.f64(input.timestamp)
            writer.int(input.deviceID)
            writer.cg(input.location.x)
            writer.cg(input.location.y)
            writer.u8(phaseCode(input.phase))
            writer.cg(input.scale)
            writer.cg(input.rotation)
        }
    }

    /// A motion sensor's sample: the kind byte, the timestamp and three axes (`f64` each).
    private static func encodeVector(
        _ kind: Kind, _ timestamp: Double, _ x: Double, _ y: Double, _ z: Double, into writer: inout ByteWriter
    ) {
        writer.u8(kind.rawValue)
        for value in [timestamp, x, y, z] { writer.f64(value) }
    }

    private static func encode(_ contact: TouchContact, into writer: inout ByteWriter) {
        writer.int(contact.id)
        writer.cg(contact.location.x)
        writer.cg(contact.location.y)
        writer.u8(stateCode(contact.state))
        writer.u8(UInt8(truncatingIfNeeded: contact.type.rawValue))
        writer.cg(contact.force)
        writer.cg(contact.maximumPossibleForce)
        writer.cg(contact.majorRadius)
        writer.cg(contact.majorRadiusTolerance)
        writer.cg(contact.altitudeAngle)
        writer.cg(contact.azimuthAngle)
        writer.cg(contact.rollAngle)
        writer.cg(contact.zOffset)
        writer.u16(UInt16(truncatingIfNeeded: contact.estimatedProperties.rawValue))
        writer.u16(UInt16(truncatingIfNeeded: contact.estimatedPropertiesExpectingUpdates.rawValue))
        writer.bool(contact.estimationUpdateIndex != nil)
        writer.int(contact.estimationUpdateIndex ?? 0)
    }

    private static func deviceCode(_ device: PointerDeviceKind) -> UInt8 {
        switch device {
        case .mouse: 0
        case .trackpad: 1
        }
    }

    static func phaseCode(_ phase: PointerGesturePhase) -> UInt8 {
        switch phase {
        case .began: 0
        case .changed: 1
        case .ended: 2
        case .cancelled: 3
        }
    }

    private static func device(_ reader: inout ByteReader, _ name: String) throws(ProtocolError) -> PointerDeviceKind {
        try reader.enumeration(name) { (raw: UInt8) -> PointerDeviceKind? in
            raw == 0 ? .mouse : raw == 1 ? .trackpad : nil
        }
    }

    static func phase(_ reader: inout ByteReader, _ name: String) throws(ProtocolError) -> PointerGesturePhase {
        try reader.enumeration(name) { (raw: UInt8) -> PointerGesturePhase? in
            switch raw {
            case 0: .began
            case 1: .changed
            case 2: .ended
            case 3: .cancelled
            default: nil
            }
        }
    }

    private static func stateCode(_ state: TouchContact.State) -> UInt8 {
        switch state {
        case .touching: 0
        case .lifted: 1
        case .hovering: 2
        }
    }

    // MARK: Decoding

    /// The touch properties bits defined so far (force, azimuth, altitude, location, roll).
    private static let knownPropertyBits = 0b1_1111

    static func decode(_ reader: inout ByteReader) throws(ProtocolError) -> HardwareInput {
        let kind = try reader.enumeration("input.kind") { Kind(rawValue: $0) }
        switch kind {
        case .digitizer:
            let timestamp = try reader.f64("input.digitizer.timestamp")
            let count = try reader.count(maximum: ProtocolLimits.maximumContacts, "input.digitizer.count")
            var contacts: [TouchContact] = []
            contacts.reserveCapacity(count)
            for index in 0..<count { contacts.append(try decodeContact(&reader, index: index)) }
            return .digitizer(DigitizerFrame(timestamp: timestamp, contacts: contacts))
        case .cancelAllContacts:
            return .cancelAllContacts(timestamp: try reader.f64("input.cancelAllContacts.timestamp"))
        case .estimatedPropertiesUpdate:
            let timestamp = try reader.f64("input.estimated.timestamp")
            let index = try reader.int("input.estimated.index")
            let maskOffset = reader.offset
            let mask = try reader.u8("input.estimated.mask")
            guard mask & ~0b1_1111 == 0 else {
                throw ProtocolError(.invalidValue(Int64(mask)), offset: maskOffset, field: "input.estimated.mask")
            }
            let force = try reader.cg("input.estimated.force")
            let azimuth = try reader.cg("input.estimated.azimuth")
            let altitude = try reader.cg("input.estimated.altitude")
            let x = try reader.cg("input.estimated.x")
            let y = try reader.cg("input.estimated.y")
            return .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: timestamp, estimationUpdateIndex: index, force: mask & 1 != 0 ? force : nil,
                    azimuthAngle: mask & 2 != 0 ? azimuth : nil, altitudeAngle: mask & 4 != 0 ? altitude : nil,
                    location: mask & 8 != 0 ? CGPoint(x: x, y: y) : nil, isFinal: mask & 16 != 0))
        case .key:
            let timestamp = try reader.f64("input.key.timestamp")
            let usage = try reader.u32("input.key.usage")
            let transition = try reader.enumeration("input.key.transition") { (raw: UInt8) -> KeyInput.Transition? in
                raw == 0 ? .down : raw == 1 ? .up : nil
            }
            let flags = try reader.u32("input.key.modifierFlags")
            let characters = try reader.optionalString("input.key.characters")
            let ignoring = try reader.optionalString("input.key.charactersIgnoringModifiers")
            return .key(
                KeyInput(
                    timestamp: timestamp, keyCode: UIKeyboardHIDUsage(rawValue: Int(usage)),
                    transition: transition, modifierFlags: UIKeyModifierFlags(rawValue: Int(flags)),
                    characters: characters, charactersIgnoringModifiers: ignoring))
        case .accelerometer:
            let (timestamp, x, y, z) = try decodeVector("input.accelerometer", from: &reader)
            return .accelerometer(AccelerometerSample(timestamp: timestamp, x: x, y: y, z: z))
        case .gyroscope:
            let (timestamp, x, y, z) = try decodeVector("input.gyroscope", from: &reader)
            return .gyroscope(GyroscopeSample(timestamp: timestamp, x: x, y: y, z: z))
        case .magnetometer:
            let (timestamp, x, y, z) = try decodeVector("input.magnetometer", from: &reader)
            return .magnetometer(MagnetometerSample(timestamp: timestamp, x: x, y: y, z: z))
        case .proximity:
            let timestamp = try reader.f64("input.proximity.timestamp")
            let isNear = try reader.bool("input.proximity.isNear")
            let hasDistance = try reader.bool("input.proximity.hasDistance")
            let distance = try reader.f64("input.proximity.distance")
            return .proximity(
                ProximitySample(timestamp: timestamp, isNear: isNear, distance: hasDistance ? distance : nil))
        case .mediaKey:
            let timestamp = try reader.f64("input.mediaKey.timestamp")
            let command = try reader.enumeration("input.mediaKey.command") { MediaKeyInput.Command(rawValue: Int($0)) }
            return .mediaKey(MediaKeyInput(timestamp: timestamp, command: command))
        case .pointer:
            let timestamp = try reader.f64("input.pointer.timestamp")
            let deviceID = try reader.int("input.pointer.deviceID")
            let device = try device(&reader, "input.pointer.device")
            let x = try reader.cg("input.pointer.x")
            let y = try reader.cg("input.pointer.y")
            let buttonsOffset = reader.offset
            let buttons = try reader.int("input.pointer.buttons")
            // Buttons are bits 0...31 (UIEvent.ButtonMask.button(1...32)).
            guard buttons >= 0, buttons <= Int(UInt32.max) else {
                throw ProtocolError(
                    .invalidValue(Int64(buttons)), offset: buttonsOffset, field: "input.pointer.buttons")
            }
            return .pointer(
                PointerInput(
                    timestamp: timestamp, deviceID: deviceID, device: device, location: CGPoint(x: x, y: y),
                    buttons: UIEvent.ButtonMask(rawValue: buttons)))
        case .scroll:
            let timestamp = try reader.f64("input.scroll.timestamp")
            let deviceID = try reader.int("input.scroll.deviceID")
            let device = try device(&reader, "input.scroll.device")
            let x = try reader.cg("input.scroll.x")
            let y = try reader.cg("input.scroll.y")
            let kind = try reader.enumeration("input.scroll.kind") { (raw: UInt8) -> ScrollInput.Kind? in
                raw == 0 ? .continuous : raw == 1 ? .discrete : nil
            }
            let phase = try phase(&reader, "input.scroll.phase")
            let dx = try reader.cg("input.scroll.dx")
            let dy = try reader.cg("input.scroll.dy")
            let momentum = try reader.bool("input.scroll.isMomentum")
            return .scroll(
                ScrollInput(
                    timestamp: timestamp, deviceID: deviceID, device: device, location: CGPoint(x: x, y: y),
                    kind: kind, phase: phase, delta: CGVector(dx: dx, dy: dy), isMomentum: momentum))
        case .transform:
            let timestamp = try reader.f64("input.transform.timestamp")
            let deviceID = try reader.int("input.transform.deviceID")
            let x = try reader.cg("input.transform.x")
            let y = try reader.cg("input.transform.y")
            let phase = try phase(&reader, "input.transform.phase")
            let scale = try reader.cg("input.transform.scale")
            let rotation = try reader.cg("input.transform.rotation")
            return .transform(
                TransformInput(
                    timestamp: timestamp, deviceID: deviceID, location: CGPoint(x: x, y: y),
                    phase: phase, scale: scale, rotation: rotation))
        }
    }

    /// Reads what ``encodeVector(_:_:_:_:_:into:)`` wrote after the kind byte; `field` names the input kind.
    private static func decodeVector(_ field: String, from reader: inout ByteReader) throws(ProtocolError) -> (
        Double, Double, Double, Double
    ) {
        (
            try reader.f64(field + ".timestamp"), try reader.f64(field + ".x"), try reader.f64(field + ".y"),
            try reader.f64(field + ".z")
        )
    }

    private static func decodeContact(_ reader: inout ByteReader, index: Int) throws(ProtocolError) -> TouchContact {
        func field(_ name: String) -> String { "input.digitizer.contacts[\(index)].\(name)" }
        let id = try reader.int(field("id"))
        let x = try reader.cg(field("x"))
        let y = try reader.cg(field("y"))
        let state = try reader.enumeration(field("state")) { (raw: UInt8) -> TouchContact.State? in
            switch raw {
            case 0: .touching
            case 1: .lifted
            case 2: .hovering
            default: nil
            }
        }
        let type = try reader.enumeration(field("type")) { UITouch.TouchType(rawValue: Int($0)) }
        let force = try reader.cg(field("force"))
        let maximumForce = try reader.cg(field("maximumPossibleForce"))
        let radius = try reader.cg(field("majorRadius"))
        let tolerance = try reader.cg(field("majorRadiusTolerance"))
        let altitude = try reader.cg(field("altitudeAngle"))
        let azimuth = try reader.cg(field("azimuthAngle"))
        let roll = try reader.cg(field("rollAngle"))
        let zOffset = try reader.cg(field("zOffset"))
        let estimated = try properties(&reader, field("estimatedProperties"))
        let expecting = try properties(&reader, field("estimatedPropertiesExpectingUpdates"))
        let hasIndex = try reader.bool(field("hasEstimationUpdateIndex"))
        let updateIndex = try reader.int(field("estimationUpdateIndex"))
        var contact = TouchContact(
            id: id, location: CGPoint(x: x, y: y), state: state, force: force,
            maximumPossibleForce: maximumForce, majorRadius: radius,
            majorRadiusTolerance: tolerance, type: type, altitudeAngle: altitude,
            azimuthAngle: azimuth, rollAngle: roll, estimatedProperties: estimated,
            estimatedPropertiesExpectingUpdates: expecting,
            estimationUpdateIndex: hasIndex ? updateIndex : nil)
        contact.zOffset = zOffset
        return contact
    }

    private static func properties(_ reader: inout ByteReader, _ name: @autoclosure () -> String) throws(ProtocolError)
        -> UITouch.Properties
    {
        let at = reader.offset
        let raw = Int(try reader.u16(name()))
        guard raw & ~knownPropertyBits == 0 else {
            throw ProtocolError(.invalidValue(Int64(raw)), offset: at, field: name())
        }
        return UITouch.Properties(rawValue: raw)
    }
}
