import Foundation

/// How text is measured without drawing (docs/behaviour/text-input.md, 17.1; docs/decisions.md, "Text:
/// the measurement model"). Nothing is rasterized and no font file is read: each grapheme cluster
/// advances a fixed fraction of the font's point size, and lines are ``UIFont/lineHeight`` tall.
///
/// - 0.5 em for a narrow character (ASCII and every other script not listed below);
/// - 1 em for a wide one: East Asian wide and fullwidth characters (CJK ideographs, kana, Hangul
///   syllables, fullwidth forms) and emoji shown as emoji;
/// - 2 em for a tab (four spaces);
/// - 0 for what takes no room: line breaks, control and format characters (zero-width joiner, directional
///   marks), and a combining mark standing alone (a mark after a base character belongs to its cluster,
///   which advances as its base does).
enum TextMeasurement {
    /// The advance of a narrow character, in em.
    static let narrowAdvance: CGFloat = 0.5
    /// The advance of a wide character, in em.
    static let wideAdvance: CGFloat = 1
    /// The advance of a tab, in em.
    static let tabAdvance: CGFloat = 2

    /// The advance of one grapheme cluster, in em.
    static func advance(of character: Character) -> CGFloat {
        if character.isASCII {
            // The typing path: one comparison for ASCII.
            guard let value = character.asciiValue else { return 0 }
            if value >= 0x20 && value < 0x7F { return narrowAdvance }
            return value == 0x09 ? tabAdvance : 0
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        switch first.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .lineSeparator, .paragraphSeparator:
            return 0
        default:
            break
        }
        if isWide(first) { return wideAdvance }
        // An emoji with text presentation by default becomes wide with the emoji variation selector.
        if first.properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return wideAdvance }
        return narrowAdvance
    }

    /// Whether a scalar is shown wide: emoji presentation, or East Asian Wide / Fullwidth.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        let value = scalar.value
        return wideRanges.contains { $0.contains(value) }
    }

    /// The blocks of East Asian Wide and Fullwidth characters (Unicode Standard Annex #11), coarsely.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF00...0xFF60,  // Fullwidth forms
        0xFFE0...0xFFE6,  // Fullwidth signs
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extension G and later
    ]

    /// The width of `text` on one line in `font`.
    static func width<Text: StringProtocol>(of text: Text, font: UIFont) -> CGFloat {
        var ems: CGFloat = 0
        for character in text { ems += advance(of: character) }
        return ems * font.pointSize
    }

    /// The size `text` occupies in `font`, words wrapped within `width` (nil: only line breaks start new
    /// lines), on at most `numberOfLines` lines (0: no limit): the widest line without its trailing
    /// spaces, and ``UIFont/lineHeight`` per line. An empty string occupies `.zero`; a final line break
    /// adds no line. The measurement labels use (and the one the text controls lay out with).
    static func size(of text: String, font: UIFont, width: CGFloat?, numberOfLines: Int = 0) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let layout = TextLayout(text: text, font: font, width: width)
        var lines = layout.lines[...]
        if lines.count > 1, let last = lines.last, last.range.length == 0 { lines = lines.dropLast() }
        if numberOfLines > 0 { lines = lines.prefix(numberOfLines) }
        let widest = lines.map(\.width).max() ?? 0
        return CGSize(width: widest, height: CGFloat(lines.count) * layout.lineHeight)
    }
}
