import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import Testing

/// Replays synthetic sessions (rendered as evemu text or as trace lines) into the standard scene.
@MainActor
enum ReplaySupport {
    /// The standard session (tap, double tap, pinch, swipe, long press), made once.
    static let session = SyntheticRecording.standardSession()

    /// The standard session as evemu text and as trace lines, rendered once.
    static let evemuText = session.evemuText
    static let traceText = session.traceText
    /// The standard session's evemu text, read once.
    static let standardRecording = try! Recording.read(evemuText, file: "session.evemu")
    /// The standard session replayed from its evemu text, once (the replay is deterministic).
    static let standardReport = Replayer(source: ReplaySource(recording: standardRecording, file: "session.evemu"))
        .run()

    /// Reads a session's evemu text and replays it through the device pipeline.
    static func replayEvemu(
        _ session: SyntheticRecording, options: ReplayOptions = ReplayOptions(),
        progressInterval: Int = 2000
    ) throws -> ReplayReport {
        try replayer(evemu: session, options: options, progressInterval: progressInterval).run()
    }

    static func replayer(
        evemu session: SyntheticRecording? = nil, options: ReplayOptions = ReplayOptions(),
        progressInterval: Int = 2000
    ) throws -> Replayer {
        var recording = try session.map { try Recording.read($0.evemuText, file: "session.evemu") } ?? standardRecording
        if let screen = options.screen { recording.device.screen = screen }
        if let calibration = options.calibration { recording.device.calibration = calibration }
        let replayer = Replayer(source: ReplaySource(recording: recording, file: "session.evemu"))
        replayer.progressInterval = progressInterval
        return replayer
    }

    /// Reads the session's trace lines and replays them directly.
    static func replayTrace() throws -> ReplayReport {
        Replayer(source: ReplaySource(trace: try Trace.read(traceText, file: "session.jsonl"), file: "session.jsonl"))
            .run()
    }

    static func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat) -> Bool { abs(a - b) <= tolerance }
    static func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat) -> Bool {
        hypot(a.x - b.x, a.y - b.y) <= tolerance
    }
}

@Suite("Replay: gestures recognized from recordings (behaviour 5, input behaviour 1.3)")
@MainActor
struct ReplaySessionTests {
    typealias S = ReplaySupport

    @Test(
        "behaviour 5.1, 4.5: the double tap fires once, and the single tap only for the lone tap, 0.35 s after its lift"
    )
    func doubleTapFiresOnce() throws {
        let report = S.standardReport
        #expect(report.summary.count(.doubleTap) == 1)
        #expect(report.summary.count(.tap) == 1)
        let tap = try #require(report.gestures(.tap).first)
        let firstLift = try #require(report.trails.first).endTime
        #expect(S.near(CGFloat(tap.time - firstLift), 0.35, 0.001))
        #expect(S.near(tap.recognizedValues.location, CGPoint(x: 200, y: 150), 1))
        #expect(tap.recognizedValues.numberOfTaps == 1)
        let double = try #require(report.gestures(.doubleTap).first)
        #expect(double.time == report.trails[2].endTime)  // recognized at the second lift
        #expect(double.recognizedValues.numberOfTaps == 2 && double.recognizedValues.numberOfTouchesRequired == 1)
        #expect(report.summary.count(.twoFingerTap) == 0)
    }

    @Test(
        "behaviour 5.6: the pinch is recognized once, with scale ≈ 300/128 when the fingers lift (from where it began)")
    func pinchScale() throws {
        let report = S.standardReport
        let pinches = report.gestures(.pinch)
        #expect(pinches.count == 1)
        let pinch = try #require(pinches.first)
        #expect(pinch.finalState == .ended)
        // Measured from 120 + 8 pt, where it began past the hysteresis (behaviour 5.6).
        #expect(S.near(pinch.finalValues.scale ?? 0, 300.0 / 128, 0.05))
        #expect(S.near(pinch.recognizedValues.location, CGPoint(x: 512, y: 420), 3))
        // It began once the distance changed by more than the 8 pt hysteresis, measured from there: a little
        // above 1.
        #expect((pinch.recognizedValues.scale ?? 0) > 1 && (pinch.recognizedValues.scale ?? 9) < 1.15)
        #expect(pinch.changeCount > 10)
        #expect(report.summary.count(.rotation) == 0)  // the fingers' line does not turn
        #expect(report.summary.count(.twoFingerPan) == 0)  // nor does their centroid move
    }

