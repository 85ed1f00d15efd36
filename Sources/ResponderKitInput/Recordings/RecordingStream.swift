import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a recording's reader needs to know of its events, without holding them: how many were read,
/// the first and last, and the first event using each position axis (for ``DeclaredAxesCheck``).
struct RecordingEventTally {
    /// The number of events kept.
    private(set) var count = 0
    /// The first event kept.
    private(set) var first: EvdevEvent?
    /// The last event kept.
    private(set) var last: EvdevEvent?
    /// The index of the first event using each position axis (``AxisRangeCheck/positionAxes``).
    private(set) var firstUses: [UInt16: Int] = [:]

    /// ``AxisRangeCheck/positionAxes`` as bits (every axis code is below 64), tested per event without
    /// hashing.
    private static let positionAxisBits: UInt64 = AxisRangeCheck.positionAxes.reduce(0) { $0 | 1 << $1 }
    /// The position axes not yet seen, as bits.
    private var unseenAxes = positionAxisBits

    mutating func add(_ event: EvdevEvent) {
        if event.type == EvdevCode.EV_ABS, unseenAxes != 0, event.code < 64, unseenAxes & (1 << event.code) != 0 {
            firstUses[event.code] = count
            unseenAxes &= ~(1 << event.code)
        }
        if first == nil { first = event }
        last = event
        count += 1
    }

    /// The recording's duration in seconds, from its first to its last event (0 without events).
    var duration: TimeInterval {
        guard let first, let last else { return 0 }
        return max(0, last.time - first.time)
    }
}

/// The lines of an open file, read with `read(2)` into a buffer of a fixed size (grown only for a line
/// longer than it): a partial line at the end of a chunk is carried over to the next read, so that a
/// line, or a CRLF pair, split across two chunks is read whole. The line semantics are those of
/// ``RecordingText/forEachLine(_:_:)``: `\n` ends a line, a `\r` before it is dropped, a final newline
/// does not start an extra line, an empty file has no line, and a byte-order mark at its start is skipped.
final class RecordingLineSource {
    private let descriptor: Int32
    private let path: String
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes in `buffer[start..<end]` are read but not yet handed out as lines.
    private var start = 0
    private var end = 0
    private var atEndOfFile = false
    /// The number of the last line handed out.
    private(set) var lineNumber = 0
    /// The bytes of the file handed out as lines so far (terminators included).
    private(set) var bytesConsumed = 0

    /// Takes over `descriptor` (closed when the source goes away).
    init(descriptor: Int32, path: String, chunkSize: Int) {
        self.descriptor = descriptor
        self.path = path
        capacity = max(1, chunkSize)
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
        close(descriptor)
    }

    /// Calls `body` with the next line's number and bytes (valid only during the call; without the
    /// terminator and a trailing `\r`), and returns its result; nil at the end of the file.
    func nextLine<T>(
        _ body: (_ number: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int) throws(RecordingError) -> T
    ) throws(RecordingError) -> T? {
        var searched = start
        while true {
            if searched < end, let hit = memchr(buffer + searched, Int32(UInt8(ascii: "\n")), end - searched) {
                let newline = buffer.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                return try hand(from: start, to: newline, next: newline + 1, body)
            }
            searched = end
            if atEndOfFile {
                guard start < end else { return nil }
                return try hand(from: start, to: end, next: end, body)
            }
            let before = start
            try fill()
            searched -= before - start
        }
    }

    private func hand<T>(
        from lineStart: Int, to lineEnd: Int, next: Int,
        _ body: (Int, UnsafePointer<UInt8>, Int) throws(RecordingError) -> T
    ) throws(RecordingError) -> T {
        var last = lineEnd
        if last > lineStart, buffer[last - 1] == UInt8(ascii: "\r") { last -= 1 }
        // The first line starts after a byte-order mark, as in ``RecordingText/forEachLine(_:_:)``.
        let first =
            lineNumber == 0
            ? lineStart + RecordingText.byteOrderMarkLength(buffer + lineStart, count: last - lineStart) : lineStart
        lineNumber += 1
        bytesConsumed += next - lineStart
        start = next
        return try body(lineNumber, buffer + first, last - first)
    }

