import Foundation

/// Splits a byte stream into frames and decodes them, for stream transports (Unix-domain sockets).
///
/// Append bytes as they arrive, then call ``next()`` until it returns nil. An oversized or empty length
/// prefix is reported as soon as its 4 bytes arrive, without waiting for (or buffering) the payload.
/// After an error the stream cannot be resynchronized: every later call throws the same error, and the
/// connection should be closed.
public struct FrameDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var head = 0
    private var failure: ProtocolError?
    /// The stream offset of `buffer[0]`, to report where in the stream a bad frame started.
    private var consumedBefore = 0

    /// Creates a decoder with an empty buffer.
    public init() {}

    /// The stream offset of the first byte of the frame being decoded.
    public var streamOffset: Int { consumedBefore + head }

    /// Bytes received but not yet decoded.
    public var bufferedByteCount: Int { buffer.count - head }

    /// Appends received bytes.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
    }

    /// Decodes the next complete frame, or returns nil when more bytes are needed. Offsets in errors are
    /// relative to the start of the bad frame (its stream offset is ``streamOffset``).
    public mutating func next() throws(ProtocolError) -> RouterMessage? {
        if let failure { throw failure }
        do {
            guard let length = try MessageCodec.frameLength(in: buffer, at: head) else { return nil }
            guard buffer.count - head >= MessageCodec.lengthPrefixSize + length else { return nil }
            let message = try MessageCodec.decodeMessage(buffer, frameStart: head, length: length)
            head += MessageCodec.lengthPrefixSize + length
            compact()
            return message
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func compact() {
        if head == buffer.count {
            consumedBefore += head
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head > 16_384 {
            consumedBefore += head
            buffer.removeFirst(head)
            head = 0
        }
    }
}
