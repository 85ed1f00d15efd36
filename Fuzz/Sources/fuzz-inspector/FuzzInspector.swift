import FuzzSupport
import ResponderKitInspector

/// Decodes the bytes as an inspector client message (docs/inspector-protocol.md 1.3) and checks:
///
/// - decoding gives a message or an ``InspectorError`` with one of the documented codes (1.4); it never
///   traps;
/// - a decoded pointer is within the documented bounds (coordinates, timestamp, clamped optionals);
/// - any JSON the inspector parses survives serializing and parsing again unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInspector(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let codes: Set<String> = ["bad-message", "unsupported-version", "unknown-type", "invalid-field", "too-large",
                              "out-of-order", "unknown-scene", "scene-unavailable", "too-many-pointers",
                              "recording-invalid", "read-only"]
    let (result, _) = InspectorClientMessage.decode(text)
    switch result {
    case .failure(let error):
        fuzzCheck(codes.contains(error.code), "undocumented error code \(error.code)")
        if error.code == "invalid-field" { fuzzCheck(error.field != nil, "invalid-field without a field") }
    case .success(.pointer(let pointer)):
        fuzzCheck(abs(pointer.location.x) <= InspectorLimits.maximumCoordinate
                  && abs(pointer.location.y) <= InspectorLimits.maximumCoordinate, "pointer outside the bounds")
        fuzzCheck(pointer.timestamp >= 0 && pointer.timestamp.isFinite, "pointer timestamp \(pointer.timestamp)")
        if let pressure = pointer.pressure { fuzzCheck((0...1).contains(pressure), "pressure \(pressure)") }
    case .success(.playback(.play(let speed))):
        fuzzCheck(InspectorLimits.playbackSpeeds.contains(speed), "speed \(speed)")
    case .success:
        break
    }
    if let json = InspectorJSON.parse(text) {
        let serialized = json.serialized
        guard let again = InspectorJSON.parse(serialized) else { fuzzFailure("serialized JSON does not parse: \(serialized)") }
        fuzzCheck(again == json, "JSON changed through serializing: \(serialized)")
    }
    return 0
}
