import Foundation
import ResponderKit
import ResponderKitReplay
import ResponderKitRouter
import Testing

// Behaviour 9, step 2: backboardd forwards HID events to the application over IPC. ResponderKit's IPC is the
// framed binary protocol of docs/ipc-protocol.md; these tests pin its round trips and its typed errors.

/// One message of every kind, with every field away from its default.
private let everyMessage: [RouterMessage] = {
    var pencil = TouchContact(
        id: -7, location: CGPoint(x: 10.25, y: -3.5), state: .touching, force: 2.5,
        maximumPossibleForce: 6.6, majorRadius: 3, majorRadiusTolerance: 0.5, type: .pencil,
        altitudeAngle: 0.7, azimuthAngle: 1.2, rollAngle: -0.3,
        estimatedProperties: [.force, .azimuth], estimatedPropertiesExpectingUpdates: [.force],
        estimationUpdateIndex: 42)
    pencil.zOffset = 0.25
    let lifted = TouchContact(id: 3, location: CGPoint(x: 100, y: 200), state: .lifted)
    let hovering = TouchContact(id: 4, location: CGPoint(x: 1, y: 2), state: .hovering, type: .indirectPointer)
    return [
        .hello(Hello(role: .application)),
        .hello(Hello(role: .router)),
        .hello(Hello(role: .inputSource)),
        .registerApplication(id: 4_000_000_000, name: "Photos ✨"),
        .windowList([]),
        .windowList([
            ApplicationWindow(id: 1, frame: CGRect(x: 0, y: 0, width: 320, height: 480)),
            ApplicationWindow(
                id: 9, frame: CGRect(x: -5.5, y: 20, width: 100, height: 50.25), level: 2000,
                isVisible: false),
        ]),
        .input(.digitizer(DigitizerFrame(timestamp: 12.5, contacts: [pencil, lifted, hovering]))),
        .input(.digitizer(DigitizerFrame(timestamp: 0, contacts: []))),
        .input(.cancelAllContacts(timestamp: 99.125)),
        .input(
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: 3, estimationUpdateIndex: 42, force: 1.5,
                    location: CGPoint(x: 4, y: 5), isFinal: false))),
        .input(
            .estimatedPropertiesUpdate(
                EstimatedPropertiesUpdate(
                    timestamp: 3, estimationUpdateIndex: -1,
                    azimuthAngle: 0.1, altitudeAngle: 0.2))),
        .input(
            .key(
                KeyInput(
                    timestamp: 1, keyCode: .keyboardA, transition: .down, modifierFlags: [.command, .shift],
                    characters: "A", charactersIgnoringModifiers: "a"))),
        .input(.key(KeyInput(timestamp: 2, keyCode: .keyboardEscape, transition: .up))),
        .input(.accelerometer(AccelerometerSample(timestamp: 5, x: 0.1, y: -0.98, z: 0.05))),
        .input(.gyroscope(GyroscopeSample(timestamp: 5.1, x: 0.5, y: -2, z: 0.25))),
        .input(.magnetometer(MagnetometerSample(timestamp: 5.2, x: 20, y: -3.5, z: -40))),
        .input(.proximity(ProximitySample(timestamp: 5.3, isNear: true))),
        .input(.proximity(ProximitySample(timestamp: 5.4, isNear: false, distance: 12.5))),
        .input(.mediaKey(MediaKeyInput(timestamp: 6, command: .togglePlayPause))),
        .frontApplication(7),
        .frontApplication(nil),
        .systemGesture(name: "home", timestamp: 8.5),
        .goodbye(reason: "the router is shutting down"),
        .systemSwipe(
            SystemSwipeInput(
                timestamp: 9.25, deviceID: -3, fingers: 3, phase: .began, translation: CGVector(dx: -12.5, dy: 2),
                direction: .left)),
        .systemSwipe(
            SystemSwipeInput(
                timestamp: 9.5, deviceID: 1 << 40, fingers: 4, phase: .cancelled, translation: CGVector(dx: 0, dy: 80),
                direction: .down)),
    ]
}()

/// A frame: a length prefix, a type byte and a payload.
private func frame(type: UInt8, payload: [UInt8]) -> [UInt8] {
    let length = UInt32(payload.count + 1)
    return [UInt8(length & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length >> 16 & 0xFF), UInt8(length >> 24)] + [type]
        + payload
}

