import Foundation

/// A font: a name and a size, nothing drawn. Event code sets fonts on labels and buttons and may read
/// them back; no font file is ever opened, so ``init(name:size:)`` accepts any name
/// (docs/decisions.md, "Inert basics").
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The weights of the system font, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// -0.8.
        public static let ultraLight = Weight(-0.8)
        /// -0.6.
        public static let thin = Weight(-0.6)
        /// -0.4.
        public static let light = Weight(-0.4)
        /// 0.
        public static let regular = Weight(0)
        /// 0.23.
        public static let medium = Weight(0.23)
        /// 0.3.
        public static let semibold = Weight(0.3)
        /// 0.4.
        public static let bold = Weight(0.4)
        /// 0.56.
        public static let heavy = Weight(0.56)
        /// 0.62.
        public static let black = Weight(0.62)
    }

    /// The Dynamic Type text styles, with UIKit's raw values and their sizes at the default content
    /// size category (Large).
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size category (Apple's Human Interface Guidelines, "Typography").
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .subheadline: return (15, .regular)
            case .callout: return (16, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The font's full name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The family name (`.AppleSystemUIFont` for the system font).
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// The weight (``Weight/regular`` for fonts created by name).
    public let weight: Weight
    /// Whether the font is italic.
    public let isItalic: Bool
    /// Whether the font is monospaced.
    public let isMonospaced: Bool

    private init(
        fontName: String, familyName: String, pointSize: CGFloat, weight: Weight,
        isItalic: Bool = false, isMonospaced: Bool = false
    ) {
        self.fontName = fontName
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = isItalic
        self.isMonospaced = isMonospaced
    }

    /// A font with the given name and size. No font file is looked up (nothing is drawn), so this
    /// never returns nil; the name is kept as given.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(fontName: fontName, familyName: fontName, pointSize: fontSize, weight: .regular)
    }

    /// The system font of the given size, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font of the given size and weight.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            fontName: ".SFUI-\(weightName(weight))", familyName: ".AppleSystemUIFont",
            pointSize: fontSize, weight: weight)
    }

    /// The bold system font of the given size.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic system font of the given size.
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: ".SFUI-RegularItalic", familyName: ".AppleSystemUIFont", pointSize: fontSize,
            weight: .regular, isItalic: true)
    }

    /// The monospaced system font of the given size and weight.
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(
            fontName: ".SFUIMono-\(weightName(weight))", familyName: ".AppleSystemUIFontMonospaced",
            pointSize: fontSize, weight: weight, isMonospaced: true)
    }

    /// The system font with monospaced digits, of the given size and weight.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The system font for a text style, at the default content size category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(
            fontName: fontName, familyName: familyName, pointSize: fontSize, weight: weight,
            isItalic: isItalic, isMonospaced: isMonospaced)
    }

    // MARK: Metrics (docs/behaviour/text-input.md, 17.1)

    // Fractions of the point size: the vertical metrics of the San Francisco system font (units of
    // 2048 per em), which UIKit reports for `.systemFont(ofSize:)` (20 pt: ascender 19.04, descender
    // -4.82, cap height 14.09, x-height 10.44, leading 0). Every font uses them: no font file is read.
    static let ascenderFraction: CGFloat = 1950 / 2048
    static let descenderFraction: CGFloat = -494 / 2048
    static let capHeightFraction: CGFloat = 1443 / 2048
    static let xHeightFraction: CGFloat = 1069 / 2048

    /// The top y-coordinate, offset from the baseline, of the font's longest ascender: 1950/2048 of the
    /// point size (the system font's; docs/decisions.md, "Text: the measurement model").
    public var ascender: CGFloat { pointSize * Self.ascenderFraction }
    /// The bottom y-coordinate, offset from the baseline, of the font's longest descender (negative):
    /// -494/2048 of the point size.
    public var descender: CGFloat { pointSize * Self.descenderFraction }
    /// The height of capital letters: 1443/2048 of the point size.
    public var capHeight: CGFloat { pointSize * Self.capHeightFraction }
    /// The height of lowercase x: 1069/2048 of the point size.
    public var xHeight: CGFloat { pointSize * Self.xHeightFraction }
    /// The extra space between lines: 0, as for the system font.
    public var leading: CGFloat { 0 }
    /// The height of a line of text: ``ascender`` minus ``descender`` plus ``leading`` (UIKit's
    /// definition), 2444/2048 of the point size (20.29 pt at 17 pt, as UIKit reports).
    public var lineHeight: CGFloat { ascender - descender + leading }

    /// The standard system font size, 14.
    public static let systemFontSize: CGFloat = 14
    /// The small system font size, 12.
    public static let smallSystemFontSize: CGFloat = 12
    /// The size of labels' text, 17.
    public static let labelFontSize: CGFloat = 17
    /// The size of buttons' titles, 18.
    public static let buttonFontSize: CGFloat = 18

    private static func weightName(_ weight: Weight) -> String {
        switch weight {
        case .ultraLight: return "Ultralight"
        case .thin: return "Thin"
        case .light: return "Light"
        case .medium: return "Medium"
        case .semibold: return "Semibold"
        case .bold: return "Bold"
        case .heavy: return "Heavy"
        case .black: return "Black"
        default: return "Regular"
        }
    }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.isMonospaced == rhs.isMonospaced
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    public var description: String { "<UIFont \(fontName) \(String(format: "%g", Double(pointSize))) pt>" }
}

/// How text is aligned (UIKit's `NSTextAlignment`, with UIKit's raw values).
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left = 0
    /// Centered.
    case center = 1
    /// Right.
    case right = 2
    /// Justified, the last line natural.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}

/// How text that does not fit is wrapped or truncated (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}
