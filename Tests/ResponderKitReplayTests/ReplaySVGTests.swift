import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the elements of an XML document, failing on malformed XML.
private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        counts[elementName, default: 0] += 1
    }
}

@Suite("Replay: SVG drawings of touches and gestures")
@MainActor
struct ReplaySVGTests {
    typealias S = ReplaySupport

    private func parse(_ svg: String) -> [String: Int]? {
        let parser = XMLParser(data: Data(svg.utf8))
        let counter = ElementCounter()
        parser.delegate = counter
        return parser.parse() ? counter.counts : nil
    }

    @Test("one polyline per touch, with a start dot and an end mark; a marker per gesture; the screen rectangle")
    func elements() throws {
        let report = S.standardReport
        let svg = ReplaySVGRenderer().render(report)
        #expect(svg.components(separatedBy: "<polyline class=\"touch\"").count - 1 == report.trails.count)
        #expect(report.trails.count == 7)
        for trail in report.trails { #expect(svg.contains("data-touch=\"\(trail.number)\"")) }
        #expect(svg.components(separatedBy: "class=\"gesture\"").count - 1 == report.gestures.count)
        #expect(svg.contains("pinch ×2.3"))  // ≈ 300 / 128, measured from where the pinch began (behaviour 5.6)
        #expect(svg.contains("swipe right @ "))
        #expect(svg.contains("width=\"900\" height=\"675\" fill=\"#f7f7f7\""))  // 1024 × 768 drawn 900 wide
        let counts = try #require(parse(svg))
        #expect(counts["polyline"] == 7 && counts["circle"] == 7 && counts["svg"] == 1)
    }

    @Test("each touch has its color in the trail and in the legend")
    func colorsAndLegend() {
        let svg = ReplaySVGRenderer().render(S.standardReport)
        let palette = ReplaySVGRenderer().palette
        for number in 1...7 { #expect(svg.contains("stroke=\"\(palette[number - 1])\" stroke-width=\"3\"")) }
        #expect(svg.contains("1: sequence 1, 0–"))
        #expect(svg.contains("4: sequence 4,") && svg.contains("5: sequence 4,"))
        #expect(svg.contains("where a gesture was recognized"))
    }

    @Test("text is escaped: a file name with markup stays text; the document is well-formed")
    func escaping() throws {
        var session = SyntheticRecording(seed: 2)
        session.tap(at: CGPoint(x: 10, y: 10))
        let report = Replayer(source: ReplaySource(recording: session.recording, file: "a<b>&\"c\".evemu")).run()
        let svg = ReplaySVGRenderer().render(report)
        #expect(svg.contains("a&lt;b&gt;&amp;&quot;c&quot;.evemu"))
        #expect(!svg.contains("a<b>"))
        #expect(parse(svg) != nil)
    }

    @Test("an empty recording still draws the screen and says there are no touches")
    func empty() throws {
        let report = Replayer(source: ReplaySource(recording: Recording(device: SyntheticRecording.device, events: [])))
            .run()
        let svg = ReplaySVGRenderer().render(report)
        #expect(svg.contains("0 touches, 0 gestures"))
        #expect(svg.contains(">none</text>"))
        #expect(parse(svg)?["polyline"] == nil)
    }
}
