import Foundation

/// An image: its size and scale, nothing decoded or drawn. Images made from files take their pixel
/// size from the PNG or JPEG header and their scale from an `@2x`/`@3x` suffix in the file name, as
/// UIKit does, so `image.size` (in points) reads back as on iOS.
///
/// Immutable, hence `Sendable` like UIKit's `UIImage`.
open class UIImage: @unchecked Sendable {
    /// The image's size in points (pixels divided by ``scale``).
    public let size: CGSize
    /// The image's scale factor (pixels per point). Default 1.
    public let scale: CGFloat

    /// The PNG or JPEG bytes the image was made from (``init(data:)``, ``init(contentsOfFile:)``); nil
    /// for an image made otherwise.
    let sourceData: Data?
    /// What the ``UIGraphicsImageRenderer`` that made the image drew into it (behaviour 21.1); nil for an
    /// image made otherwise. ResponderKit's own property: headless, nothing is rasterized.
    public let drawing: DrawingRecord?

    /// Creates an image of the given size in points (ResponderKit's own initializer, for tests).
    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(size: size, scale: scale, sourceData: nil, drawing: nil)
    }

    init(size: CGSize, scale: CGFloat, sourceData: Data? = nil, drawing: DrawingRecord?) {
        self.size = size
        self.scale = scale
        self.sourceData = sourceData
        self.drawing = drawing
    }

    /// An image from PNG or JPEG data at scale 1, or nil when the data is neither.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG or JPEG data at the given scale, or nil when the data is neither (or the scale
    /// is not positive).
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, scale.isFinite, let pixels = ImageHeader.pixelSize(of: data) else { return nil }
        self.init(
            size: CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale),
            scale: scale, sourceData: data, drawing: nil)
    }

    /// The image as PNG data: the bytes it was made from when they are a PNG; otherwise (an image made
    /// from a JPEG, by size or by a renderer) a PNG of its pixel size whose pixels are all transparent, since
    /// a headless image keeps no pixels. Nil when a side is over 16,384 pixels or under 1.
    public func pngData() -> Data? {
        if let sourceData, ImageHeader.format(of: sourceData) == .png { return sourceData }
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        return BlankPNG.data(width: width, height: height)
    }

    /// The image as JPEG data: the bytes it was made from when they are a JPEG (whatever the quality asked);
    /// nil otherwise, since a headless image has no pixels to encode.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let sourceData, ImageHeader.format(of: sourceData) == .jpeg else { return nil }
        return sourceData
    }

    /// The image in the file at `path`, or nil when the file cannot be read or is not a PNG or JPEG.
    /// The scale comes from an `@2x` or `@3x` suffix before the extension (1 otherwise).
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: UIImage.scale(ofFileNamed: path))
    }

    /// The image named `name` in the main bundle's resources, or nil when none is found.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The image named `name` in `bundle`'s resources (the main bundle when nil), or nil when none is
    /// found. There are no asset catalogs: the name is a file name, with or without its extension; a
    /// name without one is looked up as PNG, then JPEG, preferring the `@2x` variant (the default
    /// screen's scale), then `@3x`, then the plain file. The trait collection is not consulted.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard !name.isEmpty, let directory = (bundle ?? .main).resourcePath else { return nil }
        for candidate in UIImage.candidateFileNames(for: name, preferredScale: 2) {
            let path = (directory as NSString).appendingPathComponent(candidate)
            if FileManager.default.fileExists(atPath: path) {
                self.init(contentsOfFile: path)
                return
            }
        }
        return nil
    }

    /// File names tried for a resource name, most preferred first.
    static func candidateFileNames(for name: String, preferredScale: CGFloat) -> [String] {
        let ext = (name as NSString).pathExtension.lowercased()
        let hasImageExtension = ["png", "jpg", "jpeg"].contains(ext)
        let base = hasImageExtension ? (name as NSString).deletingPathExtension : name
        let extensions = hasImageExtension ? [(name as NSString).pathExtension] : ["png", "jpg", "jpeg"]
        let preferred = Int(preferredScale.rounded())
        var suffixes = preferred > 1 ? ["@\(preferred)x"] : []
        for suffix in ["@2x", "@3x", ""] where !suffixes.contains(suffix) { suffixes.append(suffix) }
        var names: [String] = []
        for ext in extensions {
            for suffix in suffixes { names.append("\(base)\(suffix).\(ext)") }
        }
        return names
    }

    /// The scale a file name declares: 2 for `name@2x.png`, 3 for `name@3x.jpg`, 1 otherwise.
    static func scale(ofFileNamed path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@2x") { return 2 }
        if stem.hasSuffix("@3x") { return 3 }
        return 1
    }
}
