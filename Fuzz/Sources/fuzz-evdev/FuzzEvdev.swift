import FuzzSupport
import ResponderKitInput

/// Decodes the bytes as a stream of 64-bit `struct input_event` records (input behaviour 1.2), at once
/// and in chunks, and checks:
///
/// - the events are those of the whole records before the first impossible one, and the error (if any)
///   names that record's byte offset, `24 × events`;
/// - decoding in chunks of any size gives the same events and the same error as decoding at once
///   (partial reads are fine), and a failed decoder stays failed;
/// - encoding the events gives back exactly the bytes they were decoded from.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEvdev(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let size = EvdevByteDecoder.recordSize
    let whole = EvdevByteDecoder.decodeAll(bytes)
    let decodedBytes = whole.events.count * size
    fuzzCheck(decodedBytes <= bytes.count, "more events than records")
    if let error = whole.error {
        fuzzCheck(error.offset == decodedBytes, "error at offset \(error.offset) after \(whole.events.count) events")
        if case .truncatedRecord(let count) = error.reason {
            fuzzCheck(count == bytes.count - decodedBytes && count > 0 && count < size, "truncated count \(count)")
        } else {
            fuzzCheck(bytes.count - decodedBytes >= size, "a whole-record error without a whole record: \(error)")
        }
        _ = error.description
    } else {
        fuzzCheck(decodedBytes == bytes.count, "no error but \(bytes.count - decodedBytes) bytes left")
    }
    fuzzCheck(
        EvdevByteDecoder.encode(whole.events) == Array(bytes[0..<decodedBytes]),
        "encoding the events does not give back their bytes")

    // The same stream in chunks whose sizes come from the data itself.
    var decoder = EvdevByteDecoder()
    var events: [EvdevEvent] = []
    var error: EvdevDecodingError?
    var start = 0
    var chunkIndex = 0
    while start < bytes.count {
        let chunk = 1 + Int(bytes[chunkIndex % bytes.count]) % 50
        chunkIndex += 1
        let end = min(bytes.count, start + chunk)
        let result = decoder.decode(bytes[start..<end])
        if let previous = error {
            fuzzCheck(result.events.isEmpty && result.error == previous, "a failed decoder decoded again")
        }
        events += result.events
        if error == nil { error = result.error }
        start = end
    }
    if error == nil { error = decoder.finish() }
    fuzzCheck(events == whole.events, "chunked decoding gave other events")
    fuzzCheck(
        error == whole.error,
        "chunked decoding gave error \(String(describing: error)), at once \(String(describing: whole.error))")
    fuzzCheck(decoder.bytesDecoded == decodedBytes, "bytesDecoded \(decoder.bytesDecoded) != \(decodedBytes)")
    return 0
}
