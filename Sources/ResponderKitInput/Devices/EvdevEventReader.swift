import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads `input_event` records from a file descriptor: an evdev device, a pipe, or a file of recorded
/// bytes. It decodes with ``EvdevByteDecoder``, so reads that end mid-record are fine.
///
/// On a non-blocking descriptor ``readAvailable()`` returns what is there now (possibly nothing); on a
/// blocking one it reads until end of file. At end of file it sets ``isAtEnd``. `ENODEV` (the device went away) is
/// ``EvdevDeviceError/deviceRemoved(path:)``.
public final class EvdevEventReader {
    /// The descriptor read from (not owned: the creator closes it).
    public let fileDescriptor: Int32
    /// The path, for errors.
    public let path: String
    /// Whether `read(2)` reported end of file (a pipe's writer closed, the end of a file).
    public private(set) var isAtEnd = false

    private var decoder = EvdevByteDecoder()
    private var buffer = [UInt8](repeating: 0, count: 64 * EvdevByteDecoder.recordSize)

    /// Creates a reader of an open descriptor.
    public init(fileDescriptor: Int32, path: String) {
        self.fileDescriptor = fileDescriptor
        self.path = path
    }

    /// Reads until no more data is available now (`EAGAIN`) or the end of the file, and returns the
    /// events decoded. Bytes that are not `input_event` records, or a file ending inside a record, are
    /// ``EvdevDeviceError/badEventData(path:_:)`` naming the byte offset; the events decoded before the
    /// error are kept in ``pendingEvents`` and returned first by the next call.
    public func readAvailable() throws(EvdevDeviceError) -> [EvdevEvent] {
        var events = pendingEvents
        pendingEvents.removeAll()
        while !isAtEnd {
            let count = buffer.withUnsafeMutableBytes { raw in Glibc.read(fileDescriptor, raw.baseAddress, raw.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK { break }
                pendingEvents = events
                if code == ENODEV { throw .deviceRemoved(path: path) }
                throw .readFailed(path: path, errno: code)
            }
            if count == 0 {
                isAtEnd = true
                break
            }
            let result = decoder.decode(buffer[0..<count])
            events += result.events
            if let error = result.error {
                pendingEvents = events
                throw .badEventData(path: path, error)
            }
        }
        if isAtEnd && !reportedEnd {
            reportedEnd = true
            if let error = decoder.finish() {
                pendingEvents = events
                throw .badEventData(path: path, error)
            }
        }
        return events
    }

    /// Events decoded before an error was thrown, returned first by the next ``readAvailable()``.
    public private(set) var pendingEvents: [EvdevEvent] = []

    /// Returns ``pendingEvents`` and forgets them.
    public func takePendingEvents() -> [EvdevEvent] {
        defer { pendingEvents.removeAll() }
        return pendingEvents
    }
    private var reportedEnd = false

    /// Reads a whole file (or FIFO) of raw `input_event` records, as `cat /dev/input/eventN > file`
    /// writes them: every event, and the decoding error that stopped it, if any, with its byte offset.
    public static func readFile(atPath path: String) throws(EvdevDeviceError) -> EvdevDecodeResult {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .openFailed(path: path, errno: errno) }
        defer { close(fd) }
        let reader = EvdevEventReader(fileDescriptor: fd, path: path)
        var events: [EvdevEvent] = []
        while !reader.isAtEnd {
            do {
                events += try reader.readAvailable()
            } catch .badEventData(_, let error) {
                return EvdevDecodeResult(events: events + reader.pendingEvents, error: error)
            }
        }
        return EvdevDecodeResult(events: events)
    }
}
