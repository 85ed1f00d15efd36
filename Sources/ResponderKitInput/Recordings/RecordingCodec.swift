/// One recording format's reading and writing (input behaviour 1.5): how its text is told apart
/// (``RecordingFormatRecognizer``), its reader, its writer, and, when its files stream, the line decoder a
/// ``RecordingStream`` drives.
///
/// ``Recording`` and ``RecordingStream`` know no format: they parse, write and stream through the codec
/// of a ``RecordingFormat`` (``RecordingFormat/codec``). Each conformance is in its format's folder, with
/// the reader, writer and line decoder it hands out.
///
/// The readers' hot loops stay specialized per format: a codec is asked once per text or file, and a
/// stream's line decoder sits behind its ``LineDecodingReader``, which calls it statically for every
/// line (docs/decisions.md, "Recordings: one codec per format").
protocol RecordingCodec: RecordingFormatRecognizer {
    /// The format's name in messages: `evemu`, `evtest`, `libinput record`.
    static var name: String { get }

    /// What a device description in this format is, in messages: `evemu N:/I:/B:/A: lines`, `an evtest
    /// header`.
    static var descriptionName: String { get }

    /// The description (nil when the text has none) and the events of a whole text, the device at
    /// `deviceIndex` for a format holding several. Problems go to `issues`, which throws or collects them
    /// as its mode says.
    static func parse(_ text: String, deviceIndex: Int, issues: inout RecordingIssues) throws(RecordingError)
        -> (device: InputDeviceDescription?, events: [EvdevEvent])

    /// The recording as text in this format: the whole file, or its description or events part (a format
    /// without parts writes the whole file, without its events for the description part).
    static func text(_ recording: Recording, part: RecordingPart) -> String

    /// A reader that decodes a file of this format line by line as it is read, for a ``RecordingStream``;
    /// nil when files of the format are read whole.
    static func makeEventReader() -> (any RecordingEventReader)?
}

extension RecordingCodec {
    /// Files of a format are read whole unless its codec says otherwise.
    static func makeEventReader() -> (any RecordingEventReader)? { nil }
}

extension RecordingFormat {
    /// The formats by name, as a message lists them: `evemu, evtest or libinput record`.
    static var names: String { spelledOut(codecs.map { $0.name }) }

    /// The descriptions every format has, as a message lists them: `evemu N:/I:/B:/A: lines, an evtest
    /// header or a libinput record`.
    static var descriptionNames: String { spelledOut(codecs.map { $0.descriptionName }) }
}
