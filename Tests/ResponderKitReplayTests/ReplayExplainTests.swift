import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

@Suite("Replay: explaining each touch sequence (behaviour 4.2, 4.5, behaviour 11)")
@MainActor
struct ReplayExplainTests {
    typealias S = ReplaySupport

    /// The standard session explained, once.
    static let explanation = Replayer(source: ReplaySource(recording: S.standardRecording, file: "session.evemu"))
        .explain()

    /// The log lines of a sequence's records.
    private func described(_ sequence: SequenceExplanation) -> [String] {
        sequence.records.flatMap { DispatchLog.describe($0.entry) }
    }

    @Test(
        "a sequence runs from a first finger down until all fingers are up: the double tap's two taps are two sequences"
    )
    func grouping() {
        let sequences = Self.explanation.sequences
        #expect(sequences.count == 6)
        #expect(sequences.map { $0.sequence.touches.count } == [1, 1, 1, 2, 1, 1])
        #expect(sequences.map(\.touchNumbers) == [[1], [2], [3], [4, 5], [6], [7]])
        #expect(
            sequences.map { $0.recognized.map(\.kind) } == [
                [.tap], [], [.doubleTap], [.pinch], [.pan, .swipeRight], [.longPress],
            ])
        // The explanation's report is the replay's report.
        #expect(Self.explanation.report.gestures == S.standardReport.gestures)
    }

    @Test("behaviour 1.1, 9: each new touch's hit-test walk reaches the full-screen view")
    func hitTestWalks() throws {
        let first = Self.explanation.sequences[0]
        let walk = try #require(first.hitTests.first)
        guard case let .hitTest(touch, window, _, steps, result) = walk.entry else {
            Issue.record("not a walk"); return
        }
        #expect(touch == 1 && window == "replayWindow" && result == "gestureView")
        #expect(steps.map(\.view) == ["replayWindow", "gestureView", "gestureView"])
        #expect(Self.explanation.sequences[3].hitTests.count == 2)  // the pinch's two fingers
    }

    @Test(
        "behaviour 4.2, behaviour 11: the participants of each touch, the hit view's recognizers in the order they were added"
    )
    func participants() throws {
        let (touch, recognizers) = try #require(Self.explanation.sequences[0].participants.first)
        #expect(touch == 1)
        #expect(
            recognizers == [
                "tap (tap)", "doubleTap (tap)", "twoFingerTap (tap)", "longPress (longpress)", "pan (pan)",
                "twoFingerPan (pan)", "swipeLeft (swipe)", "swipeRight (swipe)", "swipeUp (swipe)",
                "swipeDown (swipe)", "pinch (pinch)", "rotation (rotation)",
            ])
        // After the first tap the single tap waits for the double tap: it takes no part in the second tap.
        let second = try #require(Self.explanation.sequences[2].participants.first)
        #expect(!second.recognizers.contains("tap (tap)") && second.recognizers.contains("doubleTap (tap)"))
    }

    @Test(
        "behaviour 4.5: the single tap waits for the double tap to fail, which fails on its 0.35 s deadline, in the tap's sequence"
    )
    func failureRequirementCauses() throws {
        let lines = described(Self.explanation.sequences[0])
        #expect(lines.contains("tap (tap): wants to recognize, waiting for doubleTap (tap) to fail (still possible)"))
        #expect(lines.contains("doubleTap (tap): possible -> failed: no tap 2 within 0.35 s"))
        #expect(lines.contains("tap (tap): possible -> ended: 1 tap(s) of 1 finger(s)"))
        let changes = Self.explanation.sequences[0].stateChanges
        #expect(
            changes.contains {
                $0.recognizer == "pan (pan)" && $0.to == .failed && $0.cause == "all fingers lifted before moving 10 pt"
            })
        // The double tap's second sequence: the single tap fails because the double tap recognized.
        let third = described(Self.explanation.sequences[2])
        #expect(
            third.contains("tap (tap): possible -> failed: it requires doubleTap (tap) to fail, and that recognized"))
        #expect(third.contains("doubleTap (tap): possible -> ended: 2 tap(s) of 1 finger(s)"))
    }

    @Test(
        "behaviour 4.5, 5.6: the pinch's sequence: one-finger recognizers fail on the second finger, the others are forced out"
    )
    func pinchArbitration() {
        let sequence = Self.explanation.sequences[3]
        let changes = sequence.stateChanges
        #expect(changes.contains { $0.recognizer == "tap (tap)" && $0.cause == "2 fingers > 1 required" })
        #expect(
            changes.contains {
                $0.recognizer == "pinch (pinch)" && $0.from == .possible && $0.to == .began
                    && ($0.cause ?? "").hasPrefix("finger distance changed")
            })
        #expect(
            changes.contains {
                $0.recognizer == "twoFingerTap (tap)" && $0.to == .failed
                    && $0.cause == "forced out by pinch (pinch); no simultaneous recognition allowed"
            })
        // Pan and rotation may recognize with the pinch: they are not forced out, they fail on their own.
        #expect(
            changes.contains { $0.recognizer == "rotation (rotation)" && ($0.cause ?? "").contains("line turned 5°") })
        let lines = sequence.lines
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "pinch (pinch): changed \(S.standardReport.gestures(.pinch)[0].changeCount) times until "
                        + String(format: "%.3f s", S.standardReport.gestures(.pinch)[0].changes.dropLast().last!.time))
            })
        #expect(!lines.contains { $0.contains("changed -> changed") })
    }

    @Test("the explanation text: heading, reading guide, sections per sequence, summary; times since the first event")
    func text() {
        let lines = Self.explanation.lines
        #expect(lines[0].hasPrefix("Replay of session.evemu"))
        #expect(
            lines.contains(
                "Sequence 1: 0.000 s to \(String(format: "%.3f s", S.standardReport.trails[0].endTime)), 1 touch (#1)"))
        #expect(lines.filter { $0 == "  Hit-test walks:" }.count == 6)
        #expect(lines.filter { $0 == "  Participants:" }.count == 6)
        #expect(lines.filter { $0.hasPrefix("  Arbitration") }.count == 6)
        let tapTime = S.standardReport.gestures(.tap)[0].time
        #expect(
            lines.contains(String(format: "    %.3f s  tap (tap): possible -> ended: 1 tap(s) of 1 finger(s)", tapTime))
        )
        #expect(lines.contains("Summary:"))
    }

    @Test("a recording without touches explains that there are none")
    func noTouches() {
        let empty = Replayer(source: ReplaySource(recording: Recording(device: SyntheticRecording.device, events: [])))
            .explain()
        #expect(empty.sequences.isEmpty)
        #expect(empty.lines.contains("No touches in the recording."))
        #expect(empty.report.summary.lines.contains("  no gesture recognized"))
    }
}
