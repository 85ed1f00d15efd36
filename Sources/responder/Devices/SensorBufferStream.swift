import Foundation
import ResponderKitInput

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of an IIO device's buffered stream, read as they come (docs/cli.md, "Sensors"): its character
/// device `/dev/iio:deviceN` with a buffer enabled, or a file `iio_readdev` wrote; the end of a file is
/// the end of the stream.
final class SensorBufferStream {
    let path: String
    private let descriptor: Int32

    init(path: String) throws(SensorError) {
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw .unreadable(path: path, errno: errno) }
        self.path = path
    }

    deinit { close(descriptor) }

    /// Waits up to `timeout` seconds (at most 0.1) and reads what is there; `ended` at the end of the file.
    func read(timeout: TimeInterval) throws(SensorError) -> (bytes: [UInt8], ended: Bool) {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&waiting, 1, Int32(max(0, min(timeout, 0.1)) * 1000)) > 0 else { return ([], false) }
        var bytes = [UInt8](repeating: 0, count: 65536)
        let count = bytes.withUnsafeMutableBytes { readDescriptor(descriptor, $0) }
        if count < 0 {
            let code = errno
            if code == EAGAIN || code == EINTR { return ([], false) }
            throw .unreadable(path: path, errno: code)
        }
        return (Array(bytes[..<count]), count == 0)
    }
}

/// `read(2)`, outside the class whose own `read` hides it.
private func readDescriptor(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}
