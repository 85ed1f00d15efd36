import Foundation
import Testing

/// `responder demo --part motion` (behaviour 8.6): a level and a compass fed by one CMMotionManager's
/// device-motion updates in the magnetic-north frame while a scripted device tilts and turns; each update
/// the handler received is printed with the tilt, gravity, the bubble's position and the heading. Last, the
/// proximity sensor covers the screen around a tap (behaviour 8.7).
@Suite("responder demo --part motion: a level and a compass fed by device motion (behaviour 8.6)")
struct DemoMotionCLITests {
    private func motionPart() throws -> DemoPartOutput {
        let run = try CLIRun.run(["demo", "--part", "motion"])
        #expect(run.status == 0)
        return DemoPartOutput(run.text)
    }

    @Test(
        "behaviour 8.6 (Apple: CMAttitudeReferenceFrame.xMagneticNorthZVertical): lying face up with the top towards north, gravity is (0, 0, -1) g, the bubble centred, the heading 0°"
    )
    func lyingFlat() throws {
        let output = try motionPart()
        #expect(output.lines.first == "ResponderKit demo, part 8: motion sensors")
        #expect(
            output.hasRun([
                "app: deviceMotionUpdateInterval = 0.25; startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main)",
                "device: lies still, face up, top edge towards magnetic north, for 1 s",
                "level: roll 0°, pitch 0°; gravity (0, 0, -1) g; bubble at (100, 100)",
                "compass: yaw -90°: heading 0° (N)",
            ]))
    }

    @Test(
        "behaviour 8.6 (Apple: CMDeviceMotion.gravity, CMAttitude.roll and pitch): a roll moves gravity to x and the bubble left; a pitch moves it to -y and the bubble up"
    )
    func tilting() throws {
        let output = try motionPart()
        #expect(
            output.hasRun([
                "level: roll 20°, pitch 0°; gravity (0.34, 0, -0.94) g; bubble at (72.64, 100)",
                "compass: yaw -90°: heading 0° (N)",
            ]))
        #expect(
            output.lines.contains("bubble.center (72.64, 100) in the level (centre (100, 100)); heading 0° (N)"))
        #expect(output.events.contains("level: roll 0°, pitch 30°; gravity (0, -0.5, -0.87) g; bubble at (100, 60)"))
    }

    @Test(
        "behaviour 8.6 (Apple: CMAttitude.yaw, -π … π): turning clockwise lowers the yaw, which wraps past -180°, while the heading goes on to the east and the south-west"
    )
    func turning() throws {
        let output = try motionPart()
        #expect(output.events.contains("compass: yaw -180°: heading 90° (E)"))
        #expect(
            output.hasRun([
                "level: roll 0°, pitch 0°; gravity (0, 0, -1) g; bubble at (100, 100)",
                "compass: yaw 179.1°: heading 90.9° (E)",
            ]))
        #expect(
            output.hasRun([
                "compass: yaw 45°: heading 225° (SW)",
                "device: a phone: it has a proximity sensor",
            ]))
        #expect(output.lines.contains("bubble.center (100, 100) in the level (centre (100, 100)); heading 225° (SW)"))
    }

    @Test(
        "behaviour 8.7 (Apple: isProximityMonitoringEnabled, proximityState): while the monitored sensor is covered the tap on the level never arrives; uncovered, it does"
    )
    func proximity() throws {
        let output = try motionPart()
        #expect(
            output.hasRun([
                "app: isProximityMonitoringEnabled = true; it reads true",
                "device: the sensor is covered (held to the ear)",
                "app: proximityState true",
                "device: a finger taps the level",
            ]))
        #expect(output.lines.contains("levelTaps 0"))
        #expect(
            output.hasRun([
                "device: the sensor is uncovered",
                "app: proximityState false",
                "device: a finger taps the level",
                "level: tapped (1 so far)",
            ]))
        #expect(output.lines.last == "levelTaps 1")
    }

    @Test("the motion part is the eighth of --part all, after layout")
    func partOfAll() throws {
        let run = try CLIRun.run(["demo", "--part", "all", "--no-hit-test"])
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n").map(String.init)
        let layout = try #require(lines.firstIndex(of: "ResponderKit demo, part 7: Auto Layout"))
        let motion = try #require(lines.firstIndex(of: "ResponderKit demo, part 8: motion sensors"))
        #expect(layout < motion)
    }
}
