import Foundation

/// UIKit's tokenizer for any ``UITextInput``: finds characters, words, sentences, paragraphs, lines and
/// the document around positions (docs/behaviour/text-input.md, 17.4). It reads the text and maps
/// positions through the text object's own methods (``UITextInput/text(in:)``,
/// ``UITextInput/offset(from:to:)``, ``UITextInput/position(from:offset:)``), counting offsets in UTF-16
/// code units as `NSString` does, so it works for custom text objects as for the text controls.
///
/// The units: a character is a grapheme cluster; a word a run of letters, digits, marks
/// and connectors (an apostrophe between letters included); a sentence runs from its first non-space
/// character to its terminator (`.`, `!`, `?`, `…` and their CJK forms, with closing quotes and
/// brackets) followed by a space or the end of its paragraph; a paragraph is the text between line
/// breaks; a line is a paragraph here (subclasses that lay out text refine it, as UIKit asks); the
/// document is all the text. Directions toward the end (storage forward, layout right and down) look at
/// the character after the position, the others at the one before.
///
/// The tokenizer holds its text object weakly (it is usually the object's own, and a strong reference
/// would make a cycle); once the object is gone every answer is nil or false.
@MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    private weak var textInput: (any UIResponder & UITextInput)?

    /// Creates a tokenizer for `textInput`, held weakly.
    public init(textInput: any UIResponder & UITextInput) {
        self.textInput = textInput
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let (units, offset) = units(of: granularity, around: position) else { return nil }
        let forward = direction.isForward
        guard
            let unit = units.first(where: { unit in
                forward
                    ? unit.location <= offset && offset < NSMaxRange(unit)
                    : unit.location < offset && offset <= NSMaxRange(unit)
            })
        else { return nil }
        return range(unit)
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection
    ) -> Bool {
        guard let (units, offset) = units(of: granularity, around: position) else { return false }
        return units.contains { direction.isForward ? NSMaxRange($0) == offset : $0.location == offset }
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let (units, offset) = units(of: granularity, around: position), let length = documentLength else {
            return nil
        }
        let target: Int?
        if direction.isForward {
            target = units.lazy.map(NSMaxRange).first { $0 > offset } ?? (offset < length ? length : nil)
        } else {
            target = units.reversed().lazy.map(\.location).first { $0 < offset } ?? (offset > 0 ? 0 : nil)
        }
        return target.flatMap(self.position(at:))
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let (units, offset) = units(of: granularity, around: position) else { return false }
        let forward = direction.isForward
        return units.contains { unit in
            forward
                ? unit.location <= offset && offset < NSMaxRange(unit)
                : unit.location < offset && offset <= NSMaxRange(unit)
        }
    }

    // MARK: Reading the text object

    /// The units of `granularity` in the text, and the UTF-16 offset of `position`; nil when the text
    /// object is gone or the position is not in its text.
    private func units(of granularity: UITextGranularity, around position: UITextPosition) -> ([NSRange], Int)? {
        guard let textInput, let text = documentText else { return nil }
        let offset = textInput.offset(from: textInput.beginningOfDocument, to: position)
        guard offset >= 0, offset <= text.utf16.count else { return nil }
        return (TextUnits(text).ranges(of: granularity), offset)
    }

    private var documentText: String? {
        guard let textInput,
            let document = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument)
        else { return nil }
        return textInput.text(in: document)
    }

    private var documentLength: Int? { documentText?.utf16.count }

    private func position(at offset: Int) -> UITextPosition? {
        guard let textInput else { return nil }
        return textInput.position(from: textInput.beginningOfDocument, offset: offset)
    }

    private func range(_ range: NSRange) -> UITextRange? {
        guard let start = position(at: range.location), let end = position(at: NSMaxRange(range)) else { return nil }
        return textInput?.textRange(from: start, to: end)
    }
}

/// The units of a text at each granularity, as UTF-16 ranges in text order (``UITextInputStringTokenizer``).
struct TextUnits {
    private let clusters: [(offset: Int, character: Character)]
    private let length: Int

