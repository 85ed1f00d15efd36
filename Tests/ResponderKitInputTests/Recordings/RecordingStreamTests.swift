import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitTestSupport
import Testing

// Recordings read as a stream (input behaviour 1.5; docs/performance.md, "Streaming replay in constant
// memory"): a file read through a buffer far smaller than it, lines and CRLF pairs cut across chunk
// borders, gives exactly the events, device and errors of reading its whole text; a strict read hands
// out every event before the first problem, then throws the whole-text read's error.

@Suite("Recordings: streamed in chunks, the same as read whole (input behaviour 1.5)")
struct RecordingStreamTests {
    typealias F = RecordingFixture

    /// Every event of a stream, then its recording (device, errors), or the error it threw with the
    /// events handed out before it.
    static func drain(_ stream: RecordingStream) -> (
        events: [EvdevEvent], recording: Recording?, error: RecordingError?
    ) {
        var events: [EvdevEvent] = []
        do {
            while let event = try stream.next() { events.append(event) }
            return (events, try stream.finish(), nil)
        } catch {
            return (events, nil, error)
        }
    }

    static let evemuText =
        F.evemuDescription(version: "1.3", comments: true)
        + F.evemuEvents(F.events(), padded: true, comments: true)
    static let evtestText = F.evtestHeader + F.evtestEvents(F.events())
    /// Chunk sizes from one byte (every line cut everywhere) to larger than the files.
    static let chunkSizes = [1, 2, 3, 7, 16, 61, 4096]

    @Test(
        "1.5: evemu and evtest files read through tiny chunks (CRLF or LF, with or without a final newline) give the whole text's events and device"
    )
    func chunksGiveTheWholeTextsEvents() throws {
        for (text, name) in [(Self.evemuText, "r.evemu"), (Self.evtestText, "r.evtest")] {
            for variant in [text, text.replacingOccurrences(of: "\n", with: "\r\n"), String(text.dropLast())] {
                let whole = try Recording.read(variant, file: name)
                #expect(whole.events == F.events())
                for size in Self.chunkSizes {
                    try TemporaryFiles.withFile(variant, name: name) { path in
                        let stream = try #require(try RecordingStream(path: path, chunkSize: size))
                        let (events, recording, error) = Self.drain(stream)
                        #expect(error == nil)
                        #expect(events == whole.events, "chunk size \(size)")
                        #expect(recording?.device == whole.device)
                        #expect(recording?.format == whole.format)
                        #expect(stream.eventCount == whole.events.count)
                        #expect(stream.bytesRead == stream.byteCount)
                        // Recording.load streams too, and gives what Recording.read gives.
                        let loaded = try Recording.load(path: path)
                        #expect(loaded == (try Recording.read(variant, file: path)))
                    }
                }
            }
        }
    }

    @Test("1.5: a CRLF pair cut by a chunk border is one line end; a line longer than the buffer grows it")
    func crlfAcrossABorderAndLongLines() throws {
        // The description line is longer than 16 bytes; chunks of 3 cut `\r\n` pairs in every place.
        let text = Self.evemuText.replacingOccurrences(of: "\n", with: "\r\n")
        let long = "# " + String(repeating: "x", count: 300) + "\r\n"
        for size in [3, 16] {
            try TemporaryFiles.withFile(long + text, name: "crlf.evemu") { path in
                let stream = try #require(try RecordingStream(path: path, chunkSize: size))
                let (events, recording, error) = Self.drain(stream)
                #expect(error == nil && events == F.events() && recording?.device == F.device)
            }
        }
    }

    @Test(
        "1.5: a strict stream hands out the events before a bad line, then throws the whole-text read's error; lenient and truncating keep the same errors"
    )
    func errorAfterAcceptedEvents() throws {
        var lines = Self.evemuText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let badIndex = try #require(lines.indices.filter { lines[$0].hasPrefix("E:") }.dropFirst(10).first)
        lines[badIndex] = "E: 0.019417 0003 0035 12x4"
        let text = lines.joined(separator: "\n")
        var wholeError: RecordingError?
        do { _ = try Recording.read(text, file: "bad.evemu") } catch { wholeError = error }
        let expectedError = try #require(wholeError)
        try TemporaryFiles.withFile(text, name: "bad.evemu") { path in
            for size in [1, 5, 64] {
                let stream = try #require(try RecordingStream(path: path, chunkSize: size))
                let (events, _, error) = Self.drain(stream)
                #expect(events == Array(F.events().prefix(10)))
                #expect(
                    error?.description == expectedError.description.replacingOccurrences(of: "bad.evemu", with: path))
                for mode in [RecordingReadingMode.lenient, .truncating] {
                    let lenient = try #require(try RecordingStream(path: path, mode: mode, chunkSize: size))
                    let drained = Self.drain(lenient)
                    let whole = try Recording.read(text, file: path, mode: mode)
                    #expect(drained.events == whole.events)
                    #expect(drained.recording?.errors == whole.errors)
                }
            }
        }
    }

    @Test("1.5: the checks that need the whole file (no description, undeclared axes) run at the stream's end")
    func wholeFileChecks() throws {
        let eventsOnly = F.evemuEvents(F.events(), padded: true, comments: false)
        try TemporaryFiles.withFile(eventsOnly, name: "events.evemu") { path in
            let stream = try #require(try RecordingStream(path: path, chunkSize: 8))
            let (events, _, error) = Self.drain(stream)
            #expect(events == F.events())
            var wholeError: RecordingError?
            do { _ = try Recording.read(eventsOnly, file: path) } catch let error as RecordingError {
                wholeError = error
            }
            #expect(error != nil && error == wholeError)
            #expect(error?.cause == .missingDescription)
        }
    }

    @Test("1.5: a libinput record, a trace and standard input are not streamed (read whole instead)")
    func formatsThatDoNotStream() throws {
        try TemporaryFiles.withFile(F.libinputRecord(F.events()), name: "r.yml") { path in
            let stream = try RecordingStream(path: path)
            #expect(stream == nil)
            let loaded = try Recording.load(path: path)
            #expect(loaded.events == F.events())
        }
        try TemporaryFiles.withFile("{\"version\": 1}\n", name: "t.jsonl") { path in
            let trace = try RecordingStream(path: path)
            #expect(trace == nil)
        }
        let standardInput = try RecordingStream(path: RecordingFile.standardInputPath)
        #expect(standardInput == nil)
    }
}
