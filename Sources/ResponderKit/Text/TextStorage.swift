import Foundation

/// The characters of a text control: a `String` addressed by UTF-16 offsets, as `NSRange` addresses an
/// `NSString` (UIKit's ranges count UTF-16 code units), with grapheme-aware steps for the caret
/// (docs/behaviour/text-input.md, 17.1).
///
/// Offsets given from outside (an `NSRange` set by the application, a `UITextPosition` of a custom
/// class) are clamped to the text and rounded down to a Unicode scalar boundary, so a range never splits
/// a surrogate pair. Replacing characters mutates the string in place: typing one character costs the
/// replacement, not a copy of the text.
struct TextStorage {
    /// The text.
    private(set) var string: String
    /// The length in UTF-16 code units, kept with the string (counting walks a non-ASCII string).
    private(set) var length: Int

    init(_ string: String = "") {
        self.string = string
        length = string.utf16.count
    }

    /// Replaces the characters in `range` (clamped) with `replacement`.
    mutating func replaceCharacters(in range: NSRange, with replacement: String) {
        let range = clamped(range)
        let lower = index(at: range.location)
        let upper = index(at: range.location + range.length)
        string.replaceSubrange(lower..<upper, with: replacement)
        length += replacement.utf16.count - range.length
    }

    /// The characters in `range` (clamped).
    func substring(in range: NSRange) -> String {
        let range = clamped(range)
        return String(string[index(at: range.location)..<index(at: range.location + range.length)])
    }

    /// The string index of a UTF-16 offset (clamped to the text).
    func index(at offset: Int) -> String.Index {
        String.Index(utf16Offset: min(max(offset, 0), length), in: string)
    }

    /// The UTF-16 offset of a string index.
    func offset(of index: String.Index) -> Int {
        index.utf16Offset(in: string)
    }

    /// `offset` clamped to the text and rounded down to a Unicode scalar boundary (never between the two
    /// halves of a surrogate pair).
    func snapped(_ offset: Int) -> Int {
        let offset = min(max(offset, 0), length)
        guard offset > 0, offset < length else { return offset }
        let unit = string.utf16[string.utf16.index(string.utf16.startIndex, offsetBy: offset)]
        return UTF16.isTrailSurrogate(unit) ? offset - 1 : offset
    }

    /// `range` clamped to the text, both ends on scalar boundaries.
    func clamped(_ range: NSRange) -> NSRange {
        let start = snapped(range.location)
        let end = snapped(max(range.location, 0) &+ max(range.length, 0))
        return NSRange(location: start, length: max(end - start, 0))
    }

    /// The range of the whole text.
    var fullRange: NSRange { NSRange(location: 0, length: length) }

    // MARK: Grapheme clusters (the caret's steps)

    /// The start of the grapheme cluster that contains `offset`, or `offset` itself at a cluster boundary.
    func characterBoundary(atOrBefore offset: Int) -> Int {
        let offset = snapped(offset)
        guard offset > 0, offset < length else { return offset }
        let index = index(at: offset)
        return self.offset(of: string.index(before: string.index(after: index)))
    }

    /// The caret position one grapheme cluster before `offset` (0 stays 0).
    func characterBoundary(before offset: Int) -> Int {
        let rounded = characterBoundary(atOrBefore: offset)
        guard rounded == snapped(offset), rounded > 0 else { return rounded }
        return self.offset(of: string.index(before: index(at: rounded)))
    }

    /// The caret position one grapheme cluster after `offset` (the end stays the end).
    func characterBoundary(after offset: Int) -> Int {
        let offset = snapped(offset)
        guard offset < length else { return length }
        return self.offset(of: string.index(after: index(at: offset)))
    }

    /// Whether `offset` is between two grapheme clusters (or at an end).
    func isCharacterBoundary(_ offset: Int) -> Bool {
        characterBoundary(atOrBefore: offset) == offset
    }
}
