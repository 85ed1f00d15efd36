import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

/// docs/input-devices.md, "Losses: nothing silent": every contact dropped anywhere appears in `replay`'s
/// summary (a count by cause), in `explain` (where and why) and in the SVG (a distinct mark).
@Suite("Losses are visible: summary, explain and SVG (docs/input-devices.md)")
@MainActor
struct LossVisibilityTests {
    /// A trace whose second touch lands outside the 400 × 300 screen: hit-testing finds no view.
    private func traceWithTouchOutside() throws -> ReplaySource {
        let lines = [
            "{\"format\":\"responderkit-trace\",\"version\":1,\"screen\":{\"width\":400,\"height\":300}}",
            "{\"event\":\"digitizer\",\"timestamp\":1.0,\"contacts\":[{\"id\":1,\"x\":100,\"y\":100}]}",
            "{\"event\":\"digitizer\",\"timestamp\":1.05,\"contacts\":[{\"id\":1,\"x\":100,\"y\":100,\"state\":\"lifted\"}]}",
            "{\"event\":\"digitizer\",\"timestamp\":2.0,\"contacts\":[{\"id\":2,\"x\":450,\"y\":100}]}",
            "{\"event\":\"digitizer\",\"timestamp\":2.05,\"contacts\":[{\"id\":2,\"x\":450,\"y\":100,\"state\":\"lifted\"}]}",
        ]
        let trace = try Trace.read(lines.joined(separator: "\n"), file: "outside.jsonl")
        return ReplaySource(trace: trace, file: "outside.jsonl")
    }

    private func replayer(direct: Bool) throws -> Replayer {
        let replayer = Replayer(source: try traceWithTouchOutside())
        replayer.bypassesRouter = direct
        return replayer
    }

