import Foundation
import ResponderKitInput

/// Reports a broken property and stops the process: libFuzzer sees the trap and saves the input as a
/// crasher. A property violation is a bug exactly as a crash is.
public func fuzzFailure(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never
{
    FileHandle.standardError.write(Data("fuzz property broken (\(file):\(line)): \(message())\n".utf8))
    fatalError("fuzz property broken", file: file, line: line)
}

/// Checks a condition that holds by design for every input.
public func fuzzCheck(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    if !condition() { fuzzFailure(message(), file: file, line: line) }
}

/// The problems among a read's errors: all but time jitter, which every mode reads past with a warning
/// (``RecordingError/Cause/timeJitter``, input behaviour 2.10), so that a strict read neither throws at it
/// nor a truncating read stops there.
public func problems(_ errors: [RecordingError]) -> [RecordingError] {
    errors.filter { $0.cause != .timeJitter }
}

/// The fuzzer's bytes.
public func fuzzBytes(_ data: UnsafePointer<UInt8>, _ size: Int) -> [UInt8] {
    size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
}

/// Runs every reading mode of a recording reader on one text and checks what docs/trace-format.md and
/// ``RecordingReadingMode`` promise:
///
/// - lenient and truncating reads never throw; a strict read throws a ``RecordingError`` or succeeds;
/// - every error names the file it was given and a line inside the text (or none);
/// - a strict success has no problems (only time jitter warnings, ``problems(_:)``), and lenient and
///   truncating reads give the same recording;
/// - a strict failure's error is the first problem lenient and truncating reads record; truncating keeps
///   only that problem, and its events are a prefix of the lenient read's (nothing before the problem is
///   lost);
/// - a strict success written back in the same format reads back, strictly, to the same events and the
///   same description but for the name (writers are lossless on what their own format can hold); written
///   in each other format, it reads back to the same events.
public func checkRecording(_ bytes: [UInt8], format: RecordingFormat, fileName: String) {
    let text = String(decoding: bytes, as: UTF8.self)
    let lineCount = bytes.reduce(1) { $1 == 0x0a ? $0 + 1 : $0 }
    func checkLocated(_ error: RecordingError, _ file: String, _ lines: Int, _ mode: String) {
        fuzzCheck(error.file == file, "\(mode): error names file \(error.file), not \(file)")
        if let line = error.line {
            fuzzCheck(line >= 1 && line <= max(lines, 1), "\(mode): line \(line) outside 1...\(lines): \(error)")
        }
        if let column = error.column { fuzzCheck(column >= 1, "\(mode): column \(column): \(error)") }
        _ = error.description
    }

    var strict: Result<Recording, RecordingError>
    do {
        strict = .success(try Recording.read(text, file: fileName, format: format, mode: .strict))
    } catch {
        strict = .failure(error)
    }
    let lenient: Recording, truncating: Recording
    do {
        lenient = try Recording.read(text, file: fileName, format: format, mode: .lenient)
        truncating = try Recording.read(text, file: fileName, format: format, mode: .truncating)
    } catch {
        fuzzFailure("a lenient or truncating read threw \(error)")
    }
    for error in lenient.errors { checkLocated(error, fileName, lineCount, "lenient") }
    for error in truncating.errors { checkLocated(error, fileName, lineCount, "truncating") }
    fuzzCheck(problems(truncating.errors).count <= 1, "truncating recorded \(truncating.errors.count) errors")
    fuzzCheck(
        truncating.events.count <= lenient.events.count
            && Array(lenient.events.prefix(truncating.events.count)) == truncating.events,
        "truncating events are not a prefix of lenient events")

    switch strict {
    case .failure(let error):
        checkLocated(error, fileName, lineCount, "strict")
        fuzzCheck(
            problems(lenient.errors).first == error,
            "lenient's first error \(String(describing: problems(lenient.errors).first)) != strict's \(error)")
        fuzzCheck(
            problems(truncating.errors) == [error], "truncating's errors \(truncating.errors) != [strict's \(error)]")
    case .success(let recording):
        fuzzCheck(problems(recording.errors).isEmpty, "a strict read returned errors")
        fuzzCheck(recording.format == format, "a strict read returned format \(recording.format)")
        fuzzCheck(lenient == recording, "lenient read differs from a successful strict read")
        fuzzCheck(truncating == recording, "truncating read differs from a successful strict read")
        checkRoundTrip(recording, format: format)
    }
}

/// Writes a recording in a format, reads it back strictly, and checks the events and the description
/// survive; then the same through the other formats, for the events.
public func checkRoundTrip(_ recording: Recording, format: RecordingFormat) {
    let written = recording.formatted(as: format)
    let again: Recording
    do {
        again = try Recording.read(written, file: "written", format: format)
    } catch {
        fuzzFailure("the \(format) writer's output does not read back: \(error)\n--- written ---\n\(written)")
    }
    fuzzCheck(
        again.events == recording.events, "events changed through the \(format) writer\n--- written ---\n\(written)")
    // The description survives too, except the name: a text format cannot hold every name (evemu and
    // evtest write line breaks as spaces, evemu drops leading blanks when reading), so it may change.
    var expected = recording.device
    expected.name = again.device.name
    fuzzCheck(
        again.device == expected, "the description changed through the \(format) writer\n--- written ---\n\(written)")
    // Every writer keeps the events, whatever the device is called (input behaviour 1.5: the project writes
    // every format it reads).
    for other in RecordingFormat.allCases where other != format {
        let text = recording.formatted(as: other)
        do {
            let read = try Recording.read(text, file: "written", format: other)
            fuzzCheck(
                read.events == recording.events, "events changed through the \(other) writer\n--- written ---\n\(text)")
        } catch {
            fuzzFailure("the \(other) writer's output does not read back: \(error)\n--- written ---\n\(text)")
        }
    }
}