    /// Reads more bytes after `end`: first moves the partial line to the buffer's start, and doubles
    /// the buffer when the partial line fills it.
    private func fill() throws(RecordingError) {
        if start > 0 {
            let pending = end - start
            if pending > 0 { (buffer).update(from: buffer + start, count: pending) }
            start = 0
            end = pending
        }
        if end == capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = larger
            capacity *= 2
        }
        while true {
            let count = read(descriptor, buffer + end, capacity - end)
            if count > 0 {
                end += count
                return
            }
            if count == 0 {
                atEndOfFile = true
                return
            }
            let code = errno
            if code == EINTR { continue }
            throw RecordingFile.failure(path, errno: code, while: "reading it")
        }
    }
}

/// A recording file read as a stream, in constant memory: its events are decoded as they are asked for
/// (``next()``), from a buffer of ``defaultChunkSize`` bytes, and none is kept; the description, the
/// count of events and the problems a lenient read skipped over are what remains
/// (docs/performance.md, "Streaming replay in constant memory").
///
/// Recordings in regular files stream when their format is decoded line by line (evemu and evtest); for
/// anything else (a libinput record, a ResponderKit trace, standard input or a pipe, a file whose format
/// its first 256 KiB do not tell), the initializer returns nil and the caller reads the whole file (``Recording/load(path:description:format:deviceIndex:mode:)``
/// does so itself). The events, their problems and the errors are those of ``Recording/load(path:description:format:deviceIndex:mode:)``
/// byte for byte: both drive the same line decoders. In ``RecordingReadingMode/strict`` mode ``next()``
/// throws at the first problem, after handing out every event before it.
///
/// ```swift
/// if let stream = try RecordingStream(path: "long.evemu") {
///     while let event = try stream.next() { consume(event) }
///     let recording = try stream.finish()  // device, format, problems; no events
/// }
/// ```
public final class RecordingStream {
    /// The size of the buffer a file is read into: 64 KiB.
    public static let defaultChunkSize = 1 << 16
    /// How much of a file format detection reads before the stream starts: 256 KiB.
    static let detectionPrefixSize = 1 << 18

    /// The file's name in errors (`<standard input>` never: standard input does not stream).
    public let file: String
    /// The recording's format, one whose files stream: ``RecordingFormat/evemu`` or
    /// ``RecordingFormat/evtest``.
    public let format: RecordingFormat
    /// The file's size in bytes when the stream opened it.
    public let byteCount: Int
    /// The device described in the separate description file, when one was given.
    private let separateDevice: InputDeviceDescription?
    private let descriptionFile: String
    private let descriptionGiven: Bool
    private let descriptionErrors: [RecordingError]
    private let lines: RecordingLineSource
    private var issues: RecordingIssues
    /// The format's line decoder, asked once per event (``RecordingEventReader``).
    private let reader: any RecordingEventReader
    private var tally = RecordingEventTally()
    private var ended = false
    private var finished: Recording?

    /// Opens a recording for streaming, with an optional separate description file (read whole; it
    /// takes precedence over a description in the file, as in ``Recording/load(path:description:format:deviceIndex:mode:)``).
    /// Nil when the file does not stream (see the type's discussion): read it whole instead.
    ///
    /// - Parameters:
    ///   - path: the recording file.
    ///   - descriptionPath: a separate description file, or nil for the description in `path`.
    ///   - format: the format of `path`, or nil to detect it from its first lines and extension.
    ///   - mode: what to do with bad lines (``RecordingReadingMode``). Default strict.
    ///   - chunkSize: the size of the read buffer (default ``defaultChunkSize``); a line longer than it
    ///     grows it.
    /// - Throws: ``RecordingError`` for the description file (unreadable, malformed, none in it).
    public init?(
        path: String, description descriptionPath: String? = nil, format: RecordingFormat? = nil,
        mode: RecordingReadingMode = .strict, chunkSize: Int = RecordingStream.defaultChunkSize
    ) throws(RecordingError) {
        guard path != RecordingFile.standardInputPath else { return nil }
        // Only a regular file streams. Checked on the path before opening it: opening a FIFO to find out
        // would take the one writer's data, and the whole-file reading that follows would then wait forever.
        var pathInfo = stat()
        guard stat(path, &pathInfo) == 0, pathInfo.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            let found = Self.detectedFormat(descriptor, size: Int(info.st_size), file: path, explicit: format),
            let reader = found.codec.makeEventReader()
        else {
            close(descriptor)
            return nil
        }
        self.file = RecordingFile.displayName(path)
        self.format = found
        self.reader = reader
        self.byteCount = Int(info.st_size)
        self.lines = RecordingLineSource(descriptor: descriptor, path: path, chunkSize: chunkSize)
        self.issues = RecordingIssues(file: RecordingFile.displayName(path), mode: mode)
        let descriptionFile = descriptionPath.map(RecordingFile.displayName) ?? "<description>"
        self.descriptionFile = descriptionFile
        self.descriptionGiven = descriptionPath != nil
        if let descriptionPath {
            let text = try RecordingFile.text(atPath: descriptionPath)
            let read = try Recording.readDescription(text, file: descriptionFile, deviceIndex: 0, mode: mode)
            (separateDevice, descriptionErrors) = (read.device, read.errors)
        } else {
            (separateDevice, descriptionErrors) = (nil, [])
        }
    }

