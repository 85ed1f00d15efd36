import FuzzSupport
import ResponderKitInput

/// Reads the bytes as a JSON Lines trace (docs/trace-format.md) in every mode and checks:
///
/// - lenient and truncating reads never throw; a strict read throws a ``RecordingError`` or succeeds;
/// - every error names the file and a line inside the text (or none);
/// - a strict success has no problems (only time jitter warnings, ``problems(_:)``) and equals the
///   lenient and truncating reads (compared as text, so that NaN values compare equal);
/// - a strict failure's error is the first problem lenient and truncating reads record, truncating keeps
///   only it, and its inputs are a prefix of the lenient read's;
/// - writing a successful read and reading it back gives the same trace: `read(t.text).text == t.text`
///   (trace-format.md 1.2, "writing then reading gives the same values").
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTrace(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = fuzzBytes(data, size)
    let text = String(decoding: bytes, as: UTF8.self)
    let file = "fuzz.jsonl"
    let lineCount = bytes.reduce(1) { $1 == 0x0a ? $0 + 1 : $0 }
    func checkLocated(_ error: RecordingError, _ mode: String) {
        fuzzCheck(error.file == file, "\(mode): error names file \(error.file)")
        if let line = error.line {
            fuzzCheck(line >= 1 && line <= lineCount, "\(mode): line \(line) outside 1...\(lineCount)")
        }
        if let column = error.column { fuzzCheck(column >= 1, "\(mode): column \(column): \(error)") }
        _ = error.description
    }
    var strict: Result<Trace, RecordingError>
    do {
        strict = .success(try Trace.read(text, file: file, mode: .strict))
    } catch {
        strict = .failure(error)
    }
    let lenient: Trace, truncating: Trace
    do {
        lenient = try Trace.read(text, file: file, mode: .lenient)
        truncating = try Trace.read(text, file: file, mode: .truncating)
    } catch {
        fuzzFailure("a lenient or truncating read threw \(error)")
    }
    for error in lenient.errors { checkLocated(error, "lenient") }
    for error in truncating.errors { checkLocated(error, "truncating") }
    fuzzCheck(problems(truncating.errors).count <= 1, "truncating recorded \(truncating.errors.count) errors")
    let lenientLines = lenient.inputs.map(TraceWriter.line(for:))
    let truncatingLines = truncating.inputs.map(TraceWriter.line(for:))
    fuzzCheck(
        Array(lenientLines.prefix(truncatingLines.count)) == truncatingLines,
        "truncating inputs are not a prefix of lenient inputs")
    switch strict {
    case .failure(let error):
        checkLocated(error, "strict")
        fuzzCheck(
            problems(lenient.errors).first == error,
            "lenient's first error \(String(describing: problems(lenient.errors).first)) != strict's \(error)")
        fuzzCheck(
            problems(truncating.errors) == [error], "truncating's errors \(truncating.errors) != [strict's \(error)]")
    case .success(let trace):
        fuzzCheck(
            problems(trace.errors + lenient.errors + truncating.errors).isEmpty, "a clean read has errors")
        let written = trace.text
        fuzzCheck(lenient.text == written && truncating.text == written, "modes disagree on a clean trace")
        do {
            let again = try Trace.read(written, file: "written")
            fuzzCheck(
                again.text == written,
                "write-read is not a fixed point\n--- written ---\n\(written)\n--- again ---\n\(again.text)")
        } catch {
            fuzzFailure("the trace writer's output does not read back: \(error)\n--- written ---\n\(written)")
        }
    }
    _ = Trace.isTrace(text)
    return 0
}
