import FuzzSupport
import ResponderKitRouter

/// Decodes the bytes as a stream of router protocol frames (docs/ipc-protocol.md) and as one frame, and
/// checks:
///
/// - decoding returns messages or a ``ProtocolError`` whose offset lies inside the bytes; it never traps;
/// - a stream fed in chunks of any size decodes to the same messages and the same error as fed at once,
///   and a failed decoder keeps throwing the same error;
/// - every decoded message encodes (what decodes is within ``ProtocolLimits``), and its encoding decodes
///   to a message that encodes to the same bytes (compared as bytes so that NaN payloads compare equal).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIPC(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)

    let whole = decodeStream(bytes, chunkSizes: nil)
    let chunked = decodeStream(bytes, chunkSizes: bytes)
    fuzzCheck(whole.messages == chunked.messages || encodeAll(whole.messages) == encodeAll(chunked.messages),
              "chunked decoding gave other messages")
    fuzzCheck(whole.error == chunked.error, "chunked error \(String(describing: chunked.error)) != \(String(describing: whole.error))")
    for message in whole.messages { checkReencoding(message) }

    do {
        let message = try MessageCodec.decodeFrame(bytes)
        checkReencoding(message)
    } catch {
        fuzzCheck(error.offset >= 0 && error.offset <= bytes.count, "offset \(error.offset) outside the \(bytes.count) bytes: \(error)")
        _ = error.description
    }
    return 0
}

private func decodeStream(_ bytes: [UInt8], chunkSizes: [UInt8]?) -> (messages: [RouterMessage], error: ProtocolError?) {
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
    let encoded: [UInt8]
    do {
        encoded = try MessageCodec.encode(message)
    } catch {
        fuzzFailure("a decoded message does not encode: \(error)")
    }
    do {
        let again = try MessageCodec.decodeFrame(encoded)
        fuzzCheck((try? MessageCodec.encode(again)) == encoded, "encode-decode-encode changed the bytes")
    } catch {
        fuzzFailure("an encoded message does not decode: \(error)")
    }
}
