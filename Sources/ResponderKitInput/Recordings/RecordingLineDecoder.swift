/// A reader that decodes a text recording one line at a time, in file order, and keeps no event: the
/// driver (``RecordingText/forEachLine(_:_:)`` over a text in memory, or a ``RecordingStream`` over a
/// file's chunks) hands it each line's number and bytes, and a function making its ``TextLine`` for
/// the lines it does not decode on bytes.
protocol RecordingLineDecoder {
    /// The line's event, when it is an event line whose event is kept; problems go to `issues`.
    mutating func decode(
        _ number: Int, _ bytes: UnsafePointer<UInt8>, _ count: Int, _ makeLine: () -> TextLine,
        issues: inout RecordingIssues
    ) throws(RecordingError) -> EvdevEvent?

    /// The device the description lines gave (nil when none), once every line is read; reports what
    /// only the whole file can tell (a description without a name, an unfinished header).
    mutating func finish(issues: inout RecordingIssues) throws(RecordingError) -> InputDeviceDescription?
}

extension RecordingLineDecoder {
    /// The description and the events of a whole text in memory: its lines handed to this decoder in
    /// file order on their UTF-8 bytes (``RecordingText/forEachLine(_:_:)``), as a ``RecordingStream``
    /// hands it a file's lines; stops when `issues` says so.
    func decodeText(_ text: String, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        var decoder = self
        var events: [EvdevEvent] = []
        // An event line takes 40 bytes or more: reserving for the shortest saves the array's regrowth.
        events.reserveCapacity(text.utf8.count / 40)
        try RecordingText.forEachLine(text) { (number, bytes, count, makeLine) throws(RecordingError) -> Bool in
            if issues.stopped { return false }
            if number == 1, try RecordingText.reportsLoneCarriageReturn(line: 1, bytes, count: count, issues: &issues) {
                return true
            }
            if let event = try decoder.decode(number, bytes, count, makeLine, issues: &issues) { events.append(event) }
            return true
        }
        return (try decoder.finish(issues: &issues), events)
    }
}

/// The events of a file's lines, as a ``RecordingStream`` asks for them: a format's line decoder behind
/// one dynamic call per event handed out or per file read whole, never per line (``LineDecodingReader``).
protocol RecordingEventReader: AnyObject {
    /// The next event of `lines`, nil at their end or once `issues` stopped the reading.
    func next(_ lines: RecordingLineSource, issues: inout RecordingIssues) throws(RecordingError) -> EvdevEvent?

    /// Every event left in `lines`, appended to `events` and counted in `tally`.
    func readAll(
        _ lines: RecordingLineSource, issues: inout RecordingIssues, tally: inout RecordingEventTally,
        into events: inout [EvdevEvent]
    ) throws(RecordingError)

    /// The description the lines gave, once they are all read (``RecordingLineDecoder/finish(issues:)``).
    func finish(issues: inout RecordingIssues) throws(RecordingError) -> InputDeviceDescription?
}

/// A ``RecordingEventReader`` over one format's line decoder, its line loop written once here. Each
/// format that streams declares a final class conforming with its decoder (`final class EventReader:
/// LineDecodingReader { var decoder = EvemuReader.LineDecoder() }`): the loop is then compiled for that
/// class and calls its decoder without dispatch. A generic class would not do: called through the
/// existential, it runs one unspecialized copy of the loop for every format, which reaches the decoder
/// through its witness table on every line (docs/decisions.md, "Recordings: one codec per format").
protocol LineDecodingReader: RecordingEventReader {
    associatedtype Decoder: RecordingLineDecoder
    /// The format's line decoder, holding the description read so far.
    var decoder: Decoder { get set }
}

extension LineDecodingReader {
    func next(_ lines: RecordingLineSource, issues: inout RecordingIssues) throws(RecordingError) -> EvdevEvent? {
        try nextEvent(lines, &issues)
    }

    func readAll(
        _ lines: RecordingLineSource, issues: inout RecordingIssues, tally: inout RecordingEventTally,
        into events: inout [EvdevEvent]
    ) throws(RecordingError) {
        while let event = try nextEvent(lines, &issues) {
            tally.add(event)
            events.append(event)
        }
    }

    func finish(issues: inout RecordingIssues) throws(RecordingError) -> InputDeviceDescription? {
        try decoder.finish(issues: &issues)
    }

    /// The lines up to the next one holding a kept event.
    @inline(__always)
    private func nextEvent(_ lines: RecordingLineSource, _ issues: inout RecordingIssues) throws(RecordingError)
        -> EvdevEvent?
    {
        while !issues.stopped {
            let decoded: EvdevEvent?? = try lines.nextLine { (number, bytes, count) throws(RecordingError) in
                if number == 1,
                    try RecordingText.reportsLoneCarriageReturn(line: 1, bytes, count: count, issues: &issues)
                {
                    return nil
                }
                let makeLine = {
                    TextLine(
                        number: number,
                        text: Substring(
                            String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)))
                }
                return try decoder.decode(number, bytes, count, makeLine, issues: &issues)
            }
            switch decoded {
            case .none: return nil
            case .some(.none): continue
            case .some(.some(let event)): return event
            }
        }
        return nil
    }
}
