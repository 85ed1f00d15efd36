import Foundation
import ResponderKit

/// Draws a replay as a plain SVG document: the screen rectangle, each touch's trail (a polyline per
/// touch, a dot where it went down, a cross where it lifted, a square where it was cancelled), and a
/// diamond where each gesture was recognized, labelled with its values at the end, and a red ring
/// crossed through where a contact was lost (``ReplayReport/losses`` with a location); a legend below
/// lists the touches with their colors, explains the marks and counts the losses by cause. For a
/// touchpad or mouse recording (``ReplayReport/pointer``) it adds the pointer's path (dashed), a circle at
/// each primary click, a square at each secondary click, a triangle for other buttons, and an arrow at
/// each scroll pointing the way the content moved.
///
/// The screen's longer side is drawn ``drawingSize`` units long; coordinates in the file are screen
/// points scaled by that factor. Text is escaped; the document has no scripts or external references.
public struct ReplaySVGRenderer: Sendable {
    /// The length, in SVG units, of the screen's longer side. Default 900.
    public var drawingSize: Double = 900
    /// The colors given to touches in turn.
    public var palette = [
        "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b", "#e377c2", "#17becf",
        "#bcbd22", "#7f7f7f",
    ]
    /// How many touches the legend lists before summarizing the rest. Default 40.
    public var maximumLegendTouches = 40

    /// Creates a renderer with the default settings.
    public init() {}

