import FuzzSupport
import ResponderKitInspector

/// Decodes the bytes as an inspector client message (docs/inspector-protocol.md 1.3) and checks:
///
/// - decoding gives a message or an ``InspectorError`` with one of the documented codes (1.4); it never
///   traps;
/// - a decoded pointer is within the documented bounds (coordinates, timestamp, clamped optionals), and so
///   are a decoded mouse (buttons 0…31) and wheel (deltas within ±10⁴, a phase exactly for pixel deltas);
/// - any JSON the inspector parses survives serializing and parsing again unchanged;
/// - read as an HTTP request (the server's pipeline: NIO's parser within the head limits, Host, token, route
///   and Origin checks), the answer is one of the documented statuses, and a head past the limits is never
///   answered 200 or 101;
/// - read as client WebSocket frames, no message passes the 8 MiB limit and a failed connection closes
///   with one of RFC 6455's codes the server documents (1002, 1007, 1009).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInspector(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let codes: Set<String> = [
        "bad-message", "unsupported-version", "unknown-type", "invalid-field", "too-large",
        "out-of-order", "unknown-scene", "scene-unavailable", "too-many-pointers",
        "recording-invalid", "read-only",
    ]
    let (result, _) = InspectorClientMessage.decode(text)
    switch result {
    case .failure(let error):
        fuzzCheck(codes.contains(error.code), "undocumented error code \(error.code)")
        if error.code == "invalid-field" { fuzzCheck(error.field != nil, "invalid-field without a field") }
    case .success(.pointer(let pointer)):
        fuzzCheck(
            abs(pointer.location.x) <= InspectorLimits.maximumCoordinate
                && abs(pointer.location.y) <= InspectorLimits.maximumCoordinate, "pointer outside the bounds")
        fuzzCheck(pointer.timestamp >= 0 && pointer.timestamp.isFinite, "pointer timestamp \(pointer.timestamp)")
        if let pressure = pointer.pressure { fuzzCheck((0...1).contains(pressure), "pressure \(pressure)") }
    case .success(.mouse(let mouse)):
        fuzzCheck(
            abs(mouse.location.x) <= InspectorLimits.maximumCoordinate
                && abs(mouse.location.y) <= InspectorLimits.maximumCoordinate, "mouse outside the bounds")
        fuzzCheck(mouse.timestamp >= 0 && mouse.timestamp.isFinite, "mouse timestamp \(mouse.timestamp)")
        fuzzCheck(
            (0...InspectorLimits.maximumMouseButtons).contains(mouse.buttons.rawValue),
            "buttons \(mouse.buttons.rawValue)")
    case .success(.wheel(let wheel)):
        fuzzCheck(
            abs(wheel.location.x) <= InspectorLimits.maximumCoordinate
                && abs(wheel.location.y) <= InspectorLimits.maximumCoordinate, "wheel outside the bounds")
        fuzzCheck(
            abs(wheel.deltaX) <= InspectorLimits.maximumWheelDelta
                && abs(wheel.deltaY) <= InspectorLimits.maximumWheelDelta,
            "wheel delta (\(wheel.deltaX), \(wheel.deltaY))")
        fuzzCheck(
            (wheel.phase != nil) == (wheel.mode == .pixel),
            "wheel phase \(String(describing: wheel.phase)) in mode \(wheel.mode)")
        fuzzCheck(wheel.phase != .cancelled, "a cancelled wheel phase")
    case .success(.playback(.play(let speed))):
        fuzzCheck(InspectorLimits.playbackSpeeds.contains(speed), "speed \(speed)")
    case .success:
        break
    }
    checkRequest(bytes)
    checkFrames(bytes)
    if let json = InspectorJSON.parse(text) {
        let serialized = json.serialized
        guard let again = InspectorJSON.parse(serialized) else {
            fuzzFailure("serialized JSON does not parse: \(serialized)")
        }
        fuzzCheck(again == json, "JSON changed through serializing: \(serialized)")
    }
    return 0
}

private let statuses: Set<Int> = [101, 200, 204, 400, 403, 404, 405, 408, 413, 414, 426, 431]

private func checkRequest(_ bytes: [UInt8]) {
    let open = InspectorWire.status(forRequest: bytes)
    fuzzCheck(statuses.contains(open), "undocumented status \(open)")
    let guarded = InspectorWire.status(
        forRequest: bytes, access: InspectorAccess(token: "0123456789abcdef0123456789abcdef"))
    fuzzCheck(statuses.contains(guarded), "undocumented status \(guarded)")
    if bytes.count > InspectorLimits.maximumRequestHeadBytes, let end = firstEmptyLine(bytes),
        end > InspectorLimits.maximumRequestHeadBytes
    {
        fuzzCheck(open != 200 && open != 101, "a head of \(end) bytes was served")
    }
}

/// Where the first empty line ends, as the server's head reader finds it.
private func firstEmptyLine(_ bytes: [UInt8]) -> Int? {
    for index in bytes.indices where bytes[index] == 0x0A {
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { return index + 2 }
        if index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A { return index + 3 }
    }
    return nil
}

private func checkFrames(_ bytes: [UInt8]) {
    let (messages, code) = InspectorWire.messages(inClientFrames: bytes)
    for message in messages {
        fuzzCheck((message?.utf8.count ?? 0) <= InspectorLimits.maximumMessageBytes, "a message past the limit")
    }
    if let code {
        fuzzCheck(code == 1002 || code == 1007 || code == 1009 || (1000...4999).contains(code), "close code \(code)")
    }
}
