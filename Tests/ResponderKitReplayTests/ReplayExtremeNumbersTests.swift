import Foundation
import ResponderKit
import ResponderKitReplay
import Testing

/// The report and the SVG print any number without trapping: formatting must be unable to trap on any
/// Double (docs/decisions.md, "The router under hostile and careless clients").
@Suite("Replay: reports and drawings of extreme numbers")
@MainActor
struct ReplayExtremeNumbersTests {
    @Test("A screen of 1e300 points, infinite or NaN durations and speeds are printed, not trapped on")
    func extremeValues() {
        var report = ReplaySupport.standardReport
        for screen in [
            CGRect(x: 0, y: 0, width: 1e300, height: 1e300),
            CGRect(x: -1e300, y: 0, width: .infinity, height: 10),
            CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10),
        ] {
            report.screen = screen
            let svg = ReplaySVGRenderer().render(report)
            #expect(svg.contains("</svg>"))
            #expect(svg.contains("cannot be drawn: shown on a 1024 × 768 screen"))
        }
        for duration in [Double.infinity, -Double.infinity, .nan, 1e300, -5, 1e-300] {
            report.summary.duration = duration
            report.summary.totalWallTime = 1e-300
            report.summary.wallTime = 1e-300
            #expect(!report.summary.lines.isEmpty)
        }
    }
}
