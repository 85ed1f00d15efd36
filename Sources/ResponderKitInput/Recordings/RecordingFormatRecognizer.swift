/// What a recording format's reader knows about telling its format apart: the lines that can only be
/// in its format, and the file extensions that name it (input behaviour 1.5).
///
/// Each reader (evemu, evtest, libinput record) owns its own recognition by conforming; format
/// detection (``Recording/detectFormat(of:fileName:)``) knows no format itself: it asks the readers of
/// ``RecordingFormat/recognizers`` in order, line by line, then by extension. A new format is a new
/// reader that conforms and is added to that list.
public protocol RecordingFormatRecognizer {
    /// The format the reader reads.
    static var format: RecordingFormat { get }

    /// The file extensions that name the format, lower case, without the dot (`evemu`, `yaml`, ...).
    /// Detection falls back to them when no line of the text tells.
    static var fileExtensions: Set<String> { get }

    /// Whether `line` shows that the text is in this format. Detection asks it about the text's first
    /// meaningful lines, leading spaces and tabs removed: the first one a reader recognizes decides, and
    /// a comment (`#`) no reader recognizes is passed over.
    static func recognizes(line: Substring) -> Bool
}

extension RecordingFormat {
    /// The readers format detection asks, in order: evemu, evtest, libinput record.
    public static var recognizers: [any RecordingFormatRecognizer.Type] {
        [EvemuReader.self, EvtestReader.self, LibinputRecordReader.self]
    }
}

extension EvemuReader: RecordingFormatRecognizer {
    static var format: RecordingFormat { .evemu }
    static var fileExtensions: Set<String> { ["evemu", "event", "events", "desc"] }

    /// An `# EVEMU x.y` header, or a description or event line (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`, `E:`).
    static func recognizes(line: Substring) -> Bool {
        if line.hasPrefix("#") { return headerVersion(line) != nil }
        return ["N:", "I:", "P:", "B:", "A:", "L:", "S:", "E:"].contains { line.hasPrefix($0) }
    }
}

extension EvtestReader: RecordingFormatRecognizer {
    static var format: RecordingFormat { .evtest }
    static var fileExtensions: Set<String> { ["evtest"] }

    /// An event line (`Event: time`) or a line of evtest's header.
    static func recognizes(line: Substring) -> Bool {
        ["Event: time", "Input driver version", "Input device ID:", "Input device name:", "Supported events:"]
            .contains { line.hasPrefix($0) }
    }
}

extension LibinputRecordReader: RecordingFormatRecognizer {
    static var format: RecordingFormat { .libinputRecord }
    static var fileExtensions: Set<String> { ["yml", "yaml"] }

    /// One of the top-level keys `libinput record` writes first, or a YAML document start (`---`).
    static func recognizes(line: Substring) -> Bool {
        ["version:", "ndevices:", "devices:", "libinput:", "system:", "---"].contains { line.hasPrefix($0) }
    }
}
