/// evtest's codec (input behaviour 1.5): an `Event: time` line or a line of evtest's header tells the
/// format, the evtest reader reads it (its files stream through ``EvtestReader/LineDecoder``), the evtest
/// writer writes it.
enum EvtestCodec: RecordingCodec {
    static var format: RecordingFormat { .evtest }
    static var name: String { "evtest" }
    static var descriptionName: String { "an evtest header" }
    static var fileExtensions: Set<String> { ["evtest"] }

    /// An event line (`Event: time`) or a line of evtest's header.
    static func recognizes(line: Substring) -> Bool {
        ["Event: time", "Input driver version", "Input device ID:", "Input device name:", "Supported events:"]
            .contains { line.hasPrefix($0) }
    }

    /// evtest prints one device: `deviceIndex` does not apply.
    static func parse(_ text: String, deviceIndex: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        try EvtestReader.parse(text, issues: &issues)
    }

    static func text(_ recording: Recording, part: RecordingPart) -> String {
        EvtestWriter.text(recording, part: part)
    }

    static func makeEventReader() -> (any RecordingEventReader)? { EventReader() }

    /// evtest's stream reader: the shared line loop (``LineDecodingReader``), compiled for evtest's line decoder.
    final class EventReader: LineDecodingReader {
        var decoder = EvtestReader.LineDecoder()
    }
}
