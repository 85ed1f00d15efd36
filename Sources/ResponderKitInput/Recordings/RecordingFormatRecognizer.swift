/// What a recording format's codec knows about telling its format apart: the lines that can only be in
/// its format, and the file extensions that name it (input behaviour 1.5).
///
/// Each format's codec (in its folder: `Evemu/`, `Evtest/`, `LibinputRecord/`) owns its recognition by
/// conforming; format detection (``Recording/detectFormat(of:fileName:)``) knows no format itself: it asks
/// the codecs of ``RecordingFormat/recognizers`` in order, line by line, then by extension.
public protocol RecordingFormatRecognizer {
    /// The format the codec reads.
    static var format: RecordingFormat { get }

    /// The file extensions that name the format, lower case, without the dot (`evemu`, `yaml`, ...).
    /// Detection falls back to them when no line of the text tells.
    static var fileExtensions: Set<String> { get }

    /// Whether `line` shows that the text is in this format. Detection asks it about the text's first
    /// meaningful lines, leading spaces and tabs removed: the first one a codec recognizes decides, and
    /// a comment (`#`) no codec recognizes is passed over.
    static func recognizes(line: Substring) -> Bool
}
