import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.6: device motion fused from the three sensors
// (https://developer.apple.com/documentation/coremotion/cmdevicemotion,
// https://developer.apple.com/documentation/coremotion/cmattitudereferenceframe).

@MainActor
@Suite("Core Motion: device motion and the attitude filter (behaviour 8.6)")
struct CMDeviceMotionTests {
    private static let degree = Double.pi / 180

    /// The angle between two attitudes, in degrees.
    private func degrees(_ a: CMQuaternion, _ b: CMQuaternion) -> Double {
        let dot = abs(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w)
        return 2 * acos(min(1, dot)) / Self.degree
    }

    @Test("8.6: the fused attitude is within 1° of 10 s of scripted tilts and turns (magnetic north frame)")
    func fusionFollowsScript() throws {
        let app = UIApplication()
        let device = DeviceSimulator(application: app)
        let manager = CMMotionManager(application: app)
        var updates = 0
        manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical, to: .main) { _, _ in updates += 1 }
        let script: (TimeInterval) -> DeviceAttitude = { t in
            DeviceAttitude(roll: 0.8 * sin(0.7 * t), pitch: 0.6 * sin(0.45 * t), yaw: 0.9 * t)
        }
        device.turn(for: 10, attitude: script)
        let motion = try #require(manager.deviceMotion)
        #expect(degrees(motion.attitude.quaternion, script(10).quaternion) < 1)
        #expect(abs(motion.attitude.roll - script(10).roll) < Self.degree)
        #expect(abs(motion.attitude.pitch - script(10).pitch) < Self.degree)
        #expect(abs(remainder(motion.attitude.yaw - script(10).yaw, 2 * .pi)) < Self.degree)
        #expect(updates == 1000)
        #expect(motion.timestamp == 10)
    }

    @Test("8.6: at rest face up: gravity (0, 0, −1) g, no user acceleration, attitude 0")
    func rest() throws {
        let app = UIApplication()
        let device = DeviceSimulator(application: app)
        let manager = CMMotionManager(application: app)
        manager.startDeviceMotionUpdates()
        device.turn(for: 1) { _ in DeviceAttitude(roll: 0, pitch: 0, yaw: 0) }
        let motion = try #require(manager.deviceMotion)
        #expect(abs(motion.gravity.z + 1) < 1e-9 && abs(motion.gravity.x) < 1e-9 && abs(motion.gravity.y) < 1e-9)
        #expect(abs(motion.userAcceleration.x) + abs(motion.userAcceleration.y) + abs(motion.userAcceleration.z) < 1e-9)
        #expect(abs(motion.attitude.roll) + abs(motion.attitude.pitch) + abs(motion.attitude.yaw) < 1e-9)
        #expect(motion.magneticField.accuracy == .uncalibrated)
    }

    @Test("8.6: in the arbitrary frames yaw starts at 0 wherever the device points; the north frame sees the heading")
    func referenceFrames() throws {
        let app = UIApplication()
        let device = DeviceSimulator(application: app)
        device.turn(to: DeviceAttitude(roll: 0, pitch: 0.3, yaw: 1), duration: 0.5)
        let arbitrary = CMMotionManager(application: app)
        let corrected = CMMotionManager(application: app)
        let north = CMMotionManager(application: app)
        arbitrary.startDeviceMotionUpdates(using: .xArbitraryZVertical)
        corrected.startDeviceMotionUpdates(using: .xArbitraryCorrectedZVertical)
        north.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        #expect(corrected.attitudeReferenceFrame == .xArbitraryCorrectedZVertical)
        device.turn(to: DeviceAttitude(roll: 0, pitch: 0.3, yaw: 1.5), duration: 2)
        let a = try #require(arbitrary.deviceMotion).attitude
        let c = try #require(corrected.deviceMotion).attitude
        let n = try #require(north.deviceMotion).attitude
        #expect(abs(a.yaw - 0.5) < Self.degree && abs(c.yaw - 0.5) < Self.degree && abs(n.yaw - 1.5) < Self.degree)
        #expect(abs(a.pitch - 0.3) < Self.degree && abs(n.pitch - 0.3) < Self.degree)
        #expect(try #require(arbitrary.deviceMotion).magneticField.field == CMMagneticField())
    }

    @Test("8.6: xTrueNorthZVertical needs a declination ResponderKit lacks: starting with it starts nothing")
    func trueNorthUnavailable() {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        #expect(!CMMotionManager.availableAttitudeReferenceFrames().contains(.xTrueNorthZVertical))
        manager.startDeviceMotionUpdates(using: .xTrueNorthZVertical)
        #expect(!manager.isDeviceMotionActive)
    }

    @Test("8.6: multiply(byInverseOf:) gives the attitude relative to a saved one")
    func relativeAttitude() throws {
        let app = UIApplication()
        let device = DeviceSimulator(application: app)
        let manager = CMMotionManager(application: app)
        manager.startDeviceMotionUpdates(using: .xMagneticNorthZVertical)
        device.turn(to: DeviceAttitude(roll: 0, pitch: 0, yaw: 0.4), duration: 0.5)
        let saved = try #require(manager.deviceMotion).attitude
        device.turn(to: DeviceAttitude(roll: 0, pitch: 0, yaw: 0.9), duration: 0.5)
        let now = try #require(manager.deviceMotion).attitude
        now.multiply(byInverseOf: saved)
        #expect(abs(now.yaw - 0.5) < Self.degree && abs(now.roll) < Self.degree && abs(now.pitch) < Self.degree)
    }

    @Test("8.6: user acceleration is what the accelerometer measures beyond gravity; rotationRate the gyroscope's")
    func userAcceleration() throws {
        let app = UIApplication()
        let manager = CMMotionManager(application: app)
        manager.startDeviceMotionUpdates()
        app.enqueue(.accelerometer(AccelerometerSample(timestamp: 0.01, x: 0, y: 0, z: -1)))
        app.enqueue(.gyroscope(GyroscopeSample(timestamp: 0.01, x: 0, y: 0, z: 0)))
        app.enqueue(.accelerometer(AccelerometerSample(timestamp: 0.02, x: 0.5, y: 0, z: -1)))
        app.enqueue(.gyroscope(GyroscopeSample(timestamp: 0.02, x: 0, y: 0, z: 0.25)))
        app.runUntilIdle()
        let motion = try #require(manager.deviceMotion)
        #expect(abs(motion.userAcceleration.x - 0.5) < 0.01)
        #expect(motion.rotationRate == CMRotationRate(x: 0, y: 0, z: 0.25))
        #expect(abs(motion.attitude.rotationMatrix.m33 - 1) < 1e-3)
    }
}
