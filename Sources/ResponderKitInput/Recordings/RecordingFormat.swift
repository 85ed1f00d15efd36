/// The evdev recording formats ResponderKit reads and writes (input behaviour 1.5).
///
/// Each one is read and written by its codec (`codec`), in its folder: `Evemu/`, `Evtest/`,
/// `LibinputRecord/`. The shared code names no format: it asks the codecs. A new format is a folder with
/// its codec, a case here and its line in `codec` (docs/decisions.md, "Recordings: one codec per
/// format").
public enum RecordingFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// evemu (`evemu-record`, `evemu-describe`), versions 1.0 to 1.3: `N:`/`I:`/`P:`/`B:`/`A:` description
    /// lines and `E:` event lines, in one file or split into a description file and an events file.
    case evemu
    /// The text `evtest` prints: an optional header describing the device, then `Event: time …` lines.
    case evtest
    /// The YAML that `libinput record` writes: devices with their evdev description and event frames.
    case libinputRecord = "libinput-record"

    /// The format's name as used in documentation and on the command line (`evemu`, `evtest`,
    /// `libinput-record`).
    public var description: String { rawValue }

    /// The format's codec: the one list of the formats, each case with its codec (the compiler asks
    /// for the line of a new case).
    var codec: any RecordingCodec.Type {
        switch self {
        case .evemu: EvemuCodec.self
        case .evtest: EvtestCodec.self
        case .libinputRecord: LibinputRecordCodec.self
        }
    }

    /// Every format's codec, in the order format detection asks them: the order of the cases.
    static var codecs: [any RecordingCodec.Type] { allCases.map(\.codec) }

    /// The readers format detection asks, in order: evemu, evtest, libinput record (every format's
    /// codec, ``RecordingFormatRecognizer``).
    public static var recognizers: [any RecordingFormatRecognizer.Type] {
        codecs.map { $0 as any RecordingFormatRecognizer.Type }
    }

    /// Words joined as a sentence lists them: `evemu, evtest or libinput record`.
    static func spelledOut(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " or " + last
    }
}
