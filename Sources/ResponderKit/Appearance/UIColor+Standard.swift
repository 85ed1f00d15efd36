import Foundation

// UIKit's fixed colors (gray space for the grays, as on iOS) and its system and semantic colors with
// their light-appearance values (Apple's Human Interface Guidelines, "Color"), since nothing is drawn.

private func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: alpha)
}

extension UIColor {
    // MARK: Fixed colors

    /// Gray 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// Gray 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// Gray 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// Gray 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// Gray 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Gray 0 with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Black: text on light backgrounds.
    public static let darkText = UIColor(white: 0, alpha: 1)
    /// White with alpha 0.6: text on dark backgrounds.
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: System colors (light appearance)

    /// RGB (255, 59, 48).
    public static let systemRed = rgb(255, 59, 48)
    /// RGB (255, 149, 0).
    public static let systemOrange = rgb(255, 149, 0)
    /// RGB (255, 204, 0).
    public static let systemYellow = rgb(255, 204, 0)
    /// RGB (52, 199, 89).
    public static let systemGreen = rgb(52, 199, 89)
    /// RGB (0, 199, 190).
    public static let systemMint = rgb(0, 199, 190)
    /// RGB (48, 176, 199).
    public static let systemTeal = rgb(48, 176, 199)
    /// RGB (50, 173, 230).
    public static let systemCyan = rgb(50, 173, 230)
    /// RGB (0, 122, 255): the default tint color.
    public static let systemBlue = rgb(0, 122, 255)
    /// RGB (88, 86, 214).
    public static let systemIndigo = rgb(88, 86, 214)
    /// RGB (175, 82, 222).
    public static let systemPurple = rgb(175, 82, 222)
    /// RGB (255, 45, 85).
    public static let systemPink = rgb(255, 45, 85)
    /// RGB (162, 132, 94).
    public static let systemBrown = rgb(162, 132, 94)
    /// RGB (142, 142, 147).
    public static let systemGray = rgb(142, 142, 147)
    /// RGB (174, 174, 178).
    public static let systemGray2 = rgb(174, 174, 178)
    /// RGB (199, 199, 204).
    public static let systemGray3 = rgb(199, 199, 204)
    /// RGB (209, 209, 214).
    public static let systemGray4 = rgb(209, 209, 214)
    /// RGB (229, 229, 234).
    public static let systemGray5 = rgb(229, 229, 234)
    /// RGB (242, 242, 247).
    public static let systemGray6 = rgb(242, 242, 247)
    /// The system tint color (``systemBlue``).
    public static let tintColor = systemBlue

    // MARK: Semantic colors (light appearance)

    /// Text of primary content: black.
    public static let label = rgb(0, 0, 0)
    /// Text of secondary content: RGB (60, 60, 67) at 60%.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// Text of tertiary content: RGB (60, 60, 67) at 30%.
    public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
    /// Text of quaternary content: RGB (60, 60, 67) at 18%.
    public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
    /// Placeholder text: RGB (60, 60, 67) at 30%.
    public static let placeholderText = rgb(60, 60, 67, 0.3)
    /// Links: RGB (0, 122, 255).
    public static let link = rgb(0, 122, 255)
    /// Thin separators: RGB (60, 60, 67) at 29%.
    public static let separator = rgb(60, 60, 67, 0.29)
    /// Opaque separators: RGB (198, 198, 200).
    public static let opaqueSeparator = rgb(198, 198, 200)
    /// The main background: white.
    public static let systemBackground = rgb(255, 255, 255)
    /// Content on the main background: RGB (242, 242, 247).
    public static let secondarySystemBackground = rgb(242, 242, 247)
    /// Content on secondary backgrounds: white.
    public static let tertiarySystemBackground = rgb(255, 255, 255)
    /// The main background of grouped content: RGB (242, 242, 247).
    public static let systemGroupedBackground = rgb(242, 242, 247)
    /// Content on the grouped background: white.
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255)
    /// Content on secondary grouped backgrounds: RGB (242, 242, 247).
    public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
    /// Fills of thin and small shapes: RGB (120, 120, 128) at 20%.
    public static let systemFill = rgb(120, 120, 128, 0.2)
    /// Fills of medium shapes: RGB (120, 120, 128) at 16%.
    public static let secondarySystemFill = rgb(120, 120, 128, 0.16)
    /// Fills of large shapes: RGB (118, 118, 128) at 12%.
    public static let tertiarySystemFill = rgb(118, 118, 128, 0.12)
    /// Fills of large areas with complex content: RGB (116, 116, 128) at 8%.
    public static let quaternarySystemFill = rgb(116, 116, 128, 0.08)
}
