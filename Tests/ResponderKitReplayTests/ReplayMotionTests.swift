import Foundation
import ResponderKit
import ResponderKitInput
import ResponderKitReplay
import ResponderKitTestSupport
import Testing

/// Replaying an evdev accelerometer's recording (docs/input-devices.md, "evdev accelerometers"): its
/// samples reach the application through the same conversion as a live device's, and the report says
/// what they did: the device's orientations (behaviour 8.8) and shakes (behaviour 8.1).
@Suite("Replay: an evdev accelerometer's recording (behaviour 8.1, 8.8)")
@MainActor
struct ReplayMotionTests {
    private static func fixture(_ name: String) -> String {
        RepositoryPaths.fixtures.appendingPathComponent("hand-made-accelerometers/\(name)").path
    }

    private static let tiltAndShake = fixture("tilt-and-shake.events")

    @Test("behaviour 8.8: the tilt from face up to portrait turns UIDevice's orientation faceUp, then portrait")
    func orientations() throws {
        let report = Replayer(source: try ReplaySource.open(path: Self.tiltAndShake)).run()
        let motion = try #require(report.motion)
        #expect(motion.samples == 175)
        #expect(report.summary.inputCount == 175)
        #expect(motion.orientations.map(\.orientation) == [.faceUp, .portrait])
        // Face up from the first sample; portrait once the filtered gravity is within 35° of -y, during
        // the tilt (0.5 s to 1.5 s).
        #expect(motion.orientations.first?.time == 0)
        #expect(motion.orientations.last.map { $0.time > 0.5 && $0.time < 1.5 } == true)
        #expect(report.losses.isEmpty)
    }

    @Test("behaviour 8.1: the shake (±3 g along x from 2.5 s to 2.7 s) is one motionBegan and one motionEnded")
    func shake() throws {
        let report = Replayer(source: try ReplaySource.open(path: Self.tiltAndShake)).run()
        let shakes = try #require(report.motion).shakes
        #expect(shakes.count == 1)
        let shake = try #require(shakes.first)
        #expect(shake.began >= 2.5 && shake.began < 2.7)
        // It ends once the motion has been calm for 0.3 s after the last jolt (2.68 s).
        #expect(shake.end.map { abs($0 - 2.98) < 0.021 } == true)
        #expect(!shake.cancelled)
        #expect(
            report.summary.motionText == "175 accelerometer samples, orientation faceUp → portrait, 1 shake")
    }

    @Test("behaviour 8.1: through the router or enqueued directly, loaded whole or streamed, the motion is the same")
    func everyWayAlike() throws {
        let routed = Replayer(source: try ReplaySource.open(path: Self.tiltAndShake)).run().motion
        let direct = Replayer(source: try ReplaySource.load(path: Self.tiltAndShake))
        direct.bypassesRouter = true
        #expect(routed != nil)
        #expect(direct.run().motion == routed)
    }

    @Test("behaviour 8.8: the mount matrix turns the samples: portrait on the panel is landscape on the device")
    func mountMatrix() throws {
        let matrix = try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1", path: "--accel-mount-matrix")
        let source = try ReplaySource.open(
            path: Self.tiltAndShake, options: ReplayOptions(accelerometerMountMatrix: matrix))
        #expect(source.accelerometerMountMatrix == matrix)
        let motion = try #require(Replayer(source: source).run().motion)
        #expect(motion.orientations.map(\.orientation) == [.faceUp, .landscapeLeft])
    }

    @Test(
        "the accelerometer's recording as evemu-record (and `record --format evemu`), evtest and libinput record write it replays alike",
        arguments: [RecordingFormat.evemu, .evtest, .libinputRecord])
    func everyFormatReplays(format: RecordingFormat) throws {
        let recording = try Recording.read(
            try String(contentsOfFile: Self.tiltAndShake, encoding: .utf8), file: "tilt-and-shake.events")
        let written = Recording(device: recording.device, events: recording.events, format: format)
        let motion = try TemporaryFiles.withFile(written.formatted(as: format), name: "recorded.\(format)") {
            Replayer(source: try ReplaySource.open(path: $0)).run().motion
        }
        #expect(motion != nil)
        #expect(motion == Replayer(source: try ReplaySource.open(path: Self.tiltAndShake)).run().motion)
    }

    @Test("a mount matrix for a recording that is not an accelerometer's, or for a trace, is refused by name")
    func mountMatrixElsewhere() throws {
        let options = ReplayOptions(accelerometerMountMatrix: .identity)
        let touchpad = RepositoryPaths.fixtures.appendingPathComponent(
            "hand-made-touchpads/two-finger-rotation.events"
        ).path
        let error = #expect(throws: ReplayError.self) { try ReplaySource.open(path: touchpad, options: options) }
        #expect(error?.description.hasPrefix("--accel-mount-matrix does not apply: ") == true)
        try TemporaryFiles.withFile(ReplaySupport.traceText, name: "motion.jsonl") { trace in
            let traceError = #expect(throws: ReplayError.self) { try ReplaySource.load(path: trace, options: options) }
            #expect(traceError?.description.contains("is a trace") == true)
        }
    }

    @Test("frames without an axis resolution and frames after SYN_DROPPED are counted decoder losses, not samples")
    func losses() throws {
        let report = Replayer(source: try ReplaySource.open(path: Self.fixture("without-resolution.events"))).run()
        #expect(report.motion == nil)
        #expect(report.summary.inputCount == 0)
        #expect(report.losses.allSatisfy { $0.stage == .decoder })
        #expect(
            report.losses.map(\.cause) == [
                "accelerometer frames without an axis resolution (units per g)",
                "accelerometer frames dropped by the kernel (SYN_DROPPED)",
            ])
        #expect(report.losses.map(\.count) == [4, 1])
        #expect(report.summary.lostContacts == 5)
    }

    @Test("a replay without accelerometer samples has no motion part")
    func noMotion() throws {
        let report = try TemporaryFiles.withFile(ReplaySupport.traceText, name: "touches.jsonl") {
            Replayer(source: try ReplaySource.load(path: $0)).run()
        }
        #expect(report.motion == nil && report.summary.motionText == nil)
        #expect(!report.lines().contains { $0.hasPrefix("Motion") })
    }
}