    /// The SVG document for a report.
    public func render(_ report: ReplayReport) -> String {
        // A screen that cannot be drawn (not finite, empty, or past the protocol's ±1e9 bound) is drawn as
        // the default screen rather than trapping in the geometry below; the title says so.
        let drawable = Self.isDrawable(report.screen)
        let screen = drawable ? report.screen : CGRect(x: 0, y: 0, width: 1024, height: 768)
        let longest = max(Double(screen.width), Double(screen.height), 1)
        let scale = drawingSize / longest
        let margin = 20.0, titleHeight = 34.0
        let width = Double(screen.width) * scale, height = Double(screen.height) * scale
        let top = margin + titleHeight
        func x(_ value: CGFloat) -> Double { margin + (Double(value) - Double(screen.minX)) * scale }
        func y(_ value: CGFloat) -> Double { top + (Double(value) - Double(screen.minY)) * scale }

        let listed = Array(report.trails.prefix(maximumLegendTouches))
        // Clamped before the conversion: a screen of absurd size (from a trace or --screen) must not trap.
        let fitting = (width + margin) / 260
        let columns = fitting.isFinite ? Int(Swift.min(Swift.max(fitting, 1), 64)) : 1
        let legendRows = (listed.count + columns - 1) / columns + (report.trails.count > listed.count ? 1 : 0)
        let legendTop = top + height + 34
        let legendHeight = 22.0 * Double(legendRows) + 100 + (report.pointer == nil ? 0 : 20)
        let totalWidth = width + 2 * margin
        let totalHeight = legendTop + legendHeight + margin

        var svg: [String] = []
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(totalWidth))\" height=\"\(n(totalHeight))\" "
                + "viewBox=\"0 0 \(n(totalWidth)) \(n(totalHeight))\" font-family=\"Helvetica, Arial, sans-serif\">")
        let title =
            "Replay of \(report.file): \(ReplayFormat.plural(report.trails.count, "touch", "touches")), "
            + "\(ReplayFormat.plural(report.gestures.count, "gesture"))"
            + (report.pointer.map {
                ", \(ReplayFormat.plural($0.clicks.count, "click")), \(ReplayFormat.plural($0.scrolls.count, "scroll"))"
            } ?? "")
            + (drawable
                ? ""
                : " (its screen, \(ReplayFormat.number(report.screen.width)) × \(ReplayFormat.number(report.screen.height)) pt, "
                    + "cannot be drawn: shown on a 1024 × 768 screen)")
        svg.append("  <title>\(escape(title))</title>")
        svg.append("  <rect x=\"0\" y=\"0\" width=\"\(n(totalWidth))\" height=\"\(n(totalHeight))\" fill=\"#ffffff\"/>")
        svg.append(
            "  <text x=\"\(n(margin))\" y=\"\(n(margin + 16))\" font-size=\"16\" font-weight=\"bold\" fill=\"#222\">\(escape(title))</text>"
        )

        // The screen.
        svg.append("  <g id=\"screen\">")
        svg.append(
            "    <rect x=\"\(n(margin))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#f7f7f7\" "
                + "stroke=\"#333\" stroke-width=\"1.5\"/>")
        let screenLabel = "screen \(ReplayFormat.number(screen.width)) × \(ReplayFormat.number(screen.height)) pt"
        svg.append(
            "    <text x=\"\(n(margin))\" y=\"\(n(top + height + 16))\" font-size=\"12\" fill=\"#555\">\(escape(screenLabel))</text>"
        )
        svg.append("  </g>")

        // The touches.
        svg.append("  <g id=\"touches\" fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">")
        for trail in report.trails {
            let color = self.color(trail.number)
            let points = trail.samples.map { "\(n(x($0.point.x))),\(n(y($0.point.y)))" }.joined(separator: " ")
            svg.append(
                "    <polyline class=\"touch\" data-touch=\"\(trail.number)\" points=\"\(points)\" stroke=\"\(color)\" "
                    + "stroke-width=\"2.5\" stroke-opacity=\"0.85\"/>")
            let (sx, sy) = (x(trail.start.x), y(trail.start.y))
            svg.append("    <circle cx=\"\(n(sx))\" cy=\"\(n(sy))\" r=\"4.5\" fill=\"\(color)\" stroke=\"none\"/>")
            svg.append(
                "    <text x=\"\(n(sx - 6))\" y=\"\(n(sy + 15))\" font-size=\"11\" text-anchor=\"end\" fill=\"\(color)\" "
                    + "stroke=\"none\">\(trail.number)</text>")
            let (ex, ey) = (x(trail.end.x), y(trail.end.y))
            if trail.ending == .lifted {
                svg.append(
                    "    <path d=\"M\(n(ex - 4)),\(n(ey - 4)) L\(n(ex + 4)),\(n(ey + 4)) M\(n(ex - 4)),\(n(ey + 4)) "
                        + "L\(n(ex + 4)),\(n(ey - 4))\" stroke=\"\(color)\" stroke-width=\"2\"/>")
            } else {
                svg.append(
                    "    <rect x=\"\(n(ex - 4))\" y=\"\(n(ey - 4))\" width=\"8\" height=\"8\" stroke=\"\(color)\" stroke-width=\"2\"/>"
                )
            }
        }
        svg.append("  </g>")

        // The pointer of a touchpad or mouse recording: its path, its clicks, its scrolls.
        if let pointer = report.pointer {
            svg.append("  <g id=\"pointer\" fill=\"none\" stroke-linecap=\"round\" stroke-linejoin=\"round\">")
            if !pointer.path.isEmpty {
                let points = pointer.path.map { "\(n(x($0.point.x))),\(n(y($0.point.y)))" }.joined(separator: " ")
                svg.append(
                    "    <polyline class=\"pointer-path\" points=\"\(points)\" stroke=\"#555555\" stroke-width=\"1.5\" "
                        + "stroke-dasharray=\"4 3\"/>")
            }
            for click in pointer.clicks {
                let (cx, cy) = (x(click.location.x), y(click.location.y))
                let tip = "<title>\(escape(click.line))</title>"
                if click.buttons.contains(.secondary) {
                    svg.append(
                        "    <g class=\"click click-secondary\">\(tip)<rect x=\"\(n(cx - 6))\" y=\"\(n(cy - 6))\" width=\"12\" "
                            + "height=\"12\" fill=\"#ff7f0e\" stroke=\"#7a3c00\" stroke-width=\"1.5\"/></g>")
                } else if click.buttons.contains(.primary) {
                    svg.append(
                        "    <g class=\"click click-primary\">\(tip)<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"7\" "
                            + "fill=\"#1f77b4\" stroke=\"#0b2e4a\" stroke-width=\"1.5\"/></g>")
                } else {
                    svg.append(
                        "    <g class=\"click click-other\">\(tip)<path d=\"M\(n(cx)),\(n(cy - 7)) L\(n(cx + 7)),\(n(cy + 6)) "
                            + "L\(n(cx - 7)),\(n(cy + 6)) Z\" fill=\"#2ca02c\" stroke=\"#124012\" stroke-width=\"1.5\"/></g>"
                    )
                }
            }
            for scroll in pointer.scrolls {
                let length = hypot(Double(scroll.delta.dx), Double(scroll.delta.dy))
                guard length > 0, length.isFinite else { continue }
                // The arrow points the way the content moved, 20 to 120 units long.
                let drawn = Swift.min(Swift.max(length * scale, 20), 120)
                let (ux, uy) = (Double(scroll.delta.dx) / length, Double(scroll.delta.dy) / length)
                let (sx, sy) = (x(scroll.location.x), y(scroll.location.y))
                let (ex, ey) = (sx + ux * drawn, sy + uy * drawn)
                let (hx, hy) = (-uy * 5, ux * 5)
                svg.append(
                    "    <g class=\"scroll scroll-\(scroll.kind.rawValue)\"><title>\(escape(scroll.line))</title>"
                        + "<path d=\"M\(n(sx)),\(n(sy)) L\(n(ex)),\(n(ey)) M\(n(ex - ux * 9 + hx)),\(n(ey - uy * 9 + hy)) L\(n(ex)),\(n(ey)) "
                        + "L\(n(ex - ux * 9 - hx)),\(n(ey - uy * 9 - hy))\" stroke=\"#9467bd\" stroke-width=\"2.5\"/></g>"
                )
            }
            svg.append("  </g>")
        }

        // The losses with a location: a red ring crossed through, unlike any touch mark.
        let placedLosses = report.losses.filter { $0.stage.losesContacts && $0.location != nil }
        if !placedLosses.isEmpty {
            svg.append("  <g id=\"losses\" fill=\"none\" stroke=\"#e00000\" stroke-width=\"2\">")
            for loss in placedLosses {
                guard let point = loss.location else { continue }
                let (lx, ly) = (x(point.x), y(point.y))
                svg.append(
                    "    <g class=\"loss\" data-stage=\"\(escape(loss.stage.rawValue))\"><title>\(escape(loss.line))</title>"
                        + "<circle cx=\"\(n(lx))\" cy=\"\(n(ly))\" r=\"8\"/><path d=\"M\(n(lx - 6)),\(n(ly - 6)) "
                        + "L\(n(lx + 6)),\(n(ly + 6))\"/></g>")
            }
            svg.append("  </g>")
        }

        // The gestures.
        svg.append("  <g id=\"gestures\" font-size=\"12\">")
        var placed: [CGRect] = []
        for gesture in report.gestures {
            let point = gesture.recognizedValues.location
            let (gx, gy) = (x(point.x), y(point.y))
            svg.append(
                "    <path class=\"gesture\" d=\"M\(n(gx)),\(n(gy - 6)) L\(n(gx + 6)),\(n(gy)) L\(n(gx)),\(n(gy + 6)) "
                    + "L\(n(gx - 6)),\(n(gy)) Z\" fill=\"none\" stroke=\"#111\" stroke-width=\"1.5\"/>")
            let text = "\(gesture.label) @ \(ReplayFormat.number(CGFloat(gesture.time)))s"
            let labelWidth = Double(text.count) * 6.6
            var label = CGRect(x: gx + 9, y: gy - 15, width: labelWidth, height: 15)
            if label.maxX > margin + width { label.origin.x = gx - 9 - labelWidth }
            var tries = 0
            while placed.contains(where: { $0.intersects(label) }), tries < 30 {
                label.origin.y += 15
                tries += 1
            }
            placed.append(label)
            svg.append(
                "    <text x=\"\(n(label.minX))\" y=\"\(n(label.maxY - 3))\" fill=\"#111\" stroke=\"#ffffff\" stroke-width=\"3\" "
                    + "paint-order=\"stroke\">\(escape(text))</text>")
        }
        svg.append("  </g>")

        // The legend.
        svg.append("  <g id=\"legend\" font-size=\"12\" fill=\"#222\">")
        svg.append("    <text x=\"\(n(margin))\" y=\"\(n(legendTop))\" font-weight=\"bold\">Touches</text>")
        let columnWidth = (width + margin) / Double(columns)
        for (index, trail) in listed.enumerated() {
            let lx = margin + Double(index % columns) * columnWidth
            let ly = legendTop + 20 + Double(index / columns) * 22
            let color = self.color(trail.number)
            svg.append(
                "    <line x1=\"\(n(lx))\" y1=\"\(n(ly - 4))\" x2=\"\(n(lx + 22))\" y2=\"\(n(ly - 4))\" stroke=\"\(color)\" stroke-width=\"3\"/>"
            )
            let text =
                "\(trail.number): sequence \(trail.sequence), \(ReplayFormat.number(CGFloat(trail.startTime)))–"
                + "\(ReplayFormat.number(CGFloat(trail.endTime))) s, \(trail.ending.rawValue)"
            svg.append("    <text x=\"\(n(lx + 28))\" y=\"\(n(ly))\">\(escape(text))</text>")
        }
        if report.trails.count > listed.count {
            let ly = legendTop + 20 + Double((listed.count + columns - 1) / columns) * 22
            svg.append(
                "    <text x=\"\(n(margin))\" y=\"\(n(ly))\">… and \(report.trails.count - listed.count) more touches</text>"
            )
        }
        if report.trails.isEmpty {
            svg.append("    <text x=\"\(n(margin))\" y=\"\(n(legendTop + 20))\">none</text>")
        }
        let marksY = legendTop + 22.0 * Double(legendRows) + 36
        svg.append(
            "    <text x=\"\(n(margin))\" y=\"\(n(marksY))\">● where a finger went down   × where it lifted   "
                + "□ where it was cancelled, or still down at the end</text>")
        svg.append(
            "    <text x=\"\(n(margin))\" y=\"\(n(marksY + 20))\">◇ where a gesture was recognized; its label gives its "
                + "values at the end and when it was recognized (seconds since the first event)</text>")
        if let pointer = report.pointer {
            svg.append(
                "    <text class=\"pointer-legend\" x=\"\(n(margin))\" y=\"\(n(marksY + 60))\">\(escape(pointer.device.rawValue)) pointer: "
                    + "dashed line its path   ● primary click   ■ secondary click   ▲ other button   → scroll (the way the content "
                    + "moved)</text>")
        }
        let counts = ReplayLossCounts(report.losses)
        let lossText =
            counts.lost == 0
            ? "no contact lost"
            : "contacts lost: " + counts.lostText
                + (placedLosses.isEmpty ? "" : "; a red ring crossed through marks each one with a known place")
        svg.append(
            "    <text class=\"losses\" x=\"\(n(margin))\" y=\"\(n(marksY + 40))\" fill=\"\(counts.lost == 0 ? "#222" : "#e00000")\">"
                + "\(escape(lossText))</text>")
        svg.append("  </g>")
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func color(_ number: Int) -> String {
        palette.isEmpty ? "#000000" : palette[(max(number, 1) - 1) % palette.count]
    }

    private static func isDrawable(_ rect: CGRect) -> Bool {
        let values = [rect.minX, rect.minY, rect.width, rect.height]
        return values.allSatisfy { $0.isFinite && abs($0) <= 1e9 } && rect.width > 0 && rect.height > 0
    }

    /// A coordinate with at most one decimal.
    private func n(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10).rounded() / 10
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(format: abs(rounded) < 1e15 ? "%.1f" : "%g", rounded)
    }

    /// Escapes text for SVG content and attributes.
    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                    scalar.value < 0x20, scalar != "\t", scalar != "\n"
                {
                    out += "?"
                } else {
                    out.append(character)
                }
            }
        }
        return out
    }
}
