import Foundation

// UIImage as an item-provider object, as on Apple platforms (Apple's `NSItemProviderWriting` and
// `NSItemProviderReading` pages list UIImage among the conforming types; its drag-and-drop samples write
// `NSItemProvider(object: image)` and `session.loadObjects(ofClass: UIImage.self)`; behaviour 16.3,
// "Images"). A headless image keeps no pixels: what crosses the provider is its PNG data.

extension UIImage: ResponderItemProviderReading, ResponderItemProviderWriting {
    /// PNG first, then JPEG.
    public static var readableTypeIdentifiersForItemProvider: [String] { [TypeIdentifiers.png, TypeIdentifiers.jpeg] }
    /// PNG (``pngData()``).
    public static var writableTypeIdentifiersForItemProvider: [String] { [TypeIdentifiers.png] }

    /// Makes an image from PNG or JPEG data at scale 1, as ``init(data:)`` does; throws
    /// ``ItemProviderError/cannotDecode(typeIdentifier:reason:)`` for other bytes, and when a subclass of
    /// `UIImage` is asked for (it cannot be made from them).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) else {
            throw ItemProviderError.cannotDecode(typeIdentifier: typeIdentifier, reason: "not a PNG or JPEG image")
        }
        guard let object = image as? Self else {
            throw ItemProviderError.cannotDecode(
                typeIdentifier: typeIdentifier, reason: "cannot make a \(Self.self) from image data")
        }
        return object
    }

    /// The image's ``pngData()``; ``ItemProviderError/noData(typeIdentifier:)`` for an image too large to
    /// write.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        guard let data = pngData() else {
            completionHandler(nil, ItemProviderError.noData(typeIdentifier: typeIdentifier))
            return nil
        }
        completionHandler(data, nil)
        return nil
    }
}
