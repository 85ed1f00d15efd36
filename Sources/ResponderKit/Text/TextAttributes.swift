import Foundation

// The attributed-string keys the text controls set, with UIKit's raw values. Foundation on Linux has
// `NSAttributedString` but not these keys (on Apple platforms UIKit and AppKit declare them): ResponderKit
// declares them where Foundation lacks them, and uses its own constants inside, which name the same
// raw values everywhere.

enum TextAttributeKeys {
    static let font = NSAttributedString.Key("NSFont")
    static let foregroundColor = NSAttributedString.Key("NSColor")
}

#if !canImport(Darwin)
extension NSAttributedString.Key {
    /// The font of the text: a ``UIFont``.
    public static let font = TextAttributeKeys.font
    /// The color of the text: a ``UIColor``.
    public static let foregroundColor = TextAttributeKeys.foregroundColor
    /// The color behind the text: a ``UIColor``.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (not modelled; stored as given).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}
#endif

/// The attributes text is shown with in a text control: its font and its color.
@MainActor
func textAttributes(font: UIFont, color: UIColor) -> [NSAttributedString.Key: Any] {
    [TextAttributeKeys.font: font, TextAttributeKeys.foregroundColor: color]
}
