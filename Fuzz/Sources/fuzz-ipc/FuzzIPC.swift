import Foundation
import FuzzSupport
import ResponderKit
import ResponderKitRouter

/// Decodes the bytes as a stream of router protocol frames (docs/ipc-protocol.md) and as one frame, and
/// checks:
///
/// - decoding returns messages or a ``ProtocolError`` whose offset lies inside the bytes; it never traps;
/// - a stream fed in chunks of any size decodes to the same messages and the same error as fed at once,
///   and a failed decoder keeps throwing the same error;
/// - every decoded message encodes (what decodes is within ``ProtocolLimits``), and its encoding decodes
///   to a message that encodes to the same bytes; ``MessageCodec/encodedLength(of:)`` is its size;
/// - every number of a decoded message is finite and within ``ProtocolLimits/maximumMagnitude``, and a
///   `numberOutOfRange` error points at the 8 bytes holding the refused value;
/// - routed through a router, the input of one source is held to its caps (`checkRouting`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIPC(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)

    let whole = decodeStream(bytes, chunkSizes: nil)
    let chunked = decodeStream(bytes, chunkSizes: bytes)
    fuzzCheck(
        whole.messages == chunked.messages || encodeAll(whole.messages) == encodeAll(chunked.messages),
        "chunked decoding gave other messages")
    fuzzCheck(
        whole.error == chunked.error,
        "chunked error \(String(describing: chunked.error)) != \(String(describing: whole.error))")
    for message in whole.messages { checkReencoding(message) }
    checkRouting(whole.messages)

    do {
        let message = try MessageCodec.decodeFrame(bytes)
        checkReencoding(message)
    } catch {
        fuzzCheck(
            error.offset >= 0 && error.offset <= bytes.count,
            "offset \(error.offset) outside the \(bytes.count) bytes: \(error)")
        checkNumberError(error, in: bytes, frameStart: 0)
        _ = error.description
    }
    return 0
}

/// Routes the decoded input and system swipes through a router, as its own input with caps of 4 contacts
/// and 2 pointer devices (docs/ipc-protocol.md, section 13, "Limits"), and checks its count of refused
/// contacts against the rule: a contact with a new id is refused while 4 are down or hovering.
private func checkRouting(_ messages: [RouterMessage]) {
    let router = SystemRouter(
        configuration: RouterConfiguration(
            systemGestures: [], maximumContactsPerSource: 4, maximumPointerDevicesPerSource: 2))
    var down: Set<Int> = []
    var refused = 0
    for message in messages {
        switch message {
        case .input(.digitizer(let frame)):
            for contact in frame.contacts {
                if contact.state == .lifted {
                    down.remove(contact.id)
                } else if down.contains(contact.id) || down.count < 4 {
                    down.insert(contact.id)
                } else {
                    refused += 1
                }
            }
            router.handle(.digitizer(frame))
        case .input(let input):
            if case .cancelAllContacts = input { down.removeAll() }
            router.handle(input)
        case .systemSwipe(let swipe):
            router.handle(swipe)
        default:
            break
        }
    }
    fuzzCheck(router.refusedContacts == refused, "refused \(router.refusedContacts) contacts, the rule \(refused)")
}

/// A refused number's error names the offset of its 8 bytes, which hold exactly the refused bit pattern.
private func checkNumberError(_ error: ProtocolError, in bytes: [UInt8], frameStart: Int) {
    guard case .numberOutOfRange(let bits) = error.kind else { return }
    let start = frameStart + error.offset
    fuzzCheck(start >= 0 && start + 8 <= bytes.count, "number error at \(error.offset) outside the bytes: \(error)")
    let stored = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[start + $1]) << UInt64($1 * 8) }
    fuzzCheck(stored == bits, "number error names bits \(bits), the bytes hold \(stored): \(error)")
    fuzzCheck(!ProtocolLimits.isAcceptable(Double(bitPattern: bits)), "an acceptable number was refused: \(error)")
}

