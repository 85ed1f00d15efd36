import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the bytes of a recording, a trace or a description file: a regular file, a pipe, a FIFO,
/// `/dev/stdin`, or standard input itself when the path is `-`.
///
/// Reads with `read(2)` until end of file rather than asking the file's size first, so that pipes and
/// process substitutions (`<(zcat tap.evemu.gz)`) work. A failure says why, with the system's reason
/// and errno: `tap.evemu: expected a readable file, found "Permission denied" (errno 13)`.
public enum RecordingFile {
    /// The path that names standard input.
    public static let standardInputPath = "-"

    /// The bytes of the file at `path` (standard input when `path` is `-`).
    ///
    /// - Throws: ``RecordingError`` naming the file, with the system's reason (`open` or `read` failing,
    ///   a directory) and its errno.
    public static func data(atPath path: String) throws(RecordingError) -> Data {
        let descriptor: Int32
        if path == standardInputPath {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 { throw failure(path, errno: errno, while: "opening it") }
        }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw failure(path, errno: code, while: "reading it")
            }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// The text of the file at `path`, decoded as UTF-8 (invalid bytes become U+FFFD, so that binary
    /// garbage is reported by the readers as text rather than refused here).
    public static func text(atPath path: String) throws(RecordingError) -> String {
        RecordingText.decode(try data(atPath: path))
    }

    /// The name a path is shown with in messages: `<standard input>` for `-`.
    public static func displayName(_ path: String) -> String {
        path == standardInputPath ? "<standard input>" : path
    }

    private static func failure(_ path: String, errno code: Int32, while action: String) -> RecordingError {
        let reason = String(cString: strerror(code))
        let expected = code == EISDIR ? "a recording file" : "a readable file"
        return RecordingError(
            file: displayName(path), expected: expected,
            found: "\(RecordingError.quote(reason)) (errno \(code), \(action))", cause: .unreadable)
    }
}
