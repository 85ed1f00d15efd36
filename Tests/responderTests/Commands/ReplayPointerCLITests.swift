import Foundation
import ResponderKitInputTestSupport
import ResponderKitTestSupport
import Testing

/// `responder replay` and `explain` on touchpad and mouse recordings (docs/cli.md, "Touchpads and mice:
/// the pointer"): the real binary prints the clicks, the scrolls and the device.
@Suite("responder replay: touchpad and mouse recordings as a pointer (behaviour 12)")
struct ReplayPointerCLITests {
    private static func fixture(_ folder: String, _ name: String) -> String { RealDeviceCorpus.path(folder, name) }

    @Test(
        "behaviour 12.2: `responder replay` on a touchpad tap prints a primary click on the view, and the pointer summary"
    )
    func replayPrintsClicks() throws {
        let run = try CLIRun.run(["replay", Self.fixture("touchpads", "AlpsPS2 ALPS GlidePoint.single-tap.events")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("Pointer input (touchpad (with buttons): a pointer; trackpad events"))
        #expect(
            run.text.contains("primary click at ") && run.text.contains(" on gestureView, released at "), "\(run.text)")
        #expect(run.text.contains("pointer         1 click (1 primary)"), "\(run.text)")
    }

    @Test(
        "behaviour 12.2: `responder replay` on a two-finger tap prints a secondary click; `explain` names device and event type"
    )
    func secondaryClickAndExplain() throws {
        let file = Self.fixture("touchpads", "CyPS2 Cypress Trackpad.two_finger_tap.events")
        let replay = try CLIRun.run(["replay", file])
        #expect(replay.status == 0, "\(replay.errors)")
        #expect(replay.text.contains("secondary click at "), "\(replay.text)")
        let explain = try CLIRun.run(["explain", file])
        #expect(explain.status == 0, "\(explain.errors)")
        #expect(explain.text.contains("Click 1 (trackpad, touches) at "), "\(explain.text)")
    }

    @Test(
        "behaviour 12.3: `responder replay` on a scroll mouse prints discrete scrolls and the SVG draws scroll arrows")
    func mouseScrolls() throws {
        let directory = try CLIProcess.makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let svg = directory + "/scroll.svg"
        let run = try CLIRun.run([
            "replay", Self.fixture("mice", "IBM ScrollPoint MO18B.scroll.events"),
            "--device", Self.fixture("mice", "IBM ScrollPoint MO18B.desc"), "--svg", svg,
        ])
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.text.contains("discrete scroll down") && run.text.contains("discrete scroll up"), "\(run.text)")
        let drawing = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(drawing.contains("class=\"scroll scroll-discrete\""))
    }
}
