import Foundation

/// Which part of a recording a writer produces: evemu and evtest files can carry the device
/// description and the events separately.
public enum RecordingPart: Sendable, Hashable {
    /// The description followed by the events.
    case all
    /// Only the device description (an evemu description file, an evtest header).
    case description
    /// Only the events (an evemu events file, evtest event lines).
    case events
}

/// A recorded evdev stream: the device it came from and its events, exactly as the file gives them
/// (timestamps are not rebased; see ``rebased(firstEventAtSeconds:microseconds:)``).
///
/// Read one with ``load(path:description:format:deviceIndex:mode:)`` or
/// ``read(_:file:description:descriptionFile:format:deviceIndex:mode:)``; the format is detected from
/// the content, then from the extension. Write one with ``formatted(as:part:)`` or
/// ``write(to:format:part:)``. The device state machines in `Evdev/` turn the events into touches.
public struct Recording: Sendable, Hashable {
    /// The device the events came from.
    public var device: InputDeviceDescription
    /// The events in file order.
    public var events: [EvdevEvent]
    /// The format the recording was read from.
    public var format: RecordingFormat
    /// The problems a lenient read skipped over. A strict read throws instead: after it, only the time
    /// jitter it read past (``RecordingError/Cause/timeJitter``).
    public var errors: [RecordingError]

    /// Creates a recording.
    public init(
        device: InputDeviceDescription, events: [EvdevEvent], format: RecordingFormat = .evemu,
        errors: [RecordingError] = []
    ) {
        self.device = device
        self.events = events
        self.format = format
        self.errors = errors
    }

    /// Reads a recording file (standard input when `path` is `-`, ``RecordingFile``), with an optional
    /// separate description file (an evemu description, an evtest header or a libinput record; only its
    /// device description is used). The description file, when given, takes precedence over a
    /// description in the events file.
    ///
    /// - Parameters:
    ///   - path: the recording file, or `-` for standard input.
    ///   - descriptionPath: a separate description file, or nil for the description in `path`.
    ///   - format: the format of `path`, or nil to detect it from the content and extension.
    ///   - deviceIndex: which device of a multi-device libinput record to read.
    ///   - mode: what to do with bad lines (``RecordingReadingMode``).
    public static func load(
        path: String, description descriptionPath: String? = nil, format: RecordingFormat? = nil,
        deviceIndex: Int = 0, mode: RecordingReadingMode = .strict
    ) throws(RecordingError) -> Recording {
        // evemu and evtest files stream (one 64 KiB buffer, the events decoded as they are read): only
        // the events array grows. Other files are read whole.
        if deviceIndex == 0,
            let stream = try RecordingStream(path: path, description: descriptionPath, format: format, mode: mode)
        {
            var events: [EvdevEvent] = []
            // An event line takes 40 to 70 bytes: reserving for the shortest saves the array's regrowth.
            events.reserveCapacity(stream.byteCount / 40)
            try stream.readAll(into: &events)
            var recording = try stream.finish()
            recording.events = events
            return recording
        }
        let text = try readFile(path)
        var descriptionText: String?
        if let descriptionPath { descriptionText = try readFile(descriptionPath) }
        return try read(
            text, file: RecordingFile.displayName(path), description: descriptionText,
            descriptionFile: descriptionPath.map(RecordingFile.displayName) ?? "<description>",
            format: format, deviceIndex: deviceIndex, mode: mode)
    }

    /// Reads a recording from text. `file` and `descriptionFile` name the texts in errors (and their
    /// extensions help detect the format).
    public static func read(
        _ text: String, file: String = "<string>", description: String? = nil,
        descriptionFile: String = "<description>", format: RecordingFormat? = nil,
        deviceIndex: Int = 0, mode: RecordingReadingMode = .strict
    ) throws(RecordingError) -> Recording {
        var errors: [RecordingError] = []
        var separateDevice: InputDeviceDescription?
        if let description {
            let read = try readDescription(description, file: descriptionFile, deviceIndex: deviceIndex, mode: mode)
            separateDevice = read.device
            errors += read.errors
        }
        let mainFormat = try detect(text, file: file, explicit: format, fallback: description == nil ? nil : .evemu)
        var issues = RecordingIssues(file: file, mode: mode)
        let (device, events) = try parse(text, format: mainFormat, deviceIndex: deviceIndex, issues: &issues)
        var tally = RecordingEventTally()
        for event in events { tally.add(event) }
        let described = try checkEvents(
            device: device, separateDevice: separateDevice, descriptionGiven: description != nil, format: mainFormat,
            tally: tally, file: file, descriptionFile: descriptionFile, issues: &issues)
        errors += issues.errors
        return Recording(device: described, events: events, format: mainFormat, errors: errors)
    }

