/// libinput record's codec (input behaviour 1.5): one of the top-level keys `libinput record` writes
/// first tells the format, the libinput record reader reads it (whole: a YAML document does not stream
/// line by line), the libinput record writer writes it.
enum LibinputRecordCodec: RecordingCodec {
    static var format: RecordingFormat { .libinputRecord }
    static var name: String { "libinput record" }
    static var descriptionName: String { "a libinput record" }
    static var fileExtensions: Set<String> { ["yml", "yaml"] }

    /// One of the top-level keys `libinput record` writes first, or a YAML document start (`---`).
    static func recognizes(line: Substring) -> Bool {
        ["version:", "ndevices:", "devices:", "libinput:", "system:", "---"].contains { line.hasPrefix($0) }
    }

    static func parse(_ text: String, deviceIndex: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        try LibinputRecordReader.parse(text, deviceIndex: deviceIndex, issues: &issues)
    }

    /// The whole record: it has no parts, and its description part is the record without its events.
    static func text(_ recording: Recording, part: RecordingPart) -> String {
        LibinputRecordWriter.text(recording, eventsIncluded: part != .description)
    }
}
