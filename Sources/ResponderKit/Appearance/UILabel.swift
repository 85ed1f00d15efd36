import Foundation

/// A view that displays text (nothing is drawn here). User interaction is disabled by default
/// (behaviour 1.1), so touches pass through a label to the view behind it unless you enable it.
///
/// The text properties are stored with UIKit's defaults so that code which configures labels compiles
/// and reads back what it set.
@MainActor
open class UILabel: UIView {
    /// Creates a label with user interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text the label shows. Default nil.
    open var text: String? {
        didSet { if text != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The font. Default the system font of size 17 (``UIFont/labelFontSize``); setting nil restores it.
    open var font: UIFont! {
        get { storedFont }
        set {
            storedFont = newValue ?? UILabel.defaultFont
            invalidateIntrinsicContentSize()
        }
    }
    private var storedFont: UIFont = UILabel.defaultFont
    private static let defaultFont = UIFont.systemFont(ofSize: UIFont.labelFontSize)

    /// The text color. Default ``UIColor/label``; setting nil restores it.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label }
    }
    private var storedTextColor: UIColor = .label

    /// The alignment. Default ``NSTextAlignment/natural`` (iOS 9 and later).
    open var textAlignment: NSTextAlignment = .natural

    /// The maximum number of lines; 0 means no limit. Default 1.
    open var numberOfLines: Int = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The width a multiline label wraps its text within for its intrinsic size. 0, the default, is
    /// automatic: the label's current width, so that a label whose width the layout sets wraps within it at
    /// the next pass (behaviour 20.4).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The size of the label's text in the text model (docs/behaviour/text-input.md, 17.1), rounded up to
    /// whole points: one line unless ``numberOfLines`` allows more, then wrapped within
    /// ``preferredMaxLayoutWidth`` (or the current width when it is 0 and the label has one). Zero for no text.
    open override var intrinsicContentSize: CGSize {
        guard numberOfLines != 1 else { return textSize(wrappingWithin: nil) }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return textSize(wrappingWithin: width > 0 ? width : nil)
    }

    /// The size of the label's text, wrapped within `size.width` when the label has more than one line. As
    /// in UIKit, one line of text may be wider than `size`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingWithin: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }

    private func textSize(wrappingWithin width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let size = TextMeasurement.size(of: text, font: storedFont, width: width, numberOfLines: numberOfLines)
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// How text that does not fit is wrapped or truncated. Default ``NSLineBreakMode/byTruncatingTail``.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    /// Whether the label draws its text enabled. Default `true`; it changes no event handling.
    open var isEnabled: Bool = true

    /// Whether the label draws its text highlighted. Default `false`.
    open var isHighlighted: Bool = false

    /// The text color while highlighted. Default nil.
    open var highlightedTextColor: UIColor?

    /// Whether the font shrinks to fit the width. Default `false`.
    open var adjustsFontSizeToFitWidth: Bool = false

    /// The smallest scale the font may shrink to. Default 0.
    open var minimumScaleFactor: CGFloat = 0

    // MARK: Accessibility defaults (Apple's UILabel and accessibilityLabel pages)

    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits { .staticText }
}
