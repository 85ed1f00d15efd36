import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The settings of an image renderer (behaviour 21.1): the scale of the images it makes and whether they
/// are opaque.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point of the images made. Default: the main screen's scale.
    open var scale: CGFloat
    /// Whether the images are opaque. Default `false`.
    open var opaque = false

    /// Creates a format with the main screen's scale.
    @MainActor
    public init() {
        scale = UIScreen.main.scale
    }

    /// The default format: the main screen's scale, not opaque.
    @MainActor
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment of an image renderer's actions: its context, current while they run.
open class UIGraphicsImageRendererContext {
    /// The context the actions draw into.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Paints `rect` with the context's fill color.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Paints the outline of `rect` with the context's stroke color.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Intersects the context's clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Makes images from drawing code (behaviour 21.1). The actions run at once with a fresh context current
/// (``UIGraphicsGetCurrentContext()``); headless nothing is rasterized, so the image made has the
/// renderer's size and scale and no pixels, and ``UIImage/drawing`` holds what the actions drew.
open class UIGraphicsImageRenderer {
    /// The size of the images made, in points.
    public let size: CGSize
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer of images of `size` points, with the default format.
    @MainActor
    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    /// Creates a renderer of images of `size` points with `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// Runs `actions` with a fresh context current, and returns the image they made.
    @MainActor
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let bounds = CGRect(origin: .zero, size: size)
        guard let context = CGContext.forDrawing(bounds, scale: format.scale) else {
            return UIImage(size: size, scale: format.scale)
        }
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        withCurrentGraphicsContext(context) { actions(rendererContext) }
        return UIImage(size: size, scale: format.scale, drawing: context.drawingRecord)
    }
}