/// Decodes, expecting a protocol error.
private func decodingError(_ bytes: [UInt8]) -> ProtocolError? {
    do {
        _ = try MessageCodec.decodeFrame(bytes)
        return nil
    } catch {
        return error
    }
}

@Suite("Router IPC protocol: framing, round trips, typed errors (behaviour 9.2)")
struct RouterProtocolTests {
    @Test("9.2: every message kind, and every HardwareInput kind, survives encode then decode unchanged")
    func roundTrips() throws {
        for message in everyMessage {
            let bytes = try MessageCodec.encode(message)
            #expect(try MessageCodec.decodeFrame(bytes) == message)
        }
    }

    @Test("9.2: the layout is little-endian and explicit: length prefix, type byte, then the documented fields")
    func explicitLayout() throws {
        let hello = try MessageCodec.encode(.hello(Hello(role: .application)))
        // Protocol version 2 (docs/ipc-protocol.md, section 3.1).
        #expect(hello == [8, 0, 0, 0, 1, 0x52, 0x4B, 0x49, 0x50, 2, 0, 1])
        let front = try MessageCodec.encode(.frontApplication(0x0102_0304))
        #expect(front == [6, 0, 0, 0, 5, 1, 4, 3, 2, 1])
        let goodbye = try MessageCodec.encode(.goodbye(reason: "ok"))
        #expect(goodbye == [5, 0, 0, 0, 7, 2, 0, 0x6F, 0x6B])
        let contact = TouchContact(id: 1, location: .zero)
        let digitizer = try MessageCodec.encode(.input(.digitizer(DigitizerFrame(timestamp: 0, contacts: [contact]))))
        #expect(digitizer.count == 4 + 1 + 1 + 8 + 2 + 103)  // one contact is 103 bytes
    }

