import Foundation

/// An image: only its size matters here, since nothing is drawn.
@MainActor
open class UIImage {
    /// The image's size in points.
    public let size: CGSize
    /// The image's scale factor (pixels per point). Default 1.
    public let scale: CGFloat

    /// Creates an image of the given size.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}

/// A view that displays an image (nothing is drawn here). User interaction is disabled by default,
/// so touches pass through it to the view behind unless you enable it (spec 1.1).
@MainActor
open class UIImageView: UIView {
    /// The displayed image. Default nil.
    open var image: UIImage?

    /// Creates an image view sized to `image`, with user interaction disabled.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view with user interaction disabled.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Present for source compatibility; nothing is read from `coder`.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// Whether the image view is highlighted. Default `false`.
    open var isHighlighted: Bool = false
}

/// A view that displays text (nothing is drawn here). User interaction is disabled by default (spec 1.1).
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
}
