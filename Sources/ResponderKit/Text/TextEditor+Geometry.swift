import Foundation

// The geometry of UITextInput from the text model (docs/behaviour/text-input.md, 17.1): the editor's
// layout gives each line's characters and the horizontal position of each caret in em; the host places
// line `i` (its text rectangle, alignment and insets). Rectangles are in the control's coordinates.

extension TextEditor {
    /// The insertion point at `position`: ``TextConstants/caretWidth`` wide, a line tall, its left edge
    /// at the caret.
    func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .zero }
        let layout = self.layout
        let line = layout.lineIndex(at: offset)
        let origin = host.textEditorOrigin(ofLine: line, in: layout)
        return CGRect(
            x: origin.x + layout.x(at: offset, inLine: line), y: origin.y, width: TextConstants.caretWidth,
            height: layout.lineHeight)
    }

    /// The rectangles of `range`, one per line it touches (none for an empty range).
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = nsRange(of: range), range.length > 0 else { return [] }
        let layout = self.layout
        let first = layout.lineIndex(at: range.location)
        let last = layout.lineIndex(at: max(NSMaxRange(range) - 1, range.location))
        return (first...last).map { index in
            let line = layout.lines[index]
            let origin = host.textEditorOrigin(ofLine: index, in: layout)
            let start = max(range.location, line.range.location)
            let end = min(NSMaxRange(range), NSMaxRange(line.range))
            let left = layout.x(at: start, inLine: index)
            let right = layout.x(at: end, inLine: index)
            return UITextSelectionRect(
                rect: CGRect(x: origin.x + left, y: origin.y, width: right - left, height: layout.lineHeight),
                containsStart: index == first, containsEnd: index == last)
        }
    }

    /// The rectangle of the first line of `range`.
    func firstRect(for range: UITextRange) -> CGRect {
        guard let range = nsRange(of: range) else { return .null }
        if range.length == 0 { return caretRect(for: position(at: range.location)) }
        return selectionRects(for: textRange(range)).first?.rect ?? .null
    }

    /// The caret position nearest to `point`: on the nearest line, before the cluster whose middle is
    /// right of the point.
    func closestOffset(to point: CGPoint) -> Int {
        let layout = self.layout
        let top = host.textEditorOrigin(ofLine: 0, in: layout).y
        let line = layout.lineIndex(closestTo: point.y - top)
        let origin = host.textEditorOrigin(ofLine: line, in: layout)
        return layout.offset(closestTo: point.x - origin.x, inLine: line)
    }

    func closestPosition(to point: CGPoint) -> UITextPosition? {
        position(at: closestOffset(to: point))
    }

    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        return position(at: min(max(closestOffset(to: point), range.location), NSMaxRange(range)))
    }

    /// The grapheme cluster under `point`, or nil when the point is beside the text.
    func characterRange(at point: CGPoint) -> UITextRange? {
        let layout = self.layout
        let top = host.textEditorOrigin(ofLine: 0, in: layout).y
        guard point.y >= top, point.y < top + layout.height else { return nil }
        let index = layout.lineIndex(closestTo: point.y - top)
        let origin = host.textEditorOrigin(ofLine: index, in: layout)
        let line = layout.lines[index]
        var start = line.range.location
        while start < NSMaxRange(line.range) {
            let end = storage.characterBoundary(after: start)
            let left = origin.x + layout.x(at: start, inLine: index)
            let right = origin.x + layout.x(at: end, inLine: index)
            if point.x >= left && point.x < right { return textRange(NSRange(location: start, length: end - start)) }
            start = end
        }
        return nil
    }
}
