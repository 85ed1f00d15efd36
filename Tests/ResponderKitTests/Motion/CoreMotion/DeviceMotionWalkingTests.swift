import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// Behaviour 8.6: device motion separates gravity from the user's acceleration
// (https://developer.apple.com/documentation/coremotion/cmdevicemotion), here while walking with the
// device (DeviceSimulator.walk: the three sensors report one motion).

@MainActor
@Suite("Core Motion: device motion while walking (behaviour 8.6)")
struct DeviceMotionWalkingTests {
    private static let degree = Double.pi / 180

    private func angle(_ a: CMAcceleration, _ b: CMAcceleration) -> Double {
        let dot = a.x * b.x + a.y * b.y + a.z * b.z
        let lengths =
            (a.x * a.x + a.y * a.y + a.z * a.z).squareRoot() * (b.x * b.x + b.y * b.y + b.z * b.z).squareRoot()
        return acos(max(-1, min(1, dot / lengths))) / Self.degree
    }

    @Test(
        "8.6: while walking, gravity stays within 4° of the held attitude's and userAcceleration bounces at the step rate"
    )
    func walking() throws {
        let app = UIApplication()
        let device = DeviceSimulator(application: app)
        device.turn(to: DeviceAttitude(roll: 0, pitch: 1, yaw: 0.5), duration: 0.5)
        let held = CMAcceleration(x: device.gravity.x, y: device.gravity.y, z: device.gravity.z)
        let manager = CMMotionManager(application: app)
        var samples: [(time: TimeInterval, gravity: CMAcceleration, vertical: Double)] = []
        manager.startDeviceMotionUpdates(to: .main) { motion, _ in
            guard let motion else { return }
            let (g, a) = (motion.gravity, motion.userAcceleration)
            samples.append((motion.timestamp, g, -(a.x * g.x + a.y * g.y + a.z * g.z)))
        }
        let start = device.now
        device.walk(for: 10, stepsPerSecond: 2)
        #expect(samples.count == 1000)
        // The sway turns the device by at most 2.3° from the held attitude (walkingSway 2°, pitch 1°).
        let worst = samples.map { angle($0.gravity, held) }.max() ?? .infinity
        #expect(worst < 4)
        // After the first 2 s: 8 s of steps at 2 per second, one upward zero crossing each.
        let settled = samples.filter { $0.time > start + 2 }
        var crossings = 0
        for (before, after) in zip(settled, settled.dropFirst()) where before.vertical < 0 && after.vertical >= 0 {
            crossings += 1
        }
        #expect(abs(crossings - 16) <= 1)
        let peak = settled.map(\.vertical).max() ?? 0
        #expect(abs(peak - device.walkingBounce) < 0.05)
    }
}
