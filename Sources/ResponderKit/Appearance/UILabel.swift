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
    open var text: String?

    /// The font. Default the system font of size 17 (``UIFont/labelFontSize``); setting nil restores it.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UILabel.defaultFont }
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
    open var numberOfLines: Int = 1

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
}
