import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why reading from a client stopped.
enum ClientReadFailure: Error, Equatable {
    /// The peer closed the connection, or it was shut down (the server stopping, its output overflowing).
    case closed
    /// The socket's receive timeout passed with nothing read (a client that stalls mid-request).
    case timedOut
}

/// One accepted connection, read through a fixed 64 KiB buffer on the connection's own thread (blocking
/// reads: a slow or hostile client holds only its own thread, never the cooperative pool or the main actor).
/// Writes go straight to the socket; ``OutboundQueue`` serializes them once a WebSocket is open.
final class ClientSocket {
    let fd: Int32
    private var storage = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0

    init(fd: Int32) {
        self.fd = fd
        setTimeout(SO_RCVTIMEO, InspectorLimits.requestHeadTimeout)
        setTimeout(SO_SNDTIMEO, InspectorLimits.sendTimeout)
    }

    /// A socket that reads `bytes` and then end of file, and writes nowhere (``InspectorWire``).
    init(bytes: [UInt8]) {
        fd = -1
        storage = bytes + [UInt8](repeating: 0, count: max(0, 64 * 1024 - bytes.count))
        end = bytes.count
    }

    /// Sets a socket timeout in seconds (0: none).
    func setTimeout(_ option: Int32, _ seconds: TimeInterval) {
        var value = timeval()
        value.tv_sec = .init(seconds.rounded(.down))
        value.tv_usec = .init((seconds - seconds.rounded(.down)) * 1_000_000)
        setsockopt(fd, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// The bytes read and not consumed yet.
    var buffered: ArraySlice<UInt8> { storage[start..<end] }

    /// Marks `count` buffered bytes as consumed.
    func consume(_ count: Int) {
        start += count
        if start == end { start = 0; end = 0 }
    }

    /// Reads more bytes into the buffer (at least one). Throws when the peer closed or the read timed out.
    func fill() throws(ClientReadFailure) {
        guard fd >= 0 else { throw .closed }
        if end == storage.count {
            if start == 0 { return }  // full: the caller consumes before asking again
            storage.withUnsafeMutableBytes { raw in
                raw.baseAddress!.copyMemory(from: raw.baseAddress! + start, byteCount: end - start)
            }
            end -= start
            start = 0
        }
        while true {
            let count = storage.withUnsafeMutableBytes { raw in recv(fd, raw.baseAddress! + end, raw.count - end, 0) }
            if count > 0 { end += count; return }
            if count < 0 && errno == EINTR { continue }
            throw count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) ? .timedOut : .closed
        }
    }

    /// Reads exactly `count` bytes and appends them to `out`, chunk by chunk as they arrive (so a frame
    /// that declares more than it sends costs only what it sent).
    func read(_ count: Int, appendingTo out: inout [UInt8]) throws(ClientReadFailure) {
        var remaining = count
        while remaining > 0 {
            if start == end { try fill() }
            let take = min(remaining, end - start)
            out.append(contentsOf: storage[start..<(start + take)])
            consume(take)
            remaining -= take
        }
    }

    /// Reads exactly `count` (≤ 14) bytes: a frame header's parts.
    func read(_ count: Int) throws(ClientReadFailure) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(count)
        try read(count, appendingTo: &out)
        return out
    }

    /// After an error reply: stops sending and reads (and discards) what the client still sends, at most
    /// 256 KiB or 1 s, so that closing does not reset the connection before the client read the reply.
    func lingeringClose() {
        guard fd >= 0 else { return }
        shutdown(fd, Int32(SHUT_WR))
        setTimeout(SO_RCVTIMEO, 1)
        var discarded = 0
        while discarded < 256 * 1024 {
            let count = storage.withUnsafeMutableBytes { raw in recv(fd, raw.baseAddress!, raw.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            discarded += count
        }
    }

    /// Writes every byte; false when the peer is gone or the send timed out.
    @discardableResult
    func write(_ bytes: [UInt8]) -> Bool {
        fd >= 0 && Self.write(bytes, to: fd)
    }

    /// Writes every byte to `fd`; false when the peer is gone or the send timed out.
    static func write(_ bytes: [UInt8], to fd: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                send(fd, raw.baseAddress! + offset, raw.count - offset, SocketPlatform.sendFlags)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
