import Foundation

/// A view that displays an image (nothing is drawn here). User interaction is disabled by default,
/// so touches pass through it to the view behind unless you enable it (behaviour 1.1).
@MainActor
open class UIImageView: UIView {
    /// The displayed image. Default nil.
    open var image: UIImage? {
        didSet { if image !== oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The image's size in points, which Auto Layout keeps; no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The image's size (the current size without an image).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }

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

    /// Creates an image view sized to `image`, with a highlighted image, and user interaction disabled.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image shown while ``isHighlighted``. Default nil.
    open var highlightedImage: UIImage?

    /// Whether the image view is highlighted. Default `false`.
    open var isHighlighted: Bool = false
}
