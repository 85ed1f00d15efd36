import Foundation
import ResponderKit

/// Numbers as a reader writes them in reports: 160 rather than 160.0, at most two decimals, no "-0".
enum ReplayFormat {
    static func number(_ value: CGFloat, decimals: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let factor = pow(10, CGFloat(decimals))
        let rounded = (value * factor).rounded() / factor
        if rounded == 0 { return "0" }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(format: "%.\(decimals)f", Double(rounded))
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }

    /// An angle in radians, in degrees with one decimal: "30.5°".
    static func degrees(_ radians: CGFloat) -> String {
        "\(number(radians * 180 / .pi, decimals: 1))°"
    }

    /// A time in seconds to the millisecond, right-aligned for columns: " 0.417 s".
    static func seconds(_ time: TimeInterval, width: Int = 7) -> String {
        let text = String(format: "%.3f s", time.isFinite ? max(time, 0) : 0)
        return String(repeating: " ", count: max(0, width - text.count)) + text
    }

    /// A short duration for humans: "850 µs", "12.3 ms", "1.25 s".
    static func duration(_ seconds: TimeInterval) -> String {
        if seconds < 0.001 { return "\(number(CGFloat(seconds * 1_000_000), decimals: 0)) µs" }
        if seconds < 1 { return "\(number(CGFloat(seconds * 1000), decimals: 1)) ms" }
        return "\(number(CGFloat(seconds))) s"
    }

    static func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : (plural ?? singular + "s"))"
    }

    /// Items joined by ", " into lines of at most `width` characters: the first line starts with
    /// `first`, the others with `next`; `last` ends the final line.
    static func wrap(_ items: [String], first: String, next: String, last: String = "", width: Int = 100) -> [String] {
        var lines: [String] = []
        var line = first
        var lineHasItem = false
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? last : ",")
            if lineHasItem && line.count + 1 + piece.count > width {
                lines.append(line)
                line = next + piece
            } else {
                line += (lineHasItem ? " " : "") + piece
            }
            lineHasItem = true
        }
        if items.isEmpty { line += last }
        lines.append(line)
        return lines
    }
}
