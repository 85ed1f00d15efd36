import Foundation
import ResponderKit
import ResponderKitDemoScenes

/// The device motion a scene's application computes, for the `motionState` message
/// (docs/inspector-protocol.md 1.4).
extension InspectorScene {
    /// The level and compass of `responder demo`, part 8 (``MotionScene``), with its device-motion updates
    /// running: its manager is the one the `motionState` message reads.
    static func motion(clock: any ApplicationClock) -> InspectorScene {
        let motion = MotionScene(clock: clock)
        motion.startUpdates()
        let scene = showing(motion, id: "motion", application: motion.app)
        scene.motionManager = motion.motionManager
        scene.motionSource = "application"
        return scene
    }

    /// Makes sure a manager reads the application's device motion for the `motionState` message: the
    /// scene's own, else one the inspector starts (pull updates in the `.xArbitraryZVertical` frame, which
    /// needs no magnetometer, and the magnetometer's own updates), once the application receives motion
    /// samples from a client.
    func observeMotion() {
        guard motionManager == nil else { return }
        let manager = CMMotionManager(application: application)
        manager.startDeviceMotionUpdates(using: .xArbitraryZVertical)
        manager.startMagnetometerUpdates()
        motionManager = manager
        motionSource = "inspector"
    }

    /// The fields of the `motionState` message, or nil while no manager reads device motion.
    func motionStateJSON() -> [InspectorJSON.Field]? {
        guard let manager = motionManager else { return nil }
        typealias F = InspectorJSON.Field
        let motion = manager.deviceMotion.map { motion -> InspectorJSON in
            let field = motion.magneticField
            return .object([
                "timestamp": .number(Self.rounded(motion.timestamp)),
                "attitude": .object([
                    "roll": .number(Self.rounded(motion.attitude.roll)),
                    "pitch": .number(Self.rounded(motion.attitude.pitch)),
                    "yaw": .number(Self.rounded(motion.attitude.yaw)),
                ]),
                "gravity": Self.vector(motion.gravity.x, motion.gravity.y, motion.gravity.z),
                "userAcceleration": Self.vector(
                    motion.userAcceleration.x, motion.userAcceleration.y, motion.userAcceleration.z),
                "rotationRate": Self.vector(motion.rotationRate.x, motion.rotationRate.y, motion.rotationRate.z),
                "magneticField": Self.vector(
                    field.field.x, field.field.y, field.field.z,
                    extra: [
                        F("accuracy", .string("\(field.accuracy)"))
                    ]),
            ])
        }
        let raw = manager.isMagnetometerActive ? manager.magnetometerData : nil
        return [
            F("source", .string(motionSource)),
            F("frame", .string(Self.frameName(manager.attitudeReferenceFrame))),
            F("active", .bool(manager.isDeviceMotionActive)),
            F("deviceMotion", motion ?? .null),
            F(
                "magnetometer",
                raw.map { Self.vector($0.magneticField.x, $0.magneticField.y, $0.magneticField.z) } ?? .null),
        ]
    }

    /// A reference frame's name as Core Motion spells it.
    static func frameName(_ frame: CMAttitudeReferenceFrame) -> String {
        switch frame {
        case .xArbitraryCorrectedZVertical: "xArbitraryCorrectedZVertical"
        case .xMagneticNorthZVertical: "xMagneticNorthZVertical"
        case .xTrueNorthZVertical: "xTrueNorthZVertical"
        default: "xArbitraryZVertical"
        }
    }

    private static func vector(_ x: Double, _ y: Double, _ z: Double, extra: [InspectorJSON.Field] = [])
        -> InspectorJSON
    {
        .object(
            [
                .init("x", .number(rounded(x))), .init("y", .number(rounded(y))), .init("z", .number(rounded(z))),
            ] + extra)
    }

    /// Four decimals: the message changes when the motion does, not with the filter's rounding noise.
    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
}
