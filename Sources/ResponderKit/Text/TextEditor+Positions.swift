import Foundation

// The position arithmetic of UITextInput on a text control's text (docs/behaviour/text-input.md, 17.3):
// positions are UTF-16 offsets (`TextOffsetPosition`), as NSString counts; character offsets
// (`position(from:offset:)`, `offset(from:to:)`) count UTF-16 code units, while moves in a layout
// direction step over whole grapheme clusters (left, right) or lines (up, down). A position of another
// class, or outside the text, gives nil (or `.orderedSame` and 0 where UIKit's signature has no optional).

extension TextEditor {
    /// The offset of `position` when it is one of this editor's positions within the text.
    func offset(of position: UITextPosition) -> Int? {
        guard let position = position as? TextOffsetPosition, position.offset >= 0, position.offset <= length else {
            return nil
        }
        return position.offset
    }

    /// The UTF-16 range of `range` when both ends are this editor's positions within the text.
    func nsRange(of range: UITextRange) -> NSRange? {
        guard let start = offset(of: range.start), let end = offset(of: range.end) else { return nil }
        return NSRange(location: min(start, end), length: abs(end - start))
    }

    func position(at offset: Int) -> UITextPosition { TextOffsetPosition(offset) }
    func textRange(_ range: NSRange) -> UITextRange { TextOffsetRange(range) }

    var beginningOfDocument: UITextPosition { position(at: 0) }
    var endOfDocument: UITextPosition { position(at: length) }

    var selectedTextRange: UITextRange { textRange(selectedRange) }
    var markedTextRange: UITextRange? { markedRange.map(textRange) }

    func text(in range: UITextRange) -> String? {
        nsRange(of: range).map(substring(in:))
    }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        guard let start = offset(of: from), let end = offset(of: to) else { return nil }
        return textRange(NSRange(location: min(start, end), length: abs(end - start)))
    }

    func position(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        let (target, overflow) = start.addingReportingOverflow(delta)
        guard !overflow, target >= 0, target <= length else { return nil }
        return self.position(at: target)
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset steps: Int)
        -> UITextPosition?
    {
        guard let start = offset(of: position) else { return nil }
        guard steps >= 0 else {
            let opposite: UITextLayoutDirection =
                switch direction {
                case .left: .right
                case .right: .left
                case .up: .down
                case .down: .up
                }
            return self.position(from: position, in: opposite, offset: -steps)
        }
        switch direction {
        case .left, .right:
            var offset = start
            for _ in 0..<steps {
                let next =
                    direction == .right
                    ? storage.characterBoundary(after: offset) : storage.characterBoundary(before: offset)
                if next == offset { return nil }
                offset = next
            }
            return self.position(at: offset)
        case .up, .down:
            let layout = self.layout
            let line = layout.lineIndex(at: start)
            let target = direction == .down ? line + steps : line - steps
            guard target >= 0, target < layout.lines.count else { return nil }
            let x = layout.x(at: start, inLine: line)
            return self.position(at: layout.offset(closestTo: x, inLine: target))
        }
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        guard let first = offset(of: position), let second = offset(of: other) else { return .orderedSame }
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to: UITextPosition) -> Int {
        guard let start = offset(of: from), let end = offset(of: to) else { return 0 }
        return end - start
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = nsRange(of: range) else { return nil }
        switch direction {
        case .left, .up: return position(at: range.location)
        case .right, .down: return position(at: NSMaxRange(range))
        }
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let start = offset(of: position) else { return nil }
        switch direction {
        case .right, .down:
            let end = storage.characterBoundary(after: start)
            return end == start ? nil : textRange(NSRange(location: start, length: end - start))
        case .left, .up:
            let previous = storage.characterBoundary(before: start)
            return previous == start ? nil : textRange(NSRange(location: previous, length: start - previous))
        }
    }

    /// The range `range` (clamped) as a position pair starting `range.location`.
    func clamped(_ range: NSRange) -> NSRange { storage.clamped(range) }
}