    init(_ text: String) {
        var clusters: [(offset: Int, character: Character)] = []
        var offset = 0
        for character in text {
            clusters.append((offset, character))
            offset += character.utf16.count
        }
        self.clusters = clusters
        length = offset
    }

    func ranges(of granularity: UITextGranularity) -> [NSRange] {
        switch granularity {
        case .character: clusters.indices.map(clusterRange)
        case .word: runs { index in isWordCharacter(at: index) }
        case .sentence: sentences()
        case .paragraph, .line: runs { index in !clusters[index].character.isNewline }
        case .document: length > 0 ? [NSRange(location: 0, length: length)] : []
        }
    }

    private func clusterRange(_ index: Int) -> NSRange {
        let start = clusters[index].offset
        let end = index + 1 < clusters.count ? clusters[index + 1].offset : length
        return NSRange(location: start, length: end - start)
    }

    /// The maximal runs of clusters for which `belongs` is true.
    private func runs(where belongs: (Int) -> Bool) -> [NSRange] {
        var ranges: [NSRange] = []
        var start: Int?
        for index in clusters.indices {
            if belongs(index) {
                if start == nil { start = clusters[index].offset }
            } else if let runStart = start {
                ranges.append(NSRange(location: runStart, length: clusters[index].offset - runStart))
                start = nil
            }
        }
        if let start { ranges.append(NSRange(location: start, length: length - start)) }
        return ranges
    }

    private func isWordCharacter(at index: Int) -> Bool {
        let character = clusters[index].character
        if character == "'" || character == "\u{2019}" {
            // An apostrophe joins the letters around it ("don't").
            return index > 0 && index + 1 < clusters.count && isLetterOrDigit(clusters[index - 1].character)
                && isLetterOrDigit(clusters[index + 1].character)
        }
        if character == "_" { return true }
        return isLetterOrDigit(character)
    }

    private func isLetterOrDigit(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    private static let terminators: Set<Character> = [".", "!", "?", "\u{2026}", "\u{3002}", "\u{FF01}", "\u{FF1F}"]
    private static let closers: Set<Character> = ["\"", "'", ")", "]", "}", "\u{201D}", "\u{2019}", "\u{300D}"]

    /// Sentences: from a non-space character to a terminator (and its closers) followed by a space, a
    /// line break or the end; a line break also ends a sentence.
    private func sentences() -> [NSRange] {
        var ranges: [NSRange] = []
        var start: Int?
        var index = 0
        while index < clusters.count {
            let character = clusters[index].character
            if character.isNewline {
                if let sentenceStart = start { ranges.append(trimmed(sentenceStart, upTo: index)) }
                start = nil
            } else if start == nil {
                if !character.isWhitespace { start = clusters[index].offset }
            } else if Self.terminators.contains(character) {
                var end = index + 1
                while end < clusters.count,
                    Self.terminators.contains(clusters[end].character)
                        || Self.closers.contains(clusters[end].character)
                {
                    end += 1
                }
                if end == clusters.count || clusters[end].character.isWhitespace, let sentenceStart = start {
                    let endOffset = end < clusters.count ? clusters[end].offset : length
                    ranges.append(NSRange(location: sentenceStart, length: endOffset - sentenceStart))
                    start = nil
                }
                index = end
                continue
            }
            index += 1
        }
        if let sentenceStart = start { ranges.append(trimmed(sentenceStart, upTo: clusters.count)) }
        return ranges
    }

    /// The range from `start` to the cluster at `endIndex`, spaces at its end left out.
    private func trimmed(_ start: Int, upTo endIndex: Int) -> NSRange {
        var end = endIndex
        while end > 0, clusters[end - 1].offset >= start, clusters[end - 1].character.isWhitespace,
            !clusters[end - 1].character.isNewline
        {
            end -= 1
        }
        let endOffset = end < clusters.count ? clusters[end].offset : length
        return NSRange(location: start, length: max(endOffset - start, 0))
    }
}
