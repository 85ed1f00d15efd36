import Foundation
import ResponderKit
import Testing

/// Colors and fonts are stored values with UIKit's names, spaces and defaults (docs/decisions.md,
/// "Inert basics"; Apple: UIColor, UIFont).
@Suite("Appearance: colors and fonts")
struct ColorAndFontTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test("UIColor(red:green:blue:alpha:) keeps its components; getRed reads them back (Apple: UIColor.getRed)")
    func rgbComponents() {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        #expect(rgba(color) == [0.2, 0.4, 0.6, 0.8])
        #expect(color.cgColor.components == [0.2, 0.4, 0.6, 0.8])
        #expect(color == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
    }

    @Test("The grays live in a gray space: white is not RGB (1, 1, 1), as UIKit's isEqual says (Apple: UIColor.white)")
    func graySpace() {
        #expect(UIColor.white == UIColor(white: 1, alpha: 1))
        #expect(UIColor.white != UIColor(red: 1, green: 1, blue: 1, alpha: 1))
        #expect(rgba(.white) == [1, 1, 1, 1])
        var white: CGFloat = -1, alpha: CGFloat = -1
        #expect(UIColor.gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.5 && alpha == 1)
        #expect(!UIColor.red.getWhite(&white, alpha: &alpha))
        #expect(UIColor.clear.cgColor.alpha == 0)
    }

    @Test("withAlphaComponent keeps the space and the components (Apple: UIColor.withAlphaComponent)")
    func alphaComponent() {
        #expect(UIColor.black.withAlphaComponent(0.5) == UIColor(white: 0, alpha: 0.5))
        let blue: [CGFloat] = [0, 122.0 / 255, 1, 0.25]
        #expect(rgba(UIColor.systemBlue.withAlphaComponent(0.25)) == blue)
    }

    @Test(
        "Hue, saturation and brightness convert to RGB and back (Apple: UIColor.init(hue:saturation:brightness:alpha:))"
    )
    func hueRoundTrip() {
        let orange = UIColor(hue: 30.0 / 360, saturation: 1, brightness: 1, alpha: 1)
        let components: [CGFloat] = rgba(orange)
        let expected: [CGFloat] = [1, 0.5, 0, 1]
        for index in 0..<4 {
            let difference: CGFloat = abs(components[index] - expected[index])
            #expect(difference < 1e-9)
        }
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a)
        let hueError: CGFloat = abs(h - 30.0 / 360)
        #expect(hueError < 1e-9)
        #expect([s, b, a] == [1, 1, 1])
    }

    @Test("System and semantic colors have their light-appearance values (Apple HIG, Color)")
    func systemColors() {
        let red: [CGFloat] = [1, 59.0 / 255, 48.0 / 255, 1]
        #expect(rgba(.systemRed) == red)
        #expect(rgba(.label) == [0, 0, 0, 1])
        #expect(rgba(.secondaryLabel)[3] == 0.6)
        #expect(rgba(.systemBackground) == [1, 1, 1, 1])
    }

    @Test(
        "System fonts by size and weight; text styles at the default size category (Apple: UIFont.systemFont(ofSize:weight:))"
    )
    func fonts() {
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(body.pointSize == 17 && body.weight == .regular)
        #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
        let bold = UIFont.boldSystemFont(ofSize: 20)
        #expect(bold.pointSize == 20 && bold.weight == .bold && bold.familyName == ".AppleSystemUIFont")
        #expect(bold.withSize(12) == UIFont.systemFont(ofSize: 12, weight: .bold))
        #expect(UIFont.Weight.medium.rawValue == 0.23 && UIFont.Weight.light < .regular)
        #expect(UIFont(name: "Helvetica", size: 15)?.fontName == "Helvetica")
        #expect(UIFont.monospacedSystemFont(ofSize: 13, weight: .regular).isMonospaced)
    }
}