    @Test("9.2: a stream split at every byte boundary decodes into the same messages, in order")
    func streamDecoding() throws {
        let stream = try everyMessage.flatMap { try MessageCodec.encode($0) }
        var decoder = FrameDecoder()
        var decoded: [RouterMessage] = []
        for byte in stream {
            decoder.append([byte])
            while let message = try decoder.next() { decoded.append(message) }
        }
        #expect(decoded == everyMessage)
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test("9.2: a truncated frame is a typed error naming the offset and the field where the bytes ran out")
    func truncated() throws {
        let bytes = try MessageCodec.encode(.registerApplication(id: 5, name: "Mail"))
        #expect(
            decodingError(Array(bytes.prefix(2)))
                == ProtocolError(.truncated(needed: 4, available: 2), offset: 0, field: "length"))
        #expect(
            decodingError(Array(bytes.dropLast()))
                == ProtocolError(.truncated(needed: 11, available: 10), offset: 4, field: "payload"))
        // A length prefix that agrees with a payload too short for its message: the field is named.
        let short = frame(type: 2, payload: [5, 0, 0, 0, 4, 0, 0x4D])
        #expect(
            decodingError(short)
                == ProtocolError(.truncated(needed: 4, available: 1), offset: 11, field: "register.name"))
        let contact = frame(
            type: 4, payload: [1] + [UInt8](repeating: 0, count: 8) + [1, 0] + [UInt8](repeating: 0, count: 20))
        #expect(
            decodingError(contact)
                == ProtocolError(
                    .truncated(needed: 8, available: 4), offset: 32,
                    field: "input.digitizer.contacts[0].y"))
    }

    @Test("9.2: an oversized or empty length prefix is rejected from its 4 bytes alone, before any payload")
    func oversizedLength() throws {
        let tooLong = UInt32(ProtocolLimits.maximumFrameLength + 1)
        var decoder = FrameDecoder()
        decoder.append([
            UInt8(tooLong & 0xFF), UInt8(tooLong >> 8 & 0xFF), UInt8(tooLong >> 16 & 0xFF), UInt8(tooLong >> 24),
        ])
        let expected = ProtocolError(
            .frameTooLong(length: Int(tooLong), maximum: ProtocolLimits.maximumFrameLength),
            offset: 0, field: "length")
        #expect(throws: expected) { try decoder.next() }
        #expect(throws: expected) { try decoder.next() }  // the stream stays failed
        #expect(decodingError([0, 0, 0, 0]) == ProtocolError(.emptyFrame, offset: 0, field: "length"))
        #expect(
            decodingError([0xFF, 0xFF, 0xFF, 0xFF, 1])
                == ProtocolError(
                    .frameTooLong(length: Int(UInt32.max), maximum: ProtocolLimits.maximumFrameLength), offset: 0,
                    field: "length"))
    }

    @Test("9.2: a hello with another protocol version, or without the magic, is a typed error")
    func badVersion() throws {
        let version3 = frame(type: 1, payload: [0x52, 0x4B, 0x49, 0x50, 3, 0, 1])
        #expect(
            decodingError(version3)
                == ProtocolError(
                    .unsupportedVersion(found: 3, supported: 1...2), offset: 9,
                    field: "hello.version"))
        let noMagic = frame(type: 1, payload: [0x48, 0x54, 0x54, 0x50, 1, 0, 1])
        #expect(
            decodingError(noMagic)
                == ProtocolError(.badMagic([0x48, 0x54, 0x54, 0x50]), offset: 5, field: "hello.magic"))
        let badRole = frame(type: 1, payload: [0x52, 0x4B, 0x49, 0x50, 1, 0, 9])
        #expect(decodingError(badRole) == ProtocolError(.invalidValue(9), offset: 11, field: "hello.role"))
    }

    @Test("9.2: an unknown message type, an unknown input kind or enum value, and trailing bytes are typed errors")
    func unknownType() throws {
        #expect(
            decodingError(frame(type: 0x42, payload: [1, 2, 3]))
                == ProtocolError(.unknownMessageType(0x42), offset: 4, field: "type"))
        #expect(
            decodingError(frame(type: 0, payload: []))
                == ProtocolError(.unknownMessageType(0), offset: 4, field: "type"))
        #expect(
            decodingError(frame(type: 4, payload: [77]))
                == ProtocolError(.invalidValue(77), offset: 5, field: "input.kind"))
        #expect(
            decodingError(frame(type: 5, payload: [2, 0, 0, 0, 0]))
                == ProtocolError(.invalidValue(2), offset: 5, field: "front.present"))
        #expect(
            decodingError(frame(type: 7, payload: [0, 0, 9]))
                == ProtocolError(.trailingBytes(count: 1), offset: 7, field: "payload"))
        #expect(
            decodingError(frame(type: 7, payload: [2, 0, 0xC3, 0x28]))
                == ProtocolError(.invalidUTF8, offset: 7, field: "goodbye.reason"))
        let good = try MessageCodec.encode(.goodbye(reason: "x"))
        #expect(
            decodingError(good + [0]) == ProtocolError(.trailingBytes(count: 1), offset: good.count, field: "frame"))
    }

    @Test("9.2: counts over their bounds are refused when decoding and when encoding")
    func bounds() throws {
        let tooMany = UInt16(ProtocolLimits.maximumWindows + 1)
        #expect(
            decodingError(frame(type: 3, payload: [UInt8(tooMany & 0xFF), UInt8(tooMany >> 8)]))
                == ProtocolError(
                    .countTooLarge(count: Int(tooMany), maximum: ProtocolLimits.maximumWindows), offset: 5,
                    field: "windows.count"))
        let longName = String(repeating: "x", count: ProtocolLimits.maximumStringBytes + 1)
        #expect(
            throws: ProtocolError(
                .countTooLarge(count: longName.utf8.count, maximum: ProtocolLimits.maximumStringBytes),
                offset: 9, field: "register.name")
        ) {
            try MessageCodec.encode(.registerApplication(id: 1, name: longName))
        }
    }

    @Test("9.2: random corruption of valid frames never traps: each decode returns a message or a ProtocolError")
    func corruptionNeverTraps() throws {
        var generator = SeededRandomNumberGenerator(seed: 9)
        for message in everyMessage {
            let bytes = try MessageCodec.encode(message)
            for _ in 0..<200 {
                var corrupted = bytes
                let flips = Int(generator.next() % 4) + 1
                for _ in 0..<flips {
                    corrupted[Int(generator.next() % UInt64(corrupted.count))] = UInt8(
                        truncatingIfNeeded: generator.next())
                }
                if generator.next() % 3 == 0 {
                    corrupted = Array(corrupted.prefix(Int(generator.next() % UInt64(corrupted.count))))
                }
                var decoder = FrameDecoder()
                decoder.append(corrupted)
                _ = try? decoder.next()
                _ = decodingError(corrupted)
            }
        }
    }
}
