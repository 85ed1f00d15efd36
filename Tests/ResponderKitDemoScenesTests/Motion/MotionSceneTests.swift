import Foundation
import ResponderKit
import ResponderKitDemoScenes
import ResponderKitTesting
import Testing

/// The motion scene of `responder demo --part motion` (behaviour 8.6): a level whose bubble floats against
/// gravity and a compass whose heading comes from the attitude's yaw in the magnetic-north frame, driven by
/// a scripted device's accelerometer, gyroscope and magnetometer samples.
@MainActor
@Suite("Demo scenes: the motion scene (behaviour 8.6)")
struct MotionSceneTests {
    private func degrees(_ value: Double) -> Double { value * .pi / 180 }

    @Test(
        "behaviour 8.6 (Apple: CMDeviceMotion.gravity, in g in the device's frame): the bubble moves against gravity's part in the screen's plane"
    )
    func bubbleOffset() {
        let radius: CGFloat = 80
        #expect(MotionScene.bubbleOffset(gravity: CMAcceleration(x: 0, y: 0, z: -1), radius: radius) == .zero)
        // Right edge down: gravity +x, the bubble goes left.
        #expect(
            MotionScene.bubbleOffset(gravity: CMAcceleration(x: 0.5, y: 0, z: -0.866), radius: radius)
                == CGVector(dx: -40, dy: 0))
        // Top edge up: gravity towards the bottom edge (-y), the bubble goes up the screen (-y on screen).
        #expect(
            MotionScene.bubbleOffset(gravity: CMAcceleration(x: 0, y: -0.5, z: -0.866), radius: radius)
                == CGVector(dx: 0, dy: -40))
        // Standing upright: the bubble stays within the vial.
        #expect(
            MotionScene.bubbleOffset(gravity: CMAcceleration(x: 0, y: -1.2, z: 0), radius: radius)
                == CGVector(dx: 0, dy: -80))
    }

    @Test(
        "behaviour 8.6 (Apple: CMAttitudeReferenceFrame.xMagneticNorthZVertical, x towards magnetic north): the top edge's heading is 270° minus the yaw"
    )
    func headingFromYaw() {
        #expect(MotionScene.heading(yaw: 0) == 270)
        #expect(MotionScene.heading(yaw: degrees(-90)) == 0)
        #expect(MotionScene.heading(yaw: degrees(180)) == 90)
        #expect(abs(MotionScene.heading(yaw: degrees(135)) - 135) < 1e-9)
        #expect(MotionScene.describe(heading: 225) == "225° (SW)")
        #expect(MotionScene.describe(heading: 359.9) == "359.9° (N)")
    }

    @Test(
        "behaviour 8.6 (Apple: startDeviceMotionUpdates(using:to:withHandler:)): a tilted, turned device moves the bubble and the needle"
    )
    func drivenByTheDevice() throws {
        let scene = MotionScene()
        let device = DeviceSimulator(application: scene.app)
        // Updates come every 0.25 s: holding still that long after a turn shows where it ended.
        let turn = { (attitude: DeviceAttitude) in
            device.turn(to: attitude, duration: 1)
            device.turn(for: MotionScene.updateInterval) { _ in attitude }
        }
        scene.startUpdates()
        device.turn(for: 0.5) { _ in DeviceAttitude(roll: 0, pitch: 0, yaw: -.pi / 2) }
        #expect(scene.motionManager.attitudeReferenceFrame == .xMagneticNorthZVertical)
        let north = try #require(scene.heading)
        #expect(north < 0.01 || north > 359.99)
        #expect(abs(scene.bubble.center.x - 100) < 0.01 && abs(scene.bubble.center.y - 100) < 0.01)
        turn(DeviceAttitude(roll: degrees(20), pitch: 0, yaw: -.pi / 2))
        let offset = CGFloat(sin(degrees(20))) * MotionScene.bubbleTravel
        #expect(abs(scene.bubble.center.x - (100 - offset)) < 0.5)
        turn(DeviceAttitude(roll: 0, pitch: 0, yaw: -.pi))
        #expect(abs(try #require(scene.heading) - 90) < 0.5)
        #expect(abs(scene.needle.transform.b - CGFloat(sin(degrees(-90)))) < 0.01)
        #expect(scene.log.lines.contains { $0.text.hasPrefix("compass: ") })
    }
}