/// Every number a decoded message carries (window frames and levels, timestamps, contact and sensor values).
private func numbers(in message: RouterMessage) -> [Double] {
    switch message {
    case .windowList(let windows):
        return windows.flatMap {
            [$0.frame.origin.x, $0.frame.origin.y, $0.frame.size.width, $0.frame.size.height, $0.level].map(Double.init)
        }
    case .systemGesture(_, let timestamp): return [timestamp]
    case .input(let input):
        switch input {
        case .digitizer(let frame):
            return [frame.timestamp]
                + frame.contacts.flatMap { contact in
                    [
                        contact.location.x, contact.location.y, contact.force, contact.maximumPossibleForce,
                        contact.majorRadius,
                        contact.majorRadiusTolerance, contact.altitudeAngle, contact.azimuthAngle, contact.rollAngle,
                        contact.zOffset,
                    ].map(Double.init)
                }
        case .cancelAllContacts(let timestamp): return [timestamp]
        case .estimatedPropertiesUpdate(let update):
            return [update.timestamp]
                + [
                    update.force, update.azimuthAngle, update.altitudeAngle, update.location?.x,
                    update.location?.y,
                ].compactMap { $0.map(Double.init) }
        case .key(let key): return [key.timestamp]
        case .accelerometer(let sample): return [sample.timestamp, sample.x, sample.y, sample.z]
        case .mediaKey(let media): return [media.timestamp]
        case .pointer(let pointer):
            return [pointer.timestamp] + [pointer.location.x, pointer.location.y].map(Double.init)
        case .scroll(let scroll):
            return [scroll.timestamp]
                + [scroll.location.x, scroll.location.y, scroll.delta.dx, scroll.delta.dy].map(Double.init)
        case .transform(let transform):
            return [transform.timestamp]
                + [transform.location.x, transform.location.y, transform.scale, transform.rotation].map(Double.init)
        }
    case .systemSwipe(let swipe):
        return [swipe.timestamp] + [swipe.translation.dx, swipe.translation.dy].map(Double.init)
    case .drag(.sourceMoved(let snapshot)), .drag(.over(_, let snapshot)):
        return [snapshot.screenLocation.x, snapshot.screenLocation.y].map(Double.init)
    case .drag: return []
    case .hello, .registerApplication, .frontApplication, .goodbye: return []
    }
}

private func decodeStream(_ bytes: [UInt8], chunkSizes: [UInt8]?) -> (messages: [RouterMessage], error: ProtocolError?)
{
    var decoder = FrameDecoder()
    var messages: [RouterMessage] = []
    var start = 0
    var chunkIndex = 0
    repeat {
        var end = bytes.count
        if let chunkSizes, !chunkSizes.isEmpty {
            end = min(bytes.count, start + 1 + Int(chunkSizes[chunkIndex % chunkSizes.count]) % 64)
            chunkIndex += 1
        }
        decoder.append(bytes[start..<end])
        start = end
        while true {
            let frameOffset = decoder.streamOffset
            do {
                guard let message = try decoder.next() else { break }
                messages.append(message)
            } catch {
                fuzzCheck(frameOffset + error.offset <= bytes.count, "error offset beyond the stream: \(error)")
                checkNumberError(error, in: bytes, frameStart: frameOffset)
                do {
                    _ = try decoder.next()
                    fuzzFailure("a failed decoder decoded again")
                } catch let again {
                    fuzzCheck(again == error, "a failed decoder threw another error")
                }
                return (messages, error)
            }
        }
    } while start < bytes.count
    return (messages, nil)
}

private func encodeAll(_ messages: [RouterMessage]) -> [[UInt8]] {
    messages.map { (try? MessageCodec.encode($0)) ?? [] }
}

private func checkReencoding(_ message: RouterMessage) {
    for number in numbers(in: message) {
        fuzzCheck(ProtocolLimits.isAcceptable(number), "a decoded message holds the number \(number)")
    }
    let encoded: [UInt8]
    do {
        encoded = try MessageCodec.encode(message)
    } catch {
        fuzzFailure("a decoded message does not encode: \(error)")
    }
    fuzzCheck(
        MessageCodec.encodedLength(of: message) == encoded.count,
        "encodedLength \(MessageCodec.encodedLength(of: message)) != \(encoded.count) bytes")
    do {
        let again = try MessageCodec.decodeFrame(encoded)
        fuzzCheck((try? MessageCodec.encode(again)) == encoded, "encode-decode-encode changed the bytes")
    } catch {
        fuzzFailure("an encoded message does not decode: \(error)")
    }
}
