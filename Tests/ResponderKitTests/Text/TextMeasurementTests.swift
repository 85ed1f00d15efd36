import Foundation
import Testing

@testable import ResponderKit

// Behaviour 17.1: the documented measurement model (advances in em, UIFont's line height) and the
// module's one measurement, "the size of this string in this font within this width".

@Suite("Text measurement (behaviour 17.1)")
@MainActor
struct TextMeasurementTests {

    @Test("behaviour 17.1: UIFont's vertical metrics are the system font's: 20.29 pt lines at 17 pt")
    func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender == 19.04296875)
        #expect(font.descender == -4.82421875)
        #expect(font.capHeight == 14.091796875)
        #expect(font.xHeight == 10.439453125)
        #expect(font.leading == 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(abs(UIFont.systemFont(ofSize: 17).lineHeight - 20.287109375) < 1e-9)
    }

    @Test("behaviour 17.1: advances: 0.5 em narrow, 1 em wide and emoji, 2 em tab, 0 for marks, controls and breaks")
    func advances() {
        #expect(TextMeasurement.advance(of: "a") == 0.5)
        #expect(TextMeasurement.advance(of: " ") == 0.5)
        #expect(TextMeasurement.advance(of: "é") == 0.5)
        #expect(TextMeasurement.advance(of: "e\u{301}") == 0.5)
        #expect(TextMeasurement.advance(of: "Ж") == 0.5)
        #expect(TextMeasurement.advance(of: "漢") == 1)
        #expect(TextMeasurement.advance(of: "か") == 1)
        #expect(TextMeasurement.advance(of: "한") == 1)
        #expect(TextMeasurement.advance(of: "Ａ") == 1)
        #expect(TextMeasurement.advance(of: "😀") == 1)
        #expect(TextMeasurement.advance(of: "👍🏽") == 1)
        #expect(TextMeasurement.advance(of: "❤\u{FE0F}") == 1)
        #expect(TextMeasurement.advance(of: "\t") == 2)
        #expect(TextMeasurement.advance(of: "\n") == 0)
        #expect(TextMeasurement.advance(of: "\u{301}") == 0)
        #expect(TextMeasurement.advance(of: "\u{200D}") == 0)
        #expect(TextMeasurement.advance(of: "\u{7}") == 0)
        #expect(TextMeasurement.width(of: "ab漢", font: .systemFont(ofSize: 10)) == 20)
    }

    @Test("behaviour 17.1: size within a width: words wrap, spaces hang, long words break, line breaks count")
    func sizes() {
        let font = UIFont.systemFont(ofSize: 10)
        let line = font.lineHeight
        #expect(TextMeasurement.size(of: "", font: font, width: nil) == .zero)
        #expect(TextMeasurement.size(of: "hello", font: font, width: nil) == CGSize(width: 25, height: line))
        // 30 pt: six characters a line; "hello " fits with its hanging space, "world" goes below.
        #expect(TextMeasurement.size(of: "hello world", font: font, width: 30) == CGSize(width: 25, height: 2 * line))
        // A word wider than the width breaks between characters.
        #expect(TextMeasurement.size(of: "abcdefghij", font: font, width: 30) == CGSize(width: 30, height: 2 * line))
        #expect(TextMeasurement.size(of: "a\nbb\n", font: font, width: nil) == CGSize(width: 10, height: 2 * line))
        #expect(TextMeasurement.size(of: "a\n\nb", font: font, width: nil) == CGSize(width: 5, height: 3 * line))
        #expect(
            TextMeasurement.size(of: "one two three four", font: font, width: 20, numberOfLines: 2)
                == CGSize(width: 15, height: 2 * line))
    }

    @Test("behaviour 17.1: the layout's lines keep their characters, hanging spaces included, line breaks excluded")
    func layoutLines() {
        let layout = TextLayout(text: "ab cd\nef", font: .systemFont(ofSize: 10), width: 15)
        #expect(
            layout.lines.map(\.range) == [
                NSRange(location: 0, length: 3), NSRange(location: 3, length: 2),
                NSRange(location: 6, length: 2),
            ])
        #expect(layout.lines.map(\.width) == [10, 10, 10])
        #expect(layout.lines.map(\.endsWithLineBreak) == [false, true, false])
        #expect(layout.lineIndex(at: 3) == 1)
        #expect(layout.lineIndex(at: 5) == 1)
        #expect(layout.lineIndex(at: 6) == 2)
        let single = TextLayout(text: "ab\ncd", font: .systemFont(ofSize: 10), width: nil, singleLine: true)
        #expect(single.lines.count == 1)
        #expect(single.width == 20)
    }
}
