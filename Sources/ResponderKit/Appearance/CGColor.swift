// CGColor for platforms without CoreGraphics (Linux).
//
// On Apple platforms CoreGraphics' own `CGColor` is used and this file compiles to nothing. Nothing is
// drawn here: a color is the components event code reads back (`layer.borderColor`, `cgColor`).

#if !canImport(CoreGraphics)
import Foundation

/// A color as CoreGraphics describes it: components in a color space plus alpha. A value; two colors
/// are equal when their color space and components are.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The color spaces ResponderKit's colors use.
    public enum ColorSpaceModel: Int, Sendable {
        /// One gray component and alpha.
        case monochrome = 0
        /// Red, green and blue components and alpha.
        case rgb = 1
    }

    /// The color space of ``components``.
    public let colorSpaceModel: ColorSpaceModel
    private let first: CGFloat, second: CGFloat, third: CGFloat
    /// The alpha component, 0 (transparent) to 1 (opaque).
    public let alpha: CGFloat

    /// Creates a color with red, green, blue and alpha components (nominally 0 to 1; values outside
    /// that range are kept, as in the extended sRGB color space).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpaceModel = .rgb
        first = red
        second = green
        third = blue
        self.alpha = alpha
    }

    /// Creates a gray color with a gray level and alpha.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpaceModel = .monochrome
        first = gray
        second = 0
        third = 0
        self.alpha = alpha
    }

    /// The components, alpha last: `[gray, alpha]` or `[red, green, blue, alpha]`.
    public var components: [CGFloat]? {
        colorSpaceModel == .monochrome ? [first, alpha] : [first, second, third, alpha]
    }

    /// The number of components, alpha included.
    public var numberOfComponents: Int { colorSpaceModel == .monochrome ? 2 : 4 }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        colorSpaceModel == .monochrome
            ? CGColor(gray: first, alpha: alpha)
            : CGColor(red: first, green: second, blue: third, alpha: alpha)
    }

    /// Black, white and clear, as CoreGraphics names them.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpaceModel == .monochrome ? "gray" : "rgb") \(values)>"
    }
}
#endif
