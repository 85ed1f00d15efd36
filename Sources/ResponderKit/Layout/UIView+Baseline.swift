import Foundation

/// Where a view's baseline sits: `top + height × heightFraction + constant`.
struct BaselineOffset {
    var heightFraction: CGFloat
    var constant: CGFloat
}

// The baselines of the views that show text (behaviour 20.5): a label centres its
// text vertically, so its first baseline is half its height, less half the text's height, plus the font's
// ascender, and its last baseline is a line height per line below; a text field's one line is centred the
// same way. A view without text has its baseline at its bottom edge, as in UIKit. A view whose
// `forFirstBaselineLayout` or `forLastBaselineLayout` is another view uses that view's baseline when it is a
// label or text field among its subviews, in the coordinates of the view.

extension UIView {
    /// The baseline of the view's first (or `last`) line of text, or nil for a view without text.
    func baselineOffset(last: Bool) -> BaselineOffset? {
        let source = last ? forLastBaselineLayout : forFirstBaselineLayout
        if source !== self {
            guard source.superview === self, let inner = source.baselineOffset(last: last) else { return nil }
            // The subview's frame is fixed here: its baseline, moved by its origin.
            let frame = source.frame
            return BaselineOffset(
                heightFraction: 0, constant: frame.minY + frame.height * inner.heightFraction + inner.constant)
        }
        switch self {
        case let label as UILabel:
            guard let text = label.text, !text.isEmpty, let font = label.font else { return nil }
            let textHeight = label.intrinsicContentSize.height
            let lines = max(1, (textHeight / font.lineHeight).rounded(.down))
            let first = font.ascender - textHeight / 2
            return BaselineOffset(heightFraction: 0.5, constant: last ? first + (lines - 1) * font.lineHeight : first)
        case let field as UITextField:
            let font = field.font ?? UITextField.defaultFont
            return BaselineOffset(heightFraction: 0.5, constant: font.ascender - font.lineHeight / 2)
        default:
            return nil
        }
    }
}
