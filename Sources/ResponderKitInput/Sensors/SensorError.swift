import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a sensor, one of its files or its buffered stream could not be read (docs/input-devices.md,
/// "Industrial I/O sensors"). Every case names the file; a stream's cases name the byte offset too.
public enum SensorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A file or directory could not be opened or read (`errno`).
    case unreadable(path: String, errno: Int32)
    /// A file's text is not what the kernel's ABI says it holds (a number, a mount matrix, a scan type).
    case malformedFile(path: String, text: String, expected: String)
    /// A device has no channel the library turns into a reading.
    case noSensorChannels(path: String)
    /// A device named on the command line is not under the sysfs root.
    case noSuchDevice(name: String, root: String)
    /// The buffered stream ended inside a record: `length` bytes of a `recordSize`-byte record remain at
    /// `offset`.
    case truncatedRecord(path: String, offset: Int, length: Int, recordSize: Int)
    /// The scan elements enabled give no record (no element is enabled), or an element's size is not
    /// one the kernel lays out.
    case badScanLayout(path: String, reason: String)

    /// One line naming the file (and the byte offset) and what is wrong.
    public var description: String {
        switch self {
        case .unreadable(let path, let code): "cannot read \(path): \(String(cString: strerror(code))) (errno \(code))"
        case .malformedFile(let path, let text, let expected):
            "\(path): expected \(expected), found \(String(reflecting: text))"
        case .noSensorChannels(let path):
            "\(path): no accelerometer, gyroscope, magnetometer or proximity channel"
        case .noSuchDevice(let name, let root): "no IIO device \(name) in \(root) (`responder devices` lists them)"
        case .truncatedRecord(let path, let offset, let length, let recordSize):
            "\(path), byte \(offset): the stream ends inside a record (\(length) of \(recordSize) bytes)"
        case .badScanLayout(let path, let reason): "\(path): \(reason)"
        }
    }
}
