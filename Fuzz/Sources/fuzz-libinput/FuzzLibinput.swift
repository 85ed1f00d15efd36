import FuzzSupport
import ResponderKitInput

/// Reads the bytes as a libinput recording in every mode (see `checkRecording`), and once with the format
/// detected from the content, as the CLI does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLibinput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    checkRecording(bytes, format: .libinputRecord, fileName: "fuzz.libinput")
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? Recording.read(text, file: "fuzz", mode: .lenient)
    _ = Recording.detectFormat(of: text)
    // The same text as a separate description file (only its device description is used).
    _ = try? Recording.read(
        "", description: text, descriptionFile: "fuzz-description", format: .libinputRecord, mode: .lenient)
    return 0
}