    @Test("behaviour 5.5: the swipe is recognized to the right only, where it began; the pan recognizes with it")
    func swipeDirection() throws {
        let report = S.standardReport
        #expect(report.summary.count(.swipeRight) == 1)
        #expect(
            report.summary.count(.swipeLeft) + report.summary.count(.swipeUp) + report.summary.count(.swipeDown) == 0)
        let swipe = try #require(report.gestures(.swipeRight).first)
        #expect(swipe.recognizedValues.swipeDirection == .right)
        #expect(S.near(swipe.recognizedValues.location, CGPoint(x: 150, y: 650), 1))
        let pan = try #require(report.gestures(.pan).first)
        #expect(report.gestures(.pan).count == 1)
        #expect(S.near(pan.finalValues.translation ?? .zero, CGPoint(x: 400, y: 12), 3))
        #expect(pan.recognizedValues.velocity.map { $0.x > 1000 } == true)  // a flick
        #expect(pan.time <= swipe.time)  // the pan begins after 10 pt, the swipe after 100 pt
    }

    @Test("behaviour 5.2: the long press begins 0.5 s after the finger went down and ends when it lifts")
    func longPress() throws {
        let report = S.standardReport
        let press = try #require(report.gestures(.longPress).first)
        let trail = try #require(report.trails.last)
        #expect(S.near(CGFloat(press.time - trail.startTime), 0.5, 0.0001))  // a deadline on the virtual clock
        #expect(press.finalState == .ended && press.endTime == trail.endTime)
        #expect(S.near(press.recognizedValues.location, CGPoint(x: 850, y: 200), 1))
    }

    @Test(
        "behaviour 9: the evemu rendering (through the device pipeline) and the trace (direct) give the same gestures")
    func evemuAndTraceAgree() throws {
        let evemu = S.standardReport, trace = try S.replayTrace()
        #expect(evemu.gestures.map(\.kind) == trace.gestures.map(\.kind))
        for (a, b) in zip(evemu.gestures, trace.gestures) {
            #expect(abs(a.time - b.time) < 0.001)
            #expect(S.near(a.finalValues.location, b.finalValues.location, 0.5))
        }
        #expect(
            S.near(
                evemu.gestures(.pinch)[0].finalValues.scale ?? 0, trace.gestures(.pinch)[0].finalValues.scale ?? 1, 0.01
            ))
        #expect(evemu.summary.touches == trace.summary.touches)
        #expect(trace.format == "trace" && evemu.format == "evemu")
    }

    @Test("the summary: counts per gesture, touches, sequences, duration and a speed-up measured outside the app")
    func summary() throws {
        let report = S.standardReport
        let summary = report.summary
        #expect(summary.counts == [.tap: 1, .doubleTap: 1, .pinch: 1, .swipeRight: 1, .pan: 1, .longPress: 1])
        #expect(summary.touches == 7 && summary.sequences == 6)
        #expect(summary.unfinishedTouches == 0 && summary.cancelledTouches == 0)
        #expect(abs(summary.duration - S.session.time) < 0.000_01)
        #expect(summary.wallTime > 0)
        #expect((summary.speedFactor ?? 0) > 1)
        #expect(summary.eventCount == S.session.events.count)
    }

    @Test("the report text: the heading, one line per discrete gesture, two per continuous one, the summary")
    func reportText() throws {
        let lines = S.standardReport.lines()
        #expect(lines[0] == "Replay of session.evemu (evemu, \(S.session.events.count) events)")
        #expect(lines.contains { $0.contains("double tap recognized at (500, 300): 2 taps of 1 finger") })
        #expect(lines.contains { $0.contains("pinch began at (512, 420): scale 1.") })
        // ≈ 300 / 128: measured from where the pinch began (behaviour 5.6).
        #expect(lines.contains { $0.contains("pinch ended after") && $0.contains("scale 2.3") })
        #expect(lines.contains { $0.contains("swipe right recognized at (150, 650): direction right") })
        #expect(lines.contains("  touches         7 in 6 sequences"))
        #expect(lines.contains { $0.hasPrefix("  replayed in") && $0.contains("faster than real time") })
        let quiet = S.standardReport.lines(includesGestures: false)
        #expect(!quiet.contains { $0.contains("recognized at") } && quiet.contains("Summary:"))
    }

    @Test("stepping the run loop for progress does not change the outcome; progress counts up to every input")
    func progressDoesNotChangeTheOutcome() throws {
        let replayer = try S.replayer(progressInterval: 1)
        var progress: [ReplayProgress] = []
        replayer.onProgress = { progress.append($0) }
        let stepped = replayer.run()
        let single = try S.replayer(progressInterval: 1_000_000).run()
        #expect(stepped.gestures == single.gestures)
        #expect(progress.count == stepped.summary.inputCount)  // inputs 1 ..< n, then the end
        #expect(progress.map(\.processedInputs) == Array(1...stepped.summary.inputCount))
        #expect(progress.last?.fraction == 1)
    }

    @Test("behaviour 5.1, 5.3, 5.7: a two-finger tap, a two-finger drag and a rotation")
    func twoFingerGestures() throws {
        var session = SyntheticRecording(seed: 11)
        session.twoFingerTap(at: CGPoint(x: 300, y: 300))
        session.wait(0.6)
        session.twoFingerDrag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 700, y: 500))
        session.wait(0.6)
        session.rotate(center: CGPoint(x: 512, y: 384), by: .pi / 3)
        let report = try S.replayEvemu(session)
        #expect(report.summary.count(.twoFingerTap) == 1 && report.summary.count(.tap) == 0)
        let drag = try #require(report.gestures(.twoFingerPan).first)
        #expect(S.near(drag.finalValues.translation ?? .zero, CGPoint(x: 400, y: 0), 3))
        #expect(report.gestures(.pan).count == 1)  // one or more fingers: it pans too
        let rotation = try #require(report.gestures(.rotation).first)
        #expect(S.near(rotation.finalValues.rotation ?? 0, .pi / 3, 0.05))
        #expect(report.summary.count(.pinch) == 0)
    }

    @Test(
        "input behaviour 2.2: a recording that ends with a finger down: the touch is cancelled and reported unfinished")
    func recordingEndsMidTouch() throws {
        var session = SyntheticRecording(seed: 4)
        session.longPress(at: CGPoint(x: 400, y: 400), duration: 1.2)
        var recording = session.recording
        let frames = recording.events.indices.filter { recording.events[$0].isSynReport }
        recording.events = Array(recording.events[...frames[frames.count - 10]])  // cut while the finger is down
        let report = Replayer(source: ReplaySource(recording: recording)).run()
        #expect(report.summary.unfinishedTouches == 1)
        #expect(report.trails.first?.ending == .unfinished)
        let press = try #require(report.gestures(.longPress).first)
        #expect(press.finalState == .cancelled)
        #expect(report.summary.lines.contains { $0.contains("1 still down at the end (cancelled)") })
    }

    @Test(
        "input behaviour 2.2: a stream that starts mid-touch: the unknown contact is reported as an issue, not a touch")
    func streamStartsMidTouch() throws {
        var session = SyntheticRecording(seed: 9)
        session.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 600, y: 200))
        var recording = session.recording
        let firstSyn = try #require(recording.events.firstIndex { $0.isSynReport })
        recording.events.removeFirst(firstSyn + 1)
        let report = Replayer(source: ReplaySource(recording: recording)).run()
        #expect(report.trails.isEmpty && report.gestures.isEmpty)
        #expect(!report.issues.isEmpty)
        // docs/input-devices.md, "Losses: nothing silent": a lost contact is listed under "Losses" with its
        // cause, and counted in the summary.
        #expect(report.lines().contains { $0.hasPrefix("Losses (") })
        #expect(report.summary.lossText.contains("decoder: 1 stream started mid-touch"))
    }

    @Test("input behaviour 2.3: the screen and calibration options change where contacts land")
    func screenAndCalibration() throws {
        var session = SyntheticRecording(seed: 1)
        session.tap(at: CGPoint(x: 200, y: 150))
        let doubled = try S.replayEvemu(
            session, options: ReplayOptions(screen: CGRect(x: 0, y: 0, width: 2048, height: 1536)))
        #expect(doubled.screen.size == CGSize(width: 2048, height: 1536))
        #expect(
            S.near(try #require(doubled.gestures(.tap).first).recognizedValues.location, CGPoint(x: 400, y: 300), 2))
        let mirrored = try S.replayEvemu(session, options: ReplayOptions(calibration: [-1, 0, 1, 0, 1, 0]))
        #expect(
            S.near(try #require(mirrored.gestures(.tap).first).recognizedValues.location, CGPoint(x: 824, y: 150), 1))
    }
}
