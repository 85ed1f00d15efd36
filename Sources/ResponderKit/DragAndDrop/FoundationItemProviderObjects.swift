import Foundation

// Foundation's `NSString` and `NSURL` as item-provider objects, as they are on Apple platforms (Apple's
// `NSItemProviderWriting` and `NSItemProviderReading` pages list them among the conforming types; Apple's
// drag-and-drop samples write `NSItemProvider(object: "card" as NSString)` and
// `session.loadObjects(ofClass: NSString.self)`; behaviour 16.3). They read and write what `String` and
// `URL` do.

extension NSString: ResponderItemProviderReading, ResponderItemProviderWriting {
    /// `String`'s: UTF-8 plain text first, then plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        String.readableTypeIdentifiersForItemProvider
    }
    /// `String`'s: UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        String.writableTypeIdentifiersForItemProvider
    }

    /// Decodes UTF-8 text; throws ``ItemProviderError/cannotDecode(typeIdentifier:reason:)`` for other bytes.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(string: try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier))
    }

    /// The UTF-8 bytes of the string.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        (self as String).loadData(
            withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}

extension NSURL: ResponderItemProviderReading, ResponderItemProviderWriting {
    /// `URL`'s: a URL, a file URL, then text holding one.
    public static var readableTypeIdentifiersForItemProvider: [String] { URL.readableTypeIdentifiersForItemProvider }
    /// `URL`'s: a URL, then its text.
    public static var writableTypeIdentifiersForItemProvider: [String] { URL.writableTypeIdentifiersForItemProvider }

    /// Decodes a URL as `URL` does; throws ``ItemProviderError/cannotDecode(typeIdentifier:reason:)`` for
    /// bytes that are not one, and when a subclass of `NSURL` is asked for (it cannot be made from them).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let url = try URL.object(withItemProviderData: data, typeIdentifier: typeIdentifier)
        guard let object = NSURL(string: url.absoluteString) as? Self else {
            throw ItemProviderError.cannotDecode(
                typeIdentifier: typeIdentifier, reason: "cannot make a \(Self.self) from a URL")
        }
        return object
    }

    /// The URL's absolute string as UTF-8, as `URL` writes it.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        guard let url = self as URL? else {
            completionHandler(nil, ItemProviderError.noData(typeIdentifier: typeIdentifier))
            return nil
        }
        return url.loadData(withTypeIdentifier: typeIdentifier, forItemProviderCompletionHandler: completionHandler)
    }
}
