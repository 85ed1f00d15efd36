import Foundation

/// Text laid out in lines, measured with ``TextMeasurement`` (docs/behaviour/text-input.md, 17.1).
///
/// Lines break at line breaks (unless the layout is a single line, as a text field's) and, within a
/// width, between words: after a run of spaces, a word that would cross the width starts the next line,
/// and the spaces hang at the end of the line they follow (they count in its characters, not its width).
/// A word wider than the whole width breaks between grapheme clusters. Text that ends with a line break
/// has an empty last line, where the caret goes after the break.
///
/// Coordinates start at the top-left corner of the first line; line `i` spans `i * lineHeight` to
/// `(i + 1) * lineHeight`. The controls place the layout in their views.
struct TextLayout {
    /// One line of the layout.
    struct Line: Equatable {
        /// The line's characters (UTF-16), spaces it ends with included, its line break excluded.
        var range: NSRange
        /// The offset where the next line starts (after the line break, if the line ends with one).
        var nextLineStart: Int
        /// The width of the line's characters without the spaces it ends with.
        var width: CGFloat
        /// Whether the line ends with a line break character (rather than wrapping or ending the text).
        var endsWithLineBreak: Bool
    }

    /// The text laid out.
    let text: String
    /// The lines, in order; at least one.
    let lines: [Line]
    /// The height of each line: the font's ``UIFont/lineHeight``.
    let lineHeight: CGFloat
    /// The font's point size (advances are in em).
    let pointSize: CGFloat

    /// Lays out `text` in `font`, wrapping words within `width` (nil: no wrapping); with `singleLine`,
    /// line breaks take no room and start no line.
    init(text: String, font: UIFont, width: CGFloat?, singleLine: Bool = false) {
        self.text = text
        lineHeight = font.lineHeight
        pointSize = font.pointSize
        var breaker = LineBreaker(limit: width.map { max($0, 0) / font.pointSize })
        var offset = 0
        for character in text {
            let units = character.utf16.count
            if !singleLine && character.isNewline {
                breaker.breakLine(at: offset, resumingAt: offset + units)
            } else {
                breaker.add(character, at: offset, units: units)
            }
            offset += units
        }
        breaker.finish(at: offset)
        lines = breaker.lines.map { line in
            var line = line
            line.width *= font.pointSize
            return line
        }
    }

    /// The height of all lines.
    var height: CGFloat { CGFloat(lines.count) * lineHeight }

    /// The widest line's width.
    var width: CGFloat { lines.map(\.width).max() ?? 0 }

    /// The index of the line a caret at `offset` is on: the line whose characters (or end) contain it.
    /// A caret at a wrapped line's end belongs to the next line, where typing continues.
    func lineIndex(at offset: Int) -> Int {
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].range.location <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The horizontal position of a caret at `offset` in its line (`offset` clamped to the line).
    func x(at offset: Int, inLine index: Int) -> CGFloat {
        let line = lines[index]
        let end = min(max(offset, line.range.location), line.range.location + line.range.length)
        var ems: CGFloat = 0
        var position = line.range.location
        var cursor = String.Index(utf16Offset: line.range.location, in: text)
        while position < end, cursor < text.endIndex {
            let character = text[cursor]
            ems += TextMeasurement.advance(of: character)
            position += character.utf16.count
            cursor = text.index(after: cursor)
        }
        return ems * pointSize
    }

    /// The caret offset in line `index` nearest to the horizontal position `x`: before the cluster whose
    /// middle is right of `x`.
    func offset(closestTo x: CGFloat, inLine index: Int) -> Int {
        let line = lines[index]
        let end = line.range.location + line.range.length
        var left: CGFloat = 0
        var position = line.range.location
        var lastStart = position
        var cursor = String.Index(utf16Offset: line.range.location, in: text)
        while position < end, cursor < text.endIndex {
            let character = text[cursor]
            let advance = TextMeasurement.advance(of: character) * pointSize
            if x < left + advance / 2 { return position }
            left += advance
            lastStart = position
            position += character.utf16.count
            cursor = text.index(after: cursor)
        }
        // Past the end of a wrapped line: its end is the next line's start, so the caret goes before the
        // line's last cluster and stays on this line.
        let wrapped = !line.endsWithLineBreak && index < lines.count - 1
        return wrapped && end > line.range.location ? lastStart : end
    }

    /// The line index nearest to the vertical position `y`.
    func lineIndex(closestTo y: CGFloat) -> Int {
        guard lineHeight > 0 else { return 0 }
        return min(max(Int((y / lineHeight).rounded(.down)), 0), lines.count - 1)
    }
}

/// Greedy line breaking over grapheme clusters, in em (``TextLayout``).
private struct LineBreaker {
    let limit: CGFloat?
    var lines: [TextLayout.Line] = []
    private var lineStart = 0
    /// The width of the line so far, spaces included.
    private var lineWidth: CGFloat = 0
    /// The width of the line so far without the spaces it ends with.
    private var contentWidth: CGFloat = 0
    /// Where the line may break: after its last run of spaces (and the widths up to there).
    private var breakOffset: Int?
    private var widthAtBreak: CGFloat = 0
    private var contentWidthAtBreak: CGFloat = 0

    init(limit: CGFloat?) {
        self.limit = limit
    }

    mutating func add(_ character: Character, at offset: Int, units: Int) {
        let advance = TextMeasurement.advance(of: character)
        if character.isWhitespace {
            lineWidth += advance
            breakOffset = offset + units
            widthAtBreak = lineWidth
            contentWidthAtBreak = contentWidth
            return
        }
        if let limit, lineWidth + advance > limit, offset > lineStart {
            if let breakOffset, breakOffset > lineStart {
                append(end: breakOffset, next: breakOffset, width: contentWidthAtBreak, lineBreak: false)
                lineStart = breakOffset
                lineWidth -= widthAtBreak
            } else {
                append(end: offset, next: offset, width: contentWidth, lineBreak: false)
                lineStart = offset
                lineWidth = 0
            }
            breakOffset = nil
        }
        lineWidth += advance
        contentWidth = lineWidth
    }

    mutating func breakLine(at offset: Int, resumingAt next: Int) {
        append(end: offset, next: next, width: contentWidth, lineBreak: true)
        lineStart = next
        lineWidth = 0
        contentWidth = 0
        breakOffset = nil
    }

    mutating func finish(at offset: Int) {
        append(end: offset, next: offset, width: contentWidth, lineBreak: false)
    }

    private mutating func append(end: Int, next: Int, width: CGFloat, lineBreak: Bool) {
        lines.append(
            TextLayout.Line(
                range: NSRange(location: lineStart, length: end - lineStart), nextLineStart: next, width: width,
                endsWithLineBreak: lineBreak))
    }
}
