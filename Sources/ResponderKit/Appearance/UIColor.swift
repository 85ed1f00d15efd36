import Foundation

/// A color: stored components, nothing drawn. Event-handling code sets colors (a highlighted button's
/// background, a dragged view's border) and tests may read them back.
///
/// As in UIKit, a color lives in a color space: the grays (``black``, ``white``, ``gray``, ``clear``
/// and ``init(white:alpha:)``) in a gray space, everything else in (extended) sRGB; two colors are
/// equal (`==`, as UIKit's `isEqual(_:)`) when their space and components are, so
/// `UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1)`, as on iOS. The system and semantic
/// colors (``systemBlue``, ``label``, ``systemBackground``...) adapt to the appearance on iOS; here
/// they are their light-appearance values, since nothing is drawn (docs/decisions.md, "Inert basics").
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color's value; immutable, hence `Sendable` like UIKit's `UIColor`.
    public let cgColor: CGColor

    /// Creates a color from red, green, blue and alpha components (0 to 1; values outside are kept, as
    /// in the extended sRGB space).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a color in the Display P3 space. Kept as its sRGB components (no conversion: nothing
    /// is drawn).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a gray color: `white` 0 is black, 1 is white.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
    }

    /// Creates a color from hue, saturation and brightness (each 0 to 1) and alpha.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let rgb = HSB(hue: hue, saturation: saturation, brightness: brightness).rgb
        self.init(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha)
    }

    /// Creates a color from a CoreGraphics color.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
    }

    /// The components in sRGB; for a gray, its level in each. Returns true (every color here converts).
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgbaComponents
        red?.pointee = c.red
        green?.pointee = c.green
        blue?.pointee = c.blue
        alpha?.pointee = c.alpha
        return true
    }

    /// The gray level and alpha. Returns false for a color that is not a gray, as UIKit does for
    /// colors outside a compatible space.
    @discardableResult
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components = cgColor.components, cgColor.numberOfComponents == 2 else { return false }
        white?.pointee = components[0]
        alpha?.pointee = components[1]
        return true
    }

    /// The hue, saturation, brightness and alpha. Returns true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let c = rgbaComponents
        let hsb = HSB(red: c.red, green: c.green, blue: c.blue)
        hue?.pointee = hsb.hue
        saturation?.pointee = hsb.saturation
        brightness?.pointee = hsb.brightness
        alpha?.pointee = c.alpha
        return true
    }

    /// The same color with another alpha, in the same space.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// The color for a trait collection: every color here is already resolved, so itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Red, green, blue and alpha; a gray repeats its level.
    var rgbaComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = cgColor.components ?? [0, 0]
        if c.count == 2 { return (c[0], c[0], c[0], c[1]) }
        if c.count >= 4 { return (c[0], c[1], c[2], c[3]) }
        return (0, 0, 0, cgColor.alpha)
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.cgColor == rhs.cgColor }

    public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

    open var description: String {
        let values = (cgColor.components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return cgColor.numberOfComponents == 2
            ? "UIExtendedGrayColorSpace \(values)" : "UIExtendedSRGBColorSpace \(values)"
    }
}

/// Hue, saturation and brightness, converted to and from RGB (the standard hexcone model UIKit uses).
private struct HSB {
    var hue: CGFloat, saturation: CGFloat, brightness: CGFloat

    init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        self.hue = hue
        self.saturation = saturation
        self.brightness = brightness
    }

    init(red: CGFloat, green: CGFloat, blue: CGFloat) {
        let maximum = max(red, green, blue), minimum = min(red, green, blue), delta = maximum - minimum
        brightness = maximum
        saturation = maximum == 0 ? 0 : delta / maximum
        guard delta > 0 else { hue = 0; return }
        var h: CGFloat
        if maximum == red {
            h = (green - blue) / delta
        } else if maximum == green {
            h = 2 + (blue - red) / delta
        } else {
            h = 4 + (red - green) / delta
        }
        h /= 6
        hue = h < 0 ? h + 1 : h
    }

    var rgb: (red: CGFloat, green: CGFloat, blue: CGFloat) {
        guard saturation > 0 else { return (brightness, brightness, brightness) }
        let scaled = (hue - hue.rounded(.down)) * 6
        let sector = Int(scaled.rounded(.down)) % 6
        let fraction = scaled - scaled.rounded(.down)
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * fraction)
        let t = brightness * (1 - saturation * (1 - fraction))
        switch sector {
        case 0: return (brightness, t, p)
        case 1: return (q, brightness, p)
        case 2: return (p, brightness, t)
        case 3: return (p, q, brightness)
        case 4: return (t, p, brightness)
        default: return (brightness, p, q)
        }
    }
}
