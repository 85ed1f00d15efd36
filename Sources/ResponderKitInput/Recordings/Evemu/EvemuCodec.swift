/// evemu's codec (input behaviour 1.5): an `# EVEMU` header or evemu's line tags tell the format, the
/// evemu reader reads it (its files stream through ``EvemuReader/LineDecoder``), the evemu writer writes
/// it.
enum EvemuCodec: RecordingCodec {
    static var format: RecordingFormat { .evemu }
    static var name: String { "evemu" }
    static var descriptionName: String { "evemu N:/I:/B:/A: lines" }
    static var fileExtensions: Set<String> { ["evemu", "event", "events", "desc"] }

    /// An `# EVEMU x.y` header, or a description or event line (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`, `E:`).
    static func recognizes(line: Substring) -> Bool {
        if line.hasPrefix("#") { return EvemuReader.headerVersion(line) != nil }
        return ["N:", "I:", "P:", "B:", "A:", "L:", "S:", "E:"].contains { line.hasPrefix($0) }
    }

    /// An evemu text has one device: `deviceIndex` does not apply.
    static func parse(_ text: String, deviceIndex: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])
    {
        try EvemuReader.parse(text, issues: &issues)
    }

    static func text(_ recording: Recording, part: RecordingPart) -> String {
        EvemuWriter.text(recording, part: part)
    }

    static func makeEventReader() -> (any RecordingEventReader)? { EventReader() }

    /// evemu's stream reader: the shared line loop (``LineDecodingReader``), compiled for evemu's line decoder.
    final class EventReader: LineDecodingReader {
        var decoder = EvemuReader.LineDecoder()
    }
}
