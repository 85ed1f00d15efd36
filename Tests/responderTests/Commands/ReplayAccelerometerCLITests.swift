import Foundation
import ResponderKitTestSupport
import Testing

/// `responder replay` on an evdev accelerometer's recording (docs/cli.md, "Accelerometers: motion"): the real
/// binary prints the samples' count, the orientations and the shakes, and the frames it could not use.
@Suite("responder replay: an evdev accelerometer's recording (behaviour 8.1, 8.8)")
struct ReplayAccelerometerCLITests {
    private static func fixture(_ name: String) -> String {
        RepositoryPaths.fixtures.appendingPathComponent("hand-made-accelerometers/\(name)").path
    }

    private static let tiltAndShake = fixture("tilt-and-shake.events")

    @Test("behaviour 8.1, 8.8: the report lists the orientations and the shake, and the summary counts them")
    func replayPrintsMotion() throws {
        let run = try CLIRun.run(["replay", Self.tiltAndShake])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.text.contains("device:  Hand-made Accelerometer (accelerometer, X, Y, Z 256, 256, 256 units per g)"),
            "\(run.text)")
        #expect(run.text.contains("Motion (175 accelerometer samples; seconds since the first event):"), "\(run.text)")
        #expect(run.text.contains("0.000 s  orientation faceUp"), "\(run.text)")
        #expect(run.text.contains("s  orientation portrait"), "\(run.text)")
        #expect(run.text.contains("s  shake began (motionBegan)"), "\(run.text)")
        #expect(run.text.contains("s  shake ended (motionEnded)"), "\(run.text)")
        #expect(
            run.text.contains("motion          175 accelerometer samples, orientation faceUp → portrait, 1 shake"),
            "\(run.text)")
        #expect(run.text.contains("inputs          175 given to the application"), "\(run.text)")
    }

    @Test("behaviour 8.1: with --direct (no router) the summary's motion row is the same")
    func direct() throws {
        let routed = try CLIRun.run(["replay", Self.tiltAndShake, "--quiet"])
        let direct = try CLIRun.run(["replay", Self.tiltAndShake, "--quiet", "--direct"])
        #expect(routed.status == 0 && direct.status == 0, "\(routed.errors)\(direct.errors)")
        let motion = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("  motion ") } }
        #expect(motion(routed.text).count == 1)
        #expect(motion(direct.text) == motion(routed.text), "\(direct.text)")
    }

    @Test("behaviour 8.8: --accel-mount-matrix turns the samples; a malformed one, or one for a touchpad, is refused")
    func mountMatrix() throws {
        let turned = try CLIRun.run([
            "replay", Self.tiltAndShake, "--quiet", "--accel-mount-matrix", "0, 1, 0; -1, 0, 0; 0, 0, 1",
        ])
        #expect(turned.status == 0, "\(turned.errors)")
        #expect(turned.text.contains("orientation faceUp → landscapeLeft, 1 shake"), "\(turned.text)")
        let malformed = try CLIRun.run(["replay", Self.tiltAndShake, "--accel-mount-matrix", "1, 0"])
        #expect(malformed.status == 64 && malformed.errors.contains("--accel-mount-matrix: expected a mount matrix"))
        let touchpad = RepositoryPaths.fixtures.appendingPathComponent(
            "hand-made-touchpads/two-finger-rotation.events"
        ).path
        let refused = try CLIRun.run(["replay", touchpad, "--accel-mount-matrix", "1, 0, 0; 0, 1, 0; 0, 0, 1"])
        #expect(refused.status != 0)
        #expect(refused.errors.contains("--accel-mount-matrix does not apply: "), "\(refused.errors)")
    }

    @Test("an accelerometer without an axis resolution: its frames, and those after SYN_DROPPED, are listed losses")
    func lossesWithoutResolution() throws {
        let run = try CLIRun.run(["replay", Self.fixture("without-resolution.events")])
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.text.contains("decoder: accelerometer frames without an axis resolution (units per g): 4"),
            "\(run.text)")
        #expect(
            run.text.contains("decoder: accelerometer frames dropped by the kernel (SYN_DROPPED): 1"), "\(run.text)")
        #expect(run.text.contains("lost            5 (decoder: 4 accelerometer frames without"), "\(run.text)")
        #expect(!run.text.contains("Motion ("), "\(run.text)")
    }
}