    /// The device of a separate description file's text and the problems read past in it (a strict
    /// read throws the first).
    static func readDescription(_ description: String, file: String, deviceIndex: Int, mode: RecordingReadingMode)
        throws(RecordingError) -> (device: InputDeviceDescription?, errors: [RecordingError])
    {
        var separateDevice: InputDeviceDescription?
        var issues = RecordingIssues(file: file, mode: mode)
        do {
            let descriptionFormat = try detect(description, file: file, explicit: nil, fallback: .evemu)
            separateDevice = try parse(
                description, format: descriptionFormat, deviceIndex: deviceIndex, issues: &issues
            ).device
        } catch {
            try issues.report(error)
        }
        if separateDevice == nil, !issues.stopped {
            try issues.report(
                line: nil, expected: "a device description (\(RecordingFormat.descriptionNames))", found: "none",
                cause: .missingDescription)
        }
        return (separateDevice, issues.errors)
    }

    /// The checks that need the whole file, once it is read: a description somewhere (in the file or
    /// separate), and a range for every position axis the description declares or the events use
    /// (``DeclaredAxesCheck``). Returns the device to replay with (the separate description's first).
    static func checkEvents(
        device: InputDeviceDescription?, separateDevice: InputDeviceDescription?, descriptionGiven: Bool,
        format: RecordingFormat, tally: RecordingEventTally, file: String, descriptionFile: String,
        issues: inout RecordingIssues
    ) throws(RecordingError) -> InputDeviceDescription {
        if !descriptionGiven, device == nil, !issues.stopped {
            try issues.report(
                line: nil,
                expected: "a device description in the file, or a separate description file "
                    + "(responder replay's --device option)",
                found: "none (the file was read as \(format) events, \(tally.count) of them)",
                cause: .missingDescription)
        }
        if let described = separateDevice ?? device, !issues.stopped {
            for (code, index) in DeclaredAxesCheck.undeclared(described, firstUses: tally.firstUses) {
                let name = EvdevCode.codeName(type: EvdevCode.EV_ABS, code: code)
                let use = index.map { "event \($0 + 1) uses it" } ?? "the description declares it"
                try issues.report(
                    RecordingError(
                        file: separateDevice == nil ? file : descriptionFile, field: name,
                        expected: "a range for \(name) in the device description (\(use))",
                        found: "none", cause: .missingAxes))
            }
        }
        return separateDevice ?? device ?? InputDeviceDescription(name: "")
    }

    /// The format of a recording's text: from its first meaningful lines (an `# EVEMU` header or evemu
    /// `N:`/`E:` lines, evtest `Event: time` lines or header, libinput record's `version:`/`devices:` keys),
    /// else from the file's extension (`.evemu`, `.events`, `.desc`, `.evtest`, `.yml`, `.yaml`). Nil when
    /// neither tells (empty text, binary garbage, a ResponderKit trace).
    ///
    /// The formats' codecs decide (``RecordingFormatRecognizer``): the first of
    /// ``RecordingFormat/recognizers`` that recognizes a line, or, failing that, whose extensions hold the
    /// file's.
    public static func detectFormat(of text: String, fileName: String? = nil) -> RecordingFormat? {
        detectFormatByLines(of: text, fileName: fileName).format
    }

