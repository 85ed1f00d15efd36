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
        return try data(descriptor: descriptor, path: path)
    }

    /// The bytes left to read from an open file, until its end.
    private static func data(descriptor: Int32, path: String) throws(RecordingError) -> Data {
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
    ///
    /// A regular file is read straight into the string's storage at the size `fstat` gives (one copy of
    /// the bytes instead of three: docs/performance.md, "Decoding at libevemu's speed"); a pipe, or a
    /// file that grows while it is read, through ``data(atPath:)``.
    public static func text(atPath path: String) throws(RecordingError) -> String {
        guard path != standardInputPath else { return RecordingText.decode(try data(atPath: path)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 { throw failure(path, errno: errno, while: "opening it") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
            info.st_size < Int.max / 2
        else { return RecordingText.decode(try data(descriptor: descriptor, path: path)) }
        let size = Int(info.st_size)
        var readError: Int32 = 0
        var filled = 0
        let text = String(unsafeUninitializedCapacity: size) { buffer in
            guard let base = buffer.baseAddress else { return 0 }
            while filled < size {
                let count = read(descriptor, base + filled, size - filled)
                if count == 0 { break }
                if count < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    break
                }
                filled += count
            }
            return filled
        }
        if readError != 0 { throw failure(path, errno: readError, while: "reading it") }
        // The file grew after fstat: decode all its bytes together (a character may straddle the cut).
        let rest = filled == size ? try data(descriptor: descriptor, path: path) : Data()
        if rest.isEmpty { return text }
        return RecordingText.decode(Data(text.utf8) + rest)
    }

    /// The name a path is shown with in messages: `<standard input>` for `-`.
    public static func displayName(_ path: String) -> String {
        path == standardInputPath ? "<standard input>" : path
    }

    /// The error for a file that cannot be opened or read, with the system's reason and errno.
    static func failure(_ path: String, errno code: Int32, while action: String) -> RecordingError {
        let reason = String(cString: strerror(code))
        let expected = code == EISDIR ? "a recording file" : "a readable file"
        return RecordingError(
            file: displayName(path), expected: expected,
            found: "\(RecordingError.quote(reason)) (errno \(code), \(action))", cause: .unreadable)
    }
}