    /// The file's bytes read and decoded so far (for progress: out of ``byteCount``).
    public var bytesRead: Int { lines.bytesConsumed }
    /// The number of events handed out so far.
    public var eventCount: Int { tally.count }
    /// The time of the first event (``EvdevEvent/time``), once one was read.
    public var firstEventTime: TimeInterval? { tally.first?.time }
    /// The time of the last event read so far.
    public var lastEventTime: TimeInterval? { tally.last?.time }
    /// The problems read past so far (a lenient read; a strict read throws instead), the description
    /// file's first.
    public var errors: [RecordingError] { descriptionErrors + issues.errors }

    /// The next event in file order, nil at the end of the file (or, in truncating mode, at the first
    /// problem).
    ///
    /// - Throws: ``RecordingError`` in strict mode at the first bad line or value, or when the file
    ///   cannot be read.
    public func next() throws(RecordingError) -> EvdevEvent? {
        guard !ended else { return nil }
        if let event = try reader.next(lines, issues: &issues) {
            tally.add(event)
            return event
        }
        ended = true
        return nil
    }

    /// Every event left, appended to `events`: ``next()`` until it gives nil, with one call into the
    /// format's line decoder for the whole file instead of one per event.
    func readAll(into events: inout [EvdevEvent]) throws(RecordingError) {
        guard !ended else { return }
        try reader.readAll(lines, issues: &issues, tally: &tally, into: &events)
        ended = true
    }

    /// The recording without its events: the device (the description file's, else the file's), the
    /// format and the problems read past. Reads to the end first if ``next()`` did not, then runs the
    /// checks that need the whole file (no description at all, position axes the events use without a
    /// range), exactly as ``Recording/read(_:file:description:descriptionFile:format:deviceIndex:mode:)``.
    ///
    /// - Throws: ``RecordingError`` in strict mode, for a problem in the rest of the file or found by
    ///   those checks.
    public func finish() throws(RecordingError) -> Recording {
        if let finished { return finished }
        while try next() != nil {}
        let device = try reader.finish(issues: &issues)
        let described = try Recording.checkEvents(
            device: device, separateDevice: separateDevice, descriptionGiven: descriptionGiven,
            format: format, tally: tally, file: file, descriptionFile: descriptionFile, issues: &issues)
        let recording = Recording(device: described, events: [], format: format, errors: errors)
        finished = recording
        return recording
    }

    /// The recording's duration in seconds, from the first to the last event read so far.
    public var duration: TimeInterval { tally.duration }

    /// The format of an open regular file, from its first ``detectionPrefixSize`` bytes and its name
    /// (``Recording/detectFormat(of:fileName:)``); nil when they do not tell it, or when those bytes hold
    /// too few lines to tell and the file goes on.
    private static func detectedFormat(_ descriptor: Int32, size: Int, file: String, explicit: RecordingFormat?)
        -> RecordingFormat?
    {
        if let explicit { return explicit }
        var prefix = [UInt8](repeating: 0, count: min(size, detectionPrefixSize))
        var filled = 0
        while filled < prefix.count {
            let count = prefix.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + filled, $0.count - filled, off_t(filled))
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            filled += count
        }
        let whole = filled == size
        var cut = filled
        if !whole {
            // Only complete lines: a character or a line cut at the end would read differently.
            guard let newline = prefix[..<filled].lastIndex(of: UInt8(ascii: "\n")) else { return nil }
            cut = newline + 1
        }
        let text = String(decoding: prefix[..<cut], as: UTF8.self)
        let (found, decided) = Recording.detectFormatByLines(of: text, fileName: RecordingFile.displayName(file))
        guard whole || decided else { return nil }
        return found
    }
}
