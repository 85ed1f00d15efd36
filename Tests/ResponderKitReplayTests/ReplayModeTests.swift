import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitInputTestSupport
import ResponderKitReplay
import Testing

/// `--direct` and the routed replay give the same gestures (docs/cli.md, "Input files and options";
/// docs/decisions.md, "Replaying recordings").
@Suite("Replay modes: --direct and the routed replay agree (docs/cli.md, Input files and options)")
@MainActor
struct ReplayModeTests {
    /// One tap, then another landing `gap` seconds after the first lifted, near the same place.
    private func twoTaps(gap: TimeInterval) -> Recording {
        var stream = EvdevStream()
        stream.frame {
            $0.down(slot: 0, id: 1, x: 500, y: 1000); $0.key(EvdevCode.BTN_TOUCH, 1)
        }
        stream.frame(after: 0.05) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOUCH, 0)
        }
        stream.frame(after: gap) {
            $0.down(slot: 0, id: 2, x: 520, y: 1010); $0.key(EvdevCode.BTN_TOUCH, 1)
        }
        stream.frame(after: 0.05) {
            $0.lift(slot: 0); $0.key(EvdevCode.BTN_TOUCH, 0)
        }
        return Recording(device: TestDevices.touchscreen(), events: stream.events)
    }

    @Test(
        "a lift and a landing 4, 11 and 20 ms apart are two sequences and a double tap in both modes",
        arguments: [0.004, 0.011, 0.020])
    func liftAndLandingInOneDisplayFrame(gap: TimeInterval) {
        var reports: [ReplayReport] = []
        for direct in [false, true] {
            let replayer = Replayer(source: ReplaySource(recording: twoTaps(gap: gap)))
            replayer.bypassesRouter = direct
            reports.append(replayer.run())
        }
        for report in reports {
            // Before the fix, --direct enqueued the whole recording at once and the application folded the
            // landing into the lift's display frame: one two-finger tap instead of a double tap.
            #expect(report.gestures.map(\.kind) == [.doubleTap])
            #expect(report.sequences.count == 2)
        }
        #expect(reports[0].gestures == reports[1].gestures)
    }
}