    /// ``detectFormat(of:fileName:)``, and whether its lines decided (a line recognized or telling
    /// that none will be, or 200 lines checked) rather than running out: a text that is the start of a
    /// file (``RecordingStream``'s first 256 KiB) gives the whole file's answer only when they did.
    static func detectFormatByLines(of text: String, fileName: String?) -> (format: RecordingFormat?, decided: Bool) {
        let recognizers = RecordingFormat.recognizers
        var checked = 0
        var decided = false
        // A line holding carriage returns is looked at as the lines they would end: old Mac text is told
        // apart as the others are, then read or refused by its format's reader (docs/trace-format.md, 3.2).
        let lines = RecordingText.lines(text).lazy.flatMap { line in
            line.text.utf8.contains(UInt8(ascii: "\r"))
                ? line.text.split(separator: "\r", omittingEmptySubsequences: false) : [line.text]
        }
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            checked += 1
            decided = true
            if checked > 200 { break }
            if let reader = recognizers.first(where: { $0.recognizes(line: trimmed) }) { return (reader.format, true) }
            // A comment no reader claims says nothing; the first other line decides.
            if trimmed.hasPrefix("#") {
                decided = false
                continue
            }
            // A ResponderKit trace (``Trace/isTrace(_:)``), which no recording reader reads, whatever its
            // extension.
            if Trace.recognizes(line: trimmed) { return (nil, true) }
            break
        }
        guard let fileName else { return (nil, decided) }
        let pathExtension = URL(fileURLWithPath: fileName).pathExtension.lowercased()
        return (recognizers.first { $0.fileExtensions.contains(pathExtension) }?.format, decided)
    }

    /// The recording with every timestamp shifted so that the first event is at the given time
    /// (`evemu-record` starts at 0.000001; old recordings carry absolute epoch times, input behaviour 2.5).
    public func rebased(firstEventAtSeconds seconds: Int = 0, microseconds: Int = 0) -> Recording {
        guard let first = events.first else { return self }
        var copy = self
        for index in copy.events.indices {
            let event = copy.events[index]
            // Events built in code may hold any values: leave an event alone rather than overflow.
            let (ds, o1) = event.seconds.subtractingReportingOverflow(first.seconds)
            let (s, o2) = ds.addingReportingOverflow(seconds)
            let (dm, o3) = event.microseconds.subtractingReportingOverflow(first.microseconds)
            let (m, o4) = dm.addingReportingOverflow(microseconds)
            var carry = m / 1_000_000, micro = m % 1_000_000
            if micro < 0 { micro += 1_000_000; carry -= 1 }
            let (whole, o5) = s.addingReportingOverflow(carry)
            if o1 || o2 || o3 || o4 || o5 { continue }
            copy.events[index].seconds = whole
            copy.events[index].microseconds = micro
        }
        return copy
    }

    /// The recording as text in a format (the whole file, or the description or events part of a split
    /// evemu or evtest recording; libinput record has no split and always gives the whole file).
    public func formatted(as format: RecordingFormat, part: RecordingPart = .all) -> String {
        format.codec.text(self, part: part)
    }

    /// Writes ``formatted(as:part:)`` to a file.
    public func write(to path: String, format: RecordingFormat, part: RecordingPart = .all) throws(RecordingError) {
        do {
            try Data(formatted(as: format, part: part).utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw RecordingError(file: path, expected: "a writable file", found: "\(error)")
        }
    }

    // MARK: Internals

    static func readFile(_ path: String) throws(RecordingError) -> String {
        try RecordingFile.text(atPath: path)
    }

    static func detect(_ text: String, file: String, explicit: RecordingFormat?, fallback: RecordingFormat?)
        throws(RecordingError) -> RecordingFormat
    {
        if let explicit { return explicit }
        if let found = detectFormat(of: text, fileName: file) { return found }
        let first = RecordingText.lines(text).first { !$0.text.allSatisfy { $0 == " " || $0 == "\t" } }
        let isTrace = Trace.isTrace(text)
        if let fallback, !isTrace { return fallback }
        var found: String
        if let first {
            found = isTrace ? "a ResponderKit trace (read it with Trace.load)" : RecordingError.quote(first.text)
            // A line read on past lone carriage returns is several of the file's lines: say why.
            if !isTrace, first.text.utf8.contains(UInt8(ascii: "\r")) {
                found += " (lines ending in a carriage return \"\\r\" alone: old Mac line endings)"
            }
        } else {
            found = "an empty file"
        }
        throw RecordingError(
            file: file, line: first?.number, expected: "an \(RecordingFormat.names) recording", found: found)
    }

    static func parse(_ text: String, format: RecordingFormat, deviceIndex: Int, issues: inout RecordingIssues)
        throws(RecordingError) -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        try format.codec.parse(text, deviceIndex: deviceIndex, issues: &issues)
    }
}
