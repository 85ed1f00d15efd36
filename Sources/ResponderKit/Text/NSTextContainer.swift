import Foundation

/// The region a text view lays its text out in (TextKit's `NSTextContainer`, the part event code reads:
/// docs/behaviour/text-input.md, 17.1). A ``UITextView``'s container tracks the view's width: lines wrap
/// within the view's width less ``UITextView/textContainerInset`` and twice ``lineFragmentPadding``.
@MainActor
open class NSTextContainer {
    /// The container's size. Default `.zero`, the width following the text view's while
    /// ``widthTracksTextView``.
    open var size: CGSize
    /// The space left empty at each end of every line. Default 5 pt (TextKit's documented default).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines laid out; 0 for no limit. Default 0 (stored only).
    open var maximumNumberOfLines = 0
    /// How the last line ends when lines run out. Default ``NSLineBreakMode/byWordWrapping`` (stored only).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's. Default `true` in a text view.
    open var widthTracksTextView = false
    /// Whether the height follows the text view's. Default `false`.
    open var heightTracksTextView = false

    /// Creates a container of `size`.
    public init(size: CGSize) {
        self.size = size
    }

    /// Creates a container of size zero.
    public convenience init() {
        self.init(size: .zero)
    }
}