    @Test("--direct: a touch no view takes is a hit-test loss, counted by cause in the summary, with the exact row")
    func summaryCountsByCause() throws {
        let report = try replayer(direct: true).run()
        #expect(report.trails.count == 2)
        #expect(report.summary.lostContacts == 1)
        #expect(
            report.summary.lines.contains(
                "  lost            1 (hit-test: 1 no view at the point); see \"Losses\" above"))
        let loss = try #require(report.losses.first)
        #expect(loss.stage == .hitTest && loss.location == CGPoint(x: 450, y: 100))
        #expect(abs((loss.time ?? 0) - 1.0) < 1e-9)
    }

    @Test("routed: the router delivers the touch outside every window to no application; a delivery loss, placed")
    func routerLossIsCounted() throws {
        let report = try replayer(direct: false).run()
        #expect(report.summary.lossText == "1 (delivery: 1 never reached the application)")
        let loss = try #require(report.losses.first)
        #expect(loss.stage == .delivery && loss.location == CGPoint(x: 450, y: 100))
        #expect(
            loss.detail == "touch 2 never reached the application through the system router "
                + "(no application window under its first contact)")
    }

    @Test("explain lists each loss with where (stage, time, point) and why")
    func explainSaysWhereAndWhy() throws {
        let explanation = try replayer(direct: true).explain()
        let lines = explanation.lines
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Losses (1 contact lost") })
        #expect(
            lines[heading + 1]
                == "  1.000 s  hit-test at (450, 100): touch 2 was dropped: no window returned a view for (450, 100)")
    }

    @Test("the SVG marks the lost touch where it went down, distinctly, and counts the losses in the legend")
    func svgMarksLosses() throws {
        let report = try replayer(direct: true).run()
        let svg = ReplaySVGRenderer().render(report)
        #expect(svg.components(separatedBy: "class=\"loss\"").count == 2)
        #expect(svg.contains("<g id=\"losses\""))
        #expect(svg.contains("contacts lost: 1 (hit-test: 1 no view at the point)"))
    }

    @Test(
        "--direct: of many taps reusing one contact id, each one outside the screen is its own loss, at its own place and time"
    )
    func manyLossesEachAtItsTap() throws {
        var lines = ["{\"format\":\"responderkit-trace\",\"version\":1,\"screen\":{\"width\":400,\"height\":300}}"]
        for tap in 0..<40 {
            // Even taps on the screen, odd ones past its right edge, each at its own height.
            let (x, y, time) = (tap % 2 == 0 ? 100 : 450, 5 + tap * 7, 1.0 + Double(tap) * 0.5)
            lines.append(
                "{\"event\":\"digitizer\",\"timestamp\":\(time),\"contacts\":[{\"id\":1,\"x\":\(x),\"y\":\(y)}]}")
            lines.append(
                "{\"event\":\"digitizer\",\"timestamp\":\(time + 0.05),"
                    + "\"contacts\":[{\"id\":1,\"x\":\(x),\"y\":\(y),\"state\":\"lifted\"}]}")
        }
        let trace = try Trace.read(lines.joined(separator: "\n"), file: "taps.jsonl")
        let replayer = Replayer(source: ReplaySource(trace: trace, file: "taps.jsonl"))
        replayer.bypassesRouter = true
        let report = replayer.run()
        #expect(report.trails.count == 40)
        #expect(report.summary.lostContacts == 20)
        let odd = stride(from: 1, to: 40, by: 2)
        #expect(report.losses.map(\.location) == odd.map { CGPoint(x: 450, y: 5 + $0 * 7) })
        #expect(report.losses.map { $0.time ?? -1 } == odd.map { Double($0) * 0.5 })
        #expect(
            report.losses.map { $0.detail.split(separator: " ").prefix(2).joined(separator: " ") }
                == odd.map { "touch \($0 + 1)" })
    }

    @Test(
        "behaviour 8.3: key presses refused because 256 keys were already down are counted in the summary's keys row"
    )
    func refusedKeyPressesAreCounted() throws {
        // 300 keys pressed and never released, usages 4, 5, …: the last 44 find 256 keys down.
        var lines = ["{\"format\":\"responderkit-trace\",\"version\":1}"]
        for key in 0..<300 {
            lines.append(
                "{\"event\":\"key\",\"timestamp\":\(Double(key + 1) / 1000),\"keyCode\":\(4 + key),\"transition\":\"down\"}"
            )
        }
        let trace = try Trace.read(lines.joined(separator: "\n"), file: "keys.jsonl")
        let report = Replayer(source: ReplaySource(trace: trace, file: "keys.jsonl")).run()
        #expect(report.summary.refusedKeyPresses == 44)
        #expect(
            report.summary.lines.contains(
                "  keys            44 key presses refused: 256 keys were already down (rollover)"),
            "\(report.summary.lines)")
        let none = Replayer(source: ReplaySource(trace: try Trace.read(lines.prefix(257).joined(separator: "\n"))))
            .run()
        #expect(none.summary.refusedKeyPresses == 0)
        #expect(!none.summary.lines.contains { $0.hasPrefix("  keys") })
    }

    @Test("a replay that loses nothing says so")
    func nothingLostIsSaid() throws {
        var session = SyntheticRecording(seed: 3)
        session.tap(at: CGPoint(x: 200, y: 200))
        let report = Replayer(source: ReplaySource(recording: session.recording)).run()
        #expect(report.summary.lines.contains("  lost            none: every contact reached a view"))
        #expect(report.losses.isEmpty && report.lossLines.isEmpty)
        #expect(ReplaySVGRenderer().render(report).contains(">no contact lost</text>"))
    }

    @Test(
        "docs/cli.md, `responder replay FILE`: the summary prints the dispatch speed and the whole run's, reading and decoding included"
    )
    func bothSpeedFigures() throws {
        var session = SyntheticRecording(seed: 4)
        session.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 500, y: 300))
        let replayer = Replayer(source: ReplaySource(recording: session.recording))
        replayer.readingTime = 0.5
        let summary = replayer.run().summary
        let total = try #require(summary.totalWallTime)
        #expect(total >= 0.5 + summary.wallTime)
        #expect(summary.lines.contains { $0.hasPrefix("  replayed in") && $0.contains(" dispatching") })
        #expect(summary.lines.contains { $0.hasPrefix("  whole run") && $0.contains("with reading and decoding") })
    }
}
