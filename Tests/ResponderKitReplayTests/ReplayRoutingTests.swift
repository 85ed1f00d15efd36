import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitRouter
import Testing

// A replay goes through the system router (behaviour 9, steps 2 and 3; docs/decisions.md, "What the router
// decides") into the standard scene's application, in process and on the virtual clock; `bypassesRouter`
// (`--direct`) enqueues directly.

@Suite("Replay: through the system router (behaviour 9.2, 9.3)")
@MainActor
struct ReplayRoutingTests {
    typealias S = ReplaySupport

    /// The synthetic recordings: the standard session (as evemu and as a trace), two-finger gestures,
    /// the pinch sample, and a recording cut while a finger is down.
    static func sources() throws -> [(String, ReplaySource)] {
        var twoFingers = SyntheticRecording(seed: 11)
        twoFingers.twoFingerTap(at: CGPoint(x: 300, y: 300))
        twoFingers.wait(0.6)
        twoFingers.twoFingerDrag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 700, y: 500))
        twoFingers.wait(0.6)
        twoFingers.rotate(center: CGPoint(x: 512, y: 384), by: .pi / 3)
        var cut = SyntheticRecording(seed: 4)
        cut.longPress(at: CGPoint(x: 400, y: 400), duration: 1.2)
        var cutRecording = cut.recording
        let frames = cutRecording.events.indices.filter { cutRecording.events[$0].isSynReport }
        cutRecording.events = Array(cutRecording.events[...frames[frames.count - 10]])
        return [
            ("standard evemu", ReplaySource(recording: S.standardRecording, file: "session.evemu")),
            (
                "standard trace",
                ReplaySource(trace: try Trace.read(S.traceText, file: "session.jsonl"), file: "session.jsonl")
            ),
            ("two fingers", ReplaySource(recording: twoFingers.recording, file: "two.evemu")),
            ("pinch sample", ReplaySource(recording: SyntheticRecording.pinchSample().recording, file: "pinch.evemu")),
            ("cut mid-touch", ReplaySource(recording: cutRecording, file: "cut.evemu")),
        ]
    }

    static func replay(_ source: ReplaySource, direct: Bool = false, systemGestures: [SystemGesture] = []) -> Replayer {
        let replayer = Replayer(source: source)
        replayer.bypassesRouter = direct
        replayer.systemGestures = systemGestures
        return replayer
    }

    @Test("the router and the direct path give the same gestures, times and values, trails and dispatch logs")
    func routedEqualsDirect() throws {
        for (name, source) in try Self.sources() {
            let routed = Self.replay(source).explain()
            let direct = Self.replay(source, direct: true).explain()
            #expect(!routed.report.trails.isEmpty, "\(name)")
            #expect(routed.report.gestures == direct.report.gestures, "\(name)")
            #expect(routed.report.trails == direct.report.trails, "\(name)")
            #expect(routed.report.sequences == direct.report.sequences, "\(name)")
            #expect(routed.sequences.map(\.records) == direct.sequences.map(\.records), "\(name)")
            #expect(routed.report.systemGestures.isEmpty && direct.report.systemGestures.isEmpty, "\(name)")
            #expect(routed.report.summary.routing != nil && direct.report.summary.routing == nil, "\(name)")
        }
    }

    @Test("the summary says the input went through the router, to the scene's one application")
    func summaryLine() throws {
        let report = S.standardReport
        let routing = try #require(report.summary.routing)
        #expect(routing.inputCount == report.summary.inputCount)
        #expect(routing.applicationCount == 1)
        #expect(routing.deliveredMessages >= routing.inputCount)  // every input, and the front announcement
        #expect(routing.watchedSystemGestures.isEmpty)
        #expect(
            report.summary.lines.contains(
                "  routed          \(routing.inputCount) inputs through the system router to 1 application (system gestures off)"
            ))
        let bypassed = Self.replay(ReplaySource(recording: S.standardRecording), direct: true).run()
        #expect(bypassed.summary.lines.contains { $0.hasPrefix("  routed          no: ") && $0.contains("--direct") })
    }

    /// A swipe up from the bottom edge (the band is 20 pt: 768 - 20 = 748), then a tap.
    static var bottomSwipe: ReplaySource {
        var session = SyntheticRecording(seed: 21)
        session.swipe(from: CGPoint(x: 512, y: 762), to: CGPoint(x: 520, y: 500), duration: 0.2)
        session.wait(0.6)
        session.tap(at: CGPoint(x: 300, y: 300))
        return ReplaySource(recording: session.recording, file: "home.evemu")
    }

    @Test("9.2: system gestures are off by default: a swipe up from the bottom edge reaches the application")
    func systemGesturesOffByDefault() {
        let report = Self.replay(Self.bottomSwipe).run()
        #expect(report.systemGestures.isEmpty)
        #expect(report.summary.count(.swipeUp) == 1)
        #expect(report.gestures(.pan).first?.finalState == .ended)
        #expect(report.summary.count(.tap) == 1)
    }

    @Test(
        "9.2: with system gestures on, a swipe up from the bottom edge is home: the application's touches are cancelled, the report lists it"
    )
    func homeGestureIsReported() throws {
        let explanation = Self.replay(Self.bottomSwipe, systemGestures: [.home]).explain()
        let report = explanation.report
        let home = try #require(report.systemGestures.first)
        #expect(report.systemGestures.count == 1)
        #expect(home.name == "home")
        let trail = try #require(report.trails.first)
        #expect(home.time > trail.startTime && home.time < trail.endTime)
        // Recognized once the finger travelled 80 pt up.
        let location = try #require(home.location)
        #expect(location.y <= 762 - 80 && location.y > 762 - 100)
        // The application lost the sequence: the pan that had begun is cancelled, no swipe up.
        let pan = try #require(report.gestures(.pan).first)
        #expect(pan.finalState == .cancelled)
        #expect(abs(pan.endTime - home.time) < 0.000_001)
        #expect(report.summary.count(.swipeUp) == 0)
        // The application got touchesCancelled for the swipe's touch (the dispatch log says so).
        let first = try #require(explanation.sequences.first)
        #expect(first.records.contains { if case .touchesCancelled = $0.entry { true } else { false } })
        // The next sequence is the application's again.
        #expect(report.summary.count(.tap) == 1)
        // The report lists it, and says the router watched for it.
        let lines = report.lines()
        #expect(lines.contains("System gestures (recognized by the router, before the application):"))
        #expect(lines.contains { $0.contains("home at (") && $0.contains("the application's touches were cancelled") })
        #expect(lines.contains { $0.hasPrefix("  routed") && $0.hasSuffix("(system gestures: home)") })
        #expect(explanation.lines.contains("System gestures (recognized by the router, before the application):"))
    }

    @Test("progress reports during a routed replay count every input; stepping does not change the outcome")
    func progressThroughTheRouter() throws {
        let replayer = Self.replay(ReplaySource(recording: S.standardRecording))
        replayer.progressInterval = 1
        var progress: [ReplayProgress] = []
        replayer.onProgress = { progress.append($0) }
        let report = replayer.run()
        #expect(report.gestures == S.standardReport.gestures)
        #expect(progress.map(\.processedInputs) == Array(1...report.summary.inputCount))
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.time <= $1.time })
    }
}
