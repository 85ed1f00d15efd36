import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read or written, with the system's reason.
public struct SourceFileError: Error, CustomStringConvertible {
    /// The path, as given.
    public let path: String
    /// What was being done: "read" or "write".
    public let operation: String
    /// The reason (`strerror`), or why the contents are unusable.
    public let reason: String

    public var description: String { "cannot \(operation) \(path): \(reason)" }
}

/// Reading and writing source files with errno reasons in the errors.
public enum SourceFileIO {
    /// The UTF-8 text of the file at `path`.
    public static func read(_ path: String) throws(SourceFileError) -> String {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw failure(path, "read") }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(path, "read")
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw SourceFileError(path: path, operation: "read", reason: "not UTF-8 text")
        }
        return text
    }

    /// Replaces the file at `path` with `text`, through a temporary file renamed over it, so that a
    /// failure leaves the original intact. The original's permissions are kept.
    public static func write(_ text: String, to path: String) throws(SourceFileError) {
        var status = stat()
        let mode: mode_t = stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0o644
        let temporary = path + ".responder-port.tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, mode)
        guard descriptor >= 0 else { throw failure(temporary, "write") }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                let error = failure(temporary, "write")
                close(descriptor)
                unlink(temporary)
                throw error
            }
            written += count
        }
        close(descriptor)
        guard rename(temporary, path) == 0 else {
            let error = failure(path, "write")
            unlink(temporary)
            throw error
        }
    }

    private static func failure(_ path: String, _ operation: String) -> SourceFileError {
        let code = errno
        return SourceFileError(
            path: path, operation: operation, reason: "\(String(cString: strerror(code))) (errno \(code))")
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
