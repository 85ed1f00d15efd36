import Foundation
import ResponderKitInput
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("Evdev byte decoding")
struct EvdevByteDecoderTests {
    private static let sample: [EvdevEvent] = [
        EvdevEvent(seconds: 271, microseconds: 39089, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_SLOT, value: 0),
        EvdevEvent(
            seconds: 271, microseconds: 39089, type: EvdevCode.EV_ABS, code: EvdevCode.ABS_MT_TRACKING_ID, value: -1),
        EvdevEvent(seconds: 271, microseconds: 39112, type: EvdevCode.EV_KEY, code: EvdevCode.BTN_TOUCH, value: 0),
        EvdevEvent(seconds: 271, microseconds: 39112, type: EvdevCode.EV_SYN, code: EvdevCode.SYN_REPORT, value: 0),
    ]

    /// One record written field by field at the offsets of input behaviour 1.2.
    private func record(sec: Int64, usec: Int64, type: UInt16, code: UInt16, value: Int32) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: 24)
        func put<T: FixedWidthInteger>(_ value: T, at offset: Int) {
            withUnsafeBytes(of: value.littleEndian) { for (i, byte) in $0.enumerated() { bytes[offset + i] = byte } }
        }
        put(sec, at: 0)
        put(usec, at: 8)
        put(type, at: 16)
        put(code, at: 18)
        put(value, at: 20)
        return bytes
    }

    @Test("input behaviour 1.2: struct input_event is 24 little-endian bytes: sec, usec, type, code, value")
    func layout() {
        let bytes = record(sec: 1_300_000_000, usec: 999_999, type: 3, code: 0x39, value: -1)
        let result = EvdevByteDecoder.decodeAll(bytes)
        #expect(result.error == nil)
        #expect(
            result.events == [EvdevEvent(seconds: 1_300_000_000, microseconds: 999_999, type: 3, code: 0x39, value: -1)]
        )
        #expect(EvdevByteDecoder.encode(result.events) == bytes)
        #expect(EvdevByteDecoder.recordSize == 24)
    }

    @Test("input behaviour 1.2: encoding and decoding round-trip")
    func roundTrip() {
        let bytes = EvdevByteDecoder.encode(Self.sample)
        #expect(bytes.count == 96)
        #expect(EvdevByteDecoder.decodeAll(bytes) == EvdevDecodeResult(events: Self.sample))
    }

    @Test("input behaviour 1.2: partial reads are buffered until the record is complete")
    func partialReads() {
        let bytes = EvdevByteDecoder.encode(Self.sample)
        for chunk in [1, 5, 23, 25, 47, 50] {
            var decoder = EvdevByteDecoder()
            var events: [EvdevEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(start + chunk, bytes.count)
                let result = decoder.decode(bytes[start..<end])
                #expect(result.error == nil)
                events += result.events
                start = end
            }
            #expect(events == Self.sample, "chunks of \(chunk) bytes")
            #expect(decoder.finish() == nil && decoder.pendingByteCount == 0 && decoder.bytesDecoded == 96)
        }
    }

    @Test("input behaviour 1.2: microseconds ≥ 1 000 000 are an error at the record's offset; earlier events are kept")
    func badMicroseconds() {
        var bytes = EvdevByteDecoder.encode(Array(Self.sample.prefix(2)))
        bytes += record(sec: 271, usec: 1_000_000, type: 0, code: 0, value: 0)
        bytes += EvdevByteDecoder.encode([Self.sample[3]])
        var decoder = EvdevByteDecoder()
        let first = decoder.decode(bytes.prefix(30))
        #expect(first.events == [Self.sample[0]] && first.error == nil)
        let second = decoder.decode(bytes.dropFirst(30))
        #expect(second.events == [Self.sample[1]])
        #expect(second.error == EvdevDecodingError(offset: 48, reason: .microsecondsOutOfRange(1_000_000)))
        #expect(second.error?.description == "input_event at byte offset 48: tv_usec 1000000 is not in 0..<1000000")
        // The decoder stays failed: the stream has lost its alignment.
        #expect(
            decoder.decode(EvdevByteDecoder.encode(Self.sample)) == EvdevDecodeResult(events: [], error: second.error))
    }

    @Test("input behaviour 1.2: impossible types, codes and seconds are typed errors naming the offset")
    func impossibleRecords() {
        let cases: [([UInt8], EvdevDecodingError.Reason)] = [
            (record(sec: -1, usec: 0, type: 0, code: 0, value: 0), .negativeSeconds(-1)),
            (record(sec: 1, usec: -5, type: 0, code: 0, value: 0), .microsecondsOutOfRange(-5)),
            (record(sec: 1, usec: 0, type: 0x20, code: 0, value: 0), .unknownType(0x20)),
            (record(sec: 1, usec: 0, type: 3, code: 0x40, value: 0), .codeOutOfRange(type: 3, code: 0x40)),
            (record(sec: 1, usec: 0, type: 1, code: 0x300, value: 0), .codeOutOfRange(type: 1, code: 0x300)),
        ]
        for (bad, reason) in cases {
            let result = EvdevByteDecoder.decodeAll(EvdevByteDecoder.encode(Self.sample) + bad)
            #expect(result.events == Self.sample)
            #expect(result.error == EvdevDecodingError(offset: 96, reason: reason))
        }
    }

    @Test("input behaviour 1.2: a stream that ends inside a record is reported with the remainder's offset")
    func truncatedStream() {
        let bytes = EvdevByteDecoder.encode(Self.sample).dropLast(10)
        let result = EvdevByteDecoder.decodeAll(bytes)
        #expect(result.events == Array(Self.sample.prefix(3)))
        #expect(result.error == EvdevDecodingError(offset: 72, reason: .truncatedRecord(count: 14)))
    }

    @Test("input behaviour 1.2: a temp file of recorded bytes decodes like the device")
    func tempFile() throws {
        let path = NSTemporaryDirectory() + "evdev-\(UUID().uuidString).bin"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(EvdevByteDecoder.encode(Self.sample)).write(to: URL(fileURLWithPath: path))
        #expect(try EvdevEventReader.readFile(atPath: path) == EvdevDecodeResult(events: Self.sample))
        try Data(EvdevByteDecoder.encode(Self.sample).dropLast(4)).write(to: URL(fileURLWithPath: path))
        let truncated = try EvdevEventReader.readFile(atPath: path)
        #expect(truncated.events.count == 3 && truncated.error?.reason == .truncatedRecord(count: 20))
    }

    @Test("input behaviour 1.2: reading a file that does not exist is a typed error naming the path")
    func missingFile() {
        #expect(throws: EvdevDeviceError.openFailed(path: "/nonexistent/recording.bin", errno: ENOENT)) {
            try EvdevEventReader.readFile(atPath: "/nonexistent/recording.bin")
        }
    }

    @Test("input behaviour 1.2: a non-blocking pipe delivers records split across writes")
    func pipe() throws {
        var fds: [Int32] = [0, 0]
        #expect(Glibc.pipe(&fds) == 0)
        defer { close(fds[0]) }
        let flags = fcntl(fds[0], F_GETFL)
        _ = fcntl(fds[0], F_SETFL, flags | O_NONBLOCK)
        let reader = EvdevEventReader(fileDescriptor: fds[0], path: "pipe")
        let bytes = EvdevByteDecoder.encode(Self.sample)
        func write(_ slice: ArraySlice<UInt8>) {
            _ = slice.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
        }

        #expect(try reader.readAvailable().isEmpty)  // nothing yet: EAGAIN, not an error
        write(bytes[0..<30])
        #expect(try reader.readAvailable() == [Self.sample[0]])
        write(bytes[30..<70])
        #expect(try reader.readAvailable() == [Self.sample[1]])
        write(bytes[70...])
        close(fds[1])
        #expect(try reader.readAvailable() == Array(Self.sample[2...]))
        #expect(reader.isAtEnd)
    }
}
