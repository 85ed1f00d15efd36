import Foundation
import ResponderKit

// The text a view shows, laid out by the text model (docs/behaviour/text-input.md, 17.1), for the page to
// draw: each line's string, where its baseline starts and its width, in the view's bounds coordinates, so
// that the page's glyphs cover what the model measured and the caret and selection rectangles of
// `textState` fall between the right characters (docs/decisions.md, "The inspector draws text in the text
// model's metrics").

extension InspectorScene {
    /// The most lines of one view's text the scene carries (the visible ones, first to last).
    static let maximumDrawnLines = 60
    /// The most characters of one line the scene carries; a longer line is cut there.
    static let maximumDrawnLineCharacters = 300

    /// One line of text to draw: its string, the left end of its baseline, and its width in the model.
    struct DrawnLine {
        var text: String
        var baseline: CGPoint
        var width: CGFloat
    }

    /// The `text` field of a view that shows text: a label's text, a text field's text (bullets when
    /// secure) or else its placeholder, a text view's text, a button's current title. Nil for other
    /// views and for empty text. `{"size", "lineHeight", "color", "lines": [[text, x, baseline, width]]}`,
    /// with `weight` (CSS, 100 to 900) when not regular, `italic`, and `placeholder` when it is one.
    static func textJSON(of view: UIView) -> InspectorJSON? {
        let drawn: (lines: [DrawnLine], font: UIFont, color: UIColor, placeholder: Bool)
        switch view {
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty, let font = label.font else { return nil }
            let laid = laidOut(
                text, font: font, alignment: label.textAlignment, in: label.bounds, lines: label.numberOfLines)
            drawn = (laid, font, label.textColor ?? .label, false)
        case let field as UITextField:
            let font = field.font ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)
            if field.hasText {
                drawn = (
                    lines(of: field, font: font, secure: field.isSecureTextEntry), font, field.textColor ?? .label,
                    false
                )
            } else {
                guard let placeholder = field.placeholder, !placeholder.isEmpty else { return nil }
                let rect = field.placeholderRect(forBounds: field.bounds)
                drawn = (
                    laidOut(placeholder, font: font, alignment: field.textAlignment, in: rect, lines: 1), font,
                    .placeholderText, true
                )
            }
        case let textView as UITextView:
            guard textView.hasText else { return nil }
            let font = textView.font ?? UIFont.systemFont(ofSize: UIFont.systemFontSize)
            drawn = (lines(of: textView, font: font, secure: false), font, textView.textColor ?? .label, false)
        case let button as UIButton:
            guard let title = button.currentTitle, !title.isEmpty, let titleLabel = button.titleLabel,
                let font = titleLabel.font
            else { return nil }
            drawn = (
                laidOut(title, font: font, alignment: .center, in: button.bounds, lines: 1), font,
                button.currentTitleColor, false
            )
        default:
            return nil
        }
        guard !drawn.lines.isEmpty else { return nil }
        var fields: [InspectorJSON.Field] = [
            .init("size", .number(rounded(drawn.font.pointSize))),
            .init("lineHeight", .number(rounded(drawn.font.lineHeight))),
            .init("color", colorJSON(drawn.color)),
        ]
        let weight = cssWeight(drawn.font.weight)
        if weight != 400 { fields.append(.init("weight", .int(weight))) }
        if drawn.font.isItalic { fields.append(.init("italic", .bool(true))) }
        if drawn.placeholder { fields.append(.init("placeholder", .bool(true))) }
        let encoded = drawn.lines.map { line -> InspectorJSON in
            .array([
                .string(line.text), .number(rounded(line.baseline.x)), .number(rounded(line.baseline.y)),
                .number(rounded(line.width)),
            ])
        }
        fields.append(.init("lines", .array(encoded)))
        return .object(fields)
    }

    /// The lines a text input shows, from its own geometry (`selectionRects(for:)` over the whole text, one a
    /// line): those inside its bounds, in its bounds coordinates.
    private static func lines(of input: some UIView & UITextInput, font: UIFont, secure: Bool) -> [DrawnLine] {
        let start = input.beginningOfDocument
        guard let whole = input.textRange(from: start, to: input.endOfDocument) else { return [] }
        let visible = input.bounds
        var lines: [DrawnLine] = []
        for selection in input.selectionRects(for: whole) {
            let rect = selection.rect
            guard rect.maxY > visible.minY, rect.minY < visible.maxY else { continue }
            guard lines.count < maximumDrawnLines,
                let lineStart = input.closestPosition(to: CGPoint(x: rect.minX, y: rect.midY)),
                let lineEnd = input.closestPosition(to: CGPoint(x: rect.maxX, y: rect.midY)),
                let range = input.textRange(from: lineStart, to: lineEnd),
                let text = input.text(in: range)
            else { break }
            // Trailing spaces hang past the line's width (behaviour 17.1): draw the rest, at its width.
            let shown = String(text.prefix(maximumDrawnLineCharacters))
            let trimmed = String(shown.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            guard !trimmed.isEmpty,
                let trimmedEnd = input.position(from: lineStart, offset: trimmed.utf16.count),
                let trimmedRange = input.textRange(from: lineStart, to: trimmedEnd)
            else { continue }
            let width = input.firstRect(for: trimmedRange).width
            lines.append(
                DrawnLine(
                    text: secure ? masked(trimmed) : trimmed,
                    baseline: CGPoint(x: rect.minX, y: rect.minY + font.ascender), width: width))
        }
        return lines
    }

    /// A text view that lays out other views' text with the text model: no insets, no padding.
    private static let measuringView: UITextView = {
        let view = UITextView(frame: .zero)
        view.textContainerInset = .zero
        view.textContainer.lineFragmentPadding = 0
        return view
    }()

    /// `text` laid out in `rect` as a label lays it out: words wrapped within the width, at most `lines`
    /// lines (0: as many as there are), aligned, the block centred vertically.
    private static func laidOut(
        _ text: String, font: UIFont, alignment: NSTextAlignment, in rect: CGRect, lines limit: Int
    ) -> [DrawnLine] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let measure = measuringView
        measure.frame = CGRect(origin: .zero, size: CGSize(width: rect.width, height: 100_000))
        measure.font = font
        measure.textAlignment = alignment
        measure.text = String(text.prefix(maximumDrawnLines * maximumDrawnLineCharacters))
        var laid = lines(of: measure, font: font, secure: false)
        let count = limit > 0 ? min(limit, maximumDrawnLines) : maximumDrawnLines
        if laid.count > count { laid.removeLast(laid.count - count) }
        measure.text = nil
        let top = rect.minY + (rect.height - CGFloat(laid.count) * font.lineHeight) / 2
        return laid.map { line in
            DrawnLine(
                text: line.text, baseline: CGPoint(x: rect.minX + line.baseline.x, y: top + line.baseline.y),
                width: line.width)
        }
    }

    /// A font weight as CSS gives it (100 thin to 900 black): UIKit's weights in order.
    private static func cssWeight(_ weight: UIFont.Weight) -> Int {
        let weights: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
            (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        return weights.min { abs($0.0.rawValue - weight.rawValue) < abs($1.0.rawValue - weight.rawValue) }?.1 ?? 400
    }
}
